"""A hand history as a stranger may write it (issue 37): ``verify`` vouches only for lines and
fields the game writes, checks an unfinished last deal as far as it goes, prints nothing from
the file raw, and bounds its work whatever the file holds. Both games' logs, each forgery."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from test_event_log_forgeries import START, Lines, _draw, _holdem, at, write

from drawpoker.__main__ import main as game_main
from drawpoker.storage import event_log
from drawpoker.storage.verify import EXIT_PROBLEM, main, verify_file

ESCAPES = "\x1b[2J\x1b]0;owned\x07\r\u202e\x00"


@pytest.fixture(scope="module", params=["draw", "holdem"])
def honest(request: pytest.FixtureRequest,
           tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Lines]:
    game = request.param
    path = (_draw if game == "draw" else _holdem)(tmp_path_factory.mktemp(game))
    return game, [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def copied(lines: Lines) -> Lines:
    return [dict(line) for line in json.loads(json.dumps(lines))]


@pytest.mark.parametrize(("field", "value"), [
    ("comment", "anything"),            # a field the game never writes
    ("started_at", 12),                  # the wrong type
    ("started_at", "yesterday"),
    ("match", ESCAPES),
    ("check", "python -m evil"),
])
def test_a_header_field_the_game_never_writes_is_refused(
        honest: tuple[str, Lines], tmp_path: Path, field: str, value: object) -> None:
    _, lines = honest
    forged = copied(lines)
    forged[0][field] = value
    report = verify_file(write(tmp_path / "h.jsonl", forged))
    assert not report.ok and report.deals_checked == 0
    assert field in report.problems[0]


def test_a_field_the_replay_cannot_give_is_compared_on_every_line(
        honest: tuple[str, Lines], tmp_path: Path) -> None:
    """``commitment`` and ``salt`` are taken as written only where the game writes them."""
    game, lines = honest
    for field in ("commitment", "salt"):
        forged = copied(lines)
        forged[at(forged, START[game])[0] + 1][field] = ESCAPES
        assert main([str(write(tmp_path / f"{field}.jsonl", forged))]) == EXIT_PROBLEM


def _unfinished(lines: Lines, game: str) -> tuple[Lines, Lines]:
    """The log up to its last deal, and that deal's lines up to its first action (included)."""
    last = at(lines, START[game])[-1]
    deal = copied(lines[last:])
    first_action = at(deal, "ActionTaken")[0]
    return copied(lines[:last]), deal[:first_action + 1]


def _impossible(game: str, deal: Lines) -> dict[str, Lines]:
    action = deal[-1]
    out_of_turn = {**action, "seat": (action["seat"] + 1) % (2 if game == "draw" else 3)}
    huge = json.loads(json.dumps(action))
    if game == "draw":
        huge["action"] = {"kind": "bet", "amount": 10**6}
    else:
        huge["action"], huge["paid"] = "raise", 10**6
    wrong_start = {**deal[0], **({"stacks": [1, 1]} if game == "draw" else {"big_blind": 7})}
    return {
        "out of turn": [*deal, out_of_turn],
        "a huge bet": [*deal[:-1], huge],
        "a line no game writes there": [*deal[:-1], {"type": "AntePaid", "seat": 0,
                                                     "amount": 777}],
        "a changed opening line": [wrong_start, *deal[1:]],
        "an unknown event": [*deal, {"type": "Chat", "text": "hi"}],
    }


def test_an_unfinished_last_deal_is_checked_as_far_as_it_goes(
        honest: tuple[str, Lines], tmp_path: Path) -> None:
    game, lines = honest
    before, deal = _unfinished(lines, game)
    report = verify_file(write(tmp_path / "ok.jsonl", [*before, *deal]))
    assert report.ok, report.problems
    assert "replayed" in report.notes[-1]
    for name, forged in _impossible(game, deal).items():
        report = verify_file(write(tmp_path / "bad.jsonl", [*before, *forged]))
        assert not report.ok, name


def test_an_unfinished_draw_deal_must_show_cards_one_deck_deals(tmp_path: Path) -> None:
    lines = [json.loads(line) for line in _draw(tmp_path).read_text("utf-8").splitlines()]
    before, deal = _unfinished(lines, "draw")
    dealt = next(line for line in deal if line["type"] == "CardsDealt")
    dealt["hand"] = [dealt["hand"][0]] * 5
    assert main([str(write(tmp_path / "f.jsonl", [*before, *deal]))]) == EXIT_PROBLEM


def _printed(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    game_main(list(argv))
    captured = capsys.readouterr()
    return captured.out + captured.err


@pytest.mark.parametrize("where", ["match", "game", "format", "event", "last line"])
def test_no_text_from_the_file_reaches_the_terminal_raw(
        honest: tuple[str, Lines], tmp_path: Path, capsys: pytest.CaptureFixture[str],
        where: str) -> None:
    _, lines = honest
    forged: list[Any] = copied(lines)
    tail = ""
    if where in ("match", "game", "format"):
        forged[0][where] = ESCAPES
    elif where == "event":
        forged[3]["type"] = ESCAPES
    else:
        tail = "{" + ESCAPES  # a cut last line: the hold'em history shows it as written
    path = write(tmp_path / f"{ESCAPES[:4]}.jsonl", forged, tail)
    for command in ("verify", "history"):
        shown = _printed(capsys, command, str(path))
        assert not any(char in shown for char in "\x1b\x07\x00\r\u202e"), (command, shown)


def test_a_text_history_is_shown_escaped(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "old.txt"
    path.write_text("drawpoker hand history\nformat: 1\n" + ESCAPES + "\n", encoding="utf-8")
    shown = _printed(capsys, "history", str(path))
    assert "\\x1b[2J" in shown and "\x1b" not in shown and "\x00" not in shown


def test_rollbacks_are_bounded_and_shared(honest: tuple[str, Lines], tmp_path: Path) -> None:
    """Each ``Resumed`` line used to replay the whole match again; now a timeline starts where
    the one before leaves it, and more rollbacks than a player makes are refused."""
    game, lines = honest
    last = lines[at(lines, START[game])[-1]]
    number = last["deal_number" if game == "draw" else "hand_number"]
    back = {"type": "Resumed", "deal": number, "actions": None}
    many = verify_file(write(tmp_path / "m.jsonl", [*lines, *[back] * event_log.MAX_RESUMES]))
    assert many.ok and many.deals_checked == len(at(lines, "DeckRevealed"))
    too_many = [*lines, *[back] * (event_log.MAX_RESUMES + 1)]
    assert main([str(write(tmp_path / "t.jsonl", too_many))]) == EXIT_PROBLEM


def test_the_replay_budget_counts_every_deal_played(
        honest: tuple[str, Lines], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game, lines = honest
    deals = len(at(lines, START[game]))
    monkeypatch.setattr(event_log, "MAX_REPLAYED", deals - 1)
    report = verify_file(write(tmp_path / "b.jsonl", lines))
    assert not report.ok and str(deals - 1) in report.problems[0]
    monkeypatch.setattr(event_log, "MAX_REPLAYED", deals)
    assert verify_file(write(tmp_path / "b.jsonl", lines)).ok


def test_the_byte_cap_is_a_few_thousand_deals() -> None:
    """What bounds the memory of a parse (measured in tests/benchmarks)."""
    from drawpoker.storage.verify_report import MAX_HISTORY_BYTES

    assert MAX_HISTORY_BYTES <= 4 * 1024 * 1024
    assert event_log.MAX_LINE_CHARS <= 64 * 1024

