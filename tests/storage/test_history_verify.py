"""Hand histories: written as play goes, checked by ``verify`` (good, tampered, resumed)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from recorded_play import IN_DEAL, Table, history_text

from drawpoker.engine.draw import Phase, Rules, full_deck
from drawpoker.storage.draw import MatchRecords
from drawpoker.storage.verify import main, verify_text
from drawpoker.ui.said import said

pytestmark = pytest.mark.usefixtures("no_fsync")


@pytest.fixture(scope="module")
def finished(tmp_path_factory: pytest.TempPathFactory, no_fsync: None) -> str:
    table = Table(tmp_path_factory.mktemp("history"), seed=7)
    table.play_to_end()
    return history_text(table)


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


@pytest.mark.parametrize("preset", ["classic-52", "stripped-deck"])
def test_other_rules_verify(tmp_path: Path, preset: str) -> None:
    table = Table(tmp_path, seed=4, rules=Rules.preset(preset))
    table.play(40)
    report = verify_text(history_text(table))
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


def test_match_in_progress_verifies_up_to_the_deal_being_played(tmp_path: Path) -> None:
    table = Table(tmp_path, seed=5)
    table.play(3)
    table.step()  # the next deal starts: its deck is not revealed yet
    table.step()
    report = verify_text(history_text(table))
    assert report.ok, report.problems
    assert report.deals_checked == 3
    assert len(report.notes) == 4  # three deals checked, one not finished yet


def _continue(folder: Path, seed: int) -> Table:
    """A new session: the app loads the saved match and plays on with fresh records."""
    table = Table.__new__(Table)
    table.records = MatchRecords(folder, text_history=True)
    match = table.records.load()
    assert match is not None, [said(n) for n in table.records.notices()]
    table.match = match
    from drawpoker.ui.draw.standin_opponent import StandinOpponent

    table.players = (StandinOpponent(seed), StandinOpponent(seed + 1))
    return table


def test_resumed_mid_deal_after_a_crash_still_verifies(tmp_path: Path) -> None:
    table = Table(tmp_path, seed=8)
    table.play(4)
    table.step()
    table.step()
    assert table.match.phase in IN_DEAL
    table.records.save(table.match)  # the player quits in the middle of a deal
    table.step()  # and in another run the game went on and crashed before saving again
    later = _continue(tmp_path, seed=20)
    later.play(30)
    text = history_text(later)
    assert "resumed: deal 5 after" in text
    report = verify_text(text)
    assert report.ok, report.problems
    assert report.deals_checked >= 5


def test_resumed_between_deals_drops_the_unsaved_deal(tmp_path: Path) -> None:
    table = Table(tmp_path, seed=9)
    table.play(3)  # saved after deal 3
    table.step()  # deal 4 starts, then the game crashes
    later = _continue(tmp_path, seed=30)
    assert later.match.deal_number == 3 and later.match.phase is Phase.BETWEEN_DEALS
    later.play(5)
    text = history_text(later)
    assert text.count("\ndeal 4\n") == 2  # the lost start and the real one
    assert "resumed: before deal 4" in text
    report = verify_text(text)
    assert report.ok, report.problems
    assert report.deals_checked == 8


def test_lost_history_file_starts_a_new_one_after_the_current_deal(tmp_path: Path) -> None:
    table = Table(tmp_path, seed=10)
    table.play(2)
    table.step()
    table.records.save(table.match)
    assert table.records.history is not None
    table.records.history.path.unlink()
    later = _continue(tmp_path, seed=40)
    later.play(4)
    text = history_text(later)
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


def test_tie_with_the_pot_carried_over_verifies(tmp_path: Path) -> None:
    from drawpoker.engine.draw import Call, Discard, Match, Wait, parse_cards

    records = MatchRecords(tmp_path, text_history=True)
    match = Match(Rules(), seed=1)
    top = parse_cards("As Kd Qh Jc 9s Ad Ks Qc Jh 9d")
    order = top + [card for card in full_deck(32) if card not in top]
    records.record(match.start_deal(order), match)
    for action in (Wait(), Call(), Discard(()), Discard(()), Call()):
        records.record(match.act(action), match)
    records.record(match.start_deal(), match)
    assert records.history is not None
    text = records.history.path.read_text(encoding="utf-8")
    assert "pot: tie, 10 carried over" in text
    assert "carried pot 10" in text
    report = verify_text(text)
    assert report.ok and report.deals_checked == 1


def test_resumed_deal_is_noted_once_and_truly(tmp_path: Path) -> None:
    """Esc mid-deal, Continue, Esc again, Continue: the deal goes on and is checked; an
    unfinished last deal gets one note, not "interrupted" twice and "not finished"."""
    table = Table(tmp_path, seed=8)
    table.play(2)
    table.step()
    table.step()
    table.records.save(table.match)  # back to the title in the middle of deal 3
    later = _continue(tmp_path, seed=20)
    later.step()
    later.records.save(later.match)  # and again, still in deal 3
    last = _continue(tmp_path, seed=21)
    text = history_text(last)
    assert text.count("resumed: deal 3 after") == 2
    report = verify_text(text)
    assert report.ok, report.problems
    about_3 = [note for note in report.notes if "Deal 3" in note]
    assert len(about_3) == 1 and "not finished" in about_3[0], report.notes
    assert not any("interrupted" in note for note in report.notes)
    last.play(1)  # deal 3 ends: it is checked, and the note says so
    report = verify_text(history_text(last))
    assert report.ok, report.problems
    about_3 = [note for note in report.notes if "Deal 3" in note]
    assert any("checked as played on" in note for note in about_3), report.notes
    assert not any("not checked" in note for note in about_3), report.notes


def test_history_saved_with_a_byte_order_mark_verifies(finished: str, tmp_path: Path) -> None:
    path = tmp_path / "notepad.txt"
    path.write_bytes(b"\xef\xbb\xbf" + finished.replace("\n", "\r\n").encode("utf-8"))
    assert main([str(path)]) == 0
