"""The what-if's answer, side by side: what happened from the decision on (left) and what would
have happened (right: her likeliest answers, with their chances and the expectation over all
of them), each with the cards, the moves, the pot and the money; under them the coach's value
of every choice the player had, in words and in a small chart (:mod:`.chart`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from drawpoker.i18n import t
from drawpoker.teach.outcome import Comparison, Line
from drawpoker.ui import style, text
from drawpoker.ui.whatif import chart, words
from drawpoker.ui.whatif.frame import BAND_EDGE, Scale, draw_cards, draw_frame, draw_rows
from drawpoker.ui.widgets import Button, draw_panel

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host


class WhatIfScene(Protocol):
    """What the answer's page reads of the what-if scene (``ui/whatif/scene.py``)."""

    app: Host
    deal: int
    her_name: str
    buttons: list[Button]


def her_name(scene: WhatIfScene) -> str:
    return scene.her_name or t("draw.table.her_name")


def draw(surface: pygame.Surface, scene: WhatIfScene, comparison: Comparison) -> None:
    title = t("whatif.title", deal=scene.deal)
    area, sc = draw_frame(surface, title, "whatif.band", scene.buttons)
    gap = sc(14)
    rows = min(len(comparison.coach), chart.MOST) or 1
    chart_height = (chart.heading_height(comparison, area.width, sc)
                    + rows * chart.row_step(sc) + sc(20))
    top_height = max(area.height * 55 // 100, area.height - gap - chart_height)
    half = (area.width - gap) // 2
    left = pygame.Rect(area.left, area.top, half, top_height)
    right = pygame.Rect(left.right + gap, area.top, area.width - half - gap, top_height)
    name = her_name(scene)
    decision = comparison.decision
    actual_head = t("whatif.happened", phase=words.phase_words(decision.phase),
                    did=words.choice_words(decision.did))
    _column(surface, scene, left, sc, actual_head, comparison.actual, [], style.GOLD)
    best = comparison.most_likely
    notes = [t("whatif.likeliest", percent=words.percent(best.probability),
               basis=words.basis_words(comparison.basis)),
             t(words.plural("whatif.expected", len(comparison.lines)),
               money=words.signed(comparison.expected_money, cents=True),
               count=len(comparison.lines))]
    if comparison.then:  # his own choices after the changed one, on the line shown
        notes.insert(0, t("whatif.your_line", choices=", ".join(
            words.choice_words(c) for c in [comparison.choice, *comparison.then])))
    if comparison.cut:
        notes.append(t("whatif.cut"))
    if any("not shown" in note for note in comparison.notes):
        notes.append(t("whatif.her_discard_guessed", name=name))
    what_if_head = t("whatif.would", choice=words.choice_words(comparison.choice))
    _column(surface, scene, right, sc, what_if_head, best, notes, BAND_EDGE)
    below = pygame.Rect(area.left, left.bottom + gap, area.width,
                        area.bottom - left.bottom - gap)
    chart.draw(surface, below, sc, comparison)


def _column(surface: pygame.Surface, scene: WhatIfScene, area: pygame.Rect, sc: Scale,
            head: str, line: Line, notes: list[str], edge: style.Color) -> None:
    """One side: its heading, the cards (the player's, then the board after a gap), who
    showed what, the story in short paragraphs, the notes, and the pot and money at the foot."""
    draw_panel(surface, area, sc(10), (*style.PANEL, 235), edge)
    inner = area.inflate(-sc(18), -sc(12))
    size = sc(17)
    head_h = text.line_height(sc(19), True)
    text.draw_fitted(surface, head, pygame.Rect(inner.left, inner.top, inner.width, head_h),
                     edge, True, sc(19), "midleft")
    y = inner.top + head_h + sc(6)
    mine, board = list(line.your_cards), list(line.board)
    width = min(sc(50), (inner.width - sc(40)) // max(5, len(mine) + len(board)))
    four = scene.app.settings.four_colour
    rects = draw_cards(surface, mine, inner.left, y, width, four, gap=sc(3))
    if board:
        left = (rects[-1].right if rects else inner.left) + sc(16)
        rects += draw_cards(surface, board, left, y, width, four, gap=sc(3))
    y = max((r.bottom for r in rects), default=y) + sc(6)
    name = her_name(scene)
    rows: list[tuple[str, style.Color]] = [
        (t("whatif.showed", who=words.who_words(who, name), cards=words.cards(cards)),
         style.TEXT) for who, cards in line.shown if who != "you"]
    rows += [(paragraph, style.TEXT) for paragraph in words.story(line.steps, name)]
    money = line.money[0] if line.money else 0
    result = t("whatif.result", pot=words.money(line.pot), money=words.signed(money))
    result_h = text.line_height(sc(20), True)
    footer = pygame.Rect(inner.left, inner.bottom - result_h, inner.width, result_h)
    step = text.line_height(size)
    note_lines = [part for note in notes for part in text.wrap(note, size, inner.width)]
    notes_top = footer.top - sc(4) - len(note_lines) * step
    for n, part in enumerate(note_lines):
        text.draw(surface, part, (inner.left, notes_top + n * step), size, style.TEXT_DIM)
    draw_rows(surface, rows, pygame.Rect(inner.left, y, inner.width, notes_top - y - sc(2)),
              size)
    color = style.GOOD if money > 0 else style.BAD if money < 0 else style.TEXT
    text.draw_fitted(surface, result, footer, color, True, sc(20), "midleft")
