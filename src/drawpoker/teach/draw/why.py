"""Why she did that, in draw poker: each of her decisions in a finished deal with every answer
her strategy gives in that spot and its chance, the hand class it played, and the reads of the
player that bent her odds.

The deal is dealt again from its committed order and played as recorded (``whatif.walk``'s
way); at each of her decisions her player, as she stood then (every earlier deal shown to her),
is run through :mod:`drawpoker.teach.branching`, which finds each answer of her mixed strategy
with its exact probability. Her hand is named only when the deal ended at a showdown, where
she showed it: a deal won by a drop keeps her cards and her reasons hers.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from drawpoker.ai.draw.knowledge import knowledge_for
from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.evaluator import evaluate
from drawpoker.engine.draw import Action, Discard, Match
from drawpoker.teach.branching import enumerate_answers
from drawpoker.teach.draw.whatif import (
    _PHASES,
    HER,
    HUMAN,
    DrawDeal,
    _action_of,
    _her_discard,
    _recorded,
    choice_text,
)
from drawpoker.teach.outcome import CATEGORY_KEYS, Reason


def answer_text(action: Action) -> str:
    """Her answer as the reason words it: a draw by its count (which cards is hers alone)."""
    if isinstance(action, Discard):
        return f"draw:{len(action.cards)}"
    return choice_text(action)


def hand_class(match: Match) -> str:
    """The class her strategy plays: before her draw its draw class (pat, trips, two_pair,
    draw, pair, bust), after it her hand's category."""
    hand = match.hands[HER]
    if match.drawn[HER] is None:
        knowledge = knowledge_for(match.rules)
        return knowledge.hand_class(tuple(card.index for card in hand)).name
    return CATEGORY_KEYS[int(evaluate(hand, match.rules).category)]


def _reads(her: Any, match: Match) -> tuple[tuple[tuple[str, float], ...], tuple[int, int]]:
    """The read that bent her odds at this decision (hard only: its exploiter) and how often
    the player dropped to her bets in this betting round, as she counted."""
    twin = copy.deepcopy(her)
    for name, value in list(vars(twin).items()):
        if isinstance(value, random.Random):
            setattr(twin, name, random.Random(0))
    twin.choose(match.view(HER))
    exploiter = getattr(twin, "exploiter", None)
    bent = getattr(exploiter, "bent", None) if exploiter is not None else None
    reads = ((str(bent[0]), float(bent[3])),) if bent else ()
    model = getattr(twin, "model", None)
    counts = (0, 0)
    folds = getattr(model, "folds_to_bet", None)
    if folds and match.phase.name in ("BET1", "BET2"):
        tendency = folds[0 if match.phase.name == "BET1" else 1]
        counts = (round(tendency.taken), round(tendency.chances))
    return reads, counts


def reasons(deal: DrawDeal, open_cards: bool = False) -> list[Reason]:
    """Her decisions in the deal, in order, each with its reason (see the module);
    ``open_cards``: the player saw her cards all along (a practice table), so her hand is
    named at every decision, the deal over or not."""
    match = copy.deepcopy(deal.before)
    her = copy.deepcopy(deal.her)
    match.start_deal(deal.order)
    shown = open_cards or any(e["type"] == "Showdown" for e in deal.events)
    out: list[Reason] = []
    for seat, line in _recorded(deal):
        data = line["action"]
        if seat == HUMAN:
            match.act(_action_of(data), seat)
            continue
        her.observe(match.view(HER))
        action = _her_discard(deal, match, her, data["count"]) \
            if data["kind"] == "discard" and "cards" not in data else _action_of(data)
        phase = _PHASES.get(match.phase, str(match.phase))
        did = answer_text(action)
        if shown:
            view = match.view(HER)

            def decide(twin: Any, view: Any = view) -> str:
                return answer_text(twin.choose(view))

            answers = enumerate_answers(her, decide)
            reads, counts = _reads(her, match)
            out.append(Reason(len(out) + 1, HER, "her", phase, did, True,
                              tuple((str(a), p) for a, p in answers.options), answers.basis,
                              hand_class(match), tuple(str(c) for c in match.hands[HER]),
                              reads, counts))
        else:
            out.append(Reason(len(out) + 1, HER, "her", phase, did, False))
        match.act(action, seat)
    return out


def reasons_in_play(before: Match, her: Any, order: list[Card], lines: list[dict[str, Any]],
                    level: str) -> list[Reason]:
    """Her decisions so far in a deal under way at a table that shows the player her cards
    (practice): ``before`` the match as the deal began, ``her`` her player then (copied, never
    moved), ``order`` the deal's deck, ``lines`` its events so far (her discards with their
    cards). Her hand is named at each, since the player sees it."""
    deal = DrawDeal(copy.deepcopy(before), copy.deepcopy(her), list(order),
                    [dict(line) for line in lines], level)
    return reasons(deal, open_cards=True)
