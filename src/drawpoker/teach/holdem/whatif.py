"""Hold'em's what-if: one of the player's actions in a finished hand played differently, on the
order the history committed to and revealed.

The game is rebuilt through the engine's public API (the verifier's replay of every earlier
hand from its revealed order) and each computer player is shown every earlier hand. The hand is
dealt again from its order (``HoldemGame.start_hand(order)``), played as recorded up to the
decision, then the changed action is played: the board that comes is the order's. The
computer players answer by their own strategies (:mod:`drawpoker.teach.branching`: the solved
``hard`` heads-up odds exactly; ``easy`` and ``normal`` decide by Monte Carlo, so their answers
are sampled and marked so). The player may go on choosing: ``then``, his own later actions,
are played in order along their likeliest answers (the first line), ``Comparison.ahead`` being
his next decision there. His other later actions are the coach's: call (or check) when the
equity against random hands pays the price, fold otherwise.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from drawpoker.ai.holdem.base import board_of, my_combo
from drawpoker.ai.holdem.equity import monte_carlo
from drawpoker.ai.holdem.players import make_player
from drawpoker.engine.core.cards import Card
from drawpoker.engine.holdem import HoldemActionKind, HoldemGame, HoldemView, action_of_kind
from drawpoker.storage.event_log import Line as LogLine
from drawpoker.storage.holdem.history import HoldemReplayer
from drawpoker.teach.branching import clone, enumerate_answers
from drawpoker.teach.outcome import (
    ChoiceError,
    CoachValue,
    Comparison,
    Decision,
    Line,
    Step,
    own_line_first,
)

YOU = 0
MAX_LINES = 8
#: Runs of a Monte Carlo player when her answers are sampled.
SAMPLES = 8
#: Deals of the coach's equity estimate (against random hands of each player still in).
EQUITY_TRIALS = 600
DEFAULT_LEVEL = "normal"


@dataclass
class HoldemDeal:
    """One hand of a hold'em history, rebuilt."""

    before: HoldemGame
    players: dict[int, Any]
    order: list[Card]
    events: list[LogLine]
    level: str
    names: list[str]
    notes: list[str] = field(default_factory=list)
    #: The computer players themselves as the hand began (the game in progress keeps them,
    #: random states and all): their answers are then the very ones, not their strategies.
    state: dict[int, Any] | None = None


class _NotThem(Exception):
    """The kept players do not make the choices the history recorded."""


def rebuild(header: LogLine, deals: Sequence[list[LogLine]], number: int,
            level: str | None = None, state: dict[int, Any] | None = None,
            dealt: Sequence[Card] | None = None) -> HoldemDeal:
    """The game before hand ``number`` and its computer players, each shown every earlier
    hand; ``state``: the players themselves as the hand began, kept by the game in progress
    (copies are used, never they); ``dealt``: the deck of hand ``number`` when it is not
    revealed yet (a hand under way, whose game holds its committed order)."""
    replayer = HoldemReplayer()
    game = replayer.new_game(header)
    start = header.get("start")
    names = list(start.get("names", [])) if isinstance(start, dict) else []
    chosen = level or DEFAULT_LEVEL
    players = {seat: make_player(chosen, seed=seat) for seat in range(1, game.players)}
    for events in deals:
        if dealt is not None and events[0].get("hand_number") == number:
            return HoldemDeal(copy.deepcopy(game), players, list(dealt), events, chosen, names,
                              state=None if state is None else clone(state))
        reveal = next((e for e in events if e["type"] == "DeckRevealed"), None)
        if reveal is None:
            break
        order = [Card.from_str(code) for code in reveal["order"]]
        if events[0].get("hand_number") == number:
            return HoldemDeal(copy.deepcopy(game), players, order, events, chosen, names,
                              state=None if state is None else clone(state))
        replayer.replay(game, [dict(e) for e in events], order)
        for seat, player in players.items():
            if not game.out[seat]:
                player.observe(game.view(seat))
    raise ChoiceError(f"no finished hand {number} in this history")


def _name(deal: HoldemDeal, seat: int) -> str:
    if seat == YOU:
        return "you"
    return deal.names[seat] if seat < len(deal.names) and deal.names[seat] else f"seat {seat}"


@dataclass
class _Point:
    game: HoldemGame
    players: dict[int, Any]
    view: HoldemView
    kind: str


def _play(deal: HoldemDeal, game: HoldemGame, seat: int, action: Any,
          chance: float = 1.0) -> list[Step]:
    board = len(game.board)
    game.act(action, seat=seat)
    out = [Step(_name(deal, seat), str(action.kind), chance)]
    if len(game.board) > board:
        out.append(Step("cards", "board " + " ".join(str(c) for c in game.board[board:])))
    return out


def walk(deal: HoldemDeal) -> tuple[list[_Point], HoldemGame, list[Step]]:
    """The hand as recorded. With the kept players, each makes its recorded choices itself
    (so its random state moves as it did); kept players that choose otherwise are dropped
    (noted) and their strategies answer instead."""
    if deal.state is not None:
        try:
            return _walk(deal, live=True)
        except _NotThem:
            deal.state = None
            deal.notes.append("the kept players did not make the recorded choices: their "
                              "strategies answer instead")
    return _walk(deal, live=False)


def _walk(deal: HoldemDeal, live: bool) -> tuple[list[_Point], HoldemGame, list[Step]]:
    game = copy.deepcopy(deal.before)
    players = clone(deal.state) if live and deal.state is not None \
        else copy.deepcopy(deal.players)
    game.start_hand(order=deal.order)
    points: list[_Point] = []
    steps: list[Step] = []
    for line in deal.events:
        if line["type"] != "ActionTaken":
            continue
        seat = int(line["seat"])
        action = action_of_kind(line["action"])
        if seat == YOU:
            points.append(_Point(copy.deepcopy(game), clone(players), game.view(YOU),
                                 str(action.kind)))
        # The kept player chooses, as at the table: its random state moves as it did.
        elif live and players[seat].choose(game.view(seat)).kind != action.kind:
            raise _NotThem
        steps += _play(deal, game, seat, action)
    return points, game, steps


def decisions(deal: HoldemDeal) -> list[Decision]:
    points, _, _ = walk(deal)
    return [_decision(n, p) for n, p in enumerate(points, 1)]


def _decision(number: int, point: _Point) -> Decision:
    view = point.view
    return Decision(number, str(view.street), tuple(str(c) for c in view.hole),
                    tuple(str(c) for c in view.board), view.pot, view.to_call, point.kind,
                    tuple(str(k) for k in view.legal_kinds()))


def equity(view: HoldemView) -> float:
    """The coach's equity: against one random hand for each other player still in."""
    others = sum(1 for seat, live in enumerate(view.in_hand) if live and seat != view.seat)
    return monte_carlo(my_combo(view), board_of(view), [None] * others, EQUITY_TRIALS,
                       random.Random(0))


def coach_values(view: HoldemView) -> list[CoachValue]:
    """Each action's value if the hand is shown down with no more bets: fold 0, check
    ``equity x pot``, call ``equity x (pot + owed) - owed``, raise (called by one player)
    ``equity x (pot + owed + 2 x raise) - (owed + raise)``."""
    share = equity(view)
    pot, owed = view.pot, view.to_call
    note = f"equity {share:.1%} against random hands"
    out: list[CoachValue] = []
    for legal in view.legal_actions:
        if legal.kind is HoldemActionKind.FOLD:
            value = 0.0
        elif legal.kind is HoldemActionKind.CHECK:
            value = share * pot
        elif legal.kind is HoldemActionKind.CALL:
            value = share * (pot + legal.cost) - legal.cost
        else:
            raised = legal.cost - owed
            value = share * (pot + owed + 2 * raised) - legal.cost
        out.append(CoachValue(str(legal.kind), value, "$", note))
    return out


def _coach_action(view: HoldemView) -> Any:
    kinds = view.legal_kinds()
    if HoldemActionKind.CHECK in kinds:
        return action_of_kind("check")
    share = equity(view)
    if share * (view.pot + view.to_call) - view.to_call >= 0 and HoldemActionKind.CALL in kinds:
        return action_of_kind("call")
    return action_of_kind("fold")


@dataclass
class _Explore:
    start: tuple[int, ...]
    lines: list[Line] = field(default_factory=list)
    bases: set[str] = field(default_factory=set)
    cut: bool = False
    #: The player's own later actions still to play on the first line.
    then: list[str] = field(default_factory=list)
    #: The view of his next decision on the first line once ``then`` is played (or None).
    ahead: HoldemView | None = None
    first: bool = True
    #: The kept players answer: their very choices, one line.
    live: bool = False


def _own(view: HoldemView, choice: str) -> Any:
    """The action ``choice`` names where the player stands; ChoiceError if he had no such."""
    kinds = [str(k) for k in view.legal_kinds()]
    if choice.strip().lower() not in kinds:
        raise ChoiceError(f"no such choice here: {choice[:40]!r}; here: {', '.join(kinds)}")
    return action_of_kind(choice.strip().lower())


def _explore(deal: HoldemDeal, game: HoldemGame, players: dict[int, Any], steps: list[Step],
             chance: float, state: _Explore, hand: int) -> None:
    first = state.first  # this call follows the first line (their likeliest answers)
    state.first = False
    while game.to_act is not None and not (game.history
                                           and game.history[-1].hand_number == hand):
        seat = game.to_act
        if seat == YOU:
            view = game.view(YOU)
            if first and state.then:
                action = _own(view, state.then.pop(0))
            else:
                if first and state.ahead is None:
                    state.ahead = view
                action = _coach_action(view)
            steps = steps + _play(deal, game, seat, action)
            continue
        player = players[seat]
        view = game.view(seat)
        if state.live:  # its very choice, from the state the game kept
            state.bases.add("state")
            steps = steps + _play(deal, game, seat, player.choose(view))
            continue

        def decide(twin: Any, view: HoldemView = view) -> Any:
            return twin.choose(view)

        answers = enumerate_answers(player, decide, samples=SAMPLES)
        state.bases.add(answers.basis)
        options = list(answers.options)
        if len(state.lines) + len(options) > MAX_LINES:
            state.cut = state.cut or len(options) > 1
            options = options[:1]
        for action, p in options[1:]:
            twin, twins = copy.deepcopy(game), copy.deepcopy(players)
            _explore(deal, twin, twins, steps + _play(deal, twin, seat, action, p), chance * p,
                     state, hand)
        action, p = options[0]
        steps = steps + _play(deal, game, seat, action, p)
        chance *= p
    state.lines.append(_line(deal, game, state.start, steps, chance))


def _line(deal: HoldemDeal, game: HoldemGame, start: tuple[int, ...], steps: list[Step],
          chance: float) -> Line:
    record = game.history[-1]
    shown = tuple((_name(deal, seat), tuple(str(c) for c in cards))
                  for seat, cards in record.shown)
    mine = tuple(str(c) for c in deal.order[record.seats.index(YOU)::len(record.seats)][:2]) \
        if YOU in record.seats else ()
    money = tuple(game.stacks[seat] - start[seat] for seat in range(len(start)))
    return Line(tuple(steps), chance, mine, (), tuple(str(c) for c in record.board), shown,
                sum(p.amount for p in record.pots), money)


def replay(deal: HoldemDeal, decision: int, choice: str,
           then: Sequence[str] = ()) -> Comparison:
    """The hand with the player's ``decision`` (from 1) played as ``choice`` (and ``then``,
    his later actions along their likeliest answers), beside the hand as it was."""
    points, end, real_steps = walk(deal)
    if not 1 <= decision <= len(points):
        raise ChoiceError(f"no decision {decision}: this hand has {len(points)} "
                          f"(1 to {len(points)})")
    point = points[decision - 1]
    kinds = [str(k) for k in point.view.legal_kinds()]
    if choice.strip().lower() not in kinds:
        raise ChoiceError(f"no such choice here: {choice[:40]!r}; here: {', '.join(kinds)}")
    start = tuple(deal.before.stacks)
    hand = int(deal.events[0]["hand_number"])
    seen = 0
    real_from = real_steps
    for index, step in enumerate(real_steps):
        if step.who == "you":
            seen += 1
            if seen == decision:
                real_from = real_steps[index:]
                break
    real = _line(deal, end, start, real_from, 1.0)
    game, players = copy.deepcopy(point.game), copy.deepcopy(point.players)
    state = _Explore(start, then=list(then), live=deal.state is not None)
    first = _play(deal, game, YOU, action_of_kind(choice.strip().lower()))
    _explore(deal, game, players, first, 1.0, state, hand)
    if state.then:
        raise ChoiceError(f"the hand was over before your choice {state.then[0][:40]!r}")
    lines, ahead = own_line_first(state.lines, then, state.ahead)
    expected = sum(line.probability * line.money[YOU] for line in lines)
    basis = "state" if state.live else "sampled" if "sampled" in state.bases \
        else "mixed" if "mixed" in state.bases else "rule"
    comparison = Comparison("holdem", hand, _decision(decision, point), choice.strip().lower(),
                            real, lines, basis, expected, state.cut,
                            coach_values(point.view), list(deal.notes), list(then))
    if ahead is not None:
        comparison.ahead = Decision(decision + len(then) + 1, str(ahead.street),
                                    tuple(str(c) for c in ahead.hole),
                                    tuple(str(c) for c in ahead.board), ahead.pot,
                                    ahead.to_call, "",
                                    tuple(str(k) for k in ahead.legal_kinds()))
    comparison.notes.append(f"their level: {deal.level}; your later decisions: "
                            + ("yours, then the coach's" if then else "the coach's"))
    return comparison
