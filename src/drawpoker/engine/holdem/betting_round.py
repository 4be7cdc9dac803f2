"""One fixed-limit betting round of hold'em: who acts, what they may do, when it is over.

A raise is always one big blind on top of the highest amount put in this round (a bet, when
that is nothing); at most ``raise_cap`` raises a round, the blinds not counted. A seat short of
money calls or raises all-in for what it has; an all-in that adds anything to the highest
amount counts as a raise and everyone else with money must act again. The round is over when
every seat still in with money behind has acted since the last raise and matched the highest
amount (or is all-in), or only one seat is left.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..actions import IllegalAction
from .actions import HoldemActionKind, HoldemLegalAction
from .street import Street


class HoldemBetting:
    """The mutable state of one betting round; the game owns it and checks actions first."""

    def __init__(
        self,
        street: Street,
        seats: Sequence[int],
        bets: Mapping[int, int],
        stacks: Mapping[int, int],
        big_blind: int,
        raise_cap: int,
    ) -> None:
        self.street = street
        self.seats = tuple(seats)  # in playing order, the first to act first
        self._bets = dict(bets)
        self._stacks = dict(stacks)
        self.big_blind = big_blind
        self.raise_cap = raise_cap
        self.raises = 0
        self.folded: set[int] = set()
        self._needs: set[int] = {s for s in self.seats if self._stacks[s] > 0}
        self.to_act: int | None = None
        self._prune()
        self.to_act = self._next_from(0)

    @classmethod
    def open(
        cls,
        street: Street,
        seats: Sequence[int],
        first: int,
        bets: Mapping[int, int],
        stacks: Mapping[int, int],
        big_blind: int,
        raise_cap: int,
    ) -> HoldemBetting:
        """A round among ``seats`` (in clockwise order) where ``first`` speaks first."""
        at = list(seats).index(first)
        ordered = tuple(seats[at:]) + tuple(seats[:at])
        return cls(street, ordered, bets, stacks, big_blind, raise_cap)

    # ----------------------------------------------------------------- reading
    @property
    def highest(self) -> int:
        return max(self._bets.values(), default=0)

    def bet_of(self, seat: int) -> int:
        return self._bets.get(seat, 0)

    def to_call(self, seat: int) -> int:
        """What ``seat`` owes now, capped by what it has."""
        if seat not in self._bets:
            return 0
        return min(self._stacks[seat], self.highest - self._bets[seat])

    @property
    def is_over(self) -> bool:
        return self.to_act is None

    def _live(self) -> list[int]:
        return [s for s in self.seats if s not in self.folded]

    def legal_actions(self) -> list[HoldemLegalAction]:
        seat = self.to_act
        if seat is None:
            return []
        stack = self._stacks[seat]
        owed = self.to_call(seat)
        legal: list[HoldemLegalAction] = []
        if owed == 0:
            legal.append(HoldemLegalAction(HoldemActionKind.CHECK))
        else:
            legal.append(HoldemLegalAction(HoldemActionKind.CALL, owed, owed == stack))
        others_can_answer = any(self._stacks[s] > 0 for s in self._live() if s != seat)
        if self.raises < self.raise_cap and stack > owed and others_can_answer:
            cost = min(stack, owed + self.big_blind)
            legal.append(HoldemLegalAction(HoldemActionKind.RAISE, cost, cost == stack))
        if owed > 0:
            legal.append(HoldemLegalAction(HoldemActionKind.FOLD))
        return legal

    # ----------------------------------------------------------------- changing
    def apply(self, kind: HoldemActionKind) -> int:
        """Apply the action of the seat to act; returns the dollars it puts in."""
        seat = self.to_act
        legal = {action.kind: action for action in self.legal_actions()}
        if seat is None or kind not in legal:
            raise IllegalAction(f"{kind} is not allowed now")
        paid = legal[kind].cost
        before = self.highest
        self._bets[seat] += paid
        self._stacks[seat] -= paid
        self._needs.discard(seat)
        if kind is HoldemActionKind.FOLD:
            self.folded.add(seat)
        elif self._bets[seat] > before:
            self.raises += 1
            self._needs = {s for s in self._live() if s != seat and self._stacks[s] > 0}
        self._prune()
        if len(self._live()) <= 1:
            self.to_act = None
        else:
            self.to_act = self._next_from(self.seats.index(seat) + 1)
        return paid

    def _prune(self) -> None:
        """With fewer than two seats able to bet, nobody who owes nothing has a decision."""
        with_money = [s for s in self._live() if self._stacks[s] > 0]
        if len(with_money) < 2:
            self._needs = {s for s in self._needs if self.to_call(s) > 0}

    def _next_from(self, position: int) -> int | None:
        count = len(self.seats)
        for step in range(count):
            seat = self.seats[(position + step) % count]
            if seat in self._needs:
                return seat
        return None
