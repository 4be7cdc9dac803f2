"""The statistics screen: how the player has done across matches.

Matches won and lost as two bars, the player's hands by kind as a bar chart (a chart says more
than nine numbers there), and the figures where a number says it best: deals played, pots won,
how often the player dropped, the biggest pot, the top-ups from the bank, the best hand.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

import pygame

from drawpoker import games
from drawpoker.engine.draw import Category
from drawpoker.i18n import t
from drawpoker.printable import printable
from drawpoker.storage.draw.stats import Statistics, StatsBook
from drawpoker.ui import bank_page, bank_ui, card_art, felt, style, text
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.draw.luck_chart import draw_luck
from drawpoker.ui.draw.showdown import shown_order
from drawpoker.ui.hand_names import category_name, hand_name
from drawpoker.ui.said import said
from drawpoker.ui.scene import SceneName
from drawpoker.ui.widgets import Button, draw_panel, layout_row

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host

_Scale = Callable[[float], int]


def book_for(app: Host) -> StatsBook:
    """The statistics the game is keeping (the app's records), or the file read afresh."""
    return app.records.draw.stats if app.records is not None else StatsBook()


def export_hands(app: Host) -> tuple[str, bool]:
    """Write the player's poker hands, in both export formats, to the data folder's exports/
    (``python -m drawpoker export`` for one format or other files): what to tell, and whether
    it worked."""
    from drawpoker import paths
    from drawpoker.storage.export.command import export_to_folder

    folder = app.records.folder if app.records is not None else paths.user_data_dir()
    try:
        written = export_to_folder(folder)
    except OSError as exc:
        return t("export.failed", reason=printable(exc.strerror or exc)), False
    if not written.paths:
        return t("export.none"), False
    key = "export.done_left_out" if written.left_out else "export.done"
    return t(key, count=written.hands, folder=printable(written.paths[0].parent),
             files=", ".join(path.name for path in written.paths),
             left_out=written.left_out), True


def figures(stats: Statistics) -> list[tuple[str, str]]:
    """(label, value) rows shown beside the charts."""
    money = t("money", amount=stats.biggest_pot) if stats.biggest_pot else t("stats.none")
    percent = round(100 * stats.drop_rate)
    return [
        (t("stats.matches_abandoned"), str(stats.matches_abandoned)),
        (t("stats.deals_played"), str(stats.deals_played)),
        (t("stats.deals_won"), str(stats.deals_won)),
        (t("stats.deals_lost"), str(stats.deals_lost)),
        (t("stats.deals_tied"), str(stats.deals_tied)),
        (t("stats.drops"), t("stats.drops_value", count=stats.drops, percent=percent)),
        (t("stats.biggest_pot"), money),
        (t("stats.top_ups"), t("stats.top_ups_value", count=stats.top_ups,
                               amount=t("money", amount=stats.topped_up))),
    ]


class StatsScene(ButtonScene):
    """Opened from the title screen; Esc or BACK returns."""

    def __init__(self, app: Host, book: StatsBook | None = None) -> None:
        super().__init__(app)
        self.book = book if book is not None else book_for(app)
        #: (label, bar) rects of both charts as last drawn: a label must end before its bar.
        self.bars: list[tuple[pygame.Rect, pygame.Rect]] = []

    @property
    def stats(self) -> Statistics:
        return self.book.stats

    #: The right panel's own pages besides the hands chart, each with its button (by name)
    #: and the label that button has while its page is closed; each game adds its pages
    #: (``drawpoker.games``: hold'em's record, draw's duplicates).
    OWN_PAGES: ClassVar[dict[str, str]] = {"luck": "draw.coach.chart.show_luck",
                                           "bank": "bank.stats.button"}

    def enter(self) -> None:
        #: The page in the right panel: "hands" (the chart), or one of ``pages``.
        self.page = "hands"
        #: The games' pages by name, and what each showed when it was last opened.
        self.game_pages = {page.name: page for page in games.stats_pages()}
        self.page_data: dict[str, object] = {}
        self.pages = dict(self.OWN_PAGES)
        self.pages.update({name: page.label_key for name, page in self.game_pages.items()})
        self.buttons = [
            Button("stats.back", self.app.pop, (pygame.K_ESCAPE, pygame.K_RETURN),
                   "esc", "primary", name="back"),
            Button("draw.coach.chart.show_luck", self._toggle_luck, shortcut="stats_luck",
                   name="luck"),
            Button("bank.stats.button", self._toggle_bank, shortcut="stats_bank", name="bank"),
            *(Button(page.label_key, functools.partial(self._toggle_game_page, page.name),
                     shortcut=page.shortcut, name=page.name)
              for page in self.game_pages.values()),
            # Past matches' deals, each to play differently (what if) or to ask why.
            Button("whatif.past.button", lambda: self.app.go(SceneName.PAST_DEALS),
                   shortcut="stats_past", name="past"),
            # The record book against each opponent, and the career's trophies (issue 41).
            Button("career.button", lambda: self.app.go(SceneName.RECORD_BOOK),
                   shortcut="stats_career", name="career"),
            # X, not E: E says the last line again on every page (the status keys).
            Button("export.button", self._export, shortcut="stats_export", name="export"),
        ]
        #: What the last export said, and whether it worked (E).
        self.exported: tuple[str, bool] | None = None

    @property
    def show_luck(self) -> bool:
        return getattr(self, "page", "hands") == "luck"

    @property
    def show_bank(self) -> bool:
        return getattr(self, "page", "hands") == "bank"

    def _show(self, page: str) -> None:
        """Open ``page``, or go back to the hands chart when it is open already. One page at
        a time, so only its button says HANDS (issue 40: two buttons said it at once); every
        other button names the page it opens."""
        self.page = "hands" if self.page == page else page
        for button in self.buttons:
            if button.name in self.pages:
                button.label_key = "draw.coach.chart.show_hands" if button.name == self.page \
                    else self.pages[button.name]

    def _toggle_game_page(self, name: str) -> None:
        """A game's page (read afresh: a table may have added to it) or the charts."""
        self._show(name)
        if self.page == name:
            self.page_data[name] = games.resolve(self.game_pages[name].opened)(self.app)

    def _toggle_bank(self) -> None:
        """B: the bank's page (money, things, Canfield, the bank's story) or the charts."""
        self._show("bank")
        if self.show_bank:
            book = bank_ui.bank_for(self.app)
            self.bank_canfield = bank_page.canfield_stats(book)

    def _export(self) -> None:
        """E: the player's hands for other poker tools, said where they went."""
        self.exported = export_hands(self.app)

    def _toggle_luck(self) -> None:
        """Tab: the hands chart or the luck chart in the right panel."""
        self._show("luck")

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        felt.draw(surface, with_line=False)
        w, h = surface.get_size()
        s = style.scale_for((w, h))

        sc = style.sizer(s)

        self.bars = []
        content = pygame.Rect(0, 0, min(w - sc(40), sc(1180)), h - sc(32))
        content.center = (w // 2, h // 2)
        head = pygame.Rect(content.left, content.top + sc(6), content.width, sc(60))
        # EXPORT in the heading's right corner: the row below is full at 1024x600.
        export = next(button for button in self.buttons if button.name == "export")
        wide = min(max(sc(200), export.width_for(sc(44))), content.width // 4)
        # PAST in its left corner: each game's pages join the row below.
        past = next(button for button in self.buttons if button.name == "past")
        wide = min(max(wide, past.width_for(sc(44))), content.width // 4)
        export.rect = pygame.Rect(head.right - wide, head.top + sc(8), wide, sc(44))
        past.rect = pygame.Rect(head.left, head.top + sc(8), wide, sc(44))
        title = head.inflate(-2 * wide - sc(24), 0)
        text.draw_fitted(surface, t("stats.title"), title, style.GOLD, text.DISPLAY, sc(52))
        bar = pygame.Rect(content.left, content.bottom - sc(60), content.width, sc(54))
        message, colour = said(self.book.notice), style.BAD
        exported = getattr(self, "exported", None)
        if exported is not None:
            message, colour = exported[0], style.GOOD if exported[1] else style.BAD
        bottom = bar.top - sc(12)
        if message:  # on two lines when it must: a file name does not shrink to fit
            room = 2 * text.line_height(sc(16))
            size, lines = text.fit_wrapped(message, content.width, room, False, sc(18))
            height = len(lines) * text.line_height(size)
            note = pygame.Rect(content.left, bar.top - sc(8) - height, content.width, height)
            text.draw_lines(surface, lines, note, size, colour, False, "center")
            bottom = note.top - sc(6)
        body = pygame.Rect(content.left, head.bottom + sc(14), content.width,
                           bottom - head.bottom - sc(14))
        left = pygame.Rect(body.left, body.top, body.width * 42 // 100, body.height)
        right = pygame.Rect(left.right + sc(20), body.top, body.right - left.right - sc(20),
                            body.height)
        self._draw_matches(surface, left, sc)
        if self.page in self.game_pages:
            painter = games.resolve(self.game_pages[self.page].painter)
            painter(surface, right, sc, self.page_data.get(self.page))
        elif self.show_bank:
            bank_page.draw_bank_page(surface, right, sc, bank_ui.bank_for(self.app).bank,
                                     self.bank_canfield)
        elif self.show_luck:
            draw_luck(surface, right, sc, self.stats.luck)
        else:
            self._draw_hands(surface, right, sc)
        # The record book in the matches' panel's corner, level with its title: the
        # opponents' records beside the matches' (six labels did not fit the row below).
        career = next(button for button in self.buttons if button.name == "career")
        inner = left.inflate(-sc(36), -sc(28))
        tall = sc(36)
        career.rect = pygame.Rect(0, 0, min(max(sc(150), career.width_for(tall)),
                                            inner.width * 3 // 5), tall)
        career.rect.topright = (inner.right + sc(8), inner.top - sc(4))
        row = [b for b in self.buttons if b not in (export, past, career)]
        room = bar.width - sum(b.width_for(bar.height) for b in row)
        layout_row(row, bar, sc(240), min(sc(20), max(sc(4), room // max(1, len(row) - 1))))
        for button in self.buttons:
            button.draw(surface)

    def _draw_matches(self, surface: pygame.Surface, area: pygame.Rect, sc: _Scale) -> None:
        draw_panel(surface, area, sc(12))
        inner = area.inflate(-sc(36), -sc(28))
        text.draw(surface, t("stats.matches"), inner.topleft, sc(24), style.PANEL_TITLE, True)
        stats = self.stats
        # Won and lost matches: two bars on one scale.
        chart = pygame.Rect(inner.left, inner.top + sc(40), inner.width, sc(70))
        rows = ((t("stats.matches_won"), stats.matches_won, style.GOOD),
                (t("stats.matches_lost"), stats.matches_lost, style.BAD))
        top = max(1, stats.matches_won, stats.matches_lost)
        # As wide as the longest label needs (German "Gewonnen" is wider than English "Won").
        label_w = max(sc(90), max(text.measure(row[0], sc(18))[0] for row in rows) + sc(12))
        row_h = chart.height // 2
        for n, (label, count, color) in enumerate(rows):
            y = chart.top + n * row_h
            shown = text.draw(surface, label, (chart.left, y + row_h // 2), sc(18), style.TEXT,
                              False, "midleft")
            room = chart.width - label_w - sc(50)
            length = round(room * count / top)
            bar = pygame.Rect(chart.left + label_w, y + row_h // 5, max(sc(3), length),
                              row_h * 3 // 5)
            self.bars.append((shown, bar))
            pygame.draw.rect(surface, color if count else style.FELT_LINE, bar,
                             border_radius=sc(4))
            text.draw(surface, str(count), (bar.right + sc(8), bar.centery), sc(18), style.GOLD,
                      True, "midleft")
        # The figures, one per row.
        best_h = sc(124)
        rows_area = pygame.Rect(inner.left, chart.bottom + sc(14), inner.width,
                                inner.bottom - chart.bottom - sc(14) - best_h - sc(8))
        lines = figures(stats)
        line_h = max(sc(14), min(sc(34), rows_area.height // max(1, len(lines))))
        y = rows_area.top
        for label, value in lines:
            size = max(10, line_h * 50 // 100)
            text.draw(surface, label, (inner.left, y + line_h // 2), size, style.TEXT, False,
                      "midleft")
            text.draw(surface, value, (inner.right, y + line_h // 2), size * 11 // 10,
                      style.GOLD, text.DISPLAY, "midright")
            pygame.draw.line(surface, style.FELT_LINE, (inner.left, y + line_h),
                             (inner.right, y + line_h), 1)
            y += line_h
        # The best hand: its label, its name on a line of its own (a name such as "Full
        # House, Könige über Siebenen" needs the whole width), then the cards.
        best_area = pygame.Rect(inner.left, inner.bottom - best_h, inner.width, best_h)
        label_box = pygame.Rect(best_area.left, best_area.top, best_area.width,
                                max(sc(24), text.least_line(True)))
        text.draw_fitted(surface, t("stats.best_hand"), label_box, style.TEXT_DIM, False,
                         sc(18), anchor="midleft")
        name_box = label_box.move(0, label_box.height)
        best = stats.best_hand
        if best is None:
            text.draw_fitted(surface, t("stats.none"), name_box, style.TEXT, False, sc(20),
                             anchor="midleft")
            return
        text.draw_fitted(surface, hand_name(best.value, at_start=True), name_box, style.GOLD,
                         True, sc(18), anchor="midleft")
        cards_top = name_box.bottom + sc(6)
        card_h = best_area.bottom - cards_top
        card_w = min(sc(54), (best_area.width - sc(24)) // 5,
                     int(card_h / card_art.CARD_ASPECT))
        x = best_area.left
        for card in shown_order(best.cards):
            image = card_art.face(card, card_w, self.app.settings.four_colour)
            surface.blit(image, (x, cards_top))
            x += card_w + sc(6)

    def _draw_hands(self, surface: pygame.Surface, area: pygame.Rect, sc: _Scale) -> None:
        draw_panel(surface, area, sc(12))
        inner = area.inflate(-sc(36), -sc(28))
        text.draw(surface, t("stats.hands"), inner.topleft, sc(24), style.PANEL_TITLE, True)
        text.draw(surface, t("stats.hands_note"), (inner.right, inner.top + sc(6)), sc(15),
                  style.TEXT_DIM, False, "topright")
        counts = self.stats.hands_by_category
        total = sum(counts.values())
        chart = pygame.Rect(inner.left, inner.top + sc(44), inner.width,
                            inner.height - sc(44))
        if not total:
            text.draw_fitted(surface, t("stats.empty"), chart.inflate(-sc(40), -sc(40)),
                             style.TEXT_DIM, False, sc(22))
            return
        categories = list(reversed(Category))  # strongest at the top, as in the rules
        row_h = chart.height // len(categories)
        label_w = min(sc(210), chart.width * 40 // 100)
        room = chart.width - label_w - sc(110)
        top = max(1, *counts.values())
        for n, category in enumerate(categories):
            y = chart.top + n * row_h
            count = counts.get(category, 0)
            size = max(10, min(sc(19), row_h * 45 // 100))
            shown = text.draw(surface, category_name(category), (chart.left, y + row_h // 2),
                              size, style.TEXT, False, "midleft")
            length = round(room * count / top)
            bar = pygame.Rect(chart.left + label_w, y + row_h // 5, max(sc(3), length),
                              row_h * 3 // 5)
            self.bars.append((shown, bar))
            color = style.GOLD if count else style.FELT_LINE
            pygame.draw.rect(surface, color, bar, border_radius=sc(3))
            share = t("stats.share", count=count, percent=round(100 * count / total))
            text.draw(surface, share, (bar.right + sc(8), bar.centery), size, style.TEXT, False,
                      "midleft")
