"""Speech on the statistics page, at the end of a draw match and from the draw coach (issue
36): a summary as each page opens, every figure read a piece at a time with ↓ and ↑ (the focus
ring stays where it is), the right-hand page said when a key changes it, and the coach's
advice said while its panel is open; each line checked against the state it names.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.engine.draw import Phase
from drawpoker.i18n import t
from drawpoker.speech import RecordingSpeaker
from drawpoker.storage.draw.stats import StatsBook
from drawpoker.ui import bank_page, bank_ui, shots, speech_hub
from drawpoker.ui.bank_page import sample_bank
from drawpoker.ui.draw import staging
from drawpoker.ui.draw.coach_aloud import code_words
from drawpoker.ui.draw.gameover import GameOverScene
from drawpoker.ui.draw.next_rules import next_rules
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.hand_names import category_name, hand_name
from drawpoker.ui.page_words import button_words
from drawpoker.ui.scene import SceneName
from drawpoker.ui.stats import StatsScene


def _press(d: Driver, key: int, letter: str = "") -> None:
    d.post(pygame.KEYDOWN, key=key, mod=0, unicode=letter, scancode=0)
    d.post(pygame.KEYUP, key=key, mod=0, unicode=letter, scancode=0)
    d.step()


def _row(label: str, value: object) -> str:
    return t("aloud.ui.row", label=label, value=value)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_statistics_page_is_said_and_read_figure_by_figure(language: str,
                                                               tmp_path: Path) -> None:
    app = make_app(language=language)
    sink = RecordingSpeaker()
    speech_hub.install(app, sink)
    with tempfile.TemporaryDirectory() as folder:
        book = StatsBook(Path(folder) / "stats.json")
    book.stats = staging.sample_statistics(next_rules(app), 3)
    s = book.stats
    app.go(SceneName.TITLE)
    scene = app.go(SceneName.STATS, book=book)
    assert isinstance(scene, StatsScene)
    d = Driver(app)
    d.step()
    opening = sink.texts[-1]
    assert opening.startswith(t("stats.title"))
    assert t("aloud.stats.summary", won=s.matches_won, lost=s.matches_lost,
             deals=s.deals_played, deals_won=s.deals_won) in opening
    read = []
    for _ in range(14):
        _press(d, pygame.K_DOWN)
        read.append(sink.texts[-1])
    assert not app.focus.shown(scene)  # ↓ read the page; the ring did not move
    assert _row(t("stats.deals_played"), s.deals_played) in read
    assert _row(t("stats.matches_won"), s.matches_won) in read
    assert _row(t("stats.biggest_pot"), t("money", amount=s.biggest_pot)) in read
    assert s.best_hand is not None
    assert _row(t("stats.best_hand"), hand_name(s.best_hand.value, at_start=True)) in read
    chart = next(line for line in read if line.startswith(t("stats.hands")))
    for category, count in s.hands_by_category.items():
        if count:
            assert f"{category_name(category)} " + t("stats.share", count=count, percent=round(
                100 * count / sum(s.hands_by_category.values()))) in chart
    _press(d, pygame.K_UP)
    assert sink.texts[-1] == chart  # ↑ goes back a piece (the last is the keys)
    # B: the bank's page, said; its story read line by line, the money as the bank holds it.
    sample_bank(bank_ui.bank_for(app).bank)
    _press(d, ord("b"), "b")
    assert sink.texts[-1] == t("aloud.stats.page", page=t("bank.stats.button").capitalize(),
                               letter="B")
    bank = bank_ui.bank_for(app).bank
    said = []
    for _ in range(24):
        _press(d, pygame.K_DOWN)
        said.append(sink.texts[-1])
    for label, amount in bank_page.ledger_rows(bank):
        assert _row(label, t("money", amount=amount)) in said


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_end_of_a_match_is_said_and_read_figure_by_figure(language: str) -> None:
    app = make_app(language=language)
    sink = RecordingSpeaker()
    speech_hub.install(app, sink)
    table = shots.build_table(app, "won", 3)
    over = app.build(SceneName.GAME_OVER, match=table.control.match, stats=table.control.stats,
                     character=table.control.character)
    assert isinstance(over, GameOverScene)
    app.replace(over)
    d = Driver(app)
    d.step()
    m = over.match
    opening = sink.texts[-1]
    assert opening.startswith(over.headline())
    assert t("aloud.gameover.summary", money=t("money", amount=m.stacks[0]),
             won=len(over.trophies), total=len(m.forfeits)) in opening
    read = []
    for _ in range(len(over.figures()) + 2):
        _press(d, pygame.K_DOWN)
        read.append(sink.texts[-1])
    for label, value in over.figures():
        assert _row(label, value) in read
    trophies = [over.pictures.item_name(item, app.translator.code) for item in over.trophies]
    assert read[-2] == t("aloud.gameover.trophies", items=", ".join(trophies))
    assert button_words(over.button("title")) in read[-1]  # the keys, as their focus says them


def _table_at_draw(coach: bool) -> tuple[Driver, TableScene, RecordingSpeaker]:
    app = make_app()
    app.settings = app.settings.replace(draw_coach=coach)
    sink = RecordingSpeaker()
    speech_hub.install(app, sink)
    table = shots.build_table(app, "draw", 5)
    d = Driver(app)
    d.step(3)
    return d, table, sink


def test_the_coach_says_its_draws_at_the_players_draw_when_it_is_on() -> None:
    d, table, sink = _table_at_draw(coach=True)
    m = table.control.match
    assert m.phase is Phase.DRAW and m.to_act == 0
    options = table.coach.draw_list()
    best = next(option for option in options if option.best)
    line = next(text for text in sink.texts if text.startswith(t("aloud.coach.draw",
                                                                 options="").rstrip(".")))
    for code in best.keep:  # the best draw's cards, said in words, from the player's hand
        assert code_words(code) in line
        assert code in {card.index for card in m.view(0).hand}
    assert t("draw.coach.chances", improve=f"{best.improve * 100:.1f}",
             value=f"{best.value * 100:.0f}").replace(" · ", ", ") in line
    said = len(sink.texts)
    d.step(10)
    assert all(not text.startswith("Coach") for text in sink.texts[said:])  # once a moment


def test_the_coach_is_silent_while_it_is_closed() -> None:
    d, table, sink = _table_at_draw(coach=False)
    assert not table.coach.open
    assert not any(text.startswith("Coach") for text in sink.texts)
    _press(d, ord("k"), "k")  # K opens it: its advice is said now
    d.step(2)
    assert table.coach.open
    assert any(text.startswith("Coach") for text in sink.texts)
