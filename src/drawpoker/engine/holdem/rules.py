"""The numbers of a hold'em table, as one frozen value (the hold'em twin of `engine.rules`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from drawpoker.engine.core.rules_value import MAX_AMOUNT, RulesError, RulesValue
from drawpoker.engine.holdem.variant import HOLDEM

#: The fewest and the most players at a table, from the variant data.
MIN_PLAYERS = HOLDEM.min_seats
MAX_PLAYERS = HOLDEM.max_seats
#: The most forfeit items one player can wear.
MAX_ITEMS = 20


@dataclass(frozen=True, slots=True)
class HoldemRules(RulesValue):
    """Every tunable number of a hold'em match. Amounts are whole dollars.

    The big blind starts at ``big_blind`` and doubles every ``double_every`` hands; the small
    blind is half of it (so it stays even). A bet or raise is exactly one big blind, at most
    ``raise_cap`` raises a betting round (the blinds and the first bet after the flop are not
    raises, so the default allows four big blinds a round, as in casino limit hold'em). A
    computer player who cannot pay the big blind pawns an item for ``pawn_loan_blinds`` big
    blinds and buys it back when it holds twice the loan.

    >>> HoldemRules(players=6).small_blind_at(11)
    10
    """

    players: int = 6
    starting_money: int = 500
    big_blind: int = 10
    double_every: int = 10
    raise_cap: int = 3
    pawn_loan_blinds: int = 20
    forfeit_items: int = 6
    #: The casino order of the blinds (small blind to the dealer's left, the player after the
    #: big blind speaks first) instead of the seed's (big blind to the dealer's left).
    casino_blinds: bool = field(default=False, repr=False)

    def __post_init__(self) -> None:
        self._check_types()
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise RulesError(
                f"rules.players must be {MIN_PLAYERS} to {MAX_PLAYERS}, got {self.players}"
            )
        if self.big_blind < 2 or self.big_blind % 2:
            raise RulesError(
                f"rules.big_blind must be an even number of at least 2 (the small blind is "
                f"half of it), got {self.big_blind}"
            )
        self._check_between("starting_money", self.big_blind, MAX_AMOUNT)
        self._check_between("big_blind", 2, MAX_AMOUNT)
        self._check_between("double_every", 1, 1000)
        self._check_between("raise_cap", 1, 50)
        self._check_between("pawn_loan_blinds", 1, 1000)
        self._check_between("forfeit_items", 0, MAX_ITEMS)

    def to_dict(self) -> dict[str, Any]:
        """The values; the seed's blind order is the absence of ``casino_blinds``, so files
        written before the option existed and files of the seed's order read alike."""
        data = RulesValue.to_dict(self)  # (no zero-argument super() in a slotted dataclass)
        if not self.casino_blinds:
            del data["casino_blinds"]
        return data

    def big_blind_at(self, hand_number: int) -> int:
        """The big blind of hand ``hand_number`` (1 is the first hand)."""
        return self.big_blind << ((max(hand_number, 1) - 1) // self.double_every)

    def small_blind_at(self, hand_number: int) -> int:
        return self.big_blind_at(hand_number) // 2
