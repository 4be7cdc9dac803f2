"""No sequence of moves over the three games and the pawnshop makes or loses a dollar (issue
23): an independent ledger of every dollar in and out, with Canfield played card by card
through its book, always equals the bank's money, on disk as in memory."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from drawpoker.bank import DRAW, HOLDEM, BankError
from drawpoker.bank.limits import stack_cap
from drawpoker.bank.model import LIMIT
from drawpoker.engine.canfield import IllegalMoveError
from drawpoker.storage.bank import BankBook
from drawpoker.storage.canfield.book import CanfieldBook, NoPassMoney
from soak import size

OPS = ["start", "move", "move", "move", "move", "undo", "finish", "buy_in", "cash_out",
       "pawn", "buy_back"]
steps = st.lists(st.tuples(st.sampled_from(OPS), st.integers(0, 400),
                           st.sampled_from([DRAW, HOLDEM])), max_size=80)


def standing(book: CanfieldBook) -> int:
    game = book.game
    return 0 if game is None else 5 * game.foundation_cards - 5 * game.redeals


@settings(max_examples=size(120))
@given(steps)
def test_every_dollar_is_accounted_for(ops: list[tuple[str, int, str]]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        purse = BankBook(Path(folder) / "bank.json")
        book = CanfieldBook(Path(folder) / "canfield.json", purse)
        book.load()
        bank = purse.bank
        expected = bank.money
        out: dict[str, int] = {}
        for op, x, table in ops:
            before, was = bank.money, standing(book)
            try:
                if op == "start":
                    book.start(x)
                    expected += -52 + standing(book)
                elif op == "move" and book.game is not None:
                    legal = book.game.legal_moves()
                    if legal:
                        book.play(legal[x % len(legal)])
                        expected += standing(book) - was
                elif op == "undo":
                    book.undo()
                    expected += standing(book) - was
                elif op == "finish":
                    book.finish()  # followed move by move: nothing moves now
                elif op == "buy_in":
                    bank.buy_in(x + 1, table)
                    expected -= x + 1
                    out[table] = x + 1
                elif op == "cash_out" and table in out:
                    bank.cash_out(x, table)  # the game's result: whatever stack it ended with
                    expected += min(x, stack_cap(table, out.pop(table), LIMIT))
                elif op == "pawn":
                    expected += bank.pawn().loan
                elif op == "buy_back":
                    index = bank.buy_back_if_able()
                    if index is not None:
                        expected -= bank.items[index].buy_back_price
            except (BankError, NoPassMoney, IllegalMoveError, IndexError, RuntimeError,
                    ValueError):
                assert bank.money == before and standing(book) == was  # a refusal moves nothing
            assert bank.money == expected and bank.money >= 0
        purse.save()
        assert BankBook(Path(folder) / "bank.json").bank.money == expected
