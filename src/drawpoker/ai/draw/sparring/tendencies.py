"""What the ``exploiter`` learns about the other player from the public records of earlier deals.

Only ``view.history`` is read: the actions both players saw, the draw counts and the hands shown
down. Counted per betting round and per size of the bet he faced (small, about the pot, big):
how often he folds, raises, opens; and at showdowns, the final value of his hand by what he did
after the draw (bet and at what size, called my bet, checked) and by how many cards he drew.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from drawpoker.ai.draw.knowledge import Knowledge
from drawpoker.ai.draw.sparring.ranges import ValueDist
from drawpoker.ai.rate import Rate
from drawpoker.engine.core.actions import ActionKind
from drawpoker.engine.draw.view import DealRecord, PlayerView

MEMORY = 200  # shown-down hands remembered per kind: recent ones, so it follows a change of style


def size_class(amount: int, pot: int) -> str:
    """A bet as a share of the pot before it: small (< 3/4), pot (< 3/2) or big."""
    ratio = amount / max(pot, 1)
    return "small" if ratio < 0.75 else "pot" if ratio < 1.5 else "big"


def draw_group(count: int | None) -> int:
    """Draw counts that tell the same: stood pat, drew one or two, drew three or more."""
    if count is None:
        return -1
    return 0 if count == 0 else 1 if count <= 2 else 3


def _recent() -> deque[float]:
    return deque(maxlen=MEMORY)


@dataclass(slots=True)
class Tendencies:
    deals: int = 0
    # his answers to my bets and raises: (round, size class) -> folds
    folds: dict[tuple[int, str], Rate] = field(default_factory=dict)
    raises: dict[int, Rate] = field(default_factory=dict)
    # his bets when nobody has: (round, "first" or "second") -> bets
    opens: dict[tuple[int, str], Rate] = field(default_factory=dict)
    # final values shown down: after his round-two bet (size class, draw group), after calling
    # my round-two bet (size class), and by his draw group whatever he did
    bet_with: dict[tuple[str, int], deque[float]] = field(default_factory=dict)
    called_with: dict[str, deque[float]] = field(default_factory=dict)
    by_draw: dict[int, deque[float]] = field(default_factory=dict)
    _seen: int = 0

    def update(self, view: PlayerView, knowledge: Knowledge) -> None:
        """Learn from every record not learned from yet (a shorter history: a new match)."""
        history = view.history
        if len(history) < self._seen:
            self._seen = 0
        for record in history[self._seen :]:
            self._learn(record, view.other, view.rules.ante, knowledge)
        self._seen = len(history)

    def _learn(self, record: DealRecord, him: int, ante: int, knowledge: Knowledge) -> None:
        self.deals += 1
        first = 1 - record.dealer
        pot = 2 * ante
        paid = [0, 0]
        current = 1
        drew: int | None = None
        facing = ""  # size class of the bet or raise he faces, "" when none
        his_bet = ""  # size class of his last round-two bet or raise
        called = ""  # size class of my round-two bet he called
        for action in record.actions:
            if action.betting_round == 0:
                if action.seat == him:
                    drew = action.amount
                continue
            if action.betting_round != current:
                current, paid, facing = action.betting_round, [0, 0], ""
            owed = paid[1 - action.seat] - paid[action.seat]
            kind = action.kind
            if action.seat == him:
                if facing:
                    self.folds.setdefault((current, facing), Rate()).add(kind == ActionKind.FOLD)
                    self.raises.setdefault(current, Rate()).add(kind == ActionKind.RAISE)
                    if current == 2 and kind == ActionKind.CALL:
                        called = facing
                elif kind in (ActionKind.BET, ActionKind.CHECK) or (
                    current == 2 and kind == ActionKind.CALL
                ):
                    where = "first" if action.seat == first else "second"
                    self.opens.setdefault((current, where), Rate()).add(kind == ActionKind.BET)
                elif current == 1 and kind == ActionKind.CALL:
                    self.opens.setdefault((1, "second"), Rate()).add(False)
            if kind in (ActionKind.BET, ActionKind.RAISE):
                before = pot + max(owed, 0)
                size = size_class(action.amount, before)
                if action.seat == him and current == 2:
                    his_bet = size
                facing = size if action.seat != him else ""
                added = max(owed, 0) + action.amount
            elif kind == ActionKind.CALL:
                added = max(owed, 0)
                facing = ""
            else:
                added = 0
            paid[action.seat] += added
            pot += added
        if record.shown is None:
            return
        value = knowledge.value(tuple(card.index for card in record.shown[him]))
        group = draw_group(drew)
        self.by_draw.setdefault(group, _recent()).append(value)
        if his_bet:
            self.bet_with.setdefault((his_bet, group), _recent()).append(value)
            self.bet_with.setdefault((his_bet, -1), _recent()).append(value)
        if called:
            self.called_with.setdefault(called, _recent()).append(value)

    def fold_rate(self, betting_round: int, size: str, prior: float) -> float:
        """How often he folds to my bet of this size class in this round."""
        overall = Rate()
        for (r, _), rate in self.folds.items():
            if r == betting_round:
                overall.chances += rate.chances
                overall.taken += rate.taken
        both = overall.rate(prior, 6.0)
        return self.folds.get((betting_round, size), Rate()).rate(both, 6.0)

    def open_rate(self, betting_round: int, where: str, prior: float) -> float:
        return self.opens.get((betting_round, where), Rate()).rate(prior, 10.0)


def blend(shown: deque[float] | None, prior: ValueDist, weight: float) -> ValueDist:
    """The values he showed, as a distribution, pulled toward ``prior`` by ``weight`` hands."""
    if not shown:
        return prior.normalized()
    spread = 0.02
    segments = [(max(0.0, v - spread), min(1.0, v + spread), 1.0) for v in shown]
    empirical = ValueDist(tuple((lo, hi, m) for lo, hi, m in segments if hi > lo))
    return empirical.plus(prior.normalized().scaled(weight)).normalized()
