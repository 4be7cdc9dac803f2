"""What a what-if gives back, the same for every game: plain data a scene or the command line
words (``to_dict`` is the ``--json`` form)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, TypeVar

_View = TypeVar("_View")

#: Hand categories in the engine's order (the language files' ``hands.category.*``).
CATEGORY_KEYS = ("high_card", "pair", "two_pair", "three_of_a_kind", "straight", "flush",
                 "full_house", "four_of_a_kind", "straight_flush")


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
    #: The player's own choices after the changed one, in order, along her likeliest answers
    #: (the first line); every other line (and this one past them) is played by the coach.
    then: list[str] = field(default_factory=list)
    #: The player's next decision on the first line after ``then`` (None: the deal ended),
    #: for going on choosing; its ``did`` is empty and its number follows the changed one's.
    ahead: Decision | None = None

    @property
    def most_likely(self) -> Line:
        return self.lines[0]

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["most_likely"] = 0
        return data


@dataclass(frozen=True)
class Reason:
    """Why a computer player did what she did at one of her decisions: every answer her
    strategy gives in that spot with its chance, the hand she held (only when her cards were
    shown at the showdown), and the reads of the player that bent her odds there."""

    number: int  # her decisions in the deal, numbered from 1 (all computer seats together)
    seat: int
    who: str  # her (draw) or the seat's name (hold'em)
    phase: str  # as Decision.phase
    did: str  # in the choice syntax; a draw is draw:N (the count is public)
    shown: bool  # her cards were shown at the showdown: the reason may name them
    options: tuple[tuple[str, float], ...] = ()  # her strategy's answers there, most likely first
    basis: str = "rule"  # rule, mixed, sampled (as Comparison.basis)
    hand_class: str = ""  # the class her strategy played (draw: pat, trips, two_pair, draw,
    # pair, bust before the draw; a category key after it; hold'em: a category key or a
    # starting-hand kind): empty when her cards were not shown
    cards: tuple[str, ...] = ()  # her cards then, when shown
    reads: tuple[tuple[str, float], ...] = ()  # (read, weight) that bent her odds here
    counts: tuple[int, int] = (0, 0)  # (times the player dropped, times he faced her bet)


def own_line_first(found: list[Line], then: Sequence[str],
                   ahead: _View | None) -> tuple[list[Line], _View | None]:
    """The lines most likely first; with the player's own later choices, his line (the first
    followed, the last finished) first. His next decision is offered on the line shown
    first only (None when the likeliest line is another)."""
    first = found[-1]
    lines = sorted(found, key=lambda line: -line.probability)
    if then:
        lines.remove(first)
        lines.insert(0, first)
    return lines, ahead if lines[0] is first else None
