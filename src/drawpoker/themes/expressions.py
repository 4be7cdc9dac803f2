"""Her faces: the optional ``expressions`` of a theme's manifest, checked like every picture.

The avatar is her neutral face. A theme may add whole avatars for other moods; the table
picks one from what happens at the table (see ``drawpoker.ui.portrait``) and falls back to
the avatar for any mood the theme does not draw, so a theme without expressions still works.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType

from drawpoker.suggest import did_you_mean
from drawpoker.themes.images import check_image, resolve_inside
from drawpoker.themes.model import ThemeError, ThemeImage

NEUTRAL = "neutral"
EXPRESSIONS: tuple[str, ...] = (
    NEUTRAL,
    "pleased",
    "nervous",
    "annoyed",
    "surprised",
    "smug",
    "thinking",
)
"""Every mood the table can ask for; ``neutral`` is the avatar itself."""

#: An expression is drawn in the avatar's place with the avatar's items on top, so its
#: proportions must match the avatar's (within this fraction) for the items to sit right.
ASPECT_TOLERANCE = 0.02


def read_expressions(
    folder: Path, raw: object, label: str, avatar: ThemeImage
) -> Mapping[str, ThemeImage]:
    """The ``expressions`` mapping (mood -> picture), every picture checked; empty if absent."""
    if raw is None:
        return MappingProxyType({})
    if not isinstance(raw, dict):
        raise ThemeError(
            label,
            "expressions must be a mapping of moods to pictures, "
            "e.g. {pleased: faces/pleased.svg}",
        )
    found: dict[str, ThemeImage] = {}
    for mood, relative in raw.items():
        if mood == NEUTRAL:
            raise ThemeError(label, "expressions: 'neutral' is the avatar itself; leave it out")
        if not isinstance(mood, str) or mood not in EXPRESSIONS:
            also = did_you_mean(str(mood), EXPRESSIONS[1:])
            known = ", ".join(EXPRESSIONS[1:])
            raise ThemeError(label, f"expressions: unknown mood {mood!r}{also}; moods: {known}")
        where = f"expression {mood!r}"
        image = check_image(resolve_inside(folder, relative, label, where), label, where)
        if abs(image.aspect / avatar.aspect - 1) > ASPECT_TOLERANCE:
            raise ThemeError(
                label,
                f"{where} is {image.width:g}x{image.height:g}; it must have the avatar's "
                f"proportions ({avatar.width:g}x{avatar.height:g}) so the items sit right",
            )
        found[mood] = image
    return MappingProxyType(found)
