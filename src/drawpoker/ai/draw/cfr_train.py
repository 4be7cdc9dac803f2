"""Compute the strategy data file that ``hard`` starts from.

    python -m drawpoker.ai.draw.cfr_train --deck 32 --iterations 1200 --seed 1 --tremble 0.01
    python -m drawpoker.ai.draw.cfr_train --deck 52 --iterations 1200 --seed 1 --tremble 0.01

Steps, all seeded and reproducible:

1. the *final-hand reference*: deal ``--hands`` random hands, draw each by the exact best
   expectation against a random dealt hand, and add up the exact distribution of final hands;
   the value scale of the opponents is equity against this reference;
2. the *buckets*: deal ``--hands`` more, sort each into its hand class and split the classes by
   the value of their textbook draw into draw buckets; for every draw choice of the class, add up
   the exact odds of landing in each strength bucket after the draw;
3. CFR+ on the abstract game (``abstraction.py``) with those buckets, then the exploitability of
   the average strategy, computed exactly by best response in the abstract game and printed;
4. everything into ``src/drawpoker/ai/data/strategy_<deck>.json``: odds in thousandths, and only
   the nodes the other player's line reaches with odds of at least ``KEEP_REACH`` (at the table,
   a rarer line is played by hand value instead, see ``Knowledge.off_path``).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from bisect import bisect_right
from pathlib import Path
from typing import Any

from drawpoker.ai.draw.abstraction import Limits, SizeMenu
from drawpoker.ai.draw.cfr import SCHEMES, Buckets, Solver
from drawpoker.ai.draw.draw_policy import CLASS_DRAWS, CLASSES, DrawAdvisor
from drawpoker.ai.draw.draws import draw_terms, value_histogram
from drawpoker.ai.draw.hands import RuleKey, card_code, hand_table
from drawpoker.ai.draw.strength import dealt_scale, scale_from_weights

# Upper edges of the strength buckets, as equity against the final-hand reference.
STRENGTH_EDGES = [
    0.1, 0.2, 0.3, 0.4, 0.5, 0.58, 0.65, 0.72, 0.78, 0.83, 0.87, 0.91, 0.94, 0.965, 0.985
]  # fmt: skip
# How many draw buckets each hand class is split into (by the value of its textbook draw).
CLASS_SPLITS = {"bust": 3, "draw": 3, "pair": 5, "two_pair": 3, "trips": 2, "pat": 3}
# nodes whose other player's line is rarer than this under the solved strategy (with the
# training tremble on every move, as ``Knowledge.line_odds`` reads lines) are not shipped
KEEP_REACH = 0.0002
DATA_DIR = Path(__file__).resolve().parent / "data"


def _deal(rng: random.Random, deck: list[int]) -> tuple[int, ...]:
    return tuple(rng.sample(deck, 5))


def final_reference(key: RuleKey, hands: int, rng: random.Random) -> dict[tuple[int, int], float]:
    """Distribution of final hands (rank product, all-one-suit) after textbook draws."""
    table = hand_table(key)
    advisor = DrawAdvisor(key, dealt_scale(table))
    deck = [card_code(rank, suit) for rank in key.ranks for suit in range(4)]
    weights: dict[tuple[int, int], float] = {}
    for _ in range(hands):
        hand = _deal(rng, deck)
        _, keep = advisor.best(hand)
        terms = list(draw_terms(hand, keep, key))
        total = sum(t.plain_ways + t.suited_ways for t in terms)
        for term in terms:
            if term.plain_ways:
                k = (term.product, 0)
                weights[k] = weights.get(k, 0.0) + term.plain_ways / total
            if term.suited_ways:
                k = (term.product, 1)
                weights[k] = weights.get(k, 0.0) + term.suited_ways / total
    return weights


def strength_weights(key: RuleKey, reference: dict[tuple[int, int], float]) -> dict[int, float]:
    """The reference as weights per strength value of these rules."""
    table = hand_table(key)
    weights: dict[int, float] = {}
    for (product, suited), weight in reference.items():
        strength = table.suited[product] if suited else table.plain[product]
        weights[strength] = weights.get(strength, 0.0) + weight
    return weights


def build_buckets(
    key: RuleKey, reference: dict[tuple[int, int], float], hands: int, rng: random.Random
) -> tuple[Buckets, dict[str, Any]]:
    table = hand_table(key)
    scale = scale_from_weights(table, strength_weights(key, reference))
    advisor = DrawAdvisor(key, scale)
    deck = [card_code(rank, suit) for rank in key.ranks for suit in range(4)]
    samples: dict[str, list[tuple[float, dict[int, list[float]]]]] = {name: [] for name in CLASSES}
    for _ in range(hands):
        hand = _deal(rng, deck)
        hand_class = advisor.hand_class(hand)
        histograms = {
            draw: value_histogram(hand, keep, key, scale, STRENGTH_EDGES)
            for draw, keep in hand_class.keeps.items()
        }
        samples[hand_class.name].append((hand_class.value, histograms))
    prior: list[float] = []
    allowed: list[list[int]] = []
    transition: list[dict[int, list[float]]] = []
    class_edges: dict[str, list[float]] = {}
    names: list[str] = []
    for name in CLASSES:
        found = sorted(samples[name], key=lambda item: item[0])
        splits = CLASS_SPLITS[name]
        edges = [found[len(found) * i // splits][0] for i in range(1, splits)] if found else []
        class_edges[name] = edges
        groups: list[list[dict[int, list[float]]]] = [[] for _ in range(splits)]
        for value, histograms in found:
            groups[bisect_right(edges, value)].append(histograms)
        for index, group in enumerate(groups):
            names.append(f"{name}.{index}")
            prior.append(len(group) / hands)
            allowed.append(list(CLASS_DRAWS[name]))
            odds: dict[int, list[float]] = {}
            for draw in CLASS_DRAWS[name]:
                rows = [h[draw] for h in group if draw in h]
                if rows:
                    odds[draw] = [sum(col) / len(rows) for col in zip(*rows, strict=True)]
                else:
                    odds[draw] = [1.0 / (len(STRENGTH_EDGES) + 1)] * (len(STRENGTH_EDGES) + 1)
            transition.append(odds)
    buckets = Buckets(prior, allowed, transition, len(STRENGTH_EDGES) + 1)
    meta = {"bucket_names": names, "class_edges": class_edges}
    return buckets, meta


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m drawpoker.ai.draw.cfr_train", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--deck", type=int, choices=(32, 52), default=32)
    parser.add_argument("--iterations", type=int, default=1000)
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--tremble", type=float, default=0.0, help="least total odds of off-path betting moves"
    )
    parser.add_argument("--scheme", choices=SCHEMES, default="cfr+", help="regret update scheme")
    parser.add_argument(
        "--alternating", action="store_true", help="update one player's regrets per walk"
    )
    parser.add_argument(
        "--keep-reach",
        type=float,
        default=KEEP_REACH,
        help="ship nodes whose other player's line is at least this likely (trembled)",
    )
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    started = time.time()
    key = RuleKey(args.deck, False, False)
    rng = random.Random(args.seed)
    limits = Limits()
    print(f"deck {args.deck}: final-hand reference from {args.hands} hands", flush=True)
    reference = final_reference(key, args.hands, rng)
    print(f"  {time.time() - started:.0f}s; buckets from {args.hands} hands", flush=True)
    buckets, meta = build_buckets(key, reference, args.hands, rng)
    for name, p in zip(meta["bucket_names"], buckets.prior, strict=True):
        print(f"  {name:12s} {p:6.3f}")
    menu = SizeMenu()
    solver = Solver(
        limits,
        buckets,
        tremble=args.tremble,
        menu=menu,
        scheme=args.scheme,
        alternating=args.alternating,
    )
    print(f"  {time.time() - started:.0f}s; CFR+ on {len(solver.nodes)} decision nodes", flush=True)
    report_every = max(1, args.iterations // 8)
    for i in range(1, args.iterations + 1):
        solver.iterate()
        if i % report_every == 0 or i == args.iterations:
            print(
                f"  iteration {i}: exploitability ${solver.exploitability():.4f} per deal "
                f"({time.time() - started:.0f}s)",
                flush=True,
            )
    br = [solver.best_response(0), solver.best_response(1)]
    exploitability = (br[0] + br[1]) / 2
    value = solver.game_value()
    print(f"game value for the first to act: ${value:.4f} per deal")
    print(f"best responses: ${br[0]:.4f} (first to act), ${br[1]:.4f} (second)")
    print(
        f"exploitability in the abstract game: ${exploitability:.4f} per deal "
        f"({exploitability / limits.ante * 1000:.1f} milli-antes)"
    )
    reach = solver.line_reach(trembled=True)
    for keep in (0.001, 0.0005, 0.0002, 0.0001):
        print(f"  nodes reached at least {keep}: {sum(r >= keep for r in reach.values())}")
    table = {
        k: rows for k, rows in solver.strategy_table().items() if reach[k] >= args.keep_reach
    }
    print(f"shipping {len(table)} of {len(solver.nodes)} nodes")
    data = {
        "format": 2,
        "sizes": menu.as_dict(),
        "deck": args.deck,
        "seed": args.seed,
        "hands": args.hands,
        "iterations": args.iterations,
        "tremble": args.tremble,
        "keep_reach": args.keep_reach,
        "scheme": args.scheme,
        "alternating": args.alternating,
        "limits": {
            "ante": limits.ante,
            "unit": limits.unit,
            "max_bet": limits.max_bet,
            "max_raises": limits.max_raises,
            "stack": limits.stack,
        },
        "strength_edges": STRENGTH_EDGES,
        "class_edges": meta["class_edges"],
        "bucket_names": meta["bucket_names"],
        "prior": [round(p, 6) for p in buckets.prior],
        "allowed": buckets.allowed,
        "transition": [
            {str(d): [round(p, 6) for p in odds] for d, odds in row.items()}
            for row in buckets.transition
        ],
        "reference": sorted([p, s, round(w, 4)] for (p, s), w in reference.items() if w >= 5e-5),
        "exploitability": round(exploitability, 5),
        "best_responses": [round(b, 5) for b in br],
        "game_value": round(value, 5),
        "strategy": {
            k: [[round(p * 1000) for p in row] for row in rows] for k, rows in table.items()
        },
    }
    out = args.out or DATA_DIR / f"strategy_{args.deck}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {out} in {time.time() - started:.0f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
