"""What ``hard``'s own bluff lines have earned against this opponent, so that losing ones stop.

A *line* is a kind of bluff: a small bet before the draw to take the antes from a frequent
folder (``"steal"``), standing pat with a hand that should draw (``"snow"``), or betting
or raising a weak hand after the draw, by size (``"bluff:n"``, ``"bluff:h"``, ``"bluff:p"``,
``"bluff:m"``). When ``hard`` takes one, the ledger notes the point of the deal (the public
actions so far and the pot); when the deal's public record arrives it counts what the line won
from that point on against what giving up would have: the pot if he folded, minus every dollar
she put in after the point, plus the pot if she won the showdown, less a share of the pot for
the draw a snow gave up, or, for a bet first to act after the draw, the share of the pot that
checking the hand would have won.

A line whose results are below zero with confidence is *stopped*: it is then played at a small
share of its solved frequency (``FLOOR``), enough to notice if the opponent changes; results
fade as new ones arrive (``DECAY``), so a player who has changed is judged on what he does now.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from drawpoker.ai.trials import Running
from drawpoker.engine.core.actions import ActionKind
from drawpoker.engine.draw.view import DealRecord, PublicAction

MIN_TRIES = 10  # (faded) results of a line before it can be stopped
DECAY = 0.995  # each new result of a line fades its older ones
FLOOR = 0.2  # share of the solved frequency a stopped line keeps
# what drawing would have been worth to a hand that stood pat as a bluff, as a share of the pot
SNOW_GIVES_UP = 0.25
# what checking would have been worth to a hand that bet before the draw only to steal the antes
STEAL_GIVES_UP = 0.3


@dataclass(slots=True)
class LineResults(Running):
    """A line's faded results (``tries`` is the faded count)."""

    @property
    def tries(self) -> float:
        return self.count

    def add(self, gain: float) -> None:
        self.fade(DECAY)
        Running.add(self, gain)

    def losing(self) -> bool:
        """Below zero by more than one standard error, after enough tries."""
        if self.count < MIN_TRIES:
            return False
        return self.mean() + math.sqrt(self.variance() / self.count) < 0


@dataclass(slots=True)
class Pending:
    line: str
    seat: int
    before: tuple[PublicAction, ...]  # the deal's public actions when the line was taken
    pot: int  # the pot then
    baseline: float  # what giving up the line would have earned from that point


@dataclass(slots=True)
class Ledger:
    lines: dict[str, LineResults] = field(default_factory=dict)
    pending: list[Pending] = field(default_factory=list)

    def take(
        self, line: str, seat: int, actions: tuple[PublicAction, ...], pot: int, baseline: float
    ) -> None:
        if any(p.line == line and p.before == actions for p in self.pending):
            return
        self.pending.append(Pending(line, seat, actions, pot, baseline))

    def settle(self, record: DealRecord) -> None:
        """Count the pending lines against the first finished deal that continues them."""
        for pending in self.pending:
            count = len(pending.before)
            if tuple(record.actions[:count]) != pending.before:
                continue
            gain = gain_from(record, pending.seat, count, pending.pot) - pending.baseline
            self.lines.setdefault(pending.line, LineResults()).add(gain)
        self.pending.clear()

    def stopped(self, line: str) -> bool:
        results = self.lines.get(line)
        return results is not None and results.losing()

    def scale(self, line: str) -> float:
        """How much of its solved frequency a line keeps: 1, or ``FLOOR`` once it loses."""
        return FLOOR if self.stopped(line) else 1.0


def gain_from(record: DealRecord, seat: int, start: int, pot: int) -> float:
    """What ``seat`` won from the ``start``-th public action on, counting the pot then as won."""
    paid = [0, 0]  # this betting round, to know what a raise owed
    current = 0
    mine_after = 0
    final_pot = pot
    for index, action in enumerate(record.actions):
        if action.betting_round == 0:
            continue
        if action.betting_round != current:
            current = action.betting_round
            paid = [0, 0]
        owed = paid[1 - action.seat] - paid[action.seat]
        put = 0
        if action.kind == ActionKind.BET:
            put = action.amount
        elif action.kind == ActionKind.RAISE:
            put = max(owed, 0) + action.amount
        elif action.kind == ActionKind.CALL:
            put = action.amount  # the money the call paid
        paid[action.seat] += put
        if index >= start:
            final_pot += put
            if action.seat == seat:
                mine_after += put
    if record.winner == seat:
        return final_pot - mine_after
    if record.winner is None:
        return final_pot / 2 - mine_after
    return -mine_after
