"""The player's own items, read from ``assets/player_items.yaml`` (data a player may change).

Read like any file a stranger may have written: through the bounded YAML reader (the shipped
file too), messages quoting only a short excerpt of a value, and a refusal never silent: the
built-in items are used and :func:`items_problem` says why (the title shows it).
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from pathlib import Path

from drawpoker import paths
from drawpoker.printable import excerpt
from drawpoker.safe_yaml import YamlLimits, read_yaml_file

log = logging.getLogger(__name__)

ITEMS_FILE = "player_items.yaml"
_ID = re.compile(r"^[a-z_]{1,32}$")
MAX_ITEMS = 12
MAX_LOAN = 100_000


@dataclass(frozen=True, slots=True)
class Item:
    """One thing the player owns: its id (``bank.item.<id>`` names it) and its loan."""

    id: str
    loan: int

    @property
    def buy_back_price(self) -> int:
        """The loan and 10% interest, in whole dollars (rounded up)."""
        return self.loan + -(-self.loan // 10)


#: Used when the data file is missing or refused, so the bank always has items to pawn.
DEFAULT_ITEMS: tuple[Item, ...] = (
    Item("jacket", 100), Item("watch", 150), Item("camera", 150), Item("ring", 200),
    Item("guitar", 250),
)


class ItemsRefused(ValueError):
    """The items file holds something the bank cannot use."""


def parse_items(data: object) -> tuple[Item, ...]:
    if not isinstance(data, dict) or not isinstance(data.get("items"), list):
        raise ItemsRefused("the file must hold a list called items")
    raw = data["items"]
    if not 1 <= len(raw) <= MAX_ITEMS:
        raise ItemsRefused(f"from 1 to {MAX_ITEMS} items")
    items: list[Item] = []
    for entry in raw:
        if not isinstance(entry, dict) or set(entry) != {"id", "loan"}:
            raise ItemsRefused("each item has exactly an id and a loan")
        ident, loan = entry["id"], entry["loan"]
        if not isinstance(ident, str) or not _ID.match(ident):
            raise ItemsRefused(f"an item id is 1-32 lower-case letters or '_': "
                               f"{excerpt(ident)}")
        if type(loan) is not int or not 1 <= loan <= MAX_LOAN:
            raise ItemsRefused(f"a loan is a whole number of dollars from 1 to {MAX_LOAN}")
        items.append(Item(ident, loan))
    if len({item.id for item in items}) != len(items):
        raise ItemsRefused("two items with the same id")
    return tuple(items)


#: Why the items file was last refused (None: it was used), for the title to tell.
_REFUSED: list[str] = []


def load_items(path: Path | None = None) -> tuple[Item, ...]:
    """The items of the data file; the built-in list when the file cannot be used (and
    :func:`items_problem` says why)."""
    path = path if path is not None else paths.assets_dir() / ITEMS_FILE
    try:
        items = parse_items(read_yaml_file(path, YamlLimits(max_bytes=16 * 1024, max_depth=4)).data)
    except OSError as exc:
        _REFUSED[:] = [excerpt(exc.strerror or exc, 160)]
    except ValueError as exc:  # YamlRefused and ItemsRefused
        _REFUSED[:] = [excerpt(str(exc), 160)]
    else:
        _REFUSED.clear()
        return items
    log.warning("the items file %s was refused (%s); the built-in items are used",
                path, _REFUSED[0])
    return DEFAULT_ITEMS


def items_problem() -> str | None:
    """Why the last items file read was refused, or None when it was used."""
    return _REFUSED[0] if _REFUSED else None
