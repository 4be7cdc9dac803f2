"""Reading a PlayerView as a position in the abstract game, and abstract moves as real actions.

Only the view is read: the deal's public actions, the stacks and pot, the player's own cards.
A real bet of any size is mapped to the nearest abstract size (minimum, half pot, pot, maximum)
by ratio, so the solved strategy applies whatever amounts the other player chooses.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from drawpoker.ai.draw.abstraction import (
    BET_MOVES,
    CHECK,
    FOLD,
    HALF,
    MAX,
    MIN,
    BetState,
    start_state,
)
from drawpoker.ai.draw.knowledge import Knowledge
from drawpoker.engine.core.actions import ActionKind, Bet, Call, LegalAction, Raise
from drawpoker.engine.draw.actions import Action, Drop, Kind, Wait
from drawpoker.engine.draw.phase import Phase
from drawpoker.engine.draw.view import PlayerView


@dataclass(slots=True)
class Situation:
    """Where the player stands in the abstract game."""

    me: int  # 0: acts first this deal, 1: acts second
    betting_round: int  # 1, 2, or 0 during the draw
    round1: str
    draws: str  # abstract draw counts so far, first player's first
    state: BetState | None  # the abstract betting state of the current round
    node_key: str
    in_tree: bool  # False when the real play left the abstract tree (fallbacks apply)
    # every move so far as (node key, 0 or 1 for who moved, index of the move at that node;
    # for a draw the abstract draw count), to weigh how likely the other player's line was
    path: list[tuple[str, int, int]] = field(default_factory=list)


def abstract_draw(count: int) -> int:
    return min(count, 3)


def read(view: PlayerView, knowledge: Knowledge) -> Situation:
    betting = knowledge.betting
    ratio = knowledge.money_ratio
    ante = knowledge.limits.ante
    me = 0 if view.seat == view.first_to_act else 1
    state = start_state(1, (ante, ante))
    in_tree = True
    round1 = ""
    draws = ""
    path: list[tuple[str, int, int]] = []
    for action in view.actions:
        who = 0 if action.seat == view.first_to_act else 1
        if action.betting_round == 0:
            if state.betting_round == 1:
                round1 = state.history
            first = draws[:1] if draws else ""
            path.append((f"d{len(draws)}:{round1}:{first}", who, abstract_draw(action.amount)))
            draws += str(abstract_draw(action.amount))
            continue
        if action.betting_round == 2 and state.betting_round == 1:
            round1 = state.history
            state = start_state(2, (state.paid[0], state.paid[1]))
        if state.over or state.to_act != who:
            in_tree = False
            continue
        betting_moves = betting.moves(state)
        move = _abstract_move(betting_moves, action.kind, action.amount * ratio, state, knowledge)
        if move not in betting_moves:
            in_tree = False
            move = CHECK if CHECK in betting_moves else betting_moves[0]
        key = (
            f"1:{state.history}"
            if state.betting_round == 1
            else f"2:{round1}:{draws}:{state.history}"
        )
        path.append((key, who, betting_moves.index(move)))
        state = betting.apply(state, move)
    if view.phase is Phase.DRAW:
        if state.betting_round == 1:
            round1 = state.history
        player = len(draws)
        first = draws[:1] if player == 1 else ""
        key = f"d{player}:{round1}:{first}"
        return Situation(me, 0, round1, draws, None, key, in_tree, path)
    if view.phase is Phase.BET2 and state.betting_round == 1:
        round1 = state.history
        state = start_state(2, (state.paid[0], state.paid[1]))
    if state.betting_round == 1:
        key = f"1:{state.history}"
        return Situation(
            me, 1, state.history, draws, state, key, in_tree and state.to_act == me, path
        )
    key = f"2:{round1}:{draws}:{state.history}"
    return Situation(me, 2, round1, draws, state, key, in_tree and state.to_act == me, path)


def _abstract_move(
    moves: list[str], kind: Kind, amount: float, state: BetState, knowledge: Knowledge
) -> str:
    if kind == ActionKind.FOLD:
        return FOLD
    if kind in (ActionKind.CHECK, ActionKind.CALL):
        return CHECK
    sizes = [(move, knowledge.betting.size(state, move)) for move in BET_MOVES if move in moves]
    if not sizes:
        return CHECK
    return min(sizes, key=lambda item: abs(math.log(max(amount, 1.0) / max(item[1], 1))))[0]


def legal_kinds(view: PlayerView) -> dict[str, LegalAction]:
    return {legal.kind: legal for legal in view.legal_actions}


def passive(view: PlayerView) -> Action:
    """Check if possible, otherwise call (never folds, never raises)."""
    legal = legal_kinds(view)
    if ActionKind.CHECK in legal:
        return Wait()
    return Call()


def to_real(move: str, view: PlayerView, amount_hint: int | None = None) -> Action:
    """An abstract move as a legal action in the real game.

    ``POT`` bets the real pot after calling (rounded to the bet unit, within the allowed range),
    ``HALF`` half of it, ``MIN`` the smallest allowed amount, ``MAX`` the largest. A bet that is
    not allowed now becomes a check or call.
    """
    legal = legal_kinds(view)
    if move == FOLD:
        return Drop() if view.to_call > 0 and ActionKind.FOLD in legal else passive(view)
    if move == CHECK:
        return passive(view)
    aggressive = legal.get(ActionKind.BET) or legal.get(ActionKind.RAISE)
    if aggressive is None:
        return passive(view)
    if move == MAX:
        amount = aggressive.max_amount
    elif move == MIN:
        amount = aggressive.min_amount
    else:
        pot = view.pot + view.to_call if amount_hint is None else amount_hint
        if move == HALF:
            pot //= 2
        unit = aggressive.step
        amount = max(
            aggressive.min_amount, min(aggressive.max_amount, (pot + unit // 2) // unit * unit)
        )
    return Bet(amount) if aggressive.kind == ActionKind.BET else Raise(amount)
