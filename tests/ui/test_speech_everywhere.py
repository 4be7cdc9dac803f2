"""Speech beyond the draw table (issue 36), each line checked against the state it speaks of:
a six-seat hold'em hand played to the showdown by keys alone, a Canfield game with a pass,
the pages and their focus, a settings change made by ear, and the spoken-line log.

The speaker is a recording sink that notes, with each line, what the game held at that moment;
the real scenes run through the real loop with posted key events.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.engine.canfield.piles import WASTE
from drawpoker.engine.core.evaluator7 import evaluate7
from drawpoker.engine.holdem import Street
from drawpoker.i18n import t
from drawpoker.speech import Priority, RecordingSpeaker
from drawpoker.storage.canfield.book import CanfieldBook
from drawpoker.ui import shortcuts, speech_hub
from drawpoker.ui.canfield.aloud import aloud_of as canfield_aloud
from drawpoker.ui.canfield.scene import CanfieldScene
from drawpoker.ui.draw.help_scene import spoken_sections
from drawpoker.ui.hand_names import hand_name
from drawpoker.ui.holdem import staging
from drawpoker.ui.holdem.aloud import aloud_of
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.scene import SceneName
from drawpoker.ui.spoken_cards import card_words, cards_words


class StateSink(RecordingSpeaker):
    """Keeps, with each line, what ``look`` returns at the moment it was asked."""

    def __init__(self) -> None:
        super().__init__()
        self.look = lambda: None
        self.states: list[object] = []

    def say(self, text: str, interrupt: bool = False,
            priority: Priority = Priority.NORMAL) -> None:
        super().say(text, interrupt, priority)
        self.states.append(self.look())


def _press(d: Driver, key: int, letter: str = "", mod: int = 0) -> None:
    d.post(pygame.KEYDOWN, key=key, mod=mod, unicode=letter, scancode=0)
    d.post(pygame.KEYUP, key=key, mod=mod, unicode=letter, scancode=0)
    d.step()


def _letter(d: Driver, letter: str) -> None:
    _press(d, ord(letter.lower()), letter.lower())


def _letters(line: str) -> set[str]:
    return set(re.findall(r"(?:^|[;.] )([A-Z])\s?:", line))


# ---------------------------------------------------------------------- hold'em

def _holdem(language: str) -> tuple[Driver, HoldemTableScene, StateSink]:
    app = make_app(language=language)
    sink = StateSink()
    speech_hub.install(app, sink)
    scene = app.build(SceneName.HOLDEM_TABLE, opponents=5, seed=0, deck_orders=staging.orders,
                      seating=staging.seating(app.settings.theme, staging._theme_ids()))
    assert isinstance(scene, HoldemTableScene)
    scene.control.players = {seat: staging.ScriptedPlayer(raiser=seat == 3) for seat in range(1, 6)}
    sink.look = lambda: (scene.control.view().pot, scene.control.game.to_act)
    app.push(scene)
    return Driver(app), scene, sink


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_six_seat_holdem_hand_by_keys_is_said_to_the_showdown(language: str) -> None:
    d, scene, sink = _holdem(language)
    g = scene.control.game
    turns = 0
    for _ in range(60):
        d.settle()
        if g.street is Street.BETWEEN_HANDS:
            break
        if g.to_act == 0 and not scene.busy:
            # No move that was not announced: the last turn line names exactly these keys.
            turn = [line.text for line in sink.lines if line.priority is Priority.HIGH
                    and line.text.startswith(t("aloud.your_turn"))][-1]
            names = {b.name for b in scene.buttons}
            wanted = {shortcuts.letter({"check": "holdem_call", "call": "holdem_call",
                                        "raise": "holdem_raise", "fold": "holdem_fold"}[n])
                      for n in names}
            assert _letters(turn) == wanted, turn
            turns += 1
            _letter(d, "A")  # my cards: the two dealt, then the board
            view = scene.control.view()
            said = sink.texts[-1]
            assert said.startswith(t("aloud.holdem.your_cards", cards=cards_words(view.hole)))
            if view.board:
                assert cards_words(view.board) in said
            _letter(d, "C")
    assert g.street is Street.BETWEEN_HANDS and turns >= 3
    texts = sink.texts
    # Every pot named is the pot at the moment the line was asked.
    pot = re.compile(re.escape(t("aloud.holdem.pot", pot=987)).replace("987", r"(\d+)"))
    checked = 0
    for line, (pot_then, _) in zip(sink.lines, sink.states, strict=True):  # type: ignore[misc]
        for found in pot.findall(line.text):
            checked += 1
            assert int(found) == pot_then, line.text
    assert checked >= 10
    # The board, the showdown with each hand named, and the pots were said.
    board = scene.control.view().board
    assert any(x.startswith(t("aloud.holdem.flop", cards=cards_words(board[:3]))) for x in texts)
    assert any(x.startswith(t("aloud.holdem.river", cards=cards_words(board[4:]))) for x in texts)
    shows = [x for x in texts if cards_words(scene.my_hole) in x and x != texts[-1]]
    assert shows, "the player's own hand is shown down in words"
    assert texts[-1] == t("aloud.holdem.between", next="N", leave="L")
    # The status keys answer from the state: every seat's money.
    _letter(d, "S")
    view = scene.control.view()
    for seat in range(1, 6):
        assert t("aloud.holdem.seat", name=scene.name_of(seat), amount=view.stacks[seat]) \
            in sink.texts[-1]
    assert sink.lines[-1].interrupt


def test_a_holdem_status_key_plays_no_move_and_speech_off_says_nothing() -> None:
    d, scene, sink = _holdem("en")
    d.settle()
    actions = len(scene.control.view().actions)
    for letter in "AVPSOE":
        _letter(d, letter)
    assert len(scene.control.view().actions) == actions  # asking never plays
    voice, view = aloud_of(scene), scene.control.view()
    said = sink.texts[-6:]
    if len(view.board) >= 3:
        assert said[1] == t("aloud.value", hand=hand_name(evaluate7([*view.hole, *view.board])))
    else:
        assert said[1] == t("aloud.holdem.before_flop", cards=cards_words(view.hole))
    pot = t("aloud.pot_pay", pot=view.pot, amount=view.to_call) if view.to_act == 0 \
        and view.to_call else t("aloud.pot", pot=view.pot)
    assert said[2] == pot
    assert said[4] == (voice.last_action or t("aloud.last_none")) and said[5] == said[4]
    quiet = make_app()
    table = quiet.build(SceneName.HOLDEM_TABLE, opponents=2, seed=1)
    quiet.push(table)
    Driver(quiet).settle()
    assert not aloud_of(table).on and aloud_of(table).last_line == ""  # type: ignore[arg-type]


# ---------------------------------------------------------------------- Canfield

def test_a_canfield_game_with_a_pass_is_said_move_by_move(tmp_path: Path) -> None:
    app = make_app()
    sink = StateSink()
    speech_hub.install(app, sink)
    scene = CanfieldScene(app, CanfieldBook(tmp_path / "canfield.json"), itertools.count(7))
    app.push(scene)
    d = Driver(app)
    d.step(2)
    game = scene.control.game
    assert game is not None
    sink.look = lambda: (len(game.stock), tuple(game.waste[-1:]), game.passes)
    assert t("aloud.canfield.dealt", number=scene.control.table_number()) in sink.texts
    voice = canfield_aloud(scene)
    assert voice.table_words() in sink.texts  # the layout, read at the deal
    passes = game.passes
    for _ in range(40):  # deal through the stock, and turn the waste over once
        _press(d, pygame.K_d, "d")
        if game.passes > passes:
            break
    assert game.passes == passes + 1
    deals = [(line.text, state) for line, state in zip(sink.lines, sink.states, strict=True)
             if line.text.startswith(t("aloud.canfield.dealt_three", card="", count=0)[:5])]
    assert deals
    for text, (stock, waste, _) in deals:  # type: ignore[misc]
        assert text.startswith(t("aloud.canfield.dealt_three", card=card_words(waste[0]),
                                 count=stock)), text
    turned = t("aloud.canfield.turned", passes=game.passes)
    assert any(x.startswith(turned) for x in sink.texts)
    _letter(d, "P")
    assert sink.texts[-1] == voice.money_words()
    _press(d, pygame.K_w, "w")  # pick the waste: said with its top card
    if game.waste:
        assert card_words(game.waste[-1]) in sink.texts[-1]
        assert scene.view.selected == WASTE


# ---------------------------------------------------------------------- pages

def test_pages_say_their_name_and_the_focus_and_a_setting_changes_by_ear() -> None:
    app = make_app()
    sink = RecordingSpeaker()
    speech_hub.install(app, sink)
    app.push(app.build(SceneName.TITLE))
    d = Driver(app)
    d.step(2)
    first = sink.texts[0]
    assert first.startswith(t("app.title")) and "key N" in first
    _press(d, pygame.K_TAB)
    _press(d, pygame.K_TAB)
    assert sink.texts[-1].startswith(t("holdem.title_button").capitalize()[:5])
    _letter(d, "S")
    assert sink.texts[-1].startswith(t("settings.title"))
    _letter(d, "V")  # the speech page
    assert sink.texts[-1] == f"{t('aloud.settings.title')}. " + t(
        "aloud.ui.row", label=t("aloud.settings.speech"), value=t("settings.value.off"))
    _press(d, pygame.K_DOWN)
    _press(d, pygame.K_DOWN)
    assert sink.texts[-1] == t("aloud.ui.row", label=t("aloud.settings.rate"),
                               value=t("aloud.settings.rate_normal"))
    _press(d, pygame.K_RIGHT)
    assert app.settings.speech_rate == 25
    assert sink.texts[-1] == t("aloud.ui.row", label=t("aloud.settings.rate"),
                               value=t("aloud.settings.rate_value", percent="+25"))
    _press(d, pygame.K_ESCAPE)
    assert sink.texts[-1].startswith(t("settings.title"))
    _press(d, pygame.K_ESCAPE)
    _press(d, pygame.K_F1)  # the rules: a part at a time
    parts = spoken_sections(d.scene)  # type: ignore[arg-type]
    assert t("aloud.ui.sections", count=len(parts)) in sink.texts[-1] and len(parts) > 10
    _press(d, pygame.K_DOWN)
    assert sink.texts[-1] == parts[0] and parts[0].startswith(t("help.section.aim"))
    _press(d, pygame.K_DOWN)
    _press(d, pygame.K_UP)
    assert sink.texts[-1] == parts[0]


def test_a_dialog_says_its_question() -> None:
    app = make_app()
    sink = RecordingSpeaker()
    speech_hub.install(app, sink)
    app.push(app.build(SceneName.TITLE))
    d = Driver(app)
    d.step()
    app.go(SceneName.CONFIRM, question_key="holdem.confirm.fold",
           confirm_key="holdem.button.fold", on_confirm=lambda: None)
    d.step()
    assert sink.texts[-1].startswith(t("holdem.confirm.fold"))


def test_the_spoken_line_log_shows_and_scrolls_back() -> None:
    app = make_app()
    sink = RecordingSpeaker()
    speech_hub.install(app, sink)
    app.push(app.build(SceneName.TITLE))
    d = Driver(app)
    d.step()
    for _ in range(8):
        _press(d, pygame.K_TAB)
    log = speech_hub.log_of(app)
    assert list(log.lines) == sink.texts
    _press(d, pygame.K_F2)
    assert log.open and log.box.height > 0
    assert log.shown()[-1] == sink.texts[-1]
    _press(d, pygame.K_UP)  # the log's, not the focus's
    assert log.back == 1 and log.shown()[-1] == sink.texts[-2]
    _press(d, pygame.K_END)
    _press(d, pygame.K_ESCAPE)
    assert not log.open and app.scene is not None
