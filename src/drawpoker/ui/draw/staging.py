"""Reproducible table states for screenshots and tests: stacked decks and a predictable opponent.

Nothing here is used in a normal game. ``stage`` plays a match forward through the table
scene's own actions (instant animations) until the requested situation is on screen.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from functools import lru_cache

from drawpoker.ai.player import Observer
from drawpoker.engine.draw import (
    Action,
    ActionKind,
    Bet,
    Call,
    Card,
    Category,
    Discard,
    Drop,
    Match,
    Phase,
    PlayerView,
    Raise,
    Rules,
    Wait,
    evaluate,
    full_deck,
    parse_cards,
)
from drawpoker.engine.draw.actions import DISCARD
from drawpoker.storage.draw.stats import Statistics

STATES = ("deal", "marked", "facing-bet", "draw", "round-two", "thinking", "showdown", "tie",
          "drop", "pawned", "lost", "won", "lost-match")

STRONG = "Ac Ad Ah As Kc"  # four aces
WEAK = "7c 8d 9h Js Qc"    # queen high, no draw
TIE_MINE = "Ah Kh Qd Jd 9c"
TIE_HERS = "As Ks Qc Jc 9d"


class PassiveOpponent(Observer):
    """Waits, calls every bet and stands pat: the match goes wherever the deck sends it."""

    def choose(self, view: PlayerView) -> Action:
        kinds = {action.kind for action in view.legal_actions}
        if DISCARD in kinds:
            return Discard(())
        if ActionKind.CHECK in kinds:
            return Wait()
        return Call()


class BettingOpponent(Observer):
    """Bets the most she may and calls everything: for matches the player is meant to lose."""

    def choose(self, view: PlayerView) -> Action:
        legal = {action.kind: action for action in view.legal_actions}
        if DISCARD in legal:
            return Discard(())
        if ActionKind.BET in legal:
            return Bet(legal[ActionKind.BET].max_amount)
        return Call()


def sample_statistics(rules: Rules, seed: int, deals: int = 150) -> Statistics:
    """The statistics of ``deals`` deals really played by a simple player against the stand-in
    opponent, from ``seed``: the same figures every time, for screenshots and tests (played
    once per process, a fresh copy each call: callers change them)."""
    return copy.deepcopy(_played_statistics(rules, seed, deals))


@lru_cache(maxsize=8)
def _played_statistics(rules: Rules, seed: int, deals: int) -> Statistics:
    from drawpoker.ui.draw.standin_opponent import StandinOpponent

    rng = random.Random(seed)
    stats = Statistics()
    match_seed = seed
    match = Match(rules, seed=match_seed)
    opponent = StandinOpponent(seed)
    while stats.deals_played < deals:
        if match.phase is Phase.MATCH_OVER:
            match_seed += 1
            match = Match(rules, seed=match_seed)
        if match.phase is Phase.BETWEEN_DEALS:
            events = match.start_deal()
        elif match.to_act == 0:
            events = match.act(_sample_move(match.view(0), rng), seat=0)
        else:
            events = match.act(opponent.choose(match.view(1)), seat=1)
        stats.record(events, match)
    return stats


def _sample_move(view: PlayerView, rng: random.Random) -> Action:
    """Keeps pairs and better, bets and raises good hands, often drops a weak one."""
    legal = {action.kind: action for action in view.legal_actions}
    hand = view.hand
    ranks = [card.rank for card in hand]
    if DISCARD in legal:
        return Discard(tuple(c for c in hand if ranks.count(c.rank) == 1)[:3])
    strength = evaluate(list(hand)).category
    facing = ActionKind.CALL in legal and legal[ActionKind.CALL].to_call > 0
    if ActionKind.FOLD in legal and strength is Category.HIGH_CARD and (
            facing or rng.random() < 0.2):
        return Drop()
    if strength >= Category.TWO_PAIR:
        if ActionKind.RAISE in legal and rng.random() < 0.5:
            return Raise(legal[ActionKind.RAISE].max_amount)
        if ActionKind.BET in legal:
            return Bet(legal[ActionKind.BET].max_amount)
    if ActionKind.CHECK in legal:
        return Wait()
    return Call()


def stacked_order(rules: Rules, mine: str, hers: str, seed: int) -> list[Card]:
    """A whole deck with these two hands on top (player first) and the rest shuffled."""
    top = parse_cards(mine) + parse_cards(hers)
    rest = [card for card in full_deck(rules.deck_size) if card not in top]
    random.Random(seed).shuffle(rest)
    return top + rest


def deal_orders_for(state: str, rules: Rules, seed: int) -> object:
    """The deck each deal uses for ``state`` (None: a fair shuffle)."""
    def orders(number: int) -> Sequence[Card] | None:
        if state in ("pawned", "lost", "won"):
            return stacked_order(rules, STRONG, WEAK, seed + number)
        if state == "lost-match":
            return stacked_order(rules, WEAK, STRONG, seed + number)
        if state == "tie":
            return stacked_order(rules, TIE_MINE, TIE_HERS, seed + number)
        return None

    return orders


def opponent_for(state: str) -> object:
    return BettingOpponent() if state in ("lost-match", "facing-bet") else PassiveOpponent()


def player_move(view: PlayerView, aggressive: bool) -> Action:
    """The player's move in staged play: bet the most when ``aggressive``, else check along."""
    legal = {action.kind: action for action in view.legal_actions}
    if DISCARD in legal:
        return Discard(())
    if aggressive and ActionKind.BET in legal:
        return Bet(legal[ActionKind.BET].max_amount)
    if ActionKind.CHECK in legal:
        return Wait()
    return Call()


def reached(state: str, scene: object) -> bool:
    """Whether the table shows the situation ``state`` asks for."""
    from drawpoker.engine.draw import ForfeitState
    from drawpoker.ui.draw.scene import TableScene

    assert isinstance(scene, TableScene)
    m = scene.control.model().match
    if state in ("deal", "marked"):
        return m.phase is Phase.BET1 and m.to_act == 0
    if state == "facing-bet":  # she bet after the player waited: RAISE, DRAW, DROP
        return m.phase is Phase.BET1 and m.to_act == 0 and any(
            a.kind is ActionKind.RAISE for a in m.legal_actions())
    if state == "round-two":  # the player opens the second round: BET, CALL, DROP
        return m.phase is Phase.BET2 and m.to_act == 0
    if state == "draw":
        return m.phase is Phase.DRAW and m.to_act == 0
    if state == "thinking":
        return scene.thinking
    if state == "showdown":
        return scene.board.result is not None and scene.board.showdown and \
            scene.board.result.winner is not None
    if state == "tie":
        return scene.board.result is not None and scene.board.result.winner is None
    if state == "drop":
        return scene.board.result is not None and not scene.board.showdown
    if state == "pawned":
        return ForfeitState.PAWNED in m.forfeits and m.phase is Phase.BET1 and m.to_act == 0
    if state == "lost":
        return m.forfeits.count(ForfeitState.LOST) >= 2 and m.phase is Phase.BET1 and \
            m.to_act == 0
    if state in ("won", "lost-match"):
        return m.phase is Phase.MATCH_OVER
    raise ValueError(f"unknown state {state!r}; known: {', '.join(STATES)}")


def stage(scene: object, state: str, max_steps: int = 5000) -> None:
    """Play the table forward until ``state`` is reached (animations finished)."""
    from drawpoker.ui.draw.scene import TableScene

    assert isinstance(scene, TableScene)
    aggressive = state in ("pawned", "lost", "won", "lost-match")
    for _ in range(max_steps):
        if state == "thinking" and scene.control.her_turn and scene.settings.speed_factor == 0:
            # With instant animations she thinks for no time and would act in this very
            # update: the table would never be seen thinking (and the staging played on to
            # its last step). Hold her turn as a normal speed shows it.
            scene.think_for(0.5)
        scene.update(0.0)
        scene.timeline.finish_all()
        if reached(state, scene):
            break
        m = scene.control.model().match
        if m.phase is Phase.MATCH_OVER:
            break
        if m.phase is Phase.BETWEEN_DEALS:
            scene.start_deal()
        elif m.to_act == 0:
            if state == "drop":
                scene.act(Drop())
            else:
                scene.act(player_move(m.view(0), aggressive))
        elif m.to_act == 1:
            if state == "thinking":
                scene.think_for(0.5)
                break
            scene.think_for(0.0)
            scene.update(0.0)
    scene.timeline.finish_all()
    if state != "thinking":
        scene.update(0.0)
    if state in ("marked", "facing-bet", "draw"):
        scene.control.set_marks(staged_marks(scene.control.model().match.view(0).hand))


def staged_marks(hand: Sequence[Card]) -> set[int]:
    """The cards a staged table shows marked: its unpaired cards below the ace (none: the
    last two), so the marks look like a player's."""
    ranks = [card.rank for card in hand]
    return {i for i, card in enumerate(hand) if ranks.count(card.rank) == 1
            and card.rank < 13} or {3, 4}
