"""The record book (issue 41): the career's trophy shelf and, per roster opponent, the matches
played, won and lost, the best win, the longest run of wins, the fastest win and the day she
was first beaten. Opened from the statistics page (RECORD BOOK, R); Esc, Enter or BACK return.

Every figure is the player's statistics (``stats.json``: matches for the bank's money; a match
for table chips only never counts). Read aloud like the statistics page: a summary as it
opens, then one opponent at a time with ↓ and ↑.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from drawpoker import career
from drawpoker.i18n import current, t
from drawpoker.storage.draw.opponents import Record
from drawpoker.ui import characters, felt, page_words, style, text, trophy_art
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.draw import career_marks
from drawpoker.ui.said import said
from drawpoker.ui.widgets import Button, draw_page, draw_panel

if TYPE_CHECKING:
    from drawpoker.roster import Character
    from drawpoker.storage.draw.stats import Statistics, StatsBook
    from drawpoker.ui.scene import Host

_Scale = Callable[[float], int]
#: The table's columns after her name, by their heading's key under ``career.head``.
COLUMNS = ("played", "won", "lost", "best", "streak", "fastest", "first")


def figures(record: Record) -> dict[str, str]:
    """Her record's figures as the book writes them ("—" for one not known yet)."""
    none = t("career.none")
    return {
        "played": str(record.played),
        "won": str(record.won),
        "lost": str(record.lost),
        "best": t("money", amount=record.best_pot) if record.best_pot else none,
        "streak": str(record.best_streak) if record.best_streak else none,
        "fastest": current().plural("career.deals", record.fastest) if record.fastest
        else none,
        "first": career_marks.when(record.first_won) if record.first_won else none,
    }


class RecordBookScene(ButtonScene):
    """The shelf over the table of records; ``statistics`` shown (screenshots, tests), by
    default the player's own."""

    def __init__(self, app: Host, statistics: Statistics | None = None) -> None:
        super().__init__(app)
        self._statistics = statistics
        self.roster: tuple[Character, ...] = career_marks.ordered(characters.characters())
        #: Where each opponent's row was drawn (tests read the figures there).
        self.rows: list[pygame.Rect] = []
        self.shelf: list[pygame.Rect] = []

    def enter(self) -> None:
        self.buttons = [Button("career.back", self.app.pop,
                               (pygame.K_ESCAPE, pygame.K_RETURN), "esc", "primary",
                               name="back")]

    def book(self) -> StatsBook | None:
        return self.app.records.draw.stats if self.app.records is not None else None

    def statistics(self) -> Statistics | None:
        if self._statistics is not None:
            return self._statistics
        book = self.book()
        return book.stats if book is not None else None

    def record(self, character: Character) -> Record:
        stats = self.statistics()
        return stats.against(character.id) if stats is not None else Record()

    def notice(self) -> str:
        """Why the statistics file was refused (its figures are then empty), if it was."""
        book = self.book() if self._statistics is None else None
        return said(book.notice) if book is not None else ""

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        felt.draw(surface, with_line=False)
        sc = style.sizer(style.scale_for(surface.get_size()))
        inner, top = draw_page(surface, t("career.title"), 1200)
        bottom = inner.bottom - sc(52)
        back = self.buttons[0]
        back.rect = pygame.Rect(inner.left, bottom, max(sc(180), back.width_for(sc(52))),
                                sc(52))
        back.draw(surface)
        note = pygame.Rect(back.rect.right + sc(20), bottom, inner.right - back.rect.right
                           - sc(20), sc(52))
        message = self.notice() or t("career.note")
        size, lines = text.fit_wrapped(message, note.width, note.height, False, sc(17),
                                       smallest=max(9, sc(14)))
        tall = len(lines) * text.line_height(size)
        text.draw_lines(surface, lines, pygame.Rect(note.left, note.centery - tall // 2,
                                                    note.width, tall), size,
                        style.BAD if self.notice() else style.TEXT_DIM)
        shelf = pygame.Rect(inner.left, top + sc(10), inner.width, sc(170))
        self._draw_shelf(surface, shelf, sc)
        # What wins a trophy (or that every one is won), between the shelf and the table.
        rule = pygame.Rect(inner.left + sc(12), shelf.bottom + sc(6), inner.width - sc(24),
                           2 * text.line_height(sc(16)))
        won = career_marks.trophies(self.statistics())
        words = t("career.champion") if self.roster and all(
            c.id in won for c in self.roster) else t("career.rule")
        size, lines = text.fit_wrapped(words, rule.width, rule.height, False, sc(16),
                                       smallest=max(9, sc(14)))
        text.draw_lines(surface, lines, rule, size, style.TEXT)
        table = pygame.Rect(inner.left, rule.bottom + sc(6), inner.width,
                            bottom - rule.bottom - sc(18))
        self._draw_table(surface, table, sc)

    def _draw_shelf(self, surface: pygame.Surface, area: pygame.Rect, sc: _Scale) -> None:
        """Each rung's trophy (or its empty place), her name and the day it was won."""
        draw_panel(surface, area, sc(12))
        stats = self.statistics()
        won = career_marks.trophies(stats)
        places = career_marks.standing(self.roster, stats)
        self.shelf = []
        if not self.roster:
            return
        inner = area.inflate(-sc(24), -sc(16))
        size = max(text.least_line(), sc(16))
        words_h = 2 * text.line_height(size)
        plank = pygame.Rect(inner.left, inner.bottom - words_h - sc(10), inner.width, sc(8))
        pygame.draw.rect(surface, style.RAIL_LIGHT, plank, border_radius=sc(3))
        pygame.draw.line(surface, style.RAIL, plank.bottomleft, plank.bottomright, max(1, sc(2)))
        slot_w = inner.width // len(self.roster)
        height = plank.top - inner.top
        for index, character in enumerate(self.roster):
            slot = pygame.Rect(inner.left + index * slot_w, inner.top, slot_w, inner.height)
            self.shelf.append(slot)
            day = won.get(character.id)
            image = trophy_art.trophy(career.colour_of(character.id), height) if day \
                else trophy_art.empty_place(height)
            surface.blit(image, image.get_rect(midbottom=(slot.centerx, plank.top)))
            place = places.get(character.id, career.LOCKED)
            under = career_marks.when(day) if day else t(f"career.place.{place}",
                                                          date="")
            colour = style.GOLD if day else style.GOOD if place == career.NEXT \
                else style.TEXT_DIM
            box = pygame.Rect(slot.left + sc(4), plank.bottom + sc(4), slot.width - sc(8),
                              text.line_height(size))
            text.draw_fitted(surface, character.name, box, style.TEXT, True, size)
            text.draw_fitted(surface, under, box.move(0, box.height), colour, False, size)

    def _draw_table(self, surface: pygame.Surface, area: pygame.Rect, sc: _Scale) -> None:
        """A heading row, then one row per opponent in the ladder's order."""
        draw_panel(surface, area, sc(12))
        inner = area.inflate(-sc(24), -sc(12))
        name_w = inner.width * 19 // 100
        col_w = (inner.width - name_w) // len(COLUMNS)
        head_size = sc(16)
        head_h = 2 * text.line_height(head_size, True) + sc(4)
        for index, column in enumerate(COLUMNS):
            box = pygame.Rect(inner.left + name_w + index * col_w, inner.top, col_w - sc(6),
                              head_h)
            size, lines = text.fit_wrapped(t(f"career.head.{column}"), box.width, box.height,
                                           True, head_size, smallest=max(9, sc(13)))
            tall = len(lines) * text.line_height(size, True)
            text.draw_lines(surface, lines, pygame.Rect(box.left, box.bottom - tall,
                                                        box.width, tall),
                            size, style.PANEL_TITLE, True, "center")
        text.draw_fitted(surface, t("career.head.opponent"),
                         pygame.Rect(inner.left, inner.top, name_w, head_h), style.PANEL_TITLE,
                         True, head_size, "bottomleft")
        rows_top = inner.top + head_h + sc(4)
        row_h = (inner.bottom - rows_top) // max(1, len(self.roster))
        places = career_marks.standing(self.roster, self.statistics())
        size = max(10, min(sc(19), row_h * 50 // 100))
        self.rows = []
        for n, character in enumerate(self.roster):
            row = pygame.Rect(inner.left, rows_top + n * row_h, inner.width, row_h)
            self.rows.append(row)
            pygame.draw.line(surface, style.FELT_LINE, row.topleft, row.topright, 1)
            place = places.get(character.id, career.LOCKED)
            mark = trophy_art.trophy(career.colour_of(character.id), row_h * 8 // 10) \
                if place == career.BEATEN else trophy_art.padlock(row_h * 6 // 10) \
                if place == career.LOCKED else None
            if mark is not None:
                surface.blit(mark, mark.get_rect(midleft=(row.left + sc(4), row.centery)))
            else:
                pygame.draw.circle(surface, style.GOOD, (row.left + sc(16), row.centery),
                                   sc(7))
            name_box = pygame.Rect(row.left + sc(40), row.top, name_w - sc(44), row_h)
            text.draw_fitted(surface, character.name, name_box,
                             style.GOOD if place == career.NEXT else style.TEXT, True, size,
                             "midleft")
            shown = figures(self.record(character))
            for index, column in enumerate(COLUMNS):
                cell = pygame.Rect(inner.left + name_w + index * col_w, row.top, col_w - sc(6),
                                   row_h)
                value = shown[column]
                text.draw_fitted(surface, value, cell, style.GOLD if value != t("career.none")
                                 else style.TEXT_DIM, False, size)


# ---------------------------------------------------------------------- aloud

def _summary(scene: Any) -> str:
    """The shelf in words as the page opens: how many trophies, and who is next."""
    won = career_marks.trophies(scene.statistics())
    coming = [c.name for c in scene.roster if c.id not in won]
    if not coming:
        return t("career.aloud_done", total=len(scene.roster))
    return page_words._joined(scene.notice(), t("career.aloud_shelf", won=len(won),
                                                total=len(scene.roster), name=coming[0]))


def _sections(scene: Any) -> list[str]:
    """One opponent at a time, in the ladder's order, then the note and the BACK key."""
    stats = scene.statistics()
    places = career_marks.standing(scene.roster, stats)
    won = career_marks.trophies(stats)
    found = []
    for character in scene.roster:
        place = places.get(character.id, career.LOCKED)
        shown = figures(scene.record(character))
        found.append(t("career.aloud_row", name=character.name,
                       place=t(f"career.place.{place}",
                               date=career_marks.when(won.get(character.id, ""))),
                       **shown))
    found.append(page_words._joined(t("career.rule"), t("career.note")))
    found.append(page_words._joined(*(page_words.button_words(b) for b in scene.buttons)))
    return found


page_words.register("RecordBookScene", page_words.PageWords(
    lambda scene: t("career.title"), body=_summary, sections=_sections))
