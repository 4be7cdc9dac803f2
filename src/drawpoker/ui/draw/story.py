"""Turns the engine's events into beats on the timeline: what moves, what is said, what is logged.

Only public information is used: the player's own hand (from the view at the time of the
events) and what the events show. The opponent's discards are animated from their count alone;
her lines are chosen by `drawpoker.ai.draw.personality`, which sees the events and nothing else.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from drawpoker.ai.draw.personality import Personality
from drawpoker.engine.draw import (
    ActionKind,
    Bet,
    Card,
    Discard,
    Event,
    ForfeitState,
    Phase,
    PlayerView,
    Raise,
    Rules,
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
from drawpoker.ui.draw.deal_end_beats import DealEndBeats
from drawpoker.ui.draw.log_lines import RoundBets, action_line, deal_so_far, draw_line
from drawpoker.ui.draw.reactions_of import event_kind
from drawpoker.ui.draw.showdown import deciding_cards, shown_order
from drawpoker.ui.portrait import Portrait
from drawpoker.ui.reactions import REACTIONS, reaction_sound, reactions_for
from drawpoker.ui.timeline import Beat, Board, Flight, Timeline

if TYPE_CHECKING:
    from drawpoker.roster import Character

HUMAN, COMPUTER = 0, 1
#: How often the theme's own figure remarks on the player's moves (a character has her own).
CHATTINESS = 0.6


@dataclass
class Snapshot:
    """Engine state right after the events, used to fill in what the events leave implicit."""

    my_hand: tuple[Card, ...]
    stacks: tuple[int, int]
    pot: int
    forfeits: tuple[ForfeitState, ...]


class Story(DealEndBeats):
    """Feeds beats for each batch of events into a timeline."""

    def __init__(
        self,
        board: Board,
        timeline: Timeline,
        rules: Rules,
        item_name: Callable[[int], str],
        rng: random.Random,
        character: Character | None = None,
    ) -> None:
        """``character``: the roster opponent, whose lines replace the shared ones for the
        situations she has lines for, and whose chattiness is hers."""
        super().__init__(board, timeline, rules, item_name, character)
        self.rng = rng
        self.betting_round = 1
        self._draws_seen = 0
        self._my_discard: tuple[Card, ...] = ()
        self._bets = RoundBets()  # so a raise is logged as the total it makes
        own = {situation: len(character.lines_for(situation, "en"))
               for situation in character.lines} if character is not None else {}
        chattiness = character.style.chattiness if character is not None else CHATTINESS
        self.voice = Personality(seed=rng.randrange(2**32), seat=COMPUTER,
                                 chattiness=chattiness, variants=own)
        # Her face, from the same public events, with her own reactions (her roster manner).
        self.portrait = Portrait(reactions_for(character.manner) if character is not None
                                 else REACTIONS)

    # ------------------------------------------------------------------ helpers
    def resume_deal(self, view: PlayerView) -> None:
        """A match continued mid-deal: know which round it is and log the deal so far."""
        self.betting_round = {Phase.BET1: 1, Phase.DRAW: 0, Phase.BET2: 2}.get(view.phase, 1)
        self._draws_seen = sum(count is not None for count in view.drawn)
        self.board.history = deal_so_far(view)
        self._bets = RoundBets.of(view.actions)
        self.voice.resume(((action.kind, action.seat) for action in view.actions),
                          round_bets=self._bets.put)

    # ------------------------------------------------------------------ telling
    def tell(self, events: Sequence[Event], snapshot: Snapshot, clear_banner: bool = True) -> None:
        """Queue the beats for one batch of events (from ``start_deal`` or ``act``).

        A banner (an item pawned, lost, bought back) and a notice (a write the disk refused)
        stay up until the player's next move.
        """
        if clear_banner:
            self.timeline.add(Beat(0.0, start=self._clear_banner))
        i = 0
        while i < len(events):
            event = events[i]
            if isinstance(event, AntePaid):
                antes = []
                while i < len(events) and isinstance(events[i], AntePaid):
                    ante = events[i]
                    assert isinstance(ante, AntePaid)
                    antes.append(ante)
                    i += 1
                self._antes(antes)
                continue
            self._one(event, snapshot)
            i += 1
        self.timeline.add(Beat(0.0, start=lambda: self._sync(snapshot)))

    def _clear_banner(self) -> None:
        self.board.banner = self.board.notice = None

    def _react(self, event: Event) -> None:
        """Her face changes as the event is shown (a beat of no length just before its own)."""
        kind = event_kind(event, self.rules)
        if kind is not None and self.portrait.reacts_to(kind):
            self.timeline.add(Beat(0.0, start=lambda: self.portrait.feel(kind),
                                   sound=reaction_sound(self.portrait.reactions[kind])))

    def _sync(self, snapshot: Snapshot) -> None:
        """After the story, the numbers shown are exactly the engine's."""
        self.board.stacks = list(snapshot.stacks)
        self.board.pot = snapshot.pot
        self.board.forfeits = list(snapshot.forfeits)

    def _one(self, event: Event, snapshot: Snapshot) -> None:
        self._said = self.voice.say(event)  # every event, in order: it follows the deal
        self._react(event)
        if isinstance(event, DealStarted):
            self._deal_started(event)
        elif isinstance(event, CardsDealt):
            self._cards_dealt(snapshot.my_hand)
        elif isinstance(event, ActionTaken):
            self._action(event)
        elif isinstance(event, CardsDrawn):
            self._cards_drawn(event, snapshot.my_hand)
        elif isinstance(event, RoundSkipped):
            self._round_skipped(event)
        elif isinstance(event, Showdown):
            self._showdown(event)
        elif isinstance(event, PotWon):
            self._pot_won(event)
        elif isinstance(event, PotCarried):
            self._pot_carried(event)
        elif isinstance(event, ItemPawned):
            self._pawned(event)
        elif isinstance(event, ItemLost):
            self._lost(event)
        elif isinstance(event, ItemBoughtBack):
            self._bought_back(event)
        elif isinstance(event, MatchOver):
            said = self._said
            self.timeline.add(Beat(0.2, start=lambda: self._say(said)))
        # DeckRevealed: proof of a fair shuffle, kept by the engine's history; nothing to show.

    # ------------------------------------------------------------------ deal start
    def _deal_started(self, event: DealStarted) -> None:
        self.betting_round = 1
        self._draws_seen = 0
        self._bets.new_round()
        self._my_discard = ()
        said = self._said

        def start() -> None:
            board = self.board
            board.clear_deal()
            board.speech = None  # her last remark belonged to the last deal
            self._stack_at_start = board.stacks[HUMAN]
            board.deal_number = event.deal_number
            board.dealer = event.dealer
            board.carried = board.pot
            key = "draw.table.log.deal_she" if event.dealer == COMPUTER \
                else "draw.table.log.deal_you"
            self._log(key, number=event.deal_number)
            board.history += self._before_deal
            self._before_deal = []
            self._say(said)

        self.timeline.add(Beat(0.25, start=start))

    def _antes(self, antes: list[AntePaid]) -> None:
        flights = []
        for ante in antes:
            def land(seat: int = ante.seat, amount: int = ante.amount) -> None:
                self.board.stacks[seat] -= amount
                self.board.pot += amount

            flights.append(Flight("chips", ("stack", ante.seat), ("pot",), 0.0, 0.4,
                                  ante.amount, land))
        amount = antes[0].amount if antes else 0
        self.timeline.add(Beat(0.45, start=lambda: self._log("draw.table.log.ante", amount=amount),
                               flights=flights, sound="chips"))

    def _cards_dealt(self, my_hand: tuple[Card, ...]) -> None:
        first = 1 - self.board.dealer if self.board.deal_number else HUMAN
        flights: list[Flight] = []
        stagger, travel = 0.07, 0.26
        for n in range(10):
            seat = first if n % 2 == 0 else 1 - first
            index = n // 2
            side = "mine" if seat == HUMAN else "hers"
            card = my_hand[index] if seat == HUMAN and index < len(my_hand) else None

            def land(side: str = side, index: int = index, card: Card | None = card) -> None:
                spot = (self.board.mine if side == "mine" else self.board.hers)[index]
                spot.card = card
                spot.present = True

            flights.append(Flight("card", ("deck",), (side, index), n * stagger, travel,
                                  None, land))
        flights += self._flips("mine", range(5), 10 * stagger + travel, 0.05)
        end = max(f.ends_at for f in flights)
        self.timeline.add(Beat(end + 0.05, flights=flights, sound="deal"))

    def _flips(self, side: str, indices: Sequence[int] | range, delay: float,
               stagger: float) -> list[Flight]:
        flights = []
        for n, index in enumerate(indices):
            def land(side: str = side, index: int = index) -> None:
                spot = (self.board.mine if side == "mine" else self.board.hers)[index]
                spot.face_up = True

            flights.append(Flight("flip", (side, index), (side, index), delay + n * stagger,
                                  0.18, None, land))
        return flights

    # ------------------------------------------------------------------ actions
    def _action(self, event: ActionTaken) -> None:
        action, seat, paid = event.action, event.seat, event.paid
        if isinstance(action, Discard):
            if seat == HUMAN:
                self._my_discard = action.cards  # the player's own cards: public to them
            return
        amount = action.amount if isinstance(action, Bet | Raise) else paid
        total = self._bets.act(seat, action.kind, amount)
        if action.kind is ActionKind.RAISE:
            amount = total
        line = action_line(action.kind, seat, self.betting_round, amount)
        said = self._said
        if action.kind is ActionKind.CALL and self.betting_round == 1:
            self.betting_round = 0

        def start() -> None:
            self.board.history.append(line)
            self._say(said)

        flights = []
        if paid:
            def land() -> None:
                self.board.stacks[seat] -= paid
                self.board.pot += paid

            flights.append(Flight("chips", ("stack", seat), ("pot",), 0.05, 0.35, paid, land))
        sound = "chips" if paid else "fold" if action.kind is ActionKind.FOLD else "check"
        self.timeline.add(Beat(0.45 if paid else 0.3, start=start, flights=flights,
                               sound=sound))

    def _round_skipped(self, event: RoundSkipped) -> None:
        if event.round == 1:
            self.betting_round = 0
        self.timeline.add(Beat(0.3, start=lambda: self._log("draw.table.log.skipped",
                                                            round=event.round)))

    def _cards_drawn(self, event: CardsDrawn, my_hand: tuple[Card, ...]) -> None:
        self._draws_seen += 1
        self._bets.new_round()
        if self._draws_seen >= 2:
            self.betting_round = 2
        seat, count = event.seat, event.count
        me = seat == HUMAN
        said = self._said
        side = "mine" if me else "hers"
        spots = self.board.mine if me else self.board.hers
        if me:
            positions = [i for i, spot in enumerate(spots) if spot.card in self._my_discard]
            positions = positions[:count] if len(positions) >= count else list(range(count))
        else:
            positions = sorted(self.rng.sample(range(5), count))

        def start() -> None:
            self.board.history.append(draw_line(seat, count))
            if not me:
                self.board.her_draw = count
            self._say(said)
            for index in positions:
                spots[index].present = False

        flights: list[Flight] = []
        for n, index in enumerate(positions):
            card = spots[index].card
            flights.append(Flight("card", (side, index), ("muck",), n * 0.05, 0.22,
                                  card if me else None))
        back_in = 0.3
        for n, index in enumerate(positions):
            new = my_hand[index] if me and index < len(my_hand) else None

            def land(index: int = index, new: Card | None = new) -> None:
                spot = spots[index]
                spot.card = new
                spot.present = True
                spot.face_up = False

            flights.append(Flight("card", ("deck",), (side, index), back_in + n * 0.08, 0.25,
                                  None, land))
        if me:
            flights += self._flips("mine", positions, back_in + len(positions) * 0.08 + 0.27,
                                   0.05)
        end = max((f.ends_at for f in flights), default=0.0)
        self.timeline.add(Beat(max(0.45, end + 0.05), start=start, flights=flights,
                               sound="deal" if count else None))

    # ------------------------------------------------------------------ the end of a deal
    def _showdown(self, event: Showdown) -> None:
        # Her cards are laid out like a hand shown on a table (biggest group first); the
        # player's stay where they were, as the player knows them.
        hands = (event.hands[HUMAN], tuple(shown_order(event.hands[COMPUTER])))
        winners = [event.winner] if event.winner is not None else [HUMAN, COMPUTER]

        def start() -> None:
            self._log("draw.table.log.showdown")
            self.board.showdown = True
            for index, card in enumerate(hands[1]):
                self.board.hers[index].card = card
                self.board.hers[index].present = True
            for index, card in enumerate(hands[0]):
                self.board.mine[index].card = card
                self.board.mine[index].present = True
                self.board.mine[index].face_up = True

        def end() -> None:
            for seat in winners:  # both in a tie
                deciding = deciding_cards(hands[seat], hands[1 - seat], self.rules)
                side = "mine" if seat == HUMAN else "hers"
                for index, card in enumerate(hands[seat]):
                    if card in deciding:
                        self.board.highlight.add((side, index))

        flights = self._flips("hers", range(5), 0.1, 0.12)
        self.timeline.add(Beat(1.0, start=start, end=end, flights=flights, sound="flip"))
        self._shown = hands
