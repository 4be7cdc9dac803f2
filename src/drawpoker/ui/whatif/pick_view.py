"""The what-if page before the result: the history being checked, the verifier's refusal, or
the player's decisions in the deal (left) and the choices of the one selected (right: the
other moves as buttons, or at the draw his five cards to mark)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, Protocol

import pygame

from drawpoker.i18n import t
from drawpoker.ui import style, text
from drawpoker.ui.whatif import words
from drawpoker.ui.whatif.frame import Scale, draw_cards, draw_frame, draw_rows
from drawpoker.ui.widgets import Button, draw_panel, layout_column

if TYPE_CHECKING:
    from drawpoker.teach.outcome import Decision
    from drawpoker.ui.scene import Host


class WhatIfScene(Protocol):
    """What the page reads of the what-if scene (``ui/whatif/scene.py``)."""

    app: Host
    deal: int
    stage: str  # loading, working, refused, failed, pick, result
    problems: list[str]
    decisions: list[Decision]
    selected: int
    thrown: set[int]
    base: tuple[int, str] | None
    then: list[str]
    going: Decision | None
    buttons: list[Button]

    @property
    def decision(self) -> Decision | None: ...
    @property
    def card_mode(self) -> bool: ...


class Placed(NamedTuple):
    """Where the page drew the cards to mark and the decisions' rows, for the scene's clicks
    (none of either outside the choosing)."""

    cards: list[pygame.Rect]
    rows: list[pygame.Rect]


def title(scene: WhatIfScene) -> str:
    return t("whatif.title", deal=scene.deal)


def draw(surface: pygame.Surface, scene: WhatIfScene) -> Placed:
    """The page as ``scene`` stands; returns where the cards and rows went, for its clicks."""
    choices = [b for b in scene.buttons if b.name.startswith("choice:")]
    footer = [b for b in scene.buttons if b not in choices]
    area, sc = draw_frame(surface, title(scene), "whatif.band", footer)
    size = sc(20)
    if scene.stage in ("loading", "working"):
        key = "whatif.loading" if scene.stage == "loading" else "whatif.working"
        text.draw_fitted(surface, t(key), area, style.TEXT, True, sc(26))
        return Placed([], [])
    if scene.stage in ("refused", "failed"):
        head = "whatif.refused" if scene.stage == "refused" else \
            "whatif.failed" if scene.problems else "whatif.no_decision"
        rows = [(t(head), style.BAD if scene.problems else style.TEXT)]
        rows += [(problem, style.TEXT) for problem in scene.problems]
        draw_rows(surface, rows, area, size)
        return Placed([], [])
    left = pygame.Rect(area.left, area.top, area.width * 46 // 100, area.height)
    right = pygame.Rect(left.right + sc(16), area.top, area.right - left.right - sc(16),
                        area.height)
    decided = _decisions(surface, scene, left, sc)
    return Placed(_choices(surface, scene, right, sc, choices), decided)


def _decisions(surface: pygame.Surface, scene: WhatIfScene, area: pygame.Rect,
               sc: Scale) -> list[pygame.Rect]:
    """The player's decisions, the selected one lit; returns each row drawn."""
    size = sc(19)
    head = text.line_height(size, True)
    text.draw_fitted(surface, t("whatif.your_decisions"),
                     pygame.Rect(area.left, area.top, area.width, head), style.GOLD, True,
                     size, "midleft")
    y = area.top + head + sc(6)
    step = text.line_height(size)
    placed: list[pygame.Rect] = []
    if scene.going is not None and scene.base is not None:  # going on: his line so far
        so_far = [scene.base[1], *scene.then]
        words_so_far = t("whatif.your_line",
                         choices=", ".join(words.choice_words(c) for c in so_far))
        draw_rows(surface, [(words_so_far, style.TEXT),
                            (words.decision_words(scene.going), style.GOLD)],
                  pygame.Rect(area.left, y, area.width, area.bottom - y), size)
        return placed
    for index, decision in enumerate(scene.decisions):
        lines = text.wrap(words.decision_words(decision), size, area.width - sc(16))
        rect = pygame.Rect(area.left, y, area.width, len(lines) * step + sc(10))
        if rect.bottom > area.bottom:
            break
        chosen = index == scene.selected
        draw_panel(surface, rect, sc(8), (*style.PANEL, 255) if chosen else (*style.PANEL, 120),
                   style.GOLD if chosen else style.PANEL_EDGE)
        for n, line in enumerate(lines):
            text.draw(surface, line, (rect.left + sc(8), rect.top + sc(5) + n * step), size,
                      style.TEXT if chosen else style.TEXT_DIM)
        placed.append(rect)
        y = rect.bottom + sc(6)
    hint = pygame.Rect(area.left, area.bottom - text.line_height(sc(17)), area.width,
                       text.line_height(sc(17)))
    if y <= hint.top:
        text.draw_fitted(surface, t("whatif.pick_hint"), hint, style.TEXT_DIM, False, sc(17),
                         "midleft")
    return placed


def _choices(surface: pygame.Surface, scene: WhatIfScene, area: pygame.Rect,
             sc: Scale, choices: list[Button]) -> list[pygame.Rect]:
    """The selected decision's other moves, or at the draw his cards to mark; returns the
    cards' places (none for the buttons)."""
    decision = scene.decision
    if decision is None:
        return []
    size = sc(19)
    head = text.line_height(size, True)
    heading = t("whatif.your_move") if scene.going is not None else \
        t("whatif.instead", did=words.choice_words(decision.did))
    text.draw_fitted(surface, heading,
                     pygame.Rect(area.left, area.top, area.width, head), style.GOLD, True,
                     size, "midleft")
    top = area.top + head + sc(10)
    if scene.card_mode:
        width = min(sc(96), (area.width - sc(20)) // 5)
        cards = draw_cards(surface, decision.cards, area.left, top + width // 5, width,
                           scene.app.settings.four_colour, scene.thrown, gap=sc(5))
        below = max((r.bottom for r in cards), default=top) + sc(10)
        draw_rows(surface, [(t("whatif.mark_hint"), style.TEXT_DIM)],
                  pygame.Rect(area.left, below, area.width, area.bottom - below), sc(17))
        return cards
    column = pygame.Rect(area.left, top, min(area.width, sc(420)), area.bottom - top)
    column.height = min(column.height, len(choices) * sc(54))
    layout_column(choices, column, sc(46), sc(8))
    for button in choices:
        button.draw(surface)
    return []
