"""The draw table as a table (issue 24): the deal log and the coach are overlays the player
opens and closes with a key or a button, drawn clear of the cards and the buttons; the shelf
holds the items; nothing on the table is written under 14 px at 1024x600.

Driven through the real loop with posted events; the screenshot states build the scenes.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest
import scene_matrix
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker import i18n
from drawpoker.engine.draw import ForfeitState
from drawpoker.i18n import Translator, t
from drawpoker.ui import shortcuts
from drawpoker.ui.app import App
from drawpoker.ui.draw.help_scene import KEY_ROWS
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import PassiveOpponent
from drawpoker.ui.shots import build_table

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

TABLE_STATES = [name for name in scene_matrix.SCENES if name.startswith("table-")]


def _table(state: str = "deal", size: tuple[int, int] = (1280, 720)) -> Driver:
    app = make_app(size=size, speed="instant")
    table = build_table(app, state, seed=3)
    assert isinstance(table, TableScene)
    d = Driver(app)
    d.settle()
    return d


def _pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect.clip(surface.get_rect())), "RGB")


def test_the_log_opens_and_closes_with_its_key_and_its_button() -> None:
    d = _table()
    table, lay = d.table, d.table.layout
    screen = d.app.screen
    assert not table.overlays.log_open  # closed by default
    closed = _pixels(screen, lay.history_panel)
    d.key(pygame.K_h)
    assert table.overlays.log_open
    assert _pixels(screen, lay.history_panel) != closed  # drawn over the shelf
    d.key(pygame.K_h)
    assert not table.overlays.log_open
    assert _pixels(screen, lay.history_panel) == closed
    d.click(table.overlays.log_button.rect.center)
    assert table.overlays.log_open
    d.click(table.overlays.log_button.rect.center)
    assert not table.overlays.log_open


def test_the_log_shows_this_deals_lines() -> None:
    d = _table()
    d.key(pygame.K_h)
    with recording(pytest.MonkeyPatch()) as recorder:
        d.table.draw(d.app.screen)
    shown = [drawn.text for drawn in recorder.drawn
             if d.table.layout.history_panel.contains(drawn.rect)]
    assert t("draw.table.history") in shown
    assert any(t("draw.table.deal_number", number=d.table.board.deal_number) in line
               for line in shown), shown


def test_the_coach_opens_and_closes_with_its_key_and_its_button() -> None:
    """With nothing to say (betting), opened on demand it says when it speaks."""
    d = _table()
    coach = d.table.coach
    assert not coach.open and coach.mode() is None
    d.key(pygame.K_k)
    assert coach.open
    with recording(pytest.MonkeyPatch()) as recorder:
        d.table.draw(d.app.screen)
    assert t("draw.coach.quiet") in " ".join(drawn.text for drawn in recorder.drawn)
    d.click(d.table.overlays.coach_button.rect.center)
    assert not coach.open
    d.click(d.table.overlays.coach_button.rect.center)
    assert coach.open


def test_the_overlay_keys_work_while_the_cards_move() -> None:
    """H and K are heard at once, and do not hurry the table on as the action keys do."""
    app = make_app(speed="normal")
    table = TableScene(app, opponent=PassiveOpponent(), seed=1)  # type: ignore[arg-type]
    table.live_clock = False
    app.push(table)
    d = Driver(app)
    d.step()
    assert table.timeline.busy  # the first deal is being dealt
    d.key(pygame.K_h)
    assert table.overlays.log_open and table.timeline.busy and table._queued is None
    d.key(pygame.K_k)
    assert table.coach.open and table.timeline.busy and table._queued is None


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_open_overlays_cover_no_card_button_or_money(size: tuple[int, int]) -> None:
    """Both open at the player's draw with the coach on: every card, button, the amount
    selector and both name plates stay uncovered."""
    app = make_app(size=size, speed="instant")
    app.settings = app.settings.replace(draw_coach=True)
    table = build_table(app, "draw", seed=3)
    assert isinstance(table, TableScene)
    d = Driver(app)
    d.settle()
    d.key(pygame.K_h)
    lay = table.layout
    assert table.coach.open and table.overlays.log_open and table.coach.mode() == "draw"
    covered = [lay.history_panel, lay.coach_area]
    kept = [table.painter.my_card_rect(i) for i in range(5)] + list(lay.her_cards)
    kept += [b.rect for b in table.buttons] + [b.rect for b in table.overlays.buttons]
    kept += [lay.me_panel, lay.name_plate, lay.deal_panel, lay.message]
    if table.selector.active:
        kept.append(table.selector.rect)
    for overlay in covered:
        for rect in kept:
            assert not overlay.colliderect(rect), f"{overlay} covers {rect} at {size}"
    assert table.coach.text_px >= 14


@pytest.mark.parametrize("language", ["en", "de", "fr", "es", "pt"])
def test_no_text_on_the_draw_table_under_14_px_at_1024x600(
        language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every state the screenshots show, with both overlays open as well. The amount
    selector's arrow keycaps are the shared widget's (the text-size work sizes them)."""
    monkeypatch.setattr(i18n, "_current", Translator(language))
    small: list[str] = []
    for name in TABLE_STATES:
        for opened in (False, True):
            with recording(monkeypatch) as recorder:
                app = scene_matrix.build(name, (1024, 600), language)
                scene = app.scene
                assert isinstance(scene, TableScene)
                if opened:
                    scene.overlays.log_open = True
                    scene.coach.open = True
                recorder.clear()
                recorder.draw_app(app)
            selector = scene.selector.rect if scene.selector.active else pygame.Rect(0, 0, 0, 0)
            small += [f"{name} {'open' if opened else 'closed'}: {d.text!r} at {d.size}px"
                      for d in recorder.drawn
                      if d.text.strip() and d.size < 14 and not selector.contains(d.rect)]
            problems = recorder.problems()
            assert not problems, f"{name} ({language}): {problems}"
    assert not small, "\n".join(small)


def test_the_keys_page_lists_the_overlay_keys() -> None:
    rows = dict((keys, what) for keys, what in KEY_ROWS)
    assert rows[(shortcuts.PREFIX + "log",)] == "log"
    assert rows[(shortcuts.PREFIX + "coach",)] == "coach_open"
    for code in ("en", "fr", "pt", "es", "de"):
        translator = Translator(code)
        assert translator.has("help.keys.log") and translator.has("help.keys.coach_open")
        assert translator.has("draw.table.button.log") and translator.has("draw.table.button.coach")


def test_the_keys_page_lists_the_coach_scroll_keys() -> None:
    """The coach scrolls its words with the arrows, Page Up/Down and the wheel (issue 40): the
    keys page says so, in every language."""
    rows = dict((keys, what) for keys, what in KEY_ROWS)
    assert rows[("arrows", "wheel")] == "amount" and rows[("pages",)] == "coach_scroll"
    for code in ("en", "fr", "pt", "es", "de"):
        translator = Translator(code)
        assert translator.has("help.keys.coach_scroll") and translator.has("keys.pages")
        coach = translator.get("draw.table.button.coach").lower()
        assert coach in translator.get("help.keys.amount").lower(), code  # arrows, wheel
        assert coach in translator.get("help.keys.coach_scroll").lower(), code


@pytest.mark.parametrize("state", ["pawned", "lost"])
def test_items_stand_on_the_shelf(state: str) -> None:
    """The pawned item and the trophies are drawn on the shelf's planks, in the room beside
    the table, not in boxes on it."""
    d = _table(state)
    table, lay = d.table, d.table.layout
    board = table.board
    if state == "pawned":
        assert ForfeitState.PAWNED in board.forfeits
        icon = table.painter.pawn_icon_rect()
        plank = lay.planks(table.item_count)[0]
        assert lay.pawn_panel.contains(icon) and icon.bottom <= plank.bottom
    else:
        assert board.trophies
        planks = lay.planks(table.item_count)[1:]
        for index in range(len(board.trophies)):
            slot = lay.trophy_slot(index, table.item_count)
            assert lay.shelf.contains(slot)
            assert any(abs(slot.bottom - plank.top) <= lay.sc(8) for plank in planks)
    assert not lay.table.colliderect(lay.shelf)


def _texts_on_cards(app: App, table: TableScene) -> list[str]:
    """Every text drawn over one of the player's cards (lifted or not) or hers, every text
    that runs into another, and every text above the buttons that leaves its box."""
    with recording(pytest.MonkeyPatch()) as recorder:
        app.draw()
    lay = table.layout
    cards = [table.painter.my_card_rect(i) for i in range(5)] + list(lay.her_cards)
    found = [f"{d.text!r} at {tuple(d.rect)} on the card at {tuple(card)}"
             for d in recorder.drawn if d.text.strip() for card in cards
             if d.rect.colliderect(card)]
    found += [problem for d in recorder.drawn if not d.rect.colliderect(lay.actions)
              and (problem := d.problem()) is not None]
    return found + recorder.overlaps()


@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "fr", "pt", "es"])
def test_the_note_about_the_marked_cards_stays_off_the_cards(
        language: str, size: tuple[int, int], text_size: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Facing her bet with cards marked, the prompt has a note under it ("DRAW also changes
    the marked card...") that takes two lines in a long language at the large text size: it
    never reaches a lifted card (it once touched one in German at 1024x600), one card marked
    or all five, with a carried pot's line to share the room with as well."""
    monkeypatch.setattr(i18n, "_current", Translator(language))
    app = make_app(size=size, speed="instant", language=language)
    app.settings = app.settings.replace(text_size=text_size)
    table = build_table(app, "facing-bet", seed=3)
    assert isinstance(table, TableScene)
    problems: list[str] = []
    for marked in ({2}, {0, 1, 2, 3, 4}):
        for carried in (0, 30):
            table.control.marked, table.board.carried = set(marked), carried
            assert table.marked_note(), "no note: the state no longer shows the case"
            problems += [f"{len(marked)} marked, carried {carried}: {problem}"
                         for problem in _texts_on_cards(app, table)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("language", "size", "text_size"),
                         [("en", (1280, 720), "normal"), ("de", (1024, 600), "large"),
                          ("pt", (1920, 1080), "large")])
def test_a_refused_save_is_told_whole_over_the_shelf(
        language: str, size: tuple[int, int], text_size: str, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The disk refuses the save: the notice is drawn whole, in the player's language, in a
    panel over the shelf (it was the banner, one line running off both sides of the window),
    and the deal's result stays in the message under the pot."""
    from drawpoker.engine.draw import Match, Rules
    from drawpoker.storage.draw import MatchRecords
    from drawpoker.storage.shelf import Shelf

    def full_disk(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setenv("DRAWPOKER_HOME", str(tmp_path / "home"))
    monkeypatch.setattr("drawpoker.storage.slot.write_text_atomic", full_disk)
    monkeypatch.setattr(i18n, "_current", Translator(language))
    app = App(size, make_app(speed="instant", language=language).settings.replace(
        text_size=text_size), records=Shelf.of(MatchRecords(tmp_path)))
    table = TableScene(app, Match(Rules(), seed=3), opponent=PassiveOpponent())
    app.push(table)
    d = Driver(app)
    d.settle()
    table.start_deal()
    d.settle()
    notice = table.board.notice
    assert notice is not None and notice.key == "records.disk_full.save"
    with recording(monkeypatch) as recorder:
        app.draw()
    lay = table.layout
    panel = table.painter.notice_rect
    assert panel.height and lay.shelf.contains(panel)
    told = [drawn for drawn in recorder.drawn if panel.contains(drawn.rect)]
    words = " ".join(drawn.text for drawn in told)
    whole = notice.text().replace(str(tmp_path), tmp_path.name)  # the folder by its name
    assert notice.text() != notice.key and words.replace(" ", "") == whole.replace(" ", "")
    assert not recorder.problems()
    cards = [table.painter.my_card_rect(i) for i in range(5)] + list(lay.her_cards)
    for rect in [*cards, lay.message, *(b.rect for b in table.buttons)]:
        assert not panel.colliderect(rect), f"the notice {panel} covers {rect}"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "fr", "pt", "es"])
def test_the_empty_shelf_hint_stays_between_its_planks(
        language: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """"Items you win appear here." at the large text size: on the first row of the shelf,
    clear of both planks (in Portuguese it once took three lines, the last on the plank)."""
    monkeypatch.setattr(i18n, "_current", Translator(language))
    app = make_app(size=size, speed="instant", language=language)
    app.settings = app.settings.replace(text_size="large")
    table = build_table(app, "deal", seed=3)
    assert isinstance(table, TableScene)
    with recording(monkeypatch) as recorder:
        app.draw()
    lay = table.layout
    first = lay.planks(table.item_count)[1]
    hint = [d for d in recorder.drawn if lay.trophy_panel.colliderect(d.rect)]
    assert " ".join(d.text for d in hint) == t("draw.table.trophies_empty")
    for d in hint:
        assert lay.trophy_panel.top <= d.rect.top and d.rect.bottom <= first.top, (
            f"{d.text!r} at {tuple(d.rect)} leaves the row {lay.trophy_panel.top}-{first.top}")
