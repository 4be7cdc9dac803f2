"""Draw's text histories (format 1), checked by ``verify``: good, tampered, resumed. The game
no longer writes this format; the files, written by the game that did, are in tests/data/histories
(``make_format1_cases.py`` there says how each was played)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from recorded_play import old_text

from drawpoker.engine.draw import full_deck
from drawpoker.storage.verify import main, verify_text


@pytest.fixture(scope="module")
def finished() -> str:
    """A whole match (seed 7) to its end."""
    return old_text("draw-finished.txt")


def test_good_history_verifies(
    finished: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = verify_text(finished)
    assert report.ok, report.problems
    deals = finished.count("\ndeal ")
    assert report.deals_checked == deals > 5
    path = tmp_path / "match.txt"
    path.write_text(finished, encoding="utf-8")
    assert main([str(path)]) == 0
    out = capsys.readouterr().out
    assert f"{deals} deals checked" in out


@pytest.mark.parametrize("preset", ["classic-52", "stripped-deck", "quick-52"])
def test_other_rules_verify(preset: str) -> None:
    report = verify_text(old_text(f"draw-{preset}.txt"))
    assert report.ok, report.problems


def test_history_shows_her_draw_counts_but_not_her_cards(finished: str) -> None:
    hers = [line for line in finished.splitlines() if line.startswith("draw: computer")]
    mine = [line for line in finished.splitlines() if line.startswith("draw: you")]
    assert hers and mine
    assert all(re.fullmatch(r"draw: computer (draws \d|stands pat)", line) for line in hers)
    assert any(" get " in line for line in mine)
    assert "rng" not in finished  # nothing that would predict the next shuffles


def _swap_deck_cards(text: str) -> str:
    line = next(x for x in text.splitlines() if x.startswith("deck: "))
    cards = line[6:].split()
    cards[0], cards[-1] = cards[-1], cards[0]
    return text.replace(line, "deck: " + " ".join(cards), 1)


def _replace_first(pattern: str, change: Callable[[re.Match[str]], str]) -> Callable[[str], str]:
    def tamper(text: str) -> str:
        tampered, count = re.subn(pattern, change, text, count=1, flags=re.MULTILINE)
        assert count == 1, pattern
        return tampered

    return tamper


def _other_hand(found: re.Match[str]) -> str:
    held = found.group(1).split()
    spare = next(str(c) for c in full_deck(32) if str(c) not in held)
    return f"you hold: {spare} " + " ".join(held[1:])


def _drop_action_line(text: str) -> str:
    lines = text.splitlines()
    index = next(i for i, x in enumerate(lines) if x.startswith("round 1: computer bet"))
    del lines[index]
    return "\n".join(lines) + "\n"


TAMPERING: dict[str, tuple[Callable[[str], str], str]] = {
    "deck order": (_swap_deck_cards, "commitment"),
    "salt": (
        _replace_first(r"^salt: (\w)", lambda m: "salt: " + ("0" if m.group(1) != "0" else "1")),
        "commitment",
    ),
    "commitment": (
        _replace_first(
            r"^commitment: (\w)", lambda m: "commitment: " + ("0" if m.group(1) != "0" else "1")
        ),
        "commitment",
    ),
    "dealt hand": (_replace_first(r"^you hold: (.*)$", _other_hand), "says"),
    "bet amount": (
        _replace_first(
            r"^(round 1: computer bet )(\d+)$", lambda m: m.group(1) + str(int(m.group(2)) + 5)
        ),
        "says",
    ),
    "pot won": (
        _replace_first(
            r"^(pot: \w+ wins? )(\d+)", lambda m: m.group(1) + str(int(m.group(2)) + 100)
        ),
        "says",
    ),
    "an action removed": (_drop_action_line, ""),
    "an impossible raise": (
        _replace_first(r"^(round 1: \w+ )bet \d+$", lambda m: m.group(1) + "bet 5000"),
        "refuse",
    ),
    "cards drawn": (
        _replace_first(
            r"^(draw: you discard .*, get )(\S+)",
            lambda m: m.group(1) + ("Ah" if m.group(2) != "Ah" else "Kh"),
        ),
        "says",
    ),
    "starting money": (
        _replace_first(r'"stacks":\[200,200\]', lambda m: '"stacks":[900,200]'),
        "starting state",
    ),
}


@pytest.mark.parametrize("name", sorted(TAMPERING))
def test_tampered_history_is_caught(
    finished: str, tmp_path: Path, name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    tamper, words = TAMPERING[name]
    tampered = tamper(finished)
    assert tampered != finished
    report = verify_text(tampered)
    assert not report.ok
    assert words in " ".join(report.problems)
    path = tmp_path / "match.txt"
    path.write_text(tampered, encoding="utf-8")
    assert main([str(path)]) == 1
    assert "problem" in capsys.readouterr().err


def test_not_a_history_and_missing_file(tmp_path: Path) -> None:
    other = tmp_path / "notes.txt"
    other.write_text("shopping list\n", encoding="utf-8")
    assert main([str(other)]) == 2  # not a hand history at all
    assert main([str(tmp_path / "gone.txt")]) == 2
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe\x00")
    assert main([str(binary)]) == 2


def test_match_in_progress_verifies_up_to_the_deal_being_played() -> None:
    text = old_text("draw-in-progress.txt")  # three deals, then the fourth's first action
    report = verify_text(text)
    assert report.ok, report.problems
    assert report.deals_checked == 3
    assert len(report.notes) == 4  # three deals checked, one not finished yet


def test_resumed_mid_deal_after_a_crash_still_verifies() -> None:
    # Saved in the middle of deal 5, played on and crashed before saving again, continued from
    # the save in another run.
    text = old_text("draw-resumed-mid-deal.txt")
    assert "resumed: deal 5 after" in text
    report = verify_text(text)
    assert report.ok, report.problems
    assert report.deals_checked >= 5


def test_resumed_between_deals_drops_the_unsaved_deal() -> None:
    # Saved after deal 3, deal 4 started and the game crashed, continued from the save.
    text = old_text("draw-rolled-back.txt")
    assert text.count("\ndeal 4\n") == 2  # the lost start and the real one
    assert "resumed: before deal 4" in text
    report = verify_text(text)
    assert report.ok, report.problems
    assert report.deals_checked == 8


def test_lost_history_file_starts_a_new_one_after_the_current_deal() -> None:
    # Saved in deal 3, the history file deleted, continued from the save.
    text = old_text("draw-lost-file.txt")
    report = verify_text(text)
    assert report.ok, report.problems
    assert report.deals_checked == 3  # the resumed deal 3 is not in it; deals 4-6 are
    assert "\ndeal 4\n" in text and "\ndeal 3\n" not in text


def test_verify_through_the_game_command(finished: str, tmp_path: Path) -> None:
    from drawpoker.__main__ import main as game_main

    path = tmp_path / "match.txt"
    path.write_text(finished, encoding="utf-8")
    assert game_main(["verify", str(path)]) == 0
    path.write_text(_swap_deck_cards(finished), encoding="utf-8")
    assert game_main(["verify", str(path)]) == 1


def test_tie_with_the_pot_carried_over_verifies() -> None:
    text = old_text("draw-tie.txt")  # two equal straights, then the next deal begun
    assert "pot: tie, 10 carried over" in text
    assert "carried pot 10" in text
    report = verify_text(text)
    assert report.ok and report.deals_checked == 1


def test_resumed_deal_is_noted_once_and_truly() -> None:
    """Esc mid-deal, Continue, Esc again, Continue: the deal goes on and is checked; an
    unfinished last deal gets one note, not "interrupted" twice and "not finished"."""
    whole = old_text("draw-resumed-twice.txt")
    second = whole.index("resumed: deal 3 after", whole.index("resumed: deal 3 after") + 1)
    text = whole[: whole.index("\n", second) + 1]  # as it was when play went on the second time
    assert text.count("resumed: deal 3 after") == 2
    report = verify_text(text)
    assert report.ok, report.problems
    about_3 = [note for note in report.notes if "Deal 3" in note]
    assert len(about_3) == 1 and "not finished" in about_3[0], report.notes
    assert not any("interrupted" in note for note in report.notes)
    report = verify_text(whole)  # deal 3 ends: it is checked, and the note says so
    assert report.ok, report.problems
    about_3 = [note for note in report.notes if "Deal 3" in note]
    assert any("checked as played on" in note for note in about_3), report.notes
    assert not any("not checked" in note for note in about_3), report.notes


def test_history_saved_with_a_byte_order_mark_verifies(finished: str, tmp_path: Path) -> None:
    path = tmp_path / "notepad.txt"
    path.write_bytes(b"\xef\xbb\xbf" + finished.replace("\n", "\r\n").encode("utf-8"))
    assert main([str(path)]) == 0
