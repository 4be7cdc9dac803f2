"""The draw new-match page: the player chooses her opponent, with keys or the mouse, and plays
that character (her name, her style); her record, the remembered choice, old saves, hold'em."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

import pygame
import pytest
from scene_matrix import build
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker import settings as stored
from drawpoker.ai.draw import make_player
from drawpoker.ai.draw.levels import ThresholdPlayer
from drawpoker.engine.draw import Match, Phase, Rules
from drawpoker.i18n import Translator, available_languages, t
from drawpoker.settings import Settings
from drawpoker.storage.draw.records import MatchRecords
from drawpoker.storage.draw.stats import Statistics
from drawpoker.storage.files import FileRefused
from drawpoker.storage.shelf import Shelf
from drawpoker.ui import characters
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.draw import career_marks
from drawpoker.ui.draw.choose_opponent import ChooseOpponentScene
from drawpoker.ui.draw.opponent import Opponent
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import PassiveOpponent
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.scene import SceneName

ROSTER = characters.characters()


class Recorder:
    """An opponent factory that builds the real AI and remembers how it was asked."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, float] | None]] = []

    def __call__(self, level: str, seed: int | None,
                 tuning: Mapping[str, float] | None = None) -> Opponent:
        self.calls.append((level, dict(tuning) if tuning is not None else None))
        return make_player(level, seed, tuning)


def title(tmp_path: Path, settings: Settings | None = None,
          factory: Recorder | None = None) -> Driver:
    app = App((1280, 720), settings or Settings(animation_speed="instant"), clock=FixedClock(16),
              opponent_factory=factory, records=Shelf(tmp_path))
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.step()
    return driver


def test_the_roster_is_there() -> None:
    assert len(ROSTER) == 6 and len({c.id for c in ROSTER}) == 6


def test_keys_choose_her_and_the_table_is_hers(tmp_path: Path) -> None:
    factory = Recorder()
    d = title(tmp_path, factory=factory)
    d.click_button("new_match")
    page = d.scene
    assert isinstance(page, ChooseOpponentScene)
    assert page.character is ROSTER[0]  # nothing chosen yet: the first
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_DOWN)  # second row, same column
    assert page.index == 4
    d.key(pygame.K_RIGHT)  # (Tab moves the keyboard focus, ui/focus.py)
    assert page.index == 5
    d.key(pygame.K_RIGHT)  # wraps round
    assert page.index == 0
    d.key(pygame.K_4)
    mei = ROSTER[3]
    assert page.character is mei
    d.key(pygame.K_RETURN)
    table = d.table
    assert table.control.character is mei and table.control.her_name == mei.name
    d.settle()
    # Her name is on her plate, as drawn.
    names = table.painter.her_header()[0]
    assert names.width > 0
    # Her AI was built from her style: her level and her tuning.
    assert factory.calls[-1] == (mei.style.level, dict(mei.style.tuning))
    assert isinstance(table.control.opponent, ThresholdPlayer)
    for knob, value in mei.style.tuning.items():
        assert getattr(table.control.opponent, knob) == value
    assert table.story.voice.chattiness == mei.style.chattiness
    # She greets the player in her own words.
    speech = table.board.speech
    assert speech is not None and speech.text() in mei.lines_for("greeting", "en")
    # The choice is remembered, in the app and on disk.
    assert d.app.settings.draw_opponent == mei.id
    assert stored.load().settings.draw_opponent == mei.id


def test_the_mouse_chooses_her(tmp_path: Path) -> None:
    factory = Recorder()
    d = title(tmp_path, factory=factory)
    d.click_button("new_match")
    page = d.scene
    assert isinstance(page, ChooseOpponentScene)
    ingrid = ROSTER[5]
    d.click(page.cards[5].center)
    assert page.character is ingrid
    d.click_button("start")
    assert d.table.control.her_name == ingrid.name
    assert factory.calls[-1] == ("hard", None)  # hard takes no tuning


def test_esc_goes_back_to_the_title(tmp_path: Path) -> None:
    d = title(tmp_path)
    d.click_button("new_match")
    d.key(pygame.K_2)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.scene, TitleScene)


def test_the_record_against_her_shows_after_a_match(tmp_path: Path) -> None:
    rules = Rules(starting_money=20, pawn_loan=20, buyback_at=1000, forfeit_items=1)
    app = App((1280, 720), Settings(animation_speed="instant"), clock=FixedClock(16),
              records=Shelf(tmp_path), pinned={"draw": rules},
              opponent_factory=lambda level, seed, tuning=None: PassiveOpponent())
    app.push(TitleScene(app))
    d = Driver(app)
    d.step()
    d.click_button("new_match")
    page = d.scene
    assert isinstance(page, ChooseOpponentScene)
    kiki = ROSTER[1]
    assert page.record_line(kiki) == "No match against her yet"
    d.pick_opponent(pygame.K_2)
    m = d.table.control.match

    def drop_everything(driver: Driver) -> None:
        for name in ("end_match", "next_deal", "drop", "call", "draw"):  # broke: no top-up
            if driver.has_button(name):
                driver.click_button(name)
                if driver.has_button("confirm"):
                    driver.click_button("confirm")
                return

    d.play_until(lambda: m.phase is Phase.MATCH_OVER, drop_everything)
    assert m.winner == 1
    d.click_button("match_result")
    d.key(pygame.K_n)  # NEW MATCH: the page again, her record counted
    page = d.scene
    assert isinstance(page, ChooseOpponentScene) and page.character is kiki
    assert page.record_line(kiki) == "Your matches: won 0, lost 1"
    assert page.record_line(ROSTER[0]) == "No match against her yet"
    on_disk = json.loads((tmp_path / "stats.json").read_text())
    kiki_on_disk = on_disk["opponents"]["kiki"]
    assert list(on_disk["opponents"]) == ["kiki"]
    assert (kiki_on_disk["won"], kiki_on_disk["lost"], kiki_on_disk["streak"],
            kiki_on_disk["fastest"], kiki_on_disk["first_won"]) == (0, 1, 0, 0, "")
    assert on_disk["career"] == {"trophies": []}  # a loss wins no trophy


@pytest.mark.parametrize("value", ["nobody", "", "Rosa", "../../etc", 7, None, ["rosa"],
                                   "rosa\n", "x" * 500])
def test_a_hostile_remembered_opponent_falls_back_to_the_first(tmp_path: Path,
                                                               value: object) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(f"opponent: {json.dumps(value)}\n", encoding="utf-8")
    loaded = stored.load(path).settings
    assert isinstance(loaded.draw_opponent, str)
    d = title(tmp_path / "data", loaded)
    d.click_button("new_match")
    page = d.scene
    assert isinstance(page, ChooseOpponentScene) and page.character is ROSTER[0]
    d.step()  # and it draws


def test_the_remembered_opponent_is_offered_first(tmp_path: Path) -> None:
    d = title(tmp_path, Settings(animation_speed="instant", draw_opponent="lucia"))
    d.click_button("new_match")
    page = d.scene
    assert isinstance(page, ChooseOpponentScene) and page.character.id == "lucia"


def test_the_character_is_saved_with_the_match_and_an_old_save_still_loads(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    d = title(tmp_path)
    d.click_button("new_match")
    d.pick_opponent(pygame.K_3)
    d.settle()
    d.key(pygame.K_ESCAPE)
    d.click_button("quit_to_title")
    saved = json.loads((tmp_path / "match.json").read_text())
    assert saved["extra"]["character"] == "amara"
    d.click_button("continue")
    assert d.table.control.character is not None and d.table.control.her_name == "Amara"

    # A save from before the roster: no character, the theme's own figure, as before.
    records = MatchRecords(tmp_path / "old")
    old = Match(Rules(), seed=5)
    old.start_deal()
    records.save(old)
    raw = json.loads((tmp_path / "old" / "match.json").read_text())
    assert "character" not in raw["extra"]
    # Its player's own bank, with no buy-in out: the first match's is another buy-in.
    monkeypatch.setenv("DRAWPOKER_HOME", str(tmp_path / "old-home"))
    d2 = title(tmp_path / "old")
    d2.click_button("continue")
    table = d2.table
    assert isinstance(table, TableScene) and table.control.character is None
    # The language's word for her, as before.
    assert table.control.her_name == t("draw.table.her_name")
    d2.settle()
    d2.app.draw()


def test_statistics_per_opponent_are_bounded_and_checked() -> None:
    base = {"game": "drawpoker-stats", "version": 1, "matches_won": 2, "matches_lost": 1}
    stats = Statistics.from_dict({**base, "opponents": {"rosa": {"won": 2, "lost": 1}}})
    assert (stats.against("rosa").won, stats.against("rosa").lost) == (2, 1)
    assert Statistics.from_dict(base).by_opponent == {}  # a file from before the roster
    for bad in ({"rosa": {"won": 3, "lost": 0}},  # more than the matches won
                {"Rosa!": {"won": 0, "lost": 0}},
                {"rosa": {"won": -1}},
                {"rosa": {"won": 0, "extra": 1}},
                [1, 2],
                {f"o{n}": {"won": 0, "lost": 0} for n in range(100)}):
        with pytest.raises(FileRefused):
            Statistics.from_dict({**base, "opponents": bad})


def test_hold_em_seats_are_all_different_characters() -> None:
    app = make_app(speed="instant")
    app.go(SceneName.TITLE)
    for seed in range(4):
        app.go(SceneName.HOLDEM_TABLE, opponents=5, seed=seed)
        scene = app.scene
        assert isinstance(scene, HoldemTableScene)
        ids = scene.control.seating.characters[1:]
        assert len(set(ids)) == 5 and set(ids) <= {c.id for c in ROSTER}
        assert [scene.name_of(s) for s in range(1, 6)] == [
            characters.find(i).name for i in ids]  # type: ignore[union-attr]
        box = pygame.Rect(0, 0, 96, 140)
        faces = {pygame.image.tobytes(scene.pictures(s).avatar(box, set()), "RGBA")
                 for s in range(1, 6)}
        assert len(faces) == 5
        app.draw()
        app.pop()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", available_languages())
def test_the_page_fits_in_every_language(code: str, size: tuple[int, int],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Every text of the page (with a record against some of them) fits, in each language;
    the whole matrix (tests/ui/test_text_fit.py) checks the pseudo-language and 1920x1080."""
    from drawpoker import i18n

    monkeypatch.setattr(i18n, "_current", Translator("en"))
    with recording(monkeypatch) as recorder:
        app = build("opponents", size, code)
        recorder.clear()
        recorder.draw_app(app)
    assert len(recorder.drawn) > 30
    problems = list(dict.fromkeys(recorder.problems()))
    assert not problems, "\n".join(problems)
    # Nothing cut: every card's line about her, her place in the career and the record
    # against her drawn whole (the career's made-up record: beaten, next, locked, none).
    page = app.scene
    assert isinstance(page, ChooseOpponentScene)
    shown = "".join("".join(d.text.split()) for d in recorder.drawn)
    assert "…" not in shown
    stats = page.statistics()
    for character in page.roster:
        place = career_marks.status(character, page.roster, stats)[0]
        for words in (character.describe(code), place, page.record_line(character)):
            assert "".join(words.split()) in shown, (character.id, words)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_at_the_large_text_size_the_record_yields_before_her_words(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """German at the large text size: the record against her leaves a card (the record book
    and her spoken choice keep it) before the line about her is cut; her place in the career
    always stays."""
    from drawpoker import i18n
    from drawpoker.ui import shots
    from drawpoker.ui.draw import choose_opponent

    monkeypatch.setattr(i18n, "_current", Translator("de"))
    cut: list[str] = []
    shortened = choose_opponent._shortened
    monkeypatch.setattr(choose_opponent, "_shortened",
                        lambda line, *rest: cut.append(line) or shortened(line, *rest))
    app = App(size, Settings(language="de", text_size="large"), clock=FixedClock())
    page = shots.build_opponents(app, 0)
    assert isinstance(page, ChooseOpponentScene)
    with recording(monkeypatch) as recorder:
        recorder.draw_app(app)
    assert cut == []
    shown = "".join("".join(d.text.split()) for d in recorder.drawn)
    stats = page.statistics()
    for character in page.roster:
        assert "".join(character.describe("de").split()) in shown, character.id
        place = career_marks.status(character, page.roster, stats)[0]
        assert "".join(place.split()) in shown, character.id
