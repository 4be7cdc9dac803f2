"""Hold'em's four actions (check, call, raise, fold) and their costs over the one shared
betting-round state machine, `engine.betting.BettingRound` (fixed limit). No rule of its own
beyond the two filters below: this module only translates.

What the shared round decides: a bet or raise is exactly one big blind; at most ``raise_cap``
raises a round (the blinds and the first bet after the flop are not raises); a seat short of
money calls all-in for less, and bets or raises all-in for less only at a casino-order table
(where that does not reopen the betting for those who already acted); the big blind has its
option;
the round is over when every seat still in with money behind has acted and matched, or one is
left. What hold'em adds here: FOLD is offered only when something is owed (folding for free
is never better than checking), and no raise when nobody left could answer it (every other
player still in is all in, or could only call with its last dollars).
"""

from __future__ import annotations

from collections.abc import Sequence

from drawpoker.engine.core.actions import Action, ActionKind, Bet, Fold, IllegalAction
from drawpoker.engine.core.actions import Call as CallAll
from drawpoker.engine.core.actions import Raise as RaiseBy
from drawpoker.engine.core.betting import BetStructure, BettingRound
from drawpoker.engine.holdem.actions import HoldemActionKind, HoldemLegalAction

#: The order legal actions are listed in (the order of the buttons).
_ORDER = (
    HoldemActionKind.CHECK,
    HoldemActionKind.CALL,
    HoldemActionKind.RAISE,
    HoldemActionKind.FOLD,
)


class HoldemBetting:
    """One round; the game passes its stacks (money behind each seat) to every call."""

    def __init__(self, betting_round: BettingRound) -> None:
        self.round = betting_round
        # The legal actions of this round value for these stacks: asked for by the view, the
        # check and the apply of every action, so worked out once.
        self._legal: tuple[tuple[int, ...], list[HoldemLegalAction]] | None = None

    @classmethod
    def open(
        cls,
        stacks: Sequence[int],
        first: int,
        live: Sequence[bool],
        big_blind: int,
        raise_cap: int,
        blinds: Sequence[tuple[int, int]] = (),
        short_all_in: bool = False,
    ) -> HoldemBetting:
        """A round among the ``live`` seats where ``first`` (or the next seat able to act)
        speaks first. ``blinds``, pre-flop, are posted from ``stacks`` by the round.
        ``short_all_in``: the casino's all-in rule (a casino-order table)."""
        structure = BetStructure.fixed(size=big_blind, max_raises=raise_cap,
                                       short_all_in=short_all_in)
        level = big_blind if blinds else 0
        return cls(
            BettingRound.open(structure, stacks, first, live=live, blinds=blinds, level=level)
        )

    @property
    def to_act(self) -> int | None:
        return self.round.to_act

    @property
    def raises(self) -> int:
        return self.round.raises

    def bet_of(self, seat: int) -> int:
        return self.round.paid[seat]

    def to_call(self, seat: int, stacks: Sequence[int]) -> int:
        """What ``seat`` owes now, capped by what it has."""
        return min(self.round.owed(seat), stacks[seat])

    def legal_actions(self, stacks: Sequence[int]) -> list[HoldemLegalAction]:
        key = tuple(stacks)
        if self._legal is None or self._legal[0] != key:
            self._legal = (key, self._work_out_legal(stacks))
        return list(self._legal[1])

    def _work_out_legal(self, stacks: Sequence[int]) -> list[HoldemLegalAction]:
        seat = self.round.to_act
        if seat is None:
            return []
        behind = stacks[seat]
        owed = self.round.owed(seat)
        # A raise means something only if another player still in could put in more than
        # it owes now: one that can only call its last dollars (or is all in) cannot answer.
        answerable = any(
            self.round.live[other] and stacks[other] > self.round.owed(other)
            for other in range(self.round.seats)
            if other != seat
        )
        legal: list[HoldemLegalAction] = []
        for shared in self.round.legal_actions(stacks):
            if shared.kind is ActionKind.CALL:
                cost = shared.to_call if owed else 0
                kind = HoldemActionKind.CALL if cost else HoldemActionKind.CHECK
                legal.append(HoldemLegalAction(kind, cost, bool(cost) and cost == behind))
            elif shared.kind in (ActionKind.BET, ActionKind.RAISE) and answerable:
                cost = owed + shared.min_amount
                legal.append(HoldemLegalAction(HoldemActionKind.RAISE, cost, cost == behind))
            elif shared.kind is ActionKind.FOLD and owed:
                legal.append(HoldemLegalAction(HoldemActionKind.FOLD))
        return sorted(legal, key=lambda action: _ORDER.index(action.kind))

    def apply(self, kind: HoldemActionKind, stacks: Sequence[int]) -> int:
        """Apply the action of the seat to act (checked by the caller); returns what it pays."""
        if kind not in [legal.kind for legal in self.legal_actions(stacks)]:
            raise IllegalAction(f"{str(kind).upper()} is not allowed now")
        action: Action
        if kind is HoldemActionKind.FOLD:
            action = Fold()
        elif kind is HoldemActionKind.RAISE:  # a full one, or all in for less (casino)
            shared = next(legal for legal in self.round.legal_actions(stacks)
                          if legal.kind in (ActionKind.BET, ActionKind.RAISE))
            amount = shared.min_amount
            action = Bet(amount) if self.round.level == 0 else RaiseBy(amount)
        else:
            action = CallAll()
        # Each hold'em action maps onto one the shared round listed as legal just now.
        applied = self.round.apply(action, stacks, checked=True)
        self.round = applied.round
        self._legal = None
        return applied.paid
