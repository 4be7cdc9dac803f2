"""The Canfield table: play with the mouse (drag and drop, click then click, double click to
a foundation) or the keyboard, with undo, a hint, an automatic finish, and the money.

Keys: Space or D deals (or turns the waste over), 1-4 pick a tableau pile, R the reserve,
W the waste, F the foundations (a pile picked twice goes to its foundation), H shows a hint
and Enter plays it, U, Backspace or Ctrl+Z undo, N starts a new deal, F1 the rules,
Esc lets go of a picked pile or goes back to the title (the game is kept).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.canfield import DEAL, REDEAL, STAKE, Canfield, Move, Spot, hint
from drawpoker.engine.canfield.piles import (
    FOUNDATIONS,
    RESERVE,
    STOCK,
    TABLEAU,
    WASTE,
    foundation_for,
)
from drawpoker.i18n import t
from drawpoker.storage.canfield.book import CanfieldBook, NoPassMoney
from drawpoker.ui import bank_ui, felt, style, text
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.canfield import panel
from drawpoker.ui.canfield.buttons import buttons_for
from drawpoker.ui.canfield.cascade import Cascade
from drawpoker.ui.canfield.drawing import (
    Flight,
    View,
    draw_marks,
    draw_moving,
    draw_piles,
)
from drawpoker.ui.canfield.layout import Layout
from drawpoker.ui.canfield.pointer import SOURCES, Pointer
from drawpoker.ui.canfield.refusal import refusal
from drawpoker.ui.scene import SceneName
from drawpoker.ui.widgets import layout_column, layout_row

if TYPE_CHECKING:
    from drawpoker.ui.app import App

FINISH_STEP_S = 0.09
FLIGHT_S = 0.22
_PICK_KEYS = {
    pygame.K_1: TABLEAU[0], pygame.K_2: TABLEAU[1], pygame.K_3: TABLEAU[2], pygame.K_4: TABLEAU[3],
    pygame.K_KP1: TABLEAU[0], pygame.K_KP2: TABLEAU[1], pygame.K_KP3: TABLEAU[2],
    pygame.K_KP4: TABLEAU[3], pygame.K_r: RESERVE, pygame.K_w: WASTE, pygame.K_f: FOUNDATIONS[0],
}


class CanfieldScene(ButtonScene):
    """One game after another, paid from the player's bank (see storage.canfield_book)."""

    def __init__(self, app: App, book: CanfieldBook | None = None,
                 seeds: Iterator[int] | None = None) -> None:
        super().__init__(app)
        if book is None:
            book = CanfieldBook.default(bank_ui.bank_for(app))
        else:  # a book of its own (tests, screenshots): the app shares its bank
            bank_ui.use_bank(app, book.purse)
        self.book = book
        self.seeds = seeds
        self.view = View()
        self.message = ""
        self.time = 0.0
        self.pointer = Pointer(self)
        self.finishing: list[Move] = []
        self.finish_wait = 0.0
        self.result: tuple[bool, int] | None = None
        #: The game just won or stuck, left on the table under its result until the next deal.
        self.finished_game: Canfield | None = None
        #: The won game's cards bouncing off the table (a click or a key ends it).
        self.cascade: Cascade | None = None
        self._swallow_release = False

    # --- the game's life ---------------------------------------------------------------

    @property
    def game(self) -> Canfield | None:
        return self.book.game

    @property
    def layout(self) -> Layout:
        return Layout.for_size(self.app.size)

    def enter(self) -> None:
        if self.book.problem:
            self.message = t("canfield.file_refused")
        if self.book.game is None:
            self.new_deal()
        else:
            self._look_ahead()  # a saved game whose win is already certain finishes now
        self._build()

    def exit(self) -> None:
        self._save()

    def resume(self) -> None:
        self._build()

    def _save(self) -> None:
        if not self.book.save():
            self.message = t("canfield.write_failed")

    def _next_seed(self) -> int:
        if self.seeds is not None:
            return next(self.seeds)
        return random.randrange(1, 10**9)

    def new_deal(self) -> None:
        """Pay the stake and deal, or say that the bank cannot pay."""
        self.result = None
        self.finished_game = None
        self.cascade = None
        self.finishing = []
        self.view = View()
        if self.book.game is not None:
            self.book.finish()  # given up: it counts with the money made so far
            self._buy_back()
        if self.book.can_afford:
            self.book.start(self._next_seed())
            if self.book.problem is None:
                self.message = ""
            self.book.problem = None
            self._after_move()
            self._save()
            self._build()
            return
        self.message = t("canfield.broke")
        self._save()
        self._build()
        self.get_money()

    def get_money(self) -> None:
        """The bank cannot pay a deal: the pawnshop's question, then the deal after a yes."""
        bank_ui.ask_for_money(self.app, STAKE, self.new_deal)

    def _buy_back(self) -> None:
        """Between games a pawned item comes home when the bank can spare its price."""
        index = self.book.purse.bank.buy_back_if_able()
        if index is not None:
            self.book.purse.save()
            self.message = t("bank.bought_back",
                             item=bank_ui.item_name(self.book.purse, index))

    def ask_new_deal(self) -> None:
        game = self.game
        if self.result is not None or game is None or not game.move_stack:
            self.new_deal()
            return
        self.app.go(SceneName.CONFIRM, question_key="canfield.confirm_new",
                    confirm_key="canfield.new_deal", on_confirm=self.new_deal)

    def to_title(self) -> None:
        self.app.pop()

    def _settle(self) -> None:
        game = self.game
        if game is None or self.result is not None:
            return
        won = game.is_won()
        net = self.book.finish()
        self.app.sounds.play("fanfare" if won else "lose")
        self.result = (won, net)
        self.finished_game = game
        if won and self.app.settings.speed_factor > 0:
            self.cascade = Cascade(game, self.layout, self.app.settings.four_colour)
        self.view.selected = self.view.hint = None
        self.message = ""
        self._buy_back()
        self._save()
        self._build()

    # --- moves ----------------------------------------------------------------------------

    def table_game(self) -> Canfield | None:
        """The cards on the table: the game in progress, or the one just finished."""
        return self.game if self.game is not None else self.finished_game

    def play(self, move: Move) -> bool:
        game = self.game
        if game is None or self.finishing or self.result is not None:
            return False
        if not game.is_legal(move):
            self.message = refusal(game, move)
            self.view.selected = None
            return False
        try:
            self.book.play(move)  # the bank follows, and the game is saved after every move
        except NoPassMoney:
            self.message = t("canfield.no_pass_money")  # the bank cannot pay the $5
            self.view.selected = None
            return False
        if self.book.write_failed:
            self.message = t("canfield.write_failed")
        self.app.sounds.play("deal" if move in (DEAL, REDEAL) else "flip")
        self.view.selected = self.view.hint = None
        if not self.book.write_failed:
            self.message = t("canfield.pass_fee") if move == REDEAL and game.redeals == 1 \
                else ""
        self._after_move()
        self._build()
        return True

    def _after_move(self) -> None:
        game = self.game
        if game is None:
            return
        self._look_ahead()

    def _look_ahead(self) -> None:
        """Settle a game that is over; start the automatic finish of one that is certain."""
        game = self.game
        if game is None:
            return
        if game.is_won() or game.is_stuck():
            self._settle()
            return
        finish = game.auto_finish_moves()
        if finish:
            self.finishing = finish
            self.finish_wait = 0.0
            self.message = t("canfield.finishing")

    def deal(self) -> None:
        game = self.game
        if game is not None:
            self.play(DEAL if game.stock else REDEAL)

    def undo(self) -> None:
        game = self.game
        if game is None or self.finishing or self.result is not None:
            return
        if not game.move_stack:
            self.message = t("canfield.nothing_to_undo")
            return
        try:
            self.book.undo()
        except NoPassMoney:
            self.message = t("canfield.no_undo_money")
            return
        self.view.selected = self.view.hint = None
        self.message = ""
        self._build()

    def show_hint(self) -> None:
        game = self.game
        if game is None or self.finishing or self.result is not None:
            return
        move = hint(game)
        self.view.selected = None
        self.view.hint = move
        if move is None:
            self.message = t("canfield.no_hint")
        elif move == DEAL:
            self.message = t("canfield.hint_deal")
        elif move == REDEAL:
            self.message = t("canfield.hint_turn")
        else:
            self.message = t("canfield.hint_move")

    def play_hint(self) -> None:
        if self.view.hint is None:
            self.show_hint()
        elif self.play(self.view.hint):
            self.view.hint = None

    def to_foundation(self, spot: Spot) -> bool:
        game = self.game
        card = game.top(spot) if game is not None else None
        return card is not None and self.play(Move(spot, foundation_for(card)))

    def pick(self, spot: Spot) -> None:
        """Choose a pile (click or key): first the source, then where it goes."""
        game = self.game
        if game is None or self.finishing or self.result is not None:
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
        self.buttons = buttons_for(self)

    def skip_cascade(self) -> None:
        """The player has seen enough: the table and its result at once."""
        self.cascade = None
        self.view.gone = {}

    def handle_event(self, event: pygame.event.Event) -> None:
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
        self.pointer.handle(event)

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
        if event.key == pygame.K_ESCAPE and self.result is None and self.game is not None:
            self.to_title()
            return True
        if self.result is not None or self.game is None:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.play_hint()
            return True
        spot = _PICK_KEYS.get(event.key)
        if spot is not None and not ctrl:
            self.pick(spot)
            return True
        return False

    # --- time and drawing -----------------------------------------------------------------

    def is_animating(self) -> bool:
        return bool(self.finishing) or any(not f.done for f in self.view.flights) \
            or self.cascade is not None

    def update(self, dt: float) -> None:
        self.time += dt
        self._advance_cascade(dt)
        for flight in self.view.flights:
            flight.elapsed += dt
        self.view.flights = [f for f in self.view.flights if not f.done]
        game = self.game
        if not self.finishing or game is None:
            return
        speed = self.app.settings.speed_factor
        self.finish_wait -= dt
        while self.finishing and self.finish_wait <= 0:
            move = self.finishing.pop(0)
            lay = self.layout
            card = game.top(move.source)
            start = (lay.card_rects(game, move.source) or [lay.slot(move.source)])[-1]
            self.book.play(move)
            if move.to_foundation and card is not None and speed > 0:
                self.view.flights.append(Flight(card, start, lay.slot(move.target),
                                                FLIGHT_S * speed))
            self.finish_wait += FINISH_STEP_S * speed
            if speed > 0:
                break
        if not self.finishing and game.is_won():
            self._settle()

    def _advance_cascade(self, dt: float) -> None:
        cascade = self.cascade
        speed = self.app.settings.speed_factor
        if cascade is None:
            return
        if speed <= 0 or cascade.done:  # animations turned off meanwhile, or all gone
            self.skip_cascade()
            return
        if cascade.layer.get_size() != self.app.size:  # a new window size: replay it there
            game = self.finished_game
            if game is None:
                self.skip_cascade()
                return
            moment = cascade.time
            cascade = self.cascade = Cascade(game, self.layout, cascade.four_colour)
            cascade.advance(moment - cascade.time)
        cascade.advance(dt / speed)
        self.view.gone = {n: cascade.gone_from(n) for n in range(4)}

    def draw(self, surface: pygame.Surface) -> None:
        felt.draw(surface, with_line=False)
        lay = self.layout
        game = self.table_game()
        box = lay.title_box()
        title = text.draw_fitted(surface, t("canfield.title"), box, style.GOLD, text.DISPLAY,
                                 lay.px(40), "midleft")
        if game is not None and game.seed is not None:
            rest = pygame.Rect(title.right + lay.px(18), box.top, box.right - title.right,
                               box.height)
            text.draw_fitted(surface, t("canfield.deal_number", number=game.seed), rest,
                             style.TEXT_DIM, False, lay.px(20), "midleft")
        self.view.four_colour = self.app.settings.four_colour
        self.view.back = self.app.settings.card_back
        if game is not None:
            draw_piles(surface, lay, game, self.view)
            draw_marks(surface, lay, game, self.view)
        room = panel.draw_info(surface, lay, self.book.money_now(), game, self.book.stats,
                               self.message)
        if self.cascade is not None:  # the bouncing cards over everything, result after
            if game is not None:
                draw_moving(surface, lay, game, self.view)
            self.cascade.draw(surface)
            return
        if self.result is not None:
            won, net = self.result
            row = panel.draw_result(surface, lay, won, net, self.book.bank)
            layout_row(self.buttons, row, lay.px(290), lay.px(24))
        else:
            count = len(self.buttons)
            column = pygame.Rect(room.left, room.top, room.width,
                                 min(room.height, count * lay.px(62)))
            layout_column(self.buttons, column, lay.px(50), lay.px(10))
        for button in self.buttons:
            button.draw(surface)
        if game is not None:
            draw_moving(surface, lay, game, self.view)
