"""The games the engine plays, as data: each variant is a frozen value read from
``engine/variant_data/<id>.yaml`` (through ``drawpoker.safe_yaml``) and kept in a registry.

A variant says what a game is made of -- its deck, the steps of a deal, how hands are ranked,
the forced bets, the betting structure and how many seats -- so that five-card draw on 52 or
32 cards and hold'em are entries of one table, not copies of one another. The numbers a player
tunes (ante, limits, money) stay in the rules presets, and each preset names its variant.

>>> v = variant("holdem")
>>> v.family, v.hole_cards, v.board_cards, v.betting_rounds, (v.min_seats, v.max_seats)
(<Family.HOLDEM: 'holdem'>, 2, 5, 4, (2, 6))
>>> [v.id for v in variants()]
['draw-32', 'draw-52', 'holdem']
>>> variant_for_deck(32).id
'draw-32'
"""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import dataclass
from enum import StrEnum
from importlib import resources
from typing import Any

from drawpoker.engine.core.betting import Structure
from drawpoker.engine.core.saved_data import (
    MatchDataError,
    mapping,
    member,
    short_text,
    whole_list,
    whole_number,
)
from drawpoker.engine.core.seat import MAX_SEATS, MIN_SEATS
from drawpoker.safe_yaml import YamlLimits, YamlRefused, load_yaml

#: A variant file is a dozen short values and a list of streets.
VARIANT_LIMITS = YamlLimits(max_bytes=16 * 1024, max_depth=4, max_nodes=300)
_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,31}$")
_FIELDS = frozenset(
    {"id", "family", "deck_sizes", "streets", "evaluation", "forced_bets", "betting", "seats"}
)


class VariantError(ValueError):
    """A variant file or name that is not valid; the message says what is wrong."""


class Family(StrEnum):
    DRAW = "draw"
    HOLDEM = "holdem"


class StepKind(StrEnum):
    DEAL = "deal"  # cards to each player, face down
    BET = "bet"  # a betting round
    DRAW = "draw"  # each player may exchange up to `cards` cards
    BOARD = "board"  # cards face up in the middle, shared by all


class Evaluation(StrEnum):
    HIGH5 = "high5"  # the five cards in the hand
    BEST5OF7 = "best5of7"  # the best five of two hole cards and five on the board


class ForcedBets(StrEnum):
    ANTE = "ante"
    BLINDS = "blinds"


@dataclass(frozen=True, slots=True)
class Street:
    """One step of a deal."""

    kind: StepKind
    cards: int = 0


@dataclass(frozen=True, slots=True)
class Variant:
    id: str
    family: Family
    deck_sizes: tuple[int, ...]
    streets: tuple[Street, ...]
    evaluation: Evaluation
    forced_bets: ForcedBets
    betting: Structure
    min_seats: int
    max_seats: int

    def __post_init__(self) -> None:
        _check(self)

    @property
    def hole_cards(self) -> int:
        """Cards each player is dealt."""
        return sum(s.cards for s in self.streets if s.kind is StepKind.DEAL)

    @property
    def board_cards(self) -> int:
        return sum(s.cards for s in self.streets if s.kind is StepKind.BOARD)

    @property
    def betting_rounds(self) -> int:
        return sum(1 for s in self.streets if s.kind is StepKind.BET)

    @classmethod
    def from_dict(cls, data: object) -> Variant:
        """A variant from a variant file's mapping; VariantError saying what is wrong."""
        try:
            return cls._read(data)
        except MatchDataError as exc:
            raise VariantError(str(exc)) from None

    @classmethod
    def _read(cls, data: object) -> Variant:
        d = mapping(data, "a variant", _FIELDS)
        seats = whole_list(d["seats"], "variant seats ([fewest, most])", 2)
        return cls(
            id=short_text(d["id"], "a variant id"),
            family=member(Family, d["family"], "variant family"),
            deck_sizes=tuple(_whole(size, "a deck size")
                             for size in whole_list(d["deck_sizes"], "variant deck_sizes")),
            streets=tuple(_street(step) for step in whole_list(d["streets"], "variant streets")),
            evaluation=member(Evaluation, d["evaluation"], "variant evaluation"),
            forced_bets=member(ForcedBets, d["forced_bets"], "variant forced_bets"),
            betting=member(Structure, d["betting"], "variant betting"),
            min_seats=_whole(seats[0], "the fewest seats"),
            max_seats=_whole(seats[1], "the most seats"),
        )


def _check(v: Variant) -> None:
    """What makes a deal playable: deal first, a bet last, a bet after every other step."""
    where = f"variant {v.id!r}"
    if not _ID.match(v.id):
        raise VariantError(f"a variant id is short lowercase letters, digits and '-': {v.id!r}")
    if not v.deck_sizes or not set(v.deck_sizes) <= {32, 52}:
        raise VariantError(f"{where}: deck sizes are 32 and/or 52, got {list(v.deck_sizes)}")
    if not MIN_SEATS <= v.min_seats <= v.max_seats <= MAX_SEATS:
        raise VariantError(f"{where}: seats go from {MIN_SEATS} to {MAX_SEATS}")
    kinds = [s.kind for s in v.streets]
    if not kinds or kinds[0] is not StepKind.DEAL or kinds[-1] is not StepKind.BET:
        raise VariantError(f"{where}: a deal starts by dealing and ends with a betting round")
    for before, after in itertools.pairwise(kinds):
        if (before is StepKind.BET) == (after is StepKind.BET):
            raise VariantError(f"{where}: betting rounds and the other steps take turns")
    for s in v.streets:
        if (s.kind is StepKind.BET) != (s.cards == 0) or not 0 <= s.cards <= 5:
            raise VariantError(f"{where}: a {s.kind} step has 1 to 5 cards, a bet none")
    used = v.hole_cards * v.max_seats + v.board_cards
    used += sum(s.cards for s in v.streets if s.kind is StepKind.DRAW) * v.max_seats
    if used > min(v.deck_sizes):
        raise VariantError(f"{where}: a full table may need {used} cards, more than the deck")
    seen = v.hole_cards + v.board_cards
    if (v.evaluation is Evaluation.HIGH5) != (seen == 5 and v.board_cards == 0):
        raise VariantError(f"{where}: high5 ranks a hand of five; best5of7 two cards and a board")
    if v.evaluation is Evaluation.BEST5OF7 and seen != 7:
        raise VariantError(f"{where}: best5of7 needs seven cards, got {seen}")


def _street(data: object) -> Street:
    d = mapping(data, "a street", {"kind"}, {"cards"})
    return Street(member(StepKind, d["kind"], "street kind"), _whole(d.get("cards", 0), "cards"))


def _whole(value: object, what: str) -> int:
    """A count of a variant file: a whole number, its bounds checked with the variant."""
    return whole_number(value, what, 0, 1000)


# --------------------------------------------------------------------------- the registry
def _folder() -> Any:
    return resources.files("drawpoker.engine.core") / "variant_data"


@functools.cache
def _registry() -> dict[str, Variant]:
    found: dict[str, Variant] = {}
    for entry in sorted(_folder().iterdir(), key=lambda e: str(e.name)):
        if not entry.name.endswith(".yaml"):
            continue
        name = entry.name.removesuffix(".yaml")
        try:
            loaded = Variant.from_dict(load_yaml(entry.read_text(encoding="utf-8"), VARIANT_LIMITS))
        except YamlRefused as exc:
            raise VariantError(f"variant file {entry.name} {exc}") from exc
        if loaded.id != name:
            raise VariantError(f"variant file {entry.name} holds the variant {loaded.id!r}")
        found[name] = loaded
    return found


def variants() -> tuple[Variant, ...]:
    """Every variant the game ships, by id."""
    return tuple(_registry().values())


def variant(variant_id: str) -> Variant:
    """The variant named ``variant_id``, e.g. ``draw-32``; VariantError if there is none."""
    found = _registry().get(variant_id) if isinstance(variant_id, str) else None
    if found is None:
        known = ", ".join(_registry())
        raise VariantError(f"unknown game variant {variant_id!r}; known: {known}")
    return found


def variant_for_deck(deck_size: int) -> Variant:
    """Five-card draw's variant for a deck (a draw ``Rules`` value says only its deck size)."""
    return variant(f"draw-{deck_size}")
