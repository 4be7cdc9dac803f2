"""Fine strength bins for the re-solver (``resolve.py``): the blueprint's buckets cut in three.

The blueprint knows a final hand only by its strength bucket (16 of them). Re-solving the last
betting round at the table can afford finer hands: each bucket is cut into ``SPLIT`` equal
intervals of value, and the odds of landing in each fine bin after every draw choice of every
draw bucket are counted exactly, like the blueprint's own transition odds (``cfr_train``), from
sampled dealt hands. The fine bins nest inside the buckets, so the blueprint's odds for a bucket
are its odds for every bin inside it.

    python -m drawpoker.ai.draw.fine --deck 52 --hands 40000 --seed 1

writes ``data/fine_<deck>.json`` (about a minute and a half on one core for 52 cards).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path

from drawpoker.ai.draw.draws import value_histogram
from drawpoker.ai.draw.hands import card_code
from drawpoker.ai.draw.knowledge import Knowledge, knowledge_for
from drawpoker.engine.draw.rules import Rules

SPLIT = 3  # fine bins per strength bucket
DATA_DIR = Path(__file__).resolve().parent / "data"


@dataclass(frozen=True, slots=True)
class FineData:
    """The contents of ``data/fine_<deck>.json``."""

    deck: int
    edges: list[float]  # upper edges of the fine bins (one fewer than bins)
    bucket_of: list[int]  # the blueprint's strength bucket of each fine bin
    # per draw bucket, per abstract draw count: the odds of each fine bin after the draw
    transition: list[dict[int, list[float]]]

    @property
    def bins(self) -> int:
        return len(self.edges) + 1


def fine_edges(bucket_edges: list[float], split: int = SPLIT) -> tuple[list[float], list[int]]:
    """The fine bins' upper edges and each bin's bucket: every bucket cut in ``split``."""
    edges: list[float] = []
    bucket_of: list[int] = []
    low = 0.0
    for bucket, high in enumerate([*bucket_edges, 1.0]):
        for part in range(1, split + 1):
            edges.append(round(low + (high - low) * part / split, 6))
            bucket_of.append(bucket)
        low = high
    return edges[:-1], bucket_of


@cache
def load_fine(deck: int) -> FineData | None:
    """The fine transition odds of this deck, or None where none are shipped (no re-solving)."""
    trial = os.environ.get("DRAWPOKER_STRATEGY_DIR")
    name = f"fine_{deck}.json"
    try:
        if trial and (Path(trial) / name).exists():
            text = (Path(trial) / name).read_text(encoding="utf-8")
        else:
            text = (resources.files("drawpoker.ai.draw") / "data" / name).read_text(
                encoding="utf-8"
            )
    except FileNotFoundError:
        return None
    raw = json.loads(text)
    return FineData(
        deck=int(raw["deck"]),
        edges=[float(e) for e in raw["edges"]],
        bucket_of=[int(b) for b in raw["bucket_of"]],
        transition=[
            {int(d): [p / 1_000_000 for p in odds] for d, odds in row.items()}
            for row in raw["transition"]
        ],
    )


def build(knowledge: Knowledge, hands: int, seed: int) -> dict[str, object]:
    """Count the fine transition odds from ``hands`` sampled dealt hands (seeded)."""
    edges, bucket_of = fine_edges(knowledge.data.strength_edges)
    rng = random.Random(seed)
    deck = [card_code(rank, suit) for rank in knowledge.key.ranks for suit in range(4)]
    buckets = len(knowledge.data.bucket_names)
    sums: list[dict[int, list[float]]] = [{} for _ in range(buckets)]
    counts: list[dict[int, int]] = [{} for _ in range(buckets)]
    for _ in range(hands):
        hand = tuple(rng.sample(deck, 5))
        hand_class = knowledge.hand_class(hand)
        bucket = knowledge.draw_bucket(hand_class)
        for draw, keep in hand_class.keeps.items():
            histogram = value_histogram(hand, keep, knowledge.key, knowledge.scale, edges)
            row = sums[bucket].setdefault(draw, [0.0] * (len(edges) + 1))
            for index, p in enumerate(histogram):
                row[index] += p
            counts[bucket][draw] = counts[bucket].get(draw, 0) + 1
    transition: list[dict[str, list[int]]] = []
    for bucket in range(buckets):
        row_out: dict[str, list[int]] = {}
        for draw in knowledge.data.allowed[bucket]:
            if counts[bucket].get(draw):
                total = sum(sums[bucket][draw])
                odds = [p / total for p in sums[bucket][draw]]
            else:  # never sampled: the bucket's own odds spread evenly over its bins
                coarse = knowledge.data.raw["transition"][bucket][str(draw)]
                odds = [coarse[b] / SPLIT for b in bucket_of]
            row_out[str(draw)] = [round(p * 1_000_000) for p in odds]
        transition.append(row_out)
    return {
        "deck": knowledge.rules.deck_size,
        "hands": hands,
        "seed": seed,
        "split": SPLIT,
        "edges": edges,
        "bucket_of": bucket_of,
        "transition": transition,  # odds in millionths
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m drawpoker.ai.draw.fine", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--deck", type=int, choices=(32, 52), default=52)
    parser.add_argument("--hands", type=int, default=40000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    started = time.time()
    data = build(knowledge_for(Rules(deck_size=args.deck)), args.hands, args.seed)
    out = args.out or DATA_DIR / f"fine_{args.deck}.json"
    temp = out.with_name(out.name + ".tmp")
    temp.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
    os.replace(temp, out)  # never a half-written file in the package
    print(f"wrote {out} in {time.time() - started:.0f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
