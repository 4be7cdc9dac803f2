"""docs/rules.md's hold'em section states the engine's defaults, and marks our own choices."""

from __future__ import annotations

from pathlib import Path

from drawpoker.engine.holdem import HoldemRules
from drawpoker.engine.holdem.pawnshop import BUY_BACK_FACTOR
from drawpoker.engine.holdem.stakes import STAKES

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
    buy_ins = [f"${s.buy_in:,}" for s in STAKES]
    blinds = [f"${s.big_blind}" for s in STAKES]
    assert f"**{', '.join(buy_ins[:-1])} or {buy_ins[-1]}**" in section
    assert f"({', '.join(blinds[:-1])} or {blinds[-1]};" in section
    assert all(s.buy_in == 50 * s.big_blind for s in STAKES) and "a fiftieth of it" in section
    assert (f"The big blind starts at the stakes' (${rules.big_blind} at "
            f"${rules.starting_money}, small blind ${rules.big_blind // 2})") in section
    assert f"doubles every {words[rules.double_every]} hands" in section
    assert f"At most {words[rules.raise_cap]} raises a round" in section
    assert f"more than {words[rules.raise_cap + 1]} big blinds a round" in section
    assert f"a loan of **{rules.pawn_loan_blinds} big blinds**" in section
    assert BUY_BACK_FACTOR == 2 and "at least **twice its loan**" in section
    assert rules.players == 6 and "one to five computer players" in section


def test_open_points_are_marked() -> None:
    assert _section().count("(the seed is silent") >= 12
