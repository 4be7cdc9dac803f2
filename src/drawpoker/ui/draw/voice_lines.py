"""What the draw table says aloud, for a player who does not see it.

Derived from the engine's events (the ones the deal log tells, worded by the same
``log_lines``) and from the player's view, never from the pixels. The scene hands over each
batch of events (``told``) and its key presses (``handle_event``), and calls ``poll`` every
frame with its controls: it says whose turn it is with exactly the keys of the buttons of the
moment, and follows the cards marked and the amount chosen. Answers to the status keys
(:mod:`drawpoker.ui.status_keys`) come at once and cut off whatever was being said.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.core.evaluator import evaluate
from drawpoker.engine.draw import (
    ActionKind,
    Bet,
    Card,
    Discard,
    Event,
    LegalAction,
    Phase,
    Raise,
)
from drawpoker.engine.draw.events import (
    ActionTaken,
    AntePaid,
    CardsDealt,
    CardsDrawn,
    DealStarted,
    ItemBoughtBack,
    ItemLost,
    ItemPawned,
    MatchOver,
    PotCarried,
    PotWon,
    RoundSkipped,
    Showdown,
)
from drawpoker.i18n import current, t
from drawpoker.speech import NullSpeaker, Priority, Speaker
from drawpoker.ui import shortcuts, speech_hub, status_keys
from drawpoker.ui.draw import practice
from drawpoker.ui.draw.coach_aloud import coach_line
from drawpoker.ui.draw.log_lines import RoundBets, action_line, draw_line
from drawpoker.ui.hand_names import hand_name
from drawpoker.ui.spoken_cards import card_words as card_words  # the tests' name
from drawpoker.ui.weak_scene import HeldWeakly

if TYPE_CHECKING:
    from drawpoker.ui.draw.table_view import DrawTable

log = logging.getLogger(__name__)

HUMAN, COMPUTER = 0, 1
K = "aloud"


def hand_words(hand: Sequence[Card], marked: frozenset[int] | set[int] = frozenset()) -> str:
    """The cards with the digit that marks each, and which are marked."""
    return "; ".join(t(f"{K}.slot_marked" if i in marked else f"{K}.slot", slot=i + 1,
                       card=card_words(card)) for i, card in enumerate(hand))


def action_choice(legal: LegalAction, phase: Phase,
                  amount: int | None = None) -> tuple[str, str]:
    """(the shortcut's name, its words) for one legal action, as the table's button says it."""
    kind, to_call = legal.kind, legal.to_call
    if kind in (ActionKind.BET, ActionKind.RAISE):
        name = "bet" if kind is ActionKind.BET else "raise"
        low, high = legal.min_amount, legal.max_amount
        if amount is not None and low <= amount <= high:
            return name, t(f"{K}.act.{name}", amount=amount)
        if low == high:
            return name, t(f"{K}.act.{name}", amount=low)
        return name, t(f"{K}.act.{name}_range", low=low, high=high)
    if kind is ActionKind.CHECK:
        return "wait", t(f"{K}.act.wait")
    if kind is ActionKind.CALL and phase is Phase.BET1:
        return "draw", t(f"{K}.act.to_draw_pay", amount=to_call) if to_call \
            else t(f"{K}.act.to_draw")
    if kind is ActionKind.CALL:
        return "call", t(f"{K}.act.call_pay", amount=to_call) if to_call \
            else t(f"{K}.act.call")
    return "drop", t(f"{K}.act.drop")


def _topped_up(event: object) -> bool:
    """The rebuy's event (``ToppedUp``), named so this module also runs on an engine
    without rebuys."""
    return type(event).__name__ == "ToppedUp"


def _may_top_up(scene: DrawTable) -> bool:
    """The broke player is being asked to top up (the top-up page speaks for itself)."""
    return bool(getattr(scene.control, "may_top_up", False))


class TableVoice(HeldWeakly["DrawTable"]):
    """The draw table's spoken lines: the events, the turns, the answers to status keys."""

    def __init__(self, scene: DrawTable) -> None:
        super().__init__(scene)  # weakly: kept in a weak-keyed table by its scene
        self.last_line = ""
        self.last_action = ""
        self._turn_key: object = None
        self._marked: frozenset[int] = frozenset(scene.control.model().marked)
        self._amount: int | None = None
        self._round = 1
        self._draws = 0
        self._bets = RoundBets()
        self._failed = False
        self._coach_moment: object = None

    @property
    def speaker(self) -> Speaker:
        return speech_hub.speaker_for(self.scene.app)

    @property
    def on(self) -> bool:
        """Speech is on: with it off the table does no speech work at all."""
        return not isinstance(self.speaker, NullSpeaker)

    def _guarded(self, what: str, job: Callable[[], object]) -> object:
        """A wrong line must never stop the game: logged once, the game goes on."""
        try:
            return job()
        except Exception as exc:
            if not self._failed:
                self._failed = True
                log.warning("speech: the table's %s failed: %s", what, exc, exc_info=True)
            return None

    @property
    def full(self) -> bool:
        return speech_hub.verbosity(self.scene.app) == "full"

    def say(self, text: str, interrupt: bool = False,
            priority: Priority = Priority.NORMAL) -> None:
        if text:
            self.last_line = text
            self.speaker.say(text, interrupt, priority)

    # ------------------------------------------------------------------ events
    def told(self, events: Sequence[Event], by_player: bool = True) -> None:
        """One batch of events from the controller: said in order (a batch the player caused
        cuts off what was still being said), then the money, then the turn."""
        if self.on:
            self._guarded("events", lambda: self._told(events, by_player))

    def _told(self, events: Sequence[Event], by_player: bool) -> None:
        lines = [line for event in events for line in self._lines(event)]
        moved = any(isinstance(e, PotWon | AntePaid) or _topped_up(e)
                    or (isinstance(e, ActionTaken) and e.paid) for e in events)
        for index, text in enumerate(lines):
            self.say(text, interrupt=by_player and index == 0)
        if moved and self.full and self.scene.control.model().match.phase is not Phase.MATCH_OVER:
            self.say(self.money_words(), priority=Priority.LOW)
        self._poll()

    def _lines(self, event: Event) -> list[str]:
        scene = self.scene
        if isinstance(event, DealStarted):
            self._round, self._draws = 1, 0
            self._bets.new_round()
            key = "draw.table.log.deal_she" if event.dealer == COMPUTER \
                else "draw.table.log.deal_you"
            return [t(key, number=event.deal_number)]
        if isinstance(event, AntePaid):
            return [t("draw.table.log.ante", amount=event.amount)] if event.seat == HUMAN else []
        if isinstance(event, CardsDealt):
            return [self.cards_words()]
        if isinstance(event, ActionTaken):
            return self._action(event)
        if isinstance(event, CardsDrawn):
            self._draws += 1
            self._bets.new_round()
            if self._draws >= 2:
                self._round = 2
            self.last_action = draw_line(event.seat, event.count).text()
            if event.seat == HUMAN and event.count:
                return [self.last_action, self.cards_words()]
            return [self.last_action]
        if isinstance(event, RoundSkipped):
            if event.round == 1:
                self._round = 0
            return [t("draw.table.log.skipped", round=event.round)]
        if isinstance(event, Showdown):
            table = scene.control.model()
            mine, hers = (hand_name(evaluate(hand, table.rules)) for hand in event.hands)
            return [t(f"{K}.showdown", mine=mine, name=table.her_name, hers=hers)]
        if isinstance(event, PotWon):
            key = "draw.table.log.you_win" if event.seat == HUMAN else "draw.table.log.she_wins"
            return [t(key, amount=event.amount)]
        if isinstance(event, PotCarried):
            return [t("draw.table.log.carried", amount=event.amount)]
        if isinstance(event, ItemPawned):
            return [t("draw.table.log.pawned", item=scene.item_name(event.item), amount=event.loan)]
        if isinstance(event, ItemLost):
            return [t("draw.table.log.lost", item=scene.item_name(event.item))]
        if isinstance(event, ItemBoughtBack):
            return [t("draw.table.log.bought_back", item=scene.item_name(event.item),
                      amount=event.repaid)]
        if _topped_up(event):
            return [t(f"{K}.topped_up", amount=getattr(event, "amount", 0))]
        if isinstance(event, MatchOver):
            won = event.winner == HUMAN
            return [t(f"{K}.match_won" if won else f"{K}.match_lost",
                      name=scene.control.model().her_name)]
        return []  # the deck's reveal: proof of a fair shuffle, nothing to hear

    def _action(self, event: ActionTaken) -> list[str]:
        action = event.action
        if isinstance(action, Discard):
            return []  # CardsDrawn says how many
        amount = action.amount if isinstance(action, Bet | Raise) else event.paid
        total = self._bets.act(event.seat, action.kind, amount)
        if action.kind is ActionKind.RAISE:
            amount = total
        text = action_line(action.kind, event.seat, self._round, amount).text()
        if action.kind is ActionKind.CALL and self._round == 1:
            self._round = 0
        self.last_action = text
        return [text]

    # ------------------------------------------------------------------ every frame
    def poll(self) -> None:
        """Say the turn when it is new, and what the player changed by keys since."""
        if self.on:
            self._guarded("turn", self._poll)

    def _poll(self) -> None:
        scene, m = self.scene, self.scene.control.model().match
        view = m.view(HUMAN)
        key = (m.phase, m.to_act, m.deal_number, len(view.actions), view.drawn,
               _may_top_up(scene))
        if key != self._turn_key:
            self._turn_key = key
            self._marked = frozenset(scene.control.model().marked)
            self._amount = None
            turn = self.turn_words()
            if turn:
                self.say(turn, priority=Priority.HIGH)
            self._coach()
            return
        self._coach()
        marked = frozenset(scene.control.model().marked)
        if marked != self._marked:
            changed = sorted(marked ^ self._marked)
            self._marked = marked
            hand = view.hand
            for slot in changed:
                if slot < len(hand):
                    key_name = f"{K}.marked" if slot in marked else f"{K}.unmarked"
                    self.say(t(key_name, slot=slot + 1, card=card_words(hand[slot])),
                             interrupt=True, priority=Priority.HIGH)
        amount = scene.selector.value
        if self._amount is None:
            self._amount = amount
        elif amount is not None and amount != self._amount:
            self._amount = amount
            self.say(t(f"{K}.amount", amount=amount), interrupt=True, priority=Priority.HIGH)

    def _coach(self) -> None:
        """The coach's advice once a moment while its panel is open (``coach_aloud``)."""
        found = coach_line(self.scene, self.full)
        if found is not None and found[0] != self._coach_moment:
            self._coach_moment = found[0]
            self.say(found[1])

    def turn_words(self) -> str:
        """The player's turn with the key of every button of the moment ("" when none)."""
        scene, m = self.scene, self.scene.control.model().match
        if m.phase is Phase.MATCH_OVER:
            return t(f"{K}.match_result", letter=shortcuts.letter("match_result"))
        if m.phase is Phase.BETWEEN_DEALS:
            if not m.deal_number or _may_top_up(scene):
                return ""
            return t(f"{K}.next_deal", letter=shortcuts.letter("next_deal"))
        if m.to_act != HUMAN:
            return ""
        if m.phase is Phase.DRAW:
            count = len(scene.control.model().marked)
            marked = current().plural(f"{K}.draw_marked", count) if count \
                else t(f"{K}.draw_none")
            return t(f"{K}.draw_turn", letter=shortcuts.letter("draw")) + " " + marked
        parts = [t(f"{K}.key", letter=shortcuts.letter(name), action=words)
                 for name, words in self.choices()]
        head = t(f"{K}.your_turn")
        if self.full:
            head += " " + self.pot_words()
        return head + " " + "; ".join(parts) + "."

    def choices(self) -> list[tuple[str, str]]:
        """(shortcut name, words) of each legal action, in the order of the buttons."""
        m = self.scene.control.model().match
        order = (ActionKind.BET, ActionKind.CHECK, ActionKind.RAISE, ActionKind.CALL,
                 ActionKind.FOLD)
        legal = sorted(self.scene.control.legal_actions(), key=lambda a: order.index(a.kind))
        return [action_choice(action, m.phase) for action in legal]

    # ------------------------------------------------------------------ status keys
    def handle_event(self, event: pygame.event.Event) -> bool:
        """A status key: answered at once, cutting off what was being said."""
        question = status_keys.asked(event)
        if question is None or not self.on:
            return False
        self._guarded("answer", lambda: self._answer(question))
        return True

    def _answer(self, question: str) -> None:
        if question == "repeat":
            text = self.last_line or t(f"{K}.last_none")
        else:
            answers: dict[str, Callable[[], str]] = {
                "cards": self.cards_words,
                "value": self.value_words,
                "pot": self.pot_words,
                "stacks": self.stacks_words,
                "last": lambda: self.last_action or t(f"{K}.last_none"),
            }
            text = answers[question]()
        self.say(text, interrupt=True, priority=Priority.HIGH)

    def _hand(self) -> tuple[Card, ...]:
        m = self.scene.control.model().match
        return m.view(HUMAN).hand if m.phase in (Phase.BET1, Phase.DRAW, Phase.BET2) else ()

    def cards_words(self) -> str:
        hand = self._hand()
        if not hand:
            return t(f"{K}.no_cards")
        table = self.scene.control.model()
        mine = t(f"{K}.your_cards", cards=hand_words(hand, set(table.marked)))
        hers = practice.her_open_cards(table.practice, table.match)  # face up there
        return mine if not hers else mine + " " + t(
            f"{K}.her_open", name=table.her_name, cards=", ".join(map(card_words, hers)))

    def value_words(self) -> str:
        hand = self._hand()
        if not hand:
            return t(f"{K}.no_cards")
        rules = self.scene.control.model().rules
        return t(f"{K}.value", hand=hand_name(evaluate(list(hand), rules)))

    def pot_words(self) -> str:
        m = self.scene.control.model().match
        legal = {a.kind: a for a in self.scene.control.legal_actions()}
        to_pay = legal[ActionKind.CALL].to_call if ActionKind.CALL in legal else 0
        if to_pay:
            return t(f"{K}.pot_pay", pot=m.pot, amount=to_pay)
        return t(f"{K}.pot", pot=m.pot)

    def money_words(self) -> str:
        table = self.scene.control.model()
        m = table.match
        return t(f"{K}.money", pot=m.pot, mine=m.stacks[HUMAN], name=table.her_name,
                 hers=m.stacks[COMPUTER])

    def stacks_words(self) -> str:
        table = self.scene.control.model()
        scene, m = self.scene, table.match
        items = ", ".join(t(f"{K}.item", item=scene.item_name(i),
                            state=t(f"forfeit.state.{state.value}"))
                          for i, state in enumerate(m.forfeits))
        return " ".join((t(f"{K}.her_stack", name=table.her_name, amount=m.stacks[COMPUTER],
                           mine=m.stacks[HUMAN]), t(f"{K}.items", items=items)))



_VOICES: weakref.WeakKeyDictionary[DrawTable, TableVoice] = weakref.WeakKeyDictionary()


def voice_of(scene: DrawTable) -> TableVoice:
    """The table's voice, made on first use and kept beside it (the scene holds no field for
    it: the table class is at its size limit)."""
    voice = _VOICES.get(scene)
    if voice is None:
        voice = _VOICES[scene] = TableVoice(scene)
    return voice
