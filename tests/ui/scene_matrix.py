"""Every scene of the game in the situations that show different texts, built headless.

Used by the text-fit test: each builder leaves an app whose top scenes, once drawn, show one
situation (the table's are staged like the screenshots: a deal in progress, a showdown, a
pawned item...).
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ui_driver import shelf_with_saved_match

from drawpoker.bank import ItemState
from drawpoker.engine.draw import Card, HandValue, Match, Rules, evaluate, full_deck
from drawpoker.engine.draw.match_data import match_from_dict, match_to_dict
from drawpoker.settings import Settings, SettingsProblem
from drawpoker.storage.bank import BankBook
from drawpoker.storage.draw.stats import BestHand, Statistics, StatsBook
from drawpoker.ui import bank_ui, shots, text
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.bank_dialog import BankQuestionScene
from drawpoker.ui.confirm import ConfirmScene
from drawpoker.ui.draw.gameover import GameOverScene
from drawpoker.ui.draw.help_scene import HelpScene
from drawpoker.ui.draw.next_rules import next_rules
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import STATES
from drawpoker.ui.draw.top_up_flow import decline_top_up, top_up
from drawpoker.ui.draw.top_up_scene import TopUpScene
from drawpoker.ui.hand_names import hand_name
from drawpoker.ui.menus import PauseScene, TitleScene
from drawpoker.ui.said import said
from drawpoker.ui.settings import SettingsScene, problem_text
from drawpoker.ui.stats import StatsScene


def make_app(size: tuple[int, int], chosen: dict[str, Any] | None = None, saved: bool = False,
             language: str = "en") -> App:
    """An app whose settings are the defaults with ``chosen`` (the rules the scene shows)."""
    settings = Settings(language=language, animation_speed="instant").replace(**(chosen or {}))
    return App(size, settings, clock=FixedClock(16),
               records=shelf_with_saved_match(Path(tempfile.mkdtemp())) if saved else None)


def _title(app: App) -> None:
    app.push(TitleScene(app))


def _opponents(app: App) -> None:
    """The new-match page with a record against the first three of the roster."""
    shots.build_opponents(app, 0)


def _settings(app: App) -> None:
    app.push(TitleScene(app))
    app.push(SettingsScene(app))


def _settings_notice(app: App) -> None:
    kept = Path.home() / ".config" / "drawpoker" / "settings.yaml.bad-20260102-030405"
    notices = [problem_text(SettingsProblem(key, {"file": str(kept.with_suffix("")),
                                                 "kept": str(kept)}, ""))
               for key in ("settings.problem.bad_values",)]
    app.push(TitleScene(app))
    app.push(SettingsScene(app, notices=notices))


def _settings_in_match(app: App) -> None:
    shots.build_table(app, "deal", 0)
    app.push(PauseScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    scene.change("draw_deck_size", 52)  # differs from the match: "applies from the next match"


def _help(app: App) -> None:
    app.push(TitleScene(app))
    app.push(HelpScene(app))


def _help_in_match(app: App) -> None:
    shots.build_table(app, "deal", 0)
    app.push(PauseScene(app))
    app.push(HelpScene(app))


def _pause(app: App) -> None:
    shots.build_table(app, "deal", 0)
    app.push(PauseScene(app))


def _confirm(question: str) -> Callable[[App], None]:
    """A question over the scene that asks it (the title, or the table for DROP)."""
    def build(app: App) -> None:
        if question == "confirm.drop":
            shots.build_table(app, "deal", 0)
            app.push(ConfirmScene(app, question, "draw.table.button.drop", lambda: None))
            return
        app.push(TitleScene(app))
        confirm = "title.quit" if question == "confirm.quit" else "title.new_match"
        app.push(ConfirmScene(app, question, confirm, lambda: None))
    return build


def _pawnshop(kind: str) -> Callable[[App], None]:
    """The pawnshop's question over the title, with a bank of $0: the first pawn, a pawn that
    would lose the item still there, or a new bank when nothing is left."""
    def build(app: App) -> None:
        app.push(TitleScene(app))
        book = BankBook(Path(tempfile.mkdtemp()) / "bank.json")
        book.bank.money = 0
        if kind == "loses":
            book.bank.pawn()
            book.bank.money = 0
        elif kind == "new-bank":
            book.bank.states = [ItemState.LOST] * len(book.bank.items)
        app.push(BankQuestionScene(app, book=book, cost=200, on_done=lambda: None))
    return build


def broke_match(rules: Rules) -> Match:
    """A match of the table between deals whose player has nothing left (what losing a deal
    leaves): she is to answer the top-up question."""
    data = match_to_dict(Match(rules, seed=1, rebuys=True))
    data["stacks"] = [0, 2 * rules.starting_money]
    match = match_from_dict(data)
    assert match.broke
    return match


def _top_up(bank_money: int) -> Callable[[App], None]:
    """The top-up question over the table of a broke player, with ``bank_money`` in the bank
    after the buy-in ($0: the pawnshop is offered instead)."""
    def build(app: App) -> None:
        book = BankBook(Path(tempfile.mkdtemp()) / "bank.json")
        book.bank.buy_in(next_rules(app).starting_money)
        book.bank.money = bank_money
        bank_ui.use_bank(app, book)
        table = TableScene(app, match=broke_match(next_rules(app)), seed=0)
        table.live_clock = False
        app.push(table)
        app.push(TopUpScene(app, match=table.control.match,
                            on_top_up=lambda amount: top_up(table, amount),
                            on_decline=lambda: decline_top_up(table)))
    return build


def _table(state: str) -> Callable[[App], None]:
    def build(app: App) -> None:
        shots.build_table(app, state, 0)
    return build


def _rich(dealer: int) -> Callable[[App], None]:
    """A deal in progress with four-digit stacks, the dealer button beside one of them."""
    def build(app: App) -> None:
        table = shots.build_table(app, "deal", 0)
        assert isinstance(table, TableScene)
        table.board.stacks = [9995, 9995]
        table.board.dealer = dealer
    return build


def widest_hand() -> BestHand:
    """Of every kind and rank of hand, the one whose name is widest in the current language
    (a full house of kings over sevens is 34 letters in German)."""
    candidates: list[tuple[Card, ...]] = []
    ranks = list(range(7, 15))
    for high in ranks:
        for low in ranks:
            if low == high:
                continue
            pair_low = [c for c in full_deck(52) if c.rank == low][:2]
            three = [c for c in full_deck(52) if c.rank == high][:3]
            pair_high = three[:2]
            kicker = [c for c in full_deck(52) if c.rank not in (high, low)][:1]
            candidates.append((*three, *pair_low))  # full house
            candidates.append((*pair_high, *pair_low, *kicker))  # two pair
    best: BestHand | None = None
    width = -1
    for cards in candidates:
        value = evaluate(list(cards))
        shown = text.measure(hand_name(value, at_start=True), 18, True)[0]
        if shown > width:
            best, width = BestHand(cards, HandValue(value.category, value.ranks)), shown
    assert best is not None
    return best


def _stats(kind: str) -> Callable[[App], None]:
    """Statistics played out from a seed, none yet, none after a damaged file, or with the
    widest hand name of the language as the best hand."""
    def build(app: App) -> None:
        scene = shots.build_stats(app, 0)
        assert isinstance(scene, StatsScene)
        if kind == "empty":
            scene.book.stats = Statistics()
        elif kind == "long-hand":
            scene.book.stats.best_hand = widest_hand()
            scene.book.stats.matches_abandoned = 12
        elif kind == "notice":
            with tempfile.TemporaryDirectory() as folder:
                path = Path(folder) / "stats.json"
                path.write_text("{ not json", encoding="utf-8")
                scene.book = StatsBook(path)
            assert said(scene.book.notice)
    return build


def _gameover(state: str) -> Callable[[App], None]:
    def build(app: App) -> None:
        table = shots.build_table(app, state, 0)
        assert isinstance(table, TableScene)
        app.replace(GameOverScene(app, table.control.match, table.control.stats))
    return build


#: name -> (settings chosen, title with a saved match, builder)
SCENES: dict[str, tuple[dict[str, Any] | None, bool, Callable[[App], None]]] = {
    "title": (None, True, _title),
    "opponents": (None, False, _opponents),
    "settings": (None, False, _settings),
    "settings-52": ({"draw_deck_size": 52}, False, _settings),
    "settings-quick": ({"draw_match_length": "quick", "draw_starting_money": 100}, False,
                       _settings),
    "settings-notice": (None, False, _settings_notice),
    "settings-in-match": (None, False, _settings_in_match),
    "help": (None, False, _help),
    "help-options": ({"draw_ace_low_32": True, "draw_flush_beats_full_house": True}, False, _help),
    "help-52": ({"draw_deck_size": 52}, False, _help),
    "help-in-match": (None, False, _help_in_match),
    "pause": (None, False, _pause),
    "confirm-new-match": (None, True, _confirm("confirm.new_match")),
    "confirm-quit": (None, False, _confirm("confirm.quit")),
    "confirm-drop": (None, False, _confirm("confirm.drop")),
    "pawnshop": (None, False, _pawnshop("first")),
    "pawnshop-loses": (None, False, _pawnshop("loses")),
    "pawnshop-new-bank": (None, False, _pawnshop("new-bank")),
    "top-up": (None, False, _top_up(300)),
    "top-up-pawnshop": (None, False, _top_up(0)),
    **{f"table-{state}": (None, False, _table(state)) for state in STATES},
    "table-rich-she-deals": (None, False, _rich(1)),
    "table-rich-you-deal": (None, False, _rich(0)),
    "stats": (None, False, _stats("played")),
    "stats-empty": (None, False, _stats("empty")),
    "stats-long-hand": (None, False, _stats("long-hand")),
    "stats-notice": (None, False, _stats("notice")),
    "gameover-won": (None, False, _gameover("won")),
    "gameover-lost": (None, False, _gameover("lost-match")),
}


def build(name: str, size: tuple[int, int], language: str = "en",
          text_size: str = "normal") -> App:
    chosen, saved, builder = SCENES[name]
    app = make_app(size, {**(chosen or {}), "text_size": text_size}, saved, language)
    builder(app)
    return app
