"""The message under the pot: a headline (the prompt, a result, her thinking) and a detail
under it (the note about the marked cards, the result's detail).

Planned before it is drawn so that a long detail never reaches the player's cards: at the
large text size a German or Spanish note takes two lines, and a lifted card stands in the
design's gap under the message. Such a message is laid out upwards from the top of a lifted
card, into the carried pot's row when need be (the pot's painter then writes the carried pot
beside the pot's amount), and its headline shrinks into what is left.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from drawpoker.i18n import t
from drawpoker.ui import style, text

if TYPE_CHECKING:
    from drawpoker.ui.draw.layout import TableLayout
    from drawpoker.ui.draw.table_view import DrawTable


@dataclass
class MessagePlan:
    """Where each part of the message goes this frame (nothing when there is no message)."""

    headline: str | None = None
    color: style.Color = style.TEXT
    face: text.Weight = True
    largest: int = 0
    #: One fitted line in this box, or (a long prompt alone) these wrapped lines from
    #: ``head_top`` down.
    head_box: pygame.Rect | None = None
    head_lines: list[str] = field(default_factory=list)
    head_size: int = 0
    head_top: int = 0
    detail: str | None = None
    #: One fitted line in this box, or these wrapped lines from ``detail_top`` down.
    detail_box: pygame.Rect | None = None
    detail_lines: list[str] = field(default_factory=list)
    detail_size: int = 0
    detail_top: int = 0
    #: The message reaches into the carried pot's row (the carried pot goes beside the pot).
    above: bool = False


def lowest(lay: TableLayout) -> int:
    """The lowest line the message may reach: just above a lifted card."""
    return lay.my_cards[0].top - lay.lift - max(2, lay.sc(3))


@lru_cache(maxsize=16)
def _balanced(words: str, size: int, width: int, sizing: tuple[float, float]) -> list[str]:
    lines = text.wrap(words, size, width)
    low, high = width // len(lines), width
    while low < high:  # the narrowest column that still takes no more lines
        mid = (low + high) // 2
        if len(text.wrap(words, size, mid)) <= len(lines):
            high = mid
        else:
            low = mid + 1
    return text.wrap(words, size, low)


def balanced(words: str, size: int, width: int) -> list[str]:
    """``words`` wrapped to ``width`` in lines of about one length (no last word alone)."""
    return list(_balanced(words, size, width, text.sizing()))


def words(scene: DrawTable) -> tuple[tuple[str, style.Color] | None, str | None]:
    """What the message says: the headline and its colour, and the detail under it."""
    board = scene.board
    headline: tuple[str, style.Color] | None = None
    detail: str | None = None
    if board.result is not None:
        winner = board.result.winner
        color = style.GOOD if winner == 0 else style.BAD if winner == 1 else style.GOLD
        headline = (board.result.headline.text(), color)
        if board.result.detail is not None:
            detail = board.result.detail.text()
    if board.banner is not None:
        if headline is not None:
            detail = headline[0]
        headline = (board.banner.text(), style.GOLD)
    if headline is None:
        if scene.thinking:
            dots = 1 + int(pygame.time.get_ticks() / 300) % 3 if scene.live_clock else 3
            headline = (t("draw.table.thinking").rstrip("…") + "." * dots, style.TEXT_DIM)
            detail = t("draw.table.skip_hint")
        elif scene.prompt is not None:
            headline = (scene.prompt.text(), style.TEXT)
            detail = scene.marked_note()
    elif detail is None and scene.prompt is not None:
        detail = scene.prompt.text()
    return headline, detail or None


def plan(scene: DrawTable) -> MessagePlan:
    lay, board = scene.layout, scene.board
    headline, detail = words(scene)
    out = MessagePlan()
    if headline is None:
        return out
    out.headline, out.color = headline
    box = lay.message
    if not detail:
        # A long prompt alone may take both lines of the message area.
        largest = lay.font(25)
        if text.fit_size(out.headline, box.width, box.height // 2 + 2, True, largest) \
                < largest * 85 // 100:
            size, lines = text.fit_wrapped(out.headline, box.width, box.height, True,
                                           largest * 9 // 10, 9)
            block = len(lines) * text.line_height(size, True)
            top = min(box.centery - block // 2, lowest(lay) - block)
            out.head_lines, out.head_size = lines, size
            out.head_top = max(lay.carried_label.top, top)
            out.above = out.head_top < lay.carried_label.bottom
            return out
    display = board.result is not None and board.banner is None
    out.face = text.DISPLAY if display else True
    out.largest = lay.font(38 if display else 25)
    head = pygame.Rect(box.left, box.top, box.width, box.height * 55 // 100)
    split = head.bottom  # the detail's row starts here
    if display:  # the result, in the display face, also takes the row of the carried pot
        head.union_ip(lay.carried_label)  # (never shown with it)
        head.height -= 2
    out.head_box = head
    if not detail:
        return out
    out.detail = detail
    low = text.one_line(pygame.Rect(box.left, split, box.width, box.height * 45 // 100))
    largest = lay.font(18)
    size = text.fit_size(detail, low.width, low.height, False, largest)
    if text.measure(detail, size)[0] <= low.width:
        out.detail_box = low
        return out
    # Too long for one line even at the readable floor (a long language at the large text
    # size): two lines, from under the headline, or up from a lifted card when that is higher.
    lines = balanced(detail, size, low.width)
    block = len(lines) * text.line_height(size)
    top = min(low.top, lowest(lay) - block)
    out.detail_lines, out.detail_size, out.detail_top = lines, size, top
    if top < head.bottom:  # the headline moves up with it, and shrinks if need be
        head_top = max(lay.carried_label.top, top - head.height)
        out.head_box = pygame.Rect(box.left, head_top, box.width, top - head_top)
        out.above = head_top < lay.carried_label.bottom and not display
    return out


def reach(lay: TableLayout, placed: MessagePlan) -> pygame.Rect | None:
    """Every box the message may write in this frame (None: no message)."""
    if placed.headline is None:
        return None
    box = lay.message.copy()
    if placed.head_lines:
        block = len(placed.head_lines) * text.line_height(placed.head_size, True)
        box.union_ip(pygame.Rect(box.left, placed.head_top, box.width, block))
    if placed.head_box is not None:
        box.union_ip(placed.head_box)
    if placed.detail_box is not None:
        box.union_ip(placed.detail_box)
    if placed.detail_lines:
        block = len(placed.detail_lines) * text.line_height(placed.detail_size)
        box.union_ip(pygame.Rect(box.left, placed.detail_top, box.width, block))
    return box


def ink(lay: TableLayout, placed: MessagePlan) -> pygame.Rect | None:
    """Where the message's words go, measured as ``draw`` will draw them (None: none)."""
    if placed.headline is None:
        return None
    box = lay.message
    rects: list[pygame.Rect] = []

    def lines(words: list[str], top: int, size: int, bold: text.Weight) -> None:
        step = text.line_height(size, bold)
        for n, line in enumerate(words):
            rect = pygame.Rect((0, 0), text.measure(line, size, bold))
            rect.midtop = (box.centerx, top + n * step)
            rects.append(rect)

    def fitted(words: str, fit: pygame.Rect, bold: text.Weight, largest: int) -> None:
        size = text.fit_size(words, fit.width, fit.height, bold, largest)
        rects.append(pygame.Rect((0, 0), text.measure(words, size, bold)))
        rects[-1].center = fit.center

    if placed.head_lines:
        lines(placed.head_lines, placed.head_top, placed.head_size, True)
    elif placed.head_box is not None:
        fitted(placed.headline, placed.head_box, placed.face, placed.largest)
    if placed.detail is not None and not placed.head_lines:
        if placed.detail_box is not None:
            fitted(placed.detail, placed.detail_box, False, lay.font(18))
        else:
            lines(placed.detail_lines, placed.detail_top, placed.detail_size, False)
    return rects[0].unionall(rects[1:]) if rects else None


def draw(surface: pygame.Surface, scene: DrawTable, placed: MessagePlan) -> None:
    lay = scene.layout
    if placed.headline is None:
        return
    box = lay.message
    if placed.head_lines:
        block = len(placed.head_lines) * text.line_height(placed.head_size, True)
        text.draw_lines(surface, placed.head_lines,
                        pygame.Rect(box.left, placed.head_top, box.width, block),
                        placed.head_size, placed.color, True, "center")
        return
    if placed.head_box is not None:
        text.draw_fitted(surface, placed.headline, placed.head_box, placed.color, placed.face,
                         placed.largest)
    if placed.detail is None:
        return
    if placed.detail_box is not None:
        text.draw_fitted(surface, placed.detail, placed.detail_box, style.TEXT_DIM, False,
                         lay.font(18))
        return
    text.draw_lines(surface, placed.detail_lines,
                    pygame.Rect(box.left, placed.detail_top, box.width, 0), placed.detail_size,
                    style.TEXT_DIM, False, "center")
