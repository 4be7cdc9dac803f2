"""What every opponent knows about the game in play: hand values, draws, and the solved strategy.

One ``Knowledge`` per rule set, built lazily and shared by every player, so a second opponent (or
the simulator's thousands of deals) costs nothing extra. The strategy data file of the deck size
is loaded once; it stores the final-hand reference by rank product, so the same file serves the
rule options (ace-low straight, flush over full house) with values recomputed for those rules.
"""

from __future__ import annotations

import json
import os
from bisect import bisect_right
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from drawpoker.ai.draw.abstraction import BettingRules, Limits, SizeMenu
from drawpoker.ai.draw.cfr import tremble_row
from drawpoker.ai.draw.draw_policy import DrawAdvisor, HandClass
from drawpoker.ai.draw.draws import ValueScale
from drawpoker.ai.draw.hands import HandTable, RuleKey, hand_table
from drawpoker.ai.draw.strength import scale_from_weights
from drawpoker.engine.draw.rules import Rules


@dataclass(frozen=True, slots=True)
class StrategyData:
    """The contents of ``data/strategy_<deck>.json`` (see ``cfr_train``)."""

    deck: int
    limits: Limits
    menu: SizeMenu
    strength_edges: list[float]
    class_edges: dict[str, list[float]]
    class_offset: dict[str, int]
    bucket_names: list[str]
    allowed: list[list[int]]
    strategy: dict[str, list[list[float]]]
    reference: list[tuple[int, int, float]]
    exploitability: float
    raw: dict[str, Any]


@cache
def load_strategy(deck: int) -> StrategyData:
    # a folder of trial strategy files (``cfr_train --out``), for comparing solves in the
    # simulator without touching the shipped ones
    trial = os.environ.get("DRAWPOKER_STRATEGY_DIR")
    if trial:
        text = (Path(trial) / f"strategy_{deck}.json").read_text(encoding="utf-8")
    else:
        text = (resources.files("drawpoker.ai.draw") / "data" / f"strategy_{deck}.json").read_text(
            encoding="utf-8"
        )
    raw = json.loads(text)
    limits = Limits(**raw["limits"])
    offsets: dict[str, int] = {}
    for index, name in enumerate(raw["bucket_names"]):
        offsets.setdefault(name.split(".")[0], index)
    strategy = raw["strategy"]
    if raw.get("format", 1) >= 2:  # odds stored in thousandths
        strategy = {k: [[p / 1000 for p in row] for row in rows] for k, rows in strategy.items()}
    return StrategyData(
        deck=raw["deck"],
        limits=limits,
        menu=SizeMenu.from_dict(raw.get("sizes")),
        strength_edges=list(raw["strength_edges"]),
        class_edges={k: list(v) for k, v in raw["class_edges"].items()},
        class_offset=offsets,
        bucket_names=list(raw["bucket_names"]),
        allowed=[list(a) for a in raw["allowed"]],
        strategy=strategy,
        reference=[(int(p), int(s), float(w)) for p, s, w in raw["reference"]],
        exploitability=float(raw["exploitability"]),
        raw=raw,
    )


class Knowledge:
    """Hand values, draw advice and buckets for one rule set."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.key = RuleKey.of(rules)
        self.table: HandTable = hand_table(self.key)
        self.data = load_strategy(rules.deck_size)
        weights: dict[int, float] = {}
        for product, suited, weight in self.data.reference:
            strength = self.table.suited[product] if suited else self.table.plain[product]
            weights[strength] = weights.get(strength, 0.0) + weight
        self.scale: ValueScale = scale_from_weights(self.table, weights)
        self.advisor = DrawAdvisor(self.key, self.scale)
        # the abstract tree is solved for the preset limits; other limits map onto it by ratio
        self.limits = self.data.limits
        self.betting = BettingRules(self.limits, self.data.menu)
        self.money_ratio = self.limits.max_bet / rules.max_bet
        # Files since the draw tremble read lines as the solver trained them (every move at
        # least a little likely) and ship every node such a line reaches often enough: a node
        # in the file has trained odds. Older files: the average strategy, and a fixed floor.
        raw = self.data.raw
        self.tremble = float(raw.get("tremble", 0.0)) if "keep_reach" in raw else 0.0
        self.off_path = float(raw.get("keep_reach", 0.002))

    def value(self, codes: tuple[int, ...]) -> float:
        """Equity of a final hand against the reference final hand."""
        return self.scale.of_hand(codes)

    def strength_bucket(self, codes: tuple[int, ...]) -> int:
        return bisect_right(self.data.strength_edges, self.value(codes))

    def strength_bucket_of_value(self, value: float) -> int:
        return bisect_right(self.data.strength_edges, value)

    def draw_bucket(self, hand_class: HandClass) -> int:
        edges = self.data.class_edges[hand_class.name]
        return self.data.class_offset[hand_class.name] + bisect_right(edges, hand_class.value)

    def hand_class(self, codes: tuple[int, ...]) -> HandClass:
        return self.advisor.hand_class(codes)

    def best_draw(self, codes: tuple[int, ...]) -> tuple[float, tuple[int, ...]]:
        return self.advisor.best(codes)

    def line_odds(self, path: list[tuple[str, int, int]], me: int) -> float:
        """How likely the solved strategy is to take the other player's moves on ``path``.

        His bucket odds start at the prior and are updated by Bayes at each of his moves (and
        carried through his draw by the transition odds). A tiny result means his line is one
        the solved game never plays (a $50 bet into $10): its odds there were never tested.
        """
        raw = self.data.raw
        belief = list(raw["prior"])
        odds = 1.0
        for key, actor, index in path:
            if actor == me:
                continue
            rows = self.data.strategy.get(key)
            if rows is None or len(rows) != len(belief):
                return 0.0
            if self.tremble:
                rows = [self._trembled(key, bucket, row) for bucket, row in enumerate(rows)]
            weighted = [b * row[index] for b, row in zip(belief, rows, strict=True)]
            mass = sum(weighted)
            if mass <= 0:
                return 0.0
            odds *= mass
            belief = [w / mass for w in weighted]
            if key.startswith("d"):
                after = [0.0] * (len(self.data.strength_edges) + 1)
                for bucket, weight in enumerate(belief):
                    row = raw["transition"][bucket].get(str(index))
                    if weight and row:
                        for j, p in enumerate(row):
                            after[j] += weight * p
                belief = after
        return odds

    def _trembled(self, key: str, bucket: int, row: list[float]) -> list[float]:
        """His odds as the solver trained against them: every open move at least a little."""
        if key.startswith("d"):
            allowed = [d in self.data.allowed[bucket] for d in range(len(row))]
        else:
            allowed = [True] * len(row)
        return tremble_row(row, allowed, self.tremble)

    def strategy(self, node_key: str, bucket: int) -> list[float] | None:
        rows = self.data.strategy.get(node_key)
        if rows is None or bucket >= len(rows):
            return None
        return rows[bucket]


@cache
def knowledge_for(rules: Rules) -> Knowledge:
    return Knowledge(rules)
