"""Hold'em tables in reproducible states for screenshots and tests: a fixed deck order, fixed
names and computer players that play a fixed line (never the AI, whose choices may change).

``flop``: six players at the flop, bets in front of some of them. ``showdown``: six players, a
showdown whose main pot is split between two players holding the same straight. ``pawn``: six
players with $10 each all in against the player's aces; the five broke ones pawn an item, and
one of them says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from drawpoker.ai.player import Observer
from drawpoker.engine.core.cards import Card, parse_cards
from drawpoker.engine.holdem import (
    Call,
    Check,
    HoldemAction,
    HoldemActionKind,
    HoldemView,
    Raise,
    Street,
)
from drawpoker.ui import characters
from drawpoker.ui.holdem.seats import Seating

if TYPE_CHECKING:
    from drawpoker.ui.holdem.scene import HoldemTableScene
    from drawpoker.ui.scene import Host

STATES = ("flop", "showdown", "pawn")
NAMES = ("", "Ada", "Carmen", "Elsa", "Greta", "Ines")
#: The deck, top first: two cards each clockwise from the dealer's left (seat 1 .. 5, then 0),
#: twice, then the board. Seats 0 and 3 both hold a ten and end with the same straight.
_HOLE = {0: "Th 2c", 1: "Ks Kd", 2: "9s 4d", 3: "Td 3h", 4: "Ah 7c", 5: "Qc Qh"}
_BOARD = "6c 7s 8d 9h Js"
_DEALT = (1, 2, 3, 4, 5, 0)


#: The pawn: the player's aces hold up against everyone all in.
_PAWN_HOLE = {0: "As Ad", 1: "7c 2d", 2: "8c 3d", 3: "9c 4d", 4: "Tc 5h", 5: "Jc 6h"}
_PAWN_BOARD = "Ks Qh 5c 4s 3h"


def deck_order(hole: dict[int, str] | None = None, board: str = _BOARD) -> list[Card]:
    holes = {seat: parse_cards(cards) for seat, cards in (hole or _HOLE).items()}
    order = [holes[seat][0] for seat in _DEALT] + [holes[seat][1] for seat in _DEALT]
    order += parse_cards(board)
    rest = [card for card in _full_deck() if card not in order]
    return order + rest


def _full_deck() -> list[Card]:
    from drawpoker.engine.core.cards import full_deck

    return list(full_deck(52))


def orders(hand: int) -> Sequence[Card] | None:
    return deck_order() if hand == 1 else None


def seating(theme: str, themes: Sequence[str]) -> Seating:
    """Five of the roster's characters in its order (the names file's without a roster)."""
    others = [t for t in themes if t != theme] or [theme]
    looks = tuple((theme, others[0])[n % 2] for n in range(5))
    roster = characters.characters()[:5]
    if len(roster) == 5:
        return Seating(("", *(c.name for c in roster)), ("", *looks), "normal",
                       ("", *(c.id for c in roster)))
    return Seating(NAMES, ("", *looks), "normal")


class ScriptedPlayer(Observer):
    """Calls or checks; raises once pre-flop when ``raiser`` (so the flop has a raised pot)."""

    def __init__(self, raiser: bool = False) -> None:
        self.raiser = raiser

    def choose(self, view: HoldemView) -> HoldemAction:
        kinds = view.legal_kinds()
        if self.raiser and HoldemActionKind.RAISE in kinds and view.raises_this_round == 0:
            return Raise()
        if HoldemActionKind.CHECK in kinds:
            return Check()
        return Call()


def stage(app: Host, state: str) -> HoldemTableScene:
    """A six-seat table pushed on ``app`` and played forward to ``state`` (see STATES)."""
    from typing import cast

    from drawpoker.ui.scene import SceneName

    if state not in STATES:
        raise ValueError(f"unknown hold'em state {state!r}; known: {', '.join(STATES)}")
    themes = _theme_ids()
    if state == "pawn":
        return _pawn(app, seating(app.settings.theme, themes))
    scene = cast("HoldemTableScene", app.build(
        SceneName.HOLDEM_TABLE, opponents=5, seed=0, deck_orders=orders,
        seating=seating(app.settings.theme, themes)))
    scene.control.players = {seat: ScriptedPlayer(raiser=seat == 3) for seat in range(1, 6)}
    app.push(scene)
    game = scene.control.game
    scene.advance()
    while game.street is Street.PREFLOP or (state == "showdown" and game.street.is_betting):
        kinds = {legal.kind for legal in game.legal_actions()}
        scene.act(Check() if HoldemActionKind.CHECK in kinds else Call())
        scene.advance()
    scene.timeline.finish_all()  # every movement over: the table as it rests
    if state == "flop":  # the greeting of the first deal has long worn off by the flop
        scene.shown.speech = None
    scene.update(0.0)
    return scene


def _theme_ids() -> list[str]:
    from drawpoker.themes import discover_themes

    return [theme.id for theme in discover_themes()]


def _pawn(app: Host, seats: Seating) -> HoldemTableScene:
    """Everyone all in with $10 against the player's aces: five pawn, one says so."""
    from typing import cast

    from drawpoker.engine.holdem import HoldemGame, HoldemRules
    from drawpoker.ui.scene import SceneName

    game = HoldemGame(HoldemRules(players=6, starting_money=10), seed=0)
    order = deck_order(_PAWN_HOLE, _PAWN_BOARD)
    scene = cast("HoldemTableScene", app.build(
        SceneName.HOLDEM_TABLE, game=game, seed=0, seating=seats,
        deck_orders=lambda hand: order if hand == 1 else None))
    scene.control.players = {seat: ScriptedPlayer() for seat in range(1, 6)}
    app.push(scene)
    scene.advance()
    while game.street.is_betting and game.to_act == 0:
        kinds = {legal.kind for legal in game.legal_actions()}
        scene.act(Raise() if HoldemActionKind.RAISE in kinds else
                  Call() if HoldemActionKind.CALL in kinds else Check())
        scene.advance()
    scene.timeline.finish_all()
    scene.update(0.0)
    return scene
