"""The keys page of the settings (issue 36): every action of the three games and the pages,
with its key, and the new key the player presses for it.

Reached from the settings page (its KEYS button). ↑ and ↓ (or Tab) choose an action, Enter (or
a click) waits for its new key: the next key pressed is taken, unless it keeps a meaning of its
own everywhere (Esc, Enter, Tab, the arrows, the digits, F1, F2, F11) or another action heard at
the same moment has it (``keymap.clash``), which the page says, and waits for another (Esc
leaves the key as it was). Backspace puts the chosen action's key back, RESET ALL (Delete) every
key. Each change is followed at once (the keycaps, the help pages, the spoken turns) and stored
in the settings file. Every line shown is said.
"""

from __future__ import annotations

import logging
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from drawpoker import keymap
from drawpoker import settings as stored
from drawpoker.i18n import t
from drawpoker.speech import Priority
from drawpoker.ui import keys_list, page_words, shortcuts, speech_hub
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.focus_target import Target
from drawpoker.ui.focus_targets import button_targets
from drawpoker.ui.widgets import Button

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host

log = logging.getLogger(__name__)

_MOVES = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -8, pygame.K_PAGEDOWN: 8,
          pygame.K_HOME: -10_000, pygame.K_END: 10_000}  # the first and last action (clamped)
_LISTEN = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class KeysScene(ButtonScene):
    """One row per action under its section's heading; the page scrolls to the chosen one."""

    #: The arrows are the page's own (↑ ↓ choose an action); Tab still walks the controls.
    focus_arrows: tuple[int, ...] = ()

    def __init__(self, app: Host, path: Path | None = None) -> None:
        super().__init__(app)
        self.path = path
        #: The chosen action (an index into ``keymap.names()``).
        self.focus = 0
        #: The first line of the list shown (headings count), moved to keep the choice in view.
        self.first = 0
        #: The action waiting for its new key, if one is.
        self.waiting: str | None = None
        #: The last thing the page said, and whether it was a refusal.
        self.message = ""
        self.refused = False
        #: Each action's row as last drawn (rows out of view have none), and how many lines
        #: the list showed.
        self.rects: dict[str, pygame.Rect] = {}
        self.lines_shown = 0

    @property
    def listening(self) -> bool:
        """While waiting for a new key the app gives this page every key (Tab, F11 too)."""
        return self.waiting is not None

    def enter(self) -> None:
        self.buttons = [
            Button("keymap.reset_all", self.reset_all, (pygame.K_DELETE,), "delete",
                   name="reset"),
            Button("settings.back", self.app.pop, (pygame.K_ESCAPE,), "esc", "primary",
                   name="back"),
        ]

    # ------------------------------------------------------------------ focus and words
    @property
    def action(self) -> str:
        return keymap.names()[self.focus]

    def own_focus(self) -> tuple[str, str]:
        """The chosen action, as the shared focus (and the spoken focus) follows it."""
        return ("keyrow", self.action)

    def focus_targets(self) -> list[Target]:
        rows = [Target(("keyrow", name), rect, partial(self.listen, name),
                       on_focus=partial(self.choose, name),
                       label=partial(keys_list.row_words, name))
                for name, rect in self.rects.items()]
        return rows + button_targets(self.buttons)

    def choose(self, name: str) -> None:
        self.focus = keymap.names().index(name)

    def tell(self, message: str, refused: bool = False) -> None:
        """Show ``message`` under the list and say it (a new line cuts the last one off)."""
        self.message, self.refused = message, refused
        speech_hub.speaker_for(self.app).say(message, interrupt=True, priority=Priority.HIGH)

    # ------------------------------------------------------------------ changing keys
    def listen(self, name: str | None = None) -> None:
        """Wait for the new key of ``name`` (the chosen action when None)."""
        if name is not None:
            self.choose(name)
        self.waiting = self.action
        self.tell(t("keymap.listen", action=keys_list.action_words(self.action),
                    cap=keys_list.key_words(shortcuts.key_of(self.action))))

    def heard(self, event: pygame.event.Event) -> None:
        """A key pressed while waiting: Esc leaves the key as it was, a modifier waits on."""
        if event.key in shortcuts.MODIFIERS or self.waiting is None:
            return
        name = self.waiting
        if event.key == pygame.K_ESCAPE:
            self.waiting = None
            self.tell(t("keymap.kept", action=keys_list.action_words(name),
                        cap=keys_list.key_words(shortcuts.key_of(name))))
            return
        self.give(name, shortcuts.named(event), again=True)

    def give(self, name: str, key: str, again: bool = False) -> bool:
        """Give ``name`` the key ``key`` if nothing else needs it; say what happened.
        ``again``: the page waits for another key after a refusal."""
        bound = self.app.settings.key_bindings
        action = keys_list.action_words(name)
        if bound[name] == key:
            self.waiting = None
            self.tell(t("keymap.same", action=action, cap=keys_list.key_words(key)))
            return True
        problem = keymap.clash(bound, name, key)
        if problem is not None:
            after = t("keymap.again", cap=keys_list.key_words(bound[name])) if again \
                else t("keymap.move_first")
            self.tell(f"{keys_list.refusal(problem)} {after}", refused=True)
            return False
        bound[name] = key
        self.waiting = None
        self.store(keymap.changes(bound))
        self.tell(t("keymap.done", action=action, cap=keys_list.key_words(key)))
        return True

    def restore(self) -> None:
        """Backspace: the chosen action's key as it was at first."""
        self.give(self.action, keymap.defaults()[self.action])

    def reset_all(self) -> None:
        """RESET ALL: every key as it was at first."""
        self.waiting = None
        self.store(())
        self.tell(t("keymap.reset_done"))

    def store(self, changes: tuple[tuple[str, str], ...]) -> None:
        """Follow the keys at once, then store them (a disk that refuses is said)."""
        new = self.app.settings.replace(keys=changes)
        self.app.settings = new
        try:
            stored.save(new, self.path)
        except OSError as exc:
            log.warning("cannot save the settings: %s", exc)
            self.message = t("settings.problem.not_saved", reason=exc.strerror or str(exc))

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.waiting is not None:
            if event.type == pygame.KEYDOWN:
                self.heard(event)
            elif event.type == pygame.MOUSEBUTTONDOWN:  # a click elsewhere: nothing moved
                self.waiting = None
                self.tell(t("keymap.kept", action=keys_list.action_words(self.action),
                            cap=keys_list.key_words(shortcuts.key_of(self.action))))
            return
        if self.press(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.first = max(0, self.first - event.y * 3)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for name, rect in self.rects.items():
                if rect.collidepoint(event.pos):
                    self.listen(name)
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key in _MOVES:
                self.focus = max(0, min(len(keymap.names()) - 1, self.focus + _MOVES[event.key]))
                self.first = keys_list.in_view(self.first, self.action, self.lines_shown or 12)
            elif event.key in _LISTEN:
                self.listen()
            elif event.key == pygame.K_BACKSPACE:
                self.restore()

    def draw(self, surface: pygame.Surface) -> None:
        self.first, self.lines_shown, self.rects = keys_list.draw_keys_page(surface, self)


page_words.register("KeysScene", page_words.PageWords(
    lambda scene: t("keymap.title"), body=lambda scene: t("keymap.intro")))
