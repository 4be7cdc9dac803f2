"""docs/rules.md's hold'em section states the engine's defaults, and marks our own choices."""

from __future__ import annotations

from pathlib import Path

from drawpoker.engine.holdem import HoldemRules
from drawpoker.engine.holdem.pawnshop import BUY_BACK_FACTOR

RULES_MD = Path(__file__).resolve().parents[2] / "docs" / "rules.md"


def _section() -> str:
    text = RULES_MD.read_text(encoding="utf-8")
    start = text.index("## Texas hold'em")
    end = text.index("\n## ", start + 1)
    return " ".join(text[start:end].split())


def test_the_numbers_in_the_rules_are_the_engines_defaults() -> None:
    rules = HoldemRules()
    section = _section()
    words = {1: "one", 2: "two", 3: "three", 4: "four", 10: "ten"}
    assert f"Everyone starts with ${rules.starting_money}." in section
    assert f"The big blind starts at ${rules.big_blind} (small blind ${rules.big_blind // 2})" in (
        section
    )
    assert f"doubles every {words[rules.double_every]} hands" in section
    assert f"At most {words[rules.raise_cap]} raises a round" in section
    assert f"more than {words[rules.raise_cap + 1]} big blinds a round" in section
    assert f"a loan of **{rules.pawn_loan_blinds} big blinds**" in section
    assert BUY_BACK_FACTOR == 2 and "at least **twice its loan**" in section
    assert rules.players == 6 and "one to five computer players" in section


def test_open_points_are_marked() -> None:
    assert _section().count("(the seed is silent") >= 12
