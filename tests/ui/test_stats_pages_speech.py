"""The statistics page's hold'em record and duplicates pages read aloud a piece at a time with
↓ and ↑ (issue 36), each figure as the page's record holds it; the words are the games' own
(ui/holdem/record_page.py, ui/draw/duplicate_page.py), the shared page reads them by name.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.i18n import t
from drawpoker.speech import RecordingSpeaker
from drawpoker.storage.draw.stats import StatsBook
from drawpoker.ui import shortcuts, speech_hub
from drawpoker.ui.draw import duplicate_page, staging
from drawpoker.ui.draw.next_rules import next_rules
from drawpoker.ui.holdem import record_page
from drawpoker.ui.scene import SceneName
from drawpoker.ui.stats import StatsScene


def _press(d: Driver, key: int, letter: str = "") -> None:
    d.post(pygame.KEYDOWN, key=key, mod=0, unicode=letter, scancode=0)
    d.post(pygame.KEYUP, key=key, mod=0, unicode=letter, scancode=0)
    d.step()


def _letter(d: Driver, action: str) -> None:
    letter = shortcuts.letter(action).lower()
    _press(d, ord(letter), letter)


def _row(label: str, value: object) -> str:
    return t("aloud.ui.row", label=label, value=value)


def _stats(language: str) -> tuple[Driver, StatsScene, RecordingSpeaker]:
    app = make_app(language=language)
    sink = RecordingSpeaker()
    speech_hub.install(app, sink)
    with tempfile.TemporaryDirectory() as folder:
        book = StatsBook(Path(folder) / "stats.json")
    book.stats = staging.sample_statistics(next_rules(app), 3)
    app.go(SceneName.TITLE)
    scene = app.go(SceneName.STATS, book=book)
    assert isinstance(scene, StatsScene)
    d = Driver(app)
    d.step()
    return d, scene, sink


def _read(d: Driver, sink: RecordingSpeaker, count: int) -> list[str]:
    read = []
    for _ in range(count):
        _press(d, pygame.K_DOWN)
        read.append(sink.texts[-1])
    return read


@pytest.mark.parametrize("language", ["en", "pt"])
def test_the_holdem_record_page_is_read_figure_by_figure(language: str) -> None:
    d, scene, sink = _stats(language)
    _letter(d, "stats_holdem")
    assert scene.page == "holdem"
    record = record_page.sample_record()
    scene.page_data["holdem"] = SimpleNamespace(stats=record, notice=None)  # type: ignore[assignment]
    read = _read(d, sink, 12)
    assert read[0] == t("holdem.stats.title") + ("" if t("holdem.stats.title")[-1:] in ".!?:"
                                                 else ".")
    assert _row(t("holdem.stats.games_played"), record.games_played) in read
    assert _row(t("holdem.stats.hands_won"), record.hands_won) in read
    assert _row(t("holdem.stats.biggest_pot"), t("money", amount=record.biggest_pot)) in read
    for name, games, won, net, _ in record_page.opponent_rows(record):
        line = next(x for x in read if x.startswith(name))
        assert line == _row(name, f"{t('holdem.stats.col_games')} {games}, "
                                  f"{t('holdem.stats.col_won')} {won}, "
                                  f"{t('holdem.stats.col_net')} {net}")
    assert not any(x.startswith(t("stats.hands")) for x in read)  # not the draw chart
    _press(d, pygame.K_UP)
    assert sink.texts[-1] in read


def test_an_empty_holdem_record_says_so() -> None:
    d, scene, sink = _stats("en")
    _letter(d, "stats_holdem")
    scene.page_data["holdem"] = None
    assert _read(d, sink, 2)[1] == t("holdem.stats.empty")


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_duplicates_page_is_read_deal_by_deal(language: str) -> None:
    d, scene, sink = _stats(language)
    _letter(d, "stats_duplicates")
    assert scene.page == "duplicate"
    pair = duplicate_page.sample_pairs()[0]
    scene.page_data["duplicate"] = ([pair], None, None)
    read = _read(d, sink, 16)
    assert read[0] == t("dealcode.duplicate.title")
    assert read[1] == t("dealcode.duplicate.heading", opponent=duplicate_page.opponent_name(
        pair), deals=pair.common)
    heads = (t("dealcode.duplicate.yours"), t("dealcode.duplicate.hers"),
             t("dealcode.duplicate.sum"))
    for deal, mine, theirs in pair.rows():
        both = None if mine is None or theirs is None else mine + theirs
        value = ", ".join(f"{h} {duplicate_page.signed(a)}"
                          for h, a in zip(heads, (mine, theirs, both), strict=True))
        assert _row(f"{t('dealcode.duplicate.deal')} {deal}", value) in read
    yours, hers, together = pair.totals()
    assert _row(t("dealcode.duplicate.total"), ", ".join(
        f"{h} {duplicate_page.signed(a)}"
        for h, a in zip(heads, (yours, hers, together), strict=True))) in read
    assert duplicate_page.verdict(pair) in read


def test_no_duplicates_yet_says_so() -> None:
    d, scene, sink = _stats("en")
    _letter(d, "stats_duplicates")
    scene.page_data["duplicate"] = ([], None, None)
    assert _read(d, sink, 2)[1] == t("dealcode.duplicate.none")
