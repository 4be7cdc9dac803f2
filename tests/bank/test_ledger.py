"""The bank page's story adds up (issue 40: its lines gave -$369 while the bank held $181).

A long seeded sequence of games through the real bank and its files: draw matches (topped
up from the bank when the player is broke) and hold'em games played by the engines, Canfield
played card by card through its book, the
pawnshop asked whenever the bank cannot pay (pawn, or a new bank), buy-backs between games,
the bank reloaded from disk now and then. After every step the page's own figures (its
ledger rows, as drawn) start at $500 and add up to the money in the bank.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from drawpoker import i18n
from drawpoker.ai.draw import make_player
from drawpoker.bank import DRAW, HOLDEM, START_MONEY, PlayerBank
from drawpoker.engine.canfield import REDEAL
from drawpoker.engine.draw import Match, Phase, Rules
from drawpoker.engine.holdem import HoldemRules, action_of_kind
from drawpoker.engine.holdem.game import HoldemGame
from drawpoker.storage.bank import BankBook
from drawpoker.storage.canfield.book import CanfieldBook, NoPassMoney
from drawpoker.ui import bank_page
from soak import size

HUMAN = 0


@pytest.fixture(autouse=True)
def no_fsync() -> Iterator[None]:
    """fsync matters only for a power cut; without it these games do not wait on the disk."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "fsync", lambda fd: None)
        yield


def page_adds_up(bank: PlayerBank) -> None:
    """The rows the page draws: $500 first, then each kind of movement, then the bank."""
    rows = bank_page.ledger_rows(bank)
    start, *lines, total = (amount for _, amount in rows)
    assert start == START_MONEY
    assert start + sum(lines) == total == bank.money, rows
    assert bank.reconciles()


class Player:
    """Plays the three games from one bank, as the scenes do (``ui/bank_ui.py``)."""

    def __init__(self, folder: Path, seed: int) -> None:
        self.folder = folder
        self.rng = random.Random(seed)
        self.purse = BankBook(folder / "bank.json")
        self.canfield = CanfieldBook(folder / "canfield.json", self.purse)
        self.canfield.load()
        self.steps = 0

    @property
    def bank(self) -> PlayerBank:
        return self.purse.bank

    def check(self) -> None:
        self.steps += 1
        page_adds_up(self.bank)

    def reload(self) -> None:
        """The game closed and started again: the bank as its file has it."""
        self.purse.save()
        self.canfield.save()
        self.purse = BankBook(self.folder / "bank.json")
        assert self.purse.bad is None
        self.canfield = CanfieldBook(self.folder / "canfield.json", self.purse)
        self.canfield.load()
        self.check()

    def money_for(self, cost: int) -> None:
        """The pawnshop's question answered yes until the bank can pay (``ask_for_money``)."""
        while not self.bank.can_pay(cost):
            if self.bank.next_to_pawn() is not None:
                self.bank.pawn()
            else:
                self.bank.new_bank(cost)
            self.purse.save()
            self.check()

    def between_games(self) -> None:
        self.bank.buy_back_if_able()
        self.purse.save()
        self.check()

    def draw_match(self) -> None:
        rules = Rules.preset(self.rng.choice(["classic-32", "classic-52"]))
        if self.rng.random() < 0.6:  # small money: a broke player, and her top-ups
            rules = rules.replace(starting_money=20)
        self.money_for(rules.starting_money)
        self.bank.buy_in(rules.starting_money, DRAW)
        self.check()
        match = Match(rules, seed=self.rng.getrandbits(32), rebuys=True)
        players = [make_player("normal", seed=1), make_player("easy", seed=2)]
        if self.rng.random() < 0.5:  # the weaker one in the player's seat: she goes broke
            players.reverse()
        for _ in range(self.rng.randint(5, 40)):  # deals, then the match is given up
            if match.broke:
                self.top_up_or_not(match)
            if match.phase is Phase.MATCH_OVER:
                break
            match.start_deal()
            while match.phase not in (Phase.BETWEEN_DEALS, Phase.MATCH_OVER):
                seat = match.to_act
                assert seat is not None
                match.act(players[seat].choose(match.view(seat)), seat=seat)
                if self.bank.track(match.stacks[HUMAN], DRAW):
                    self.check()
        self.bank.cash_out(match.stacks[HUMAN], DRAW)
        self.between_games()

    def top_up_or_not(self, match: Match) -> None:
        """Broke at the draw table: a top-up from the bank (as the table's question offers
        it: the starting money, or all the bank holds), most of the time, else the end."""
        amount = min(match.rules.starting_money, self.bank.money)
        if match.can_top_up(amount) and self.rng.random() < 0.8:
            self.bank.top_up(amount, DRAW)
            match.top_up(amount)
            self.check()
            self.bank.track(match.stacks[HUMAN], DRAW)
            self.check()
        else:
            match.decline_top_up()

    def holdem_game(self) -> None:
        stakes = self.rng.choice([100, 200, 500])
        rules = HoldemRules(players=self.rng.randint(2, 6), starting_money=stakes,
                            big_blind=stakes // 50)
        self.money_for(stakes)
        self.bank.buy_in(stakes, HOLDEM)
        self.check()
        game = HoldemGame(rules, seed=self.rng.getrandbits(32))
        for _ in range(self.rng.randint(3, 40)):  # hands, then the player leaves
            if game.to_act is None and game.end_reason is not None:
                break
            game.start_hand()
            while game.to_act is not None:
                kinds = [legal.kind for legal in game.legal_actions()]
                game.act(action_of_kind(self.rng.choice(kinds)))
            if game.end_reason is not None:
                break
            if self.bank.track(game.stacks[HUMAN], HOLDEM):
                self.check()
        self.bank.cash_out(game.stacks[HUMAN], HOLDEM)
        self.between_games()

    def canfield_game(self) -> None:
        self.money_for(52)
        self.canfield.start(self.rng.getrandbits(32))
        self.check()
        game = self.canfield.game
        assert game is not None
        for _ in range(self.rng.randint(20, 300)):
            legal = game.legal_moves()
            if not legal:
                break
            move = self.rng.choice(legal)
            try:
                if self.rng.random() < 0.08 and game.move_stack:
                    self.canfield.undo()
                else:
                    self.canfield.play(move)
            except NoPassMoney:
                break
            self.check()
            if move == REDEAL and self.rng.random() < 0.1:
                self.reload()  # closed in the middle of a game, which goes on
                game = self.canfield.game
                assert game is not None
        self.canfield.finish()
        self.between_games()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_page_adds_up_over_a_long_sequence_of_games(tmp_path: Path, seed: int) -> None:
    i18n.set_language("en")
    player = Player(tmp_path, seed)
    kinds = player.rng.choices(["draw", "holdem", "canfield"], weights=[3, 3, 4],
                               k=size(150))
    for n, kind in enumerate(kinds):
        getattr(player, {"draw": "draw_match", "holdem": "holdem_game",
                         "canfield": "canfield_game"}[kind])()
        if n % 7 == 6:
            player.reload()
    story = player.bank.story
    # Every kind of movement happened (the sequence is long enough to test each line).
    assert story.draw_in and story.holdem_in and story.canfield_fees and story.loans
    assert story.top_up_paid and story.top_ups
    assert player.steps > 500


def test_a_file_from_before_the_ledger_adds_up_from_its_load(tmp_path: Path) -> None:
    """A bank written before the ledger (the reporter's: -$369 in its lines, $181 held):
    what its figures cannot itemise is one line of its own, and it adds up from there."""
    old = {"money": 181, "items": {"jacket": "lost", "watch": "pawned"},
           "tables": {DRAW: {"buy_in": 100, "stack": 60}}, "canfield": None,
           "story": {"buy_ins": 4, "bought_in": 700, "cash_outs": 3, "cashed_out": 420,
                     "canfield_games": 3, "canfield_paid": 156, "canfield_won": 85,
                     "canfield_fees": 18, "pawned": 2, "lost": 1, "bought_back": 0,
                     "new_banks": 1, "most": 612}}
    path = tmp_path / "bank.json"
    path.write_text(json.dumps({"game": "drawpoker-bank", "version": 2, "bank": old}))
    book = BankBook(path)
    assert book.bad is None and book.bank.money == 181
    page_adds_up(book.bank)
    rows = dict(bank_page.ledger_rows(book.bank))
    assert rows["Draw matches"] == -100  # the buy-in still out, paired with its cash-out
    assert rows["Canfield pass fees"] == -18 and rows["Canfield cards paid"] == 85
    assert rows["Before these lines"] == 181 + 100 + 156 - 85 + 18 - START_MONEY
    book.bank.cash_out(75)
    page_adds_up(book.bank)
    assert dict(bank_page.ledger_rows(book.bank))["Draw matches"] == -25
    book.save()
    again = BankBook(path)
    assert again.bank == book.bank


def test_a_top_up_is_a_line_of_its_own_and_comes_back_with_the_stack(tmp_path: Path) -> None:
    book = BankBook(tmp_path / "bank.json")
    bank = book.bank
    bank.buy_in(200)
    bank.track(3)
    assert not bank.can_top_up(600) and not bank.can_top_up(0)
    assert not bank.can_top_up(100, HOLDEM)  # no game there
    bank.top_up(200)
    assert bank.money == 100 and bank.tables[DRAW].topped_up == 200
    assert bank.tables[DRAW].stack == 203 and bank.story.top_ups == 1
    rows = dict(bank_page.ledger_rows(bank))
    assert rows["Draw top-ups"] == -200 and rows["Draw matches"] == -200
    page_adds_up(bank)
    book.save()
    again = BankBook(tmp_path / "bank.json")  # the top-up is in the file
    assert again.bad is None and again.bank.tables[DRAW].topped_up == 200
    again.bank.cash_out(203)
    assert again.bank.money == 303 and dict(bank_page.ledger_rows(again.bank))[
        "Draw matches"] == 3
    page_adds_up(again.bank)


def test_a_stack_within_its_top_ups_is_not_an_edit(tmp_path: Path) -> None:
    """A topped-up draw stack may hold more than two buy-ins and her loans: the file's check
    counts the top-ups, and a top-up at hold'em (which has none) is refused."""
    book = BankBook(tmp_path / "bank.json")
    book.bank.buy_in(100)
    book.bank.top_up(100)
    book.save()
    data = json.loads((tmp_path / "bank.json").read_text())
    cap = data["bank"]["tables"][DRAW]["stack"] = 2 * 100 + 600 + 100  # classic-32's loans
    (tmp_path / "bank.json").write_text(json.dumps(data))
    assert BankBook(tmp_path / "bank.json").bank.tables[DRAW].stack == cap
    data["bank"]["tables"] = {HOLDEM: {"buy_in": 100, "stack": 100, "topped_up": 50}}
    (tmp_path / "bank.json").write_text(json.dumps(data))
    assert BankBook(tmp_path / "bank.json").bad is not None


def test_a_bank_edited_by_hand_still_adds_up_when_loaded(tmp_path: Path) -> None:
    book = BankBook(tmp_path / "bank.json")
    book.bank.pawn()
    book.save()
    data = json.loads((tmp_path / "bank.json").read_text())
    data["bank"]["money"] = 250
    (tmp_path / "bank.json").write_text(json.dumps(data))
    again = BankBook(tmp_path / "bank.json")
    assert again.bad is None and again.bank.money == 250
    page_adds_up(again.bank)


def test_the_page_draws_every_line_and_its_sum() -> None:
    """The figures drawn are the ledger's: each line, the $500 start and the bank's money."""
    import pygame

    i18n.set_language("en")
    bank = PlayerBank()
    bank_page.sample_bank(bank)
    page_adds_up(bank)
    drawn: list[str] = []
    real = bank_page.text.draw_fitted

    def spy(surface: pygame.Surface, words: str, *args: object, **kw: object) -> pygame.Rect:
        drawn.append(words)
        return real(surface, words, *args, **kw)  # type: ignore[arg-type]

    bank_page.text.draw_fitted = spy  # type: ignore[assignment]
    try:
        from drawpoker.storage.canfield.book import CanfieldStats

        bank_page.draw_bank_page(pygame.Surface((640, 480)), pygame.Rect(0, 0, 640, 480),
                                 lambda v: round(v), bank, CanfieldStats())
    finally:
        bank_page.text.draw_fitted = real  # type: ignore[assignment]
    lines = bank.story.lines()
    for name in bank_page.LEDGER:
        shown = bank_page._signed(lines[name])
        assert shown in drawn, (name, shown)
    assert "$500" in drawn and f"${bank.money}" in drawn


def test_a_new_bank_has_its_line() -> None:
    """Broke with everything pawned or lost: the new bank's $500, less what the old one kept,
    is one line, and the page still adds up."""
    bank = PlayerBank()
    bank.buy_in(500)
    bank.cash_out(0)
    while bank.next_to_pawn() is not None:
        bank.pawn()
        bank.buy_in(bank.money)
        bank.cash_out(30)
        page_adds_up(bank)
    bank.new_bank(100)
    page_adds_up(bank)
    assert bank.story.lines()["new_banks"] == START_MONEY - 30
