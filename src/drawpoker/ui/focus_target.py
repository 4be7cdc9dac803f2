"""One control the keyboard focus can rest on (see :mod:`drawpoker.ui.focus`): its own module,
so the focus and the lists of each scene's controls (``focus_targets``) both use it without
importing each other."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame


@dataclass(eq=False)
class Target:
    """One control the focus can rest on: where it is and what pressing it does."""

    key: Hashable
    rect: pygame.Rect
    activate: Callable[[], object]
    primary: bool = False
    #: Told when the ring comes to this control (a settings row becomes the scene's own focus).
    on_focus: Callable[[], object] | None = None
    #: What speech says when the focus comes here ("New match, button, key N"; issue 36).
    label: Callable[[], str] | None = None
