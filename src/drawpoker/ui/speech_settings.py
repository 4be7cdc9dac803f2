"""The speech page of the settings (issue 36): speech on or off, short or full, its rate.

Reached from the settings page (its SPEECH button, V). The rows are views of the app's one
:class:`~drawpoker.settings.Settings`, like the settings page's: a change is followed at once
(the speaker is opened, closed or set to the new rate on the next line) and stored. The page
says what speaks (the screen reader or engine found) or why nothing does, and lists the keys
a player who hears the game uses. TRY says a line.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from drawpoker import settings as stored
from drawpoker.i18n import t
from drawpoker.settings import SettingsError
from drawpoker.speech import Priority, ThreadedSpeaker
from drawpoker.ui import felt, shortcuts, speech_hub, status_keys, style, text
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.setting_rows import ChoiceRow
from drawpoker.ui.widgets import Button, draw_page, layout_row

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host

log = logging.getLogger(__name__)


def sample() -> str:
    """The line TRY IT says: a hold'em turn with the keys as the player has bound them (the
    keys page), never the default letters."""
    return t("aloud.settings.sample", call_key=shortcuts.letter("holdem_call"),
             raise_key=shortcuts.letter("holdem_raise"),
             fold_key=shortcuts.letter("holdem_fold"))


class SpeechSettingsScene(ButtonScene):
    """Three rows (↑ ↓ choose, ← → change), the state of speech, the keys; TRY and BACK."""

    def __init__(self, app: Host, path: Path | None = None) -> None:
        super().__init__(app)
        self.path = path
        self.focus = 0
        self.rows: list[ChoiceRow] = []

    def enter(self) -> None:
        self.buttons = [
            Button("aloud.settings.try", self.try_it, shortcut="speech_try", name="try"),
            Button("settings.back", self.app.pop, (pygame.K_ESCAPE, pygame.K_BACKSPACE),
                   "esc", "primary", name="back"),
        ]
        on_off = {True: "settings.value.on", False: "settings.value.off"}
        self.rows = [
            self._row("speech", "aloud.settings.speech", lambda v: t(on_off[bool(v)])),
            self._row("speech_verbosity", "aloud.settings.verbosity",
                      lambda v: t(f"aloud.settings.{v}")),
            self._row("speech_rate", "aloud.settings.rate", _rate),
        ]

    def _row(self, name: str, label_key: str, shown: Any) -> ChoiceRow:
        return ChoiceRow(name=name, label=lambda: t(label_key),
                         values=lambda: stored.choices(name),
                         current=lambda: getattr(self.app.settings, name), shown=shown,
                         choose=lambda value: self.change(name, value))

    def change(self, name: str, value: Any) -> None:
        """Follow the change at once, then store it (a disk that refuses is logged)."""
        try:
            new = self.app.settings.replace(**{name: value})
        except SettingsError as exc:  # pragma: no cover - rows only offer valid values
            log.warning("refused setting: %s", exc)
            return
        self.app.settings = new
        try:
            stored.save(new, self.path)
        except OSError as exc:
            log.warning("cannot save the settings: %s", exc)

    def try_it(self) -> None:
        speech_hub.speaker_for(self.app).say(sample(), interrupt=True, priority=Priority.HIGH)

    def state(self) -> str:
        """What speaks now, or why nothing does."""
        override = speech_hub.ENVIRONMENT
        words = []
        if speech_hub.enabled(self.app) != self.app.settings.speech:
            words.append(t("aloud.settings.overridden", name=override))
        speaker = speech_hub.speaker_for(self.app)
        inner = getattr(speaker, "inner", speaker)
        if not speech_hub.speaking(self.app):
            words.append(t("aloud.settings.state_off"))
        elif isinstance(inner, ThreadedSpeaker) and inner.failed:
            words.append(t("aloud.settings.state_failed"))
        elif isinstance(inner, ThreadedSpeaker) and inner.engine is None:
            words.append(t("aloud.settings.state_starting"))
        else:  # the engine found (a test's sink says its own name)
            engine = inner.engine if isinstance(inner, ThreadedSpeaker) else inner
            words.append(t("aloud.settings.state_on", engine=getattr(engine, "name", "?")))
        return " ".join(words)

    def focus_row(self, index: int) -> None:
        """The keyboard focus came to row ``index`` (``focus_targets``): ← and → now step it."""
        self.focus = index

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.press(event):
            return
        for index, row in enumerate(self.rows):
            if row.handle_event(event):
                if event.type == pygame.MOUSEBUTTONDOWN:
                    self.focus = index
                return
        if event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_UP:
            self.focus = (self.focus - 1) % len(self.rows)
        elif event.key == pygame.K_DOWN:
            self.focus = (self.focus + 1) % len(self.rows)
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.rows[self.focus].step(-1 if event.key == pygame.K_LEFT else 1)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.rows[self.focus].step(+1, wrap=True)

    def is_animating(self) -> bool:
        """While the engine starts the page looks again (its state line changes)."""
        inner = getattr(speech_hub.speaker_for(self.app), "inner", None)
        return isinstance(inner, ThreadedSpeaker) and inner.engine is None and not inner.failed

    def draw(self, surface: pygame.Surface) -> None:
        felt.draw(surface, with_line=False)
        sc = style.sizer(style.scale_for(surface.get_size()))
        inner, top = draw_page(surface, t("aloud.settings.title"), 900)
        row_h = sc(44)
        y = top + sc(14)
        for row in self.rows:
            row.layout(pygame.Rect(inner.left, y, inner.width, row_h), 0.5)
            y += row_h + sc(6)
        for index, row in enumerate(self.rows):
            row.draw(surface, index == self.focus)
        bar = pygame.Rect(inner.left, inner.bottom - sc(54), inner.width, sc(54))
        size = sc(18)
        box = pygame.Rect(inner.left + sc(8), y + sc(10), inner.width - sc(16),
                          bar.top - sc(12) - y - sc(10))
        letters = " ".join(status_keys.letter(name) for name in status_keys.ACTIONS)
        words = [self.state(), t("aloud.settings.keys", letters=letters)]
        step = text.line_height(size)
        for index, paragraph in enumerate(words):
            lines = text.wrap(paragraph, size, box.width)
            text.draw_lines(surface, lines, box, size, style.GOLD if index == 0 else style.TEXT)
            box.top += len(lines) * step + sc(10)
        layout_row(self.buttons, bar, sc(260), sc(20))
        for button in self.buttons:
            button.draw(surface)


def _rate(value: int) -> str:
    if value == 0:
        return t("aloud.settings.rate_normal")
    return t("aloud.settings.rate_value", percent=f"{value:+d}")
