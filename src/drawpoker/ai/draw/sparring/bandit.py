"""``bandit``: a held-out adaptive player that learns over whole stretches of the match.

Kept for *measuring* ``hard`` only (issue 42): no constant of ``hard`` is ever tuned against it,
so what ``hard`` wins from it says how she does against an adaptive player she was not fitted to.

It is built unlike ``exploiter`` and ``counter``, which model her deal by deal (her fold rates,
the hands she showed per bet size) and answer each decision with that model. ``bandit`` models
nothing about her: it has a handful of whole *styles* of play (``balanced`` with its knobs set
loose, tight, bluffing, calling, value-heavy, big-betting), plays one style for an *epoch* of
``EPOCH`` deals, scores the epoch by the money it won, and picks the next style by the upper
confidence bound of each style's mean epoch result (UCB1). So it learns only from results over
many deals, and it keeps testing styles that have done well: a player who finds the style that
beats her and stays with it, as a strong human who tries things across a long session does.

Public view only: its own cards, the actions and the records of finished deals.
"""

from __future__ import annotations

import math

from drawpoker.ai.draw.ledger import gain_from
from drawpoker.ai.draw.sparring.balanced import Balanced
from drawpoker.engine.draw.actions import Action
from drawpoker.engine.draw.view import PlayerView

EPOCH = 100  # deals played in one style before it is scored
EXPLORE = 6.0  # dollars a deal: the spread of an epoch's mean, scaling the UCB bonus

# each style: knob values of ``Balanced`` (the rest keep their sound values) and how much it
# scales its own bluffs after the draw
STYLES: dict[str, dict[str, float]] = {
    "sound": {},
    "loose": {"open_first": 0.45, "open_second": 0.55, "call_margin": -0.12, "bluff_open": 0.2},
    "tight": {"open_first": 0.2, "open_second": 0.28, "call_margin": 0.0, "bluff_open": 0.03},
    "bluffing": {"bluffs": 1.8, "snow": 0.5, "bluff_raise": 0.08},
    "calling": {"his_bluffs": 1.0, "his_value_share": 0.5, "call_margin": -0.1},
    "value": {"bluffs": 0.4, "value_edge": 0.5, "his_bluffs": 0.25, "snow": 0.1},
    "big": {"big": 1.0, "bluffs": 1.2},
}


class Bandit(Balanced):
    name = "bandit"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.names = list(STYLES)
        self.results: dict[str, list[float]] = {name: [] for name in self.names}
        self.style = self.names[0]
        self.epoch_won = 0.0
        self.epoch_deals = 0
        self.bluffs = 1.0
        self._seen = 0
        self._use(self.style)

    # ---- learning from whole epochs
    def observe(self, view: PlayerView) -> None:
        self._count(view)

    def choose(self, view: PlayerView) -> Action:
        self._count(view)
        return super().choose(view)

    def _count(self, view: PlayerView) -> None:
        history = view.history
        if len(history) < self._seen:
            self._seen = 0  # a new match (the simulator deals each game from fresh stacks)
        for record in history[self._seen :]:
            ante = view.rules.ante
            self.epoch_won += gain_from(record, view.seat, 0, 2 * ante) - ante
            self.epoch_deals += 1
            if self.epoch_deals >= EPOCH:
                self._next_epoch()
        self._seen = len(history)

    def _next_epoch(self) -> None:
        self.results[self.style].append(self.epoch_won / self.epoch_deals)
        self.epoch_won = 0.0
        self.epoch_deals = 0
        untried = [name for name in self.names if not self.results[name]]
        if untried:
            self._use(untried[0])
            return
        epochs = sum(len(r) for r in self.results.values())

        def bound(name: str) -> float:
            scores = self.results[name]
            mean = sum(scores) / len(scores)
            return mean + EXPLORE * math.sqrt(2 * math.log(epochs) / len(scores))

        self._use(max(self.names, key=bound))

    def _use(self, style: str) -> None:
        self.style = style
        for knob in ("open_first", "open_second", "call_margin", "bluff_open", "snow",
                     "bluff_raise", "his_bluffs", "his_value_share", "value_edge"):
            setattr(self, knob, getattr(Balanced, knob))
        self.bluffs = 1.0
        self.sizes = Balanced.sizes
        for knob, value in STYLES[style].items():
            if knob == "bluffs":
                self.bluffs = value
            elif knob == "big":
                self.sizes = ((1.0, 0.3), (2.0, 0.7))
            else:
                setattr(self, knob, value)

    # ---- the style's own bluffing after the draw
    def bluff_share(self, view: PlayerView, bet: int, pot: int) -> float:
        return min(0.6, super().bluff_share(view, bet, pot) * self.bluffs)


def bandit_player(seed: int | None = None) -> Bandit:
    """A factory for the simulator: ``--b drawpoker.ai.draw.sparring.bandit:bandit_player``."""
    return Bandit(seed)


__all__ = ["EPOCH", "STYLES", "Bandit", "bandit_player"]
