"""Texas hold'em, fixed limit, for two to six players."""

from drawpoker.games import Game, StatsPage

GAME = Game(
    key="holdem",
    order=10,
    title_buttons="drawpoker.ui.holdem.title_entry:title_buttons",
    scenes={
        "holdem_setup": "drawpoker.ui.holdem.setup:HoldemSetupScene",
        "holdem_table": "drawpoker.ui.holdem.scene:HoldemTableScene",
        "holdem_help": "drawpoker.ui.holdem.help:HoldemHelpScene",
    },
    rules_scene="holdem_help",
    name_key="holdem.title_button",
    stats_pages=(
        StatsPage("holdem", "holdem.stats.button", "stats_holdem",
                  "drawpoker.ui.holdem.record_page:book_for",
                  "drawpoker.ui.holdem.record_page:draw_page"),
    ),
    history_game="holdem",
    replayer="drawpoker.storage.holdem.history:HoldemReplayer",
    legacy_titles=("drawpoker hold'em hand history",),
)
