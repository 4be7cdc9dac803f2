"""Copying a short text (a deal code) to the system's clipboard through SDL (pygame.scrap).

Where there is no clipboard (no display server, a driver without one) the copy fails quietly
and the caller shows the text to write down instead: copying must never stop the game."""

from __future__ import annotations

import logging

import pygame

log = logging.getLogger(__name__)


def copy(words: str) -> bool:
    """Put ``words`` on the clipboard; True when the clipboard holds them afterwards."""
    try:
        pygame.scrap.put_text(words)
        return bool(pygame.scrap.get_text() == words)
    except (pygame.error, AttributeError, NotImplementedError) as exc:
        log.info("no clipboard: %s", exc)
        return False


def paste() -> str | None:
    """The text on the clipboard, or None where there is no clipboard (the player types)."""
    try:
        found = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError) as exc:
        log.info("no clipboard: %s", exc)
        return None
    return found if isinstance(found, str) else None
