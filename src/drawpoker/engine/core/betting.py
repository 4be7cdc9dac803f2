"""One betting round for 2 to 6 seats, as an immutable state machine shared by every game.

The round knows only what was put in *this round*; the money itself (stacks, pot) lives in the
game's ledger, so every method that needs the stacks takes them (``stacks[seat]`` = money
the seat still has behind, after everything it paid this round). A round never moves money:
:meth:`BettingRound.apply` says how much the seat pays and the game moves it.

Public API (what a game uses)
-----------------------------
``BetStructure``
    Frozen value: how big bets are. ``BetStructure.spread(unit, max_bet, max_raises)`` is
    five-card draw's (any multiple of ``unit`` up to ``max_bet``, never more than an opponent
    still in can call, a call always ends the round). ``BetStructure.fixed(size, max_raises)``
    is fixed limit (hold'em: every bet and raise is exactly ``size``, the big blind; a short
    stack calls all-in for less but never bets or raises for less).
``BettingRound.open(structure, stacks, first, *, live=None, may_wait=False, blinds=(),
level=0)``
    A new round. ``first`` is where the order of action starts (the first seat from it, going
    left, that is still in and not all-in acts first). ``live[seat]`` is False for seats that
    folded earlier in the deal. ``blinds`` are forced first bets ``(seat, amount)``: each posts
    ``min(amount, stack)`` (all-in when short) into ``paid`` -- the caller then takes that money
    from the stacks -- and posting is not acting, which gives the big blind its option.
    ``level`` is what everyone must put in to stay (the big blind, even when its poster was
    short); it is at least the largest blind posted. ``may_wait``: the opener may WAIT (draw's
    first round), a check that leaves the round open; otherwise a check is a CALL of nothing.
``round.legal_actions(stacks)``
    Exactly what ``apply`` accepts, as ``LegalAction`` values: BET (nobody has bet yet) with its
    amounts, or RAISE (amount on top of the call, ``to_call`` = what is owed), while the raise
    cap allows; CALL (``to_call`` = what the seat pays: all-in for less when short) or WAIT;
    DROP (fold) always.
``round.check(action, stacks)`` / ``round.can(action, stacks)``
    Raise ``IllegalAction`` naming the rule / just answer. ``apply`` checks first.
``round.apply(action, stacks) -> Applied``
    The next round value, the seat that acted and what it ``paid`` (take it from its stack).
    ``checked=True`` skips the check for a caller that has just made it.
``round.complete``
    True when the round is over: one player left, a call ended it (draw), or every seat still
    in and not all-in has acted and matched ``level`` (or is the only one left who could act
    and has matched). ``round.to_act`` is then None.
Read-only fields: ``paid``, ``live``, ``all_in``, ``acted``, ``to_act``, ``raises``,
``actions`` (count this round), ``level``, ``owed(seat)``, ``in_hand`` (seats still in).

>>> draw = BetStructure.spread(unit=5, max_bet=50, max_raises=3)
>>> r = BettingRound.open(draw, stacks=(195, 195), first=0, may_wait=True)
>>> [str(legal.kind) for legal in r.legal_actions((195, 195))]
['bet', 'wait', 'drop']
>>> step = r.apply(Bet(20), (195, 195))
>>> step.paid, step.round.to_act, step.round.owed(1)
(20, 1, 20)
>>> step.round.apply(Call(), (175, 195)).round.complete
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from drawpoker.engine.core.actions import (
    Action,
    ActionKind,
    Bet,
    Call,
    Check,
    Fold,
    IllegalAction,
    LegalAction,
    Raise,
)
from drawpoker.engine.core.seat import check_seat, check_table, next_in_turn, seats_from


class Structure(StrEnum):
    SPREAD = "spread"  # any multiple of the unit up to a maximum (five-card draw)
    FIXED = "fixed"  # every bet and raise is exactly one unit (limit hold'em)


@dataclass(frozen=True, slots=True)
class BetStructure:
    """How big bets and raises are, and what ends a round.

    ``max_raises`` counts raises only: the opening bet (or the big blind) is not one.
    """

    kind: Structure
    unit: int
    max_bet: int
    max_raises: int
    call_ends_round: bool = False  # heads-up draw: a call, even of nothing, ends the round
    cap_to_callable: bool = False  # draw: never bet more than an opponent still in can call
    #: A casino's all-in rule (fixed limit): a stack too short for a full bet or raise may go
    #: all in for less, and that does not reopen the betting for those who already acted.
    short_all_in: bool = False

    def __post_init__(self) -> None:
        for name in ("unit", "max_bet", "max_raises"):
            value = getattr(self, name)
            if type(value) is not int or value < 0:
                raise ValueError(f"bet structure {name} must be a whole number >= 0, got {value!r}")
        if self.unit < 1 or self.max_bet < self.unit or self.max_bet % self.unit:
            raise ValueError(
                f"bets go from the unit ${self.unit} to a multiple of it, got max ${self.max_bet}"
            )
        if self.kind is Structure.FIXED and self.max_bet != self.unit:
            raise ValueError("in fixed limit every bet is exactly the unit")

    @classmethod
    def spread(cls, unit: int, max_bet: int, max_raises: int) -> BetStructure:
        """Five-card draw's structure (see docs/rules.md)."""
        return cls(Structure.SPREAD, unit, max_bet, max_raises, True, True)

    @classmethod
    def fixed(cls, size: int, max_raises: int, short_all_in: bool = False) -> BetStructure:
        """Fixed limit: every bet and raise is ``size`` (hold'em: the big blind); with
        ``short_all_in``, a short stack may also bet or raise all in for less."""
        return cls(Structure.FIXED, size, size, max_raises, short_all_in=short_all_in)


class Applied(NamedTuple):
    """What one action did: the round after it, who acted, and what they paid."""

    round: BettingRound
    seat: int
    paid: int


@dataclass(frozen=True, slots=True)
class BettingRound:
    """The state of one betting round; every change makes a new value (see the module doc)."""

    structure: BetStructure
    paid: tuple[int, ...]
    live: tuple[bool, ...]
    all_in: tuple[bool, ...]
    acted: tuple[bool, ...]
    to_act: int | None
    raises: int = 0
    actions: int = 0
    level: int = 0
    may_wait: bool = False
    closed: bool = False
    #: With ``short_all_in``: the largest bet or raise this round (by how much it lifted the
    #: level; the blinds are not one), and what the all-ins for less since the last full one
    #: added up to (they reopen the betting once they add up to a full one).
    increment: int = 0
    shorts: int = 0

    # ------------------------------------------------------------------ making one
    @classmethod
    def idle(cls, structure: BetStructure, seats: int) -> BettingRound:
        """A round where nothing was paid and nobody acts (before the first deal)."""
        check_table(seats)
        no = (False,) * seats
        return cls(structure, (0,) * seats, (True,) * seats, no, no, None, closed=True)

    @classmethod
    def open(
        cls,
        structure: BetStructure,
        stacks: Sequence[int],
        first: int,
        *,
        live: Sequence[bool] | None = None,
        may_wait: bool = False,
        blinds: Sequence[tuple[int, int]] = (),
        level: int = 0,
    ) -> BettingRound:
        seats = check_table(len(stacks))
        check_seat(first, seats)
        if any(type(stack) is not int or stack < 0 for stack in stacks):
            raise ValueError(f"stacks are whole numbers >= 0, got {list(stacks)!r}")
        still_in = tuple(True for _ in stacks) if live is None else tuple(bool(x) for x in live)
        if len(still_in) != seats:
            raise ValueError("live must name every seat")
        paid = [0] * seats
        for seat, amount in blinds:
            check_seat(seat, seats)
            if type(amount) is not int or amount < 0 or not still_in[seat] or paid[seat]:
                raise ValueError(f"a blind is posted once by a seat still in, got {amount!r}")
            paid[seat] = min(amount, stacks[seat])
        if type(level) is not int or level < 0:
            raise ValueError(f"level must be a whole number >= 0, got {level!r}")
        all_in = tuple(still_in[s] and stacks[s] == paid[s] for s in range(seats))
        acted = (False,) * seats
        level = max(level, *paid)
        to_act = None
        if not _settled(paid, still_in, all_in, acted, level):
            can_act = [alive and not out for alive, out in zip(still_in, all_in, strict=True)]
            to_act = next((s for s in seats_from(first, seats) if can_act[s]), None)
        return cls(
            structure, tuple(paid), still_in, all_in, acted, to_act, level=level, may_wait=may_wait
        )

    # ------------------------------------------------------------------ reading
    @property
    def seats(self) -> int:
        return len(self.paid)

    @property
    def in_hand(self) -> tuple[int, ...]:
        """The seats that have not folded."""
        return tuple(seat for seat, live in enumerate(self.live) if live)

    def owed(self, seat: int) -> int:
        """What ``seat`` must add to stay in (before any all-in shortness)."""
        return max(0, self.level - self.paid[seat])

    @property
    def complete(self) -> bool:
        return self.closed or _settled(self.paid, self.live, self.all_in, self.acted, self.level)

    # ------------------------------------------------------------------ legality
    def legal_actions(self, stacks: Sequence[int]) -> list[LegalAction]:
        seat = self.to_act
        if seat is None:
            return []
        behind = stacks[seat]
        owed = self.owed(seat)
        unit = self.structure.unit
        legal: list[LegalAction] = []
        if self.level == 0:  # nobody has bet yet this round
            top = self._top(seat, stacks, behind)
            if top >= unit:
                legal.append(LegalAction(ActionKind.BET, unit, top, unit))
            elif self._short_allowed(seat, stacks, behind):
                legal.append(LegalAction(ActionKind.BET, behind, behind, behind))
            if self.may_wait and self.actions == 0:
                legal.append(LegalAction(ActionKind.CHECK))
            else:
                legal.append(LegalAction(ActionKind.CALL))
        else:
            top = self._top(seat, stacks, behind - owed)
            free = behind - owed
            if self.raises < self.structure.max_raises and self._may_raise(seat, behind):
                if top >= unit:
                    legal.append(LegalAction(ActionKind.RAISE, unit, top, unit, to_call=owed))
                elif self._short_allowed(seat, stacks, free):
                    legal.append(LegalAction(ActionKind.RAISE, free, free, free, to_call=owed))
            legal.append(LegalAction(ActionKind.CALL, to_call=min(owed, behind)))
        legal.append(LegalAction(ActionKind.FOLD))
        return legal

    def _short_allowed(self, seat: int, stacks: Sequence[int], free: int) -> bool:
        """Whether ``seat`` may go all in with ``free`` dollars, less than a full bet or raise,
        as a bet or raise (the casino's rule; fixed limit only): not when nobody still in
        could put in more to answer it."""
        if not self.structure.short_all_in or free <= 0:
            return False
        return any(self.live[other] and not self.all_in[other]
                   and stacks[other] > self.owed(other)
                   for other in range(self.seats) if other != seat)

    def _may_raise(self, seat: int, behind: int) -> bool:
        """The casino's reopening rule: facing only an all-in for less (less owed than the
        largest bet or raise made), or having acted before all-ins for less that do not add
        up to a full raise, a player calls or folds. Without the rule, always."""
        if not self.structure.short_all_in:
            return True
        if min(self.owed(seat), behind) < self.increment:
            return False
        return not (self.shorts and self.shorts < self.increment and self.acted[seat])

    def _top(self, seat: int, stacks: Sequence[int], free: int) -> int:
        """The largest bet or raise ``seat`` may make with ``free`` dollars beyond the call."""
        unit = self.structure.unit
        if self.structure.kind is Structure.FIXED:
            return unit if free >= unit else 0
        top = min(self.structure.max_bet, free)
        if self.structure.cap_to_callable:
            most = 0  # what the richest opponent still able to act could call
            for other, stack in enumerate(stacks):
                if other != seat and self.live[other] and not self.all_in[other]:
                    most = max(most, stack - max(0, self.level - self.paid[other]))
            top = min(top, most)
        return top - top % unit if top > 0 else 0

    def check(self, action: Action, stacks: Sequence[int]) -> None:
        """Raise IllegalAction, naming the rule, if ``action`` is not allowed now."""
        if self.to_act is None:
            raise IllegalAction("the betting round is over: nobody is to act")
        if len(stacks) != self.seats:
            raise ValueError(f"stacks must name all {self.seats} seats")
        if not isinstance(action, Bet | Check | Raise | Call | Fold):
            raise IllegalAction(f"not a betting action: {action!r}")
        allowed = {legal.kind: legal for legal in self.legal_actions(stacks)}
        legal = allowed.get(action.kind)
        if legal is None:
            kinds = ", ".join(str(kind).upper() for kind in allowed)
            raise IllegalAction(
                f"{str(action.kind).upper()} is not allowed now; seat {self.to_act} may: {kinds}"
            )
        if isinstance(action, Bet | Raise):
            word = "bet" if isinstance(action, Bet) else "raise"
            if type(action.amount) is not int:
                raise IllegalAction(f"a {word} is a whole number of dollars")
            if action.amount % legal.step or not legal.min_amount <= action.amount:
                raise IllegalAction(
                    f"a {word} is a multiple of ${legal.step} from ${legal.min_amount}, "
                    f"got ${action.amount}"
                )
            if action.amount > legal.max_amount:
                raise IllegalAction(
                    f"a {word} is at most ${legal.max_amount} now, got ${action.amount}"
                )

    def can(self, action: Action, stacks: Sequence[int]) -> bool:
        try:
            self.check(action, stacks)
        except IllegalAction:
            return False
        return True

    # ------------------------------------------------------------------ acting
    def apply(self, action: Action, stacks: Sequence[int], *, checked: bool = False) -> Applied:
        """The round after the seat to act does ``action``: checked first, unless the caller
        says it already ``checked`` it against exactly these ``legal_actions`` (draw's match
        does, to name its own phases in the messages)."""
        if not checked:
            self.check(action, stacks)
        seat = self.to_act
        assert seat is not None
        owed = self.owed(seat)
        paid = list(self.paid)
        live = list(self.live)
        acted = list(self.acted)
        level, raises, closed = self.level, self.raises, False
        increment, shorts = self.increment, self.shorts
        pay = 0
        if isinstance(action, Bet | Raise):
            pay = action.amount + (owed if isinstance(action, Raise) else 0)
            raises += isinstance(action, Raise)
            lifted = paid[seat] + pay - level
            level = paid[seat] + pay
            if lifted >= increment or not self.structure.short_all_in:
                acted = [False] * self.seats  # a full bet or raise reopens the round
            if self.structure.short_all_in:  # (other games keep no count of it)
                increment = max(increment, lifted)
                all_in_now = stacks[seat] == pay
                shorts = shorts + lifted if all_in_now and lifted < self.structure.unit else 0
                if shorts >= increment:
                    shorts = 0
        elif isinstance(action, Call):
            pay = min(owed, stacks[seat])
            closed = self.structure.call_ends_round
        elif isinstance(action, Fold):
            live[seat] = False
        acted[seat] = True
        paid[seat] += pay
        all_in = list(self.all_in)
        all_in[seat] = live[seat] and stacks[seat] == pay and pay > 0
        to_act = None
        if not (closed or _settled(paid, live, all_in, acted, level)):
            can_act = [alive and not out for alive, out in zip(live, all_in, strict=True)]
            to_act = next_in_turn(seat, len(paid), can_act)
        after = BettingRound(
            self.structure,
            tuple(paid),
            tuple(live),
            tuple(all_in),
            tuple(acted),
            to_act,
            raises,
            self.actions + 1,
            level,
            self.may_wait,
            closed,
            increment,
            shorts,
        )
        return Applied(after, seat, pay)


def _settled(
    paid: Sequence[int],
    live: Sequence[bool],
    all_in: Sequence[bool],
    acted: Sequence[bool],
    level: int,
) -> bool:
    """One player left; or every seat still in and not all-in has matched ``level`` and has
    acted (or is the only one left who could act, with nobody to bet against)."""
    in_hand = can_act = 0
    matched = every_one_acted = True
    for seat, alive in enumerate(live):
        if not alive:
            continue
        in_hand += 1
        if all_in[seat]:
            continue
        can_act += 1
        matched = matched and paid[seat] >= level
        every_one_acted = every_one_acted and acted[seat]
    if in_hand <= 1:
        return True
    return matched and (can_act <= 1 or every_one_acted)
