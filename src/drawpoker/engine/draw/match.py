"""A whole match of two-player five-card draw as one checked state machine.

Seat 0 is the human, seat 1 the computer, who owns the forfeit items. The match only ever
stops at a decision (a bet, a discard) or between deals; everything automatic (antes, dealing,
pawning, showdown, buy-back) happens inside `start_deal` and `act`, which return the events.
The pieces are shared with the other games: the money is a `Money` ledger, her items a
`ForfeitLedger`, each betting round a `BettingRound` with draw's spread-limit `BetStructure`.
Seats, dealer, winner and `to_act` stay plain ints in the public state and the events.

Top-ups (a rebuy): a match made with ``rebuys=True`` (the table, which can ask the player) does
not end when the player cannot pay the next ante; it waits between deals (`broke`) for
`top_up(amount)` or `decline_top_up()`. Without it (the simulator, most tests) a broke player
loses at once, exactly as before top-ups existed.

Errors are always the documented ones, whatever the caller passes: `act`, `check` and
`start_deal` raise `IllegalAction` (and change nothing), `can` only answers, `Match(rules)`
raises `RulesError` when `rules` is not a `Rules` value and `ValueError` for a seed that is not
a whole number, `view` and `to_call` raise `ValueError` for a seat that is not 0 or 1, and
`match_data.match_from_dict` raises `MatchDataError`.

The whole state is one plain value, `state()` (:class:`MatchState`), and `Match.from_state`
makes a match back from one: saves and their checks read that value, never the match's fields.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from drawpoker.engine.core.actions import ActionKind, Bet, Call, IllegalAction, LegalAction, Raise
from drawpoker.engine.core.betting import BettingRound
from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.deal_code import new_seed
from drawpoker.engine.core.deck import commitment, given_order, new_salt, shuffled_deck
from drawpoker.engine.core.forfeit_ledger import ForfeitLedger
from drawpoker.engine.core.forfeits import ForfeitState
from drawpoker.engine.core.money import Money, MoneyTable
from drawpoker.engine.core.seat import Seat, other_of
from drawpoker.engine.draw.actions import DISCARD, Action, Discard, Drop, Wait
from drawpoker.engine.draw.deal_end import DealOver, DealState, award, broke_end, showdown
from drawpoker.engine.draw.duplicate import dealer_of, seats_swapped
from drawpoker.engine.draw.events import (
    ActionTaken,
    AntePaid,
    CardsDealt,
    CardsDrawn,
    DealStarted,
    Event,
    RoundSkipped,
    ToppedUp,
)
from drawpoker.engine.draw.match_state import MatchState, bet_structure
from drawpoker.engine.draw.phase import Phase
from drawpoker.engine.draw.rules import Rules, RulesError
from drawpoker.engine.draw.variant import HAND_SIZE, MAX_DRAW
from drawpoker.engine.draw.view import DealRecord, PlayerView, PublicAction, TopUp

HUMAN = Seat.HUMAN
COMPUTER = Seat.COMPUTER
_BETTING = (Phase.BET1, Phase.BET2)


class Match(MoneyTable):
    """The one state object: `legal_actions()` is exactly what `act()` accepts.

    >>> m = Match(Rules(), seed=7)
    >>> _ = m.start_deal()
    >>> m.phase, m.to_act, m.pot
    (<Phase.BET1: 'bet1'>, 0, 10)
    """

    def __init__(self, rules: Rules | None = None, seed: int | None = None, *,
                 rebuys: bool = False) -> None:
        if rules is not None and not isinstance(rules, Rules):
            raise RulesError(f"a match needs a Rules value, got {type(rules).__name__}")
        if seed is not None and type(seed) is not int:
            raise ValueError(f"a match's seed is a whole number or None, got {seed!r}")
        if type(rebuys) is not bool:
            raise ValueError(f"rebuys is True or False, got {rebuys!r}")
        #: Whether a broke player is asked to top up (only a caller with someone to ask sets
        #: it); without, she loses the match at once.
        self.rebuys = rebuys
        self._top_ups: list[TopUp] = []
        self.rules = rules if rules is not None else Rules()
        # Every match keeps the seed its decks come from (drawn now when none is given), so a
        # save's deals can be dealt again and a showdown edited in the file does not replay.
        # A drawn seed is one a deal code holds: the player can play these deals again.
        self.seed = seed if seed is not None else new_seed()
        self._rng = random.Random(self.seed)
        #: True once a deal took a given deck (tests, screenshots): the seed no longer deals it.
        self.staged = False
        #: A duplicate match: the seed's decks with the two hands swapped (``duplicate``).
        self.swapped = False
        #: A duplicate whose dealer is swapped too (every duplicate made since the dealer was
        #: mirrored: ``duplicate``); older duplicates keep the usual dealer.
        self.mirrored = False
        self.money = Money.start(self.rules.starting_money, seats=2)
        self.carried_pot = 0
        self.phase = Phase.BETWEEN_DEALS
        self.deal_number = 0
        self.dealer = int(COMPUTER)
        self.to_act: int | None = None
        self._hands: list[list[Card]] = [[], []]
        self._order: list[Card] = []
        self._next_card = 0
        self._salt = ""
        self.commitment = ""
        self.structure = bet_structure(self.rules)
        self.betting = BettingRound.idle(self.structure, 2)
        self._legal: tuple[BettingRound, Money, list[LegalAction]] | None = None
        self._drawn: list[int | None] = [None, None]
        self._actions: list[PublicAction] = []
        self.items = ForfeitLedger.worn(self.rules.forfeit_items, owner=COMPUTER)
        self.winner: int | None = None
        self.end_reason = ""
        self._history: list[DealRecord] = []

    # ----------------------------------------------------------------- the state as a value
    def state(self) -> MatchState:
        """The whole match as one value: what its save holds (``match_data``)."""
        return MatchState(
            rules=self.rules, seed=self.seed, staged=self.staged, swapped=self.swapped,
            mirrored=self.mirrored, rebuys=self.rebuys, rng=self._rng.getstate(),
            money=self.money, carried_pot=self.carried_pot, phase=self.phase,
            deal_number=self.deal_number, dealer=self.dealer, to_act=self.to_act,
            hands=self.hands, order=tuple(self._order), next_card=self._next_card,
            salt=self._salt, commitment=self.commitment, betting=self.betting,
            drawn=self.drawn, actions=tuple(self._actions), items=self.items,
            winner=self.winner, end_reason=self.end_reason, history=tuple(self._history),
            top_ups=tuple(self._top_ups),
        )

    @classmethod
    def from_state(cls, state: MatchState) -> Match:
        """The match ``state`` describes, as it is: whether the rules can reach it is for
        ``match_checks`` to say (a loaded save is checked before it is made a match)."""
        match = cls(state.rules, seed=state.seed, rebuys=state.rebuys)
        cls._restore(match, state)  # the class sets up the match it makes
        return match

    @classmethod
    def dealt(cls, state: MatchState) -> Match:
        """The match of ``state``, a deal just dealt (its cards and antes in place), with the
        first betting round opened as ``start_deal`` opens it (skipped when a player has no
        money left): where the check of a saved deal in progress replays its actions."""
        match = cls.from_state(state)
        cls._open_round(match, Phase.BET1)
        return match

    def _restore(self, state: MatchState) -> None:
        self.staged, self.swapped, self.mirrored = state.staged, state.swapped, state.mirrored
        self._rng.setstate(state.rng)
        self._top_ups = list(state.top_ups)
        self.money, self.carried_pot, self.phase = state.money, state.carried_pot, state.phase
        self.deal_number, self.dealer, self.to_act = state.deal_number, state.dealer, state.to_act
        self._hands = [list(state.hands[0]), list(state.hands[1])]
        self._order, self._next_card = list(state.order), state.next_card
        self._salt, self.commitment = state.salt, state.commitment
        self.betting = state.betting
        self._drawn = [state.drawn[0], state.drawn[1]]
        self._actions = list(state.actions)
        self.items, self.winner, self.end_reason = state.items, state.winner, state.end_reason
        self._history = list(state.history)

    # ----------------------------------------------------------------- read-only state
    @property
    def stacks(self) -> tuple[int, int]:
        stacks = self.money.stacks
        return (stacks[0], stacks[1])

    @property
    def hands(self) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        return (tuple(self._hands[0]), tuple(self._hands[1]))

    @property
    def forfeits(self) -> tuple[ForfeitState, ...]:
        return self.items.states

    @property
    def history(self) -> tuple[DealRecord, ...]:
        return tuple(self._history)

    @property
    def first_to_act(self) -> int:
        return other_of(self.dealer)

    @property
    def drawn(self) -> tuple[int | None, int | None]:
        return (self._drawn[0], self._drawn[1])

    @property
    def actions(self) -> tuple[PublicAction, ...]:
        """This deal's actions as both players saw them (each player's view holds them)."""
        return tuple(self._actions)

    @property
    def dealt_order(self) -> tuple[Card, ...]:
        """This deal's deck, top first (engine internals, and the teaching of a practice
        table whose player sees her cards: no player's view holds it before the reveal)."""
        return tuple(self._order)

    @property
    def stock(self) -> tuple[Card, ...]:
        """Cards not yet dealt (engine internals and tests only: no player sees this)."""
        return tuple(self._order[self._next_card :])

    @property
    def top_ups(self) -> tuple[TopUp, ...]:
        return tuple(self._top_ups)

    @property
    def broke(self) -> bool:
        """Between deals of a rebuy match, the player cannot pay the next ante and is to
        answer: `top_up` or `decline_top_up` (nothing else moves the match on)."""
        return (self.rebuys and self.phase is Phase.BETWEEN_DEALS and self.pot == 0
                and self.money.stacks[HUMAN] < self.rules.ante)

    def to_call(self, seat: int) -> int:
        if type(seat) is not int or seat not in (HUMAN, COMPUTER):
            raise ValueError(f"seat must be 0 or 1, got {seat!r}")
        return self.betting.owed(seat)

    # ----------------------------------------------------------------- legality
    def legal_actions(self) -> list[LegalAction]:
        if self.to_act is None:
            return []
        if self.phase is Phase.DRAW:
            return [LegalAction(DISCARD, 0, MAX_DRAW, 1)]
        if self.phase not in _BETTING:
            return []
        # Asked several times a decision (the view, the check, the players): rounds and money
        # are values, so the answer stands while both are the same objects.
        betting, money = self.betting, self.money
        cached = self._legal
        if cached is None or cached[0] is not betting or cached[1] is not money:
            cached = self._legal = (betting, money, betting.legal_actions(money.stacks))
        return list(cached[2])

    def check(self, action: Action, seat: int | None = None) -> None:
        """Raise IllegalAction, naming the rule, if `action` is not allowed now.

        `seat`, when given, is who tries to act: acting out of turn is refused.
        """
        if self.phase is Phase.MATCH_OVER:
            raise IllegalAction("the match is over: no more actions")
        if self.phase is Phase.BETWEEN_DEALS:
            raise IllegalAction("no deal in progress: start the next deal first")
        if seat is not None and not (type(seat) is int and seat == self.to_act):
            raise IllegalAction(f"not your turn: seat {self.to_act} is to act, not seat {seat}")
        if not isinstance(action, Bet | Wait | Raise | Call | Drop | Discard):
            raise IllegalAction(f"not an action: {action!r}")
        names = {
            Phase.BET1: "the first betting round",
            Phase.DRAW: "the draw",
            Phase.BET2: "the second betting round",
        }
        allowed = {legal.kind: legal for legal in self.legal_actions()}
        legal = allowed.get(action.kind)
        if legal is None:
            kinds = ", ".join(str(k).upper() for k in allowed)
            raise IllegalAction(
                f"{str(action.kind).upper()} is not allowed now in {names[self.phase]}; "
                f"seat {self.to_act} may: {kinds}"
            )
        if isinstance(action, Bet | Raise):
            word = "bet" if isinstance(action, Bet) else "raise"
            if not isinstance(action.amount, int) or isinstance(action.amount, bool):
                raise IllegalAction(f"a {word} is a whole number of dollars")
            if action.amount % legal.step:
                raise IllegalAction(
                    f"a {word} must be a multiple of the bet unit ${legal.step}, "
                    f"got ${action.amount}"
                )
            if not legal.min_amount <= action.amount <= legal.max_amount:
                raise IllegalAction(
                    f"a {word} must be from ${legal.min_amount} to ${legal.max_amount} now "
                    f"(max bet ${self.rules.max_bet}, and never more than the other player "
                    f"can call), got ${action.amount}"
                )
        if isinstance(action, Discard):
            hand = self._hands[self.to_act or 0]
            if not isinstance(action.cards, tuple) or not all(
                isinstance(card, Card) for card in action.cards
            ):
                raise IllegalAction("a discard names cards of your hand")
            if len(set(action.cards)) != len(action.cards):
                raise IllegalAction("a discard names each card at most once")
            missing = [str(card) for card in action.cards if card not in hand]
            if missing:
                raise IllegalAction(f"cannot discard {' '.join(missing)}: not in your hand")

    def can(self, action: Action, seat: int | None = None) -> bool:
        try:
            self.check(action, seat)
        except IllegalAction:
            return False
        return True

    # ----------------------------------------------------------------- deals
    def start_deal(self, order: Sequence[Card] | None = None) -> list[Event]:
        """Pawn if needed, ante, shuffle (or take `order`, top first) and deal five each.

        A player who cannot pay the whole ante (only possible while a tie's pot is carried
        over, see docs/rules.md) antes what is left. A bad `order` raises IllegalAction.
        """
        if self.phase is Phase.MATCH_OVER:
            raise IllegalAction("the match is over: no more deals")
        if self.phase is not Phase.BETWEEN_DEALS:
            raise IllegalAction("a deal is in progress: finish it before starting the next")
        if self.broke:
            raise IllegalAction(
                "the player cannot pay the ante: top up or end the match before the next deal"
            )
        deck = (
            given_order(order, self.rules.deck_size)
            if order is not None
            else seats_swapped(shuffled_deck(self.rules.deck_size, self._rng), self.swapped)
        )
        self.staged = self.staged or order is not None
        events: list[Event] = []
        ante = self.rules.ante
        if self.money.stacks[COMPUTER] < ante and self.items.can_pawn:
            self.items, self.money, pawned = self.items.pawn(self.money, self.rules.pawn_loan)
            events += pawned
        self.deal_number += 1
        self.dealer = dealer_of(self.deal_number, self.mirrored)
        self._order = deck
        self._salt = new_salt(self._rng)
        self.commitment = commitment(deck, self._salt)
        events.append(
            DealStarted(self.deal_number, self.dealer, self.first_to_act, self.commitment)
        )
        self.carried_pot = self.pot
        self.money = self.money.new_deal()
        for seat in (0, 1):
            paid = min(ante, self.money.stacks[seat])
            self.money = self.money.pay(seat, paid)
            events.append(AntePaid(seat, paid))
        self._hands = [deck[0:HAND_SIZE], deck[HAND_SIZE : 2 * HAND_SIZE]]
        self._next_card = 2 * HAND_SIZE
        self._drawn = [None, None]
        self._actions = []
        events.append(CardsDealt(HAND_SIZE))
        events += self._open_round(Phase.BET1)
        return events

    def _open_round(self, phase: Phase) -> list[Event]:
        """A betting round; with a player who has no money left it is skipped at once."""
        self.phase = phase
        self.betting = BettingRound.open(
            self.structure, self.money.stacks, self.first_to_act, may_wait=phase is Phase.BET1
        )
        self.to_act = self.first_to_act
        if not self.betting.complete:
            return []
        number = 1 if phase is Phase.BET1 else 2
        events: list[Event] = [RoundSkipped(number)]
        if phase is Phase.BET1:
            self.phase = Phase.DRAW
            return events
        return events + self._close(showdown(self._deal_state()))

    # ----------------------------------------------------------------- actions
    def act(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply one action of the seat to act; illegal actions change nothing."""
        self.check(action, seat)
        seat = self.to_act
        assert seat is not None
        if isinstance(action, Discard):
            return self._discard(seat, action)
        step = self.betting.apply(action, self.money.stacks, checked=True)
        self.betting = step.round
        self.money = self.money.pay(seat, step.paid)
        round_number = 1 if self.phase is Phase.BET1 else 2
        amount = action.amount if isinstance(action, Bet | Raise) else step.paid
        self._actions.append(PublicAction(seat, action.kind, amount, round_number))
        events: list[Event] = [ActionTaken(seat, action, step.paid)]
        if action.kind is ActionKind.FOLD:
            return events + self._close(award(self._deal_state(), other_of(seat), by_drop=True))
        if self.betting.complete:  # a call ends draw's betting rounds
            if self.phase is Phase.BET1:
                self.phase = Phase.DRAW
                self.to_act = self.first_to_act
                return events
            return events + self._close(showdown(self._deal_state()))
        self.to_act = self.betting.to_act
        return events

    def _discard(self, seat: int, action: Discard) -> list[Event]:
        hand = self._hands[seat]
        for position, card in enumerate(hand):
            if card in action.cards:
                hand[position] = self._order[self._next_card]
                self._next_card += 1
        count = len(action.cards)
        self._drawn[seat] = count
        self._actions.append(PublicAction(seat, DISCARD, count, 0))
        events: list[Event] = [ActionTaken(seat, action, 0), CardsDrawn(seat, count)]
        other = other_of(seat)
        if self._drawn[other] is None:
            self.to_act = other
            return events
        return events + self._open_round(Phase.BET2)

    def duplicate(self, **options: bool) -> Match:
        """A new match of the same rules dealing this match's decks with the seats swapped
        whole, hands and dealer (``engine/draw/duplicate.py``); ``options``: what else the new
        match is given (``rebuys``). Only a match its seed deals can be played again: one
        dealt given decks (tests, screenshots) is refused with IllegalAction."""
        if self.staged:
            raise IllegalAction("a match dealt given decks has no seed to deal them again")
        twin = type(self)(self.rules, seed=self.seed, **options)
        twin.swapped = not self.swapped
        twin.mirrored = twin.swapped
        return twin

    def _deal_state(self) -> DealState:
        """The deal as it ends, for the steps of ``deal_end``."""
        return DealState(self.rules, self.hands, self.money, self.items, tuple(self._order),
                         self._salt, self.commitment, self.deal_number, self.dealer,
                         tuple(self._actions), self.rebuys)

    def _close(self, over: DealOver) -> list[Event]:
        """The deal has ended as ``over`` says: its money, items and record are the match's."""
        self.money, self.items = over.money, over.items
        self._history.append(over.record)
        self.to_act = None
        self.phase = Phase.BETWEEN_DEALS
        if over.end_reason:
            self.phase = Phase.MATCH_OVER
            self.winner, self.end_reason = over.winner, over.end_reason
        return list(over.events)

    # ----------------------------------------------------------------- top-ups
    def check_top_up(self, amount: int) -> None:
        """Raise IllegalAction, naming the rule, unless the player may top up ``amount``:
        only in a rebuy match, between deals, when she cannot pay the next ante; at most the
        starting money, and at least what lets her pay the ante."""
        if self.phase is Phase.MATCH_OVER:
            raise IllegalAction("the match is over: no top-up")
        if not self.rebuys:
            raise IllegalAction("this match has no top-ups: a broke player loses it at once")
        if not self.broke:
            raise IllegalAction(
                "a top-up is only between deals, when the player cannot pay the next ante"
            )
        if type(amount) is not int or amount <= 0:
            raise IllegalAction(f"a top-up is a whole number of dollars above $0, got {amount!r}")
        most, ante = self.rules.starting_money, self.rules.ante
        if amount > most:
            raise IllegalAction(
                f"a top-up is at most the starting money ${most}, got ${amount}"
            )
        stack = self.money.stacks[HUMAN]
        if stack + amount < ante:
            raise IllegalAction(
                f"a top-up must pay the ante ${ante}: with ${stack} it is at least "
                f"${ante - stack}, got ${amount}"
            )

    def can_top_up(self, amount: int) -> bool:
        try:
            self.check_top_up(amount)
        except IllegalAction:
            return False
        return True

    def top_up(self, amount: int) -> list[Event]:
        """The broke player brings ``amount`` to the table (see :meth:`check_top_up`)."""
        self.check_top_up(amount)
        self.money = self.money.top_up(HUMAN, amount)
        self._top_ups.append(TopUp(self.deal_number, amount))
        return [ToppedUp(int(HUMAN), amount)]

    def decline_top_up(self) -> list[Event]:
        """The broke player does not top up: she wins the match, as without rebuys."""
        if not self.broke:
            raise IllegalAction("nothing to decline: the player is not waiting to top up")
        self.winner, self.end_reason, over = broke_end()
        self.phase = Phase.MATCH_OVER
        return [over]

    # ----------------------------------------------------------------- views
    def view(self, seat: int) -> PlayerView:
        """Everything `seat` may see: its own cards, never the other hand or the deck."""
        if type(seat) is not int or seat not in (HUMAN, COMPUTER):
            raise ValueError(f"seat must be 0 or 1, got {seat!r}")
        mine = self.to_act == seat and self.phase not in (Phase.BETWEEN_DEALS, Phase.MATCH_OVER)
        return PlayerView(
            seat=seat,
            rules=self.rules,
            phase=self.phase,
            deal_number=self.deal_number,
            dealer=self.dealer,
            first_to_act=self.first_to_act,
            to_act=self.to_act,
            hand=tuple(self._hands[seat]),
            legal_actions=tuple(self.legal_actions()) if mine else (),
            stacks=self.stacks,
            pot=self.pot,
            carried_pot=self.carried_pot,
            to_call=self.to_call(seat) if self.phase in _BETTING else 0,
            raises_this_round=self.betting.raises,
            actions=tuple(self._actions),
            drawn=self.drawn,
            forfeits=self.forfeits,
            history=self.history,
        )

