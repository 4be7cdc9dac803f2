"""Five-card draw against her: the game the program opens on."""

from drawpoker.games import Game, StatsPage

GAME = Game(
    key="draw",
    order=0,
    title_buttons="drawpoker.ui.draw.title_entry:title_buttons",
    title_decor="drawpoker.ui.draw.title_entry:title_shelf",  # the career's trophies won
    title_words="drawpoker.ui.draw.title_entry:shelf_words",  # and how many, aloud
    scenes={
        "draw_help": "drawpoker.ui.draw.help_scene:HelpScene",
        "draw_opponents": "drawpoker.ui.draw.choose_opponent:ChooseOpponentScene",
        "draw_table": "drawpoker.ui.draw.scene:TableScene",
        "draw_gameover": "drawpoker.ui.draw.gameover:GameOverScene",
        "draw_top_up": "drawpoker.ui.draw.top_up_scene:TopUpScene",
        # The record book against each opponent and the career's trophies (statistics, R).
        "draw_record_book": "drawpoker.ui.draw.record_book:RecordBookScene",
    },
    rules_scene="draw_help",
    name_key="help.title",
    stats_pages=(
        # A match and its duplicate side by side.
        StatsPage("duplicate", "dealcode.duplicate.button", "stats_duplicates",
                  "drawpoker.ui.draw.duplicate_page:read",
                  "drawpoker.ui.draw.duplicate_page:draw_page"),
    ),
    settings_rows="drawpoker.ui.draw.settings_rows:match_rows",
    settings_notes="drawpoker.ui.draw.settings_rows:notes",
    history_game="draw",
    replayer="drawpoker.storage.draw.event_log:DrawReplayer",
    history_render="drawpoker.storage.draw.event_log:render",
    text_verifier="drawpoker.storage.draw.verify:verify_text",
)
