"""Draw poker's what-if: one of the player's decisions in a finished deal played differently,
on the deck the history committed to and revealed.

The match is rebuilt through the engine's public API from the history's header, every earlier
deal replayed from its revealed order (the verifier's own replay), and her player is shown each
earlier deal so she remembers the player as she did. The deal is then dealt again from its
order (``Match.start_deal(order)``) and played as recorded up to the decision; from there the
changed choice is played, and the engine deals every card from the same order. Her answers are
her strategy's (:mod:`drawpoker.teach.branching`: each with its probability). The player may go
on choosing: ``then``, his own later choices, are played in order along her likeliest answers
(the first line), and ``Comparison.ahead`` is his next decision there. His other later
decisions are the coach's (its starred draw; in a betting round the move the solved strategy
takes most often there, a bet or raise at its smallest size; check or call where the strategy
has no answer). Nothing here writes a file or touches the match that was played.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from drawpoker.ai.draw import make_player
from drawpoker.ai.draw.coach import advised_keep, draw_options, strategy_odds
from drawpoker.ai.draw.draws import expected_value
from drawpoker.ai.draw.knowledge import knowledge_for
from drawpoker.engine.draw import (
    Action,
    ActionKind,
    Bet,
    Call,
    Card,
    Discard,
    Drop,
    Match,
    Phase,
    PlayerView,
    Raise,
    Wait,
)
from drawpoker.engine.draw.actions import DISCARD
from drawpoker.storage.draw.event_log import DrawReplayer
from drawpoker.storage.event_log import Line as LogLine
from drawpoker.teach.branching import Answers, clone, enumerate_answers
from drawpoker.teach.outcome import (
    ChoiceError,
    CoachValue,
    Comparison,
    Decision,
    Line,
    Step,
    own_line_first,
)

HUMAN = 0  # the player's seat (plain ints: the views take 0 or 1)
HER = 1
IN_DEAL = (Phase.BET1, Phase.DRAW, Phase.BET2)
#: The most lines a what-if follows; past it her likeliest answer is followed alone.
MAX_LINES = 24
#: Her level when the history does not name one (the game's own default opponent level).
DEFAULT_LEVEL = "hard"
_SIMPLE: dict[str, Action] = {"wait": Wait(), "call": Call(), "drop": Drop()}
_PHASES = {Phase.BET1: "bet1", Phase.DRAW: "draw", Phase.BET2: "bet2"}


def choice_text(action: Action) -> str:
    """An action in the choice syntax: ``bet:10``, ``discard:Ah,7c``, ``discard:none``."""
    if isinstance(action, Bet | Raise):
        return f"{action.kind}:{action.amount}"
    if isinstance(action, Discard):
        return "discard:" + (",".join(str(c) for c in action.cards) or "none")
    return str(action.kind)


def parse_choice(text: str, view: PlayerView) -> Action:
    """The action a choice names; ChoiceError when it is not one the player had."""
    kind, _, rest = text.strip().lower().partition(":")
    action: Action
    try:
        if kind in ("bet", "raise"):
            amount = int(rest)
            action = Bet(amount) if kind == "bet" else Raise(amount)
        elif kind in ("wait", "call", "drop") and not rest:
            action = _SIMPLE[kind]
        elif kind == "discard":
            codes = [] if rest in ("", "none") else [c for c in rest.split(",") if c]
            action = Discard(tuple(Card.from_str(code[:-1].upper() + code[-1])
                                   for code in codes))
        else:
            raise ValueError(text)
    except (ValueError, KeyError):
        raise ChoiceError(f"no such choice: {text[:40]!r}; "
                          f"here: {', '.join(choices_here(view))}") from None
    held = set(view.hand)
    if isinstance(action, Discard) and not set(action.cards) <= held:
        raise ChoiceError(f"you did not hold {text[8:40]!r}; you held "
                          f"{' '.join(str(c) for c in view.hand)}")
    if not _legal(action, view):
        raise ChoiceError(f"{text[:40]!r} was not allowed there; "
                          f"here: {', '.join(choices_here(view))}")
    return action


def _legal(action: Action, view: PlayerView) -> bool:
    for legal in view.legal_actions:
        if legal.kind != action.kind:
            continue
        if isinstance(action, Bet | Raise):
            return action.amount in legal.amounts()
        if isinstance(action, Discard):
            return legal.min_amount <= len(action.cards) <= legal.max_amount
        return True
    return False


def choices_here(view: PlayerView) -> list[str]:
    """What the player could do at ``view``, in the choice syntax."""
    out: list[str] = []
    for legal in view.legal_actions:
        if legal.kind is DISCARD:
            out.append("discard:<cards>|none")
        elif legal.step:
            out.append(f"{legal.kind}:{legal.min_amount}..{legal.max_amount}")
        else:
            out.append(str(legal.kind))
    return out


@dataclass
class _Point:
    """The match just before one of the player's decisions."""

    match: Match
    her: Any
    view: PlayerView
    action: Action


@dataclass
class DrawDeal:
    """One deal of a draw history, rebuilt: the match before it, her, and its lines."""

    before: Match
    her: Any
    order: list[Card]
    events: list[LogLine]
    level: str
    notes: list[str] = field(default_factory=list)
    #: Her very self as the deal began (the match in progress keeps her, random state and
    #: all): her answers are then the very ones she would have given, not her mixed strategy.
    state: Any = None


class _NotHer(Exception):
    """Her kept state does not make the choices the history recorded (not her, or not then)."""


def rebuild(header: LogLine, deals: Sequence[list[LogLine]], number: int,
            level: str | None = None, state: Any = None,
            order: Sequence[Card] | None = None) -> DrawDeal:
    """The match as it stood before deal ``number`` (every earlier deal replayed from its
    revealed order), and her player, shown each earlier deal; ``state``: her own player as
    the deal began, kept by the match in progress (a copy is used, never her); ``order``:
    the deck of deal ``number`` when it is not revealed yet (a deal under way, whose match
    holds its committed order)."""
    replayer = DrawReplayer()
    match = replayer.new_game(header)
    her = make_player(level or DEFAULT_LEVEL, seed=0)
    for events_ in deals:
        deal = events_[0].get("deal_number")
        if deal == number:
            dealt = _order(events_) if order is None else list(order)
            return DrawDeal(copy.deepcopy(match), her, dealt, events_, level or DEFAULT_LEVEL,
                            state=None if state is None else clone(state))
        replayer.replay(match, [dict(e) for e in events_], _order(events_))
        her.observe(match.view(HER))
    raise ChoiceError(f"no finished deal {number} in this history")


def _order(events_: list[LogLine]) -> list[Card]:
    reveal = next((e for e in events_ if e["type"] == "DeckRevealed"), None)
    if reveal is None:
        raise ChoiceError(f"deal {events_[0].get('deal_number')} is not finished")
    return [Card.from_str(code) for code in reveal["order"]]


def _recorded(deal: DrawDeal) -> list[tuple[int, LogLine]]:
    return [(e["seat"], e) for e in deal.events if e["type"] == "ActionTaken"]


def _her_discard(deal: DrawDeal, match: Match, her: Any, count: int) -> Discard:
    """Which cards she threw is private: the ones her shown hand no longer holds, else the
    likeliest throw of that many cards her strategy makes with her hand (noted)."""
    hand = match.hands[HER]
    shown = next((e for e in deal.events if e["type"] == "Showdown"), None)
    if shown is not None:
        final = set(shown["hands"][HER])
        thrown = tuple(card for card in hand if str(card) not in final)
        if len(thrown) == count:
            return Discard(thrown)
    answers = enumerate_answers(her, lambda p: p.choose(match.view(HER)))
    fits = [a for a, _ in answers.options if isinstance(a, Discard) and len(a.cards) == count]
    if fits:
        deal.notes.append(f"her discard of {count} was not shown: taken as her strategy's "
                          f"likeliest throw of {count} ({choice_text(fits[0])})")
        return fits[0]
    deal.notes.append(f"her discard of {count} was not shown and her strategy never throws "
                      f"{count} with her hand: her last {count} cards taken")
    return Discard(tuple(hand[len(hand) - count:]) if count else ())


def _action_of(data: dict[str, Any]) -> Action:
    kind = data["kind"]
    if kind == "bet":
        return Bet(data["amount"])
    if kind == "raise":
        return Raise(data["amount"])
    if kind == "discard":
        return Discard(tuple(Card.from_str(c) for c in data["cards"]))
    return _SIMPLE[kind]


def walk(deal: DrawDeal) -> tuple[list[_Point], Match, Any, list[Step]]:
    """The deal as recorded: the player's decision points, the match at its end, her, and
    the steps. With her kept state, she makes each of her recorded choices herself (so her
    random state moves as it did); a state that chooses otherwise is dropped (noted) and her
    mixed strategy answers instead."""
    if deal.state is not None:
        try:
            return _walk(deal, live=True)
        except _NotHer:
            deal.state = None
            deal.notes.append("her kept state did not make the recorded choices: her mixed "
                              "strategy answers instead")
    return _walk(deal, live=False)


def _same(mine: Action, recorded: dict[str, Any]) -> bool:
    if str(mine.kind) != recorded["kind"]:
        return False
    if isinstance(mine, Discard):
        return bool(len(mine.cards) == recorded.get("count", len(mine.cards)))
    if isinstance(mine, Bet | Raise):
        return bool(mine.amount == recorded.get("amount"))
    return True


def _walk(deal: DrawDeal, live: bool) -> tuple[list[_Point], Match, Any, list[Step]]:
    match = copy.deepcopy(deal.before)
    her = clone(deal.state) if live else copy.deepcopy(deal.her)
    match.start_deal(deal.order)
    points: list[_Point] = []
    steps: list[Step] = []
    for seat, line in _recorded(deal):
        if match.to_act != seat:
            raise ChoiceError("the history's actions do not replay")  # verify rules this out
        if seat == HUMAN:
            action = _action_of(line["action"])
            points.append(_Point(copy.deepcopy(match), copy.deepcopy(her), match.view(HUMAN),
                                 action))
        elif live:  # she chooses, as at the table: her random state moves as it did
            action = her.choose(match.view(HER))
            if not _same(action, line["action"]):
                raise _NotHer
        else:
            her.observe(match.view(HER))
            data = line["action"]
            action = _her_discard(deal, match, her, data["count"]) \
                if data["kind"] == "discard" else _action_of(data)
        steps += _play(match, seat, action)
    return points, match, her, steps


def _play(match: Match, seat: int, action: Action, chance: float = 1.0) -> list[Step]:
    """Play ``action`` for ``seat`` on ``match``: the steps it makes, with the cards a draw
    brings from the order."""
    before = match.hands[seat]
    match.act(action, seat)
    who = "you" if seat == HUMAN else "her"
    if isinstance(action, Discard) and seat != HUMAN:
        what = f"draw {len(action.cards)}"
    else:
        what = choice_text(action)
    out = [Step(who, what, chance)]
    if isinstance(action, Discard) and action.cards:
        new = [str(c) for c in match.hands[seat] if c not in before]
        out.append(Step("cards", f"{'you get' if seat == HUMAN else 'she gets'} "
                        + " ".join(new)))
    return out


def decisions(deal: DrawDeal) -> list[Decision]:
    """The player's decisions in the deal, numbered from 1."""
    points, _, _, _ = walk(deal)
    return [_decision(n, point) for n, point in enumerate(points, 1)]


def _decision(number: int, point: _Point) -> Decision:
    view = point.view
    return Decision(number, _PHASES.get(view.phase, str(view.phase)),
                    tuple(str(c) for c in view.hand), (), view.pot, view.to_call,
                    choice_text(point.action), tuple(choices_here(view)))


def _line(match: Match, start: tuple[int, int], steps: list[Step], probability: float,
          pot: int) -> Line:
    shown: tuple[tuple[str, tuple[str, ...]], ...] = ()
    record = match.history[-1] if match.history else None
    if record is not None and record.shown is not None:
        mine, hers = (tuple(str(c) for c in hand) for hand in record.shown)
        shown = (("you", mine), ("her", hers))
    # The deck is revealed: both final hands are known, shown down or not.
    your, her_cards = (tuple(str(c) for c in hand) for hand in match.hands)
    money = tuple(match.stacks[seat] - start[seat] for seat in (0, 1))
    return Line(tuple(steps), probability, your, her_cards, (), shown, pot, money)


def _coach_action(view: PlayerView) -> Action:
    """The player's move after the changed decision: the coach's (see the module)."""
    knowledge = knowledge_for(view.rules)
    if view.phase is Phase.DRAW:
        keep = set(advised_keep(view, knowledge))
        return Discard(tuple(c for c in view.hand if c.index not in keep))
    odds = strategy_odds(view, knowledge)
    legal = {legal.kind: legal for legal in view.legal_actions}
    best = max(odds, key=lambda k: odds[k]) if odds else "call"
    if best == "fold" and ActionKind.FOLD in legal:
        return Drop()
    if best == "bet" and ActionKind.BET in legal:
        return Bet(legal[ActionKind.BET].min_amount)
    if best == "raise" and ActionKind.RAISE in legal:
        return Raise(legal[ActionKind.RAISE].min_amount)
    if ActionKind.CHECK in legal and view.to_call == 0:
        return Wait()
    return Call() if ActionKind.CALL in legal else Wait()


@dataclass
class _Explore:
    start: tuple[int, int]
    lines: list[Line] = field(default_factory=list)
    bases: set[str] = field(default_factory=set)
    cut: bool = False
    #: The player's own later choices still to play on the first line.
    then: list[str] = field(default_factory=list)
    #: The view of his next decision on the first line once ``then`` is played (or None).
    ahead: PlayerView | None = None
    first: bool = True
    #: Her kept state answers: her very choice, one line.
    live: bool = False


def _explore(match: Match, her: Any, steps: list[Step], chance: float, state: _Explore) -> None:
    first = state.first  # this call follows the first line (her likeliest answers)
    state.first = False
    while match.phase in IN_DEAL and match.to_act is not None:
        seat = match.to_act
        if seat == HUMAN:
            view = match.view(HUMAN)
            if first and state.then:
                action = parse_choice(state.then.pop(0), view)
            else:
                if first and state.ahead is None:
                    state.ahead = view
                action = _coach_action(view)
            steps = steps + _play(match, seat, action)
            continue
        view = match.view(HER)
        if state.live:  # her very choice, from the state the match kept
            state.bases.add("state")
            steps = steps + _play(match, HER, her.choose(view))
            continue
        her.observe(view)
        answers: Answers = enumerate_answers(her, lambda p: p.choose(match.view(HER)))
        state.bases.add(answers.basis)
        options = list(answers.options)
        if len(state.lines) + len(options) > MAX_LINES:
            state.cut = state.cut or len(options) > 1
            options = options[:1]
        for action, p in options[1:]:  # her other answers: the coach plays his moves there
            twin, twin_her = copy.deepcopy(match), copy.deepcopy(her)
            _explore(twin, twin_her, steps + _play(twin, HER, action, p), chance * p, state)
        action, p = options[0]
        steps = steps + _play(match, HER, action, p)
        chance *= p
    pot = match.history[-1].pot if match.history else 0
    state.lines.append(_line(match, state.start, steps, chance, pot))


def replay(deal: DrawDeal, decision: int, choice: str, then: Sequence[str] = ()) -> Comparison:
    """The deal with the player's ``decision`` (from 1) played as ``choice`` (and ``then``,
    his later choices along her likeliest answers), beside the deal as it was."""
    points, end, _, real_steps = walk(deal)
    if not 1 <= decision <= len(points):
        raise ChoiceError(f"no decision {decision}: this deal has {len(points)} "
                          f"(1 to {len(points)})")
    point = points[decision - 1]
    start = _stacks_before(deal)
    real_from = _steps_from(real_steps, decision)
    real = _line(end, start, real_from, 1.0, end.history[-1].pot if end.history else 0)
    action = parse_choice(choice, point.view)
    match, her = copy.deepcopy(point.match), copy.deepcopy(point.her)
    state = _Explore(start, then=list(then), live=deal.state is not None)
    first = _play(match, HUMAN, action)
    _explore(match, her, first, 1.0, state)
    if state.then:
        raise ChoiceError(f"the deal was over before your choice {state.then[0][:40]!r}")
    lines, ahead = own_line_first(state.lines, then, state.ahead)
    expected = sum(line.probability * line.money[HUMAN] for line in lines)
    basis = "state" if state.live else "sampled" if "sampled" in state.bases \
        else "mixed" if "mixed" in state.bases else "rule"
    comparison = Comparison("draw", int(deal.events[0]["deal_number"]),
                            _decision(decision, point), choice_text(action), real, lines,
                            basis, expected, state.cut, coach_values(point.view, action,
                                                                     point.action),
                            list(deal.notes), list(then))
    if ahead is not None:
        comparison.ahead = _ahead(decision + len(then) + 1, ahead)
    comparison.notes.append(f"her level: {deal.level}; your later decisions: "
                            + ("yours, then the coach's" if then else "the coach's"))
    return comparison


def _ahead(number: int, view: PlayerView) -> Decision:
    """The player's next decision on the first line: nothing done there yet."""
    return Decision(number, _PHASES.get(view.phase, str(view.phase)),
                    tuple(str(c) for c in view.hand), (), view.pot, view.to_call, "",
                    tuple(choices_here(view)))


def _stacks_before(deal: DrawDeal) -> tuple[int, int]:
    stacks = deal.events[0]["stacks"]
    return int(stacks[0]), int(stacks[1])


def _steps_from(steps: list[Step], decision: int) -> list[Step]:
    """The steps from the player's ``decision``-th move on."""
    seen = 0
    for index, step in enumerate(steps):
        if step.who == "you":
            seen += 1
            if seen == decision:
                return steps[index:]
    return steps


def coach_values(view: PlayerView, chosen: Action, real: Action) -> list[CoachValue]:
    """The coach's value of the choices the player had (see docs/whatif.md): at the draw the
    exact equity of each sensible draw over every card the draw can bring; in a betting round
    the showdown value of each move, from the hand's equity against a sound final hand."""
    knowledge = knowledge_for(view.rules)
    codes = tuple(card.index for card in view.hand)
    if view.phase is Phase.DRAW:
        options = draw_options(codes, knowledge, advised_keep(view, knowledge))
        out = [CoachValue(_discard_text(view, option.keep), option.value, "equity",
                          f"improves {option.improve:.1%}" + (", coach's draw" if option.best
                                                              else ""))
               for option in options]
        for action in (real, chosen):
            assert isinstance(action, Discard)
            keep = tuple(c.index for c in view.hand if c not in action.cards)
            text = _discard_text(view, keep)
            if all(value.choice != text for value in out):
                out.append(CoachValue(text, expected_value(codes, keep, knowledge.key,
                                                           knowledge.scale), "equity"))
        return out
    if view.phase is Phase.BET1:
        equity = knowledge.hand_class(codes).value
        note = "equity of your hand's best draw against a sound final hand"
    else:
        equity = knowledge.value(codes)
        note = "equity of your hand against a sound final hand"
    return betting_values(view, equity, note)


def betting_values(view: PlayerView, equity: float, note: str) -> list[CoachValue]:
    """Each betting move's value if it is called and shown down (no fold equity, no later
    bets): folding 0; checking ``equity x pot``; calling ``equity x (pot + owed) - owed``;
    betting b ``equity x (pot + 2b) - b``; raising r ``equity x (pot + owed + 2r) -
    (owed + r)`` at the smallest and largest sizes."""
    pot, owed = view.pot, view.to_call
    out: list[CoachValue] = []
    for legal in view.legal_actions:
        if legal.kind is ActionKind.FOLD:
            out.append(CoachValue("drop", 0.0, "$", note))
        elif legal.kind is ActionKind.CHECK or (legal.kind is ActionKind.CALL and owed == 0):
            out.append(CoachValue(str(legal.kind), equity * pot, "$", note))
        elif legal.kind is ActionKind.CALL:
            out.append(CoachValue("call", equity * (pot + owed) - owed, "$", note))
        elif legal.kind in (ActionKind.BET, ActionKind.RAISE):
            for size in sorted({legal.min_amount, legal.max_amount}):
                cost = owed + size
                value = equity * (pot + owed + 2 * size) - cost if legal.kind is \
                    ActionKind.RAISE else equity * (pot + 2 * size) - size
                out.append(CoachValue(f"{legal.kind}:{size}", value, "$", note))
    return out


def _discard_text(view: PlayerView, keep: tuple[int, ...]) -> str:
    thrown = [c for c in view.hand if c.index not in set(keep)]
    return "discard:" + (",".join(str(c) for c in thrown) or "none")
