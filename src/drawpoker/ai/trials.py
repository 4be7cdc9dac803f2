"""Whether a computer player's reads pay, measured on its own decisions (both games' `hard`).

A read bends a baseline's odds toward a target: the odds played are
``(1 - w) x baseline + w x target``. That is the same as playing the target with chance ``w``
and the baseline otherwise, so every decision taken in a read's spot belongs, at random, to one
of two *branches*: the read's or the baseline's (``SOLVED``: in draw the solved strategy, in
hold'em the level's own play). Given the move played, the chance that it came from the read is
``w x target[move] / played[move]``, and the decision is labelled by drawing from that. The two
branches then meet the same hands in the same spots, so the difference of their mean results
(what each won from its decision point to the end of the deal) measures what the read earns
over the baseline, with no model of the opponent at all: a controlled trial run on the
opponent.

A read whose branch trails is trusted less the further it trails (its weight scaled down in
proportion, to ``FLOOR`` at one standard error), and results fade as new ones arrive
(``DECAY``), so a read dropped against a player who has since changed is tried again.

Some reads must *prove* themselves instead (``prove_first``): those that fit one player's
habits rather than adaptive play in general. Such a read starts at ``START`` of its weight,
reaches its full weight only once its branch leads by a standard error, and falls to ``FLOOR``
when it trails by one.

A read watched for *change* (``watch=True``; draw's read rules "watched", measured in issue 42
and not shipped) is also judged on its recent results alone (``RECENT_DECAY``: about the last
seven of its branch): once they trail the baseline branch's long-run mean by a standard error
the read falls to ``FLOOR`` at once, so a player who plays into a read and then turns it against
her pays for only a few of her decisions; it grows again only as its recent results recover.

Each game says what a decision earned (`Trials.gain`) from its own public record.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

MIN_RESULTS = 12.0  # (faded) results needed in each branch before a read can be judged
FLOOR = 0.1  # share of its weight a read keeps when it clearly loses
START = 0.35  # share of its weight a read that must prove itself has before it has
DECAY = 0.996  # each new result of a spot fades the older ones of both branches
READ, SOLVED = "read", "solved"
RECENT_DECAY = 0.85  # the recent results of a read's branch: about the last seven count
RECENT_MIN = 4.0  # (faded) recent results before they can judge


class Record(Protocol):
    """A finished deal's public record: its actions in order, whatever the game."""

    @property
    def actions(self) -> Sequence[object]: ...


RecordT = TypeVar("RecordT", bound=Record)


@dataclass(slots=True)
class Running:
    """A faded count, sum and sum of squares of results."""

    count: float = 0.0
    total: float = 0.0
    squares: float = 0.0

    def fade(self, factor: float) -> None:
        self.count *= factor
        self.total *= factor
        self.squares *= factor

    def add(self, gain: float) -> None:
        self.count += 1
        self.total += gain
        self.squares += gain * gain

    def mean(self) -> float:
        return self.total / self.count if self.count else 0.0

    def variance(self) -> float:
        if self.count < 2:
            return 0.0
        mean = self.mean()
        return max(0.0, self.squares / self.count - mean * mean)


@dataclass(slots=True)
class Spot:
    read: Running = field(default_factory=Running)
    solved: Running = field(default_factory=Running)
    recent: Running = field(default_factory=Running)  # the read branch's last results

    def turned(self) -> bool:
        """Whether the read's recent results trail the baseline's mean by a standard error:
        the player has changed, or was playing into the read."""
        if self.recent.count < RECENT_MIN or self.solved.count < MIN_RESULTS:
            return False
        error = math.sqrt(
            self.recent.variance() / self.recent.count
            + self.solved.variance() / self.solved.count
        )
        return error > 0 and self.recent.mean() - self.solved.mean() < -error

    def edge(self) -> tuple[float, float]:
        """The read's mean result less the baseline branch's, and its standard error."""
        error = math.sqrt(
            self.read.variance() / max(self.read.count, 1.0)
            + self.solved.variance() / max(self.solved.count, 1.0)
        )
        return self.read.mean() - self.solved.mean(), error


@dataclass(slots=True)
class Taken:
    spot: str
    branch: str
    seat: int
    before: tuple[object, ...]
    pot: int


@dataclass(slots=True)
class Trials(Generic[RecordT]):
    """The two branches of every read's spot; `gain` is the game's."""

    spots: dict[str, Spot] = field(default_factory=dict)
    pending: list[Taken] = field(default_factory=list)

    def label(
        self,
        rng: random.Random,
        solved: float,
        target: float,
        weight: float,
    ) -> str:
        """The branch a move came from, drawn from its chance given the move (see the module)."""
        played = (1 - weight) * solved + weight * target
        if played <= 0:
            return SOLVED
        return READ if rng.random() < weight * target / played else SOLVED

    def take(
        self, spot: str, branch: str, seat: int, actions: Sequence[object], pot: int
    ) -> None:
        """Note a decision in a read's spot; only the first of a spot in one deal counts."""
        if any(p.spot == spot for p in self.pending):
            return
        self.pending.append(Taken(spot, branch, seat, tuple(actions), pot))

    def gain(self, record: RecordT, taken: Taken) -> float:
        """What ``taken.seat`` won from its decision on, counting the pot then as won."""
        raise NotImplementedError

    def settle(self, record: RecordT) -> None:
        for taken in self.pending:
            count = len(taken.before)
            if tuple(record.actions[:count]) != taken.before:
                continue
            spot = self.spots.setdefault(taken.spot, Spot())
            spot.read.fade(DECAY)
            spot.solved.fade(DECAY)
            branch = spot.read if taken.branch == READ else spot.solved
            gain = self.gain(record, taken)
            branch.add(gain)
            if taken.branch == READ:
                spot.recent.fade(RECENT_DECAY)
                spot.recent.add(gain)
        self.pending.clear()

    def trust(self, spot_name: str, prove_first: bool = False, watch: bool = False) -> float:
        """The share of its weight a read keeps: 1 until its branch trails the baseline's, or,
        for a read that must prove itself, ``START`` until its branch leads or trails; a
        watched read whose recent results have turned keeps ``FLOOR``."""
        start = START if prove_first else 1.0
        spot = self.spots.get(spot_name)
        if watch and spot is not None and spot.turned():
            return FLOOR
        if spot is None or min(spot.read.count, spot.solved.count) < MIN_RESULTS:
            return start
        edge, error = spot.edge()
        if error <= 0:
            return start
        z = edge / error
        if z >= 0:
            return min(1.0, start + (1.0 - start) * z)
        return max(FLOOR, start - (start - FLOOR) * -z)
