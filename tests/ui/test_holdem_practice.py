"""Hold'em practice with every card shown (issue 35): PRACTICE (P) on the hold'em setup page
starts a game for table chips only whose table shows each computer player's two cards face up
all through each hand, says so on screen and aloud, and opens "why they did that" mid-hand for
the decisions so far, with the chances their own strategies give (checked here by running the
players by hand). The bank, the player's record and his save of a paid game are never touched.
At a table of the bank's, no card of theirs is drawn, said or explained before the showdown."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pygame
import pytest
from test_play_a_code import session
from ui_driver import Driver

from drawpoker.bank import HOLDEM
from drawpoker.engine.core.cards import Card
from drawpoker.engine.holdem import action_of_kind
from drawpoker.i18n import t
from drawpoker.speech import RecordingSpeaker
from drawpoker.storage.holdem.stats import HoldemStatsBook
from drawpoker.teach.branching import enumerate_answers
from drawpoker.teach.holdem.whatif import SAMPLES
from drawpoker.ui import card_art, speech_hub, status_keys
from drawpoker.ui.holdem import free_game
from drawpoker.ui.spoken_cards import cards_words
from drawpoker.ui.whatif.why_scene import WhyScene

HUMAN = 0
SPOKEN: dict[object, RecordingSpeaker] = {}


def _setup_page(tmp_path: Path, opponents: int = 2, level: str = "easy") -> tuple[Driver, object]:
    """The hold'em setup page, with ``opponents`` players of ``level`` chosen by clicks."""
    driver, book = session(tmp_path)
    speech_hub.install(driver.app, SPOKEN.setdefault(driver.app, RecordingSpeaker()))
    driver.click_button("holdem")
    driver.step()
    driver.key(getattr(pygame, f"K_{opponents}"))
    driver.click_button(f"level_{level}")
    driver.step()
    return driver, book


def _others_acted(table: object) -> int:
    """The computer players' actions in the hand under way, as the engine recorded them."""
    game = table.control.game  # type: ignore[attr-defined]
    return sum(1 for action in game.view(HUMAN).actions if action.seat != HUMAN)


def _to_his_turn_after_theirs(driver: Driver) -> None:
    """Play by keys (call or check) until a hand is under way, a computer player has acted in
    it and it is the player's turn."""
    for _ in range(120):
        driver.settle()
        table = driver.scene
        game = table.control.game  # type: ignore[attr-defined]
        if game.street.is_betting and game.to_act == HUMAN and _others_acted(table):
            return
        if not game.street.is_betting:
            driver.key(pygame.K_n)  # the next hand
            continue
        driver.key(pygame.K_c)
    raise AssertionError("no computer player acted in a hand still under way")


def _faces_drawn(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> set[Card]:
    """The cards the table draws face up in one frame."""
    drawn: set[Card] = set()
    real = card_art.face

    def face(card: Card, *args: object, **kwargs: object) -> pygame.Surface:
        drawn.add(card)
        return real(card, *args, **kwargs)  # type: ignore[arg-type]

    with monkeypatch.context() as patch:
        patch.setattr(card_art, "face", face)
        driver.scene.draw(driver.app.screen)
    return drawn


def _said_for_cards(driver: Driver) -> str:
    letter = status_keys.LETTERS["cards"].lower()
    driver.post(pygame.KEYDOWN, key=ord(letter), mod=0, unicode=letter, scancode=0)
    driver.post(pygame.KEYUP, key=ord(letter), mod=0, unicode=letter, scancode=0)
    driver.step()
    return SPOKEN[driver.app].texts[-1]


def _theirs(table: object) -> dict[int, tuple[Card, ...]]:
    """The computer players still in the hand and their cards (engine internals)."""
    game = table.control.game  # type: ignore[attr-defined]
    return {seat: game.hole_cards[seat] for seat in range(1, game.players)
            if game.in_hand[seat]}


def test_practice_shows_every_card_and_why_opens_mid_hand(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    driver, book = _setup_page(tmp_path)
    money = book.bank.money  # type: ignore[attr-defined]
    driver.key(pygame.K_p)  # PRACTICE
    driver.settle()
    table = driver.scene
    assert type(table).__name__ == "HoldemTableScene"
    control = table.control  # type: ignore[attr-defined]
    assert control.practice and control.records.free
    assert free_game.badge(control) == "TABLE CHIPS ONLY · practice: every card shown"
    assert book.bank.money == money and HOLDEM not in book.bank.tables  # type: ignore[attr-defined]
    _to_his_turn_after_theirs(driver)
    theirs = _theirs(table)
    assert theirs
    drawn = _faces_drawn(driver, monkeypatch)
    for cards in theirs.values():
        assert set(cards) <= drawn  # face up
    said = _said_for_cards(driver)
    for seat, cards in theirs.items():
        assert t("aloud.her_open", name=table.name_of(seat),  # type: ignore[attr-defined]
                 cards=cards_words(cards)) in said
    acted = _others_acted(table)
    driver.key(pygame.K_h)  # the log: why, mid-hand
    assert [b.name for b in table.log_actions.buttons] == ["why"]  # type: ignore[attr-defined]
    driver.key(pygame.K_y)
    driver.settle()
    why = driver.scene
    assert isinstance(why, WhyScene) and why.reasons is not None and why.everyone
    assert len(why.reasons) == acted >= 1
    assert all(r.shown and r.cards for r in why.reasons)
    # Each decision, checked by hand: the players as the hand began, the hand dealt again
    # from its order and played as recorded, each run through the branching in her spot.
    so_far = control.so_far
    assert so_far is not None
    game = copy.deepcopy(so_far.before)
    players = copy.deepcopy(so_far.players)
    game.start_hand(order=so_far.order)
    found = []
    for line in so_far.lines:
        if line["type"] != "ActionTaken":
            continue
        seat, action = int(line["seat"]), action_of_kind(line["action"])
        if seat != HUMAN:
            view = game.view(seat)
            answers = enumerate_answers(players[seat], lambda p, v=view: str(p.choose(v).kind),
                                        samples=SAMPLES)
            found.append((seat, tuple(str(c) for c in view.hole), dict(answers.options)))
        game.act(action, seat=seat)
    assert [(r.seat, r.cards) for r in why.reasons] == [(s, c) for s, c, _ in found]
    for reason, (_, _, options) in zip(why.reasons, found, strict=True):
        assert dict(reason.options) == pytest.approx(options)
    words = " ".join(text for text, _ in why.paragraphs())
    assert "decisions so far" in words and " held " in words
    assert "did not show her cards" not in words
    for reason in why.reasons:  # the chances named in words are the strategy's
        for _, p in reason.options:
            if p >= 0.0005:
                assert f"{round(p * 100)}%" in words or f"{p * 100:.1f}%" in words
    # The page moved nothing of the game.
    driver.key(pygame.K_ESCAPE)
    driver.settle()
    assert driver.scene is table and table.control.game.street.is_betting  # type: ignore[attr-defined]
    # The hand over, the bank and the player's record untouched, the save says practice.
    for _ in range(80):
        driver.settle()
        if not table.control.game.street.is_betting:  # type: ignore[attr-defined]
            break
        driver.key(pygame.K_c)
    assert book.bank.money == money and HOLDEM not in book.bank.tables  # type: ignore[attr-defined]
    assert HoldemStatsBook(tmp_path).stats.hands_played == 0
    assert not (tmp_path / "holdem_stats.json").exists()
    saved = json.loads((tmp_path / "holdem.json").read_text())
    assert saved["seating"]["practice"] is True and saved["seating"]["free"] is True
    # continued from the setup page, it is still practice, for table chips
    driver.app.reset_to(driver.app.build("title"))  # type: ignore[arg-type]
    driver.settle()
    driver.click_button("holdem")
    driver.step()
    driver.key(pygame.K_c)
    driver.settle()
    again = driver.scene
    assert again.control.practice and again.control.records.free  # type: ignore[attr-defined]
    assert book.bank.money == money  # type: ignore[attr-defined]


@pytest.mark.parametrize(("opponents", "level"), [(2, "easy"), (1, "hard")])
def test_a_table_of_the_banks_shows_nothing_of_theirs_before_the_showdown(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, opponents: int, level: str) -> None:
    """Three dealt in, and heads-up against hard (the solved strategy, whose chances are
    exact): nothing of theirs is drawn, said or explained before the showdown."""
    driver, _ = _setup_page(tmp_path, opponents, level)
    driver.key(pygame.K_RETURN)  # START: a game of the bank's
    driver.settle()
    table = driver.scene
    control = table.control  # type: ignore[attr-defined]
    assert not control.practice and not control.records.free
    _to_his_turn_after_theirs(driver)
    theirs = _theirs(table)
    drawn = _faces_drawn(driver, monkeypatch)
    assert not {card for cards in theirs.values() for card in cards} & drawn  # face down
    said = _said_for_cards(driver)
    assert all(cards_words(cards) not in said for cards in theirs.values())
    assert control.so_far is None  # nothing of the hand is kept for the page
    driver.key(pygame.K_h)
    assert table.log_actions.buttons == []  # type: ignore[attr-defined]
    driver.key(pygame.K_y)
    driver.settle()
    assert driver.scene is table  # no why page mid-hand


def _reasons_now(driver: Driver) -> list[object]:
    """The reasons as the why page finds them now (opened by keys, then closed)."""
    table = driver.scene
    if not table.log_open:  # type: ignore[attr-defined]
        driver.key(pygame.K_h)
    driver.key(pygame.K_y)
    driver.settle()
    why = driver.scene
    assert isinstance(why, WhyScene) and why.reasons is not None
    driver.key(pygame.K_ESCAPE)
    driver.settle()
    return list(why.reasons)


def test_a_practice_game_continued_mid_hand_opens_why_at_once(tmp_path: Path) -> None:
    """Saved mid-hand and continued, the game is still practice and Why? opens for the hand
    under way at once: the table rebuilds its note of the hand from the verified history, the
    committed order and the players as the save noted them, and finds the same reasons."""
    driver, _ = _setup_page(tmp_path)
    driver.key(pygame.K_p)
    driver.settle()
    _to_his_turn_after_theirs(driver)
    table = driver.scene
    first = table.control.so_far  # type: ignore[attr-defined]
    assert first is not None
    before = _reasons_now(driver)
    driver.app.quit()
    again, _ = session(tmp_path)
    again.click_button("holdem")
    again.step()
    again.key(pygame.K_c)  # CONTINUE
    again.settle()
    table = again.scene
    control = table.control  # type: ignore[attr-defined]
    assert control.practice and table.control.game.street.is_betting  # type: ignore[attr-defined]
    rebuilt = control.so_far
    assert rebuilt is not None and rebuilt.number == first.number
    assert rebuilt.order == first.order
    assert [line for line in rebuilt.lines if line["type"] == "ActionTaken"] == \
        [line for line in first.lines if line["type"] == "ActionTaken"]
    again.key(pygame.K_h)
    assert [b.name for b in table.log_actions.buttons] == ["why"]  # type: ignore[attr-defined]
    assert _reasons_now(again) == before


@pytest.mark.parametrize("language", ["en", "fr", "pt", "es", "de"])
def test_the_reasons_mid_hand_name_the_strategies_chances_in_every_language(
        tmp_path: Path, language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each chance the strategy gave is written on the page, in the player's language, as the
    page words a chance (``why.option``)."""
    from drawpoker import i18n
    from drawpoker.i18n import Translator
    from drawpoker.ui.whatif.words import choice_words, percent

    monkeypatch.setattr(i18n, "_current", Translator(language))
    driver, _ = session(tmp_path, language=language)
    driver.click_button("holdem")
    driver.step()
    driver.key(pygame.K_p)
    driver.settle()
    _to_his_turn_after_theirs(driver)
    driver.key(pygame.K_h)
    driver.key(pygame.K_y)
    driver.settle()
    why = driver.scene
    assert isinstance(why, WhyScene) and why.reasons
    words = " ".join(text for text, _ in why.paragraphs())
    assert t("why.so_far_all") in words
    for reason in why.reasons:
        for choice, p in reason.options:
            if p >= 0.0005:
                assert t("why.option", move=choice_words(choice), percent=percent(p)) in words
