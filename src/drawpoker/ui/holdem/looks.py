"""Each computer player's own look: the colours of her picture swapped for palettes chosen from
her name (``assets/holdem/looks.yaml``, data a player may edit).

Both forfeit themes draw the same woman, so without this five opponents would be two faces.
The palette of each part follows from a hash of the name (the same name, the same look, in
every game and after a save); hair and top are kept apart between the players of one table
while the file has enough of them, so no two players look alike.
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from drawpoker import paths
from drawpoker.safe_yaml import YamlRefused, read_yaml_file

log = logging.getLogger(__name__)

LOOKS_FILE = "holdem/looks.yaml"
#: Parts no two players of one table share (while there are enough palettes).
DISTINCT = ("hair", "top")
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
#: A colour swap: the theme's colour (lower case) -> hers.
Palette = dict[str, str]


@dataclass(frozen=True, slots=True)
class Looks:
    """The parts (their colours as the themes draw them) and each part's palettes."""

    parts: dict[str, tuple[str, ...]]
    palettes: dict[str, tuple[tuple[str, ...], ...]]

    @classmethod
    def from_dict(cls, data: object) -> Looks:
        """The looks of the data file; ValueError saying what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("the file must hold `parts` and `palettes`")
        parts, palettes = data.get("parts"), data.get("palettes")
        if not isinstance(parts, dict) or not isinstance(palettes, dict):
            raise ValueError("`parts` and `palettes` must both be maps")
        found_parts: dict[str, tuple[str, ...]] = {}
        found_palettes: dict[str, tuple[tuple[str, ...], ...]] = {}
        for part, colours in parts.items():
            found_parts[str(part)] = _colours(colours, f"part {part}")
            choices = palettes.get(part)
            if not isinstance(choices, list) or not choices:
                raise ValueError(f"part {part} has no palettes")
            found_palettes[str(part)] = tuple(
                _colours(choice, f"a palette of {part}", len(found_parts[str(part)]))
                for choice in choices)
        return cls(found_parts, found_palettes)

    def palettes_for(self, names: Sequence[str]) -> list[Palette]:
        """One colour swap per seat of ``names`` (an empty name, the player, gets none)."""
        taken: dict[str, set[int]] = {part: set() for part in self.parts}
        result: list[Palette] = []
        for name in names:
            if not name:
                result.append({})
                continue
            digest = hashlib.sha256(name.encode("utf-8")).digest()
            swap: Palette = {}
            for n, (part, colours) in enumerate(self.parts.items()):
                choices = self.palettes[part]
                start = int.from_bytes(digest[2 * n:2 * n + 2], "big") % len(choices)
                pick = start
                if part in DISTINCT and len(taken[part]) < len(choices):
                    while pick in taken[part]:
                        pick = (pick + 1) % len(choices)
                taken[part].add(pick)
                swap.update(zip((c.lower() for c in colours), choices[pick], strict=True))
            result.append({old: new for old, new in swap.items() if old != new.lower()})
        return result


def _colours(value: object, what: str, count: int | None = None) -> tuple[str, ...]:
    if not isinstance(value, list) or not value \
            or not all(isinstance(c, str) and _COLOUR.match(c) for c in value):
        raise ValueError(f"{what} must be a list of #rrggbb colours")
    if count is not None and len(value) != count:
        raise ValueError(f"{what} must list {count} colour(s), like its part")
    return tuple(value)


@lru_cache(maxsize=1)
def load_looks() -> Looks | None:
    """The looks in the data file, None (every player as the theme draws her) when it is
    missing or wrong: the game goes on, the log says why."""
    path = paths.assets_dir() / LOOKS_FILE
    try:
        return Looks.from_dict(read_yaml_file(path).data)
    except (OSError, YamlRefused, ValueError) as exc:
        log.warning("cannot use the hold'em looks %s (%s); the players look alike", path, exc)
        return None


def palettes_for(names: Sequence[str]) -> list[Palette]:
    """Each seat's colour swap for these names (none at all without a usable looks file)."""
    looks = load_looks()
    return looks.palettes_for(names) if looks is not None else [{} for _ in names]
