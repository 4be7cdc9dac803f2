"""A yes-or-no question over the current scene, asked before something that cannot be undone.

Enter (or a click on the first button) does it, Esc (or CANCEL) goes back: Esc means "back"
everywhere in the game, so it never confirms anything. Where the answer loses something kept
(a saved match), Enter cancels too, and only the button's letter or a click goes ahead.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from drawpoker.i18n import t
from drawpoker.ui import style, text
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.widgets import Button, draw_panel, draw_shadow, layout_row

if TYPE_CHECKING:
    from drawpoker.ui.app import App


class ConfirmScene(ButtonScene):
    """``question_key`` above two buttons: ``confirm_key`` (Enter) and CANCEL (Esc)."""

    is_overlay = True

    def __init__(self, app: App, question_key: str, confirm_key: str,
                 on_confirm: Callable[[], object], kind: str = "danger", *,
                 safe_shortcut: str = "") -> None:
        """With ``safe_shortcut`` (a letter name, see :mod:`drawpoker.ui.shortcuts`) Enter
        cancels, and only that letter or a click confirms: for losing something kept."""
        super().__init__(app)
        self.question_key = question_key
        self.confirm_key = confirm_key
        self.on_confirm = on_confirm
        self.kind = kind
        self.safe_shortcut = safe_shortcut

    def enter(self) -> None:
        enter_keys = (pygame.K_RETURN, pygame.K_KP_ENTER)
        if self.safe_shortcut:
            self.buttons = [
                Button(self.confirm_key, self.confirm, (), kind=self.kind,
                       shortcut=self.safe_shortcut, name="confirm"),
                Button("confirm.cancel", self.cancel, (pygame.K_ESCAPE, *enter_keys), "enter",
                       "primary", name="cancel"),
            ]
            return
        self.buttons = [
            Button(self.confirm_key, self.confirm, enter_keys, "enter", self.kind,
                   name="confirm"),
            Button("confirm.cancel", self.cancel, (pygame.K_ESCAPE,), "esc", name="cancel"),
        ]

    def confirm(self) -> None:
        """Leave the question first, so what follows happens on the scene that asked."""
        self.app.pop()
        self.on_confirm()

    def cancel(self) -> None:
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        sc = style.sizer(style.scale_for((w, h)))
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill(style.OVERLAY)
        surface.blit(veil, (0, 0))
        panel = pygame.Rect(0, 0, min(w - sc(40), sc(680)), sc(250))
        panel.center = (w // 2, h // 2)
        draw_shadow(surface, panel, sc(14), sc(6))
        draw_panel(surface, panel, sc(14), (*style.PANEL, 245), style.GOLD_DARK)
        inner = panel.inflate(-sc(56), -sc(40))
        bar = pygame.Rect(inner.left, inner.bottom - sc(56), inner.width, sc(56))
        question = pygame.Rect(inner.left, inner.top, inner.width, bar.top - sc(16) - inner.top)
        size, lines = text.fit_wrapped(t(self.question_key), question.width, question.height,
                                       False, sc(24), sc(12))
        block = len(lines) * text.line_height(size)
        box = pygame.Rect(question.left, question.centery - block // 2, question.width, block)
        text.draw_lines(surface, lines, box, size, style.TEXT, False, "center")
        layout_row(self.buttons, bar, sc(290), sc(20))
        for button in self.buttons:
            button.draw(surface)
