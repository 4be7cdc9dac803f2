"""Mouse play on the Canfield table: press, drag and drop, click then click, double click."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.canfield import Move, Spot
from drawpoker.engine.canfield.piles import FOUNDATIONS, RESERVE, TABLEAU, WASTE
from drawpoker.i18n import t
from drawpoker.ui.canfield.drawing import moving_cards

if TYPE_CHECKING:
    from drawpoker.ui.canfield.table_view import CanfieldTable

DOUBLE_CLICK_S = 0.4
DRAG_START_PX = 6
SOURCES = (RESERVE, WASTE, *TABLEAU)


class Pointer:
    """What the mouse is doing: a press that may become a drag, and the last click's time."""

    def __init__(self, scene: CanfieldTable) -> None:
        self.scene = scene
        self.press: tuple[Spot, int, tuple[int, int], tuple[int, int]] | None = None
        self.last_click: tuple[Spot, float] | None = None

    def handle(self, event: pygame.event.Event) -> str:
        """One mouse event; returns why dropped cards were refused ("" when none were)."""
        scene = self.scene
        model = scene.control.model()
        game = model.table_game()
        if game is None or model.result is not None or model.finishing:
            return ""
        lay = scene.layout
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            found = lay.hit(game, event.pos)
            self.press = None
            if found is not None:
                spot, index = found
                rects = lay.card_rects(game, spot)
                corner = rects[index].topleft if index >= 0 else event.pos
                self.press = (spot, index, event.pos, (event.pos[0] - corner[0],
                                                       event.pos[1] - corner[1]))
        elif event.type == pygame.MOUSEMOTION and self.press is not None:
            spot, index, start, grab = self.press
            far = abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) > DRAG_START_PX
            if scene.view.drag is not None or (far and spot in SOURCES and index >= 0):
                scene.view.drag = (spot, index, (event.pos[0] - grab[0], event.pos[1] - grab[1]))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.press is not None:
            spot, index, _, _ = self.press
            self.press = None
            if scene.view.drag is not None:
                return self.drop()
            self.click(spot)
        return ""

    def click(self, spot: Spot) -> None:
        """A second click on the same cards soon after the first sends them to a foundation;
        a click that played a move never starts a double click."""
        scene = self.scene
        last, self.last_click = self.last_click, (spot, scene.time)
        if (last is not None and last[0] == spot and scene.time - last[1] <= DOUBLE_CLICK_S
                and spot in SOURCES):
            self.last_click = None
            scene.view.selected = None
            if scene.to_foundation(spot):
                return
        game = scene.control.game
        played = len(game.move_stack) if game is not None else 0
        scene.pick(spot)
        if game is None or len(game.move_stack) != played or scene.control.result is not None:
            self.last_click = None

    def drop(self) -> str:
        """Play the dragged cards onto the pile they overlap most (they snap back if refused);
        returns what the table says of a drop refused before any move is tried (several cards
        to a foundation), else "" (a move refused by the engine is said by ``scene.play``)."""
        scene = self.scene
        game = scene.control.game
        drag, scene.view.drag = scene.view.drag, None
        if game is None or drag is None:
            return ""
        spot, index, corner = drag
        lay = scene.layout
        card_rect = pygame.Rect(corner, lay.card)
        best, best_area = None, 0
        for target in (*TABLEAU, *FOUNDATIONS):
            if target == spot:
                continue
            overlap = card_rect.clip(lay.drop_zone(target, game))
            if overlap.width * overlap.height > best_area:
                best, best_area = target, overlap.width * overlap.height
        if best is None:
            return ""
        scene.view.selected = None
        if best in FOUNDATIONS:
            if len(moving_cards(game, spot, index)) > 1:
                return t("canfield.refused")
            scene.to_foundation(spot)
        else:
            scene.play(Move(spot, best))
        return ""

