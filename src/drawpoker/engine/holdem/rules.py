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
    blinds of the first hand (a loan fixed for the whole game: loans that grew with the blinds
    put more money on the table than the blinds could take off it, and games never ended) and
    buys it back when it holds twice the loan. ``fixed_loan`` false is the earlier rule, the
    coming hand's big blinds: games saved before the change replay by it.

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
    #: The loan fixed at the first hand's big blinds; false only for games begun before it was.
    fixed_loan: bool = field(default=True, repr=False)

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

    @classmethod
    def from_dict(cls, data: Any) -> HoldemRules:
        """As `RulesValue.from_dict`; a file with no ``fixed_loan`` was written before loans
        were fixed, so it reads (and replays) by the loans that grew with the blinds."""
        if isinstance(data, dict) and "fixed_loan" not in data:
            data = {**data, "fixed_loan": False}
        return super(HoldemRules, cls).from_dict(data)

    def to_dict(self) -> dict[str, Any]:
        """The values; the seed's blind order is the absence of ``casino_blinds``, and growing
        loans the absence of ``fixed_loan``, so files written before either option existed
        read as they were written."""
        data = RulesValue.to_dict(self)  # (no zero-argument super() in a slotted dataclass)
        for option in ("casino_blinds", "fixed_loan"):
            if not data[option]:
                del data[option]
        return data

    def loan_at(self, hand_number: int) -> int:
        """The loan on an item pawned before hand ``hand_number``: the engine lends it and a
        save's check bounds the loans by it, so the two can never disagree."""
        blind = self.big_blind_at(hand_number if not self.fixed_loan else 1)
        return self.pawn_loan_blinds * blind

    def big_blind_at(self, hand_number: int) -> int:
        """The big blind of hand ``hand_number`` (1 is the first hand)."""
        return self.big_blind << ((max(hand_number, 1) - 1) // self.double_every)

    def small_blind_at(self, hand_number: int) -> int:
        return self.big_blind_at(hand_number) // 2
