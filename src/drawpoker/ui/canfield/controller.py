"""The Canfield table's game side: the book, the game, its money and its save.

:class:`CanfieldController` holds the one :class:`CanfieldBook` (the game in progress, the
statistics, the shared bank) and everything that must follow a move: the bank paid card by card,
the save after every move, the automatic finish of a certain win, the settling of a game that is
over and the buy-back of a pawned thing between games. It draws nothing, hears no keys and opens
no scenes, so whole games can be played through it without a window; the scene turns input into
its calls, shows :attr:`message`, and hears :attr:`on_played` and :attr:`on_settled` for the
sounds, the cascade and the buttons.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from drawpoker.engine.canfield import DEAL, REDEAL, Canfield, Move, hint
from drawpoker.i18n import t
from drawpoker.storage.canfield.book import CanfieldBook, NoPassMoney
from drawpoker.ui.canfield.table_model import CanfieldTableModel


class CanfieldController:
    """One Canfield game after another, paid from the player's bank and saved after every move."""

    def __init__(self, book: CanfieldBook, seeds: Iterator[int] | None = None,
                 on_played: Callable[[Move], None] | None = None,
                 on_settled: Callable[[bool, int], None] | None = None) -> None:
        """``seeds``: the deals to play (None: random ones); ``on_played`` hears each move the
        player made, before any settling it brings; ``on_settled`` hears a game's end (won,
        net) after the bank has been paid and the book saved."""
        self.book = book
        self.seeds = seeds
        self.on_played = on_played
        self.on_settled = on_settled
        #: The line the table shows the player (a refusal, a fee, a failed write...).
        self.message = ""
        #: The moves of a certain win still to be played, one at a time (the scene paces them).
        self.finishing: list[Move] = []
        #: The settled game's (won, net); None while a game is played.
        self.result: tuple[bool, int] | None = None
        #: The game just won or stuck, left on the table under its result until the next deal.
        self.finished_game: Canfield | None = None
        #: The game on the table was dealt from a code, for no money (saved as the book's free).
        self.coded = book.free

    # --- questions ------------------------------------------------------------------------

    @property
    def game(self) -> Canfield | None:
        return self.book.game

    def table_game(self) -> Canfield | None:
        """The cards on the table: the game in progress, or the one just finished."""
        return self.game if self.game is not None else self.finished_game

    def model(self) -> CanfieldTableModel:
        """What the table draws and offers now (its painter, buttons, pointer and speech)."""
        return CanfieldTableModel(self.book, self.game, self.result, tuple(self.finishing),
                                  self.finished_game, self.message)

    def table_number(self) -> int:
        """The number of the game on the table in the player's own count (1, 2, 3...), shown
        as "Deal 12": a seed such as 723,082,735 is no number people read. The seed stays in
        the save, so the deal is still dealt again from it on loading."""
        return self.book.stats.games + (1 if self.game is not None and not self.coded else 0)

    @property
    def busy(self) -> bool:
        """No move of the player's is taken now: no game, its automatic finish, or its result."""
        return self.game is None or bool(self.finishing) or self.result is not None

    # --- the game's life ------------------------------------------------------------------

    def open(self) -> bool:
        """The table opens: tell a refused file, deal if there is no game (False when the bank
        cannot pay one), settle or finish a saved game that is already decided."""
        if self.book.problem:  # what was kept, and where (the statistics went with it)
            kept = self.book.kept_as
            self.message = t("canfield.file_refused") if kept is None else t(
                "canfield.file_refused_kept", file=kept.name)
        told = self.book.mismatch  # what the bank and the file disagreed on, and what it did
        if told is not None:
            kind, amount = told
            said = t("canfield.book.dropped") if kind == "dropped" else t(
                "canfield.book.undone", bank=t("money", amount=amount))
            self.message = f"{self.message} {said}".strip()
        self.coded = self.book.free
        if self.book.game is None:
            return self.new_deal()
        self.look_ahead()
        return True

    def save(self) -> None:
        if not self.book.save():
            self.message = t("canfield.write_failed")

    def next_seed(self) -> int:
        if self.seeds is not None:
            return next(self.seeds)
        return random.randrange(1, 10**9)

    def new_deal(self, code_seed: int | None = None) -> bool:
        """Give up the game in progress (it counts), pay the stake and deal; False when the
        bank cannot pay (the scene asks the pawnshop, then calls again). ``code_seed``: a
        deal code's, dealt for no money (the bank neither asked nor moved)."""
        self.result = None
        self.finished_game = None
        self.finishing = []
        if self.book.game is not None:
            self.book.finish()  # given up: it counts with the money made so far
            self.buy_back()
        # A refused file or a bank that disagreed with it is told with the first deal after it.
        told = self.message if self.book.problem or self.book.mismatch else ""
        if code_seed is None and not self.book.can_afford:  # after what loading did, if any
            self.message = f"{told} {t('canfield.broke')}".strip()
            self.save()
            return False
        self.coded = code_seed is not None
        if code_seed is None:
            self.book.start(self.next_seed())
        else:
            self.book.start(code_seed, free=True)
        self.message = ""
        self.book.problem = None  # told once, with the first deal after it
        self.book.mismatch = None
        self.look_ahead()  # (a deal over at once is settled: its words follow the refusal)
        self.message = f"{told} {self.message}".strip()
        self.save()
        return True

    def buy_back(self) -> None:
        """Between games a pawned item comes home when the bank can spare its price."""
        index = self.book.purse.bank.buy_back_if_able()
        if index is not None:
            self.book.purse.save()
            item = self.book.purse.bank.items[index].id
            self.message = t("bank.bought_back", item=t(f"bank.item.{item}"))

    def settle(self) -> None:
        """The game is over (won, or stuck): the bank, the statistics, the save, the result."""
        game = self.game
        if game is None or self.result is not None:
            return
        won = game.is_won()
        net = self.book.finish()
        self.result = (won, net)
        self.finished_game = game
        self.message = ""
        self.buy_back()
        self.save()
        if self.on_settled is not None:
            self.on_settled(won, net)

    def look_ahead(self) -> None:
        """Settle a game that is over; start the automatic finish of one that is certain."""
        game = self.game
        if game is None:
            return
        if game.is_won() or game.is_stuck():
            self.settle()
            return
        finish = game.auto_finish_moves()
        if finish:
            self.finishing = finish
            self.message = t("canfield.finishing")

    # --- moves ----------------------------------------------------------------------------

    def play(self, move: Move) -> bool:
        """The player's ``move``, paid and saved. Raises the engine's ``IllegalMoveError`` for
        a move the rules refuse (nothing changes); False when no move is taken now or the bank
        cannot pay a pass (said in :attr:`message`)."""
        game = self.game
        if game is None or self.busy:
            return False
        try:
            self.book.play(move)  # the bank follows, and the game is saved after every move
        except NoPassMoney:
            self.message = t("canfield.no_pass_money")  # the bank cannot pay the $5
            return False
        if self.book.write_failed:
            self.message = t("canfield.write_failed")
        elif move == REDEAL and game.redeals == 1:
            self.message = t("canfield.pass_fee")
        else:
            self.message = ""
        if self.on_played is not None:
            self.on_played(move)
        self.look_ahead()
        return True

    def deal_move(self) -> Move | None:
        """Deal from the stock, or turn the waste over when the stock is empty."""
        game = self.game
        if game is None:
            return None
        return DEAL if game.stock else REDEAL

    def deal(self) -> bool:
        """Play :meth:`deal_move` as :meth:`play` does (refused when there is nothing to deal
        nor to turn over)."""
        move = self.deal_move()
        return move is not None and self.play(move)

    def undo(self) -> bool:
        """Take the last move back with its money; False (and said) when it cannot be."""
        game = self.game
        if game is None or self.busy:
            return False
        if not game.move_stack:
            self.message = t("canfield.nothing_to_undo")
            return False
        try:
            self.book.undo()  # the money moves back, and the game is saved
        except NoPassMoney:
            self.message = t("canfield.no_undo_money")
            return False
        self.message = t("canfield.write_failed") if self.book.write_failed else ""
        return True

    def hint(self) -> Move | None:
        """The move the hint suggests (None: none), said in :attr:`message`."""
        game = self.game
        if game is None or self.busy:
            return None
        move = hint(game)
        if move is None:
            self.message = t("canfield.no_hint")
        elif move == DEAL:
            self.message = t("canfield.hint_deal")
        elif move == REDEAL:
            self.message = t("canfield.hint_turn")
        else:
            self.message = t("canfield.hint_move")
        return move

    def finish_step(self) -> Move | None:
        """Play the automatic finish's next move (None when there is none); the last one
        settles the won game."""
        game = self.game
        if game is None or not self.finishing:
            return None
        move = self.finishing.pop(0)
        self.book.play(move)
        if not self.finishing and game.is_won():
            self.settle()
        return move
