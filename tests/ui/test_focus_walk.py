"""Every interactive element of every scene is reachable by keys, with the focus shown.

Each scene is built through the app's registry as the screenshots build it (ui/shots.py), in a
state where its controls show; then real Tab key events go round it: every enabled control
takes the focus, the ring is drawn round it (the pixels there change), Enter presses it as a
click does, and after the last control Tab comes back to the first (no trap).
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Hashable
from pathlib import Path

import pygame
import pytest

from drawpoker.settings import Settings
from drawpoker.storage.bank import BankBook
from drawpoker.ui import bank_ui, shots
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.focus import Target
from drawpoker.ui.focus_targets import targets_of
from drawpoker.ui.scene import SceneName


def _app() -> App:
    app = App((1280, 720), Settings(animation_speed="instant"), clock=FixedClock(16))
    bank_ui.use_bank(app, BankBook(Path(tempfile.mkdtemp()) / "bank.json"))
    return app


def _over_title(name: SceneName, **kwargs: object) -> Callable[[App], None]:
    def build(app: App) -> None:
        app.go(SceneName.TITLE)
        app.go(name, **kwargs)
    return build


def _table(state: str) -> Callable[[App], None]:
    def build(app: App) -> None:
        shots.build_table(app, state, 3)
    return build


def _gameover(app: App) -> None:
    table = shots.build_table(app, "won", 3)
    app.replace(app.build(SceneName.GAME_OVER, match=table.control.match, stats=table.control.stats,
                          character=table.control.character))


def _pawnshop(app: App) -> None:
    app.go(SceneName.TITLE)
    book = BankBook(Path(tempfile.mkdtemp()) / "bank.json")
    book.bank.money = 0
    app.go(SceneName.BANK_QUESTION, book=book, cost=200, on_done=lambda: None)


def _confirm(app: App) -> None:
    app.go(SceneName.TITLE)
    app.go(SceneName.CONFIRM, question_key="confirm.quit", confirm_key="title.quit",
           on_confirm=lambda: None)


def _stats(state: str) -> Callable[[App], None]:
    def build(app: App) -> None:
        shots.build_stats(app, 3, state)
    return build


def _holdem(app: App) -> None:
    from drawpoker.ui.holdem.staging import stage

    stage(app, "flop")


def _canfield(app: App) -> None:
    from drawpoker.ui.canfield.staging import build_canfield

    build_canfield(app, "", Path(tempfile.mkdtemp()))


def _teaching(scene: str, state: str) -> Callable[[App], None]:
    def build(app: App) -> None:
        shots.build_teaching(app, scene, state, 3, Path(tempfile.mkdtemp()))
    return build


def _message(app: App) -> None:
    app.go(SceneName.TITLE)
    app.go(SceneName.MESSAGE, lines=["A file was refused.", "It is kept aside."])


def _pause(app: App) -> None:
    shots.build_table(app, "deal", 3)
    app.go(SceneName.PAUSE)


SCENES: dict[str, Callable[[App], None]] = {
    "title": lambda app: app.go(SceneName.TITLE) and None,
    "opponents": lambda app: shots.build_opponents(app, 3) and None,
    "settings": _over_title(SceneName.SETTINGS),
    "help": _over_title(SceneName.HELP),
    "holdem_setup": _over_title(SceneName.HOLDEM_SETUP),
    "holdem_help": _over_title(SceneName.HOLDEM_HELP),
    "canfield_help": _over_title(SceneName.CANFIELD_HELP),
    "confirm": _confirm,
    "pawnshop": _pawnshop,
    "stats": _stats(""),
    "stats_bank": _stats("bank"),
    "pause": _pause,
    "table_deal": _table("deal"),
    "table_facing_bet": _table("facing-bet"),
    "table_showdown": _table("showdown"),
    "gameover": _gameover,
    "holdem_table": _holdem,
    "canfield": _canfield,
    # Pages added since (issues 35, 36): each walked the same way.
    "speech_settings": _over_title(SceneName.SPEECH_SETTINGS),
    "keys": _over_title(SceneName.KEYS),
    "code_entry": lambda app: shots.build_code_entry(app, "") and None,
    "code_entry_holdem": lambda app: shots.build_code_entry(app, "holdem") and None,
    "stats_duplicate": _stats("duplicate"),
    "whatif": _teaching("whatif", ""),
    "whatif_result": _teaching("whatif", "result"),
    "why": _teaching("why", ""),
    "message": _message,
}


def _press(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="",
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="",
                                         scancode=0))
    app.step()


def _click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.step()


def _recording(app: App, pressed: list[Hashable]) -> None:
    """Every control records its press instead of acting, so the walk sees the same scene all
    the way round: the buttons' own callbacks (a click calls them too), the other targets'."""
    scene = app.scene
    assert scene is not None
    selector = getattr(scene, "selector", None)
    extra = [selector.minus, selector.plus] if selector is not None else []
    for button in [*getattr(scene, "buttons", ()), *extra]:
        button.on_click = lambda button=button: pressed.append(("click", button.name))

    def recorded(scene_: object) -> list[Target]:
        found = targets_of(scene_)  # type: ignore[arg-type]
        for target in found:
            if target.key[0] != "button":  # type: ignore[index]
                target.activate = lambda key=target.key: pressed.append(key)
        return found

    app.focus._targets = recorded


@pytest.mark.parametrize("name", sorted(SCENES))
def test_every_control_takes_the_focus_and_enter_presses_it(name: str) -> None:
    app = _app()
    SCENES[name](app)
    for _ in range(3):
        app.step()
    scene = app.scene
    assert scene is not None
    pressed: list[Hashable] = []
    _recording(app, pressed)
    targets = app.focus.targets(scene)
    assert targets, f"{name}: nothing to focus"
    keys = [target.key for target in targets]
    assert len(set(keys)) == len(keys), f"{name}: two controls share a focus key"
    seen: list[Hashable] = []
    own = app.focus._own(scene)  # a scene's own focus (the settings' row) is where it starts
    for step in range(len(targets) + 1):
        _press(app, pygame.K_TAB)
        assert app.focus.shown(scene)
        here = app.focus.current(scene)
        assert here is not None
        if step == 0:  # the first Tab shows the focus where it starts: the primary control
            primary = [target.key for target in targets if target.primary]
            assert here.key == (own or (primary[0] if primary else keys[0])), name
        seen.append(here.key)
        app.draw()
        ringed = app.screen.copy()
        app.focus._state(scene).visible = False
        app.draw()
        app.focus._state(scene).visible = True
        ring = here.rect.inflate(8, 8)
        edge = [(x, ring.top) for x in range(ring.left, ring.right, 3)] + \
               [(ring.left, y) for y in range(ring.top, ring.bottom, 3)]
        inside = [p for p in edge if app.screen.get_rect().collidepoint(p)]
        changed = sum(ringed.get_at(p) != app.screen.get_at(p) for p in inside)
        assert changed * 2 > len(inside), \
            f"{name}: no ring drawn round {here.key}"
        pressed.clear()
        _press(app, pygame.K_RETURN)
        wanted = ("click", here.key[1]) if here.key[0] == "button" else here.key  # type: ignore[index]
        assert pressed == [wanted], f"{name}: Enter on {here.key} did {pressed}"
        if here.key[0] == "button":  # type: ignore[index]
            pressed.clear()
            _click(app, here.rect.center)
            assert pressed == [wanted], f"{name}: a click on {here.key} did {pressed}"
            _press(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # the click hid the ring: show it
    assert set(seen) == set(keys), f"{name}: never focused {set(keys) - set(seen)}"
    assert seen[-1] == seen[0], f"{name}: Tab after the last control is not the first"


def test_shift_tab_goes_back() -> None:
    app = _app()
    _over_title(SceneName.HOLDEM_SETUP)(app)
    app.step()
    scene = app.scene
    assert scene is not None
    _press(app, pygame.K_TAB)
    first = app.focus.current(scene)
    _press(app, pygame.K_TAB)
    _press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert app.focus.current(scene) is not None
    assert app.focus.current(scene).key == first.key  # type: ignore[union-attr]


def test_a_card_pressed_by_enter_is_marked_as_by_a_click() -> None:
    app = _app()
    table = shots.build_table(app, "deal", 3)
    app.step()
    _press(app, pygame.K_TAB)  # the ring on the primary button
    _press(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # back round to the last card... wraps
    while app.focus.current(table).key != ("card", 0):  # type: ignore[union-attr]
        _press(app, pygame.K_TAB)
    assert table.control.marked == set()
    _press(app, pygame.K_RETURN)
    assert table.control.marked == {0}
    _click(app, table.painter.my_card_rect(0).center)
    assert table.control.marked == set()
