"""Broke at the draw table with money in the bank (issue 40): the table asks to top up from
the bank or end the match, through the real loop with posted keys and clicks.

She bets the most she may with four aces, the player calls with queen high: every deal goes
to her, so the player is soon broke. The question says the amount and the bank's money; Enter
tops up (the bank pays, the ledger and the statistics count it) and the next deal is dealt;
Esc ends the match as before; an empty bank offers the pawnshop first. The question fits in
every language at both text sizes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from scene_matrix import build
from text_recorder import recording
from ui_driver import Driver

from drawpoker import i18n
from drawpoker.engine.draw import Phase, Rules
from drawpoker.i18n import Translator, available_languages, t
from drawpoker.settings import Settings
from drawpoker.storage.bank import BankBook
from drawpoker.storage.draw.stats import StatsBook
from drawpoker.storage.shelf import Shelf
from drawpoker.ui import bank_page, bank_ui
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.bank_dialog import BankQuestionScene
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import STRONG, WEAK, BettingOpponent, stacked_order
from drawpoker.ui.draw.top_up_scene import TopUpScene
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.scene import Scene, SceneName
from drawpoker.ui.scenes import SceneRegistry, standard_registry
from drawpoker.ui.stats import figures

RULES = Rules(starting_money=20, pawn_loan=20, buyback_at=1000, forfeit_items=2)


def losing_title(tmp_path: Path, money: int = 500) -> tuple[Driver, BankBook]:
    """The title of an app whose draw table deals her four aces and the player queen high,
    against an opponent who bets the most she may; a bank holding ``money``; records kept."""
    standard = standard_registry()
    registry = SceneRegistry()

    def table(app: App, **kwargs: Any) -> Scene:
        kwargs.setdefault("opponent", BettingOpponent())
        kwargs.setdefault("seed", 1)
        kwargs.setdefault("deal_orders", lambda n: stacked_order(RULES, WEAK, STRONG, n))
        scene = TableScene(app, **kwargs)
        scene.live_clock = False
        return scene

    for name in standard.names():
        if name == SceneName.TABLE:
            registry.register(name, table)
        else:
            registry.register(name, lambda app, _name=name, **kw: standard.build(app, _name, **kw))
    app = App((1280, 720), Settings(animation_speed="instant"), clock=FixedClock(16),
              registry=registry, pinned={"draw": RULES},
              records=Shelf(tmp_path, staged_ok=True))
    book = BankBook(tmp_path / "bank.json")
    book.bank.money = money
    book.bank.open_ledger()  # its story starts from that money
    bank_ui.use_bank(app, book)
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.settle()
    return driver, book


def calls(d: Driver) -> None:
    """The player stays in to the showdown: WAIT or DRAW, CALL, stand pat at the draw."""
    for name, key in (("next_deal", pygame.K_RETURN), ("wait", pygame.K_w),
                      ("call", pygame.K_c), ("draw", pygame.K_d)):
        if d.has_button(name):
            d.key(key)
            return


def asked(d: Driver) -> bool:
    return isinstance(d.scene, TopUpScene)


def test_broke_the_player_tops_up_from_the_bank_and_plays_on(tmp_path: Path) -> None:
    d, book = losing_title(tmp_path)
    d.click_button("new_match")
    d.pick_opponent()
    table = d.table
    m = table.control.match
    d.play_until(lambda: asked(d), calls)
    assert m.phase is Phase.BETWEEN_DEALS and m.broke and m.stacks[0] < RULES.ante
    question = d.scene
    assert isinstance(question, TopUpScene)
    # The amount (the match's starting money) and what the bank holds after the buy-in.
    assert question.question() == t("bank.top_up_question", ante="$5", amount="$20",
                                     money="$480")
    assert question.button("top_up").label == "TOP UP $20"
    before = m.stacks[0]
    d.key(pygame.K_RETURN)  # Enter tops up
    assert d.scene is table and not m.broke
    assert m.stacks[0] == before + 20 and m.top_ups[-1].amount == 20
    bank = book.bank
    assert bank.money == 460 and bank.story.top_ups == 1 and bank.tables["draw"].topped_up == 20
    assert bank.reconciles()
    assert dict(bank_page.ledger_rows(bank))[t("bank.stats.line.top_ups")] == -20
    assert BankBook(tmp_path / "bank.json").bank.money == 460  # on disk at once
    stats = StatsBook(tmp_path / "stats.json").stats  # written at once too
    assert (stats.top_ups, stats.topped_up) == (1, 20)
    assert (t("stats.top_ups"), "1 ($20)") in figures(stats)
    saved = bank_ui.saved_stack(d.app, d.app.records.draw)
    assert saved == m.stacks[0]  # the save holds the top-up
    d.settle()
    assert d.has_button("next_deal")
    deals = m.deal_number
    d.key(pygame.K_RETURN)  # the next deal
    assert m.deal_number == deals + 1 and m.phase is not Phase.BETWEEN_DEALS


def test_broke_again_esc_ends_the_match_and_the_stack_goes_back(tmp_path: Path) -> None:
    d, book = losing_title(tmp_path)
    d.click_button("new_match")
    d.pick_opponent()
    m = d.table.control.match
    d.play_until(lambda: asked(d), calls)
    d.click_button("top_up")  # the mouse tops up as well
    assert not asked(d) and m.top_ups
    d.play_until(lambda: asked(d), calls)
    assert len(m.top_ups) == 1 and m.broke
    left = m.stacks[0]
    d.key(pygame.K_ESCAPE)  # no: the match is over, as before top-ups
    assert m.phase is Phase.MATCH_OVER and m.winner == 1 and m.end_reason == "broke"
    bank = book.bank
    assert bank.table is None and bank.money == 460 + left and bank.reconciles()
    stats = StatsBook(tmp_path / "stats.json").stats
    assert (stats.matches_lost, stats.top_ups, stats.topped_up) == (1, 1, 20)
    d.settle()
    assert d.has_button("match_result")
    # The hand history of the match, its top-up and its end, verifies.
    from drawpoker.storage.verify import verify_text

    history = d.app.records.draw.history
    assert history is not None
    report = verify_text(history.path.read_text(encoding="utf-8"))
    assert report.ok and report.deals_checked == m.deal_number


def test_the_end_match_button_ends_it_too(tmp_path: Path) -> None:
    d, _ = losing_title(tmp_path)
    d.click_button("new_match")
    d.pick_opponent()
    d.play_until(lambda: asked(d), calls)
    d.click_button("end_match")
    assert d.table.control.match.phase is Phase.MATCH_OVER


def test_an_empty_bank_offers_the_pawnshop_first(tmp_path: Path) -> None:
    d, book = losing_title(tmp_path, money=20)  # all of it goes to the buy-in
    d.click_button("new_match")
    d.pick_opponent()
    d.play_until(lambda: asked(d), calls)
    question = d.scene
    assert isinstance(question, TopUpScene) and not d.has_button("top_up")
    assert question.question() == t("bank.top_up_pawn_question", ante="$5", money="$0")
    d.key(pygame.K_RETURN)  # to the pawnshop: its own question, no default yes
    assert isinstance(d.scene, BankQuestionScene)
    d.key(pygame.K_p)  # the jacket: $100
    d.settle()
    assert asked(d)  # asked again, with the money the pawnshop lent
    assert d.scene.question() == t("bank.top_up_question", ante="$5", amount="$20",
                                   money="$100")
    d.key(pygame.K_t)  # T tops up as well
    assert book.bank.money == 80 and book.bank.story.pawned == 1 and book.bank.reconciles()


def test_esc_at_the_pawnshop_asks_again(tmp_path: Path) -> None:
    d, book = losing_title(tmp_path, money=20)
    d.click_button("new_match")
    d.pick_opponent()
    d.play_until(lambda: asked(d), calls)
    d.key(pygame.K_p)
    assert isinstance(d.scene, BankQuestionScene)
    d.key(pygame.K_ESCAPE)  # not now: back at the table, which asks again
    d.settle()
    assert asked(d) and book.bank.money == 0


@pytest.mark.parametrize("language", available_languages())
@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("name", ["top-up", "top-up-pawnshop"])
def test_the_question_fits(language: str, text_size: str, name: str,
                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "_current", Translator("en"))
    for size in ((1024, 600), (1280, 720)):
        with recording(monkeypatch) as recorder:
            app = build(name, size, language, text_size)
            assert isinstance(app.scene, TopUpScene)
            recorder.clear()
            recorder.draw_app(app)
        wanted = app.scene.question()
        assert any(wanted.startswith(d.text[:20]) for d in recorder.drawn), wanted
        assert not recorder.problems(), (language, size, recorder.problems())
