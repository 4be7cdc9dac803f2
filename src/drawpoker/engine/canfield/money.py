"""The stake and the pay, the xpat2 way: what a game of Canfield costs and brings.

The whole stake is paid when the cards are dealt; every card that reaches a foundation
pays back $5 (the card dealt to the first foundation included); the first pass through
the stock is free and each further pass costs $5. Playing out all 52 cards in one pass
nets the best possible result.

These are the only places the rules' money is counted: the book (storage) moves the bank by
what they say, and the hand history records what each step paid (``events.ActionTaken``).
"""

from __future__ import annotations

STAKE = 52
PAY_PER_CARD = 5
PASS_FEE = 5
BEST_NET = 52 * PAY_PER_CARD - STAKE  # +$208


def card_pay(foundation_cards: int) -> int:
    """What the cards on the foundations have paid: $5 each.

    >>> card_pay(3)
    15
    """
    return foundation_cards * PAY_PER_CARD


def pass_fees(redeals: int) -> int:
    """What the passes after the first have cost: $5 each time the waste is turned over.

    >>> pass_fees(2)
    10
    """
    return redeals * PASS_FEE


def game_net(foundation_cards: int, redeals: int) -> int:
    """Net result of a game so far, in dollars.

    >>> game_net(1, 0)
    -47
    >>> game_net(52, 0)
    208
    >>> game_net(52, 2)
    198
    """
    return card_pay(foundation_cards) - STAKE - pass_fees(redeals)
