"""Render one scene in a reproducible state to a PNG (``python -m drawpoker --screenshot``).

Every scene is built by name through the app's registry, as the game builds them.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, cast

from drawpoker.settings import Settings
from drawpoker.storage.bank import BankBook
from drawpoker.storage.draw.stats import StatsBook
from drawpoker.ui import bank_ui
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.draw import staging
from drawpoker.ui.draw.next_rules import next_rules
from drawpoker.ui.scene import Scene, SceneName

if TYPE_CHECKING:
    from drawpoker.ui.draw.scene import TableScene
    from drawpoker.ui.stats import StatsScene


#: Animation seconds into the title a screenshot shows.
TITLE_MOMENT = 3.0


def build_table(app: App, state: str, seed: int) -> TableScene:
    """A table scene played forward to ``state`` with a predictable opponent (looking like the
    roster character the settings name, if any: ``--opponent``)."""
    rules = next_rules(app)
    scene = cast("TableScene", app.build(SceneName.TABLE, opponent=staging.opponent_for(state),
                                         seed=seed,
                                         deal_orders=staging.deal_orders_for(state, rules, seed),
                                         character=app.settings.draw_opponent or None))
    scene.live_clock = False
    app.push(scene)
    staging.stage(scene, state)
    return scene


def build_stats(app: App, seed: int, state: str = "") -> Scene:
    """The statistics scene over the title, showing figures played out from ``seed`` (never the
    player's own file: the book points into an empty temporary folder and is not saved)."""
    with tempfile.TemporaryDirectory() as folder:
        book = StatsBook(Path(folder) / "stats.json")
    book.stats = staging.sample_statistics(next_rules(app), seed)
    app.go(SceneName.TITLE)
    scene = cast("StatsScene", app.go(SceneName.STATS, book=book))
    if app.settings.draw_coach:  # --coach: the luck chart instead of the hands
        scene._toggle_luck()
    if state == "bank":  # --state bank: the bank's page, with a made-up story
        from drawpoker.ui.bank_page import sample_bank

        sample_bank(bank_ui.bank_for(app).bank)
        scene._toggle_bank()
        canfield = scene.bank_canfield
        canfield.games, canfield.won, canfield.best_net, canfield.total_net = 9, 3, 173, 17
    elif state == "duplicate":  # --state duplicate: a match and its duplicate, made up
        from drawpoker.ui.draw import duplicate_page

        scene._toggle_game_page("duplicate")
        scene.page_data["duplicate"] = (duplicate_page.sample_pairs(), book.stats, None)
    elif state == "holdem":  # --state holdem: the hold'em record, against four characters
        from drawpoker.storage.holdem.stats import HoldemStatsBook
        from drawpoker.ui.holdem.record_page import sample_record

        with tempfile.TemporaryDirectory() as folder:
            holdem = HoldemStatsBook(Path(folder))
        holdem.stats = sample_record()
        scene._toggle_game_page("holdem")
        scene.page_data["holdem"] = holdem
    elif state == "career":  # --state career: the record book over the page, made up
        from drawpoker.ui import characters
        from drawpoker.ui.draw.career_marks import sample_career

        sample_career(book.stats, characters.characters())
        return app.go(SceneName.RECORD_BOOK, statistics=book.stats)
    return scene


def _career_records(app: App, folder: Path) -> None:
    """Records in ``folder`` (never the player's) with a made-up career of two trophies."""
    from drawpoker.storage.shelf import Shelf
    from drawpoker.ui import characters
    from drawpoker.ui.draw.career_marks import sample_career

    app.records = Shelf(folder)
    sample_career(app.records.draw.stats.stats, characters.characters())


def build_opponents(app: App, seed: int) -> Scene:
    """The new-match page over the title, with a made-up record against some of them (never
    the player's own statistics)."""
    from drawpoker.ui import characters
    from drawpoker.ui.draw.career_marks import sample_career

    stats = staging.sample_statistics(next_rules(app), seed)
    sample_career(stats, characters.characters())  # two trophies won, the third one next
    app.go(SceneName.TITLE)
    return app.go(SceneName.OPPONENTS, statistics=stats)


def build_teaching(app: App, scene_name: str, state: str, seed: int, folder: Path) -> Scene:
    """The what-if or why page over the title, on a history played from ``seed`` into
    ``folder`` (a draw match of 12 deals by the game's records; ``--state holdem``: three
    hands of six-seat hold'em); ``--state result``: the what-if's answer to the first decision
    played the other way."""
    from drawpoker.ai.draw import make_player
    from drawpoker.engine.draw import Match, Phase, Rules
    from drawpoker.storage.draw.records import MatchRecords

    app.go(SceneName.TITLE)
    if state == "holdem":
        path = _holdem_history(folder, seed)
        deal = 3
    else:
        match = Match(Rules.preset("classic-52"), seed=seed)
        records = MatchRecords(folder)
        players = (make_player("random", seed=seed), make_player("normal", seed=seed + 1))
        for _ in range(12):
            if match.phase is Phase.MATCH_OVER:
                break
            records.record(match.start_deal(), match)
            while match.to_act is not None and match.phase is not Phase.BETWEEN_DEALS:
                seat = match.to_act
                records.record(match.act(players[seat].choose(match.view(seat))), match)
        assert records.history is not None
        path, deal = records.history.path, max(1, len(match.history) // 2)
    name = SceneName.WHY if scene_name == "why" else SceneName.WHAT_IF
    scene = app.go(name, path=path, deal=deal, level="normal", wait=True)
    if name == SceneName.WHAT_IF and state == "result":
        choices = [b for b in scene.buttons if b.name.startswith("choice:") or b.name == "play"]  # type: ignore[attr-defined]
        if choices:
            choices[-1].on_click()
    return scene


def _holdem_history(folder: Path, seed: int) -> Path:
    """Three hands of six-seat hold'em as the table's history writes them."""
    from drawpoker.ai.holdem.players import make_player
    from drawpoker.engine.holdem import HoldemGame, HoldemRules
    from drawpoker.engine.holdem.stakes import dealt_rules
    from drawpoker.storage.holdem.history import HoldemHistory

    rules = dealt_rules(HoldemRules(players=6))
    game = HoldemGame(rules, seed=seed)
    history = HoldemHistory(folder)
    history.start(rules, ["", "Rosa", "Kiki", "Amara", "Mei", "Lucia"])
    seats = [make_player("calling-station", seed),
             *[make_player("normal", seed + n) for n in range(1, 6)]]
    for _ in range(3):
        history.record(game.start_hand())
        while game.to_act is not None:
            seat = game.to_act
            history.record(game.act(seats[seat].choose(game.view(seat)), seat=seat))
    return history.path


def build_code_entry(app: App, state: str) -> Scene:
    """The deal-code page over the title (``--state holdem`` or ``canfield``: that game's),
    a code typed; ``--state refused``: a code with a character mistyped, and why."""
    from drawpoker.engine.core.deal_code import DealCode

    game = state if state in ("holdem", "canfield") else "draw"
    app.go(SceneName.TITLE)
    page = app.go(SceneName.CODE_ENTRY, game=game, on_code=lambda code: None)
    typed = str(DealCode(game, 52, 123456789))
    page.type(typed[:-1] + ("0" if typed[-1] != "0" else "1") if state == "refused"  # type: ignore[attr-defined]
              else typed)
    if state == "refused":
        page.play()  # type: ignore[attr-defined]
    return page


def build_code_log(app: App, seed: int, folder: Path) -> Scene:
    """A match from a code (table chips only: its code shows at once), its first deal played to
    its end by keys, the deal log open with its code, WHAT IF, WHY and COPY CODE. Its records
    are written in the screenshot's temporary folder."""
    import pygame

    from drawpoker.engine.draw import Phase
    from drawpoker.storage.shelf import Shelf

    app.records = Shelf(folder)
    app.go(SceneName.TITLE)
    table = cast("TableScene", app.go(SceneName.TABLE, seed=seed, free="code"))
    table.live_clock = False
    for _ in range(40):
        if table.control.model().match.phase not in (Phase.BET1, Phase.DRAW, Phase.BET2):
            break
        for key in (pygame.K_c, pygame.K_w, pygame.K_d):
            _press(app, key)
    _press(app, pygame.K_h)
    return table


def _press(app: App, key: int) -> None:
    """One key, as the keyboard sends it, and the table's movement to its end."""
    import pygame

    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
    app.step()
    for _ in range(20000):
        if not app.is_animating():
            break
        app.step()
    app.step()


def build_practice(app: App, seed: int, folder: Path) -> Scene:
    """A draw practice match (her cards face up, table chips only) played by keys to the
    player's turn after she acted in a deal, the deal log open with WHY. Its records are
    written in the screenshot's temporary folder."""
    import pygame

    from drawpoker.engine.draw import Phase
    from drawpoker.storage.shelf import Shelf

    app.records = Shelf(folder)
    app.go(SceneName.TITLE)
    table = cast("TableScene", app.go(SceneName.TABLE, seed=seed, free="practice"))
    table.live_clock = False
    in_deal = (Phase.BET1, Phase.DRAW, Phase.BET2)
    for _ in range(60):
        m = table.control.model().match
        if m.phase in in_deal and m.to_act == 0 and m.view(0).actions \
                and any(a.seat == 1 for a in m.view(0).actions):
            break
        for key in ((pygame.K_n,) if m.phase not in in_deal else
                    (pygame.K_c, pygame.K_w, pygame.K_d)):
            _press(app, key)
            m = table.control.model().match
            if m.to_act == 0 and any(a.seat == 1 for a in m.view(0).actions):
                break
    _press(app, pygame.K_h)
    return table


def build_holdem_practice(app: App, seed: int, folder: Path, why: bool = False) -> Scene:
    """Hold'em practice (every card face up, table chips only), three opponents, played by
    keys to the player's turn after the others acted, the log open with WHY. ``why``: heads-up
    against hard instead (the solved strategy: mixed odds, found exactly), played to the
    player's turn after she acted on the turn or the river, WHY pressed: its page over the
    table with her decisions so far. Its records are written in the screenshot's temporary
    folder."""
    import pygame

    from drawpoker.engine.holdem.street import Street
    from drawpoker.storage.shelf import Shelf

    app.records = Shelf(folder)
    records = app.records.holdem
    records.free = records.practice = True
    app.go(SceneName.TITLE)
    table = app.go(SceneName.HOLDEM_TABLE, opponents=1 if why else 3,
                   level="hard" if why else "normal", seed=seed, records=records)
    late = (Street.TURN, Street.RIVER) if why else tuple(Street)
    for _ in range(120):
        game = table.control.game  # type: ignore[attr-defined]
        if game.street.is_betting and game.to_act == 0 \
                and any(a.seat != 0 and a.street in late for a in game.view(0).actions):
            break
        _press(app, pygame.K_c if game.street.is_betting else pygame.K_n)
    _press(app, pygame.K_h)
    if why:  # the page's work runs off the frame loop: pressed, it is awaited to its end
        _press(app, pygame.K_y)
        page = app.scene
        assert page is not None
        return page
    return table


def render_screenshot(out: Path, scene_name: str, state: str, seed: int,
                      size: tuple[int, int], settings: Settings) -> None:
    app = App(size, settings, clock=FixedClock())
    with tempfile.TemporaryDirectory() as folder:  # never the player's own bank
        bank_ui.use_bank(app, BankBook(Path(folder) / "bank.json"))
        _render(app, out, scene_name, state, seed, Path(folder))


def _render(app: App, out: Path, scene_name: str, state: str, seed: int, folder: Path) -> None:
    if scene_name == "title":  # the fan dealt, the cards drifting, her face calm
        if state == "career":  # two trophies on her shelf, made up in the temporary folder
            _career_records(app, folder)
        title = app.go(SceneName.TITLE)
        title.update(TITLE_MOMENT * app.settings.speed_factor)
    elif scene_name == "opponents":
        build_opponents(app, seed)
    elif scene_name in ("help", "settings", "keys"):
        app.go(SceneName.TITLE)
        app.go({"help": SceneName.HELP, "settings": SceneName.SETTINGS,
                "keys": SceneName.KEYS}[scene_name])
    elif scene_name == "table" and state == "code-log":
        build_code_log(app, seed, folder)
    elif scene_name == "table" and state == "practice":
        build_practice(app, seed, folder)
    elif scene_name == "holdem-practice":  # --state why: its Why? page mid-hand
        build_holdem_practice(app, seed, folder, why=state == "why")
    elif scene_name == "table":
        build_table(app, state, seed)
    elif scene_name == "pause":
        build_table(app, state, seed)
        app.go(SceneName.PAUSE)
    elif scene_name == "stats":  # --state bank: the bank's page; holdem: the hold'em record
        build_stats(app, seed, state)
    elif scene_name.startswith("holdem-"):  # six players at the flop, or a split showdown
        from drawpoker.ui.holdem.staging import stage

        stage(app, scene_name.removeprefix("holdem-"))
    elif scene_name == "canfield":  # --state won, pawned, code, or a game in progress
        from drawpoker.ui.canfield.staging import build_canfield

        build_canfield(app, state, folder)
    elif scene_name in ("whatif", "why"):  # --state holdem, result
        build_teaching(app, scene_name, state, seed, folder)
    elif scene_name == "code-entry":  # --state holdem, canfield, refused
        build_code_entry(app, state)
    elif scene_name == "gameover":
        table = build_table(app, state if state in ("won", "lost-match") else "won", seed)
        shown = table.control.model()
        over = app.build(SceneName.GAME_OVER, match=shown.match, stats=shown.stats,
                         character=shown.character)
        app.replace(over)
        # The trophies all on the shelf with the confetti still falling; the rain in full swing.
        over.update(3.2 if state == "won" else 1.6)
    else:
        raise ValueError(f"unknown scene {scene_name!r}")
    app.draw()
    app.screenshot(out)
