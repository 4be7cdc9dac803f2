"""A yes-or-no question over the current scene, asked before something that cannot be undone.

Enter (or a click on the first button) does it, Esc (or CANCEL) goes back: Esc means "back"
everywhere in the game, so it never confirms anything. Where the answer loses something kept
(a saved match), Enter cancels too, and only the button's letter or a click goes ahead.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

import pygame

from drawpoker.i18n import t
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.question_panel import draw_question_panel
from drawpoker.ui.widgets import Button

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host


class ConfirmScene(ButtonScene):
    """``question_key`` above two buttons: ``confirm_key`` (Enter) and CANCEL (Esc)."""

    is_overlay = True

    def __init__(self, app: Host, question_key: str, confirm_key: str,
                 on_confirm: Callable[[], object], kind: str = "danger", *,
                 safe_shortcut: str = "", question_args: Mapping[str, object] | None = None,
                 on_cancel: Callable[[], object] | None = None) -> None:
        """With ``safe_shortcut`` (a letter name, see :mod:`drawpoker.ui.shortcuts`) Enter
        cancels, and only that letter or a click confirms: for losing something kept.
        ``question_args`` fill the question's placeholders (a price says how much);
        ``on_cancel`` runs after CANCEL, on the scene that asked."""
        super().__init__(app)
        self.question_key = question_key
        self.question_args = dict(question_args or {})
        self.on_cancel = on_cancel
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
        if self.on_cancel is not None:
            self.on_cancel()

    @property
    def question(self) -> str:
        """The question as asked, its placeholders filled."""
        return t(self.question_key, **self.question_args)

    def draw(self, surface: pygame.Surface) -> None:
        draw_question_panel(surface, width=680, height=250, question=self.question,
                            text_size=24, buttons=self.buttons)
