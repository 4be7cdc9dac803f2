"""The draw coach at the table, driven through the real loop with posted events."""

from __future__ import annotations

import pygame
from ui_driver import Driver, make_app

from drawpoker import settings as stored
from drawpoker.engine.draw import Phase, Rules
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import WEAK, PassiveOpponent, stacked_order

RULES = Rules.preset("classic-32")
MINE = "Kh Kd 9c 8s 7h"  # a pair of kings: draw three (46.0% to improve with 32 cards)


def start(coach: bool, size: tuple[int, int] = (1280, 720)) -> Driver:
    app = make_app(RULES, size=size)
    app.settings = app.settings.replace(draw_coach=coach)
    table = TableScene(app, opponent=PassiveOpponent(), seed=1,  # type: ignore[arg-type]
                       deal_orders=lambda n: stacked_order(RULES, MINE, WEAK, n))
    table.live_clock = False
    app.push(table)
    driver = Driver(app)
    driver.settle()
    return driver


def to_the_draw(d: Driver) -> None:
    d.play_until(lambda: d.table.control.match.phase is Phase.DRAW and d.has_button("draw")
                 and d.table.control.match.to_act == 0,
                 lambda d: d.key(pygame.K_w if d.has_button("wait") else pygame.K_d))


def test_the_coach_is_off_by_default() -> None:
    """Off, it stays closed at the draw (its keys 6 to 0 mark nothing) until the player opens
    it with K; then it lists the draws as when it is on."""
    assert make_app().settings.draw_coach is False
    assert stored.DEFAULTS.draw_coach is False
    d = start(coach=False)
    to_the_draw(d)
    coach = d.table.coach
    assert not coach.open and coach.option_rects == []
    d.key(pygame.K_6)
    assert d.table.control.marked == set()
    d.key(pygame.K_k)
    assert coach.open and coach.mode() == "draw"
    d.step()
    assert len(coach.option_rects) == len(coach.options) >= 3


def test_the_panel_lists_the_draws_and_marks_one() -> None:
    d = start(coach=True)
    to_the_draw(d)
    coach = d.table.coach
    assert coach.mode() == "draw"
    d.step()
    assert coach.open  # it opened by itself: it has advice and the setting is on
    labels = [text for (text, _), _ in coach.paragraphs("draw")]
    assert labels[0].startswith("\u2605 Keep K")  # the best draw first, starred
    assert any("46.0%" in text for text in labels)
    assert any(text == "Stand pat" for text in labels)
    assert len(coach.option_rects) == len(coach.options) >= 3
    # the overlay sits on the right of the cloth, clear of the cards and buttons
    shown = [rect for rect in coach.option_rects if rect.width]
    panel = shown[0].unionall(shown)
    lay = d.table.layout
    assert lay.coach_area.contains(panel)
    assert not any(panel.colliderect(r) for r in lay.my_cards)
    assert not any(panel.colliderect(b.rect) for b in d.table.buttons)
    # a click on the last listed draw (stand pat, scrolled into sight) marks nothing; key 6
    # marks the best draw
    for _ in range(40):
        if coach.option_rects[-1].width:
            break
        d.key(pygame.K_DOWN)
    d.click(coach.option_rects[-1].center)
    assert d.table.control.marked == set()
    d.key(pygame.K_6)
    hand = d.table.control.match.view(0).hand
    assert {str(hand[i]) for i in d.table.control.marked} == {"9c", "8s", "7h"}
    d.key(pygame.K_d)
    d.settle()
    assert d.table.control.match.drawn[0] == 3


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
    assert coach.open
    # the next deal closes it (it opened by itself) until the next draw
    d.key(pygame.K_n)
    d.settle()
    assert coach.mode() is None and not coach.open


def test_the_panel_fits_at_the_smallest_size_in_german() -> None:
    from drawpoker import i18n

    i18n.set_language("de")
    d = start(coach=True, size=(1024, 600))
    to_the_draw(d)
    d.step()
    coach = d.table.coach
    assert coach.option_rects
    lay = d.table.layout
    assert all(lay.coach_area.contains(rect) for rect in coach.option_rects if rect.width)
    assert coach.text_px >= 14  # issue 23: it was 10 px here


def _log_lines_shown(d: Driver) -> int:
    """How many rows of the deal's log its overlay has room for (the painter's layout)."""
    from drawpoker.ui import text

    lay = d.table.layout
    title = text.line_height(lay.font(19), True) + lay.sc(6)
    return (lay.history_panel.height - lay.sc(16) - title) // text.line_height(lay.font(18))


def test_the_coach_reads_at_14_px_beside_the_open_log_at_1024x600() -> None:
    """Issue 23: its words were 10 px at 1024x600 and it squeezed the log to two lines. Now
    both are overlays: at the draw and in the review, in the longest language, the coach draws
    at 14 px or more while the log, opened with H, keeps room for eight lines apart from it;
    the coach closes by itself after the deal, the log stays open until H again."""
    from drawpoker import i18n

    i18n.set_language("de")
    d = start(coach=True, size=(1024, 600))
    to_the_draw(d)
    d.key(pygame.K_h)
    d.step()
    overlays, coach, lay = d.table.overlays, d.table.coach, d.table.layout
    assert overlays.log_open and coach.open
    assert coach.mode() == "draw" and coach.text_px >= 14
    assert _log_lines_shown(d) >= 8
    assert not lay.history_panel.colliderect(lay.coach_area)
    d.key(pygame.K_6)
    d.key(pygame.K_d)
    d.play_until(lambda: d.has_button("next_deal"),
                 lambda d: d.key(pygame.K_c if d.has_button("call") else pygame.K_w
                                 if d.has_button("wait") else pygame.K_d))
    d.step()
    assert coach.mode() == "review" and coach.text_px >= 14 and coach.open
    d.key(pygame.K_n)
    d.settle()
    d.step()
    assert coach.mode() is None and not coach.open and overlays.log_open
    d.key(pygame.K_h)
    assert not overlays.log_open


def _large_german_at_the_draw() -> Driver:
    """The coach at the draw where its words fit least: German, large text, 1024x600."""
    from drawpoker import i18n

    i18n.set_language("de")
    d = start(coach=True, size=(1024, 600))
    d.app.settings = d.app.settings.replace(text_size="large")
    to_the_draw(d)
    d.step()
    return d


def test_words_that_do_not_fit_scroll_with_the_wheel_keys_and_the_bar() -> None:
    """Issue 40: the panel left out the odds that did not fit. Now it scrolls: the wheel,
    Down and Page Down, and a click on the bar's lower arrow move it down, Up and Page Up
    back, never past either end; its bar shows while it scrolls."""
    d = _large_german_at_the_draw()
    coach = d.table.coach
    up, down = coach.scroll_rects
    assert coach.scroll == 0 and up.width and down.width  # the bar is there: more below
    d.wheel(-1)
    assert coach.scroll == 2
    d.key(pygame.K_DOWN)
    assert coach.scroll == 3
    d.key(pygame.K_UP)
    d.wheel(1)
    assert coach.scroll == 0
    d.key(pygame.K_PAGEDOWN)
    page = coach.scroll
    assert page >= 3
    d.click(coach.scroll_rects[1].center)
    assert coach.scroll > page
    for _ in range(40):
        d.key(pygame.K_PAGEDOWN)
    end = coach.scroll
    d.key(pygame.K_DOWN)
    assert coach.scroll == end > 0  # the end: the last row shows, no further
    assert d.table.control.marked == set()  # scrolling marks no card
    d.key(pygame.K_PAGEUP)
    assert coach.scroll < end
    d.click(coach.scroll_rects[0].center)
    for _ in range(40):
        d.key(pygame.K_UP)
    assert coach.scroll == 0


def test_a_draw_marked_by_its_key_scrolls_into_sight() -> None:
    """Key 9 marks the fourth draw (stand pat: nothing marked) and shows it; a click on it
    there marks the same."""
    d = _large_german_at_the_draw()
    coach = d.table.coach
    assert not coach.option_rects[3].width  # out of sight below
    d.key(pygame.K_9)
    assert coach.option_rects[3].width and d.table.control.marked == set()
    d.key(pygame.K_6)
    assert coach.option_rects[0].width and len(d.table.control.marked) == 3
