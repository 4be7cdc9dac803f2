"""Hold'em's button on the title (its entry in :mod:`drawpoker.games`). Building it also
settles a hold'em buy-in whose save file is gone: the money comes back to the bank."""

from __future__ import annotations

from typing import TYPE_CHECKING

from drawpoker.ui import bank_ui
from drawpoker.ui.scene import SceneName
from drawpoker.ui.widgets import Button

if TYPE_CHECKING:
    from drawpoker.ui.scene import Scene


def title_buttons(scene: Scene) -> list[Button]:
    app = scene.app
    bank_ui.settle_lost_holdem(app)
    return [Button("holdem.title_button", lambda: app.go(SceneName.HOLDEM_SETUP),
                   shortcut="holdem", name="holdem")]
