"""Nothing on the draw table hides the words of its busy moments (issue 40), in every language,
at both text sizes and three window sizes, on the real scene driven by real updates.

The moments: her first pawn with the next deal's cards in the air, an item lost to the player
(the pawned one, as she pawns the next), an item bought back followed by the next deal; and
her speaking her longest line at each phase (the deal, a bet, the draw, the showdown), with
the coach closed and open.

Checked, frame by frame through the item moments: the headline (pawned, lost, bought back) is
never covered by a flying card drawn after it; at every frame she speaks, her bubble covers
neither the deck, the pot, any card, any button nor the headline or any other word on the
table, and stays in the window.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import pygame
import pytest
from text_recorder import Recorder, recording
from ui_driver import make_app

from drawpoker import i18n
from drawpoker.ai.draw.personality import LINES
from drawpoker.engine.draw import ForfeitState, Phase, Rules
from drawpoker.engine.draw.events import Event, ItemBoughtBack, ItemLost, ItemPawned
from drawpoker.i18n import Translator
from drawpoker.ui import characters, shots
from drawpoker.ui.app import App
from drawpoker.ui.draw import message, staging
from drawpoker.ui.draw.next_rules import next_rules
from drawpoker.ui.draw.painter import TablePainter
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.scene import SceneName
from drawpoker.ui.timeline import Flight, OwnLine

LANGUAGES = ["en", "fr", "pt", "es", "de"]
TEXT_SIZES = ["normal", "large"]
WINDOWS = [(1024, 600), (1280, 720), (1280, 800)]
#: A frame of the item moments, at the normal speed (1/15 s: several frames per card flight).
FRAME = 1 / 15
#: Her speaking at each phase: the staged state that shows it.
PHASES = {"deal": "deal", "bet": "facing-bet", "draw": "draw", "showdown": "showdown"}


def _app(language: str, text_size: str, window: tuple[int, int]) -> App:
    pygame.display.quit()
    app = make_app(speed="instant", size=window, language=language)
    app.settings = app.settings.replace(text_size=text_size)
    return app


# ---------------------------------------------------------------------- what is drawn
@dataclass
class Frame:
    """One frame as drawn: its texts in order, and each card in the air with its ink's rect
    and how many texts were drawn before it."""

    recorder: Recorder
    cards: list[tuple[int, pygame.Rect]] = field(default_factory=list)


def draw_frame(scene: TableScene, monkeypatch: pytest.MonkeyPatch) -> Frame:
    """Draw the app once, recording its texts and where each flying card's pixels went (each
    flight drawn once more on a clear sheet to find its ink)."""
    real = TablePainter.draw_flight
    with recording(monkeypatch) as recorder:
        frame = Frame(recorder)

        def draw_flight(painter: TablePainter, surface: pygame.Surface, flight: Flight) -> None:
            if flight.kind == "card":
                sheet = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
                real(painter, sheet, flight)
                frame.cards.append((len(recorder.drawn), sheet.get_bounding_rect()))
            real(painter, surface, flight)

        monkeypatch.setattr(TablePainter, "draw_flight", draw_flight)
        try:
            recorder.draw_app(scene.app)
        finally:
            monkeypatch.setattr(TablePainter, "draw_flight", real)
    return frame


def headline_problems(scene: TableScene, frame: Frame) -> list[str]:
    """A headline about her items covered by a card flying over it."""
    banner = scene.board.banner
    if banner is None:
        return []
    words = banner.text()
    found = []
    for index, drawn in enumerate(frame.recorder.drawn):
        if drawn.text != words:
            continue
        found += [f"a card {tuple(card)} flies over the headline {words!r} {tuple(drawn.rect)}"
                  for after, card in frame.cards if after > index and card.colliderect(drawn.rect)]
    return found


def table_things(scene: TableScene, frame: Frame) -> dict[str, pygame.Rect]:
    """What her bubble must leave in sight: the deck, the pot, every card on the table, the
    buttons, and every word drawn but her own (the headline among them)."""
    lay, board, painter = scene.layout, scene.board, scene.painter
    things = {"deck": lay.deck.union(lay.deck.move(-lay.sc(4), -lay.sc(4))), "pot": lay.pot}
    things |= {f"my card {i}": painter.my_card_rect(i)
               for i, spot in enumerate(board.mine) if spot.present}
    things |= {f"her card {i}": lay.her_cards[i]
               for i, spot in enumerate(board.hers) if spot.present}
    buttons = [*scene.buttons, *scene.overlays.buttons]
    things |= {f"button {b.name}": b.rect for b in buttons if b.rect.width}
    if scene.selector.active:
        things["amount stepper"] = scene.selector.rect
    coach = scene.coach.place()
    if coach is not None:
        things["the open coach"] = coach
    said = set(painter.bubble_lines) if board.speech is not None else set()
    headline, detail = message.words(scene)
    for drawn in frame.recorder.drawn:
        if drawn.layer or drawn.text in said or not drawn.text.strip():
            continue
        if headline is not None and drawn.text in (headline[0], detail):
            name = "the headline"
        else:
            name = f"the words {drawn.text!r}"
        things[name] = drawn.rect
    return things


def bubble_problems(scene: TableScene, frame: Frame) -> list[str]:
    if scene.board.speech is None:
        return []
    bubble = scene.painter.bubble
    assert bubble is not None, "her words are in a bubble"
    found = [f"her bubble {tuple(bubble)} covers {name} {tuple(rect)}"
             for name, rect in table_things(scene, frame).items() if bubble.colliderect(rect)]
    if not pygame.Rect((0, 0), scene.layout.size).contains(bubble):
        found.append(f"her bubble {tuple(bubble)} leaves the window")
    return found


# ---------------------------------------------------------------------- the item moments
#: Which deck each deal of a staged moment gets: the player's four aces until she has pawned,
#: and for the buy-back, hers after that (she wins her money back).
def _orders(scene_of: Callable[[], TableScene | None], rules: Rules,
            win_back: bool) -> Callable[[int], object]:
    def orders(number: int) -> object:
        scene = scene_of()
        if win_back and scene is not None and ForfeitState.PAWNED in scene.control.match.forfeits:
            return staging.stacked_order(rules, staging.WEAK, staging.STRONG, 3 + number)
        return staging.stacked_order(rules, staging.STRONG, staging.WEAK, 3 + number)

    return orders


def play_to(app: App, wanted: type[Event]) -> TableScene:
    """A table played at once (the player betting the most, her calling) until a call of the
    controller returns ``wanted``; that batch is then told at the normal speed."""
    holder: list[TableScene] = []
    win_back = wanted is ItemBoughtBack
    scene = app.build(SceneName.TABLE, opponent=staging.PassiveOpponent(), seed=3,
                      deal_orders=_orders(lambda: holder[0] if holder else None, next_rules(app),
                                          win_back))
    assert isinstance(scene, TableScene)
    app.push(scene)
    holder.append(scene)
    scene.live_clock = False
    caught: list[Event] = []
    control = scene.control
    for name in ("start_deal", "act", "opponent_acts"):
        real = getattr(control, name)

        def watched(*args: object, real: Callable[..., list[Event]] = real) -> list[Event]:
            events = real(*args)
            if not caught and any(isinstance(e, wanted) for e in events):
                caught.extend(events)
                app.settings = app.settings.replace(animation_speed="normal")
            return events

        setattr(control, name, watched)
    for _ in range(3000):
        scene.update(0.0)
        if caught:
            return scene
        scene.timeline.finish_all()
        m = scene.control.match
        assert m.phase is not Phase.MATCH_OVER, f"the match ended before {wanted.__name__}"
        if m.phase is Phase.BETWEEN_DEALS:
            scene.start_deal()
        elif m.to_act == 0:
            scene.act(staging.player_move(m.view(0), True))
        else:
            scene.think_left = 0.0
            scene.update(0.0)
        if caught:
            return scene
    raise AssertionError(f"never reached {wanted.__name__}")


def frames(scene: TableScene, next_deal: bool) -> Iterator[None]:
    """Each frame until the story told is over (and, with ``next_deal``, the next deal too)."""
    dealt = not next_deal
    for _ in range(400):
        scene.think_left = 0.0 if scene.think_left is not None else None
        scene.update(FRAME)
        yield None
        if not scene.is_animating():
            if dealt:
                return
            assert scene.control.match.phase is Phase.BETWEEN_DEALS
            scene.start_deal()
            dealt = True
    raise AssertionError("the table never settled")


ITEM_MOMENTS = {"pawn": (ItemPawned, False), "lost": (ItemLost, False),
                "bought back": (ItemBoughtBack, True)}


def item_moment_problems(app_for: Callable[[], App],
                         monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], int, int]:
    """Every frame of each item moment checked: (problems, frames with a headline, frames
    with a card in the air while a headline was up)."""
    found: list[str] = []
    headlines = flying = 0
    for name, (wanted, next_deal) in ITEM_MOMENTS.items():
        scene = play_to(app_for(), wanted)
        for n, _ in enumerate(frames(scene, next_deal)):
            frame = draw_frame(scene, monkeypatch)
            if scene.board.banner is not None:
                headlines += 1
                flying += bool(frame.cards)
            found += [f"{name}, frame {n}: {p}" for p in headline_problems(scene, frame)]
            found += [f"{name}, frame {n}: {p}" for p in bubble_problems(scene, frame)]
    return found, headlines, flying


# ---------------------------------------------------------------------- her longest line
def longest_line(lang: str) -> str:
    """The longest line she can say in ``lang``: the shared ones and every character's own."""
    translator = i18n.current()
    args = {"item": "Sunglasses", "amount": 100}
    said = [translator.get(f"speech.{situation}.{n}", **args)
            for situation, count in LINES.items() for n in range(1, count + 1)]
    for character in characters.characters():
        for situation in character.lines:
            said += [line.format(**args) for line in character.lines_for(situation, lang)]
    return max(said, key=len)


def speech_problems(app_for: Callable[[], App], language: str,
                    monkeypatch: pytest.MonkeyPatch) -> list[str]:
    found: list[str] = []
    for phase, state in PHASES.items():
        scene = shots.build_table(app_for(), state, 3)
        said = (longest_line(language),)  # in the game's language, now the app's
        assert i18n.current().code == language
        scene.board.speech = OwnLine("speech.greeting.1", {}, words=lambda lang, s=said: s)
        for coach in ("closed", "open"):
            if coach == "open":
                scene.overlays.toggle_coach()
            frame = draw_frame(scene, monkeypatch)
            found += [f"speaking at the {phase}, the coach {coach}: {p}"
                      for p in bubble_problems(scene, frame)]
    return found


@pytest.mark.parametrize("window", WINDOWS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_her_items_headline_stays_readable_while_the_cards_fly(
        language: str, text_size: str, window: tuple[int, int],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "_current", Translator("en"))
    found, headlines, flying = item_moment_problems(
        lambda: _app(language, text_size, window), monkeypatch)
    pygame.display.quit()
    assert headlines >= 20 and flying >= 5, (headlines, flying)
    assert not found, f"{len(found)} problem(s):\n" + "\n".join(found)


@pytest.mark.parametrize("window", WINDOWS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_her_bubble_covers_nothing_at_any_phase(
        language: str, text_size: str, window: tuple[int, int],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "_current", Translator("en"))
    found = speech_problems(lambda: _app(language, text_size, window), language, monkeypatch)
    pygame.display.quit()
    assert not found, f"{len(found)} problem(s):\n" + "\n".join(found)
