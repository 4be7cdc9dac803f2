"""Play a deal code: the page where the player types (or pastes) the code of a game to deal it
again, before a new draw match, hold'em game or Canfield deal.

The code is checked as it is given (``DealCode.parse``): a wrong one is refused in the player's
words (its length, a character no code has, a code of another game, a character mistyped or two
swapped) and the page stays. A good one closes the page and is handed to ``on_code``, which
deals the game from its seed. Before that the page says what such a game is: a code tells its
decks, so it plays for table chips only, the bank neither paying nor taking, and it counts apart
in the statistics. Ctrl+V (or PASTE) takes the code from the clipboard where there is one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.core.deal_code import LENGTH, DealCode, DealCodeError
from drawpoker.i18n import t
from drawpoker.ui import clipboard, felt, style, text
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.widgets import Button, draw_page, draw_panel

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host

#: What the box takes: a code's characters, its dash and spaces, and a little more.
MOST = 2 * LENGTH + 4
_TYPED = frozenset("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz -")


def refusal(error: DealCodeError, game: str) -> str:
    """Why a code was refused, in the player's words."""
    if error.reason == "other_game":
        return t("dealcode.error.other_game", game=t(f"dealcode.game.{error.found}"),
                 wanted=t(f"dealcode.game.{game}"))
    if error.reason == "length" and error.found == "0":
        return t("dealcode.error.empty")
    if error.reason in ("length", "character", "game", "check"):
        return t(f"dealcode.error.{error.reason}", found=error.found, length=LENGTH)
    return t("dealcode.error.check")


class CodeEntryScene(ButtonScene):
    """A text box for a code of ``game`` ("draw", "holdem", "canfield"); PLAY checks it."""

    def __init__(self, app: Host, game: str, on_code: Callable[[DealCode], object]) -> None:
        super().__init__(app)
        self.game = game
        self.on_code = on_code
        #: What the player typed so far.
        self.typed = ""
        #: Why the last code was refused ("" while there is nothing to say).
        self.error = ""

    def enter(self) -> None:
        self.buttons = [
            Button("dealcode.entry.play", self.play, (pygame.K_RETURN, pygame.K_KP_ENTER),
                   "enter", "primary", name="play"),
            Button("dealcode.entry.paste", self.paste, name="paste"),
            Button("dealcode.entry.back", self.app.pop, (pygame.K_ESCAPE,), "esc", name="back"),
        ]

    # ------------------------------------------------------------------ typing
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        self.press(event)

    def _key(self, event: pygame.event.Event) -> bool:
        """Letters, digits, dashes and spaces type; Backspace takes one back; Ctrl+V pastes."""
        mods = getattr(event, "mod", 0)
        if event.key == pygame.K_v and mods & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.paste()
            return True
        if event.key == pygame.K_BACKSPACE:
            self.typed = self.typed[:-1]
            self.error = ""
            return True
        typed: str = getattr(event, "unicode", "") or ""
        if mods & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        if len(typed) == 1 and typed in _TYPED:
            self.type(typed)
            return True
        return False

    def type(self, words: str) -> None:
        """Add ``words`` to the box, as far as a code's characters go (anything else out)."""
        kept = "".join(c for c in words if c in _TYPED)
        self.typed = (self.typed + kept.upper())[:MOST]
        self.error = ""

    def paste(self) -> None:
        """Ctrl+V: the clipboard's text in the box, in place of what was there."""
        found = clipboard.paste()
        if not found or not found.strip():
            self.error = t("dealcode.entry.no_clipboard")
            return
        self.typed = ""
        self.type(found.strip()[:MOST * 2])

    def play(self) -> None:
        """The code checked: refused with why, or the game dealt from it."""
        try:
            code = DealCode.parse(self.typed, game=self.game)
        except DealCodeError as error:
            self.error = refusal(error, self.game)
            return
        self.app.pop()
        self.on_code(code)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        felt.draw(surface, with_line=False)
        w, h = surface.get_size()
        sc = style.sizer(style.scale_for((w, h)))
        inner, top = draw_page(surface, t("dealcode.entry.title"), 860)
        y = top + sc(14)
        y = self._paragraph(surface, t(f"dealcode.entry.about.{self.game}"), inner, y,
                            style.TEXT, sc(21), sc)
        box = pygame.Rect(inner.left, y + sc(8), min(inner.width, sc(520)), sc(72))
        draw_panel(surface, box, sc(10), (*style.FELT_DARK, 255), style.GOLD)
        shown = self.typed or t("dealcode.entry.placeholder")
        colour = style.GOLD if self.typed else style.TEXT_DIM
        words = text.draw_fitted(surface, shown, box.inflate(-sc(28), -sc(14)), colour,
                                 text.DISPLAY if self.typed else False, sc(44), "midleft")
        if self.typed:  # the caret after the last character
            caret = pygame.Rect(words.right + sc(4), box.top + sc(14), max(2, sc(3)),
                                box.height - sc(28))
            pygame.draw.rect(surface, style.GOLD, caret)
        #: Where the box was drawn (tests click round it).
        self.box = box
        y = box.bottom + sc(10)
        if self.error:
            y = self._paragraph(surface, self.error, inner, y, style.BAD, sc(20), sc)
        else:
            y = self._paragraph(surface, t("dealcode.entry.hint"), inner, y, style.TEXT_DIM,
                                sc(18), sc)
        bottom = inner.bottom - sc(54)
        free = pygame.Rect(inner.left, y + sc(8), inner.width, 0)
        free.height = max(0, bottom - sc(12) - free.top)
        size, lines = text.fit_wrapped(t("dealcode.free.before"), free.width, free.height,
                                       False, sc(20), smallest=max(9, sc(14)))
        free.height = min(free.height, len(lines) * text.line_height(size) + sc(16))
        draw_panel(surface, free, sc(8), (*style.PANEL, 240), style.GOLD_DARK)
        text.draw_lines(surface, lines, free.inflate(-sc(20), -sc(16)), size, style.GOLD)
        wide = max([sc(200), *(button.width_for(sc(54)) for button in self.buttons)])
        wide = min(wide, (inner.width - sc(14) * (len(self.buttons) - 1)) // len(self.buttons))
        x = inner.left
        for button in self.buttons:
            button.rect = pygame.Rect(x, bottom, wide, sc(54))
            x += wide + sc(14)
            button.draw(surface)

    @staticmethod
    def _paragraph(surface: pygame.Surface, words: str, inner: pygame.Rect, y: int,
                   colour: style.Color, size: int, sc: Callable[[float], int]) -> int:
        """``words`` wrapped from ``y`` across the page; returns the line under them."""
        fitted, lines = text.fit_wrapped(words, inner.width, 3 * text.line_height(size), False,
                                         size, smallest=max(9, sc(14)))
        height = len(lines) * text.line_height(fitted)
        text.draw_lines(surface, lines, pygame.Rect(inner.left, y, inner.width, height), fitted,
                        colour)
        return y + height
