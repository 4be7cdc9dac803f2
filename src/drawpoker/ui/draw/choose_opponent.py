"""Before a draw match: the player chooses whom to play, among the roster's characters.

Each one is a card with her portrait (her neutral face), her name, a line about her, her style
(level and kind) and the player's record against her; the chosen one's style is described in
words under the cards. Arrows, Tab and the digits move the choice, a click chooses, Enter (or
PLAY) takes the buy-in from the bank and opens the table against her, Esc goes back. The choice
is remembered in the settings and offered first next time. A character the roster file left
out (a mistake in her part of a shared file) is named over the cards, with why. The cards
stand in the career ladder's order, each marked with her place on it, and the trophies won
stand on a shelf beside the title (``career_marks``; docs/roster.md, "The career").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

import pygame

from drawpoker.i18n import current, t
from drawpoker.ui import bank_ui, characters, felt, style, text
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.draw import career_marks, free_match
from drawpoker.ui.draw.next_rules import next_rules
from drawpoker.ui.item_pictures import ItemPictures
from drawpoker.ui.notice_panel import draw_notices
from drawpoker.ui.scene import SceneName
from drawpoker.ui.widgets import Button, draw_page, draw_panel

if TYPE_CHECKING:
    from drawpoker.engine.core.deal_code import DealCode
    from drawpoker.roster import Character
    from drawpoker.storage.draw.stats import Statistics
    from drawpoker.ui.scene import Host


_DIGITS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6,
           pygame.K_7, pygame.K_8, pygame.K_9)
_KEYPAD = (pygame.K_KP1, pygame.K_KP2, pygame.K_KP3, pygame.K_KP4, pygame.K_KP5, pygame.K_KP6,
           pygame.K_KP7, pygame.K_KP8, pygame.K_KP9)
COLUMNS = 3
#: The share of her figure the card shows: head and shoulders, big enough to tell her apart.
PORTRAIT_SHARE = 0.6


class ChooseOpponentScene(ButtonScene):
    """The roster as cards; ``index`` is the one chosen (the remembered one at first)."""

    def __init__(self, app: Host, statistics: Statistics | None = None) -> None:
        """``statistics``: the records shown (screenshots); by default the player's own."""
        super().__init__(app)
        self._statistics = statistics
        # In the career's order (the ladder), each card marked with her place on it.
        self.roster: tuple[Character, ...] = career_marks.ordered(characters.characters())
        first = characters.chosen(app.settings.draw_opponent)
        self.index = self.roster.index(first) if first is not None else 0
        #: Where each character's card was drawn (clicks and tests find her there).
        self.cards: list[pygame.Rect] = []
        self.hover: int | None = None
        self._pictures: dict[str, ItemPictures] = {}
        #: What the roster file left out and why (shown over the cards).
        self.notices: list[str] = characters.notices()
        #: Where the trophy shelf was drawn (in the heading, beside the title).
        self.shelf = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        if not self.roster:  # no usable roster: the match is against the theme's figure
            self.app.pop()
            bank_ui.start_match(self.app, lambda: self.app.go(SceneName.TABLE))
            return
        enter = (pygame.K_RETURN, pygame.K_KP_ENTER)
        self.buttons = [
            Button("draw.opponents.start", self.start, enter, "enter", "primary", name="start"),
            # The same deals again from a code, for table chips only.
            Button("dealcode.button", self.ask_code, shortcut="play_code", name="code"),
            # Practice with her cards shown, for table chips only.
            Button("draw.opponents.practice", self.start_practice, shortcut="practice",
                   name="practice"),
            Button("draw.opponents.back", self.app.pop, (pygame.K_ESCAPE,), "esc", name="back"),
        ]

    # ------------------------------------------------------------------ choosing
    @property
    def character(self) -> Character:
        return self.roster[self.index]

    def choose(self, index: int) -> None:
        if 0 <= index < len(self.roster):
            self.index = index

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._card_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            found = self._card_at(event.pos)
            if found is not None:
                self.choose(found)
                return
        self.press(event)

    def _key(self, event: pygame.event.Event) -> bool:
        """Moving the choice: arrows in the grid, Tab on (Shift+Tab back), a digit at once."""
        count = len(self.roster)
        moves = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -COLUMNS,
                 pygame.K_DOWN: COLUMNS}
        if event.key in moves:
            step = moves[event.key]
            target = self.index + step
            if abs(step) == 1:
                self.index = target % count
            elif 0 <= target < count:
                self.index = target
            return True
        if event.key == pygame.K_TAB:
            back = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            self.index = (self.index + (-1 if back else 1)) % count
            return True
        for keys in (_DIGITS, _KEYPAD):
            if event.key in keys[:count]:
                self.choose(keys.index(event.key))
                return True
        return False

    def _card_at(self, pos: tuple[int, int]) -> int | None:
        for index, rect in enumerate(self.cards):
            if rect.collidepoint(pos):
                return index
        return None

    def start(self) -> None:
        """Remember her, take the buy-in (the pawnshop is asked first if need be), then the
        table against her in place of this page."""
        chosen = self.character.id
        self._remember(chosen)
        bank_ui.start_match(self.app, lambda: self.app.replace(
            self.app.build(SceneName.TABLE, character=chosen)))

    def ask_code(self) -> None:
        """PLAY A CODE: the code typed, then the table against her dealing its decks."""
        self.app.go(SceneName.CODE_ENTRY, game="draw", on_code=self.start_code)

    def start_code(self, code: DealCode) -> None:
        """A match dealt from ``code``, for table chips only (the bank is not asked)."""
        chosen = self.character.id
        self._remember(chosen)
        free_match.start_code_match(self.app, chosen, code)

    def start_practice(self) -> None:
        """PRACTICE: a match against her with her cards shown, for table chips only (the
        bank is not asked)."""
        chosen = self.character.id
        self._remember(chosen)
        free_match.start_practice(self.app, chosen)

    def _remember(self, chosen: str) -> None:
        self.app.remember(self.app.settings.replace(draw_opponent=chosen))

    # ------------------------------------------------------------------ reading
    def statistics(self) -> Statistics | None:
        """The player's draw statistics (none without a records folder)."""
        if self._statistics is not None:
            return self._statistics
        records = self.app.records.draw if self.app.records is not None else None
        return records.stats.stats if records is not None else None

    def record_line(self, character: Character) -> str:
        stats = self.statistics()
        record = stats.against(character.id) if stats is not None else None
        if record is None or not record.won + record.lost:
            return t("draw.opponents.record_none")
        return t("draw.opponents.record", won=record.won, lost=record.lost)

    def style_line(self, character: Character) -> str:
        kind = character.style.kind
        return t("draw.opponents.style", level=t(f"settings.level.{character.style.level}"),
                 kind=t(f"draw.opponents.kind.{kind}"))

    def _portrait(self, character: Character, box: pygame.Rect) -> pygame.Surface:
        """Her head and shoulders filling ``box`` (her figure drawn taller and cut)."""
        pictures = self._pictures.get(character.id)
        if pictures is None:
            pictures = ItemPictures(self.app.settings.theme, character=character)
            self._pictures[character.id] = pictures
        tall = pygame.Rect(0, 0, 4 * box.width, round(box.height / PORTRAIT_SHARE))
        figure = pictures.avatar(tall, set())
        part = pygame.Rect(0, 0, min(box.width, figure.get_width()),
                           min(box.height, figure.get_height()))
        part.centerx = figure.get_width() // 2
        return figure.subsurface(part)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        felt.draw(surface, with_line=False)
        w, h = surface.get_size()
        sc = style.sizer(style.scale_for((w, h)))
        inner, top = draw_page(surface, t("draw.opponents.title"), 1200)
        self.shelf = career_marks.draw_shelf(surface, inner, top, self.roster,
                                             self.statistics(), sc)
        bottom = inner.bottom - sc(52)
        lang = current().code
        # Under the cards: her style in words; then the buttons, and beside them what PLAY
        # takes from the bank over the keys (the cards keep the height for their words).
        about = pygame.Rect(inner.left, bottom - sc(40), inner.width, sc(32))
        # Each button as wide as its words need (four in a row: PRACTICE joined them).
        widths = [max(sc(150), button.width_for(sc(52))) for button in self.buttons]
        beside = pygame.Rect(inner.left + sum(widths) + len(widths) * sc(14) + sc(10), bottom,
                             0, sc(52))
        beside.width = inner.right - beside.left
        hint_text = t("draw.opponents.hint", count=len(self.roster))
        hint = pygame.Rect(beside.left, beside.centery, beside.width, beside.height // 2)
        line = t("draw.opponents.buy_in", cost=bank_ui.money(next_rules(self.app).starting_money),
                 money=bank_ui.money(bank_ui.bank_for(self.app).bank.money))
        pay_size, pay_lines = text.fit_wrapped(line, beside.width, beside.height, False, sc(19),
                                               smallest=max(9, sc(14)))
        pay_row = len(pay_lines) * text.line_height(pay_size) > beside.height or max(
            text.measure(piece, pay_size)[0] for piece in pay_lines) > beside.width
        own_row = pay_row or text.measure(hint_text, sc(17) * 7 // 10)[0] > hint.width \
            or text.measure(line, sc(19))[0] > hint.width
        hint_size, hint_lines = sc(17), [hint_text]
        if own_row:  # the hint on a row of its own, on two lines when one is too narrow
            if not text.fits(hint_text, max(9, sc(14)), inner.width, sc(28)):
                hint_size, hint_lines = text.fit_wrapped(hint_text, inner.width, sc(56), False,
                                                         sc(17), smallest=max(9, sc(14)))
            tall = max(sc(28), len(hint_lines) * text.line_height(hint_size))
            hint = pygame.Rect(inner.left, bottom - sc(4) - tall, inner.width, tall)
            about = about.move(0, -tall - sc(2))
        if pay_row:  # no room beside the buttons even on two lines: the buy-in over them
            beside = pygame.Rect(inner.left, hint.top - sc(30), inner.width, sc(28))
            about = about.move(0, -sc(30))
        grid = pygame.Rect(inner.left, top + sc(12), inner.width, about.top - sc(6) - top - sc(12))
        self._draw_cards(surface, grid, sc)
        chosen = self.character
        text.draw_fitted(surface, f"{chosen.name} — {chosen.style.describe(lang)}", about,
                         style.GOLD, False, sc(21), "midleft")
        x = inner.left
        for button, width in zip(self.buttons, widths, strict=True):
            button.rect = pygame.Rect(x, bottom, width, sc(52))
            x += width + sc(14)
            button.draw(surface)
        pay = pygame.Rect(beside.left, beside.top, beside.width, beside.height // 2)
        if pay_row:
            text.draw_fitted(surface, line, beside, style.TEXT, False, sc(19), "midleft")
        elif own_row:  # the hint has its row: the buy-in alone beside the buttons,
            # on two lines when one is too narrow (French beside three buttons)
            size, lines = text.fit_wrapped(line, beside.width, beside.height, False, sc(19),
                                           smallest=max(9, sc(14)))
            tall = len(lines) * text.line_height(size)
            text.draw_lines(surface, lines, pygame.Rect(beside.left, beside.centery - tall // 2,
                                                        beside.width, tall), size, style.TEXT)
        else:
            text.draw_fitted(surface, line, pay, style.TEXT, False, sc(19), "midleft")
        if len(hint_lines) > 1:
            text.draw_lines(surface, hint_lines, hint, hint_size, style.TEXT_DIM)
        else:
            text.draw_fitted(surface, hint_text, hint, style.TEXT_DIM, False, sc(17), "midleft")
        draw_notices(surface, self.notices[-3:], grid, style.scale_for((w, h)), anchor="top")

    def _draw_cards(self, surface: pygame.Surface, grid: pygame.Rect,
                    sc: object) -> None:
        assert callable(sc)
        count = len(self.roster)
        rows = max(1, -(-count // COLUMNS))
        gap = sc(14)
        card_w = (grid.width - gap * (COLUMNS - 1)) // COLUMNS
        card_h = (grid.height - gap * (rows - 1)) // rows
        self.cards = []
        lang = current().code
        places = career_marks.standing(self.roster, self.statistics())
        pad = sc(10)
        # Across each card's foot, under her portrait and words: her place in the career and
        # the record against her, each on one line where the card is wide enough; the record
        # yields when her words would be cut (large text: the record book has it).
        feet = [_foot(card_w - 2 * pad, (
            career_marks.status(character, self.roster, self.statistics()),
            (self.record_line(character), style.TEXT_DIM)), sc(16),
            card_h - 2 * pad - _words_height(character.describe(lang), card_w, sc))
            for character in self.roster]
        heights = _row_heights(grid.height - gap * (rows - 1), [
            max(_foot_height(foot) for foot in feet[row * COLUMNS:(row + 1) * COLUMNS])
            for row in range(rows)])
        for index, character in enumerate(self.roster):
            row, column = divmod(index, COLUMNS)
            card = pygame.Rect(grid.left + column * (card_w + gap),
                               grid.top + sum(heights[:row]) + row * gap, card_w, heights[row])
            self.cards.append(card)
            chosen = index == self.index
            edge = style.GOLD if chosen else style.PANEL_EDGE
            fill = (*style.mix(style.PANEL, style.FELT, 0.35 if chosen else
                               0.15 if index == self.hover else 0.0), 240)
            draw_panel(surface, card, sc(10), fill, edge)
            if chosen:
                pygame.draw.rect(surface, style.GOLD, card, max(2, sc(3)), border_radius=sc(10))
            foot = _draw_foot(surface, card.inflate(-2 * pad, -2 * pad), feet[index])
            box = pygame.Rect(card.left + pad, card.top + pad, 0, foot.top - sc(6) - card.top
                              - pad)
            # The portrait leaves her words at least two thirds of the card, and more when
            # her style needs it (large text).
            style_w = text.measure(self.style_line(character), sc(19), True)[0]
            box.width = max(card.width * 24 // 100,
                            min(round(box.height * 0.72), card.width * 34 // 100,
                                card.width - 2 * pad - sc(12) - style_w - sc(4)))
            column_box = pygame.Rect(box.right + sc(12), box.top,
                                     card.right - pad - box.right - sc(12), box.height)
            words = _flow(character.describe(lang), column_box.width, card.width - 2 * pad,
                          box.height - _head_height(sc), sc)
            if words.under:  # her portrait ends with the last line beside it
                box.height = _head_height(sc) + len(words.beside) * text.line_height(words.size)
            pygame.draw.rect(surface, style.mix(style.FELT_DARK, style.PANEL, 0.4), box,
                             border_radius=sc(8))
            portrait = self._portrait(character, box)
            surface.blit(portrait, portrait.get_rect(midtop=box.midtop))
            side = max(sc(24), text.line_height(sc(16), True) + sc(4))
            number = pygame.Rect(box.left + sc(4), box.top + sc(4), side, side)
            pygame.draw.rect(surface, style.KEYCAP, number, border_radius=sc(5))
            text.draw_fitted(surface, str(index + 1), number.inflate(-sc(4), -sc(4)),
                             style.KEYCAP_TEXT, True, sc(18))
            mark = career_marks.mark_width(places[character.id], sc) - pad + sc(6)
            # Her mark in the corner yields to her name where both do not fit on the row
            # (large text): her foot and the card's edge still say where she stands.
            marked = _name_size(character.name, column_box.width - mark, sc) * 100 >= \
                _name_size(character.name, column_box.width, sc) * 85
            _draw_words(surface, character, self.style_line(character), column_box, words,
                        chosen, mark if marked else 0, sc)
            if words.under:
                under = pygame.Rect(card.left + pad, box.bottom + sc(2), card.width - 2 * pad,
                                    len(words.under) * text.line_height(words.size))
                text.draw_lines(surface, words.under, under, words.size, style.TEXT)
            if marked:
                career_marks.draw_mark(surface, card, places[character.id], character, sc)


class _Words(NamedTuple):
    """Her line about her as laid out: its size, the lines beside her portrait and those that
    run on under it across the card."""

    size: int
    beside: list[str]
    under: list[str]


def _draw_words(surface: pygame.Surface, character: Character, style_line: str,
                box: pygame.Rect, words: _Words, chosen: bool, mark: int,
                sc: Callable[[float], int]) -> None:
    """Name (clear of her mark in the corner, ``mark`` wide), style and the lines about her
    that stand beside her portrait."""
    y = box.top
    name_box = pygame.Rect(box.left, y, max(sc(40), box.width - max(0, mark)), sc(36))
    text.draw_fitted(surface, character.name, name_box, style.GOLD if chosen else style.TEXT,
                     text.DISPLAY, sc(32), "midleft")
    y = name_box.bottom + sc(2)
    kind_box = pygame.Rect(box.left, y, box.width, sc(26))
    text.draw_fitted(surface, style_line, kind_box, style.GOLD, True, sc(19), "midleft")
    y = kind_box.bottom + sc(6)
    text.draw_lines(surface, words.beside, pygame.Rect(box.left, y, box.width, box.bottom - y),
                    words.size, style.TEXT)


def _name_size(name: str, width: int, sc: Callable[[float], int]) -> int:
    """The size her name is drawn at in ``width`` (as ``_draw_words`` draws it)."""
    return text.fit_size(name, width, sc(36), text.DISPLAY, sc(32))


def _head_height(sc: Callable[[float], int]) -> int:
    """Her name and style over her words."""
    return sc(36) + sc(2) + sc(26) + sc(6)


def _flow(about: str, column: int, full: int, room: int, sc: Callable[[float], int]) -> _Words:
    """``about`` beside her portrait (``column`` wide, ``room`` high), as large as fits down
    to the readable floor; when even that is too long (French, the large text size), the lines
    that do not fit run on under the portrait across the card (``full`` wide), so she is read
    whole; only a window too small for that cuts the end with an ellipsis."""
    size, lines = text.fit_wrapped(about, column, room, False, sc(18), smallest=max(9, sc(14)))
    line_h = text.line_height(size)
    if len(lines) * line_h <= room:
        return _Words(size, lines, [])
    for beside in range(min(len(lines), room // line_h), 0, -1):
        under = text.wrap(" ".join(lines[beside:]), size, full)
        if (beside + len(under)) * line_h + sc(2) <= room:
            return _Words(size, lines[:beside], under)
    fitting = max(1, room // line_h)
    return _Words(size, [*lines[:fitting - 1], _shortened(lines[fitting - 1], size, column)], [])


def _words_height(about: str, card_w: int, sc: Callable[[float], int]) -> int:
    """The height her name, style and ``about`` (at its smallest size, beside her portrait at
    its widest) need above the card's foot."""
    width = card_w - 2 * sc(10) - card_w * 34 // 100 - sc(12)
    smallest = max(9, sc(14))
    about_h = len(text.wrap(about, smallest, width)) * text.line_height(smallest)
    return sc(36) + sc(2) + sc(26) + sc(6) + about_h + sc(6)


_Foot = tuple[int, list[tuple[list[str], tuple[int, int, int]]]]


def _foot(width: int, rows: tuple[tuple[str, tuple[int, int, int]], ...], size: int,
          room: int) -> _Foot:
    """``rows`` (words, colour) wrapped to ``width`` (a step smaller first, two lines only
    where one is still too narrow), the last ones left out while they take more than
    ``room`` (the first always stays); the size and the lines of each row kept."""
    smallest = max(9, round(size * 14 / 16))
    wrapped = [(text.wrap(words, smallest, width), colour) for words, colour in rows]
    line_h = text.line_height(smallest)
    while len(wrapped) > 1 and sum(len(lines) for lines, _ in wrapped) * line_h > room:
        wrapped.pop()
    # As large as keeps them on as few lines as the readable floor does (a row that would
    # wrap at full size shrinks a step instead, and leaves her words a line: large text).
    least = sum(len(lines) for lines, _ in wrapped)
    while size > smallest and sum(len(text.wrap(words, size, width))
                                  for words, _ in rows[:len(wrapped)]) > least:
        size -= 1
    return size, [(text.wrap(words, size, width), colour)
                  for words, colour in rows[:len(wrapped)]]


def _foot_height(foot: _Foot) -> int:
    size, wrapped = foot
    return sum(len(lines) for lines, _ in wrapped) * text.line_height(size)


def _row_heights(total: int, feet: list[int]) -> list[int]:
    """The cards' rows in ``total``, each the same room for her portrait and words over its
    foot (``feet``: each row's tallest): a row of long feet (locked, two lines at the large
    text size) is that much taller than a row of short ones."""
    rows = max(1, len(feet))
    room = (total - sum(feet)) // rows
    return [room + foot for foot in feet] if room > 0 else [total // rows] * rows


def _draw_foot(surface: pygame.Surface, inside: pygame.Rect, foot: _Foot) -> pygame.Rect:
    """``foot`` at the bottom of ``inside``; the rect it took."""
    size, wrapped = foot
    height = _foot_height(foot)
    rect = pygame.Rect(inside.left, inside.bottom - height, inside.width, height)
    y = rect.top
    for lines, colour in wrapped:
        tall = len(lines) * text.line_height(size)
        text.draw_lines(surface, lines, pygame.Rect(rect.left, y, rect.width, tall), size,
                        colour)
        y += tall
    return rect


def _shortened(line: str, size: int, width: int) -> str:
    """``line`` with an ellipsis, cut to fit ``width`` (its last words were cut off below)."""
    words = line.split(" ")
    while words and text.measure(" ".join(words) + "…", size)[0] > width:
        words.pop()
    return " ".join(words) + "…"
