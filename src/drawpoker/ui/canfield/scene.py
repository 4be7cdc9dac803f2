"""The Canfield table: play with the mouse (drag and drop, click then click, double click to
a foundation) or the keyboard, with undo, a hint, an automatic finish, and the money.

Keys: Space or D deals (or turns the waste over), 1-4 pick a tableau pile, R the reserve,
W the waste, F the foundations (a pile picked twice goes to its foundation), H shows a hint
and Enter plays it, U, Backspace or Ctrl+Z undo, N asks for a new deal (its price said), F1
the rules, Esc lets go of a picked pile or goes back to the title (the game is kept).

A finished game's card ("You won!", "No more moves") is put away by Enter, Esc or a click
outside it, never paid through: a new deal costs money, so it is only ever asked for (N or
the NEW DEAL button) and confirmed.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.canfield import DEAL, REDEAL, STAKE, IllegalMoveError, Move, Spot
from drawpoker.engine.canfield.piles import (
    FOUNDATIONS,
    RESERVE,
    STOCK,
    TABLEAU,
    WASTE,
    foundation_for,
)
from drawpoker.music import end_mood
from drawpoker.storage.canfield.book import CanfieldBook
from drawpoker.ui import bank_ui, shortcuts
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.canfield.aloud import aloud_of
from drawpoker.ui.canfield.buttons import buttons_for
from drawpoker.ui.canfield.cascade import Cascade
from drawpoker.ui.canfield.controller import CanfieldController
from drawpoker.ui.canfield.drawing import (
    View,
)
from drawpoker.ui.canfield.focus import focus_targets
from drawpoker.ui.canfield.layout import Layout
from drawpoker.ui.canfield.motion import advance, cascade_moved
from drawpoker.ui.canfield.paint import paint_table
from drawpoker.ui.canfield.panel import result_box
from drawpoker.ui.canfield.pointer import SOURCES, Pointer
from drawpoker.ui.canfield.refusal import refusal
from drawpoker.ui.scene import SceneName

if TYPE_CHECKING:
    from drawpoker.ui.focus_target import Target
    from drawpoker.ui.scene import Host

_PICK_KEYS = {
    pygame.K_1: TABLEAU[0], pygame.K_2: TABLEAU[1], pygame.K_3: TABLEAU[2], pygame.K_4: TABLEAU[3],
    pygame.K_KP1: TABLEAU[0], pygame.K_KP2: TABLEAU[1], pygame.K_KP3: TABLEAU[2],
    pygame.K_KP4: TABLEAU[3],
}
#: The piles picked by the player's keys (``keymap``: R, W and F unless moved).
_PICK_ACTIONS = {"canfield_reserve": RESERVE, "canfield_waste": WASTE,
                 "canfield_foundation": FOUNDATIONS[0]}


class CanfieldScene(ButtonScene):
    """One game after another, paid from the player's bank: the input, the pointer, the
    animations and the drawing; the game, its money and its save are the controller's."""

    def __init__(self, app: Host, book: CanfieldBook | None = None,
                 seeds: Iterator[int] | None = None) -> None:
        super().__init__(app)
        if book is None:
            book = CanfieldBook.default(bank_ui.bank_for(app))
        else:  # a book of its own (tests, screenshots): the app shares its bank
            bank_ui.use_bank(app, book.purse)
        self.control = CanfieldController(book, seeds, on_played=self._played,
                                          on_settled=self._settled)
        book.on_step = aloud_of(self).stepped  # a move said before its saves, not after
        self.view = View()
        self.time = 0.0
        self.pointer = Pointer(self)
        self.finish_wait = 0.0
        #: The won game's cards bouncing off the table (a click or a key ends it).
        self.cascade: Cascade | None = None
        self._swallow_release = False
        #: The finished game's card is on the table (put away by Enter, Esc or a click).
        self.result_open = False

    @property
    def layout(self) -> Layout:
        return Layout.for_size(self.app.size)

    # --- the game's life ---------------------------------------------------------------

    def enter(self) -> None:
        dealt = self.control.open()
        self._build()
        if not dealt:
            self.get_money()

    def exit(self) -> None:
        self.control.save()

    def resume(self) -> None:
        self._build()

    def new_deal(self, code_seed: int | None = None) -> None:
        """Pay the stake and deal, or say that the bank cannot pay and ask the pawnshop;
        ``code_seed``: a deal code's, dealt for no money (``code_deal``)."""
        self.cascade = None
        self.view = View()
        self.result_open = False
        dealt = self.control.new_deal(code_seed)
        self._build()
        if not dealt:
            self.get_money()

    def get_money(self) -> None:
        """The bank cannot pay a deal: the pawnshop's question, then the deal after a yes."""
        bank_ui.ask_for_money(self.app, STAKE, self.new_deal)

    def ask_new_deal(self) -> None:
        """A new deal costs the stake: always asked, the price said, and a game in progress
        given up only after a yes."""
        game = self.control.game
        giving_up = self.control.result is None and game is not None and bool(game.move_stack)
        self.app.go(SceneName.CONFIRM,
                    question_key="canfield.confirm_new" if giving_up else "canfield.confirm_pay",
                    question_args={"price": bank_ui.money(STAKE)},
                    confirm_key="canfield.new_deal", on_confirm=self.new_deal)

    def close_result(self) -> None:
        """Put the finished game's card away: the cards stay on the table, nothing is paid."""
        self.result_open = False
        self.skip_cascade()
        self._build()

    def to_title(self) -> None:
        self.app.pop()

    def _played(self, move: Move) -> None:
        # A card to a foundation is paid for: its chips are heard over the card.
        self.app.sounds.play("deal" if move in (DEAL, REDEAL) else "flip")
        if move.to_foundation:
            self.app.sounds.play("chips")
        self.view.selected = self.view.hint = None

    def _settled(self, won: bool, net: int) -> None:
        """The game's end, heard from the controller: its sound, the cascade of a win."""
        self.app.sounds.play("fanfare" if won else "lose")
        self.app.sounds.music(end_mood(won))
        game = self.control.finished_game
        if won and game is not None and self.app.settings.speed_factor > 0:
            self.cascade = Cascade(game, self.layout, self.app.settings.four_colour)
        self.result_open = True
        self.view.selected = self.view.hint = None
        self._build()

    # --- moves ----------------------------------------------------------------------------

    def play(self, move: Move) -> bool:
        """The controller plays it; a refusal is said in the player's language."""
        game = self.control.game
        if game is None or self.control.busy:
            return False
        try:
            played = self.control.play(move)
        except IllegalMoveError:  # the engine's reason is for programmers: the rule, told
            self.control.message = refusal(game, move)
            played = False
        if not played:
            self.view.selected = None
            return False
        self._build()
        return True

    def deal(self) -> None:
        move = self.control.deal_move()
        if move is not None:
            self.play(move)

    def undo(self) -> None:
        if self.control.undo():
            self.view.selected = self.view.hint = None
            self._build()

    def show_hint(self) -> None:
        if self.control.busy:
            return
        self.view.selected = None
        self.view.hint = self.control.hint()

    def play_hint(self) -> None:
        if self.view.hint is None:
            self.show_hint()
        elif self.play(self.view.hint):
            self.view.hint = None

    def to_foundation(self, spot: Spot) -> bool:
        game = self.control.game
        card = game.top(spot) if game is not None else None
        return card is not None and self.play(Move(spot, foundation_for(card)))

    def pick(self, spot: Spot) -> None:
        """Choose a pile (click or key): first the source, then where it goes."""
        game = self.control.game
        if game is None or self.control.busy:
            return
        self.view.hint = None
        selected = self.view.selected
        if spot == STOCK:
            self.view.selected = None
            self.deal()
            return
        if selected is None:
            if spot in SOURCES and game.pile(spot):
                self.view.selected = spot
            return
        if spot == selected:
            self.to_foundation(spot)
            return
        card = game.top(selected)
        target = foundation_for(card) if spot in FOUNDATIONS and card is not None else spot
        if game.is_legal(Move(selected, target)):
            self.play(Move(selected, target))
        elif spot in SOURCES and game.pile(spot):
            self.view.selected = spot
        else:
            self.play(Move(selected, target))  # refused: says so

    # --- events ---------------------------------------------------------------------------

    def _build(self) -> None:
        self.buttons = buttons_for(self, self.control.model())

    def skip_cascade(self) -> None:
        """The player has seen enough: the table and its result at once."""
        self.cascade = None
        self.view.gone = {}

    def handle_event(self, event: pygame.event.Event) -> None:
        if aloud_of(self).handle_event(event):
            return  # a status key, answered aloud (speech off: not one)
        if self.cascade is not None and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.skip_cascade()  # the key or click only ends the cascade
            self._swallow_release = event.type == pygame.MOUSEBUTTONDOWN
            return
        if event.type == pygame.MOUSEBUTTONUP and self._swallow_release:
            self._swallow_release = False  # the skipping click's release presses nothing
            return
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        if self.press(event):
            return
        if (self.result_open and event.type == pygame.MOUSEBUTTONDOWN
                and getattr(event, "button", 1) == 1
                and not result_box(self.layout).collidepoint(event.pos)):
            self.close_result()  # a click beside the card puts it away
            self._swallow_release = True
            return
        refused = self.pointer.handle(event)
        if refused:  # the dragged cards snap back, and why is said
            self.control.message = refused

    def focus_targets(self) -> list[Target]:
        return focus_targets(self)

    def open_help(self) -> None:
        self.app.go(SceneName.CANFIELD_HELP)

    def _key(self, event: pygame.event.Event) -> bool:
        """Keys that are not a button's; True when used."""
        ctrl = bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
        if event.key == pygame.K_z and ctrl:
            self.undo()
            return True
        if event.key == pygame.K_ESCAPE and self.view.selected is not None:
            self.view.selected = None
            return True
        settled, game = self.control.result is not None, self.control.game
        if event.key == pygame.K_ESCAPE and not settled and game is not None:
            self.to_title()
            return True
        if settled or game is None:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.play_hint()
            return True
        spot = _PICK_KEYS.get(event.key) or next(
            (pile for name, pile in _PICK_ACTIONS.items() if shortcuts.pressed(name, event)), None)
        if spot is not None and not ctrl:
            self.pick(spot)
            return True
        return False

    # --- time and drawing -----------------------------------------------------------------

    def is_animating(self) -> bool:
        return bool(self.control.finishing) or any(not f.done for f in self.view.flights) \
            or self.cascade is not None

    def update(self, dt: float) -> None:
        self.time += dt
        if self.control.finished_game is None:  # the end's music stays until the next deal
            self.app.sounds.music("calm")
        self.cascade = cascade_moved(self, dt)
        self.finish_wait = advance(self, dt, self.finish_wait)
        aloud_of(self).poll()  # the deal, each move and the money, said (speech off: nothing)

    def draw(self, surface: pygame.Surface) -> None:
        self.view.four_colour = self.app.settings.four_colour  # the settings may have changed
        self.view.back = self.app.settings.card_back
        paint_table(surface, self, self.control.model())
