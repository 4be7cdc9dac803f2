"""Where her speech bubble goes on the draw table: the first place that covers nothing.

Her bubble used to sit at one place under her cards, and a long line at the large text size
grew it over the deck and the pot (issue 40). It is now tried there first, then wrapped wider,
then anywhere on the cloth, nearest to that place first, until it covers none of the deck, the
pot, any card, button, panel or word of the table; its tail points back to her. The hold'em
table's twin is ``ui.holdem.motion``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from drawpoker.ui import text

if TYPE_CHECKING:
    from drawpoker.ui.draw.layout import TableLayout
    from drawpoker.ui.draw.table_view import DrawTable

Point = tuple[int, int]


@dataclass(frozen=True)
class Placed:
    """The bubble's box, its wrapped lines, their text size and the room above and below
    them together."""

    rect: pygame.Rect
    lines: tuple[str, ...]
    size: int
    pad: int


def obstacles(scene: DrawTable, message: pygame.Rect | None,
              coach: pygame.Rect | None) -> list[pygame.Rect]:
    """What the bubble must leave in sight: her cards, chips and hand's name, the deal's panel,
    the deck and the pot with its lines, the message (``message``: where it reaches this
    frame), the player's cards (lifted too), hand name, chips, plate and buttons, the overlay
    buttons and the open coach. Rows whose words come and go within a deal are kept free all
    the time, so the bubble does not jump as they do; her hand's name, shown only at the
    showdown, only then."""
    lay = scene.layout
    lift = lay.lift
    mine = lay.my_cards[0].unionall(lay.my_cards[1:])
    rects = [lay.her_cards[0].unionall(lay.her_cards[1:]), lay.her_stack.union(
                 lay.her_stack_label), lay.her_badge, lay.deal_panel,
             lay.overlay_buttons, deck_rect(lay), lay.pot, lay.pot_label, lay.carried_label,
             lay.message, mine.union(mine.move(0, -lift)), lay.hand_label, lay.my_stack,
             lay.me_panel, lay.actions]
    rects += [button.rect for button in scene.buttons if button.rect.width]
    rects += [button.rect for button in scene.overlays.buttons if button.rect.width]
    if scene.selector.active:
        rects.append(scene.selector.rect)
    rects += [rect for rect in (message, coach) if rect is not None]
    if scene.board.her_hand() is not None:
        rects.append(lay.her_hand_label)
    return rects


def deck_rect(lay: TableLayout) -> pygame.Rect:
    """The deck as drawn: three backs, each a little up and left of the one under it."""
    step = 2 * lay.sc(2)
    return lay.deck.union(lay.deck.move(-step, -step))


def place(scene: DrawTable, words: str, blocked: list[pygame.Rect]) -> Placed:
    """Her bubble for ``words`` (worked out once for the same words, window and table)."""
    lay = scene.layout
    key = (words, lay.size, tuple(tuple(r) for r in blocked), text.sizing())
    if key not in _PLACES:
        if len(_PLACES) > 64:
            _PLACES.clear()
        _PLACES[key] = _place(lay, words, blocked)
    return _PLACES[key]


#: Bubbles already placed: (words, window, obstacles, text sizing) -> place.
_PLACES: dict[tuple[object, ...], Placed] = {}


def _shapes(lay: TableLayout, words: str) -> list[tuple[int, int, tuple[str, ...], int, int]]:
    """The bubble's possible shapes, (width, height, lines, text size, padding): as wide as
    it always was and two lines high; wider; both with less room round the words (two lines
    of the large text then still fit over the deck); then taller and narrower, for the room
    beside the pot."""
    area, sc = lay.bubble_area, lay.sc
    roomy, tight = sc(14), sc(6)
    shapes = []
    for max_w, max_h, pad in ((area.width * 7 // 10, area.height, roomy),
                              (area.width - sc(14), area.height, roomy),
                              (area.width * 7 // 10, area.height, tight),
                              (area.width - sc(14), area.height, tight),
                              (area.width * 7 // 10, sc(110), roomy), (sc(340), sc(150), roomy),
                              (sc(250), sc(200), roomy)):
        size, lines = text.fit_wrapped(words, max_w - sc(28), max_h - pad, False,
                                       lay.font(20), lay.font(18))
        widest = max(text.measure(line, size)[0] for line in lines)
        shapes.append((widest + sc(28), len(lines) * text.line_height(size) + pad,
                       tuple(lines), size, pad))
    return shapes


def _place(lay: TableLayout, words: str, blocked: list[pygame.Rect]) -> Placed:
    area, sc = lay.bubble_area, lay.sc
    cloth = pygame.Rect(lay.centre.left, 0, lay.right.right - lay.centre.left, lay.size[1])
    cloth = cloth.inflate(0, -2 * sc(8))
    home = (area.left + sc(14), area.top)
    shapes = _shapes(lay, words)
    for width, height, lines, size, pad in shapes:  # its usual place, in any shape
        bubble = pygame.Rect(home, (width, height)).clamp(cloth)
        if not bubble.collidelistall(blocked):
            return Placed(bubble, lines, size, pad)
    # Else the free place nearest to it, whatever the shape; none free: the least covering.
    nearest: tuple[int, Placed] | None = None
    least: tuple[int, Placed] | None = None
    for width, height, lines, size, pad in shapes:
        for spot in _grid(cloth, (width, height), home, sc(12)):
            bubble = pygame.Rect(spot, (width, height))
            cover = sum(_area(bubble.clip(r)) for r in blocked)
            if cover == 0:
                away = (spot[0] - home[0]) ** 2 + (spot[1] - home[1]) ** 2
                if nearest is None or away < nearest[0]:
                    nearest = (away, Placed(bubble, lines, size, pad))
                break
            if least is None or cover < least[0]:
                least = (cover, Placed(bubble, lines, size, pad))
    chosen = nearest or least
    assert chosen is not None
    return chosen[1]


def _grid(cloth: pygame.Rect, size: tuple[int, int], home: Point, step: int) -> list[Point]:
    """Top-left corners on a grid over the cloth, the nearest to ``home`` first."""
    w, h = size
    spots = [(x, y) for x in range(cloth.left, cloth.right - w + 1, step)
             for y in range(cloth.top, cloth.bottom - h + 1, step)]
    return sorted(spots, key=lambda s: (s[0] - home[0]) ** 2 + (s[1] - home[1]) ** 2)


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def tail(lay: TableLayout, bubble: pygame.Rect) -> list[Point]:
    """The pointer from the bubble's left side back to her portrait: whole when the bubble is
    in its usual place near her, a short stub pointing her way when it had to go further."""
    sc = lay.sc
    tip = (lay.avatar_panel.right - sc(4), lay.bubble_area.top - sc(10))
    top = (bubble.left + sc(6), bubble.top + sc(8))
    bottom = (bubble.left + sc(6), bubble.top + sc(22))
    reach = sc(160)
    dx, dy = tip[0] - top[0], tip[1] - top[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    if length > reach:
        stub = sc(30) / length
        tip = (round(top[0] + dx * stub), round(top[1] + dy * stub))
    return [tip, top, bottom]
