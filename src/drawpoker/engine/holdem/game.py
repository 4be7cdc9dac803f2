"""A whole hold'em match, 2 to 6 seats, as one checked state machine.

Seat 0 is the human. The game only stops at a decision (someone's turn) or between hands;
blinds, dealing, the board, showdowns, pots and pawning happen inside `start_hand` and `act`,
which return the events in the order the table sees them.

Errors are always the documented ones: `act`, `check`, `start_hand` and `leave` raise
`IllegalAction` and change nothing; `view` raises `ValueError` for a seat that is not at the
table. `state()` gives the whole game as one value and `from_state()` builds a game from one,
raising `MatchDataError` for a state the table could not have reached; the saves
(`data.py`) convert that value to and from plain data.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from drawpoker.engine.core.actions import IllegalAction
from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.deck import commitment, given_order, new_salt, shuffled_deck
from drawpoker.engine.core.forfeit_ledger import ForfeitLedger
from drawpoker.engine.core.forfeits import ForfeitState
from drawpoker.engine.core.money import Money, MoneyTable
from drawpoker.engine.core.rules_value import RulesError
from drawpoker.engine.core.saved_data import MatchDataError
from drawpoker.engine.core.variants import Variant
from drawpoker.engine.holdem.actions import (
    Call,
    Check,
    Fold,
    HoldemAction,
    HoldemActionKind,
    HoldemLegalAction,
    Raise,
    action_of_kind,
)
from drawpoker.engine.holdem.events import ActionTaken as ActionTakenEvent
from drawpoker.engine.holdem.events import (
    BlindPosted,
    BoardDealt,
    DeckRevealed,
    HandStarted,
    HoldemEvent,
    HoleCardsDealt,
    MatchOver,
)
from drawpoker.engine.holdem.pawnshop import seat_items
from drawpoker.engine.holdem.rules import MAX_ITEMS, HoldemRules
from drawpoker.engine.holdem.seating import (
    blind_seats,
    clockwise_from,
    first_before_flop,
    next_dealer,
)
from drawpoker.engine.holdem.shared_round import HoldemBetting
from drawpoker.engine.holdem.showdown import settle
from drawpoker.engine.holdem.state import HandInPlay, HoldemState, TableState
from drawpoker.engine.holdem.street import EndReason, Street
from drawpoker.engine.holdem.table import between_hands
from drawpoker.engine.holdem.variant import HOLDEM, HOLE_CARDS
from drawpoker.engine.holdem.view import (
    HandRecord,
    HoldemView,
    PotResult,
    PublicHoldemAction,
)

HUMAN = 0
_NEXT_STREET = {Street.PREFLOP: Street.FLOP, Street.FLOP: Street.TURN, Street.TURN: Street.RIVER}
_ACTIONS = (Check, Call, Raise, Fold)


class HoldemGame(MoneyTable):
    """The one state object: `legal_actions()` is exactly what `act()` accepts.

    >>> g = HoldemGame(HoldemRules(players=3), seed=1)
    >>> _ = g.start_hand()
    >>> g.street, g.dealer, g.big_blind_seat, g.small_blind_seat, g.to_act
    (<Street.PREFLOP: 'preflop'>, 0, 1, 2, 2)
    """

    def __init__(
        self,
        rules: HoldemRules | None = None,
        seed: int | None = None,
        items: Sequence[int] | None = None,
    ) -> None:
        """``items``: how many forfeit items each computer player wears (seats 1..n-1, e.g.
        from their themes); by default ``rules.forfeit_items`` each."""
        if rules is not None and not isinstance(rules, HoldemRules):
            raise RulesError(f"a hold'em game needs HoldemRules, got {type(rules).__name__}")
        if seed is not None and type(seed) is not int:
            raise ValueError(f"a game's seed is a whole number or None, got {seed!r}")
        self.rules = rules if rules is not None else HoldemRules()
        n = self.rules.players
        counts = [self.rules.forfeit_items] * (n - 1) if items is None else list(items)
        if len(counts) != n - 1 or any(
            type(c) is not int or not 0 <= c <= MAX_ITEMS for c in counts
        ):
            raise ValueError(
                f"items gives 0 to {MAX_ITEMS} items for each of the {n - 1} computer "
                f"players, got {items!r}"
            )
        self.seed = seed
        self._rng = random.Random(seed)
        self.street = Street.BETWEEN_HANDS
        self.hand_number = 0
        self.dealer = n - 1  # so that the human deals the first hand
        self.small_blind_seat = 0
        self.big_blind_seat = 0
        self.big_blind = 0
        self.money = Money.start(self.rules.starting_money, seats=n)  # stacks, pot, bank
        self._out = [False] * n
        self._items = [seat_items(HUMAN)] + [
            seat_items(seat, (ForfeitState.WORN,) * c) for seat, c in enumerate(counts, 1)
        ]
        self.end_reason: EndReason | None = None
        self._history: list[HandRecord] = []
        self._table_before_hand: TableState | None = None
        self._clear_hand()

    def _clear_hand(self) -> None:
        n = self.rules.players
        self._order: list[Card] = []
        self._salt = ""
        self.commitment = ""
        self._seats: tuple[int, ...] = ()  # dealt in, clockwise from the dealer's left
        self._hole: list[tuple[Card, ...]] = [()] * n
        self._board: list[Card] = []
        self._folded = [False] * n
        self.money = self.money.new_deal()  # contributions (for side pots) count from zero
        self._blinds: tuple[tuple[int, int], ...] = ()
        self._actions: list[PublicHoldemAction] = []
        self._betting: HoldemBetting | None = None

    # ----------------------------------------------------------------- read-only state
    @property
    def variant(self) -> Variant:
        """The registry's entry for this game (``engine/variant_data/holdem.yaml``)."""
        return HOLDEM

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def stacks(self) -> tuple[int, ...]:
        return self.money.stacks

    @property
    def out(self) -> tuple[bool, ...]:
        return tuple(self._out)

    @property
    def board(self) -> tuple[Card, ...]:
        return tuple(self._board)

    @property
    def hole_cards(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's hole cards (engine internals and tests only: no player sees this)."""
        return tuple(self._hole)

    @property
    def dealt_order(self) -> tuple[Card, ...]:
        """This hand's deck, top first (engine internals, and the teaching of a practice
        table whose player sees every card: no player's view holds it before the reveal)."""
        return tuple(self._order)

    @property
    def items(self) -> tuple[ForfeitLedger, ...]:
        return tuple(self._items)

    @property
    def history(self) -> tuple[HandRecord, ...]:
        return tuple(self._history)

    @property
    def to_act(self) -> int | None:
        return self._betting.to_act if self._betting is not None else None

    @property
    def seats_dealt(self) -> tuple[int, ...]:
        """The seats dealt into the current hand, clockwise from the dealer's left."""
        return self._seats

    @property
    def in_hand(self) -> tuple[bool, ...]:
        seats = set(self._seats)
        return tuple(s in seats and not self._folded[s] for s in range(self.players))

    def _check_seat(self, seat: object) -> int:
        if type(seat) is not int or not 0 <= seat < self.players:
            raise ValueError(f"seat must be 0 to {self.players - 1}, got {seat!r}")
        return seat

    # ----------------------------------------------------------------- legality
    def legal_actions(self) -> list[HoldemLegalAction]:
        if self._betting is None:
            return []
        return self._betting.legal_actions(self.money.stacks)

    def check(self, action: HoldemAction, seat: int | None = None) -> None:
        """Raise IllegalAction, naming the rule, if ``action`` is not allowed now.

        ``seat``, when given, is who tries to act: acting out of turn is refused.
        """
        if self.street is Street.MATCH_OVER:
            raise IllegalAction("the match is over: no more actions")
        if self._betting is None or self._betting.to_act is None:
            raise IllegalAction("no hand in progress: start the next hand first")
        to_act = self._betting.to_act
        if seat is not None and not (type(seat) is int and seat == to_act):
            raise IllegalAction(f"not your turn: seat {to_act} is to act, not seat {seat}")
        if not isinstance(action, _ACTIONS):
            raise IllegalAction(f"not a hold'em action: {action!r}")
        allowed = [legal.kind for legal in self.legal_actions()]
        if action.kind not in allowed:
            may = ", ".join(str(kind).upper() for kind in allowed)
            raise IllegalAction(
                f"{str(action.kind).upper()} is not allowed now ({self.street}); "
                f"seat {to_act} may: {may}"
            )

    def can(self, action: HoldemAction, seat: int | None = None) -> bool:
        try:
            self.check(action, seat)
        except IllegalAction:
            return False
        return True

    # ----------------------------------------------------------------- hands
    def start_hand(self, order: Sequence[Card] | None = None) -> list[HoldemEvent]:
        """Move the button and blinds, shuffle (or take ``order``, top card first), post the
        blinds and deal two cards each; returns at the first decision."""
        if self.street is Street.MATCH_OVER:
            raise IllegalAction("the match is over: no more hands")
        if self.street is not Street.BETWEEN_HANDS:
            raise IllegalAction("a hand is in progress: finish it before starting the next")
        deck = given_order(order, 52) if order is not None else shuffled_deck(52, self._rng)
        return self._begin_hand(deck, new_salt(self._rng))

    def _begin_hand(self, deck: list[Card], salt: str) -> list[HoldemEvent]:
        self._table_before_hand = self.table_state()  # saves replay the hand from here
        self._clear_hand()
        n = self.players
        self.hand_number += 1
        self.dealer = next_dealer(self.dealer, self._out)
        casino = self.rules.casino_blinds
        self.small_blind_seat, self.big_blind_seat = blind_seats(self.dealer, self._out, casino)
        self.big_blind = self.rules.big_blind_at(self.hand_number)
        live = [seat for seat in range(n) if not self._out[seat]]
        self._seats = tuple(clockwise_from((self.dealer + 1) % n, live, n))
        self._order = deck
        self._salt = salt
        self.commitment = commitment(deck, salt)
        events: list[HoldemEvent] = [
            HandStarted(
                self.hand_number,
                self.dealer,
                self.small_blind_seat,
                self.big_blind_seat,
                self.big_blind,
                self._seats,
                self.commitment,
            )
        ]
        blinds = (
            (self.small_blind_seat, self.big_blind // 2),
            (self.big_blind_seat, self.big_blind),
        )
        self._betting = HoldemBetting.open(
            self.money.stacks,
            first=first_before_flop(self.small_blind_seat, self.big_blind_seat, self._out,
                                    casino),  # the seed: the small blind; casino: next to BB
            live=[seat in self._seats for seat in range(n)],
            big_blind=self.big_blind,
            raise_cap=self.rules.raise_cap,
            blinds=blinds,
            short_all_in=self.rules.casino_blinds,
        )
        posted = []
        for (seat, _), big in zip(blinds, (False, True), strict=True):
            paid = self._betting.bet_of(seat)
            self.money = self.money.pay(seat, paid)
            posted.append((seat, paid))
            events.append(BlindPosted(seat, paid, big))
        self._blinds = tuple(posted)
        k = len(self._seats)
        for position, seat in enumerate(self._seats):  # one card at a time, round the table
            self._hole[seat] = tuple(deck[position + k * i] for i in range(HOLE_CARDS))
        events.append(HoleCardsDealt(self._seats))
        self.street = Street.PREFLOP
        return events + self._advance_if_done()

    # ----------------------------------------------------------------- actions
    def act(self, action: HoldemAction, seat: int | None = None) -> list[HoldemEvent]:
        """Apply one action of the seat to act; an illegal action changes nothing."""
        self.check(action, seat)
        betting = self._betting
        assert betting is not None and betting.to_act is not None
        who = betting.to_act
        paid = betting.apply(action.kind, self.money.stacks)
        self.money = self.money.pay(who, paid)
        if action.kind is HoldemActionKind.FOLD:
            self._folded[who] = True
        all_in = self.money.stacks[who] == 0 and action.kind is not HoldemActionKind.FOLD
        self._actions.append(PublicHoldemAction(who, action.kind, paid, self.street, all_in))
        events: list[HoldemEvent] = [ActionTakenEvent(who, action, paid, self.street, all_in)]
        return events + self._advance_if_done()

    def _advance_if_done(self) -> list[HoldemEvent]:
        """After an action (or the blinds): the next street, run-out or end of the hand."""
        events: list[HoldemEvent] = []
        betting = self._betting
        assert betting is not None
        live = [s for s in self._seats if not self._folded[s]]
        if len(live) == 1:
            return events + self._end_hand(showdown=False)
        while betting.to_act is None:
            if self.street is Street.RIVER:
                return events + self._end_hand(showdown=True)
            self.street = _NEXT_STREET[self.street]
            count = self.street.board_size - len(self._board)
            start = HOLE_CARDS * len(self._seats) + len(self._board)
            new = self._order[start : start + count]
            self._board += new
            events.append(BoardDealt(self.street, tuple(new)))
            betting = HoldemBetting.open(
                self.money.stacks,
                first=live[0],  # the first seat still in left of the dealer
                live=[not self._folded[s] and s in live for s in range(self.players)],
                big_blind=self.big_blind,
                raise_cap=self.rules.raise_cap,
                short_all_in=self.rules.casino_blinds,
            )
            self._betting = betting
        return events

    def _end_hand(self, showdown: bool) -> list[HoldemEvent]:
        result = settle(
            seats=self._seats,
            hole=self._hole,
            board=self._board,
            contributed=self.money.contributed,
            folded=self._folded,
            showdown=showdown,
        )
        for pot in result.pots:
            for seat, share in zip(pot.winners, pot.shares, strict=True):
                self.money = self.money.award(seat, share)
        events: list[HoldemEvent] = list(result.events)
        self._history.append(self._hand_record(result.shown, result.pots))
        events.append(DeckRevealed(tuple(self._order), self._salt, self.commitment))
        self._clear_hand()
        self.street = Street.BETWEEN_HANDS
        return events + self._between_hands()

    def _between_hands(self) -> list[HoldemEvent]:
        outcome = between_hands(
            stacks=self.money.stacks,
            out=self._out,
            items=self._items,
            next_big_blind=self.rules.big_blind_at(self.hand_number + 1),
            loan=self.rules.loan_at(self.hand_number + 1),
        )
        lent, repaid = self.money.lent + outcome.lent, self.money.repaid + outcome.repaid
        self.money = replace(self.money, stacks=outcome.stacks, lent=lent, repaid=repaid)
        self._out = list(outcome.out)
        self._items = list(outcome.items)
        events: list[HoldemEvent] = list(outcome.events)
        if outcome.end is not None:
            events += self._end(outcome.end)
        return events

    def _end(self, reason: EndReason) -> list[HoldemEvent]:
        self.street = Street.MATCH_OVER
        self.end_reason = reason
        return [MatchOver(reason, reason.human_won)]

    def leave(self) -> list[HoldemEvent]:
        """The human leaves the table between hands; at least the starting money is a win."""
        if self.street is Street.MATCH_OVER:
            raise IllegalAction("the match is over already")
        if self.street is not Street.BETWEEN_HANDS:
            raise IllegalAction("you can leave the table only between hands")
        ahead = self.money.stacks[HUMAN] >= self.rules.starting_money
        return self._end(EndReason.LEFT_AHEAD if ahead else EndReason.LEFT_BEHIND)

    # ----------------------------------------------------------------- views
    def view(self, seat: int) -> HoldemView:
        """Everything ``seat`` may see: its own cards, never another's or the deck.

        Between hands the view shows the hand just finished as its record has it (the board,
        the actions, the hands shown down), so a reloaded game looks the same.
        """
        seat = self._check_seat(seat)
        betting = self._betting
        n = self.players
        in_hand = self.in_hand
        hole = self.hole_cards[seat]
        board = self.board
        actions = tuple(self._actions)
        shown: tuple[tuple[int, tuple[Card, Card]], ...] = ()
        if betting is None and self.history:
            last = self.history[-1]
            board, actions, shown = last.board, last.actions, last.shown
            hole = next((cards for who, cards in shown if who == seat), ())
        return HoldemView(
            seat=seat,
            rules=self.rules,
            street=self.street,
            hand_number=self.hand_number,
            dealer=self.dealer,
            small_blind_seat=self.small_blind_seat,
            big_blind_seat=self.big_blind_seat,
            big_blind=self.big_blind,
            small_blind=self.big_blind // 2,
            seats=self.seats_dealt,
            to_act=self.to_act,
            hole=hole,
            board=board,
            legal_actions=tuple(self.legal_actions()) if self.to_act == seat else (),
            stacks=self.stacks,
            bets=tuple(betting.bet_of(s) if betting else 0 for s in range(n)),
            contributed=self.money.contributed,
            pot=self.pot,
            in_hand=in_hand,
            all_in=tuple(in_hand[s] and self.stacks[s] == 0 for s in range(n)),
            out=self.out,
            to_call=betting.to_call(seat, self.stacks)
            if betting is not None and in_hand[seat] else 0,
            raises_this_round=betting.raises if betting is not None else 0,
            actions=actions,
            shown=shown,
            forfeits=tuple(items.states for items in self.items),
            history=self.history,
            end_reason=self.end_reason,
        )

    def _hand_record(self, shown: tuple[tuple[int, tuple[Card, Card]], ...],
                     pots: tuple[PotResult, ...]) -> HandRecord:
        """The record of the hand just finished."""
        return HandRecord(
            hand_number=self.hand_number,
            dealer=self.dealer,
            small_blind_seat=self.small_blind_seat,
            big_blind_seat=self.big_blind_seat,
            big_blind=self.big_blind,
            seats=self.seats_dealt,
            blinds=self._blinds,
            actions=tuple(self._actions),
            board=self.board,
            shown=shown,
            pots=pots,
        )

    def table_state(self) -> TableState:
        """The part of the state that lives between hands: the game keeps it before each hand
        (a save replays the hand in progress from it)."""
        return TableState(
            hand_number=self.hand_number,
            dealer=self.dealer,
            small_blind_seat=self.small_blind_seat,
            big_blind_seat=self.big_blind_seat,
            big_blind=self.big_blind,
            stacks=self.stacks,
            out=self.out,
            items=self.items,
            bank_lent=self.bank_lent,
            bank_repaid=self.bank_repaid,
            street=self.street,
            end_reason=self.end_reason,
        )

    # ----------------------------------------------------------------- the state as a value
    def state(self) -> HoldemState:
        """The whole game as one value: in a hand, the table before it and the hand so far."""
        version, internal, gauss = self._rng.getstate()
        table, hand = self.table_state(), None
        if self.street.is_betting:
            assert self._table_before_hand is not None
            table = self._table_before_hand
            hand = HandInPlay(tuple(self._order), self._salt, self.commitment,
                              tuple(a.kind for a in self._actions))
        return HoldemState(self.rules, self.seed, (version, internal, gauss), table, hand,
                           self.history)

    @classmethod
    def from_state(cls, state: HoldemState) -> HoldemGame:
        """The game ``state`` describes. The table and the records are taken as given (the
        saves check a file's on the value first); a hand in progress is replayed through
        `act`, so an action the table would refuse is refused here too (`MatchDataError`, as
        is a hand that is over: the game would have saved it between hands)."""
        game = cls(state.rules, state.seed)
        cls._restore(game, state)
        return game

    def _restore(self, state: HoldemState) -> None:
        """`from_state`'s work on the new game (its only writer of fields besides play)."""
        t = state.table
        n = self.players
        self.hand_number, self.dealer, self.big_blind = t.hand_number, t.dealer, t.big_blind
        self.small_blind_seat, self.big_blind_seat = t.small_blind_seat, t.big_blind_seat
        self._out = list(t.out)
        self._items = list(t.items)
        self.money = Money(t.stacks, 0, (0,) * n, n * self.rules.starting_money, t.bank_lent,
                           t.bank_repaid)
        self.street, self.end_reason = t.street, t.end_reason
        self._history = list(state.history)
        if state.hand is not None:
            hand = state.hand
            self._begin_hand(list(hand.order), hand.salt)
            for kind in hand.actions:
                if self.to_act is None:
                    raise MatchDataError("the saved hand has actions after it ended")
                try:
                    self.act(action_of_kind(kind))
                except (ValueError, IllegalAction) as exc:
                    raise MatchDataError(
                        f"the saved hand has an impossible action: {exc}") from None
            if self.to_act is None:
                raise MatchDataError(
                    "the saved hand is over: it should have been saved between hands")
        self._rng.setstate(state.rng)
