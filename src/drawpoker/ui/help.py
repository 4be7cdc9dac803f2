"""How to play: the rules, the hands with drawn examples, and the keys; scrollable.

The page is laid out once per width and language into one tall surface; scrolling only moves
a window over it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.engine import Category, evaluate, parse_cards
from drawpoker.i18n import current, t
from drawpoker.ui import card_art, felt, style, text
from drawpoker.ui.hand_names import category_name
from drawpoker.ui.menus import _ButtonScene
from drawpoker.ui.widgets import Button, draw_keycap, draw_panel, key_name, keycap_width

if TYPE_CHECKING:
    from drawpoker.ui.app import App

EXAMPLES = {
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
SECTIONS = ("aim", "cards", "deal", "round_1", "draw", "round_2", "showdown", "bets", "forfeits",
            "end")
#: Each help line's keys, as printed on the keycaps and buttons (symbols, not words).
KEY_LINES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("cards", ("1", "2", "3", "4", "5")), ("bet", ("B",)), ("wait", ("W",)), ("raise", ("R",)),
    ("draw", ("D",)), ("call", ("C",)), ("drop", ("X",)), ("amount", ("↑", "↓", "+", "−")),
    ("next", ("N", "enter")), ("skip", ("space",)), ("pause", ("esc",)), ("help", ("f1",)),
    ("fullscreen", ("f11",)))


class HelpScene(_ButtonScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.scroll = 0
        self._page: pygame.Surface | None = None
        self._page_key: object = None
        self._view = pygame.Rect(0, 0, 0, 0)
        self._bar = pygame.Rect(0, 0, 0, 0)
        self._dragging: int | None = None

    def enter(self) -> None:
        self.buttons = [Button("help.back", self.app.pop,
                               (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_F1), "esc",
                               "primary", name="back")]

    @property
    def max_scroll(self) -> int:
        if self._page is None:
            return 0
        return max(0, self._page.get_height() - self._view.height)

    def scroll_by(self, amount: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + amount))

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        step = max(20, self._view.height // 12)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * step * 2)
        elif event.type == pygame.KEYDOWN:
            moves = {pygame.K_DOWN: step, pygame.K_UP: -step,
                     pygame.K_PAGEDOWN: self._view.height - step,
                     pygame.K_PAGEUP: -(self._view.height - step),
                     pygame.K_SPACE: self._view.height - step,
                     pygame.K_HOME: -10**6, pygame.K_END: 10**6}
            if event.key in moves:
                self.scroll_by(moves[event.key])
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self._bar.collidepoint(event.pos):
                self._dragging = event.pos[1]
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._dragging = None
        elif event.type == pygame.MOUSEMOTION and self._dragging is not None:
            track = self._view.height
            page = self._page.get_height() if self._page else 1
            dy = event.pos[1] - self._dragging
            self._dragging = event.pos[1]
            self.scroll_by(round(dy * page / max(1, track)))

    def _build_page(self, width: int, s: float) -> pygame.Surface:
        rules = self.app.options.rules
        four = self.app.options.four_colour
        key = (width, current().revision, four, rules.flush_beats_full_house, round(s, 3))
        if self._page is not None and self._page_key == key:
            return self._page

        def sc(v: float) -> int:
            return round(v * s)

        body, head = max(10, sc(18)), max(12, sc(24))
        values = {"money": rules.starting_money, "items": rules.forfeit_items,
                  "ante": rules.ante, "unit": rules.bet_unit, "max": rules.max_bet,
                  "raises": rules.max_raises, "loan": rules.pawn_loan,
                  "buyback": rules.buyback_at}
        blocks: list[tuple[str, object]] = []
        for section in SECTIONS:
            key = section if section != "cards" else f"deck_{rules.deck_size}"
            blocks.append(("head", t(f"help.section.{section}")))
            blocks.append(("para", t(f"help.text.{key}", **values)))
        blocks.append(("head", t("help.ranking_title")))
        # The examples ranked by the rules in use (flush_beats_full_house swaps two of them).
        order = sorted(EXAMPLES, key=lambda c: evaluate(parse_cards(EXAMPLES[c]), rules),
                       reverse=True)
        for category in order:
            blocks.append(("hand", category))
        blocks.append(("para", t("help.ranking_note")))
        blocks.append(("head", t("help.keys_title")))
        for name, keys in KEY_LINES:
            blocks.append(("keys", (keys, t(f"help.keys.{name}"))))
        card_w = sc(44)
        card_h = card_art.card_size(card_w)[1]
        # Measure, then draw.
        height = 0
        laid: list[tuple[str, object, int]] = []
        for kind, value in blocks:
            if kind == "head":
                height += sc(18)
                laid.append((kind, value, height))
                height += text.line_height(head, True) + sc(6)
            elif kind == "para":
                lines = text.wrap(str(value), body, width)
                laid.append((kind, lines, height))
                height += len(lines) * text.line_height(body) + sc(8)
            elif kind == "keys":
                laid.append((kind, value, height))
                height += text.line_height(body) + sc(10)
            else:
                laid.append((kind, value, height))
                height += card_h + sc(8)
        page = pygame.Surface((width, height + sc(10)), pygame.SRCALPHA)
        for kind, value, y in laid:
            if kind == "head":
                text.draw(page, str(value), (0, y), head, style.GOLD, True)
            elif kind == "para":
                assert isinstance(value, list)
                text.draw_lines(page, value, pygame.Rect(0, y, width, 0), body, style.TEXT)
            elif kind == "keys":
                assert isinstance(value, tuple)
                keys, action = value
                cap_h = text.line_height(body)
                x = 0
                for label in keys:
                    name = key_name(label)
                    cap_w = keycap_width(name, cap_h)
                    draw_keycap(page, name, (x + cap_w // 2, y + cap_h // 2), cap_h)
                    x += cap_w + sc(4)
                text.draw(page, action, (max(x, sc(200)) + sc(10), y + cap_h // 2), body,
                          style.TEXT, False, "midleft")
            else:
                assert isinstance(value, Category)
                for n, card in enumerate(parse_cards(EXAMPLES[value])):
                    page.blit(card_art.face(card, card_w, four), (n * (card_w + sc(4)), y))
                text.draw(page, category_name(value), (5 * (card_w + sc(4)) + sc(14),
                                                       y + card_h // 2), body, style.TEXT, True,
                          "midleft")
        self._page, self._page_key = page, key
        self.scroll_by(0)
        return page

    def draw(self, surface: pygame.Surface) -> None:
        felt.draw(surface, with_line=False)
        w, h = surface.get_size()
        s = style.scale_for((w, h))

        def sc(v: float) -> int:
            return round(v * s)

        panel = pygame.Rect(0, 0, min(w - sc(40), sc(980)), h - sc(40))
        panel.center = (w // 2, h // 2)
        draw_panel(surface, panel, sc(14), (*style.PANEL, 225))
        title = pygame.Rect(panel.left + sc(30), panel.top + sc(16), panel.width - sc(60), sc(44))
        text.draw_fitted(surface, t("help.title"), title, style.GOLD, True, sc(34),
                         anchor="midleft")
        bar_h = sc(52)
        self._view = pygame.Rect(panel.left + sc(30), title.bottom + sc(10),
                                 panel.width - sc(78), panel.bottom - title.bottom - sc(30) - bar_h)
        page = self._build_page(self._view.width, s)
        surface.blit(page, self._view.topleft,
                     pygame.Rect(0, self.scroll, self._view.width, self._view.height))
        # Scroll bar.
        track = pygame.Rect(self._view.right + sc(12), self._view.top, sc(10), self._view.height)
        pygame.draw.rect(surface, style.FELT_DARK, track, border_radius=track.width // 2)
        page_h = max(1, page.get_height())
        shown = min(1.0, self._view.height / page_h)
        thumb_h = max(sc(30), int(track.height * shown))
        span = track.height - thumb_h
        y = track.top + (int(span * self.scroll / self.max_scroll) if self.max_scroll else 0)
        self._bar = pygame.Rect(track.left - sc(4), y, track.width + sc(8), thumb_h)
        pygame.draw.rect(surface, style.PANEL_EDGE, (track.left, y, track.width, thumb_h),
                         border_radius=track.width // 2)
        bottom = pygame.Rect(panel.left + sc(30), panel.bottom - bar_h - sc(10),
                             panel.width - sc(60), bar_h - sc(6))
        text.draw_fitted(surface, t("help.scroll_hint"),
                         pygame.Rect(bottom.left, bottom.top, bottom.width - sc(200),
                                     bottom.height), style.TEXT_DIM, False, sc(15),
                         anchor="midleft")
        self.buttons[0].rect = pygame.Rect(bottom.right - sc(180), bottom.top, sc(180),
                                           bottom.height)
        for button in self.buttons:
            button.draw(surface)
