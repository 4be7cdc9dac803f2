"""Every text of the bank's screens fits, in every language, at the sizes the game promises:
the title's bank lines, the pawnshop's three questions, a Canfield table that cannot pay, the
statistics' bank page (checked by the text recorder of the text-fit test)."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
from text_recorder import recording
from ui_driver import make_app

from drawpoker import i18n
from drawpoker.bank import ItemState
from drawpoker.i18n import available_languages
from drawpoker.storage.bank import BankBook
from drawpoker.ui import bank_ui
from drawpoker.ui.app import App
from drawpoker.ui.canfield.staging import build_canfield
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.stats import StatsScene

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


def _bank(app: App, folder: Path, pawned: int, lost: int, money: int = 5) -> BankBook:
    book = BankBook(folder / "bank.json")
    book.bank.states = [ItemState.LOST] * lost + [ItemState.PAWNED] * pawned
    book.bank.states += [ItemState.WORN] * (len(book.bank.items) - len(book.bank.states))
    book.bank.money = money
    bank_ui.use_bank(app, book)
    return book


def title_with_a_match_and_a_pawned_item(app: App, folder: Path) -> None:
    book = _bank(app, folder, pawned=1, lost=3, money=123_456)
    app.push(TitleScene(app))  # (no save slot: a buy-in out would be given back here)
    book.bank.buy_in(500)
    book.bank.track(12_345)


def question(pawned: int, lost: int) -> Callable[[App, Path], None]:
    def build(app: App, folder: Path) -> None:
        _bank(app, folder, pawned, lost)
        app.push(TitleScene(app))
        bank_ui.ask_for_money(app, 500, lambda: None)
    return build


def canfield_broke(app: App, folder: Path) -> None:
    _bank(app, folder, pawned=0, lost=0)
    build_canfield(app, "pawned", folder)
    app.pop()  # the table under the question: its message and its PAWN button


def stats_bank(app: App, folder: Path) -> None:
    book = _bank(app, folder, pawned=1, lost=1, money=99_999)
    app.push(TitleScene(app))
    book.bank.buy_in(500)
    scene = StatsScene(app)
    app.push(scene)
    scene._toggle_bank()


BUILDERS: dict[str, Callable[[App, Path], None]] = {
    "title": title_with_a_match_and_a_pawned_item,
    "pawn": question(0, 0),
    "pawn-loses": question(1, 0),
    "new-bank": question(1, 4),
    "canfield-broke": canfield_broke,
    "stats-bank": stats_bank,
}


#: The large text size is checked where it is hardest, and cheaply (the suite is slow
#: already): at the smallest window, in the longest language only.
CASES = [*((language, size, "normal") for language in available_languages() for size in SIZES),
         ("de", (1024, 600), "large")]


def _case_id(value: object) -> str:
    return f"{value[0]}x{value[1]}" if isinstance(value, tuple) else str(value)


@pytest.mark.parametrize(("language", "size", "text_size"), CASES, ids=_case_id)
def test_every_bank_text_fits(language: str, size: tuple[int, int], text_size: str,
                              monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language(language)
    problems: list[str] = []
    seen = 0
    for name, build in BUILDERS.items():
        with tempfile.TemporaryDirectory() as folder, recording(monkeypatch) as recorder:
            app = make_app(size=size, language=language)
            app.settings = app.settings.replace(text_size=text_size)
            build(app, Path(folder))
            recorder.clear()
            recorder.draw_app(app)
            seen += len(recorder.drawn)
            problems += [f"{name}: {p}" for p in dict.fromkeys(recorder.problems())]
    assert seen > 60
    assert not problems, "\n".join(problems)
