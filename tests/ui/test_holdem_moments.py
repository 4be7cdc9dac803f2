"""Nothing on the hold'em table covers anything else at its busy moments (issue 40), in every
language, at both text sizes and three window sizes, with the real scene and the real font.

The moments: a showdown at a table of 2 to 6 seats (every player shows, the winner's line in a
bubble); a showdown with five result lines (side pots and chips handed back); every seat of a
six-seat table saying the language's longest line, at the flop and at the showdown; a real
pawn (five broke players, one line); and the next deal's cards in the air just after it.

Checked: result lines stay between the pot's line and the player's cards and off every plate;
a bubble covers no plate (with its badges), no board card, no pot or result line, none of the
player's cards, bets, facts or buttons; everything stays in the window; and every text fits
its box and overlaps no other text (``text_recorder``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest
from text_recorder import Recorder, recording
from ui_driver import make_app

from drawpoker import i18n
from drawpoker.engine.core.cards import Card
from drawpoker.engine.holdem import (
    Call,
    Check,
    HoldemActionKind,
    HoldemGame,
    HoldemRules,
    PotAwarded,
    Raise,
    Street,
)
from drawpoker.i18n import Translator
from drawpoker.ui.app import App
from drawpoker.ui.holdem import staging
from drawpoker.ui.holdem.painter import result_text
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.holdem.shown import Speech
from drawpoker.ui.holdem.voice import LINES
from drawpoker.ui.scene import SceneName
from drawpoker.ui.timeline import Line

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from holdem.tables import stacked

LANGUAGES = ["en", "fr", "pt", "es", "de"]
TEXT_SIZES = ["normal", "large"]
WINDOWS = [(1024, 600), (1280, 720), (1280, 800)]

#: A moment: a name and what to look at (the scene drawn, each frame checked).
Moment = tuple[str, HoldemTableScene]


def _table(app: App, game: HoldemGame | None = None, opponents: int = 5,
           orders: Callable[[int], list[Card] | None] | None = None) -> HoldemTableScene:
    app.go(SceneName.TITLE)
    scene = app.go(SceneName.HOLDEM_TABLE, game=game, opponents=opponents, seed=3,
                   deck_orders=orders)
    assert isinstance(scene, HoldemTableScene)
    scene.control.players = {seat: staging.ScriptedPlayer() for seat in scene.control.players}
    scene.advance()
    return scene


def _to_showdown(scene: HoldemTableScene) -> None:
    for _ in range(60):
        if scene.control.game.street is Street.BETWEEN_HANDS:
            scene.timeline.finish_all()
            scene.update(0.0)
            return
        kinds = {legal.kind for legal in scene.control.game.legal_actions()}
        scene.act(Check() if HoldemActionKind.CHECK in kinds else Call())
        scene.advance()
    raise AssertionError("the hand never ended")


def longest_line(seat_count: int = 0) -> Line:
    """The longest line the voice can give in the language now (none names an item here)."""
    translator = i18n.current()
    keys = [f"{prefix}.{n}" for prefix, count in LINES.values() for n in range(1, count + 1)]
    key = max(keys, key=lambda k: len(translator.get(k, item="Sunglasses")))
    return Line(key, {"item": "Sunglasses"})


def showdowns(app_for: Callable[[], App]) -> Iterator[Moment]:
    for seats in range(2, 7):
        scene = _table(app_for(), opponents=seats - 1)
        _to_showdown(scene)
        yield f"showdown-{seats}", scene


def many_pots(app_for: Callable[[], App]) -> Iterator[Moment]:
    """A six-seat showdown told with a main pot, three side pots and chips handed back."""
    scene = _table(app_for())
    _to_showdown(scene)
    pots = [PotAwarded(0, 600, (0, 1, 2, 3, 4, 5), (1,), (600,), False),
            PotAwarded(1, 400, (1, 2, 3, 4, 5), (2, 3), (200, 200), False),
            PotAwarded(2, 300, (2, 4, 5), (4,), (300,), False),
            PotAwarded(3, 200, (4, 5), (5,), (200,), False),
            PotAwarded(4, 90, (5,), (5,), (90,), uncontested=True)]
    scene.shown.results = pots
    yield "five-results", scene


def speeches(app_for: Callable[[], App]) -> Iterator[Moment]:
    """Each seat of a six-seat table saying the longest line, at the flop and the showdown."""
    for state in ("flop", "showdown"):
        app = app_for()
        scene = staging.stage(app, state)
        for seat in range(1, 6):
            scene.shown.speech = Speech(seat, longest_line(), 3.0)
            yield f"speech-{state}-seat{seat}", scene


def pawn(app_for: Callable[[], App]) -> Iterator[Moment]:
    """Everyone all in with $10 against the player's aces: five pawn, one says so; then the
    next deal's cards in the air."""
    game = HoldemGame(HoldemRules(players=6, starting_money=10), seed=3)
    orders = {1: stacked(game, {0: "As Ad", 1: "7c 2d", 2: "8c 3d", 3: "9c 4d", 4: "Tc 5h",
                                5: "Jc 6h"}, board="Ks Qh 5c 4s 3h")}
    app = app_for()
    scene = _table(app, game=game, orders=orders.get)
    for _ in range(20):
        if scene.control.game.street is Street.BETWEEN_HANDS:
            break
        kinds = {legal.kind for legal in scene.control.game.legal_actions()}
        scene.act(Raise() if HoldemActionKind.RAISE in kinds else
                  Call() if HoldemActionKind.CALL in kinds else Check())
        scene.advance()
    scene.timeline.finish_all()
    scene.update(0.0)
    assert scene.shown.speech is not None and scene.shown.speech.line.key.startswith(
        "speech.pawned"), "a computer player says she pawned"
    yield "pawn", scene
    app.settings = app.settings.replace(animation_speed="normal")
    scene.start_hand()
    for _ in range(120):  # frame by frame until the deal is under way: cards in the air
        scene.update(1 / 30)
        if sum(f.kind == "card" for f in scene.timeline.active_flights()) >= 3:
            break
    assert any(f.kind == "card" for f in scene.timeline.active_flights())
    yield "deal-after-pawn", scene


MOMENTS = [showdowns, many_pots, speeches, pawn]


def _result_rects(scene: HoldemTableScene, recorder: Recorder) -> list[pygame.Rect]:
    lines = {result_text(pot, scene.name_of, False) for pot in scene.shown.results}
    lines |= {result_text(pot, scene.name_of, True) for pot in scene.shown.results}
    found = []
    for drawn in recorder.drawn:
        if drawn.text in lines or any(part in lines for part in drawn.text.split("   ")):
            found.append(drawn.rect)
    return found


def problems_of(scene: HoldemTableScene, recorder: Recorder) -> list[str]:
    lay = scene.layout
    window = pygame.Rect((0, 0), lay.size)
    players = scene.control.game.players
    plates = {f"plate {seat}": lay.seat_rect(seat) for seat in range(1, players)}
    board = {f"board card {i}": lay.board_card(i) for i in range(5)}
    mine = {"my card 0": lay.hole_card(0), "my card 1": lay.hole_card(1), "my plate": lay.me}
    fixed = {"facts": lay.info, "buttons": lay.actions, "log button": lay.log_button}
    found = [problem for problem in dict.fromkeys(recorder.problems())]
    results = _result_rects(scene, recorder)
    if scene.shown.results:
        assert results, "the results are drawn"
    for n, rect in enumerate(results):
        found += [f"result line {n} {tuple(rect)} covers {name} {tuple(other)}"
                  for name, other in {**plates, **board, **mine, **fixed}.items()
                  if rect.colliderect(other)]
        if not window.contains(rect):
            found.append(f"result line {n} leaves the window")
    for key, bubble in scene.painter.placed.items():
        if key[0] != "speech":
            continue
        if not window.contains(bubble):
            found.append(f"the bubble {tuple(bubble)} leaves the window")
        things = {**plates, **board, **mine, **fixed, "pot line": lay.pot}
        things |= {f"result line {n}": r for n, r in enumerate(results)}
        found += [f"seat {key[1]}'s bubble {tuple(bubble)} covers {name} {tuple(other)}"
                  for name, other in things.items() if bubble.colliderect(other)]
    return found


@pytest.mark.parametrize("window", WINDOWS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_nothing_covers_anything_at_the_busy_moments(
        language: str, text_size: str, window: tuple[int, int],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "_current", Translator("en"))
    found: list[str] = []
    seen = 0

    def app_for() -> App:
        pygame.display.quit()
        app = make_app(speed="instant", size=window, language=language)
        app.settings = app.settings.replace(text_size=text_size)
        return app

    for moments in MOMENTS:
        for name, scene in moments(app_for):
            with recording(monkeypatch) as recorder:
                recorder.draw_app(scene.app)
                found += [f"{name}: {problem}" for problem in problems_of(scene, recorder)]
            seen += 1
    pygame.display.quit()
    assert seen == 18
    assert not found, f"{len(found)} problem(s):\n" + "\n".join(found)
