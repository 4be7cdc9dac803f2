"""Painting the Canfield table: piles, empty places, highlights, the dragged and flying cards.

Drawing reads the engine's piles and a :class:`View` of what the scene is doing (a card
picked up, a hint shown, cards in flight); it never changes either.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from drawpoker.engine.canfield import Canfield, Move, Spot
from drawpoker.engine.canfield.piles import FOUNDATIONS, RESERVE, STOCK, TABLEAU, WASTE
from drawpoker.engine.core.cards import SUIT_CHARS, Card
from drawpoker.i18n import t
from drawpoker.ui import card_art, style, text
from drawpoker.ui.canfield.layout import Layout


@dataclass
class Flight:
    """A card flying home during the automatic finish."""

    card: Card
    start: pygame.Rect
    end: pygame.Rect
    duration: float
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def rect(self) -> pygame.Rect:
        k = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        k = k * k * (3 - 2 * k)  # ease in and out
        x = self.start.x + (self.end.x - self.start.x) * k
        y = self.start.y + (self.end.y - self.start.y) * k
        return pygame.Rect(round(x), round(y), self.start.width, self.start.height)


@dataclass
class View:
    """What the scene is doing that the picture shows."""

    selected: Spot | None = None
    hint: Move | None = None
    #: The pile being dragged, from which card, and where the grabbed card's corner is now.
    drag: tuple[Spot, int, tuple[int, int]] | None = None
    flights: list[Flight] = field(default_factory=list)
    four_colour: bool = False
    back: str = "classic"
    #: Cards gone from each foundation (by its index) in the win's cascade.
    gone: dict[int, int] = field(default_factory=dict)


def moving_cards(game: Canfield, spot: Spot, index: int) -> list[Card]:
    """The cards that travel when ``index`` of ``spot`` is picked up (a whole tableau pile
    from a lower card; the top card alone otherwise)."""
    cards = game.pile(spot)
    if spot in TABLEAU and index < len(cards) - 1:
        return list(cards)
    return cards[-1:]


def _outline(surface: pygame.Surface, rect: pygame.Rect, lay: Layout, color: style.Color,
             width: int = 2) -> None:
    pygame.draw.rect(surface, color, rect.inflate(lay.px(6), lay.px(6)), width=width,
                     border_radius=lay.px(9))


def _empty(surface: pygame.Surface, rect: pygame.Rect, lay: Layout, mark: str,
           color: style.Color = style.FELT_LINE) -> None:
    pygame.draw.rect(surface, style.FELT_DARK, rect, border_radius=lay.px(8))
    pygame.draw.rect(surface, color, rect, width=lay.px(2), border_radius=lay.px(8))
    if mark:
        text.draw(surface, mark, rect.center, round(rect.width * 0.42), color, False, "center")


def _badge(surface: pygame.Surface, rect: pygame.Rect, lay: Layout, count: int) -> None:
    label = str(count)
    size = lay.px(15)
    w, h = text.measure(label, size, True)
    box = pygame.Rect(0, 0, max(h, w) + lay.px(10), h + lay.px(2))
    box.midtop = (rect.centerx, rect.bottom + lay.px(5))
    pygame.draw.rect(surface, style.PANEL, box, border_radius=box.height // 2)
    pygame.draw.rect(surface, style.PANEL_EDGE, box, width=1, border_radius=box.height // 2)
    text.draw(surface, label, box.center, size, style.TEXT, True, "center")


def draw_piles(surface: pygame.Surface, lay: Layout, game: Canfield, view: View) -> None:
    width = lay.card[0]
    dragged: tuple[Spot, int] | None = (view.drag[0], view.drag[1]) if view.drag else None
    landing = {f.end.topleft for f in view.flights if not f.done}

    def hidden_from(spot: Spot) -> int:
        """Cards of ``spot`` from this index up are picked up (not drawn in place)."""
        if dragged is None or dragged[0] != spot:
            return len(game.pile(spot))
        cards = moving_cards(game, spot, dragged[1])
        return len(game.pile(spot)) - len(cards)

    # Stock: a face-down pile, or the turn-over mark.
    stock_rect = lay.slot(STOCK)
    if game.stock:
        for rect in lay.card_rects(game, STOCK)[-1:]:
            surface.blit(card_art.back(width, view.back), rect)
        _badge(surface, stock_rect, lay, len(game.stock))
    else:
        if game.waste:
            _empty(surface, stock_rect, lay, "\u21bb", style.GOLD_DARK)
        else:
            _empty(surface, stock_rect, lay, "")
    # Waste: the last three cards fanned.
    rects = lay.card_rects(game, WASTE)
    if not rects:
        _empty(surface, lay.slot(WASTE), lay, "")
    stop = hidden_from(WASTE)
    for i, (card, rect) in enumerate(zip(game.waste, rects, strict=True)):
        if i < stop and i >= len(rects) - 4:
            surface.blit(card_art.face(card, width, view.four_colour), rect)
    # Reserve: a thick pile with only its top card face up.
    rects = lay.card_rects(game, RESERVE)
    if not rects:
        _empty(surface, lay.slot(RESERVE), lay, "")
    stop = hidden_from(RESERVE)
    for i, rect in enumerate(rects[:-1]):
        if i % 3 == 0 or i == len(rects) - 2:
            surface.blit(card_art.back(width, view.back), rect)
    if rects and stop == len(rects):
        surface.blit(card_art.face(game.reserve[-1], width, view.four_colour), rects[-1])
    elif len(rects) >= 2:
        surface.blit(card_art.back(width, view.back), rects[-2])
    if game.reserve:
        _badge(surface, lay.slot(RESERVE), lay, len(game.reserve))
    # Foundations: the top card, or the suit waiting for its first card.
    for spot in FOUNDATIONS:
        rect = lay.slot(spot)
        cards = list(game.pile(spot))
        if rect.topleft in landing and cards:
            cards.pop()  # the card is still in the air
        gone = view.gone.get(spot.index, 0)
        if gone:
            cards = cards[:max(0, len(cards) - gone)]  # bouncing away in the cascade
        if cards:
            surface.blit(card_art.face(cards[-1], width, view.four_colour), rect)
        else:
            suit = SUIT_CHARS[spot.index]
            rank = card_art.rank_label(game.base_rank)
            _empty(surface, rect, lay, card_art.SUIT_GLYPHS[suit])
            text.draw(surface, rank, (rect.left + lay.px(8), rect.top + lay.px(4)), lay.px(18),
                      style.FELT_LINE, True)
    # Tableau.
    for spot in TABLEAU:
        rects = lay.card_rects(game, spot)
        if not rects:
            _empty(surface, lay.slot(spot), lay, "")
        stop = hidden_from(spot)
        for card, rect in list(zip(game.pile(spot), rects, strict=True))[:stop]:
            surface.blit(card_art.face(card, width, view.four_colour), rect)


def _spot_rect(lay: Layout, game: Canfield, spot: Spot) -> pygame.Rect:
    rects = lay.card_rects(game, spot)
    if not rects:
        return lay.slot(spot)
    if spot in TABLEAU:
        return rects[0].unionall(rects[1:])
    return rects[-1]


def draw_marks(surface: pygame.Surface, lay: Layout, game: Canfield, view: View) -> None:
    """The selected pile in gold; a hint's source and target in green."""
    if view.selected is not None and view.drag is None:
        _outline(surface, _spot_rect(lay, game, view.selected), lay, style.HIGHLIGHT, lay.px(4))
    if view.hint is not None:
        for spot in (view.hint.source, view.hint.target):
            _outline(surface, _spot_rect(lay, game, spot), lay, style.GOOD, lay.px(4))


def draw_moving(surface: pygame.Surface, lay: Layout, game: Canfield, view: View) -> None:
    """The dragged cards under the mouse, then the cards in flight, above everything."""
    width = lay.card[0]
    if view.drag is not None:
        spot, index, corner = view.drag
        cards = moving_cards(game, spot, index)
        step = lay.pile_step(len(cards)) if len(cards) > 1 else 0
        for i, card in enumerate(cards):
            rect = pygame.Rect(corner, lay.card).move(0, i * step)
            shadow = rect.move(lay.px(5), lay.px(7))
            pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=lay.px(8))
            surface.blit(card_art.face(card, width, view.four_colour), rect)
    for flight in view.flights:
        if not flight.done:
            surface.blit(card_art.face(flight.card, width, view.four_colour), flight.rect())


def signed_money(amount: int) -> str:
    """+$208, −$47, $0: a game's result with its sign."""
    money = t("money", amount=abs(amount))
    if amount > 0:
        return "+" + money
    return "\u2212" + money if amount < 0 else money


def plain_money(amount: int) -> str:
    """A bank: $500, or −$20 when in debt."""
    money = t("money", amount=abs(amount))
    return "\u2212" + money if amount < 0 else money
