"""The draw coach's panel at the table (Settings > Draw coach; off by default).

At the player's draw it lists the sensible draws with their exact odds (``ai.coach``); a click
on one, or the keys 6 to 0, marks its cards. After a deal it reviews each of the player's
decisions against the solved strategy. It reads only ``match.view(HUMAN)``, so it cannot know
her hidden cards. It is an overlay on the right of the cloth, by the player's cards (issue 24:
it was a column panel): the player opens and closes it (K or its button, ``overlays.py``) and,
with the coach setting on, it opens by itself when it has advice and closes again after. Its
words are never under ``MIN_PX`` pixels (they were 10 at 1024x600).

The panel is as tall as its words, up to its place; when they cannot all fit there it
scrolls (the wheel, the arrow keys, Page Up and Page Down, a click on the arrows of the bar it
then shows) rather than leave anything out. Issue 40: it used to drop the odds lines, then
cut the review mid-sentence, to fit a fixed box, and its hint was drawn over the last draw.
The words' rows are laid out in ``coach_page.py``, their scrolling is ``coach_scroll.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.ai.draw.coach import DrawOption, Review, advised_keep, draw_options
from drawpoker.ai.draw.knowledge import knowledge_for
from drawpoker.engine.draw import Phase, evaluate
from drawpoker.i18n import current, t
from drawpoker.ui import style, text
from drawpoker.ui.draw.coach_page import Page, rows_height, wrap_rows
from drawpoker.ui.draw.coach_scroll import CoachScroll
from drawpoker.ui.draw.coach_words import Paragraph, option_paragraphs, review_paragraphs
from drawpoker.ui.widgets import draw_panel

if TYPE_CHECKING:
    from drawpoker.ui.draw.table_view import DrawTable

HUMAN = 0
#: The number-row keys that mark the first, second... listed draw (digits 1-5 mark cards).
OPTION_SCANCODES = (pygame.KSCAN_6, pygame.KSCAN_7, pygame.KSCAN_8, pygame.KSCAN_9,
                    pygame.KSCAN_0)
OPTION_KEYS = (pygame.K_6, pygame.K_7, pygame.K_8, pygame.K_9, pygame.K_0)
#: The smallest text the coach draws: below it the words scroll rather than shrink.
MIN_PX = 14
COLORS = {"head": style.TEXT, "best": style.GOLD, "plain": style.TEXT, "dim": style.TEXT_DIM}


class CoachPanel:
    """The coach at the table: when it opens, what it says, how it draws and what a click
    or a key on it does (its rows in ``coach_page.py``, its scrolling in ``coach_scroll.py``)."""

    def __init__(self, scene: DrawTable) -> None:
        self.scene = scene
        self.review = Review(HUMAN)
        self.options: list[DrawOption] = []
        self._options_for: tuple[tuple[int, ...], bool] | None = None
        self.option_rects: list[pygame.Rect] = []
        self.text_px = 0  # the size its words were last drawn at
        self._paragraphs_key: object = None
        self._paragraphs: list[tuple[Paragraph, int | None]] = []
        self._wording = 0  # counts the times the words changed
        self.scroller = CoachScroll()
        self._page_key: tuple[object, ...] | None = None
        self._page_now: Page | None = None
        #: Shown now (the player's K or button, or the coach opening by itself).
        self.open = False
        self._moment: tuple[str, int] | None = None
        self._opened_itself = False

    # ------------------------------------------------------------------ state
    @property
    def scroll(self) -> int:
        """The first row shown: the panel scrolls when its words cannot all fit."""
        return self.scroller.first

    @property
    def scroll_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The scroll bar's arrows, where a click scrolls a page (empty while it has none)."""
        return self.scroller.rects

    @property
    def enabled(self) -> bool:
        return self.scene.settings.draw_coach

    def observe(self) -> None:
        """Follow the player's view (after every engine call): his decisions are kept."""
        self.review.observe(self.scene.control.model().match.view(HUMAN))

    def mode(self) -> str | None:
        """"draw" at the player's draw, "review" after a deal, else None (nothing to say)."""
        scene, m = self.scene, self.scene.control.model().match
        if scene.timeline.busy:
            return None
        if m.phase is Phase.DRAW and m.to_act == HUMAN and m.drawn[HUMAN] is None:
            return "draw"
        if m.phase in (Phase.BETWEEN_DEALS, Phase.MATCH_OVER) and m.deal_number \
                and self.review.deal == m.deal_number:
            return "review"
        return None

    def draw_list(self) -> list[DrawOption]:
        """The draws for the player's hand now (computed once per hand)."""
        table = self.scene.control.model()
        view = table.match.view(HUMAN)
        hand = tuple(card.index for card in view.hand)
        at_draw = view.phase is Phase.DRAW and view.drawn[HUMAN] is None
        if (hand, at_draw) != self._options_for:
            self._options_for = (hand, at_draw)
            knowledge = knowledge_for(table.rules)
            # At the draw the star is the solved strategy's own draw, the one the review
            # after the deal measures against; before it, the best by the draw odds.
            advised = advised_keep(view, knowledge) if at_draw else None
            self.options = draw_options(hand, knowledge, advised) if len(hand) == 5 else []
        return self.options

    # ------------------------------------------------------------------ place
    def follow(self) -> None:
        """With the coach setting on, open at each new moment of advice (the player's draw, a
        deal's review) and close again when the moment passes, unless the player opened it."""
        mode = self.mode()
        match = self.scene.control.model().match
        moment = (mode, match.deal_number) if mode is not None else None
        if moment == self._moment:
            return
        self._moment = moment
        if moment is not None and self.enabled and not self.open:
            self.open, self._opened_itself = True, True
        elif moment is None and self._opened_itself:
            self.open, self._opened_itself = False, False

    def toggle(self) -> None:
        self.open = not self.open
        self._opened_itself = False

    def place(self) -> pygame.Rect | None:
        """Where the coach shows now (the right of the cloth), None while closed."""
        self.follow()
        return self.scene.layout.coach_area.copy() if self.open else None

    # ------------------------------------------------------------------ words
    def paragraphs(self, mode: str) -> list[tuple[Paragraph, int | None]]:
        """What the panel says, each with the index of the draw it belongs to (or None)."""
        table = self.scene.control.model()
        m = table.match
        key = (mode, m.deal_number, len(m.view(HUMAN).actions), current().revision,
               tuple(card.index for card in m.view(HUMAN).hand))
        if key == self._paragraphs_key:
            return self._paragraphs
        out: list[tuple[Paragraph, int | None]] = []
        if mode == "draw":
            hand = m.view(HUMAN).hand
            now = int(evaluate(hand, table.rules).category) if len(hand) == 5 else 0
            for index, option in enumerate(self.draw_list()):
                out += [(p, index) for p in option_paragraphs(option, now)]
        else:
            record = m.view(HUMAN).history
            actions = record[-1].actions if record else None
            decisions = self.review.decisions(actions)
            for decision in decisions:
                out += [(p, None) for p in review_paragraphs(decision)]
            if not decisions:
                out.append(((t("draw.coach.none"), "dim"), None))
        self._paragraphs_key, self._paragraphs = key, out
        self._wording += 1
        return out

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, rect: pygame.Rect | None) -> None:
        self.option_rects = []
        self.scroller.hide()
        if rect is None:
            return
        mode = self.mode()
        lay = self.scene.layout
        if mode is None:
            self._page_now = None
            self._draw_quiet(surface, rect)
            return
        page = self._page(mode, rect)
        self.text_px = page.size
        self.scroller.clamp(page)
        first = self.scroller.first
        self._page_now = page
        draw_panel(surface, page.box, lay.radius, (*style.PANEL, 255), style.GOLD_DARK)
        self._title(surface, page.title, page.inner)
        step = text.line_height(page.size)
        spans: dict[int, pygame.Rect] = {}
        y = page.body.top
        for index in range(first, page.shown_to(first)):
            row = page.rows[index]
            y += row.gap if index > first else 0
            text.draw(surface, row.words, (page.body.left, y), page.size, COLORS[row.kind],
                      row.kind in ("head", "best"))
            if row.owner is not None:
                span = pygame.Rect(page.body.left, y, page.body.width, step)
                spans[row.owner] = spans[row.owner].union(span) if row.owner in spans else span
            y += step
        # one per listed draw, in order; empty for a draw scrolled out of sight
        self.option_rects = [spans.get(i, pygame.Rect(0, 0, 0, 0))
                             for i in range(len(self.options) if mode == "draw" else 0)]
        if page.last_first:
            self.scroller.draw_bar(surface, page, lay)
        hover = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
        for span in self.option_rects:
            if hover is not None and span.width and span.collidepoint(hover) \
                    and self.scene.can_mark:
                pygame.draw.rect(surface, style.BUTTON_HOVER, span.inflate(lay.sc(8), 2),
                                 1, border_radius=lay.radius)

    def _page(self, mode: str, rect: pygame.Rect) -> Page:
        """The words laid out in ``rect`` (kept until the words, the place or the text size
        change; a new text starts at its top)."""
        paragraphs = self.paragraphs(mode)
        key = (self._wording, tuple(rect), text.sizing())
        if self._page_key == key and self._page_now is not None:
            return self._page_now
        if self._page_key is None or self._page_key[0] != self._wording:
            self.scroller.first = 0  # new words: from their top
        self._page_key = key
        lay = self.scene.layout
        inner = rect.inflate(-lay.sc(20), -lay.sc(14))
        title = t("draw.coach.title_draw" if mode == "draw" else "draw.coach.title_review")
        head = self._title(None, title, inner)
        body = pygame.Rect(inner.left, inner.top + head, inner.width, inner.height - head)
        footer = t("draw.coach.hint") if mode == "draw" else None
        gap = lay.sc(6)
        size = max(MIN_PX, lay.font(17))
        while True:
            rows = wrap_rows(paragraphs, footer, size, body.width, gap)
            if rows_height(rows, size) <= body.height:
                break
            if size <= MIN_PX or text.pixels(size - 1) == text.pixels(size):
                # as small as it gets and still too long: it scrolls, beside its bar (which
                # stands in the panel's right margin, so the words lose little width)
                body.width = rect.right - lay.sc(8) - self.scroller.bar_width(lay) - body.left
                rows = wrap_rows(paragraphs, footer, size, body.width, gap)
                break
            size -= 1
        used = rows_height(rows, size)
        box = rect.copy()
        if used <= body.height:  # as tall as its words
            body.height = used
            box.height = body.bottom + lay.sc(7) - rect.top
        page = Page(size, title, inner, body, box, rows, text.line_height(size))
        self._page_now = page
        return page

    def _title(self, surface: pygame.Surface | None, title: str, inner: pygame.Rect) -> int:
        """The title at the top of ``inner``, wrapped rather than shrunk (a long language's
        "Entraîneur : votre échange" would not fit one line at 14 px); drawn unless
        ``surface`` is None. Returns the height it takes, with the gap under it."""
        lay = self.scene.layout
        size = max(MIN_PX + 1, lay.font(17))
        lines = text.wrap(title, size, inner.width, True)
        if surface is not None:
            text.draw_lines(surface, lines, pygame.Rect(inner.left, inner.top, inner.width, 0),
                            size, style.GOLD, True)
        return len(lines) * text.line_height(size, True) + lay.sc(4)

    def _draw_quiet(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Opened with nothing to say: when it will speak, in a panel only as tall as that."""
        lay = self.scene.layout
        inner_w = rect.width - lay.sc(20)
        size = max(MIN_PX, lay.font(17))
        lines = text.wrap(t("draw.coach.quiet"), size, inner_w)
        title = t("draw.table.button.coach")
        head = self._title(None, title, rect.inflate(-lay.sc(20), 0))
        box = pygame.Rect(rect.left, rect.top, rect.width,
                          head + len(lines) * text.line_height(size) + lay.sc(16))
        draw_panel(surface, box, lay.radius, (*style.PANEL, 255), style.GOLD_DARK)
        inner = box.inflate(-lay.sc(20), -lay.sc(14))
        self._title(surface, title, inner)
        text.draw_lines(surface, lines, pygame.Rect(inner.left, inner.top + head, inner.width,
                                                    0), size, style.TEXT_DIM)

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        """A click on a listed draw, or 6 to 0: mark that draw's discards; the wheel, the
        arrow keys, Page Up and Page Down, or a click on an arrow of its bar: scroll the words
        that do not fit. True when used."""
        if self.open and self.mode() is not None \
                and self.scroller.handle_event(event, self._page_now, self.scene.layout):
            return True
        if not self.open or self.mode() != "draw" or not self.scene.can_mark:
            return False
        index: int | None = None
        if event.type == pygame.KEYDOWN:
            if event.key in OPTION_KEYS:
                index = OPTION_KEYS.index(event.key)
            elif getattr(event, "scancode", None) in OPTION_SCANCODES:
                index = OPTION_SCANCODES.index(event.scancode)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for n, rect in enumerate(self.option_rects):
                if rect.collidepoint(event.pos):
                    index = n
        if index is None or index >= len(self.options):
            return False
        self.mark(index)
        self.scroller.show_owner(self._page_now, index)
        return True

    def mark(self, index: int) -> None:
        """Mark exactly the cards the ``index``-th listed draw throws away."""
        keep = set(self.options[index].keep)
        hand = self.scene.control.model().match.view(HUMAN).hand
        self.scene.control.set_marks({i for i, card in enumerate(hand) if card.index not in keep})
        self.scene.save()
