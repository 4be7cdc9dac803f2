"""Every answer a computer player can give at one decision, with its probability.

A player's own random source decides between the answers of its mixed strategy. Instead of
guessing, the player is run again with a *scripted* source: each call it makes becomes a branch
point. ``choices`` and ``choice`` branch into each option with its weight; ``random()`` returns
a :class:`Probe`, a float that remembers every comparison made with it (also after it was
scaled, shifted or floored), so the values of ``u`` in [0, 1) that lead to the same answer form
known intervals and each interval's length is that answer's probability, exactly. A player that
calls anything else (a Gaussian, a shuffle: Monte Carlo inside the decision) has no small mixed
strategy: it is sampled instead, and the answers are marked as sampled with their count.

Each run plays on a copy of the player, so the real one learns nothing from the probing. A
player that draws more than :data:`MAX_DRAWS` random numbers in one decision is Monte Carlo, not
a small mixed strategy: one counting run finds that before any branching (which would walk
every draw of the simulation to the run limit first), and she is sampled at once.
"""

from __future__ import annotations

import copy
import math
import pickle
import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

#: How the probabilities were found: a rule (one answer), her mixed strategy enumerated
#: exactly, or sampled (a player whose randomness is Monte Carlo, not a mixed strategy).
Basis = Literal["rule", "mixed", "sampled"]
#: Most runs spent on one decision before falling back to sampling.
MAX_RUNS = 400
#: Runs when sampling.
SAMPLES = 64
#: More random draws than this in one decision: Monte Carlo, sampled (no mixed strategy the
#: game's players have draws more than two).
MAX_DRAWS = 12


class _Unsupported(Exception):
    """The player called a random function this enumerator does not branch on."""


class _Branch(Exception):
    """A call past the end of the script: a new branch point."""

    def __init__(self, kind: str, weights: list[float]) -> None:
        super().__init__(kind)
        self.kind = kind
        self.weights = weights


class Probe(float):
    """``a * u + b`` for the uniform draw ``u``, recording each threshold ``u`` was compared
    with (the places where the caller's decision can change)."""

    a: float
    b: float
    cuts: list[float]

    def __new__(cls, u: float, a: float = 1.0, b: float = 0.0,
                cuts: list[float] | None = None) -> Probe:
        made = super().__new__(cls, a * u + b)
        made.a, made.b = a, b
        made.cuts = cuts if cuts is not None else []
        return made

    def _u(self) -> float:
        return (float(self) - self.b) / self.a

    def _cut(self, other: object) -> None:
        if isinstance(other, int | float) and self.a != 0:
            self.cuts.append((float(other) - self.b) / self.a)

    def _same(self, a: float, b: float) -> Probe:
        return Probe(self._u(), a, b, self.cuts)

    def __lt__(self, other: object) -> bool:
        self._cut(other)
        return float(self) < other  # type: ignore[operator]

    def __le__(self, other: object) -> bool:
        self._cut(other)
        return float(self) <= other  # type: ignore[operator]

    def __gt__(self, other: object) -> bool:
        self._cut(other)
        return float(self) > other  # type: ignore[operator]

    def __ge__(self, other: object) -> bool:
        self._cut(other)
        return float(self) >= other  # type: ignore[operator]

    def __mul__(self, other: object) -> Any:
        if isinstance(other, int | float) and not isinstance(other, Probe):
            return self._same(self.a * other, self.b * other)
        return float(self) * other  # type: ignore[operator]

    __rmul__ = __mul__

    def __truediv__(self, other: object) -> Any:
        if isinstance(other, int | float) and not isinstance(other, Probe) and other:
            return self._same(self.a / other, self.b / other)
        return float(self) / other  # type: ignore[operator]

    def __add__(self, other: object) -> Any:
        if isinstance(other, int | float) and not isinstance(other, Probe):
            return self._same(self.a, self.b + other)
        return float(self) + other  # type: ignore[operator]

    __radd__ = __add__

    def __sub__(self, other: object) -> Any:
        if isinstance(other, int | float) and not isinstance(other, Probe):
            return self._same(self.a, self.b - other)
        return float(self) - other  # type: ignore[operator]

    def __rsub__(self, other: object) -> Any:
        if isinstance(other, int | float) and not isinstance(other, Probe):
            return self._same(-self.a, other - self.b)
        return other - float(self)  # type: ignore[operator]

    def __floor__(self) -> int:
        whole = math.floor(float(self))
        self._cut(whole)
        self._cut(whole + 1)
        return whole

    def __int__(self) -> int:
        return self.__floor__() if float(self) >= 0 else math.ceil(float(self))

    def __hash__(self) -> int:
        return float.__hash__(self)


def clone(player: object) -> Any:
    """A copy of ``player`` sharing nothing with it: by pickling (several times quicker than
    ``copy.deepcopy`` for a player with tables and caches), else by deep copy."""
    try:
        return pickle.loads(pickle.dumps(player, pickle.HIGHEST_PROTOCOL))
    except (pickle.PicklingError, TypeError, AttributeError):
        return copy.deepcopy(player)


class _Counting(random.Random):
    """A real random source that counts the draws made from it (stops past ``most``)."""

    def __init__(self, most: int) -> None:
        super().__init__(0)
        self.most = most
        self.count = 0

    def _tick(self) -> None:
        self.count += 1
        if self.count > self.most:
            raise _Unsupported("Monte Carlo")

    def random(self) -> float:
        self._tick()
        return super().random()

    def choices(self, population: Sequence[Any],  # type: ignore[override]
                weights: Sequence[float] | None = None, *,
                cum_weights: Sequence[float] | None = None, k: int = 1) -> list[Any]:
        self._tick()
        return super().choices(population, weights, cum_weights=cum_weights, k=k)

    def choice(self, seq: Sequence[Any]) -> Any:  # type: ignore[override]
        self._tick()
        return super().choice(seq)

    def getrandbits(self, k: int) -> int:
        raise _Unsupported("getrandbits")

    def gauss(self, mu: float = 0.0, sigma: float = 1.0) -> float:
        raise _Unsupported("gauss")

    def normalvariate(self, mu: float = 0.0, sigma: float = 1.0) -> float:
        raise _Unsupported("normalvariate")


def _few_draws(player: object, decide: Callable[[Any], Hashable], holders: list[str]) -> bool:
    """One run with a counting source: True when the decision draws few enough numbers to be
    enumerated (False: Monte Carlo, or a kind of draw the enumerator cannot branch on)."""
    twin = clone(player)
    source = _Counting(MAX_DRAWS)
    for name in holders:
        setattr(twin, name, source)
    try:
        decide(twin)
    except _Unsupported:
        return False
    return True


class _Scripted(random.Random):
    """A random source that answers from a script and stops at the first call past it."""

    def __init__(self, script: Sequence[float | int]) -> None:
        super().__init__(0)
        self.script = list(script)
        self.at = 0
        self.probes: list[Probe] = []

    def _next(self, kind: str, weights: list[float]) -> float | int:
        if self.at < len(self.script):
            value = self.script[self.at]
            self.at += 1
            return value
        raise _Branch(kind, weights)

    def random(self) -> float:
        u = float(self._next("random", []))
        probe = Probe(u)
        self.probes.append(probe)
        return probe

    def choices(self, population: Sequence[Any],  # type: ignore[override]
                weights: Sequence[float] | None = None, *,
                cum_weights: Sequence[float] | None = None, k: int = 1) -> list[Any]:
        if k != 1 or cum_weights is not None:
            raise _Unsupported("choices")
        found = list(weights) if weights is not None else [1.0] * len(population)
        return [population[int(self._next("choices", found))]]

    def choice(self, seq: Sequence[Any]) -> Any:  # type: ignore[override]
        return seq[int(self._next("choices", [1.0] * len(seq)))]

    def getrandbits(self, k: int) -> int:
        raise _Unsupported("getrandbits")

    def gauss(self, mu: float = 0.0, sigma: float = 1.0) -> float:
        raise _Unsupported("gauss")

    def normalvariate(self, mu: float = 0.0, sigma: float = 1.0) -> float:
        raise _Unsupported("normalvariate")


@dataclass(frozen=True)
class Answers:
    """The answers a player gives at one decision: (answer, probability), most likely first."""

    options: tuple[tuple[Any, float], ...]
    basis: Basis
    runs: int = 0

    def most_likely(self) -> Any:
        return self.options[0][0]


def _rng_holders(player: object) -> list[str]:
    """The attributes of ``player`` that are random sources (``rng``, ``read_rng``...)."""
    return [name for name, value in vars(player).items() if isinstance(value, random.Random)]


def enumerate_answers(player: object, decide: Callable[[Any], Hashable],
                      max_runs: int = MAX_RUNS, samples: int = SAMPLES,
                      seed: int = 0) -> Answers:
    """Every answer ``decide(copy_of_player)`` can give with its probability (see the module)."""
    holders = _rng_holders(player)
    found: dict[Hashable, float] = {}
    runs = 0

    def run(script: list[float | int]) -> tuple[Hashable | None, _Branch | None, list[Probe]]:
        nonlocal runs
        runs += 1
        if runs > max_runs or len(script) > MAX_DRAWS:
            raise _Unsupported("too many branches")
        twin = clone(player)
        source = _Scripted(script)
        for name in holders:
            setattr(twin, name, source)  # one script, whichever source is called
        try:
            return decide(twin), None, source.probes
        except _Branch as branch:
            return None, branch, source.probes

    def walk(script: list[float | int], weight: float) -> None:
        if weight <= 0:
            return
        answer, branch, _ = run(script)
        if branch is None:
            found[answer] = found.get(answer, 0.0) + weight
            return
        if branch.kind == "choices":
            total = sum(w for w in branch.weights if w > 0)
            for index, w in enumerate(branch.weights):
                if w > 0 and total > 0:
                    walk([*script, index], weight * w / total)
            return
        low = 0.0
        while low < 1.0:
            cell_low, cell_high = _cell(script, low, run)
            middle = (cell_low + cell_high) / 2
            walk([*script, middle], weight * (cell_high - cell_low))
            low = cell_high

    try:
        if not holders:
            raise _Unsupported("no random source")
        if not _few_draws(player, decide, holders):
            raise _Unsupported("Monte Carlo")
        walk([], 1.0)
    except _Unsupported:
        return _sampled(player, decide, holders, samples, seed)
    ordered = sorted(found.items(), key=lambda item: -item[1])
    basis: Basis = "rule" if len(ordered) == 1 and runs == 1 else "mixed"
    return Answers(tuple(ordered), basis, runs)


def _cell(script: list[float | int], low: float,
          run: Callable[[list[float | int]], tuple[Any, Any, list[Probe]]]
          ) -> tuple[float, float]:
    """The interval of ``u`` from ``low`` on in which every comparison made with the new draw
    comes out as it does just above ``low``; its upper end is the first threshold above it."""
    at = low + 1e-12 if low > 0 else 0.0
    _, _, probes = run([*script, at])
    index = len(script)
    cuts = probes[_probe_index(script, index)].cuts if probes else []
    above = [c for c in cuts if c > at + 1e-15 and c < 1.0]
    return low, (min(above) if above else 1.0)


def _probe_index(script: list[float | int], index: int) -> int:
    """Which probe the draw at ``index`` made: the probes come only from ``random()`` calls,
    so count the floats of the script before it."""
    return sum(1 for value in script[:index] if isinstance(value, float))


def _sampled(player: object, decide: Callable[[Any], Hashable], holders: list[str],
             samples: int, seed: int) -> Answers:
    """Her answers estimated by running her ``samples`` times with fresh random sources."""
    found: dict[Hashable, int] = {}
    for n in range(samples):
        twin = clone(player)
        for name in holders:
            setattr(twin, name, random.Random(seed * 1_000_003 + n * 7919 + sum(map(ord, name))))
        answer = decide(twin)
        found[answer] = found.get(answer, 0) + 1
    ordered = sorted(((a, c / samples) for a, c in found.items()), key=lambda item: -item[1])
    return Answers(tuple(ordered), "sampled", samples)


def weighted_pick(answers: Answers) -> Any:
    """The most likely answer (ties: the first found)."""
    return answers.most_likely()
