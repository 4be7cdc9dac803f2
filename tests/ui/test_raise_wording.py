"""A raise reads as the total it makes, "raises to $40", wherever it is shown (issue 40): the
log, the plates' badges, the prompt and her lines, live and after a continue, in draw and in
hold'em, and the same way in every language. "Raises $30" for a raise to $40 misled a player:
the engine counts what a raise pays or adds, the table says where it takes the bet."""

from __future__ import annotations

import re

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker import paths
from drawpoker.engine.draw import (
    Action,
    ActionKind,
    Bet,
    Call,
    Discard,
    PlayerView,
    Raise,
    Rules,
)
from drawpoker.engine.draw.actions import DISCARD
from drawpoker.engine.holdem import HoldemActionKind, HoldemRules, action_of_kind
from drawpoker.engine.holdem.events import ActionTaken as HoldemActionTaken
from drawpoker.engine.holdem.game import HoldemGame
from drawpoker.i18n import fill, read_language
from drawpoker.ui.draw.log_lines import RoundBets, deal_so_far
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import STRONG, WEAK, Observer, stacked_order
from drawpoker.ui.holdem.log_lines import HandLog, LogLine, resumed_log, street_total

LANGUAGES = ["en", "fr", "pt", "es", "de"]
#: Every text that shows a raise's amount.
RAISE_KEYS = ["draw.table.prompt.facing_raise", "draw.table.prompt.facing_raise_2",
              "draw.table.log.you_raise",
              "draw.table.log.she_raises", "holdem.did.raise", "holdem.log.raise.you",
              "holdem.log.raise.them", "speech.raise.1", "speech.raise.2", "speech.raise.3"]
#: How each language says "to" a total in the log, badge and prompt (the speech is freer).
RAISED_TO = {"en": r"\bto\b", "fr": r"\bà\b", "pt": r"\bpara\b", "es": r"\ba\b",
             "de": r"\bauf\b"}
#: The old wordings: by so much, so much more, "$30 in".
ADDED = {"en": r"\bby\b|\bmore\b|\bin\.", "fr": r"\bde\b|\bplus\b|misés",
         "pt": r"\bem\b|\bmais\b|põe", "es": r"más|otros|pone", "de": r"\bum\b|noch|gesetzt"}


def _texts(code: str) -> dict[str, str]:
    return read_language(code, paths.lang_dir()).texts


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_language_says_raises_to(code: str) -> None:
    texts = _texts(code)
    for key in RAISE_KEYS:
        text = fill(texts[key], {"amount": 40, "name": "Ada"})
        assert "40" in text, (key, text)
        assert not re.search(ADDED[code], text), (key, text)
        if not key.startswith("speech."):
            assert re.search(RAISED_TO[code], text), (key, text)


# --------------------------------------------------------------------------- hold'em


def _words(lines: list[LogLine]) -> list[str]:
    return [line.text(lambda seat: f"P{seat}" if seat else "You", lambda s, i: "")
            for line in lines]


def test_holdem_raises_are_logged_as_the_total_the_engine_holds() -> None:
    """Raises and re-raises before and after the flop, the blinds counted: every "raises to"
    is the seat's bet of the round as the engine has it, on the badge too, and a hand continued
    from a save logs exactly the same lines."""
    game = HoldemGame(HoldemRules(players=3), seed=4)
    log = HandLog()
    lines: list[LogLine] = []
    for event in game.start_hand():
        lines += log.lines(event, game.board)
    raises = 0
    while game.to_act is not None and len(game.board) < 5:
        seat = game.to_act
        kinds = [legal.kind for legal in game.legal_actions()]
        kind = "raise" if "raise" in kinds else "call" if "call" in kinds else "check"
        events = game.act(action_of_kind(kind))
        view = game.view(0)
        for event in events:
            new = log.lines(event, game.board)
            lines += new
            if isinstance(event, HoldemActionTaken) and new[0].key == "holdem.log.raise":
                raises += 1
                assert event.action.kind is HoldemActionKind.RAISE
                assert new[0].args["amount"] == view.bets[seat]
                assert street_total(view, seat, event.street) == view.bets[seat]
        if game.to_act is not None:
            assert _words(resumed_log(game.view(0))[0]) == _words(
                [lines[0], *(line for line in lines if line.key.startswith(
                    ("holdem.log.raise", "holdem.log.bet", "holdem.log.call",
                     "holdem.log.check", "holdem.log.fold", "holdem.log.all_in")))])
    assert raises >= 4
    said = _words(lines)
    assert any(re.fullmatch(r"P\d raises to \$\d+\.|You raise to \$\d+\.", s) for s in said)


def test_a_reraise_after_the_flop_counts_the_whole_round() -> None:
    """Ada bets $10, Nadia raises to $20, Ada re-raises: she put in $20 more, to $30."""
    from drawpoker.engine.core.cards import parse_cards
    from drawpoker.engine.holdem import BlindPosted, BoardDealt, HandStarted, Raise, Street

    log = HandLog()
    said = _words(log.lines(HandStarted(1, 0, 1, 2, 10, (1, 2, 0), "0" * 64), ()))
    said += _words(log.lines(BlindPosted(1, 5, False), ()))
    said += _words(log.lines(BlindPosted(2, 10, True), ()))
    said += _words(log.lines(HoldemActionTaken(0, Raise(), 20, Street.PREFLOP, False), ()))
    said += _words(log.lines(HoldemActionTaken(1, Raise(), 25, Street.PREFLOP, False), ()))
    said += _words(log.lines(BoardDealt(Street.FLOP, tuple(parse_cards("2c 7d Kh"))), ()))
    said += _words(log.lines(HoldemActionTaken(1, Raise(), 10, Street.FLOP, False), ()))
    said += _words(log.lines(HoldemActionTaken(2, Raise(), 20, Street.FLOP, False), ()))
    said += _words(log.lines(HoldemActionTaken(1, Raise(), 20, Street.FLOP, False), ()))
    assert said[3:] == ["You raise to $20.", "P1 raises to $30.", "Flop: 2♣ 7♦ K♥",
                        "P1 bets $10.", "P2 raises to $20.", "P1 raises to $30."]


# --------------------------------------------------------------------------- draw


class RaisingOpponent(Observer):
    """Raises by the least she may whenever she may, else bets the least or calls."""

    def choose(self, view: PlayerView) -> Action:
        legal = {action.kind: action for action in view.legal_actions}
        if DISCARD in legal:
            return Discard(())
        if ActionKind.RAISE in legal:
            return Raise(legal[ActionKind.RAISE].min_amount)
        if ActionKind.BET in legal:
            return Bet(legal[ActionKind.BET].min_amount)
        return Call()


def _table() -> Driver:
    rules = Rules()
    app = make_app(rules, speed="fast")
    table = TableScene(app, opponent=RaisingOpponent(), seed=2,  # type: ignore[arg-type]
                       deal_orders=lambda n: stacked_order(rules, STRONG, WEAK, n))
    table.live_clock = False
    app.push(table)
    driver = Driver(app)
    driver.settle()
    return driver


def test_draw_says_raises_to_in_the_log_prompt_and_her_line() -> None:
    d = _table()
    table = d.table
    match = table.control.match
    after_ante = match.stacks
    d.key(pygame.K_b)  # the player bets; she raises by the least
    d.settle()
    her_total = after_ante[1] - match.stacks[1]
    mine = after_ante[0] - match.stacks[0]
    assert her_total > mine > 0
    log = [line.text() for line in table.board.history]
    assert f"She raises to ${her_total}." in log, log
    assert table.prompt is not None and table.prompt.text().startswith(
        f"She raises to ${her_total}. "), table.prompt.text()
    speech = table.board.speech
    assert speech is not None and speech.key.startswith("speech.raise.")
    assert speech.args["amount"] == her_total
    d.key(pygame.K_r)  # the player re-raises
    d.settle()
    log = [line.text() for line in table.board.history]
    mine = after_ante[0] - match.stacks[0]
    assert f"You raise to ${mine}." in log, log
    # A match continued here logs the same lines (the deal so far, from the view).
    assert [line.text() for line in deal_so_far(match.view(0))] == log
    assert RoundBets.of(match.view(0).actions).put == {
        seat: after_ante[seat] - match.stacks[seat] for seat in (0, 1)}
