"""Canfield tables set up for screenshots (``--scene canfield``): a game in progress with a
hint shown, a won game, and a bank that cannot pay a deal with the pawnshop's question.

The deal is the pinned winnable one, played by following the hint (which wins it); the bank
and statistics are made up and live in the screenshot's temporary folder, never the player's.
"""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import TYPE_CHECKING, cast

from drawpoker.engine.canfield import hint
from drawpoker.storage.canfield.book import CanfieldBook
from drawpoker.ui import bank_ui
from drawpoker.ui.scene import SceneName

if TYPE_CHECKING:
    from drawpoker.ui.canfield.scene import CanfieldScene
    from drawpoker.ui.scene import Host

#: A deal the hint alone wins (in 79 moves, three passes).
SHOWCASE_SEED = 9
#: Moves played before the "in progress" picture.
PLAY_MOVES = 48
#: Animation seconds into the win's cascade the "cascade" picture shows.
CASCADE_MOMENT = 1.8


def build_canfield(app: Host, state: str, folder: Path) -> CanfieldScene:
    """``state`` "won", "cascade" (won, the cards bouncing away), "pawned" (broke, the
    question up), "code" (a deal from a code, for no money), anything else: a game in
    progress."""
    book = CanfieldBook(folder / "canfield.json", bank_ui.bank_for(app))
    book.stats.games, book.stats.won, book.stats.best_net, book.stats.total_net = 6, 2, 173, 61
    bank = book.purse.bank
    if state == "pawned":
        bank.money = 31
        bank.pawn()
        bank.money = 31
    else:
        bank.money = 561
    app.go(SceneName.TITLE)
    scene = cast("CanfieldScene", app.go(SceneName.CANFIELD, book=book,
                                          seeds=itertools.count(SHOWCASE_SEED)))
    if state == "pawned":
        return scene
    if state == "code":
        from drawpoker.engine.core.deal_code import DealCode
        from drawpoker.ui.canfield.code_deal import deal_code

        deal_code(scene, DealCode("canfield", 52, SHOWCASE_SEED))
    won = state in ("won", "cascade")
    limit = PLAY_MOVES if not won else 400
    for _ in range(limit):
        control = scene.control
        game = control.game
        if game is None or control.finishing or control.result is not None:
            break
        move = hint(game)
        if move is None:
            break
        scene.play(move)
    if not won:
        scene.show_hint()
    for _ in range(5000):  # the automatic finish, card by card
        if state == "cascade" and scene.cascade is not None:
            speed = app.settings.speed_factor  # mid-cascade, at once
            scene.update((CASCADE_MOMENT - scene.cascade.time) * speed)
            break
        app.step()
        if not app.is_animating():
            break
    return scene
