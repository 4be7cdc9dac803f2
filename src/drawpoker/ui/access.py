"""The app's speech for every page (issue 36): each page's name as it opens, its dialog's
question, the control the focus comes to, a rules page read a part at a time, and the
spoken-line log over any scene.

The app calls three functions and nothing else: :func:`route` with every event before the
focus and the scene (F2 and the log's keys, a rules page's ↓ and ↑ noted), :func:`follow`
once a frame, :func:`draw` after the scene. With speech off they do no work but the log's.
A page's name is said before any line of the page itself: the hub asks :func:`announce`
before each line, so a table's first deal is said after the table's name, not cut by it.
"""

from __future__ import annotations

import weakref
from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from drawpoker.speech import Priority
from drawpoker.ui import focus_targets, page_words, pages_aloud, speech_hub, status_keys
from drawpoker.ui.scene import Scene

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host

_NEXT = (pygame.K_DOWN, pygame.K_PAGEDOWN)
_PREVIOUS = (pygame.K_UP, pygame.K_PAGEUP)


class ScreenVoice:
    """What one app's pages have said: the page on top, its focus and its choice."""

    def __init__(self) -> None:
        self.scene: weakref.ref[Scene] | None = None
        self.entered: weakref.WeakSet[Scene] = weakref.WeakSet()
        self.focus: tuple[Hashable, str, bool] | None = None
        self.choice = ""
        self.section = -1

    def announce(self, app: Host) -> None:
        """The page on top is new (or back): its name, what it asks, where the focus is."""
        scene = app.scene
        if scene is None or (self.scene is not None and self.scene() is scene):
            return
        self.scene = weakref.ref(scene)
        again = scene in self.entered
        self.entered.add(scene)
        self.section = -1
        words = page_words.words_for(scene)
        self.choice = words.choice(scene) if words is not None and words.choice else ""
        line = page_words.opening(scene, again)
        focused = self._focus_now(app, scene)
        if focused is not None and focused[1] and not (words is not None and words.table):
            line = f"{line} {focused[1]}".strip()
        self.focus = focused
        if line:
            speech_hub.speaker_for(app).say(line, interrupt=True, priority=Priority.HIGH)

    @staticmethod
    def _focus_now(app: Host, scene: Scene) -> tuple[Hashable, str, bool] | None:
        target = app.focus.current(scene)
        if target is None:
            return None
        label = target.label() if target.label is not None else ""
        return target.key, label, app.focus.shown(scene)

    def follow(self, app: Host) -> None:
        """Once a frame: a new page, a focus moved, a choice changed."""
        scene = app.scene
        if scene is None:
            return
        self.announce(app)
        speaker = speech_hub.speaker_for(app)
        now = self._focus_now(app, scene)
        before, self.focus = self.focus, now
        if now is not None and before is not None and now != before:
            key, label, shown = now
            moved = key != before[0] or (shown and not before[2])
            changed = label != before[1] and isinstance(key, tuple) and key[:1] == ("row",)
            own = focus_targets.own_key(scene) is not None
            if label and (shown or own) and (moved or changed):
                speaker.say(label, interrupt=True, priority=Priority.HIGH)
        words = page_words.words_for(scene)
        if words is not None and words.choice is not None:
            choice = words.choice(scene)
            if choice != self.choice:
                self.choice, self.section = choice, -1  # ↓ reads the new page from its top
                if choice:
                    speaker.say(choice, interrupt=True, priority=Priority.HIGH)

    def key(self, app: Host, event: pygame.event.Event) -> None:
        """A rules page's ↓ and ↑ read its next or previous part; E says the last line again
        (the tables answer their own status keys)."""
        scene = app.scene
        words = page_words.words_for(scene)
        if scene is None or words is None or words.table:
            return
        speaker = speech_hub.speaker_for(app)
        if status_keys.asked(event) == "repeat":
            said = speech_hub.log_of(app).lines
            if said:
                speaker.say(said[-1], interrupt=True, priority=Priority.HIGH)
            return
        if words.sections is None or event.key not in (*_NEXT, *_PREVIOUS):
            return
        sections = words.sections(scene)
        step = 1 if event.key in _NEXT else -1
        self.section = max(0, min(len(sections) - 1, self.section + step))
        if sections:
            speaker.say(sections[self.section], interrupt=True, priority=Priority.HIGH)


_VOICES: weakref.WeakKeyDictionary[Host, ScreenVoice] = weakref.WeakKeyDictionary()


def voice_of(app: Host) -> ScreenVoice:
    voice = _VOICES.get(app)
    if voice is None:
        voice = _VOICES[app] = ScreenVoice()
    return voice


def announce(app: Host) -> None:
    """Say the page on top first if it has not been said (the hub calls this before a line)."""
    voice_of(app).announce(app)


speech_hub.before_line(announce)
pages_aloud.register()  # the statistics page and the end of a match (their own module)


def route(app: Host, event: pygame.event.Event) -> bool:
    """The log's events (True: taken); a page's reading keys are noted, never taken. A page
    waiting for a key (the keys page) gets every key first, Tab, F2 and Esc too."""
    scene = app.scene
    if event.type == pygame.KEYDOWN and scene is not None and getattr(scene, "listening", False):
        scene.handle_event(event)
        return True
    if speech_hub.log_of(app).route(event):
        return True
    if event.type == pygame.KEYDOWN and speech_hub.speaking(app):
        voice_of(app).key(app, event)
    return False


def follow(app: Host) -> None:
    """Once a frame (the app's step): the pages' lines, with speech on."""
    if speech_hub.speaking(app):
        voice_of(app).follow(app)


def draw(app: Host, surface: pygame.Surface) -> None:
    """The spoken-line log over everything, when open."""
    speech_hub.log_of(app).draw(surface, speech_hub.speaking(app))
