"""Property tests of the betting round: any table, any stacks, any legal play."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from drawpoker.engine.core.actions import ActionKind, Bet, Call, IllegalAction, LegalAction, Raise
from drawpoker.engine.core.betting import BetStructure, BettingRound, Structure
from drawpoker.engine.draw.actions import Action, Drop, Wait
from soak import size


@st.composite
def structures(draw: st.DrawFn) -> BetStructure:
    unit = draw(st.integers(1, 20))
    raises = draw(st.integers(0, 4))
    if draw(st.booleans()):
        return BetStructure.fixed(unit, raises)
    return BetStructure(
        Structure.SPREAD,
        unit,
        unit * draw(st.integers(1, 10)),
        raises,
        call_ends_round=draw(st.booleans()),
        cap_to_callable=draw(st.booleans()),
    )


@st.composite
def rounds(draw: st.DrawFn) -> tuple[BettingRound, list[int]]:
    structure = draw(structures())
    seats = draw(st.integers(2, 6))
    stacks = draw(st.lists(st.integers(0, 300), min_size=seats, max_size=seats))
    live = draw(st.lists(st.booleans(), min_size=seats, max_size=seats))
    first = draw(st.integers(0, seats - 1))
    blinds: list[tuple[int, int]] = []
    level = 0
    if draw(st.booleans()):
        in_hand = [seat for seat in range(seats) if live[seat]]
        if len(in_hand) >= 2:
            small, big = in_hand[0], in_hand[1]
            blinds = [(small, structure.unit // 2), (big, structure.unit)]
            level = structure.unit
    r = BettingRound.open(
        structure,
        stacks,
        first,
        live=live,
        may_wait=draw(st.booleans()),
        blinds=blinds,
        level=level,
    )
    left = [stack - paid for stack, paid in zip(stacks, r.paid, strict=True)]
    return r, left


def candidates(legal: list[LegalAction]) -> list[Action]:
    """More than the legal actions: every kind with amounts around the allowed ones."""
    amounts = {0, 1}
    for entry in legal:
        amounts |= {entry.min_amount - 1, entry.max_amount, entry.max_amount + 1}
        amounts |= {entry.max_amount + entry.step}
    return [
        Wait(),
        Call(),
        Drop(),
        *(Bet(a) for a in sorted(amounts)),
        *(Raise(a) for a in sorted(amounts)),
    ]


def allowed(legal: list[LegalAction], action: Action) -> bool:
    for entry in legal:
        if entry.kind is not action.kind:
            continue
        if isinstance(action, Bet | Raise):
            return action.amount in entry.amounts()
        return True
    return False


@settings(max_examples=size(400), deadline=None)
@given(start=rounds(), choices=st.lists(st.integers(0, 10**6), max_size=80))
def test_any_legal_play_keeps_the_rules_and_ends(
    start: tuple[BettingRound, list[int]], choices: list[int]
) -> None:
    r, stacks = start
    structure = r.structure
    put_in = sum(r.paid)
    money = sum(stacks) + put_in
    limit = r.seats * (structure.max_raises + 2)  # each bet or raise lets everyone act again
    for steps, choice in enumerate(choices, start=1):
        if r.complete:
            break
        seat = r.to_act
        assert seat is not None and r.live[seat] and not r.all_in[seat] and stacks[seat] > 0
        legal = r.legal_actions(stacks)
        for candidate in candidates(legal):  # legal_actions is exactly what apply accepts
            assert r.can(candidate, stacks) == allowed(legal, candidate), (candidate, legal)
        entry = legal[choice % len(legal)]
        amounts = entry.amounts()
        action: Action
        if entry.kind is ActionKind.BET:
            action = Bet(amounts[choice % len(amounts)])
        elif entry.kind is ActionKind.RAISE:
            action = Raise(amounts[choice % len(amounts)])
        else:
            simple: dict[ActionKind, Action] = {
                ActionKind.CHECK: Wait(),
                ActionKind.CALL: Call(),
                ActionKind.FOLD: Drop(),
            }
            action = simple[entry.kind]
        before = r
        step = r.apply(action, stacks)
        assert r == before  # rounds are values: applying makes a new one
        assert step.seat == seat and 0 <= step.paid <= stacks[seat]
        stacks[seat] -= step.paid
        put_in += step.paid
        r = step.round
        assert sum(r.paid) == put_in and sum(stacks) + put_in == money
        assert r.raises <= structure.max_raises
        if structure.kind is Structure.FIXED and isinstance(action, Bet | Raise):
            assert r.level == before.level + structure.unit
        if isinstance(action, Drop):
            assert not r.live[seat]
        assert r.all_in[seat] == (r.live[seat] and stacks[seat] == 0 and step.paid > 0)
        assert steps <= limit
    if not r.complete:
        return  # the choices ran out first
    assert r.to_act is None and r.legal_actions(stacks) == []
    in_hand = r.in_hand
    still = [s for s in in_hand if not r.all_in[s]]
    if len(in_hand) > 1 and not r.closed:
        assert all(r.paid[s] == r.level for s in still)
    for s in in_hand:  # an all-in seat put in all it had, never more than the level
        assert r.paid[s] <= r.level


@settings(max_examples=200, deadline=None)
@given(start=rounds())
def test_nobody_broke_or_folded_is_asked_to_act(start: tuple[BettingRound, list[int]]) -> None:
    r, stacks = start
    if r.to_act is None:
        can_act = [s for s in r.in_hand if stacks[s] > 0]
        assert len(r.in_hand) <= 1 or len(can_act) <= 1 or r.closed
    else:
        assert r.live[r.to_act] and stacks[r.to_act] > 0
        try:
            r.check(Drop(), stacks)
        except IllegalAction:  # pragma: no cover - a fold is always allowed
            raise AssertionError("a fold is always allowed") from None
