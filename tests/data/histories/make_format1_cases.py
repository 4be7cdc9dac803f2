"""Writes the draw text histories (format 1) that the tests of its reader and verifier read:
run once, on commit 94fff2a, the last one whose game could still write this format (see
README.md here); the writer has left the game since, so never run it on later code:

    PYTHONPATH=src:tests/storage python tests/data/histories/make_format1_cases.py OUT
"""

from __future__ import annotations

import sys
from pathlib import Path

from recorded_play import Table

from drawpoker.engine.draw import Call, Discard, Match, Rules, Wait, full_deck, parse_cards
from drawpoker.storage.draw import MatchRecords
from drawpoker.ui.draw.standin_opponent import StandinOpponent


def _text(table: Table) -> str:
    assert table.records.history is not None
    return table.records.history.path.read_text(encoding="utf-8")


def _continue(folder: Path, seed: int) -> Table:
    """A new session: the saved match loaded, played on with fresh records."""
    table = Table.__new__(Table)
    table.records = MatchRecords(folder, text_history=True)
    match = table.records.load()
    assert match is not None
    table.match = match
    table.players = (StandinOpponent(seed), StandinOpponent(seed + 1))
    return table


def other_rules(out: Path) -> dict[str, str]:
    found = {}
    for preset in ("classic-52", "stripped-deck"):
        table = Table(out / preset, seed=4, rules=Rules.preset(preset))
        table.play(40)
        found[f"draw-{preset}.txt"] = _text(table)
    return found


def in_progress(out: Path) -> str:
    """Three deals played, the fourth begun: its deck is not revealed yet."""
    table = Table(out / "in-progress", seed=5)
    table.play(3)
    table.step()
    table.step()
    return _text(table)


def honest_six(out: Path) -> str:
    table = Table(out / "six", seed=12)
    table.play(6)
    return _text(table)


def resumed_mid_deal(out: Path) -> str:
    """Saved in the middle of deal 5, played on and crashed, continued from the save."""
    table = Table(out / "mid-deal", seed=8)
    table.play(4)
    table.step()
    table.step()
    table.records.save(table.match)
    table.step()
    later = _continue(out / "mid-deal", seed=20)
    later.play(30)
    return _text(later)


def rolled_back(out: Path) -> str:
    """Saved after deal 3, deal 4 begun and lost in a crash, continued from the save."""
    table = Table(out / "rolled-back", seed=9)
    table.play(3)
    table.step()
    later = _continue(out / "rolled-back", seed=30)
    later.play(5)
    return _text(later)


def lost_file(out: Path) -> str:
    """Saved in deal 3, the history deleted, continued: a new file from deal 4."""
    table = Table(out / "lost", seed=10)
    table.play(2)
    table.step()
    table.records.save(table.match)
    assert table.records.history is not None
    table.records.history.path.unlink()
    later = _continue(out / "lost", seed=40)
    later.play(4)
    return _text(later)


def resumed_twice(out: Path) -> str:
    """Back to the title twice in deal 3, continued each time, then deal 3 played out."""
    table = Table(out / "twice", seed=8)
    table.play(2)
    table.step()
    table.step()
    table.records.save(table.match)
    later = _continue(out / "twice", seed=20)
    later.step()
    later.records.save(later.match)
    last = _continue(out / "twice", seed=21)
    last.play(1)
    return _text(last)


def tie(out: Path) -> str:
    """A tie: the pot carried over into the next deal."""
    records = MatchRecords(out / "tie", text_history=True)
    match = Match(Rules(), seed=1)
    top = parse_cards("As Kd Qh Jc 9s Ad Ks Qc Jh 9d")
    order = top + [card for card in full_deck(32) if card not in top]
    records.record(match.start_deal(order), match)
    for action in (Wait(), Call(), Discard(()), Discard(()), Call()):
        records.record(match.act(action), match)
    records.record(match.start_deal(), match)
    assert records.history is not None
    return records.history.path.read_text(encoding="utf-8")


if __name__ == "__main__":
    target = Path(sys.argv[1])
    cases = {
        **other_rules(target / "work"),
        "draw-in-progress.txt": in_progress(target / "work"),
        "draw-six-deals.txt": honest_six(target / "work"),
        "draw-resumed-mid-deal.txt": resumed_mid_deal(target / "work"),
        "draw-rolled-back.txt": rolled_back(target / "work"),
        "draw-lost-file.txt": lost_file(target / "work"),
        "draw-resumed-twice.txt": resumed_twice(target / "work"),
        "draw-tie.txt": tie(target / "work"),
    }
    for name, text in cases.items():
        (target / name).write_text(text, encoding="utf-8", newline="\n")
