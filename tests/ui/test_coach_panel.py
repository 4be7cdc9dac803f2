"""The draw coach at the table, driven through the real loop with posted events."""

from __future__ import annotations

import pygame
from ui_driver import Driver, make_app

from drawpoker import settings as stored
from drawpoker.engine.draw import Phase, Rules
from drawpoker.ui.draw.scene import TABLE_FLOOR_SHARE, TableScene
from drawpoker.ui.draw.staging import WEAK, PassiveOpponent, stacked_order

RULES = Rules.preset("classic-32")
MINE = "Kh Kd 9c 8s 7h"  # a pair of kings: draw three (46.0% to improve with 32 cards)


def start(coach: bool, size: tuple[int, int] = (1280, 720)) -> Driver:
    app = make_app(RULES, size=size)
    app.settings = app.settings.replace(coach=coach)
    table = TableScene(app, opponent=PassiveOpponent(), seed=1,  # type: ignore[arg-type]
                       deal_orders=lambda n: stacked_order(RULES, MINE, WEAK, n))
    table.live_clock = False
    app.push(table)
    driver = Driver(app)
    driver.settle()
    return driver


def to_the_draw(d: Driver) -> None:
    d.play_until(lambda: d.table.match.phase is Phase.DRAW and d.has_button("draw")
                 and d.table.match.to_act == 0,
                 lambda d: d.key(pygame.K_w if d.has_button("wait") else pygame.K_d))


def test_the_coach_is_off_by_default() -> None:
    assert make_app().settings.coach is False
    assert stored.DEFAULTS.coach is False
    d = start(coach=False)
    to_the_draw(d)
    assert d.table.coach.mode() is None
    assert d.table.coach.option_rects == []
    whole = d.table.layout.history_whole
    assert d.table.layout.history_panel == whole  # the history keeps its whole panel


def test_the_panel_lists_the_draws_and_marks_one() -> None:
    d = start(coach=True)
    to_the_draw(d)
    coach = d.table.coach
    assert coach.mode() == "draw"
    d.step()
    labels = [text for (text, _), _ in coach.paragraphs("draw")]
    assert labels[0].startswith("\u2605 Keep K")  # the best draw first, starred
    assert any("46.0%" in text for text in labels)
    assert any(text == "Stand pat" for text in labels)
    assert len(coach.option_rects) == len(coach.options) >= 3
    # the panel sits in the right column (the log's lower part and the shelf's place), clear
    # of the cards and buttons
    panel = coach.option_rects[0].unionall(coach.option_rects)
    lay = d.table.layout
    assert lay.history_whole.union(lay.trophy_panel).contains(panel)
    assert not lay.shelf_shown
    assert d.table.layout.history_panel.bottom < panel.top
    assert not any(panel.colliderect(r) for r in d.table.layout.my_cards)
    # a click on the last listed draw (stand pat) marks nothing; key 6 marks the best draw
    d.click(coach.option_rects[-1].center)
    assert d.table.marked == set()
    d.key(pygame.K_6)
    hand = d.table.match.view(0).hand
    assert {str(hand[i]) for i in d.table.marked} == {"9c", "8s", "7h"}
    d.key(pygame.K_d)
    d.settle()
    assert d.table.match.drawn[0] == 3


def test_after_the_deal_the_coach_reviews_each_decision() -> None:
    d = start(coach=True)
    to_the_draw(d)
    d.key(pygame.K_6)
    d.key(pygame.K_d)
    d.play_until(lambda: d.has_button("next_deal"),
                 lambda d: d.key(pygame.K_c if d.has_button("call") else pygame.K_w
                                 if d.has_button("wait") else pygame.K_d))
    coach = d.table.coach
    assert coach.mode() == "review"
    texts = [text for (text, _), _ in coach.paragraphs("review")]
    assert any(text.startswith("The draw: you drew 3.") for text in texts)
    assert any(text.startswith("Before the draw:") for text in texts)
    assert any("Strategy:" in text for text in texts)
    d.step()
    # the next deal hides it until the next draw
    d.key(pygame.K_n)
    d.settle()
    assert coach.mode() is None


def test_the_panel_fits_at_the_smallest_size_in_german() -> None:
    from drawpoker import i18n

    i18n.set_language("de")
    d = start(coach=True, size=(1024, 600))
    to_the_draw(d)
    d.step()
    coach = d.table.coach
    assert coach.option_rects
    lay = d.table.layout
    column = lay.history_whole.union(lay.trophy_panel)
    assert all(column.contains(rect) for rect in coach.option_rects)
    assert not any(rect.colliderect(lay.history_panel) for rect in coach.option_rects)
    assert coach.text_px >= 14  # issue 23: it was 10 px here


def _log_lines_shown(d: Driver) -> int:
    """How many rows of the deal's log the history panel has room for (painter's layout)."""
    from drawpoker.ui import text

    lay = d.table.layout
    size = lay.font(15)
    with text.floor_lowered(TABLE_FLOOR_SHARE):  # as the table draws (see TableScene.draw)
        line = text.line_height(size)
    return (lay.history_panel.height - lay.sc(16) - lay.sc(26)) // line


def test_the_coach_reads_at_14_px_and_leaves_the_log_its_lines_at_1024x600() -> None:
    """Issue 23: its words were 10 px at 1024x600 and it squeezed the log to two lines. At the
    draw and in the review, in the longest language, the coach now draws at 14 px or more,
    the log keeps room for six lines, and the shelf comes back once the coach is done."""
    from drawpoker import i18n

    i18n.set_language("de")
    d = start(coach=True, size=(1024, 600))
    to_the_draw(d)
    d.step()
    assert d.table.coach.mode() == "draw" and d.table.coach.text_px >= 14
    assert _log_lines_shown(d) >= 6
    d.key(pygame.K_6)
    d.key(pygame.K_d)
    d.play_until(lambda: d.has_button("next_deal"),
                 lambda d: d.key(pygame.K_c if d.has_button("call") else pygame.K_w
                                 if d.has_button("wait") else pygame.K_d))
    d.step()
    assert d.table.coach.mode() == "review" and d.table.coach.text_px >= 14
    assert _log_lines_shown(d) >= 6 and not d.table.layout.shelf_shown
    d.key(pygame.K_n)
    d.settle()
    d.step()
    assert d.table.coach.mode() is None and d.table.layout.shelf_shown
    assert d.table.layout.history_panel == d.table.layout.history_whole
