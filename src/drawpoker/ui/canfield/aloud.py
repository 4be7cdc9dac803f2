"""What the Canfield table says aloud, for a player who does not see it (issue 36).

Followed from the game every frame (``poll``, from the scene's update), never from the
pixels: a new deal and its layout, each move with the cards it moved and where they went
(an undo too), the pile picked, the hint, the table's messages (a refusal, the pass fee), the
end of a game with its money. The piles are read on request: the status keys (the same
letters as at the poker tables) read every pile (A), the progress (V), the money (P), the
bank and its items (S), the last move (O) and the last line again (E); the focus says the
pile it comes to.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.canfield import DEAL, REDEAL, Canfield, Move, Spot
from drawpoker.engine.canfield.game import Position
from drawpoker.engine.canfield.piles import FOUNDATIONS, RESERVE, STOCK, TABLEAU, WASTE, Area
from drawpoker.engine.core.cards import SUIT_CHARS, Card
from drawpoker.i18n import t
from drawpoker.speech import NullSpeaker, Priority, Speaker
from drawpoker.ui import page_words, speech_hub, status_keys
from drawpoker.ui.canfield.drawing import plain_money, signed_money
from drawpoker.ui.hand_names import sentence
from drawpoker.ui.spoken_cards import card_words, cards_words
from drawpoker.ui.weak_scene import HeldWeakly

if TYPE_CHECKING:
    from drawpoker.ui.canfield.table_view import CanfieldTable

log = logging.getLogger(__name__)

K = "aloud.canfield"
#: Every pile in the order the table is read: the stock, the waste, the reserve, the
#: foundations, the tableau.
PILES: tuple[Spot, ...] = (STOCK, WASTE, RESERVE, *FOUNDATIONS, *TABLEAU)


def pile_name(spot: Spot) -> str:
    if spot.area is Area.TABLEAU:
        return t(f"{K}.pile.tableau", number=spot.index + 1)
    if spot.area is Area.FOUNDATION:
        return t(f"{K}.pile.foundation", suit=t(f"aloud.suit.{SUIT_CHARS[spot.index]}"))
    return t(f"{K}.pile.{spot.area.name.lower()}")


def pile_words(game: Canfield, spot: Spot) -> str:
    """One pile as the player asks for it: the tableau's every card (they all lie face up),
    the others' top card and how many lie there."""
    cards = game.pile(spot)
    name = sentence(pile_name(spot))
    if not cards:
        return t(f"{K}.empty", pile=name)
    if spot.area is Area.TABLEAU:
        return t(f"{K}.tableau_cards", pile=name, cards=cards_words(cards))
    if spot == STOCK:
        return t(f"{K}.stock", count=len(cards))
    return t(f"{K}.top", pile=name, card=card_words(cards[-1]), count=len(cards))


def _cards_of(position: Position, spot: Spot) -> tuple[Card, ...]:
    if spot.area is Area.TABLEAU:
        return position.tableau[spot.index]
    if spot.area is Area.FOUNDATION:
        return position.foundations[spot.index]
    return {Area.STOCK: position.stock, Area.WASTE: position.waste,
            Area.RESERVE: position.reserve}[spot.area]


class CanfieldAloud(HeldWeakly["CanfieldTable"]):
    """The Canfield table's spoken lines, followed from the game once a frame."""

    def __init__(self, scene: CanfieldTable) -> None:
        super().__init__(scene)  # weakly: kept in a weak-keyed table by its scene
        self.last_line = ""
        self.last_move = ""
        self._game: Canfield | None = None
        self._position: Position | None = None
        self._steps = self._moves = 0
        self._seen: tuple[object, ...] = ()
        self._failed = False
        #: ↓ and ↑ through the result card.
        self.reader = page_words.PieceReader()

    @property
    def speaker(self) -> Speaker:
        return speech_hub.speaker_for(self.scene.app)

    @property
    def on(self) -> bool:
        return not isinstance(self.speaker, NullSpeaker)

    @property
    def full(self) -> bool:
        return speech_hub.verbosity(self.scene.app) == "full"

    def say(self, text: str, interrupt: bool = False,
            priority: Priority = Priority.NORMAL) -> None:
        if text:
            self.last_line = text
            self.speaker.say(text, interrupt, priority)

    def _guarded(self, what: str, job: Callable[[], object]) -> None:
        try:
            job()
        except Exception as exc:
            if not self._failed:
                self._failed = True
                log.warning("speech: the Canfield table's %s failed: %s", what, exc,
                            exc_info=True)

    # ------------------------------------------------------------------ every frame
    def poll(self) -> None:
        if self.on:
            self._guarded("lines", self._poll)

    def _poll(self) -> None:
        scene = self.scene
        model = scene.control.model()
        game = model.table_game()
        if game is not self._game:  # a new deal (or the first look at the table)
            self._game = game
            self._steps = game.steps if game is not None else 0
            self._moves = len(game.move_stack) if game is not None else 0
            self._position = game.position() if game is not None else None
            if game is not None and model.result is None:
                number = scene.control.table_number()
                self.say(t(f"{K}.dealt", number=number), interrupt=True)
                self.say(self.table_words())
        elif game is not None and game.steps != self._steps:
            self._moved(game)
        view = scene.view
        seen = (view.selected, view.hint, model.message, model.result)
        if seen == self._seen:
            return
        before, self._seen = self._seen, seen
        old = before if before else (None, None, "", None)
        if view.selected is not None and view.selected != old[0] and game is not None:
            self.say(t(f"{K}.picked", pile=pile_words(game, view.selected)),
                     interrupt=True, priority=Priority.HIGH)
        if view.hint is not None and view.hint != old[1]:
            self.say(t(f"{K}.hint", move=self.move_words(view.hint)), interrupt=True,
                     priority=Priority.HIGH)
        elif model.message and model.message != old[2]:
            self.say(model.message, priority=Priority.HIGH)
        if model.result is not None and model.result != old[3]:
            won, net = model.result
            self.say(page_words._joined(  # each part its sentence ("No more moves. ...")
                t("canfield.won" if won else "canfield.stuck"),
                t("canfield.result_net", amount=signed_money(net)),
                t("canfield.result_bank", amount=plain_money(model.book.bank)),
                t("aloud.ui.sections", count=len(self.result_pieces()))),
                priority=Priority.HIGH)

    def stepped(self) -> None:
        """The book has just made a move or an undo, and is about to write it: the move is
        said now, not after the game's and the bank's saves (the next frame's poll then finds
        nothing new). A new deal is left to the poll."""
        if self.on:
            self._guarded("lines", self._stepped)

    def _stepped(self) -> None:
        game = self.scene.control.table_game()
        if game is not None and game is self._game and game.steps != self._steps:
            self._moved(game)

    def _moved(self, game: Canfield) -> None:
        """The game took a step: the move said with the cards it moved (an undo too)."""
        before = self._position
        undone = len(game.move_stack) < self._moves
        self._steps, self._moves = game.steps, len(game.move_stack)
        self._position = game.position()
        if before is None:
            return
        if undone:
            self.last_move = t(f"{K}.undone")
        elif game.move_stack:
            self.last_move = self._step_words(game, before, game.move_stack[-1])
        if self.scene.control.finishing:  # the certain win going home: said once, by its message
            return
        line = self.last_move
        if self.full:
            line += " " + t(f"{K}.progress", count=game.foundation_cards,
                            net=signed_money(game.net))
        self.say(line, interrupt=True)

    def _step_words(self, game: Canfield, before: Position, move: Move) -> str:
        if move == DEAL:
            return t(f"{K}.dealt_three", card=card_words(game.waste[-1]),
                     count=len(game.stock)) if game.waste else ""
        if move == REDEAL:
            return t(f"{K}.turned", passes=game.passes)
        moved = game.pile(move.target)[len(_cards_of(before, move.target)):]
        onto = _cards_of(before, move.target)
        words = sentence(t(f"{K}.moved", cards=cards_words(moved),
                           source=pile_name(move.source), target=pile_name(move.target)))
        if onto and move.target.area is Area.TABLEAU:
            words += " " + t(f"{K}.onto", card=card_words(onto[-1]))
        shown = game.top(move.source)
        if move.source in (RESERVE, WASTE) and shown is not None:
            words += " " + t(f"{K}.now_top", pile=sentence(pile_name(move.source)),
                             card=card_words(shown))
        return words

    def move_words(self, move: Move) -> str:
        """A move the hint suggests, in words."""
        game = self.scene.control.game
        if move == DEAL:
            return t("canfield.hint_deal")
        if move == REDEAL:
            return t("canfield.hint_turn")
        card = game.top(move.source) if game is not None else None
        if card is not None and move.source.area is Area.TABLEAU and game is not None:
            card = game.pile(move.source)[0]  # a tableau pile moves whole
        return t(f"{K}.move", card=card_words(card) if card else "",
                 source=pile_name(move.source), target=pile_name(move.target))

    # ------------------------------------------------------------------ on request
    def table_words(self) -> str:
        game = self.scene.control.table_game()
        if game is None:
            return t(f"{K}.no_game")
        return " ".join(pile_words(game, spot) for spot in PILES)

    def result_pieces(self) -> list[str]:
        """The result card a piece at a time (↓ and ↑): won or stuck with the cards home and
        the passes, this game's money, the bank, the statistics, the card's buttons."""
        scene, model = self.scene, self.scene.control.model()
        game = model.table_game()
        if model.result is None:
            return []
        won, net = model.result
        head = t("canfield.won" if won else "canfield.stuck")
        if game is not None:
            head = page_words._joined(head, t("canfield.progress", passes=game.passes,
                                              count=game.foundation_cards))
        stats = model.book.stats
        best = "\u2014" if stats.best_net is None else signed_money(stats.best_net)
        return [head, t("canfield.result_net", amount=signed_money(net)),
                t("canfield.result_bank", amount=plain_money(model.book.bank)),
                t("canfield.stats_line", games=stats.games, won=stats.won, best=best),
                t("canfield.stats_total", total=signed_money(stats.total_net)),
                *(page_words.button_words(b) for b in scene.buttons if b.enabled)]

    def handle_event(self, event: pygame.event.Event) -> bool:
        scene, result = self.scene, self.scene.control.result
        if self.on and result is not None and scene.result_open and scene.cascade is None:
            piece = self.reader.step(event, self.result_pieces(), result)
            if piece is not None:  # the result card read a piece at a time
                self.say(piece, interrupt=True, priority=Priority.HIGH)
                return True
        question = status_keys.asked(event)
        if question is None or not self.on:
            return False
        self._guarded("answer", lambda: self._answer(question))
        return True

    def _answer(self, question: str) -> None:
        game = self.scene.control.table_game()
        answers: dict[str, Callable[[], str]] = {
            "cards": self.table_words,
            "value": lambda: t("canfield.progress", passes=game.passes,
                               count=game.foundation_cards) if game else t(f"{K}.no_game"),
            "pot": self.money_words,
            "stacks": self.bank_words,
            "last": lambda: self.last_move or t("aloud.last_none"),
            "repeat": lambda: self.last_line or t("aloud.last_none"),
        }
        self.say(answers[question](), interrupt=True, priority=Priority.HIGH)

    def money_words(self) -> str:
        control = self.scene.control
        game = control.table_game()
        net = game.net if game is not None else 0
        return t(f"{K}.money", net=signed_money(net), bank=plain_money(control.book.bank))

    def bank_words(self) -> str:
        bank = self.scene.control.book.purse.bank
        away = [t("aloud.item", item=t(f"bank.item.{item.id}"),
                  state=t(f"forfeit.state.{state.value}"))
                for item, state in zip(bank.items, bank.states, strict=True)
                if state.value != "worn"]
        words = t(f"{K}.bank", bank=plain_money(bank.money))
        return f"{words} {t('aloud.items_away', items=', '.join(away))}." if away else words


_VOICES: weakref.WeakKeyDictionary[CanfieldTable, CanfieldAloud] = weakref.WeakKeyDictionary()


def aloud_of(scene: CanfieldTable) -> CanfieldAloud:
    voice = _VOICES.get(scene)
    if voice is None:
        voice = _VOICES[scene] = CanfieldAloud(scene)
    return voice


page_words.register("CanfieldScene", page_words.PageWords(
    lambda s: t("canfield.title"), table=True))
