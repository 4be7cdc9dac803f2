"""The career through the real loop with posted events (issue 41): beating the ladder's next
opponent wins her trophy, on the shelf and her card, and the one above her is next; a
practice match won never counts; the statistics page's R opens the record book with the
match's figures, read aloud one opponent at a time; every language fits."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

import pygame
import pytest
from ui_driver import Driver

from drawpoker import career
from drawpoker.engine.draw import Phase, Rules
from drawpoker.i18n import set_language, t
from drawpoker.settings import Settings
from drawpoker.speech import NullSpeaker, RecordingSpeaker
from drawpoker.storage.bank import BankBook
from drawpoker.storage.draw.stats import StatsBook
from drawpoker.storage.shelf import Shelf
from drawpoker.ui import bank_ui, characters, shortcuts, speech_hub, style
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.draw import career_marks, staging
from drawpoker.ui.draw.choose_opponent import ChooseOpponentScene
from drawpoker.ui.draw.gameover import GameOverScene
from drawpoker.ui.draw.next_rules import next_rules
from drawpoker.ui.draw.record_book import COLUMNS, RecordBookScene
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import STRONG, WEAK, PassiveOpponent, stacked_order
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.scene import Scene, SceneName
from drawpoker.ui.scenes import SceneRegistry, standard_registry
from drawpoker.ui.stats import StatsScene

RULES = Rules(starting_money=20, pawn_loan=20, buyback_at=1000, forfeit_items=2)


def title(tmp_path: Path) -> tuple[Driver, Shelf]:
    """The title of an app whose tables deal the player the stronger hand against a passive
    opponent (every match is his to win), with a bank and records in ``tmp_path``."""
    standard = standard_registry()
    registry = SceneRegistry()

    def table(app: App, **kwargs: Any) -> Scene:
        kwargs.setdefault("opponent", PassiveOpponent())
        kwargs.setdefault("seed", 1)
        kwargs.setdefault("deal_orders", lambda n: stacked_order(RULES, STRONG, WEAK, n))
        scene = TableScene(app, **kwargs)
        scene.live_clock = False
        return scene

    for name in standard.names():
        if name == SceneName.TABLE:
            registry.register(name, table)
        else:
            registry.register(name, lambda app, _name=name, **kw: standard.build(app, _name, **kw))
    shelf = Shelf(tmp_path, staged_ok=True)
    app = App((1280, 720), Settings(animation_speed="instant"), clock=FixedClock(16),
              registry=registry, pinned={"draw": RULES}, records=shelf)
    book = BankBook(tmp_path / "bank.json")
    book.bank.money = 500
    bank_ui.use_bank(app, book)
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.settle()
    return driver, shelf


def aggressive(d: Driver) -> None:
    if d.has_button("next_deal"):
        d.key(pygame.K_RETURN)
    elif d.has_button("bet"):
        for _ in range(12):
            d.key(pygame.K_UP)
        d.click_button("bet")
    elif d.has_button("call"):
        d.key(pygame.K_c)
    elif d.has_button("draw"):
        d.key(pygame.K_d)


def _letter(d: Driver, action: str) -> None:
    letter = shortcuts.letter(action).lower()
    d.post(pygame.KEYDOWN, key=ord(letter), mod=0, unicode=letter, scancode=0)
    d.post(pygame.KEYUP, key=ord(letter), mod=0, unicode=letter, scancode=0)
    d.step()


def _win(d: Driver) -> tuple[int, str]:
    """Play the table on top to the end (won), then its last page and NEW MATCH: the
    opponents page again. The match's deals, and what its last page said of a trophy (on
    screen under the headline, and aloud as it opened: the spoken-line log's line)."""
    m = d.table.control.match
    d.play_until(lambda: m.phase is Phase.MATCH_OVER, aggressive)
    assert m.winner == 0
    speech_hub.install(d.app, RecordingSpeaker())  # speech on for the last page
    d.click_button("match_result")
    end = d.scene
    assert isinstance(end, GameOverScene)
    d.step()
    said = career_marks.fresh_trophy_line(d.app, end.character)
    line, trophy = end.how_it_ended()
    assert trophy == bool(said) and line == (said or t(
        "draw.gameover.how_forfeits_claimed" if end.match.end_reason == "forfeits_claimed"
        else "draw.gameover.how_broke"))
    opened = next(spoken for spoken in reversed(speech_hub.log_of(d.app).lines)
                  if spoken.startswith(end.headline()))
    assert line in opened  # the trophy (or how it ended) said as the page opens
    speech_hub.install(d.app, NullSpeaker())
    d.key(pygame.K_n)
    assert isinstance(d.scene, ChooseOpponentScene)
    return m.deal_number, said


def _gold_on_shelf(page: ChooseOpponentScene) -> int:
    """Pixels of the trophies' gold on the shelf as last drawn."""
    canvas = pygame.Surface((1280, 720))
    page.draw(canvas)
    area = canvas.subsurface(page.shelf)
    return pygame.mask.from_threshold(area, style.GOLD, (14, 14, 14, 255)).count()


def test_beating_the_next_one_wins_her_trophy_and_unlocks_the_one_above(
        tmp_path: Path) -> None:
    d, shelf = title(tmp_path)
    d.click_button("new_match")
    page = d.scene
    assert isinstance(page, ChooseOpponentScene)
    order = [c.id for c in page.roster]
    assert order == list(career.career_order())  # the cards in the ladder's order
    first, second = page.roster[0], page.roster[1]
    places = career_marks.standing(page.roster, page.statistics())
    assert places[first.id] == career.NEXT and places[second.id] == career.LOCKED
    assert career_marks.status(second, page.roster, page.statistics())[0] == \
        t("career.locked", name=first.name)
    assert _gold_on_shelf(page) == 0  # an empty shelf
    d.pick_opponent(pygame.K_1)
    deals, said = _win(d)
    assert said == t("career.trophy_now", name=first.name, next=second.name)
    page = d.scene
    assert isinstance(page, ChooseOpponentScene)
    today = career_marks.when(date.today().isoformat())
    stats = page.statistics()
    assert stats is not None and list(stats.trophies) == [first.id]
    places = career_marks.standing(page.roster, stats)
    assert places[first.id] == career.BEATEN and places[second.id] == career.NEXT
    assert career_marks.status(first, page.roster, stats)[0] == t("career.beaten", date=today)
    assert _gold_on_shelf(page) > 50  # her trophy on the shelf
    # Practice against the next one, won: table chips only, no trophy, her record untouched.
    d.key(pygame.K_2)
    _letter(d, "practice")
    assert isinstance(d.scene, TableScene) and shelf.draw.free == "practice"
    assert _win(d)[1] == ""  # no trophy at the end of a practice match
    stats = d.scene.statistics()  # type: ignore[attr-defined]
    assert list(stats.trophies) == [first.id] and stats.against(second.id).played == 0
    assert shelf.draw.free_stats.stats.against(second.id).won == 1
    # On disk: the trophy and the day, read again by a new book.
    again = StatsBook(tmp_path / "stats.json").stats
    assert again.trophies == {first.id: date.today().isoformat()}
    # The statistics page's R: the record book with the match's figures.
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.scene, TitleScene)
    d.click_button("stats")
    assert isinstance(d.scene, StatsScene)
    _letter(d, "stats_career")
    book = d.scene
    assert isinstance(book, RecordBookScene)
    d.step()
    row = dict(zip(COLUMNS, _figures(book, first), strict=True))
    assert (row["played"], row["won"], row["lost"]) == ("1", "1", "0")
    assert row["fastest"] == t("career.deals.other", count=deals)
    assert row["first"] == today and row["streak"] == "1"
    assert row["best"].startswith("$")
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.scene, StatsScene)


def _figures(book: RecordBookScene, character: characters.Character) -> list[str]:
    from drawpoker.ui.draw.record_book import figures

    shown = figures(book.record(character))
    return [shown[column] for column in COLUMNS]


def test_the_record_book_is_reached_by_a_click_and_read_aloud(tmp_path: Path) -> None:
    d, _ = title(tmp_path)
    sink = RecordingSpeaker()
    speech_hub.install(d.app, sink)
    d.click_button("stats")
    d.click_button("career")
    book = d.scene
    assert isinstance(book, RecordBookScene)
    d.step()
    first = book.roster[0]
    opened = sink.texts[-1]
    assert t("career.title") in opened
    assert t("career.aloud_shelf", won=0, total=len(book.roster), name=first.name) in opened
    d.key(pygame.K_DOWN)
    assert sink.texts[-1].startswith(f"{first.name}, {t('career.place.next')}.")
    d.click_button("back")
    assert isinstance(d.scene, StatsScene)


@pytest.mark.parametrize("language", ["en", "fr", "pt", "es", "de"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_record_book_fits_in_every_language(language: str,
                                                size: tuple[int, int]) -> None:
    """Every heading, name and figure inside its cell, no text under 14 px."""
    set_language(language)
    try:
        app = App(size, Settings(language=language, animation_speed="instant"),
                  clock=FixedClock(16))
        stats = staging.sample_statistics(next_rules(app), 3)
        career_marks.sample_career(stats, characters.characters())
        scene = app.go(SceneName.RECORD_BOOK, statistics=stats)
        canvas = pygame.Surface(size)
        scene.draw(canvas)
        assert isinstance(scene, RecordBookScene)
        assert len(scene.rows) == len(scene.roster) == 6
        assert all(row.bottom <= size[1] for row in scene.rows)
        assert scene.buttons[0].rect.bottom <= size[1]
        assert len(scene.shelf) == 6
    finally:
        set_language("en")


def test_the_opponents_page_says_the_career_aloud(tmp_path: Path) -> None:
    """As it opens: the shelf (how many trophies, who is next); each choice: her place."""
    d, _ = title(tmp_path)
    sink = RecordingSpeaker()
    speech_hub.install(d.app, sink)
    d.click_button("new_match")
    page = d.scene
    assert isinstance(page, ChooseOpponentScene)
    d.step()
    first, second = page.roster[0], page.roster[1]
    opened = " ".join(sink.texts[-2:])
    assert t("draw.opponents.title") in opened
    assert t("career.aloud_shelf", won=0, total=len(page.roster), name=first.name) in opened
    d.key(pygame.K_2)
    assert t("career.locked", name=first.name) in sink.texts[-1]
    assert second.name in sink.texts[-1]


def test_a_damaged_statistics_file_is_said_on_the_record_book_and_kept(tmp_path: Path) -> None:
    """A trophy without a win: the file is refused, kept aside as it was, and the record
    book says so in the player's words (and aloud as it opens)."""
    path = tmp_path / "stats.json"
    path.write_text('{"game": "drawpoker-stats", "version": 1, "career": {"trophies": '
                    '[{"opponent": "rosa", "won": "2026-11-02"}]}}', encoding="utf-8")
    damaged = path.read_bytes()
    d, shelf = title(tmp_path)
    sink = RecordingSpeaker()
    speech_hub.install(d.app, sink)
    d.click_button("stats")
    _letter(d, "stats_career")
    book = d.scene
    assert isinstance(book, RecordBookScene)
    d.step()
    kept = shelf.draw.stats.bad.kept_as if shelf.draw.stats.bad is not None else None
    assert kept is not None and kept.read_bytes() == damaged
    assert kept.name in book.notice() and book.notice() in sink.texts[-1]
    assert career_marks.trophies(book.statistics()) == {}
