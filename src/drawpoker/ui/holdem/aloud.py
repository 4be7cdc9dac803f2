"""What the hold'em table says aloud, for a player who does not see it (issue 36).

Derived from the engine's events (worded by the hand's log, ``log_lines``, with the cards in
words) and from the player's view, never from the pixels: each hand's start and blinds, the
player's two cards, every player's action, the board, the showdown with each hand named, the
pots, pawning, buying back and losing items, players leaving, the game's end. ``poll`` (every
frame, from ``controls.refresh``) says whose turn it is: the player's with exactly the keys of
the buttons of the moment. The status keys (:mod:`drawpoker.ui.status_keys`, the same letters
as at the draw table) answer at once and cut off what was being said.

The computer players' own remarks (``voice.py``) are their personality; this is the table's.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.core.evaluator7 import evaluate7
from drawpoker.engine.holdem import (
    ActionTaken,
    BoardDealt,
    HandStarted,
    HoldemActionKind,
    HoldemEvent,
    HoleCardsDealt,
    MatchOver,
    PotAwarded,
    Street,
)
from drawpoker.engine.holdem.events import BlindPosted
from drawpoker.i18n import t
from drawpoker.speech import NullSpeaker, Priority, Speaker
from drawpoker.ui import page_words, shortcuts, speech_hub, status_keys
from drawpoker.ui.hand_names import hand_name
from drawpoker.ui.holdem import practice
from drawpoker.ui.holdem.log_lines import HandLog, LogLine, pot_name, resumed_log, single_pot
from drawpoker.ui.said import said
from drawpoker.ui.spoken_cards import cards_words
from drawpoker.ui.weak_scene import HeldWeakly

if TYPE_CHECKING:
    from drawpoker.ui.holdem.table_view import HoldemTable

log = logging.getLogger(__name__)

HUMAN = 0
K = "aloud.holdem"


def spoken(line: LogLine, name_of: Callable[[int], str],
           item_name: Callable[[int, int], str]) -> str:
    """A log line with its cards in words ("Ada shows ace of spades, king of hearts: …")."""
    args = dict(line.args)
    key = line.key
    if line.seat is not None:
        key += ".you" if line.seat == HUMAN else ".them"
        args["name"] = name_of(line.seat)
    if line.cards:
        args["cards"] = cards_words(line.cards)
    if line.board:
        args["hand"] = hand_name(evaluate7([*line.cards, *line.board]))
    index = args.pop("pot_index", None)
    if isinstance(index, int):
        args["pot"] = pot_name(index)
    if line.item is not None and line.seat is not None:
        args["item"] = item_name(line.seat, line.item)
    return t(key, **args)


def computer_batch(events: Sequence[HoldemEvent]) -> bool:
    """Whether a batch came from a computer player's move (said after what was being said;
    the player's own moves cut off what is stale)."""
    first = events[0] if events else None
    return isinstance(first, ActionTaken) and first.seat != HUMAN


class HoldemAloud(HeldWeakly["HoldemTable"]):
    """The hold'em table's spoken lines: the events, the turns, the answers to status keys."""

    def __init__(self, scene: HoldemTable) -> None:
        super().__init__(scene)  # weakly: kept in a weak-keyed table by its scene
        self.last_line = ""
        self.last_action = ""
        self._turn_key: object = None
        self._notices = 0
        self._failed = False
        #: ↓ and ↑ through the game's end.
        self.reader = page_words.PieceReader()
        betting = scene.control.game.street.is_betting
        self.hand_log = resumed_log(scene.control.view())[1] if betting else HandLog()

    @property
    def speaker(self) -> Speaker:
        return speech_hub.speaker_for(self.scene.app)

    @property
    def on(self) -> bool:
        return not isinstance(self.speaker, NullSpeaker)

    @property
    def full(self) -> bool:
        return speech_hub.verbosity(self.scene.app) == "full"

    def _guarded(self, what: str, job: Callable[[], object]) -> None:
        """A wrong line must never stop the game: logged once, the game goes on."""
        try:
            job()
        except Exception as exc:
            if not self._failed:
                self._failed = True
                log.warning("speech: the hold'em table's %s failed: %s", what, exc,
                            exc_info=True)

    def say(self, text: str, interrupt: bool = False,
            priority: Priority = Priority.NORMAL) -> None:
        if text:
            self.last_line = text
            self.speaker.say(text, interrupt, priority)

    def _text(self, line: LogLine) -> str:
        return spoken(line, self.scene.name_of, self.scene.item_name)

    # ------------------------------------------------------------------ events
    def told(self, events: Sequence[HoldemEvent], by_player: bool) -> None:
        """One batch of events: said in order (a batch the player caused cuts off what was
        still being said), then the pot, then the turn."""
        if self.on:
            self._guarded("events", lambda: self._told(events, by_player))

    def _told(self, events: Sequence[HoldemEvent], by_player: bool) -> None:
        board = self.scene.control.view().board
        pots = [e for e in events if isinstance(e, PotAwarded)]
        single = sum(1 for p in pots if not (p.index > 0 and len(p.eligible) == 1)) <= 1
        lines = [line for event in events for line in self._lines(event, board, single)]
        if lines and self.full and any(isinstance(e, ActionTaken) and e.paid for e in events) \
                and self.scene.control.game.street.is_betting:  # the pot with the move, one line
            lines[-1] += " " + t(f"{K}.pot", pot=self.scene.control.view().pot)
        for index, text in enumerate(lines):
            self.say(text, interrupt=by_player and index == 0)
        self._poll()

    def _lines(self, event: HoldemEvent, board: Sequence[object], single: bool) -> list[str]:
        if isinstance(event, HandStarted):
            self.hand_log = HandLog()
        found = self.hand_log.lines(event, board, single)  # type: ignore[arg-type]
        if isinstance(event, BlindPosted):
            view = self.scene.control.view()
            if view.street.is_betting and view.all_in[event.seat]:  # the blind took it all
                found = [*found, LogLine("holdem.log.all_in", event.seat)]
            elif not self.full and event.seat != HUMAN:
                return []
        texts = [self._text(line) for line in found]
        if isinstance(event, ActionTaken):
            self.last_action = " ".join(texts)
        if isinstance(event, HoleCardsDealt) and HUMAN in event.seats:
            return [self.cards_words()]
        if isinstance(event, BoardDealt):
            texts = [t(f"{K}.{event.street.value}", cards=cards_words(event.cards))]
        if isinstance(event, MatchOver):
            amount = self.scene.control.game.stacks[HUMAN]
            texts = [t(f"holdem.over.{event.reason.value}", amount=amount)]
        return texts

    # ------------------------------------------------------------------ every frame
    def poll(self) -> None:
        """Say the turn when it is new, and any notice the table shows."""
        if self.on:
            self._guarded("turn", self._poll)

    def _poll(self) -> None:
        scene, g = self.scene, self.scene.control.game
        notices = scene.control.model().notices
        if len(notices) > self._notices:
            for notice in notices[self._notices:]:
                self.say(said(notice), priority=Priority.HIGH)
        self._notices = len(notices)
        key = (g.street, g.to_act, g.hand_number, len(scene.control.view().actions))
        if key == self._turn_key:
            return
        self._turn_key = key
        turn = self.turn_words()
        if turn:
            self.say(turn, priority=Priority.HIGH)

    def turn_words(self) -> str:
        """The player's turn with the key of every button of the moment ("" when none)."""
        g = self.scene.control.game
        if g.street is Street.MATCH_OVER:
            return " ".join((t(f"{K}.to_title", letter=shortcuts.letter("holdem_title")),
                             t("aloud.ui.sections", count=len(self.end_pieces()))))
        if g.street is Street.BETWEEN_HANDS:
            return t(f"{K}.between", next=shortcuts.letter("holdem_next"),
                     leave=shortcuts.letter("holdem_leave"))
        if g.to_act != HUMAN:
            return ""
        parts = [t("aloud.key", letter=shortcuts.letter(name), action=words)
                 for name, words in self.choices()]
        head = t("aloud.your_turn")
        if self.full:
            head += " " + self.pot_words()
        return head + " " + "; ".join(parts) + "."

    def choices(self) -> list[tuple[str, str]]:
        """(shortcut name, words) of each legal action, in the order of the buttons."""
        g = self.scene.control.game
        found: list[tuple[str, str]] = []
        legal = {action.kind: action for action in g.legal_actions()}
        if HoldemActionKind.CHECK in legal:
            found.append(("holdem_call", t(f"{K}.act.check")))
        call = legal.get(HoldemActionKind.CALL)
        if call is not None:
            found.append(("holdem_call", t(f"{K}.act.call_all_in" if call.all_in
                                           else f"{K}.act.call", amount=call.cost)))
        rise = legal.get(HoldemActionKind.RAISE)
        if rise is not None:
            found.append(("holdem_raise", t(f"{K}.act.raise", amount=rise.cost)))
        if HoldemActionKind.FOLD in legal:
            found.append(("holdem_fold", t(f"{K}.act.fold")))
        return found

    # ------------------------------------------------------------------ status keys
    def handle_event(self, event: pygame.event.Event) -> bool:
        """A status key: answered at once, cutting off what was being said. At the game's
        end ↓ and ↑ read it a piece at a time, like the draw match's last page."""
        if self.on and self.scene.control.game.street is Street.MATCH_OVER and not self.scene.busy:
            piece = self.reader.step(event, self.end_pieces(), self.scene.control.game)
            if piece is not None:
                self.say(piece, interrupt=True, priority=Priority.HIGH)
                return True
        question = status_keys.asked(event)
        if question is None or not self.on:
            return False
        self._guarded("answer", lambda: self._answer(question))
        return True

    def _answer(self, question: str) -> None:
        if question == "repeat":
            text = self.last_line or t("aloud.last_none")
        else:
            answers: dict[str, Callable[[], str]] = {
                "cards": self.cards_words,
                "value": self.value_words,
                "pot": self.pot_words,
                "stacks": self.stacks_words,
                "last": lambda: self.last_action or t("aloud.last_none"),
            }
            text = answers[question]()
        self.say(text, interrupt=True, priority=Priority.HIGH)

    def cards_words(self) -> str:
        view = self.scene.control.view()
        hole = view.hole if view.street.is_betting else ()
        if not hole:
            return t("aloud.no_cards")
        mine = t(f"{K}.your_cards", cards=cards_words(hole))
        for seat in range(1, view.players):  # at a practice table, theirs face up too
            theirs = practice.open_hole(self.scene.control, seat)
            if theirs:
                mine += " " + t("aloud.her_open", name=self.scene.name_of(seat),
                                cards=cards_words(theirs))
        if view.board:
            return f"{mine} {t(f'{K}.board', cards=cards_words(view.board))}"
        return mine

    def value_words(self) -> str:
        view = self.scene.control.view()
        if not view.street.is_betting or not view.hole:
            return t("aloud.no_cards")
        if len(view.board) < 3:  # two cards make no hand yet: the flop does
            return t(f"{K}.before_flop", cards=cards_words(view.hole))
        return t("aloud.value", hand=hand_name(evaluate7([*view.hole, *view.board])))

    def pot_words(self) -> str:
        view = self.scene.control.view()
        if view.to_call and view.to_act == HUMAN:
            return t("aloud.pot_pay", pot=view.pot, amount=view.to_call)
        return t("aloud.pot", pot=view.pot)

    def end_pieces(self) -> list[str]:
        """The end of the game as the table shows it, a piece at a time: how it ended with
        the player's money, the hands played, the last hand's pots, each player's money and
        items, the button's key."""
        from drawpoker.ui.holdem.painter import result_text

        scene, g = self.scene, self.scene.control.game
        over = scene.control.model().over
        found = [t(f"holdem.over.{over.reason}", amount=g.stacks[HUMAN])] if over else []
        found.append(t("aloud.ui.row", label=t("holdem.stats.hands_played"),
                       value=str(g.hand_number)))
        single = single_pot(scene.shown.results)
        pots = [result_text(pot, scene.name_of, single) for pot in scene.shown.results]
        if pots:
            found.append(" ".join(pots))
        found += self.seat_parts()
        found += [page_words.button_words(b) for b in scene.buttons if b.enabled]
        return found

    def stacks_words(self) -> str:
        """Every player's money, who is out or folded, and the items each has pawned or lost."""
        return "; ".join(self.seat_parts()) + "."

    def seat_parts(self) -> list[str]:
        """Each player's money, or out, with the state and the items away."""
        scene, view = self.scene, self.scene.control.view()
        parts = []
        for seat in range(view.players):
            name = scene.name_of(seat)
            if view.out[seat]:
                parts.append(t(f"{K}.seat_out", name=name))
                continue
            state = ""
            if view.street.is_betting and seat in view.seats and not view.in_hand[seat]:
                state = t("holdem.state.folded")
            elif view.all_in[seat]:
                state = t("holdem.state.all_in")
            words = t(f"{K}.seat", name=name, amount=view.stacks[seat])
            items = self._items(seat, view.forfeits[seat]) if seat != HUMAN else ""
            parts.append(", ".join(part for part in (words, state, items) if part))
        return parts

    def _items(self, seat: int, states: Sequence[object]) -> str:
        away = [t("aloud.item", item=self.scene.item_name(seat, index),
                  state=t(f"forfeit.state.{getattr(state, 'value', state)}"))
                for index, state in enumerate(states)
                if getattr(state, "value", state) != "worn"]
        return t("aloud.items_away", items=", ".join(away)) if away else ""


_VOICES: weakref.WeakKeyDictionary[HoldemTable, HoldemAloud] = weakref.WeakKeyDictionary()


def aloud_of(scene: HoldemTable) -> HoldemAloud:
    """The table's voice, made on first use and kept beside it (the scene class is at its
    size limit)."""
    voice = _VOICES.get(scene)
    if voice is None:
        voice = _VOICES[scene] = HoldemAloud(scene)
    return voice


page_words.register("HoldemTableScene", page_words.PageWords(
    lambda s: t(f"{K}.page", count=s.control.game.players),
    back=lambda s: aloud_of(s).turn_words() or t(f"{K}.page", count=s.control.game.players),
    table=True))
