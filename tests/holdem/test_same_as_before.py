"""Hold'em plays exactly as before the games were made peers (issue 21): 32 seeded matches give
the same events, views and saves as the digests the earlier engine wrote."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from drawpoker.engine.holdem import HoldemRules

from .golden import CASES, MATCHES, digest, play

EXPECTED: dict[str, str] = json.loads(
    (Path(__file__).parent / "data" / "golden_v1.json").read_text(encoding="utf-8"))


def test_every_case_has_its_digest() -> None:
    assert len(EXPECTED) == len(CASES) * MATCHES == 32


@pytest.mark.parametrize(("name", "changes", "seed"), CASES, ids=[case[0] for case in CASES])
def test_seeded_matches_give_the_same_events(name: str, changes: dict[str, int],
                                             seed: int) -> None:
    rules = HoldemRules(**changes, fixed_loan=False)  # the loans the digests were dealt by
    for k in range(MATCHES):
        assert digest(play(rules, seed + 100 * k)) == EXPECTED[f"{name}-{k}"], f"{name}-{k}"
