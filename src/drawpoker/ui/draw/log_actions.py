"""What the deal log (H) offers once a deal is over: the match's deal code, to copy; the
what-if (I), one of the player's decisions of that deal played differently; and why she did
what she did (Y), at a practice table that shows her cards also during a deal. The pages
open over the table and read the match's hand history file (a practice deal under way: the
table's own note of it) only: the match, its save, the bank and the statistics are never touched."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.core.deal_code import DealCode
from drawpoker.engine.draw import Phase
from drawpoker.i18n import t
from drawpoker.teach.draw.why import reasons_in_play
from drawpoker.ui import clipboard, style, text
from drawpoker.ui.scene import SceneName
from drawpoker.ui.toggle import ToggleButton
from drawpoker.ui.widgets import Button

if TYPE_CHECKING:
    from drawpoker.ui.draw.practice import DealSoFar
    from drawpoker.ui.draw.table_view import DrawTable

IN_DEAL = (Phase.BET1, Phase.DRAW, Phase.BET2)


def deal_code(scene: DrawTable) -> str:
    """The match's deal code ("" for a match dealt given decks or a duplicate: no code deals
    those)."""
    m = scene.control.model().match
    if m.staged or m.swapped:
        return ""
    code = DealCode.for_seed("draw", m.rules.deck_size, m.seed)
    return str(code) if code is not None else ""


def shown_code(scene: DrawTable) -> str:
    """The code the log may show and copy: a paid match's only once it is over (its seed
    deals every deck still to come, so seen during the match it would tell them); a match for
    table chips only (a code's, whose decks its player knows) at any time."""
    table = scene.control.model()
    if table.free is None and table.match.phase is not Phase.MATCH_OVER:
        return ""
    return deal_code(scene)


def finished_deal(scene: DrawTable) -> tuple[Path, int] | None:
    """The hand history and the number of the deal just over, when there is one to learn
    from (between deals or at the match's end, with the history written)."""
    table = scene.control.model()
    m, records = table.match, table.records
    history = records.history if records is not None else None
    path = getattr(history, "path", None)
    if m.phase in IN_DEAL or not m.deal_number or not isinstance(path, Path) \
            or path.suffix != ".jsonl":
        return None
    return path, m.deal_number


def practice_deal(scene: DrawTable, under_way: bool = True) -> DealSoFar | None:
    """The deal under way at a practice table (her cards shown), whose decisions so far the
    why page may open on (``under_way=False``: or just over); None anywhere else: her cards
    stay hidden until she shows them."""
    table = scene.control.model()
    m = table.match
    so_far, kept = table.so_far, table.her_at_deal
    if not table.practice or (under_way and m.phase not in IN_DEAL) or so_far is None \
            or kept is None or so_far.number != m.deal_number or kept[0] != m.deal_number:
        return None
    return so_far


def her_level(scene: DrawTable) -> str:
    character = scene.control.model().character
    return character.style.level if character is not None else scene.settings.draw_opponent_level


class LogActions:
    """The deal log's buttons (pills with a keycap large enough to read, one a row: the log is
    narrow) and its deal code, written in the log's heading."""

    def __init__(self, scene: DrawTable) -> None:
        self.scene = scene
        self.what_if = ToggleButton("whatif.log.what_if", self.open_what_if,
                                    shortcut="whatif", name="whatif")
        self.why = ToggleButton("whatif.log.why", self.open_why, shortcut="why", name="why")
        self.copy = ToggleButton("whatif.log.copy", self.copy_code, shortcut="copy_code",
                                 name="copy_code")
        #: What the last copy did: copied, or the fallback (the code to write down).
        self.copied = ""

    @property
    def buttons(self) -> list[Button]:
        """Once a deal is over: what if, why, and copy the code when the match has one; at a
        practice table during a deal, why (her decisions so far)."""
        if finished_deal(self.scene) is None:
            return [self.why] if practice_deal(self.scene) is not None else []
        return [self.what_if, self.why, *([self.copy] if shown_code(self.scene) else [])]

    def _open(self, name: SceneName) -> None:
        found = finished_deal(self.scene)
        if found is None:
            return
        path, deal = found
        table = self.scene.control.model()
        kept = table.her_at_deal
        her = kept[1] if kept is not None and kept[0] == deal and name is SceneName.WHAT_IF \
            and not table.match.staged else None
        self.scene.app.go(name, path=path, deal=deal, level=her_level(self.scene),
                          her_name=table.her_name, **({"her": her} if her else {}))

    def open_what_if(self) -> None:
        self._open(SceneName.WHAT_IF)

    def open_why(self) -> None:
        """Her reasons: at a practice table from its own note of the deal (her cards were in
        view all along, the deal over or not), elsewhere from the finished deal's history."""
        so_far = practice_deal(self.scene, under_way=False)
        table = self.scene.control.model()
        kept = table.her_at_deal
        if so_far is None or kept is None:
            self._open(SceneName.WHY)
            return
        before, her, order = so_far.before, kept[1], so_far.order
        lines, level = list(so_far.lines), her_level(self.scene)
        self.scene.app.go(SceneName.WHY, path=None, deal=so_far.number, level=level,
                          her_name=table.her_name, under_way=table.match.phase in IN_DEAL,
                          work=lambda: reasons_in_play(before, her, order, lines, level))

    def copy_code(self) -> None:
        code = shown_code(self.scene)
        if code:
            self.copied = "whatif.log.copied" if clipboard.copy(code) \
                else "whatif.log.no_clipboard"

    def handle_event(self, event: pygame.event.Event) -> bool:
        return any(button.handle_event(event) for button in self.buttons)

    def heading(self, surface: pygame.Surface, row: pygame.Rect) -> int:
        """The match's deal code at the right of the log's heading; returns the width it
        takes there (with a gap), which the heading's title leaves free."""
        code = shown_code(self.scene)
        if not code:
            return 0
        size = self.scene.layout.font(17)
        width = text.measure(code, size)[0]
        text.draw(surface, code, (row.right - width, row.top), size, style.GOLD)
        return width + self.scene.layout.sc(10)

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
        """The buttons at the foot of ``area`` (the log's inside), the copy's outcome over
        them; returns the room left above for the log's lines."""
        lay = self.scene.layout
        height, gap = lay.sc(42), lay.sc(6)
        bottom = area.bottom
        for button in reversed(self.buttons):
            button.rect = pygame.Rect(area.left, bottom - height, area.width, height)
            button.draw(surface)
            bottom -= height + gap
        if self.copied and self.buttons:
            size = lay.font(17)
            for line in reversed(text.wrap(t(self.copied, code=shown_code(self.scene)), size,
                                           area.width)):
                bottom -= text.line_height(size)
                text.draw(surface, line, (area.left, bottom), size, style.TEXT_DIM)
        return pygame.Rect(area.left, area.top, area.width, max(0, bottom - area.top))
