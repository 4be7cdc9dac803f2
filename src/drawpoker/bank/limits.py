"""What a poker table's money can be, given its buy-in: the bank refuses a file that says more.

A bank file is the player's own, so anything in it can be edited; these bounds catch the edits
no game could have written (a draw stack of $10**12 after a $200 buy-in), which the title
would otherwise pay back when the match's save is gone.

- Draw: the two players start with the buy-in each, and the only money that comes in later
  is the bank's loans on her forfeit items, at most every item of the rules, each for the
  rules' loan, and the player's own top-ups. So a stack is at most twice the buy-in plus
  those loans (the largest any preset allows: the player's rules are always a preset with a
  starting money of their own) plus the top-ups.
- Hold'em: every seat starts with the buy-in, and a computer player pawns its items for twenty
  big blinds each; the blinds double every ten hands for as long as the game lasts, so late
  loans have no bound the buy-in sets. Only the bank's own limit applies to its stack.

Both starting moneys are rules values, which never exceed ``engine.rules.MAX_AMOUNT``.
"""

from __future__ import annotations

from functools import cache

from drawpoker.engine.draw.rules import MAX_AMOUNT, Rules

#: No buy-in is larger: a starting money above the rules' limit is refused by the rules.
MAX_BUY_IN = MAX_AMOUNT


@cache
def draw_loans() -> int:
    """The most the bank can lend her in one draw match, over every preset."""
    return max(
        rules.forfeit_items * rules.pawn_loan
        for rules in map(Rules.preset, Rules.preset_names())
    )


def stack_cap(table: str, buy_in: int, limit: int, topped_up: int = 0) -> int:
    """The largest stack a game at ``table`` bought in for ``buy_in`` (and topped up by
    ``topped_up``) can hold (``limit`` when nothing smaller is sure)."""
    if table == "draw":
        return min(limit, 2 * buy_in + draw_loans() + topped_up)
    return limit
