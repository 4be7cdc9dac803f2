"""Deal codes in hand histories (issue 35): each game's header holds its code, ``verify`` says
it and checks every revealed deck against it; a forged code is refused, old logs still pass."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from recorded_play import Table, history_text

from drawpoker.engine.canfield import hint
from drawpoker.engine.core.deal_code import DealCode
from drawpoker.engine.holdem import HoldemGame, HoldemRules, Street
from drawpoker.engine.holdem.actions import action_of_kind
from drawpoker.i18n import t
from drawpoker.storage.bank import BankBook
from drawpoker.storage.canfield.book import CanfieldBook
from drawpoker.storage.holdem.history import HoldemHistory
from drawpoker.storage.verify import main, verify_text

pytestmark = pytest.mark.usefixtures("no_fsync")

Lines = list[dict[str, Any]]


def _draw(folder: Path, seed: int) -> str:
    table = Table(folder, seed=seed)
    table.play(6)
    return history_text(table)


def _holdem(folder: Path, seed: int) -> str:
    game = HoldemGame(HoldemRules(players=3), seed=seed)
    history = HoldemHistory(folder)
    history.start(game.rules, ["", "Ada", "Carmen"], DealCode.for_seed("holdem", 52, seed))
    for _ in range(3):
        history.record(game.start_hand())
        while game.to_act is not None:
            kinds = [str(legal.kind) for legal in game.legal_actions()]
            history.record(game.act(action_of_kind("call" if "call" in kinds else "check")))
        if game.street is Street.MATCH_OVER:
            break
    return history.path.read_text(encoding="utf-8")


def _canfield(folder: Path, seed: int) -> str:
    book = CanfieldBook(folder / "canfield.json", BankBook(folder / "bank.json"))
    book.load()
    book.start(seed)
    game = book.game
    assert game is not None
    for _ in range(30):
        move = hint(game)
        if move is None or not game.is_legal(move):
            break
        book.play(move)
    book.finish()
    path = next((folder / "history").glob("canfield-*.jsonl"))
    return path.read_text(encoding="utf-8")


GAMES = {"draw": (_draw, 32), "holdem": (_holdem, 52), "canfield": (_canfield, 52)}


def _lines(text: str) -> Lines:
    return [json.loads(line) for line in text.splitlines()]


def _text(lines: Lines) -> str:
    return "".join(json.dumps(line) + "\n" for line in lines)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_header_holds_the_code_and_verify_says_it(
        game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write, deck_size = GAMES[game]
    text = write(tmp_path, 12345)
    header = _lines(text)[0]
    code = DealCode(game, deck_size, 12345)
    assert header["deal_code"] == str(code)
    report = verify_text(text)
    assert report.ok and report.deals_checked >= 1, report.problems
    assert t("verify.deal_code", code=str(code)) in report.notes
    path = tmp_path / "h.jsonl"
    path.write_text(text, encoding="utf-8")
    assert main([str(path)]) == 0
    assert str(code) in capsys.readouterr().out


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_forged_code_is_refused(game: str, tmp_path: Path) -> None:
    write, deck_size = GAMES[game]
    lines = _lines(write(tmp_path, 777))
    # A well-formed code of the same game, another seed: the revealed decks are not its.
    lines[0]["deal_code"] = str(DealCode(game, deck_size, 778))
    report = verify_text(_text(lines))
    assert not report.ok
    first = next(i for i, line in enumerate(lines) if line["type"] == "DeckRevealed")
    assert report.problems == [t("verify.code_deck", deal=1, code=lines[0]["deal_code"],
                                 line=first + 1)]
    # A typo, a code of another game, no string at all: refused before any deal.
    other = "canfield" if game != "canfield" else "holdem"
    for forged in (lines[0]["deal_code"][:-1] + "0", str(DealCode(other, 52, 777)), 777,
                   str(DealCode(game, deck_size, 777)).lower()):
        lines[0]["deal_code"] = forged
        report = verify_text(_text(lines))
        assert report.problems == [t("verify.bad_deal_code", code=str(forged))], forged


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_history_without_a_code_still_verifies(game: str, tmp_path: Path) -> None:
    write, _ = GAMES[game]
    lines = _lines(write(tmp_path, 99))
    del lines[0]["deal_code"]
    report = verify_text(_text(lines))
    assert report.ok, report.problems
    assert not any("99" in note for note in report.notes)


def test_a_game_seeded_past_the_codes_has_none(tmp_path: Path) -> None:
    """A match from before codes (a 64-bit seed) writes no code and verifies as before."""
    text = _draw(tmp_path, 2**63)
    assert "deal_code" not in _lines(text)[0]
    assert verify_text(text).ok
