"""The keyboard focus every scene shares: Tab, Shift+Tab (and arrows) move a ring, Enter acts.

A player who cannot use a mouse must reach every control: the app gives each key event to this
module before the scene (``App.dispatch``) and draws the ring over the top scene
(``App.draw``). A scene lists its controls as :class:`Target` (see
:mod:`drawpoker.ui.focus_targets`); the focus never traps: Tab after the last control goes
back to the first, and a scene without controls lets Tab through.

The ring shows once the player moves the focus by key (Tab or an arrow) and hides on a mouse
click, so a mouse player sees the game as before. Until it shows, Enter and Space keep the
meaning each scene gives them (the primary button, skipping an animation); once it shows, they
press the control under the ring, exactly as a click would. The focus starts on the scene's
primary control.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

from drawpoker.ui import style
from drawpoker.ui.focus_target import Target as Target
from drawpoker.ui.scene import Scene

#: The ring: bright yellow on a black edge, seen on the felt, on a gold button and on a card.
RING: style.Color = (255, 230, 0)
RING_EDGE: style.Color = (0, 0, 0)

NEXT_KEYS = (pygame.K_RIGHT, pygame.K_DOWN)
PREV_KEYS = (pygame.K_LEFT, pygame.K_UP)
ARROWS: tuple[int, ...] = (*NEXT_KEYS, *PREV_KEYS)
ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)




@dataclass
class _State:
    key: Hashable | None = None
    visible: bool = False
    #: The scene's own focus as last seen (the settings' ↑ and ↓ move it without us).
    followed: Hashable | None = None


def _arrow_keys(scene: Scene) -> Sequence[int]:
    """The arrows that move the ring on ``scene``: its ``focus_arrows`` when it says, else
    those no button takes on a scene of buttons only, none where the scene reads keys of its
    own (a table's arrows choose an amount, a help page's scroll)."""
    own = getattr(scene, "focus_arrows", None)
    if own is not None:
        return tuple(own)
    from drawpoker.ui.button_scene import ButtonScene
    from drawpoker.ui.page_words import words_for

    if not isinstance(scene, ButtonScene) or type(scene).handle_event \
            is not ButtonScene.handle_event:
        return ()
    taken = {key for button in scene.buttons for key in button.keys}  # the tour's ← and →
    words = words_for(scene)
    if words is not None and words.sections is not None:  # ↓ ↑ read its parts aloud
        taken |= {pygame.K_UP, pygame.K_DOWN}
    return tuple(key for key in ARROWS if key not in taken)


class Focus:
    """Where the focus is on each scene of the stack (a scene keeps its own when covered)."""

    def __init__(self, targets: Callable[[Scene], list[Target]] | None = None,
                 own: Callable[[Scene], Hashable | None] | None = None) -> None:
        """``targets`` lists a scene's controls; ``own`` says which one the scene itself
        has chosen, if it keeps a focus of its own (by default: ui/focus_targets.py)."""
        from drawpoker.ui import focus_targets

        self._targets = targets or focus_targets.targets_of
        self._own = own or focus_targets.own_key
        self._states: weakref.WeakKeyDictionary[Scene, _State] = weakref.WeakKeyDictionary()

    def _state(self, scene: Scene) -> _State:
        state = self._states.get(scene)
        if state is None:
            state = self._states[scene] = _State()
        return state

    def targets(self, scene: Scene) -> list[Target]:
        """The controls of ``scene`` that can take the focus now, in Tab order."""
        return [target for target in self._targets(scene)
                if target.rect.width > 0 and target.rect.height > 0]

    def current(self, scene: Scene) -> Target | None:
        """The control with the focus: the one last chosen while it is there, else the
        primary one, else the first."""
        return self._current(scene, self.targets(scene))

    def _current(self, scene: Scene, found: list[Target]) -> Target | None:
        if not found:
            return None
        state = self._state(scene)
        own = self._own(scene)
        if own is not None and own != state.followed:  # the scene moved its own focus
            state.key = state.followed = own
        key = state.key
        for target in found:
            if target.key == key:
                return target
        return next((target for target in found if target.primary), found[0])

    def shown(self, scene: Scene) -> bool:
        """Whether the ring is drawn on ``scene`` (the player moved it by key)."""
        return self._state(scene).visible

    def move(self, scene: Scene, step: int) -> Target | None:
        """Move the focus ``step`` controls on (wrapping round) and show the ring."""
        found = self.targets(scene)
        state = self._state(scene)
        here = self._current(scene, found)
        if here is None:
            return None
        if state.visible:  # the first key only shows where the focus is
            index = found.index(here)
            here = found[(index + step) % len(found)]
        state.key, state.visible = here.key, True
        if here.on_focus is not None:
            here.on_focus()
        return here

    def route(self, scene: Scene, event: pygame.event.Event) -> bool:
        """Take ``event`` when it is the focus's; False leaves it to the scene."""
        state = self._state(scene)
        if event.type == pygame.MOUSEBUTTONDOWN:
            state.visible = False
            return False
        if event.type != pygame.KEYDOWN:
            return False
        mods = getattr(event, "mod", 0)
        if mods & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        if event.key == pygame.K_TAB:
            return self.move(scene, -1 if mods & pygame.KMOD_SHIFT else 1) is not None
        if event.key in _arrow_keys(scene):
            return self.move(scene, 1 if event.key in NEXT_KEYS else -1) is not None
        if event.key in ACTIVATE_KEYS and state.visible:
            target = self.current(scene)
            if target is None:
                return False
            target.activate()
            return True
        return False

    def draw(self, scene: Scene, surface: pygame.Surface) -> None:
        """The ring round the focused control, when shown."""
        if not self.shown(scene):
            return
        target = self.current(scene)
        if target is not None:
            draw_ring(surface, target.rect)


def draw_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A thick yellow ring on a black edge just outside ``rect`` (scaled with the window)."""
    s = style.scale_for(surface.get_size())
    width = max(3, round(4 * s))
    edge = max(1, round(2 * s))
    ring = rect.inflate(2 * (width + edge), 2 * (width + edge))
    radius = max(6, rect.height // 5 + width)
    pygame.draw.rect(surface, RING_EDGE, ring.inflate(2 * edge, 2 * edge), width=edge,
                     border_radius=radius + edge)
    pygame.draw.rect(surface, RING, ring, width=width, border_radius=radius)
    pygame.draw.rect(surface, RING_EDGE, ring.inflate(-2 * width, -2 * width), width=edge,
                     border_radius=max(2, radius - width))

