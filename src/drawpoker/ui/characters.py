"""The roster of opponents as the screens use it: loaded once, looked up by id, never fatal.

The roster is data (``assets/opponents/roster.yaml``, read by :mod:`drawpoker.roster`); a
broken or missing file must not stop the game, so every screen asks here and gets ``None`` or an
empty tuple when there is no usable roster (the draw table then shows the theme's own figure, as
before the roster, and hold'em its recoloured one). Nothing is refused silently: :func:`notices`
says which character was left out and why, or why the whole file was (the title and the
opponents page show them).
"""

from __future__ import annotations

import dataclasses
import logging
from functools import lru_cache

from drawpoker.i18n import t
from drawpoker.printable import excerpt
from drawpoker.roster import Character, Roster, RosterError, load_roster, roster_path
from drawpoker.themes import Theme
from drawpoker.wardrobe import worn_by

__all__ = ["Character", "characters", "chosen", "dressed", "find", "notices", "roster"]

log = logging.getLogger(__name__)


@lru_cache(maxsize=1)
def _loaded() -> tuple[Roster | None, str | None]:
    """The roster, or None and why the whole file was refused."""
    try:
        found = load_roster()
    except (RosterError, OSError) as exc:
        log.warning("no opponents roster (%s); the table shows the theme's own figure", exc)
        reason = exc.problem if isinstance(exc, RosterError) else (exc.strerror or str(exc))
        return None, reason
    for problem in found.problems:
        log.warning("opponent left out: %s", problem)
    return found, None


def roster() -> Roster | None:
    """The shipped roster, checked; None (and a warning in the log) when it cannot be used."""
    return _loaded()[0]


def notices() -> list[str]:
    """In the player's language: each character the roster file left out (the file, who,
    why), or why no character could be used; escaped and cut short, the file being anyone's."""
    found, refused = _loaded()
    name = roster_path().name
    if found is None:
        return [t("draw.opponents.refused", file=name, reason=excerpt(refused, 160))]
    return [t("draw.opponents.left_out", file=name, name=excerpt(problem.character, 32),
              reason=excerpt(problem.problem, 160)) for problem in found.problems]


def characters() -> tuple[Character, ...]:
    """Every character in the roster's order (the order of the new-match screen)."""
    found = roster()
    return found.characters if found is not None else ()


def find(character_id: object) -> Character | None:
    """The character with this id, None for anything else (an unknown or hostile value)."""
    if not isinstance(character_id, str):
        return None
    for character in characters():
        if character.id == character_id:
            return character
    return None


def chosen(character_id: object) -> Character | None:
    """The character a setting names, else the roster's first (None without a roster)."""
    found = find(character_id)
    if found is not None:
        return found
    every = characters()
    return every[0] if every else None


def dressed(theme: Theme, character: Character) -> Theme:
    """``theme`` with her as its figure: her avatar and moods, and on top her own wardrobe when
    the theme says ``dress: own``, else the theme's items (the roster's pictures share the
    themes' avatar box, so every item sits where it should)."""
    return dataclasses.replace(theme, avatar=character.avatar, expressions=dict(character.faces),
                               items=worn_by(theme, character.wardrobe))
