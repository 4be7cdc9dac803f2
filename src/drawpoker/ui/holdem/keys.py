"""The hold'em table's keys and clicks before its buttons hear them: Esc pauses, F1 opens the
rules, H (or its button) opens and closes this hand's log at any moment, Space (or a click while
others move) hurries the table, and an action key pressed before the player's turn is
returned to the scene, which keeps it and presses it (:func:`press`) once the table is ready.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.ui import shortcuts
from drawpoker.ui.holdem.aloud import aloud_of
from drawpoker.ui.scene import SceneName

if TYPE_CHECKING:
    from drawpoker.ui.holdem.table_view import HoldemTable
    from drawpoker.ui.widgets import Button


def handle_event(scene: HoldemTable, event: pygame.event.Event) -> pygame.event.Event | None:
    """One event, its buttons built for the moment (the scene refreshes them first); returns
    an action key pressed before the player's turn, for the scene to keep until then."""
    scene.timeline.tally.on_input(event)  # any key or click ends a counting figure
    if aloud_of(scene).handle_event(event):
        return None  # a status key: answered aloud, no move played
    if event.type == pygame.KEYDOWN:
        if event.key == pygame.K_ESCAPE:
            scene.app.go(SceneName.PAUSE, help_scene=SceneName.HOLDEM_HELP,
                         help_options=help_options(scene))
            return None
        if event.key == pygame.K_F1:
            scene.app.go(SceneName.HOLDEM_HELP, **help_options(scene))
            return None
        if event.key == pygame.K_SPACE:
            scene.hurry()
            return None
        if scene.log_button.handle_event(event) or scene.log_actions.handle_event(event):
            return None  # the log opens and closes at any moment, hurrying nothing
        if shortcuts.in_group("holdem_table", event) and scene.control.computer_to_act:
            # Not the player's turn yet: the others hurry, and the key acts on his turn.
            scene.hurry()
            return event
        if scene.busy:  # a player who knows his key need not wait for the chips to land
            scene.timeline.finish_all()
            scene.refresh_controls()
    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) and (
            scene.log_button.handle_event(event) or scene.log_actions.handle_event(event)):
        return None
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and (
            scene.control.computer_to_act or scene.busy):
        scene.hurry()
        return None
    press(scene.buttons, event)
    return None


def press(buttons: list[Button], event: pygame.event.Event) -> None:
    """The first button the event is for hears it (a key no button has now is not used)."""
    for button in buttons:
        if button.handle_event(event):
            return


def help_options(scene: HoldemTable) -> dict[str, object]:
    """What the rules page should say holds at this table."""
    return {"casino_blinds": scene.control.game.rules.casino_blinds}
