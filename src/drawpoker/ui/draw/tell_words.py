"""Her tell in words, for the help page: the gesture and the two frequencies of her roster
entry (``manner.tell``), so the page states exactly what the table does
(``ui/draw/her_tell.py``) and can never drift from it."""

from __future__ import annotations

from drawpoker.i18n import t
from drawpoker.roster import Character
from drawpoker.ui import characters


def percent(share: float) -> int:
    """A frequency as the page writes it (0.7 -> 70)."""
    return round(100 * share)


def tell_line(character: Character) -> str | None:
    """"Rosa: when she holds two pair or better after the draw, she squares her cards 75% of
    the time; otherwise 15% of the time." None for a character without a tell."""
    tell = character.manner.tell
    if tell is None:
        return None
    return t("tells.line", name=character.name, hand=t(f"tells.hand.{tell.strong}"),
             gesture=t(f"tells.gesture.{tell.gesture}"), strong=percent(tell.when_strong),
             weak=percent(tell.otherwise))


def tells_section() -> tuple[str, list[str]] | None:
    """The help page's section on the roster's tells: its heading and paragraphs (None with
    no roster, or no one with a tell)."""
    lines = [line for line in map(tell_line, characters.characters()) if line]
    if not lines:
        return None
    return t("tells.section"), [t("tells.intro"), *lines]
