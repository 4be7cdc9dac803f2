"""Draw poker's players (:class:`drawpoker.ai.player.Player` on draw's views and actions) and
the baseline players the simulator measures against.

``observe(view)`` is called by the simulator with the final view of every deal (a match's own
view history already holds the same records, so in a real match nothing needs to call it).
"""

from __future__ import annotations

import random
from typing import TypeAlias

from drawpoker.ai.draw.knowledge import Knowledge, knowledge_for
from drawpoker.ai.draw.reading import legal_kinds, passive
from drawpoker.ai.player import Observer
from drawpoker.ai.player import Player as AnyPlayer
from drawpoker.engine.core.actions import ActionKind, Bet, Call, LegalAction, Raise
from drawpoker.engine.draw.actions import DISCARD, Action, Discard, Drop, Wait
from drawpoker.engine.draw.phase import Phase
from drawpoker.engine.draw.view import PlayerView

#: A draw poker player: sees one seat's ``PlayerView``, answers with a legal ``Action``.
Player: TypeAlias = AnyPlayer[PlayerView, Action]


def hand_codes(view: PlayerView) -> tuple[int, ...]:
    return tuple(card.index for card in view.hand)


def discard_all_but(view: PlayerView, keep: tuple[int, ...]) -> Discard:
    kept = set(keep)
    return Discard(tuple(card for card in view.hand if card.index not in kept))


class BasePlayer(Observer):
    """Shared plumbing: a seeded random source and the game knowledge for the view's rules."""

    name = "base"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def knowledge(self, view: PlayerView) -> Knowledge:
        return knowledge_for(view.rules)

    def textbook_draw(self, view: PlayerView) -> Discard:
        _, keep = self.knowledge(view).best_draw(hand_codes(view))
        return discard_all_but(view, keep)

    def choose(self, view: PlayerView) -> Action:
        if view.phase is Phase.DRAW:
            return self.draw(view)
        return self.bet(view)

    def draw(self, view: PlayerView) -> Action:
        return self.textbook_draw(view)

    def bet(self, view: PlayerView) -> Action:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"


class RandomPlayer(BasePlayer):
    """Uniform over the legal action kinds, then over the allowed amounts or discards."""

    name = "random"

    def choose(self, view: PlayerView) -> Action:
        legal = self.rng.choice(view.legal_actions)
        if legal.kind == DISCARD:
            return Discard(tuple(card for card in view.hand if self.rng.random() < 0.5))
        if legal.kind in (ActionKind.BET, ActionKind.RAISE):
            amount = self.rng.choice(legal.amounts())
            return Bet(amount) if legal.kind == ActionKind.BET else Raise(amount)
        return _simple(legal.kind)


def _simple(kind: str) -> Action:
    simple: dict[str, Action] = {
        ActionKind.CHECK: Wait(),
        ActionKind.CALL: Call(),
        ActionKind.FOLD: Drop(),
    }
    return simple[kind]


class CallingStation(BasePlayer):
    """Never folds, never raises: checks and calls everything. Textbook draws."""

    name = "calling-station"

    def bet(self, view: PlayerView) -> Action:
        return passive(view)


class Maniac(BasePlayer):
    """Always bets or raises the most it can; calls when it may not raise. Textbook draws."""

    name = "maniac"

    def bet(self, view: PlayerView) -> Action:
        legal = legal_kinds(view)
        if ActionKind.BET in legal:
            return Bet(legal[ActionKind.BET].max_amount)
        if ActionKind.RAISE in legal:
            return Raise(legal[ActionKind.RAISE].max_amount)
        return Call()


class Rock(BasePlayer):
    """Plays only strong hands: bets and raises them, folds the rest to any bet. Textbook draws."""

    name = "rock"
    # equity against the reference final hand (before the draw: of the textbook draw)
    OPEN, STAY = 0.78, 0.66
    BET_AFTER, CALL_AFTER = 0.86, 0.72

    def bet(self, view: PlayerView) -> Action:
        knowledge = self.knowledge(view)
        codes = hand_codes(view)
        if view.phase is Phase.BET1:
            value = knowledge.hand_class(codes).value
            strong, keep = value >= self.OPEN, value >= self.STAY
        else:
            value = knowledge.value(codes)
            strong, keep = value >= self.BET_AFTER, value >= self.CALL_AFTER
        legal = legal_kinds(view)
        if strong:
            if ActionKind.BET in legal:
                return Bet(pot_size(view, legal[ActionKind.BET]))
            if ActionKind.RAISE in legal and view.raises_this_round < 2:
                return Raise(pot_size(view, legal[ActionKind.RAISE]))
            return Call()
        if keep or view.to_call == 0:
            return passive(view)
        return Drop()


def pot_size(view: PlayerView, legal: LegalAction) -> int:
    """A pot-sized bet or raise, rounded to the bet unit, within the allowed amounts."""
    unit = legal.step
    pot = view.pot + view.to_call
    return max(legal.min_amount, min(legal.max_amount, (pot + unit // 2) // unit * unit))
