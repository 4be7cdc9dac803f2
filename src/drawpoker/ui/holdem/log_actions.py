"""What the hold'em log (H) offers once a hand is over: the game's deal code, to copy; the
what-if (I), one of the player's actions of that hand played differently; and why the others
did what they did (Y), for those who showed their cards, and at a practice table that shows
every card at any time, for the decisions so far. The pages read the game's hand history (a
practice hand under way: the table's own note of it) only: the game, its save, the bank and
the record are never touched."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.core.deal_code import DealCode
from drawpoker.engine.holdem import Street
from drawpoker.i18n import t
from drawpoker.teach.holdem.why import reasons_in_play
from drawpoker.ui import clipboard, style, text
from drawpoker.ui.scene import SceneName
from drawpoker.ui.toggle import ToggleButton
from drawpoker.ui.widgets import Button

if TYPE_CHECKING:
    from drawpoker.ui.holdem.controller import HoldemTableController
    from drawpoker.ui.holdem.practice import HandSoFar
    from drawpoker.ui.holdem.table_view import HoldemTable


def deal_code(control: HoldemTableController) -> str:
    """The game's code ("" for a game dealt given decks: its seed does not deal them)."""
    if control.deck_orders is not None:
        return ""
    code = DealCode.for_seed("holdem", 52, control.game.seed)
    return str(code) if code is not None else ""


def shown_code(control: HoldemTableController) -> str:
    """The code the log may show and copy: a game for the bank's money only once it is over
    (its seed deals every hand still to come, so seen during the game it would tell them); a
    game for table chips only (a code's, whose hands its player knows) at any time."""
    records = control.records
    free = records is not None and records.free
    if not free and control.game.street is not Street.MATCH_OVER:
        return ""
    return deal_code(control)


def finished_hand(control: HoldemTableController) -> tuple[Path, int] | None:
    """The history and the number of the hand just over (none during a hand)."""
    game = control.game
    records = control.records
    path = getattr(records.history, "path", None) if records is not None else None
    if game.street.is_betting or not game.hand_number or not isinstance(path, Path):
        return None
    return path, game.hand_number


def practice_hand(control: HoldemTableController, under_way: bool = True,
                  ) -> HandSoFar | None:
    """The hand under way at a practice table (every card shown), whose decisions so far the
    why page may open on (``under_way=False``: or just over); None anywhere else: the cards
    stay hidden until they are shown down."""
    game = control.game
    so_far = control.so_far
    if not control.practice or so_far is None or so_far.number != game.hand_number \
            or (under_way and not game.street.is_betting):
        return None
    return so_far


class HoldemLogActions:
    """The hold'em log's buttons (one a row, pills with readable keycaps) and its deal code,
    written in the log's heading."""

    def __init__(self, scene: HoldemTable) -> None:
        self.scene = scene
        self.what_if = ToggleButton("whatif.log.what_if",
                                    lambda: self._open(SceneName.WHAT_IF), shortcut="whatif",
                                    name="whatif")
        self.why = ToggleButton("whatif.log.why", self.open_why, shortcut="why", name="why")
        self.copy = ToggleButton("whatif.log.copy", self.copy_code, shortcut="copy_code",
                                 name="copy_code")
        self.copied = ""

    @property
    def buttons(self) -> list[Button]:
        if finished_hand(self.scene.control) is None:  # at a practice table: why, mid-hand
            return [self.why] if practice_hand(self.scene.control) is not None else []
        return [self.what_if, self.why, *([self.copy] if shown_code(self.scene.control) else [])]

    def _open(self, name: SceneName) -> None:
        found = finished_hand(self.scene.control)
        if found is not None:
            path, hand = found
            kept = self.scene.control.kept_players
            her = kept[1] if kept is not None and kept[0] == hand \
                and name is SceneName.WHAT_IF and self.scene.control.deck_orders is None \
                else None
            self.scene.app.go(name, path=path, deal=hand,
                              level=self.scene.control.seating.level,
                              **({"her": her} if her else {}))

    def open_why(self) -> None:
        """The reasons: at a practice table from its own note of the hand (every card was in
        view all along, the hand over or not), elsewhere from the finished hand's history."""
        so_far = practice_hand(self.scene.control, under_way=False)
        if so_far is None:
            self._open(SceneName.WHY)
            return
        seating = self.scene.control.seating
        level, names = seating.level, list(seating.names)
        before, players, order, lines = so_far.before, so_far.players, so_far.order, \
            list(so_far.lines)
        self.scene.app.go(SceneName.WHY, path=None, deal=so_far.number, level=level,
                          under_way=self.scene.control.game.street.is_betting, everyone=True,
                          work=lambda: reasons_in_play(before, players, order, lines, level,
                                                       names))

    def copy_code(self) -> None:
        code = shown_code(self.scene.control)
        if code:
            self.copied = "whatif.log.copied" if clipboard.copy(code) \
                else "whatif.log.no_clipboard"

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.scene.log_open and any(b.handle_event(event) for b in self.buttons)

    def height(self) -> int:
        """How much taller the log grows (upward) to hold the buttons."""
        sc = self.scene.layout.sc
        count = len(self.buttons)
        return count * (sc(42) + sc(5)) + (sc(40) if self.copied and count else 0)

    def heading(self, surface: pygame.Surface, row: pygame.Rect, size: int) -> None:
        """The game's deal code at the right of the log's heading."""
        code = shown_code(self.scene.control)
        if code:
            width = text.measure(code, size)[0]
            text.draw(surface, code, (row.right - width, row.top), size, style.GOLD)

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
        """The buttons at the foot of ``area``, the copy's outcome over them; returns the room
        left above for the log's lines."""
        sc = self.scene.layout.sc
        height, gap = sc(42), sc(5)
        bottom = area.bottom
        for button in reversed(self.buttons):
            button.rect = pygame.Rect(area.left, bottom - height, area.width, height)
            button.draw(surface)
            bottom -= height + gap
        if self.copied and self.buttons:
            size = sc(15)
            said = t(self.copied, code=shown_code(self.scene.control))
            for line in reversed(text.wrap(said, size, area.width)):
                bottom -= text.line_height(size)
                text.draw(surface, line, (area.left, bottom), size, style.TEXT_DIM)
        return pygame.Rect(area.left, area.top, area.width, max(0, bottom - area.top))
