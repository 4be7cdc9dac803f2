"""What the hold'em table's helpers (its painter, controls, keys, log, motion, pots, seats'
tags and faces, speech) read and call of the table scene (``ui/holdem/scene.py``), as a
Protocol: they name this, not the scene's module, so no import circle closes through the scene
(issue 39). The scene satisfies it structurally; mypy checks each call that passes the scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

if TYPE_CHECKING:
    from drawpoker.engine.core.cards import Card
    from drawpoker.engine.holdem import HoldemAction
    from drawpoker.settings import Settings
    from drawpoker.ui.holdem.controller import HoldemTableController
    from drawpoker.ui.holdem.layout import HoldemLayout
    from drawpoker.ui.holdem.log_lines import LogLine
    from drawpoker.ui.holdem.shown import TableShown
    from drawpoker.ui.item_pictures import ItemPictures
    from drawpoker.ui.portrait import Portrait
    from drawpoker.ui.scene import Host
    from drawpoker.ui.timeline import Timeline
    from drawpoker.ui.toggle import ToggleButton
    from drawpoker.ui.widgets import Button


class Placed(Protocol):
    """The painter, as the pieces drawn after it see it: where it placed what."""

    placed: dict[tuple[object, ...], pygame.Rect]


class LogPanel(Protocol):
    """The log's what-if, why and deal code, as the log panel and the keys use them."""

    def handle_event(self, event: pygame.event.Event) -> bool: ...
    def height(self) -> int: ...
    def heading(self, surface: pygame.Surface, row: pygame.Rect, size: int) -> None: ...
    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect: ...


class HoldemTable(Protocol):
    """The table: its controller (whose ``model()`` says what is shown), its log, motion and
    faces, and its commands."""

    app: Host
    control: HoldemTableController
    layout: HoldemLayout
    buttons: list[Button]
    log_open: bool
    log_button: ToggleButton
    log_lines: list[LogLine]
    think_left: float | None
    my_hole: tuple[Card, ...]
    shown: TableShown
    timeline: Timeline
    portraits: dict[int, Portrait]

    @property
    def log_actions(self) -> LogPanel: ...
    @property
    def painter(self) -> Placed: ...
    @property
    def options(self) -> Settings: ...
    @property
    def busy(self) -> bool: ...
    def name_of(self, seat: int) -> str: ...
    def pictures(self, seat: int) -> ItemPictures: ...
    def item_name(self, seat: int, item: int) -> str: ...
    def mood(self, seat: int) -> str: ...
    def start_hand(self) -> None: ...
    def act(self, action: HoldemAction) -> None: ...
    def ask_to_leave(self) -> None: ...
    def to_title(self) -> None: ...
    def fold(self) -> None: ...
    def refresh_controls(self) -> None: ...
    def hurry(self) -> None: ...
