"""The career ladder: the roster's opponents in the order a career meets them, read from data.

``assets/opponents/ladder.yaml`` lists the rungs, easiest first, each a roster id and the
colour of her trophy. A career is the trophies won so far (``Statistics.trophies``): the
opponent after the last one beaten is *next*, those above her are *locked*. Free choice stays:
the player may play anyone, and every match for the bank's money counts in her record book; a
trophy, though, is won only by beating the one who is next (docs/roster.md, "The career").
No pygame here: the screens draw what this returns, the statistics ask :func:`next_up`.

>>> order = ("rosa", "kiki", "amara")
>>> next_up(order, {"rosa": "2026-01-02"})
'kiki'
>>> standing(order, {"rosa": "2026-01-02"})["amara"]
'locked'
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from drawpoker import paths
from drawpoker.printable import excerpt
from drawpoker.safe_yaml import YamlLimits, YamlRefused, read_yaml_file

log = logging.getLogger(__name__)

LADDER_FILE = ("opponents", "ladder.yaml")
LIMITS = YamlLimits(max_bytes=16 * 1024, max_depth=4, max_nodes=1_000)
MAX_RUNGS = 60
_ID = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
#: A trophy's colour when the ladder gives none (an opponent the file leaves out).
DEFAULT_COLOUR: tuple[int, int, int] = (150, 108, 30)

BEATEN, NEXT, LOCKED = "beaten", "next", "locked"


class LadderError(ValueError):
    """The ladder file was refused; ``str(error)`` says where and why."""


@dataclass(frozen=True, slots=True)
class Rung:
    """One opponent on the ladder: her roster id and her trophy's colour."""

    id: str
    colour: tuple[int, int, int]


def ladder_path() -> Path:
    return paths.asset_path(*LADDER_FILE)


def read_ladder(path: Path | None = None) -> tuple[Rung, ...]:
    """The rungs in ``path`` (the shipped file by default), checked; :class:`LadderError`
    names the first mistake, ``OSError`` when the file cannot be read."""
    path = ladder_path() if path is None else path
    try:
        data = read_yaml_file(path, LIMITS).data
    except YamlRefused as exc:
        raise LadderError(f"{path.name}: {exc}") from None
    return ladder_from_data(data)


def ladder_from_data(data: object) -> tuple[Rung, ...]:
    if not isinstance(data, dict) or set(data) != {"ladder"} or not isinstance(
            data["ladder"], list):
        raise LadderError("the file must hold one key, `ladder`, a list of rungs")
    raw_list = data["ladder"]
    if len(raw_list) > MAX_RUNGS:
        raise LadderError(f"more than {MAX_RUNGS} rungs")
    rungs: list[Rung] = []
    for index, raw in enumerate(raw_list, start=1):
        if not isinstance(raw, dict) or set(raw) - {"id", "colour"} or "id" not in raw:
            raise LadderError(f"rung #{index} must be a mapping of id (and colour)")
        ident, colour = raw["id"], raw.get("colour", "")
        if not isinstance(ident, str) or not _ID.match(ident):
            raise LadderError(f"rung #{index}: id {excerpt(ident, 32)!r} is not a roster id")
        if any(rung.id == ident for rung in rungs):
            raise LadderError(f"rung #{index}: {ident!r} is on the ladder twice")
        if colour == "":
            rgb = DEFAULT_COLOUR
        elif isinstance(colour, str) and _COLOUR.match(colour):
            rgb = (int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16))
        else:
            raise LadderError(f"rung #{index}: colour must be written #rrggbb")
        rungs.append(Rung(ident, rgb))
    return tuple(rungs)


def ordered(rungs: Iterable[Rung], roster_ids: Iterable[str]) -> tuple[str, ...]:
    """The career's order: the ladder's ids the roster has, then the roster's others in its
    own order (a shared roster's new character is met last, never left out)."""
    roster = tuple(roster_ids)
    listed = tuple(rung.id for rung in rungs if rung.id in roster)
    return listed + tuple(ident for ident in roster if ident not in listed)


@lru_cache(maxsize=1)
def shipped_ladder() -> tuple[Rung, ...]:
    """The shipped ladder; empty (and a warning in the log) when it cannot be used."""
    try:
        return read_ladder()
    except (LadderError, OSError) as exc:
        log.warning("no career ladder (%s); the roster's order is used", exc)
        return ()


@lru_cache(maxsize=1)
def career_order() -> tuple[str, ...]:
    """The shipped ladder over the shipped roster (the roster's order without a ladder)."""
    from drawpoker.roster import RosterError, load_roster

    try:
        ids = load_roster().ids
    except (RosterError, OSError):
        ids = ()
    return ordered(shipped_ladder(), ids)


def colour_of(ident: str, rungs: Iterable[Rung] | None = None) -> tuple[int, int, int]:
    """Her trophy's colour."""
    for rung in shipped_ladder() if rungs is None else rungs:
        if rung.id == ident:
            return rung.colour
    return DEFAULT_COLOUR


def next_up(order: Iterable[str], trophies: Mapping[str, str]) -> str | None:
    """The opponent to beat for the next trophy; None when every one is beaten."""
    for ident in order:
        if ident not in trophies:
            return ident
    return None


def standing(order: Iterable[str], trophies: Mapping[str, str]) -> dict[str, str]:
    """Each opponent's place in the career: ``beaten`` (her trophy won), ``next`` or
    ``locked`` (above the next one)."""
    order = tuple(order)
    coming = next_up(order, trophies)
    return {ident: BEATEN if ident in trophies else NEXT if ident == coming else LOCKED
            for ident in order}
