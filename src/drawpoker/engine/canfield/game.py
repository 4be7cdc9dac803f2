"""The Canfield state: one object holding every pile, the moves it accepts, and undo.

Modelled on python-chess: :meth:`Canfield.legal_moves` lists exactly what
:meth:`Canfield.push` accepts, :meth:`Canfield.pop` undoes the last move, and the money
and the outcome are read from the position. The rules are in docs/rules.md ("Canfield").

A game dealt from a seed (or a given deck order) is committed like a poker deal: the SHA-256
of its deck order and a salt is published before play (:meth:`Canfield.opening`) and the order
and salt are revealed at its end (:meth:`Canfield.reveal`); :meth:`Canfield.play` and
:meth:`Canfield.take_back` are :meth:`push` and :meth:`pop` that also say what the step moved
and paid, for the hand history.

>>> game = Canfield.deal(7)
>>> sum(game.card_counts().values())
52
>>> DEAL in game.legal_moves()
True
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from drawpoker.engine.canfield.events import (
    GIVEN_UP,
    STUCK,
    UNDO,
    WON,
    ActionTaken,
    GameDealt,
    GameOver,
)
from drawpoker.engine.canfield.money import STAKE, card_pay, game_net, pass_fees
from drawpoker.engine.canfield.moves import DEAL, REDEAL, IllegalMoveError, Move
from drawpoker.engine.canfield.piles import (
    DEAL_SIZE,
    RESERVE,
    RESERVE_SIZE,
    TABLEAU,
    TABLEAU_PILES,
    WASTE,
    Area,
    Spot,
    builds_on,
    foundation_for,
    rank_up,
)
from drawpoker.engine.core.cards import SUIT_CHARS, Card, full_deck
from drawpoker.engine.core.deck import check_order, commitment, new_salt
from drawpoker.engine.core.events import DeckRevealed


class Outcome(enum.Enum):
    PLAYING = "playing"
    WON = "won"
    STUCK = "stuck"  # no move but dealing can ever change anything


@dataclass(frozen=True, slots=True)
class Position:
    """A frozen copy of every pile, bottom card first; what undo restores."""

    reserve: tuple[Card, ...]
    stock: tuple[Card, ...]
    waste: tuple[Card, ...]
    tableau: tuple[tuple[Card, ...], ...]
    foundations: tuple[tuple[Card, ...], ...]
    base_rank: int
    redeals: int


class Canfield:
    """One game in progress. Lists are bottom card first; the last card is the top."""

    def __init__(self, position: Position, seed: int | None = None,
                 order: Sequence[Card] | None = None, salt: str = "") -> None:
        """``order`` and ``salt``: the deck the position was dealt from, and the secret that
        makes its commitment (None for a position set up by hand: nothing to commit)."""
        self.seed = seed
        self.move_stack: list[Move] = []
        self._undo: list[Position] = []
        #: The deck as shuffled (dealt from its end), its salt and their SHA-256.
        self.order: tuple[Card, ...] | None = None if order is None else tuple(order)
        self.salt = salt
        self.commitment = "" if self.order is None else commitment(self.order, salt)
        #: Pushes and pops so far, each a step of the player's (a move, an undo): the number
        #: of actions the hand history holds.
        self.steps = 0
        #: The cards the last deal sent up on their own, in the order they went (a verifier
        #: of a game in progress learns from the first one its guessed deck gets wrong).
        self.went_up: tuple[Card, ...] = ()
        self._restore(position)

    # --- setting up ---------------------------------------------------------------------

    @classmethod
    def deal(cls, seed: int) -> Canfield:
        """The deal numbered ``seed``: the same number always gives the same cards.

        The salt comes from the same generator, after the shuffle: a game loaded from its save
        (which keeps only the seed) gets back the commitment it published."""
        rng = random.Random(seed)
        cards = full_deck(52)
        rng.shuffle(cards)
        return cls.from_order(cards, seed, new_salt(rng))

    @classmethod
    def from_order(cls, order: Sequence[Card], seed: int | None = None,
                   salt: str = "") -> Canfield:
        """The game ``order`` deals (a replay's revealed deck); ValueError unless it is the
        52 cards once each."""
        cards = check_order(order, 52)
        # The shuffled list is dealt from its end, like a face-down deck.
        reserve = [cards.pop() for _ in range(RESERVE_SIZE)]
        first = cards.pop()
        tableau = tuple((cards.pop(),) for _ in range(TABLEAU_PILES))
        foundations = tuple((first,) if suit == first.suit else () for suit in SUIT_CHARS)
        position = Position(
            reserve=tuple(reserve),
            stock=tuple(cards),
            waste=(),
            tableau=tableau,
            foundations=foundations,
            base_rank=first.rank,
            redeals=0,
        )
        game = cls(position, seed, order, salt)
        game._auto_to_foundations()
        return game

    def _restore(self, p: Position) -> None:
        self.reserve = list(p.reserve)
        self.stock = list(p.stock)
        self.waste = list(p.waste)
        self.tableau = [list(pile) for pile in p.tableau]
        self.foundations = [list(pile) for pile in p.foundations]
        self.base_rank = p.base_rank
        self.redeals = p.redeals

    def position(self) -> Position:
        return Position(
            reserve=tuple(self.reserve),
            stock=tuple(self.stock),
            waste=tuple(self.waste),
            tableau=tuple(tuple(pile) for pile in self.tableau),
            foundations=tuple(tuple(pile) for pile in self.foundations),
            base_rank=self.base_rank,
            redeals=self.redeals,
        )

    def copy(self) -> Canfield:
        twin = Canfield(self.position(), self.seed, self.order, self.salt)
        twin.move_stack = list(self.move_stack)
        twin._undo = list(self._undo)
        twin.steps = self.steps
        return twin

    # --- reading the position -----------------------------------------------------------

    def pile(self, spot: Spot) -> list[Card]:
        """The cards of one pile, bottom first (the engine's own list: do not change it)."""
        if spot.area is Area.TABLEAU:
            return self.tableau[spot.index]
        if spot.area is Area.FOUNDATION:
            return self.foundations[spot.index]
        return {Area.STOCK: self.stock, Area.WASTE: self.waste, Area.RESERVE: self.reserve}[
            spot.area
        ]

    def top(self, spot: Spot) -> Card | None:
        cards = self.pile(spot)
        return cards[-1] if cards else None

    def card_counts(self) -> dict[str, int]:
        return {
            "reserve": len(self.reserve),
            "stock": len(self.stock),
            "waste": len(self.waste),
            "tableau": sum(len(pile) for pile in self.tableau),
            "foundations": self.foundation_cards,
        }

    @property
    def foundation_cards(self) -> int:
        return sum(len(pile) for pile in self.foundations)

    @property
    def passes(self) -> int:
        """Which pass through the stock this is, counting from 1."""
        return self.redeals + 1

    @property
    def net(self) -> int:
        """The game's money so far: the stake paid, cards paid for, extra passes charged."""
        return game_net(self.foundation_cards, self.redeals)

    @property
    def card_pay(self) -> int:
        """What the cards on the foundations have paid so far."""
        return card_pay(self.foundation_cards)

    @property
    def pass_fees(self) -> int:
        """What the passes after the first have cost so far."""
        return pass_fees(self.redeals)

    def fee_for(self, move: Move) -> int:
        """The pass fee ``move`` costs when it is made: turning the waste over costs one."""
        return pass_fees(1) if move == REDEAL else 0

    def next_for_foundation(self, card: Card) -> bool:
        """True when ``card`` is the next card its suit's foundation takes."""
        pile = self.foundations[SUIT_CHARS.index(card.suit)]
        wanted = rank_up(pile[-1].rank) if pile else self.base_rank
        return card.rank == wanted and len(pile) < 13

    # --- the rules ----------------------------------------------------------------------

    def why_illegal(self, move: Move) -> str | None:
        """None for a legal move, else the rule that refuses it (PokerKit's verify)."""
        if move == DEAL:
            return None if self.stock else "the stock is empty: turn the waste over instead"
        if move == REDEAL:
            if self.stock:
                return "the waste is turned over only once the stock is empty"
            return None if self.waste else "the stock and the waste are both empty"
        source, target = move.source, move.target
        if source.area not in (Area.RESERVE, Area.WASTE, Area.TABLEAU):
            return "cards are played only from the reserve, the waste or a tableau pile"
        card = self.top(source)
        if card is None:
            return f"pile {source.code()} is empty"
        if target.area is Area.FOUNDATION:
            if target != foundation_for(card):
                return f"{card} goes only on the {card.suit} foundation"
            if not self.next_for_foundation(card):
                return f"{card} is not the next card of its foundation"
            return None
        if target.area is not Area.TABLEAU:
            return "cards go only to a foundation or a tableau pile"
        if source == target:
            return "a pile cannot move onto itself"
        onto = self.top(target)
        if onto is None:
            if source.area is Area.TABLEAU:
                return "a tableau pile never moves into a space: spaces are filled from the reserve"
            if self.reserve:
                return "a space is filled from the reserve while the reserve has cards"
            return None  # the waste fills a space once the reserve is empty
        moving = self.tableau[source.index][0] if source.area is Area.TABLEAU else card
        if not builds_on(moving, onto):
            return f"{moving} does not build on {onto}: one rank lower and the other colour"
        return None

    def is_legal(self, move: Move) -> bool:
        return self.why_illegal(move) is None

    def legal_moves(self) -> list[Move]:
        """Every move :meth:`push` accepts now, in a fixed order."""
        return [move for move in self._candidates() if self.why_illegal(move) is None]

    def _candidates(self) -> Iterator[Move]:
        yield DEAL
        yield REDEAL
        for source in (RESERVE, WASTE, *TABLEAU):
            card = self.top(source)
            if card is None:
                continue
            yield Move(source, foundation_for(card))
            for target in TABLEAU:
                if target != source:
                    yield Move(source, target)

    def push(self, move: Move) -> None:
        """Play a legal move; a refused one raises :class:`IllegalMoveError` and changes nothing."""
        if not isinstance(move, Move):
            raise IllegalMoveError(f"a move is a Move, e.g. Move.parse('s>w'), got {move!r}")
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMoveError(f"{move}: {reason}")
        self._undo.append(self.position())
        self.move_stack.append(move)
        self.steps += 1
        if move == DEAL:
            for _ in range(min(DEAL_SIZE, len(self.stock))):
                self.waste.append(self.stock.pop())
            self._auto_to_foundations()
        elif move == REDEAL:
            self.stock = self.waste[::-1]
            self.waste = []
            self.redeals += 1
        elif move.source.area is Area.TABLEAU and move.target.area is Area.TABLEAU:
            self.tableau[move.target.index].extend(self.tableau[move.source.index])
            self.tableau[move.source.index].clear()
        else:
            self.pile(move.target).append(self.pile(move.source).pop())
        self._fill_spaces()

    def pop(self) -> Move:
        """Undo the last move (with the automatic plays it caused) and return it."""
        if not self.move_stack:
            raise IndexError("no move to undo")
        self._restore(self._undo.pop())
        self.steps += 1
        return self.move_stack.pop()

    # --- steps as events, for the hand history -----------------------------------------

    def play(self, move: Move) -> ActionTaken:
        """:meth:`push` ``move`` and say what it moved and paid (IllegalMoveError as push)."""
        moving = self.moving(move) if self.is_legal(move) else ()
        before = set(self._up())
        pay, fees = self.card_pay, self.pass_fees
        self.push(move)
        up = tuple(card for card in self._up() if card not in before)
        return ActionTaken(str(move), moving, up, self.card_pay - pay, self.pass_fees - fees)

    def take_back(self) -> ActionTaken:
        """:meth:`pop` the last move and say what it gives back (IndexError with no move)."""
        before = self._up()
        pay, fees = self.card_pay, self.pass_fees
        move = self.pop()
        now = set(self._up())
        down = tuple(card for card in before if card not in now)
        return ActionTaken(UNDO, self.moving(move), down, self.card_pay - pay,
                           self.pass_fees - fees)

    def _up(self) -> list[Card]:
        return [card for pile in self.foundations for card in pile]

    def moving(self, move: Move) -> tuple[Card, ...]:
        """The cards a legal ``move`` moves now: a deal's in the order they are turned."""
        if move == DEAL:
            return tuple(self.stock[::-1][:DEAL_SIZE])
        if move == REDEAL:
            return ()
        if move.source.area is Area.TABLEAU and move.target.area is Area.TABLEAU:
            return tuple(self.tableau[move.source.index])
        card = self.top(move.source)
        return () if card is None else (card,)

    def opening(self) -> GameDealt:
        """The line that opens the game's history: the commitment, before anything is played,
        and the cards the deal showed. ValueError for a game with no deck to commit to."""
        if self.order is None:
            raise ValueError("a position set up by hand has no deck to commit to")
        dealt = Canfield.from_order(self.order)
        # Dealt from the end: the reserve (its top last), the first foundation card, the tableau.
        tableau = tuple(self.order[-RESERVE_SIZE - 2 - i] for i in range(TABLEAU_PILES))
        up = tuple(dealt._up())
        return GameDealt(1, self.commitment, STAKE, tableau, self.order[-RESERVE_SIZE], up,
                         card_pay(len(up)))

    def ending(self) -> str:
        """How the game would end now: won, stuck, or given up (a new deal asked for)."""
        if self.is_won():
            return WON
        return STUCK if self.is_stuck() else GIVEN_UP

    def reveal(self) -> tuple[GameOver, DeckRevealed]:
        """The lines that close the game's history: how it ended, then its deck and salt."""
        if self.order is None:
            raise ValueError("a position set up by hand has no deck to reveal")
        return (GameOver(self.ending(), self.foundation_cards, self.net),
                DeckRevealed(self.order, self.salt, self.commitment))

    def _fill_spaces(self) -> None:
        """A space takes the reserve's top card at once, while the reserve has cards."""
        for pile in self.tableau:
            if not pile and self.reserve:
                pile.append(self.reserve.pop())

    def _auto_to_foundations(self) -> None:
        """After a deal: every top card that fits goes up, until none does."""
        went: list[Card] = []
        moved = True
        while moved:
            moved = False
            for source in (WASTE, RESERVE, *TABLEAU):
                card = self.top(source)
                if card is not None and self.next_for_foundation(card):
                    self.foundations[SUIT_CHARS.index(card.suit)].append(self.pile(source).pop())
                    self._fill_spaces()
                    went.append(card)
                    moved = True
        self.went_up = tuple(went)

    # --- the outcome --------------------------------------------------------------------

    def is_won(self) -> bool:
        return self.foundation_cards == 52

    def playing_moves(self) -> list[Move]:
        """Legal moves other than dealing and turning the waste over."""
        return [m for m in self.legal_moves() if not (m.is_deal or m.is_redeal)]

    def is_stuck(self) -> bool:
        """True when no card can ever be played, however the stock is dealt.

        Dealing changes only which waste card is on top; the deals of two whole passes visit
        every waste top there is, so if none of those positions offers a move, none ever will.
        """
        if self.is_won():
            return False
        probe = Canfield(self.position())
        cycle = 2 * (len(probe.stock) + len(probe.waste)) // DEAL_SIZE + 4
        for _ in range(cycle):
            if probe.playing_moves():
                return False
            if probe.stock:
                probe.push(DEAL)
                if probe.foundation_cards != self.foundation_cards:
                    return False  # the deal itself played a card up
            elif probe.waste:
                probe.push(REDEAL)
            else:
                return True
        return True

    def outcome(self) -> Outcome:
        if self.is_won():
            return Outcome.WON
        if self.is_stuck():
            return Outcome.STUCK
        return Outcome.PLAYING

    def auto_finish_moves(self) -> list[Move] | None:
        """The moves that finish the game when its win is certain, else None.

        Certain means: playing top cards to the foundations and dealing the rest of the
        stock (never turning the waste over, so it costs nothing) puts all 52 cards up.
        """
        probe = Canfield(self.position())
        moves: list[Move] = []
        while not probe.is_won():
            up = next((m for m in probe.playing_moves() if m.to_foundation), None)
            if up is None:
                if not probe.stock:
                    return None
                up = DEAL
            probe.push(up)
            moves.append(up)
        return moves
