"""How to play: the rules in play, the hands with drawn example cards, and the keyboard.

The text follows the rules of the match in progress (or, from the title, the rules the
settings choose): the deck, the rule options and every amount come from the ``Rules`` value,
and the hand ranking is sorted by the evaluator under those rules, so turning on
``flush_beats_full_house`` moves the flush above the full house.

The page is laid out once per width, language and rules into one tall surface; scrolling
(wheel, keys, the scroll bar) only moves a window over it.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from drawpoker import games
from drawpoker.engine.draw import Card, Category, Rules, evaluate, parse_cards
from drawpoker.i18n import t
from drawpoker.ui import card_art, felt, page_words, shortcuts, status_keys, style, text
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.draw import tell_words
from drawpoker.ui.draw.current_match import match_in_progress
from drawpoker.ui.draw.next_rules import next_rules
from drawpoker.ui.hand_names import category_name
from drawpoker.ui.scene import SceneName
from drawpoker.ui.widgets import (
    Button,
    draw_keycap,
    draw_page,
    key_name,
    keycap_width,
)

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host

#: One example of each hand, using only seven to ace so it is valid in both decks.
EXAMPLES: dict[Category, str] = {
    Category.STRAIGHT_FLUSH: "9h Th Jh Qh Kh",
    Category.FOUR_OF_A_KIND: "Qs Qh Qd Qc 8s",
    Category.FULL_HOUSE: "Ks Kh Kd 7c 7s",
    Category.FLUSH: "7d 9d Jd Qd Ad",
    Category.STRAIGHT: "8c 9d Th Js Qc",
    Category.THREE_OF_A_KIND: "Js Jh Jd Ac 8s",
    Category.TWO_PAIR: "As Ad 9c 9h Ks",
    Category.PAIR: "Ks Kd 7h 9c Qs",
    Category.HIGH_CARD: "Ah Qc 9s 8d 7c",
}

_S = shortcuts.PREFIX
#: Keyboard shortcuts: the keycaps (named keys translated, letters the same in every language;
#: see ``widgets.key_name``) and what they do.
KEY_ROWS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("1", "5"), "cards"),
    (("6", "0"), "coach"),
    ((_S + "bet",), "bet"),
    ((_S + "wait",), "wait"),
    ((_S + "raise",), "raise"),
    ((_S + "draw",), "draw"),
    ((_S + "call",), "call"),
    ((_S + "drop",), "drop"),
    ((_S + "log",), "log"),
    ((_S + "coach",), "coach_open"),
    (("arrows", "wheel"), "amount"),
    (("pages",), "coach_scroll"),
    (("enter", _S + "next_deal"), "next"),
    (("space",), "skip"),
    (("esc",), "pause"),
    (("f1",), "help"),
    (("f11",), "fullscreen"),
    # The status keys, answered aloud when speech is on (docs/accessibility.md).
    *(((_S + action,), f"say_{name}") for name, action in status_keys.ACTIONS.items()),
    (("F2",), "spoken_log"),
)
_SECTIONS = ("aim", "cards", "deal", "round_1", "draw", "round_2", "showdown", "bets",
             "forfeits", "end", "opponent", "codes")


def ranked_examples(rules: Rules) -> list[tuple[Category, list[Card]]]:
    """The example hands, best first, as the evaluator ranks them under ``rules``."""
    hands = [(category, parse_cards(cards)) for category, cards in EXAMPLES.items()]
    return sorted(hands, key=lambda pair: evaluate(pair[1], rules), reverse=True)


def section_texts(rules: Rules) -> list[tuple[str, list[str]]]:
    """The rules as (heading, paragraphs), with the amounts and options of ``rules``."""
    values = {
        "money": rules.starting_money, "items": rules.forfeit_items, "ante": rules.ante,
        "unit": rules.bet_unit, "max": rules.max_bet, "raises": rules.max_raises,
        "loan": rules.pawn_loan, "buyback": rules.buyback_at,
    }
    out: list[tuple[str, list[str]]] = []
    # The keys the codes' section names, as the player has bound them (the keys page).
    keys = {"log": shortcuts.letter("log"), "copy": shortcuts.letter("copy_code"),
            "code": shortcuts.letter("play_code"), "duplicate": shortcuts.letter("duplicate"),
            "duplicates": shortcuts.letter("stats_duplicates"),
            "practice": shortcuts.letter("practice")}
    for name in _SECTIONS:
        key = f"help.text.deck_{rules.deck_size}" if name == "cards" else f"help.text.{name}"
        out.append((t(f"help.section.{name}"), [t(key, **values, **keys)]))
        tells = tell_words.tells_section() if name == "opponent" else None
        if tells is not None:  # each opponent's tell, in the very numbers of her roster entry
            out.append(tells)
    if rules.deck_size == 32:
        options = [t("help.text.ace_low_32_on" if rules.ace_low_32 else "help.text.ace_low_32_off")]
    else:
        options = [t("help.text.ace_low_52")]
    options.append(t("help.text.flush_on" if rules.flush_beats_full_house
                     else "help.text.flush_off"))
    if rules.deck_size == 32:
        options.append(t("help.text.flush_32_note"))
    options.append(t("help.text.change_in_settings"))
    out.append((t("help.section.options"), options))
    return out


@dataclass
class _Block:
    """One piece of the page: a heading, a paragraph, the hand ranking or the keys."""

    kind: str  # head, para, note, hands, keys
    y: int
    height: int
    lines: tuple[str, ...] = ()
    size: int = 0
    #: Card width (hands) or keycap height (keys).
    unit: int = 0
    columns: int = 1
    hands: tuple[tuple[Category, list[Card]], ...] = ()


class HelpScene(ButtonScene):
    """The rules, the hands and the keys, in the current language, scrollable."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.scroll = 0
        self.page: pygame.Surface | None = None
        self._page_key: object = None
        self.view = pygame.Rect(0, 0, 0, 0)
        self.track = pygame.Rect(0, 0, 0, 0)
        self.thumb = pygame.Rect(0, 0, 0, 0)
        self._drag_from: tuple[int, int] | None = None

    def enter(self) -> None:
        self.buttons = [Button("help.back", self.close,
                               (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_F1), "esc",
                               "primary", name="back"),
                        # The first-run tour of the house rules, again.
                        Button("tour.button", lambda: self.app.go(SceneName.TOUR, table="draw"),
                               shortcut="tour", name="tour")]
        # Every other game's rules, from the registry (hold'em, Canfield, a game added later).
        for game in games.games():
            if game.rules_scene and game.rules_scene != SceneName.HELP:
                self.buttons.append(Button(game.name_key, functools.partial(
                    self.app.go, game.rules_scene), name=f"rules_{game.key}"))

    def close(self) -> None:
        self.app.pop()

    @property
    def rules(self) -> Rules:
        """The match's rules while one is on, else the rules the settings choose."""
        match = match_in_progress(self.app)
        return match.rules if match is not None else next_rules(self.app)

    # ------------------------------------------------------------------ scrolling
    @property
    def max_scroll(self) -> int:
        if self.page is None:
            return 0
        return max(0, self.page.get_height() - self.view.height)

    def scroll_to(self, y: float) -> None:
        self.scroll = max(0, min(self.max_scroll, round(y)))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.press(event):
            return
        line = max(24, self.view.height // 10)
        page = max(line, self.view.height - line)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - event.y * line * 1.5)
        elif event.type == pygame.KEYDOWN:
            moves = {pygame.K_DOWN: line, pygame.K_UP: -line, pygame.K_PAGEDOWN: page,
                     pygame.K_PAGEUP: -page, pygame.K_SPACE: page}
            if event.key in moves:
                self.scroll_to(self.scroll + moves[event.key])
            elif event.key == pygame.K_HOME:
                self.scroll_to(0)
            elif event.key == pygame.K_END:
                self.scroll_to(self.max_scroll)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.thumb.collidepoint(event.pos):
                self._drag_from = (event.pos[1], self.scroll)
            elif self.track.collidepoint(event.pos):
                self.scroll_to(self.scroll + (page if event.pos[1] > self.thumb.centery
                                              else -page))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._drag_from = None
        elif event.type == pygame.MOUSEMOTION and self._drag_from is not None:
            start_y, start_scroll = self._drag_from
            span = max(1, self.track.height - self.thumb.height)
            self.scroll_to(start_scroll + (event.pos[1] - start_y) * self.max_scroll / span)

    # ------------------------------------------------------------------ the page
    def _layout(self, width: int, s: float) -> tuple[list[_Block], int]:
        sc = style.sizer(s)

        body, head = max(10, sc(18)), max(12, sc(24))
        blocks: list[_Block] = []
        y = 0

        def para(value: str, size: int, kind: str = "para") -> None:
            nonlocal y
            lines = text.wrap(value, size, width)
            height = len(lines) * text.line_height(size)
            blocks.append(_Block(kind, y, height, tuple(lines), size))
            y += height + sc(8)

        def heading(value: str) -> None:
            nonlocal y
            y += sc(14)
            blocks.append(_Block("head", y, text.line_height(head, True), (value,), head))
            y += text.line_height(head, True) + sc(4)

        match = match_in_progress(self.app)
        para(t("help.in_play" if match is not None else "help.from_settings"), sc(16), "note")
        for title, paragraphs in section_texts(self.rules):
            heading(title)
            for value in paragraphs:
                para(value, body)
        heading(t("help.ranking_title"))
        para(t("help.ranking_note"), body)
        card_w = sc(42)
        card_h = card_art.card_size(card_w)[1]
        hands = ranked_examples(self.rules)
        columns = 2 if width >= sc(860) else 1
        rows = (len(hands) + columns - 1) // columns
        blocks.append(_Block("hands", y, rows * (card_h + sc(10)), unit=card_w, columns=columns,
                             hands=tuple(hands)))
        y += rows * (card_h + sc(10))
        heading(t("help.keys_title"))
        key_h = sc(30)
        columns = 2 if self._keys_fit_in_two_columns(width, key_h, s) else 1
        rows = (len(KEY_ROWS) + columns - 1) // columns
        blocks.append(_Block("keys", y, rows * (key_h + sc(8)), unit=key_h, columns=columns))
        y += rows * (key_h + sc(8)) + sc(10)
        return blocks, y

    def build_page(self, width: int, s: float) -> pygame.Surface:
        """The whole help as one surface ``width`` wide (rebuilt only when something changed)."""
        four = self.app.settings.four_colour
        key = (width, self.app.translator.code, self.app.translator.revision, four,
               shortcuts.revision(),
               self.rules, match_in_progress(self.app) is not None, round(s, 3), text.sizing())
        if self.page is not None and self._page_key == key:
            return self.page

        blocks, height = self._layout(width, s)
        page = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
        for block in blocks:
            box = pygame.Rect(0, block.y, width, block.height)
            if block.kind == "head":
                text.draw_fitted(page, block.lines[0], box, style.GOLD, True, block.size,
                                 anchor="midleft")
            elif block.kind in ("para", "note"):
                color = style.TEXT_DIM if block.kind == "note" else style.TEXT
                text.draw_lines(page, list(block.lines), box, block.size, color)
            elif block.kind == "hands":
                self._draw_hands(page, box, block, four, s)
            elif block.kind == "keys":
                self._draw_keys(page, box, block, s)
        self.page, self._page_key = page, key
        self.scroll_to(self.scroll)
        return page

    def _draw_hands(self, page: pygame.Surface, box: pygame.Rect, block: _Block,
                    four: bool, s: float) -> None:
        hands, card_w, columns = block.hands, block.unit, block.columns
        gap = max(1, round(4 * s))
        card_h = card_art.card_size(card_w)[1]
        col_w = box.width // columns
        rows = (len(hands) + columns - 1) // columns
        for index, (category, cards) in enumerate(hands):
            col, row = divmod(index, rows)
            x = box.left + col * col_w
            y = box.top + row * (card_h + round(10 * s))
            number = pygame.Rect(x, y, round(30 * s), card_h)
            text.draw_fitted(page, str(index + 1), number, style.TEXT_DIM, True,
                             round(20 * s), anchor="midleft")
            x = number.right
            for card in cards:
                page.blit(card_art.face(card, card_w, four), (x, y))
                x += card_w + gap
            name_box = pygame.Rect(x + round(10 * s), y, col_w - (x - box.left - col * col_w)
                                   - round(20 * s), card_h)
            text.draw_fitted(page, category_name(category), name_box, style.TEXT, True,
                             round(19 * s), anchor="midleft")

    def _draw_keys(self, page: pygame.Surface, box: pygame.Rect, block: _Block,
                   s: float) -> None:
        key_h, columns = block.unit, block.columns
        col_w = box.width // columns
        rows = (len(KEY_ROWS) + columns - 1) // columns
        # Each column's descriptions start just after its widest set of keycaps.
        caps_w = [0] * columns
        for index, (keys, _) in enumerate(KEY_ROWS):
            col = index // rows
            caps_w[col] = max(caps_w[col], self._caps_width(keys, key_h, s))
        for index, (keys, what) in enumerate(KEY_ROWS):
            col, row = divmod(index, rows)
            x = box.left + col * col_w
            cy = box.top + row * (key_h + round(8 * s)) + key_h // 2
            cx = x
            for n, key in enumerate(keys):
                if n:
                    sep = "–" if keys in (("1", "5"), ("6", "0")) else "/"
                    r = text.draw(page, sep, (cx + round(4 * s), cy), round(16 * s),
                                  style.TEXT_DIM, False, "midleft")
                    cx = r.right + round(4 * s)
                label = key_name(key)
                width = keycap_width(label, key_h)
                draw_keycap(page, label, (cx + width // 2, cy), key_h)
                cx += width
            start = caps_w[col] + round(14 * s)
            desc = pygame.Rect(x + start, cy - key_h // 2, col_w - start - round(16 * s), key_h)
            text.draw_fitted(page, t(f"help.keys.{what}"), desc, style.TEXT, False,
                             round(17 * s), anchor="midleft")

    def _keys_fit_in_two_columns(self, width: int, key_h: int, s: float) -> bool:
        """Whether every key line fits half the page at its full size (else one column)."""
        col_w = width // 2
        size = round(17 * s)
        for keys, what in KEY_ROWS:
            room = col_w - self._caps_width(keys, key_h, s) - round(30 * s)
            if text.measure(t(f"help.keys.{what}"), size)[0] > room:
                return False
        return True

    @staticmethod
    def _caps_width(keys: tuple[str, ...], key_h: int, s: float) -> int:
        """How wide a row's keycaps and separators are drawn by :meth:`_draw_keys`."""
        width = 0
        for n, key in enumerate(keys):
            if n:
                sep = "–" if keys in (("1", "5"), ("6", "0")) else "/"
                width += text.measure(sep, round(16 * s))[0] + 2 * round(4 * s)
            width += keycap_width(key_name(key), key_h)
        return width

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        felt.draw(surface, with_line=False)
        w, h = surface.get_size()
        s = style.scale_for((w, h))

        sc = style.sizer(s)

        inner, title_bottom = draw_page(surface, t("help.title"), 1040)
        bottom_h = sc(50)
        self.view = pygame.Rect(inner.left, title_bottom + sc(6), inner.width - sc(30),
                                inner.bottom - bottom_h - sc(14) - title_bottom - sc(6))
        page = self.build_page(self.view.width, s)
        surface.blit(page, self.view.topleft,
                     pygame.Rect(0, self.scroll, self.view.width, self.view.height))
        # Soft edges where the page continues above or below.
        fade_h = sc(18)
        if self.scroll > 0:
            surface.blit(_fade(self.view.width, fade_h, True), self.view.topleft)
        if self.scroll < self.max_scroll:
            surface.blit(_fade(self.view.width, fade_h, False),
                         (self.view.left, self.view.bottom - fade_h))
        self._draw_scroll_bar(surface, s)
        bar = pygame.Rect(inner.left, inner.bottom - bottom_h, inner.width, bottom_h)
        back, tour, *others = self.buttons
        right = bar.right
        # BACK at the right, the other games' rules before it in the title's order.
        for button in (back, *reversed(others)):
            wide = max(sc(190) if button is back else sc(150), button.width_for(bar.height))
            button.rect = pygame.Rect(right - wide, bar.top, wide, bar.height)
            right = button.rect.left - sc(12)
            button.draw(surface)
        hint = pygame.Rect(bar.left, bar.top, right - bar.left - sc(18), bar.height)
        words = t("help.scroll_hint")
        size, lines = text.fit_wrapped(words, hint.width, hint.height, False, sc(16))
        if hint.width > sc(120) and all(text.measure(line, size)[0] <= hint.width
                                        for line in lines):
            block = pygame.Rect(hint.left, 0, hint.width, len(lines) * text.line_height(size))
            block.centery = hint.centery
            text.draw_lines(surface, lines, block, size, style.TEXT_DIM)
        # The house rules' tour at the top right, level with the page's title.
        tall = sc(44)
        tour.rect = pygame.Rect(0, 0, max(sc(150), tour.width_for(tall)), tall)
        tour.rect.topright = (inner.right, inner.top)
        tour.draw(surface)

    def _draw_scroll_bar(self, surface: pygame.Surface, s: float) -> None:
        width = max(6, round(10 * s))
        self.track = pygame.Rect(self.view.right + round(14 * s), self.view.top, width,
                                 self.view.height)
        pygame.draw.rect(surface, style.FELT_DARK, self.track, border_radius=width // 2)
        total = max(1, self.page.get_height() if self.page else 1)
        share = min(1.0, self.view.height / total)
        thumb_h = max(round(30 * s), int(self.track.height * share))
        span = self.track.height - thumb_h
        top = self.track.top + (round(span * self.scroll / self.max_scroll)
                                if self.max_scroll else 0)
        self.thumb = pygame.Rect(self.track.left, top, width, thumb_h)
        color = style.GOLD_DARK if self._drag_from is not None else style.PANEL_EDGE
        pygame.draw.rect(surface, color, self.thumb, border_radius=width // 2)


@lru_cache(maxsize=8)
def _fade(width: int, height: int, top: bool) -> pygame.Surface:
    """A strip that fades text into the panel, where the page goes on beyond the view."""
    strip = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        share = 1 - y / height if top else y / height
        pygame.draw.line(strip, (*style.PANEL, round(235 * share)), (0, y), (width, y))
    return strip


def spoken_sections(scene: HelpScene) -> list[str]:
    """The rules read aloud a part at a time (issue 36): each section, the ranking, the keys."""
    parts = [" ".join((f"{title}.", *paragraphs)) for title, paragraphs in
             section_texts(scene.rules)]
    parts.append(" ".join((f"{t('help.ranking_title')}.", t("help.ranking_note"), ", ".join(
        category_name(category) for category, _ in ranked_examples(scene.rules)))))
    keys = "; ".join(f"{', '.join(key_name(cap) for cap in caps)}: {t(f'help.keys.{what}')}"
                     for caps, what in KEY_ROWS)
    parts.append(f"{t('help.keys_title')}. {keys}.")
    return parts


page_words.register("HelpScene", page_words.PageWords(lambda s: t("help.title"),
                                                      sections=spoken_sections))
