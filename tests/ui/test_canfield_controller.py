"""The Canfield table's controller alone: whole seeded games played without a window or a scene.

Moves come from the hint, from any legal move and from undos, chosen by a seeded generator.
After every call the bank must hold what an independent ledger says (the $52 stake at the
deal, $5 for each card the moment it reaches a foundation, $5 for each paid pass, all of it
moved back by an undo), and the file on disk must hold the game as it stands. An illegal move
is refused with the engine's error and changes nothing.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from drawpoker.engine.canfield import PASS_FEE, REDEAL, STAKE, IllegalMoveError, Move, to_dict
from drawpoker.engine.canfield.money import PAY_PER_CARD
from drawpoker.engine.canfield.piles import FOUNDATIONS, RESERVE, STOCK, TABLEAU, WASTE
from drawpoker.i18n import t
from drawpoker.storage.bank import BankBook
from drawpoker.storage.canfield.book import CanfieldBook
from drawpoker.ui.canfield.controller import CanfieldController

WINNABLE_SEED = 9  # the deal tests/canfield pins as won by the search
SPOTS = (STOCK, WASTE, RESERVE, *TABLEAU, *FOUNDATIONS)


class Table:
    """A controller with its book and bank in ``folder``, and what it was heard saying."""

    def __init__(self, folder: Path, seed: int) -> None:
        self.folder = folder
        self.book = CanfieldBook(folder / "canfield.json", BankBook(folder / "bank.json"))
        self.book.load()
        self.played: list[Move] = []
        self.settled: list[tuple[bool, int]] = []
        self.control = CanfieldController(
            self.book, itertools.count(seed), on_played=self.played.append,
            on_settled=lambda won, net: self.settled.append((won, net)))
        self.start_money = self.money

    @property
    def money(self) -> int:
        return self.book.purse.bank.money

    def on_disk(self) -> tuple[dict[str, object], int]:
        """What a fresh start of the game would find: the Canfield file and the bank's money."""
        data = json.loads((self.folder / "canfield.json").read_text(encoding="utf-8"))
        return data, BankBook(self.folder / "bank.json").bank.money


def standing(control: CanfieldController) -> int:
    """What the game on the table (in progress, or just settled) has paid and cost since its
    stake, by the rules."""
    game = control.table_game()
    return 0 if game is None else PAY_PER_CARD * game.foundation_cards - PASS_FEE * game.redeals


def check(table: Table, ledger: int) -> None:
    """The bank holds the ledger's money, and the disk holds the game and the bank as they are."""
    control = table.control
    assert table.money == ledger + standing(control) >= 0
    data, bank_on_disk = table.on_disk()
    assert bank_on_disk == table.money
    game = control.game
    assert data["game"] == (None if game is None else to_dict(game))
    assert data["stats"]["games"] == table.book.stats.games


def play_games(table: Table, rng: random.Random, games: int) -> int:
    """Play ``games`` deals through the controller, checking after every call; the moves made."""
    control = table.control
    assert control.open()
    #: The money settled so far: the start, less every stake, plus every finished game's pay.
    ledger = table.start_money - STAKE
    #: The bank before each move still on the stack, for the undo's refund.
    before: list[int] = []
    calls = 0
    for game_number in range(games):
        check(table, ledger)
        for _ in range(rng.choice((30, 400))):  # some games are given up midway
            if control.result is not None:
                break
            game = control.game
            assert game is not None
            if control.finishing:
                move = control.finish_step()
                assert move is not None and move.to_foundation
            elif rng.random() < 0.12 and game.move_stack:
                assert control.undo() and control.message == ""
                assert table.money == before.pop(), "an undo gives back what its move moved"
            else:
                legal = game.legal_moves()
                move = control.hint() if rng.random() < 0.6 else rng.choice(legal)
                if move is None:
                    move = rng.choice(legal)
                money, heard = table.money, len(table.played)
                cards, passes = game.foundation_cards, game.redeals
                assert control.play(move), control.message
                assert table.played[heard:] == [move]  # heard once, before any settling
                # Each card up pays at once, each turn-over takes its $5 at once.
                assert table.money == money + PAY_PER_CARD * (game.foundation_cards - cards) \
                    - PASS_FEE * (game.redeals - passes)
                before.append(money)
            calls += 1
            check(table, ledger)
        if control.result is not None:
            won, net = control.result
            assert table.settled[-1] == control.result
            assert control.finished_game is not None and net == control.finished_game.net
            assert won == control.finished_game.is_won()
            assert table.money == ledger + STAKE + net  # settling moved no money: the cards did
        if game_number + 1 < games:  # a game still open is given up: it counts as it stands
            ledger += standing(control) - STAKE
            assert control.new_deal() and control.result is None
            before.clear()
            assert table.book.stats.games == game_number + 1
    check(table, ledger)
    assert table.book.stats.games == games - 1 + (control.result is not None)
    return calls


@pytest.mark.parametrize("seed", [1, 9, 23])
def test_whole_games_add_up_with_the_bank_after_every_move(tmp_path: Path, seed: int) -> None:
    table = Table(tmp_path, seed)
    assert play_games(table, random.Random(seed), games=3) > 50


def test_the_pinned_deal_is_won_by_the_hint_and_paid_card_by_card(tmp_path: Path) -> None:
    table = Table(tmp_path, WINNABLE_SEED)
    control = table.control
    assert control.open()
    ledger = table.start_money - STAKE
    finished = 0
    for _ in range(1000):
        if control.result is not None:
            break
        if control.finishing:  # the certain win plays itself, card by card
            money, cards = table.money, control.game.foundation_cards if control.game else 0
            assert control.finish_step() is not None
            game = control.table_game()
            assert game is not None and table.money == money + PAY_PER_CARD * (
                game.foundation_cards - cards)
            finished += 1
        else:
            move = control.hint()
            assert move is not None
            money, cards = table.money, control.game.foundation_cards if control.game else 0
            assert control.play(move)
            game = control.game if control.game is not None else control.finished_game
            assert game is not None
            paid = PAY_PER_CARD * (game.foundation_cards - cards)
            fee = PASS_FEE if move == REDEAL else 0
            assert table.money == money + paid - fee
        check(table, ledger)
    assert control.result is not None and control.result[0]
    assert table.settled == [control.result] and finished > 0
    assert table.money == ledger + control.result[1] + STAKE
    # A settled game takes no more moves until the next deal.
    assert control.busy and not control.play(REDEAL) and not control.undo()
    assert control.hint() is None


def test_an_illegal_move_is_refused_with_the_engines_error(tmp_path: Path) -> None:
    table = Table(tmp_path, seed=5)
    control = table.control
    assert control.open()
    game = control.game
    assert game is not None
    legal = set(game.legal_moves())
    illegal = [Move(a, b) for a in SPOTS for b in SPOTS if Move(a, b) not in legal]
    assert illegal
    file_before = (tmp_path / "canfield.json").read_bytes()
    state, money, message = to_dict(game), table.money, control.message
    for move in illegal[:40]:
        with pytest.raises(IllegalMoveError):
            control.play(move)
        assert to_dict(game) == state and table.money == money and control.message == message
        assert (tmp_path / "canfield.json").read_bytes() == file_before
    assert table.played == []


def test_a_pass_the_bank_cannot_pay_is_refused_and_said(tmp_path: Path) -> None:
    table = Table(tmp_path, seed=3)
    control = table.control
    assert control.open()
    game = control.game
    assert game is not None
    while game.stock:
        assert control.deal()
    assert control.deal()  # the first turn-over, paid
    while game.stock:
        assert control.deal()
    table.book.purse.bank.money = PASS_FEE - 1
    state = to_dict(game)
    assert not control.deal()
    assert control.message == t("canfield.no_pass_money") and to_dict(game) == state
    assert table.money == PASS_FEE - 1


def test_nothing_to_undo_is_said(tmp_path: Path) -> None:
    table = Table(tmp_path, seed=4)
    control = table.control
    assert control.open()
    assert not control.undo() and control.message == t("canfield.nothing_to_undo")


def test_a_broke_bank_deals_nothing(tmp_path: Path) -> None:
    table = Table(tmp_path, seed=4)
    table.book.purse.bank.money = STAKE - 1
    assert not table.control.open()
    assert table.control.game is None and table.control.message == t("canfield.broke")
    assert table.money == STAKE - 1


def test_the_controller_needs_no_pygame() -> None:
    """It can run (and be tested) with no window: importing it brings in no pygame."""
    code = "import sys, drawpoker.ui.canfield.controller; sys.exit('pygame' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], env={**os.environ}, check=False)
    assert done.returncode == 0
