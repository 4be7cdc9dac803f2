"""Canfield solitaire, played against the casino's stake."""

from drawpoker.games import Game

GAME = Game(
    key="canfield",
    order=20,
    title_buttons="drawpoker.ui.canfield.title_entry:title_buttons",
    scenes={
        "canfield": "drawpoker.ui.canfield.scene:CanfieldScene",
        "canfield_help": "drawpoker.ui.canfield.help:CanfieldHelpScene",
    },
    rules_scene="canfield_help",
    name_key="canfield.title_button",
    history_game="canfield",
    replayer="drawpoker.storage.canfield.history:CanfieldReplayer",
    history_render="drawpoker.storage.canfield.history:render",
)
