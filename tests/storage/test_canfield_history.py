"""Canfield's hand history (issue 37): a game played through the book writes an event log that
``verify`` passes and ``history`` prints; every forgery (a changed move, card, payment or
outcome, a missing reveal, an extra field or line, other rules) is refused with a clear
message and exit status 1, never a traceback; a game continued from its save, even after a
crash between the history and the save, still verifies."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from drawpoker.engine.canfield import DEAL, REDEAL, UNDO, Canfield, Move, hint
from drawpoker.storage.bank import BankBook
from drawpoker.storage.canfield.book import CanfieldBook
from drawpoker.storage.verify import EXIT_OK, EXIT_PROBLEM, history_main, main, verify_file

Lines = list[dict[str, Any]]

pytestmark = pytest.mark.usefixtures("no_fsync")


def book_in(folder: Path) -> CanfieldBook:
    book = CanfieldBook(folder / "canfield.json", BankBook(folder / "bank.json"))
    book.load()
    return book


def play(book: CanfieldBook, steps: int, undo_every: int = 4) -> None:
    """Hint moves, with an undo (and the move again) now and then, and a pass when due."""
    game = book.game
    assert game is not None
    for n in range(steps):
        move = hint(game)
        if move is None or (move == REDEAL and not book.can_turn_over()):
            return
        book.play(move)
        if n % undo_every == undo_every - 1:
            book.undo()
            book.play(move)


def only_history(folder: Path) -> Path:
    files = sorted((folder / "history").glob("canfield-*.jsonl"))
    assert len(files) == 1, files
    return files[0]


@pytest.fixture(scope="module")
def honest(tmp_path_factory: pytest.TempPathFactory, no_fsync: None) -> Lines:
    folder = tmp_path_factory.mktemp("canfield")
    book = book_in(folder)
    book.start(2)  # hint play turns the waste over six times, then is stuck
    play(book, 400)
    game = book.game
    assert game is not None and any(m == REDEAL for m in game.move_stack)
    book.finish()
    path = only_history(folder)
    report = verify_file(path)
    assert report.ok and report.deals_checked == 1, report.problems
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def write(path: Path, lines: Lines) -> Path:
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def at(lines: Lines, kind: str, **fields: object) -> int:
    return next(n for n, line in enumerate(lines) if line["type"] == kind
                and all(line.get(k) == v for k, v in fields.items()))


def test_the_log_holds_the_commitment_first_and_the_reveal_last(honest: Lines) -> None:
    kinds = [line["type"] for line in honest]
    assert kinds[:2] == ["Header", "GameDealt"] and kinds[-2:] == ["GameOver", "DeckRevealed"]
    assert honest[0]["game"] == "canfield"
    assert honest[1]["commitment"] == honest[-1]["commitment"]
    assert "order" not in honest[1] and "seed" not in json.dumps(honest[:-1])
    assert any(line.get("action") == UNDO for line in honest)
    paid = honest[1]["paid"] - honest[1]["stake"]
    paid += sum(line["paid"] - line["fee"] for line in honest if line["type"] == "ActionTaken")
    assert paid == honest[-2]["net"]


def _move_changed(lines: Lines) -> None:
    n = at(lines, "ActionTaken", action="s>w")
    lines[n]["action"] = "t1>t2"


def _card_changed(lines: Lines) -> None:
    n = at(lines, "ActionTaken", action="s>w")
    cards = lines[n]["cards"]
    cards[0], cards[-1] = cards[-1], cards[0]
    if cards[0] == cards[-1]:
        cards[0] = "As" if cards[0] != "As" else "Ks"


def _dealt_card_changed(lines: Lines) -> None:
    tableau = lines[1]["tableau"]
    tableau[0], tableau[1] = tableau[1], tableau[0]


def _payment_changed(lines: Lines) -> None:
    n = next(n for n, line in enumerate(lines) if line["type"] == "ActionTaken" and line["paid"])
    lines[n]["paid"] += 5


def _fee_dropped(lines: Lines) -> None:
    lines[at(lines, "ActionTaken", action="w>s")]["fee"] = 0


def _net_changed(lines: Lines) -> None:
    lines[-2]["net"] += 100


def _won_claimed(lines: Lines) -> None:
    lines[-2]["outcome"] = "won"


def _reveal_removed(lines: Lines) -> None:
    del lines[-1]


def _extra_field(lines: Lines) -> None:
    lines[at(lines, "ActionTaken")]["note"] = "trust me"


def _extra_header_field(lines: Lines) -> None:
    lines[0]["seed"] = 7


def _undo_dropped(lines: Lines) -> None:
    del lines[at(lines, "ActionTaken", action=UNDO)]


def _undo_added(lines: Lines) -> None:
    n = at(lines, "ActionTaken", action="s>w")
    lines.insert(n + 1, {"type": "ActionTaken", "action": UNDO, "cards": [], "up": [],
                         "paid": 0, "fee": 0})


def _deck_swapped(lines: Lines) -> None:
    order = lines[-1]["order"]
    order[0], order[1] = order[1], order[0]


def _second_game(lines: Lines) -> None:
    lines += [dict(line) for line in lines[1:]]


def _other_rules(lines: Lines) -> None:
    lines[0]["rules"]["pass_fee"] = 0


def _start_filled(lines: Lines) -> None:
    lines[0]["start"] = {"bank": 10**6}


FORGERIES: dict[str, tuple[Callable[[Lines], None], str]] = {
    "a changed move": (_move_changed, "replay stopped"),
    "a changed card": (_card_changed, "the replay gives"),
    "a changed card at the deal": (_dealt_card_changed, "the replay gives"),
    "a changed payment": (_payment_changed, "the replay gives"),
    "a pass fee left out": (_fee_dropped, "the replay gives"),
    "a changed net": (_net_changed, "the replay gives"),
    "a claimed win": (_won_claimed, "the replay gives"),
    "a missing reveal": (_reveal_removed, "never revealed"),
    "an extra field": (_extra_field, "the replay gives"),
    "an extra header field": (_extra_header_field, "seed"),
    "an undo left out": (_undo_dropped, "Deal 1: the replay"),
    "an undo added": (_undo_added, "Deal 1: the replay"),
    "a swapped deck": (_deck_swapped, "do not match the commitment"),
    "a second game": (_second_game, "one game"),
    "other rules": (_other_rules, "rules"),
    "a starting state": (_start_filled, "starting state"),
}


@pytest.mark.parametrize("name", FORGERIES)
def test_a_forgery_is_refused_with_a_clear_message(
    honest: Lines, name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    forge, said = FORGERIES[name]
    lines = json.loads(json.dumps(honest))
    forge(lines)
    status = main([str(write(tmp_path / "forged.jsonl", lines))])
    out = capsys.readouterr()
    assert status == EXIT_PROBLEM, out
    assert said in out.err and "Traceback" not in out.err


def test_the_honest_file_verifies_through_the_command(
    honest: Lines, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([str(write(tmp_path / "honest.jsonl", honest))]) == EXIT_OK
    assert "1 deals checked, everything matches" in capsys.readouterr().out


def test_history_prints_the_game_as_text(
    honest: Lines, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert history_main([str(write(tmp_path / "honest.jsonl", honest))]) == EXIT_OK
    text = capsys.readouterr().out
    assert text.startswith("drawpoker Canfield history, game ")
    assert f"commitment: {honest[1]['commitment']}" in text and "stake: $52" in text
    assert "undo " in text and "turn the waste over (pass fee -$5)" in text
    assert "game over: " in text and f"salt: {honest[-1]['salt']}" in text
    assert "{" not in text  # every line worded, none shown raw


def test_history_escapes_what_a_file_holds(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    game = Canfield.deal(1)
    lines: Lines = [{"type": "Header", "title": "drawpoker hand history", "game": "canfield",
                     "format": 2, "match": "x", "rules": {}, "start": {},
                     "started_at": "\x1b[2J"},
                    {"type": "GameDealt", "deal_number": 1, "commitment": game.commitment,
                     "stake": 52, "tableau": ["\x1b]0;hi\x07"], "reserve": "As", "up": [],
                     "paid": 0}]
    assert history_main([str(write(tmp_path / "odd.jsonl", lines))]) == EXIT_OK
    text = capsys.readouterr().out
    assert "\x1b" not in text and "\\x1b" in text


def test_an_unfinished_game_is_noted_not_passed_as_checked(tmp_path: Path) -> None:
    book = book_in(tmp_path)
    book.start(11)
    play(book, 10)
    report = verify_file(only_history(tmp_path))
    assert report.ok and report.deals_checked == 0 and report.notes


@pytest.fixture(scope="module")
def in_progress(tmp_path_factory: pytest.TempPathFactory, no_fsync: None) -> Lines:
    """A game played part way through the book (its history written as it plays), not over."""
    folder = tmp_path_factory.mktemp("in-progress")
    book = book_in(folder)
    book.start(11)
    play(book, 60)
    path = only_history(folder)
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert lines[-1]["type"] == "ActionTaken" and len(lines) > 30
    return lines


def test_a_game_in_progress_is_replayed_as_far_as_it_goes(
    in_progress: Lines, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = verify_file(write(tmp_path / "going.jsonl", in_progress))
    assert report.ok and report.deals_checked == 0, report.problems
    assert any("replayed and possible" in note for note in report.notes), report.notes
    assert main([str(tmp_path / "going.jsonl")]) == EXIT_OK


def _illegal_move(lines: Lines) -> None:
    n = at(lines, "ActionTaken", action="s>w")
    lines[n] = {**lines[n], "action": "t1>t2"}


def _card_twice(lines: Lines) -> None:
    n = at(lines, "ActionTaken", action="s>w")
    lines[n]["cards"][1] = lines[1]["tableau"][0]


def _pay_raised(lines: Lines) -> None:
    n = next(n for n, line in enumerate(lines) if line["type"] == "ActionTaken" and line["paid"])
    lines[n]["paid"] += 5


def _card_contradicted(lines: Lines) -> None:
    """A later deal of the same stock cards (after an undo) shows another card."""
    n = at(lines, "ActionTaken", action=UNDO)
    again = next(m for m in range(n + 1, len(lines)) if lines[m]["action"] == lines[n - 1]
                 ["action"])
    shown = set(lines[1]["tableau"]) | {c for line in lines if line["type"] == "ActionTaken"
                                        for c in line["cards"]}
    unseen = next(f"{r}{s}" for r in "23456789TJQKA" for s in "cdhs" if f"{r}{s}" not in shown)
    lines[again]["cards"][0] = unseen


IN_PROGRESS_FORGERIES: dict[str, tuple[Callable[[Lines], None], str]] = {
    "an illegal move": (_illegal_move, "replay stopped"),
    "a card shown twice": (_card_twice, "Deal 1: "),
    "a wrong payment": (_pay_raised, "the replay gives"),
    "a card that contradicts an earlier one": (_card_contradicted, "Deal 1: "),
    "a dropped undo": (_undo_dropped, "Deal 1: the replay"),
}


@pytest.mark.parametrize("name", IN_PROGRESS_FORGERIES)
def test_a_forged_game_in_progress_is_refused(
    in_progress: Lines, name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    forge, said = IN_PROGRESS_FORGERIES[name]
    lines = json.loads(json.dumps(in_progress))
    forge(lines)
    status = main([str(write(tmp_path / "forged.jsonl", lines))])
    out = capsys.readouterr()
    assert status == EXIT_PROBLEM, out
    assert said in out.err and "Traceback" not in out.err


def test_a_game_continued_from_its_save_goes_on_in_its_file(tmp_path: Path) -> None:
    book = book_in(tmp_path)
    book.start(12)
    play(book, 6)
    again = book_in(tmp_path)  # the table opened again: the same game, the same file
    assert again.game is not None and again.game.commitment == book.game.commitment  # type: ignore[union-attr]
    play(again, 6)
    again.undo()
    again.finish()
    path = only_history(tmp_path)
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    resumed = lines[at(lines, "Resumed")]
    assert resumed["actions"] == sum(1 for line in lines[:at(lines, "Resumed")]
                                     if line["type"] == "ActionTaken")
    report = verify_file(path)
    assert report.ok and report.deals_checked == 1, report.problems


def test_a_crash_between_the_history_and_the_save_still_verifies(tmp_path: Path) -> None:
    """The history is written before the save: a step the save never saw is rolled back by
    the ``Resumed`` line, and the game goes on without it."""
    book = book_in(tmp_path)
    book.start(13)
    play(book, 5)
    saved = (tmp_path / "canfield.json").read_bytes()
    book.play(DEAL if book.game is not None and book.game.stock else REDEAL)
    (tmp_path / "canfield.json").write_bytes(saved)  # the save of that step never happened
    again = book_in(tmp_path)
    play(again, 8)
    again.finish()
    report = verify_file(only_history(tmp_path))
    assert report.ok and report.deals_checked == 1, report.problems


def test_a_game_from_before_histories_plays_on_without_one(tmp_path: Path) -> None:
    book = book_in(tmp_path)
    book.start(14)
    book.save()
    only_history(tmp_path).unlink()
    again = book_in(tmp_path)
    assert again.history_path is None
    again.play(Move.parse("s>w"))
    again.finish()
    assert not list((tmp_path / "history").glob("canfield-*.jsonl"))


def test_a_refused_undo_writes_no_step(tmp_path: Path) -> None:
    book = book_in(tmp_path)
    book.start(15)
    before = only_history(tmp_path).read_text(encoding="utf-8")
    with pytest.raises(IndexError):
        book.undo()
    assert only_history(tmp_path).read_text(encoding="utf-8") == before
