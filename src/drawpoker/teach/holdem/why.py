"""Why they did that, in hold'em: each computer player's decisions in a finished hand, with
every answer her strategy gives there and its chance, for the players who showed their cards.

The hand is dealt again from its committed order and played as recorded; at each decision of a
player who showed her cards at the showdown, her player as she stood then is run through
:mod:`drawpoker.teach.branching` (the solved heads-up strategy exactly; the Monte Carlo levels
sampled, and said so). A player who folded or won without a showdown kept her cards: her
decisions are listed without a reason, never with a word about what she held.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.evaluator7 import evaluate7
from drawpoker.engine.holdem import HoldemGame, action_of_kind
from drawpoker.teach.branching import enumerate_answers
from drawpoker.teach.holdem.whatif import SAMPLES, YOU, HoldemDeal, _name, walk
from drawpoker.teach.outcome import CATEGORY_KEYS, Reason


def hand_class(game: HoldemGame, seat: int) -> str:
    """What her strategy plays: before the flop the kind of starting hand (pocket_pair,
    suited, offsuit), after it the category of her best five cards."""
    view = game.view(seat)
    hole = list(view.hole)
    if not view.board:
        if hole[0].rank == hole[1].rank:
            return "pocket_pair"
        return "suited" if hole[0].suit == hole[1].suit else "offsuit"
    return CATEGORY_KEYS[int(evaluate7([*hole, *view.board]).category)]


def reasons(deal: HoldemDeal, open_cards: bool = False) -> list[Reason]:
    """Every computer player's decisions in the hand, in order (see the module);
    ``open_cards``: the player saw every card all along (a practice table), so each hand is
    named at every decision, the hand over or not."""
    if open_cards:
        shown = set(range(1, deal.before.players))
    else:
        _, end, _ = walk(deal)
        shown = {seat for seat, _ in end.history[-1].shown} if end.history else set()
    game = copy.deepcopy(deal.before)
    players: dict[int, Any] = copy.deepcopy(deal.players)
    game.start_hand(order=deal.order)
    out: list[Reason] = []
    for line in deal.events:
        if line["type"] != "ActionTaken":
            continue
        seat = int(line["seat"])
        action = action_of_kind(line["action"])
        if seat != YOU:
            phase, did = str(game.street), str(action.kind)
            if seat in shown:
                view = game.view(seat)

                def decide(twin: Any, view: Any = view) -> str:
                    return str(twin.choose(view).kind)

                answers = enumerate_answers(players[seat], decide, samples=SAMPLES)
                out.append(Reason(len(out) + 1, seat, _name(deal, seat), phase, did, True,
                                  tuple((str(a), p) for a, p in answers.options),
                                  answers.basis, hand_class(game, seat),
                                  tuple(str(c) for c in view.hole)))
            else:
                out.append(Reason(len(out) + 1, seat, _name(deal, seat), phase, did, False))
        game.act(action, seat=seat)
    return out


def reasons_in_play(before: HoldemGame, players: dict[int, Any], order: Sequence[Card],
                    lines: Sequence[dict[str, Any]], level: str,
                    names: Sequence[str]) -> list[Reason]:
    """The computer players' decisions so far in a hand under way at a table that shows the
    player every card (practice): ``before`` the game as the hand began, ``players`` the
    computer players then (copied, never moved), ``order`` the hand's deck, ``lines`` its
    events so far. Each hand is named at each decision, since the player sees it."""
    deal = HoldemDeal(copy.deepcopy(before), copy.deepcopy(players), list(order),
                      [dict(line) for line in lines], level, list(names))
    return reasons(deal, open_cards=True)
