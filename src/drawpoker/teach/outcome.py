"""What a what-if gives back, the same for every game: plain data a scene or the command line
words (``to_dict`` is the ``--json`` form)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


class ChoiceError(ValueError):
    """A deal, decision or choice the player did not have (the command line's exit status 2)."""


@dataclass(frozen=True)
class Decision:
    """One decision of the player in a deal, numbered from 1."""

    number: int
    phase: str  # bet1, draw, bet2 (draw poker); preflop, flop, turn, river (hold'em)
    cards: tuple[str, ...]  # the player's cards then
    board: tuple[str, ...]  # hold'em's board then (empty in draw poker)
    pot: int
    owed: int
    did: str  # in the choice syntax: bet:10, discard:Ah,7c, call...
    choices: tuple[str, ...]  # what the player could have done, in the choice syntax


@dataclass(frozen=True)
class Step:
    """One thing that happened: who, what (in the choice syntax or plain words), and the
    chance her strategy gave it (1.0 for the player's moves and for the cards)."""

    who: str  # you, her (draw), a seat's name (hold'em), cards
    what: str
    chance: float = 1.0


@dataclass(frozen=True)
class Line:
    """A deal played to its end: the steps from the decision on, the cards, the money."""

    steps: tuple[Step, ...]
    probability: float
    your_cards: tuple[str, ...]  # your final hand
    her_cards: tuple[str, ...]  # draw: her final hand if shown; hold'em: empty
    board: tuple[str, ...]
    shown: tuple[tuple[str, tuple[str, ...]], ...]  # who showed what at the showdown
    pot: int
    money: tuple[int, ...]  # each seat's money won or lost in the deal (yours first)


@dataclass(frozen=True)
class CoachValue:
    """The coach's value of one choice the player had, over what the player could not see."""

    choice: str
    value: float
    unit: str  # "$" (expected dollars from here) or "equity" (share of a showdown won)
    note: str = ""


@dataclass
class Comparison:
    """The real deal and the deal with one decision played differently, side by side."""

    game: str
    deal: int
    decision: Decision
    choice: str
    actual: Line
    lines: list[Line]  # every line her strategy gives, most likely first
    basis: str  # rule, mixed, sampled (how her answers' chances were found; the weakest)
    expected_money: float  # your expected money from the what-if's lines
    cut: bool  # True when branches beyond the limit were followed by her likeliest answer
    coach: list[CoachValue] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def most_likely(self) -> Line:
        return self.lines[0]

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["most_likely"] = 0
        return data
