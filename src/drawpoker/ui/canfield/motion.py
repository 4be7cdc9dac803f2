"""The Canfield table's time: the cards of a move in flight, the automatic finish played a
step at a time, and the cascade of a won game (replayed at a new window size). Kept apart from
the scene, which owns the input and the drawing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from drawpoker.ui.canfield.cascade import Cascade
from drawpoker.ui.canfield.drawing import Flight

if TYPE_CHECKING:
    from drawpoker.ui.canfield.table_view import CanfieldTable

FINISH_STEP_S = 0.09
FLIGHT_S = 0.22


def advance(scene: CanfieldTable, dt: float, wait: float) -> float:
    """``dt`` seconds more: flights move on and the automatic finish takes its steps (the next
    one was ``wait`` seconds away); returns how long its next step now waits, for the scene to
    keep (0 when nothing is finishing)."""
    view = scene.view
    for flight in view.flights:
        flight.elapsed += dt
    view.flights = [f for f in view.flights if not f.done]
    control = scene.control
    game = control.game
    if not control.finishing or game is None:
        return 0.0  # the next automatic finish starts at once
    speed = scene.app.settings.speed_factor
    wait -= dt
    while control.finishing and wait <= 0:
        move = control.finishing[0]
        lay = scene.layout
        card = game.top(move.source)
        start = (lay.card_rects(game, move.source) or [lay.slot(move.source)])[-1]
        control.finish_step()  # the last one settles the won game
        if move.to_foundation and card is not None and speed > 0:
            view.flights.append(Flight(card, start, lay.slot(move.target), FLIGHT_S * speed))
        wait += FINISH_STEP_S * speed
        if speed > 0:
            break
    return wait


def cascade_moved(scene: CanfieldTable, dt: float) -> Cascade | None:
    """The won game's cascade ``dt`` seconds on (replayed at a new window size), for the scene
    to keep; None once it is over or animations were turned off meanwhile."""
    cascade = scene.cascade
    speed = scene.app.settings.speed_factor
    if cascade is None:
        return None
    if speed <= 0 or cascade.done:  # animations turned off meanwhile, or all gone
        scene.skip_cascade()
        return None
    if cascade.layer.get_size() != scene.app.size:  # a new window size: replay it there
        game = scene.control.finished_game
        if game is None:
            scene.skip_cascade()
            return None
        moment = cascade.time
        cascade = Cascade(game, scene.layout, cascade.four_colour)
        cascade.advance(moment - cascade.time)
    cascade.advance(dt / speed)
    scene.view.gone = {n: cascade.gone_from(n) for n in range(4)}
    return cascade
