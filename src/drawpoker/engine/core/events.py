"""The events every game shares: the deck's reveal after a deal and the forfeit items' moves,
and the one way any game's event becomes a JSON-safe line.

Each game has its own events module for the rest; these are the ones the shared pieces (the deck
commitment, the forfeit ledger) produce, so no game borrows another's. An item event names the
seat whose item moved: in draw poker that is always the computer's seat, at a hold'em table any
computer player's.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from drawpoker.engine.core.cards import Card


@dataclass(frozen=True, slots=True)
class DeckRevealed:
    order: tuple[Card, ...]
    salt: str
    commitment: str


@dataclass(frozen=True, slots=True)
class ItemPawned:
    seat: int
    item: int
    loan: int


@dataclass(frozen=True, slots=True)
class ItemLost:
    seat: int
    item: int


@dataclass(frozen=True, slots=True)
class ItemBoughtBack:
    seat: int
    item: int
    repaid: int


ForfeitEvent = ItemPawned | ItemLost | ItemBoughtBack
ITEM_EVENTS = frozenset(kind.__name__ for kind in (ItemPawned, ItemLost, ItemBoughtBack))


def event_dict(event: object, action: Callable[[Any], object]) -> dict[str, Any]:
    """A JSON-safe form of any game's event, tagged with its type name: cards become their
    codes, tuples lists, enum values their text, and a field named ``action`` whatever the
    game's ``action`` makes of it (each game writes its actions its own way)."""
    kind = type(event)
    names = _FIELDS.get(kind)
    if names is None:
        assert dataclasses.is_dataclass(event) and not isinstance(event, type)
        names = _FIELDS[kind] = tuple(field.name for field in dataclasses.fields(event))
    data: dict[str, Any] = {"type": kind.__name__}
    for name in names:
        value = getattr(event, name)
        data[name] = action(value) if name == "action" else _plain(value)
    return data


#: Each event type's field names, read once (a replay turns hundreds of thousands into lines).
_FIELDS: dict[type, tuple[str, ...]] = {}


def _plain(value: object) -> object:
    if isinstance(value, bool):
        return value
    if isinstance(value, int):  # an IntEnum seat too
        return int(value)
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, tuple):
        return [_plain(item) for item in value]
    return value
