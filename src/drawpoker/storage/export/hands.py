"""One hand as every export format needs it, whatever the game: who sat where with how much,
the forced bets, each line of play in order, the cards the player saw, the hands shown, the
pots and who took them. Built only from a history ``verify`` passed, so every number here is
one the rules gave.

Seats are the game's own numbers (0 is the player); ``players`` lists them in the order the
cards were dealt, from the dealer's left, the dealer last.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.hand_value import Category, HandValue

HOLDEM = "holdem"
DRAW = "draw"
#: The player's seat in both games, and the name the exports give the player (the name hand
#: trackers' published examples use for the one whose cards are known).
YOU = 0
YOUR_NAME = "Hero"

#: Kinds of :class:`Play`.
ANTE, SMALL_BLIND, BIG_BLIND = "ante", "small blind", "big blind"
FOLD, CHECK, CALL, BET, RAISE = "fold", "check", "call", "bet", "raise"
DISCARD, BOARD = "discard", "board"
FORCED = frozenset({ANTE, SMALL_BLIND, BIG_BLIND})


@dataclass(frozen=True, slots=True)
class Player:
    seat: int
    name: str  # escaped and unique at the table (see :func:`table_names`)
    stack: int  # before any forced bet of the hand


@dataclass(frozen=True, slots=True)
class Play:
    """One line of play. ``to`` is the seat's whole stake in the betting round after it (a
    bet or a raise is "to" that much); ``round`` counts the betting rounds from 0 (hold'em:
    pre-flop, flop, turn, river; draw: before and after the draw)."""

    kind: str
    seat: int | None  # None for the board
    round: int
    paid: int = 0
    to: int = 0
    all_in: bool = False
    cards: tuple[str, ...] = ()  # the board's new cards; the cards the player threw
    count: int = 0  # how many cards a seat threw (the player's are in ``cards``)
    drawn: tuple[str, ...] = ()  # the player's new cards
    #: A check nobody needed to make (every other player still in was all in): the game
    #: does not ask it, PokerKit's reading of the rules does.
    unasked: bool = False


@dataclass(frozen=True, slots=True)
class Pot:
    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    shares: tuple[int, ...]


@dataclass
class Hand:
    game: str
    match: str  # the history's match id
    number: int  # the deal's number in its match
    started_at: str  # when the match started (the history's header), ISO local time
    players: list[Player]
    dealer: int
    plays: list[Play]
    pots: list[Pot]
    #: Stacks after the hand (before anything between hands: pawns, buy-backs).
    finishing: dict[int, int]
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    #: The most any bet or raise may be, its step, and the most raises a round (draw).
    max_bet: int = 0
    bet_step: int = 0
    max_raises: int = 0
    deck_size: int = 52
    seat_count: int = 2  # the seats round the table (some may be empty)
    casino_blinds: bool = False
    #: The cards the player was dealt (and so always shows, folded or not).
    hole: tuple[str, ...] = ()
    #: Each seat's hand as shown at the showdown, and its name ("a pair of Kings").
    shown: dict[int, tuple[str, ...]] = field(default_factory=dict)
    described: dict[int, str] = field(default_factory=dict)
    #: Draw: the pot a tie left on the table before this deal, and the pot this deal's tie
    #: leaves for the next.
    carried_in: int = 0
    carried_out: int = 0
    #: Draw's rule options that change the ranking (the non-standard PHH code says them).
    options: dict[str, bool] = field(default_factory=dict)
    #: The bet nobody called, given back to its seat: (seat, amount), or None.
    uncalled: tuple[int, int] | None = None

    @property
    def names(self) -> dict[int, str]:
        return {player.seat: player.name for player in self.players}

    def put_in(self) -> dict[int, int]:
        """What each seat put into the pot in all."""
        total = {player.seat: 0 for player in self.players}
        for play in self.plays:
            if play.seat is not None:
                total[play.seat] += play.paid
        return total

    def returned(self) -> tuple[int | None, int]:
        """The bet nobody called, given back: (seat, amount), or (None, 0)."""
        return self.uncalled if self.uncalled is not None else (None, 0)

    def won(self) -> dict[int, int]:
        """What each seat collected from the pots, the bet given back not counted."""
        won = {player.seat: 0 for player in self.players}
        for pot in self.pots:
            for seat, share in zip(pot.winners, pot.shares, strict=True):
                won[seat] += share
        if self.uncalled is not None:
            back, amount = self.uncalled
            won[back] -= amount
        return won

    def contested_pots(self) -> list[Pot]:
        """The pots as a tracker counts them: the last one, when it is only the bet nobody
        called (one seat could win it, and it is that much), is no pot but money given back.
        A pot everyone but one folded to is still a pot."""
        seat, amount = self.returned()
        pots = list(self.pots)
        if seat is not None and pots and pots[-1].winners == (seat,) \
                and pots[-1].amount == amount:
            pots.pop()
        elif seat is not None and pots and pots[-1].winners == (seat,):
            last = pots[-1]
            pots[-1] = Pot(last.amount - amount, last.eligible, last.winners,
                           (last.shares[0] - amount,))
        return [pot for pot in pots if pot.amount > 0]


def top_excess(put_in: dict[int, int]) -> tuple[int, int] | None:
    """What the biggest contributor put in above the next biggest, when only one seat put in
    the most: hold'em gives it back (nobody could win it)."""
    put = sorted(put_in.items(), key=lambda item: item[1], reverse=True)
    if len(put) < 2 or put[0][1] <= put[1][1]:
        return None
    return put[0][0], put[0][1] - put[1][1]


def table_names(names: Sequence[tuple[int, str]]) -> dict[int, str]:
    """Each seat's name as the exports write it: the player is :data:`YOUR_NAME`; the others'
    names are escaped (:func:`~drawpoker.printable.printable`), kept short, and made unique and
    safe for the text formats (no colon, bracket or parenthesis, which their readers split on;
    no leading or trailing space)."""
    from drawpoker.printable import printable

    out: dict[int, str] = {}
    taken = {YOUR_NAME.casefold()}
    for seat, name in names:
        if seat == YOU:
            out[seat] = YOUR_NAME
            continue
        text = printable(name)[:40]
        text = "".join("_" if char in ":()[]#\"'" else char for char in text).strip()
        text = text or f"Seat {seat + 1}"
        unique, n = text, 2
        while unique.casefold() in taken:
            unique, n = f"{text} {n}", n + 1
        taken.add(unique.casefold())
        out[seat] = unique
    return out


_SINGULAR = {2: "Deuce", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight",
             9: "Nine", 10: "Ten", 11: "Jack", 12: "Queen", 13: "King", 14: "Ace"}


def _plural(rank: int) -> str:
    return "Sixes" if rank == 6 else f"{_SINGULAR[rank]}s"


def describe(value: HandValue, cards: Sequence[Card]) -> str:
    """The hand named as PokerStars' hand histories name it ("a pair of Kings", "two pair,
    Aces and Eights", "a straight, Nine to King"); ``cards`` are the five that make it."""
    ranks, category = value.ranks, value.category
    if category is Category.HIGH_CARD:
        return f"high card {_SINGULAR[ranks[0]]}"
    if category is Category.PAIR:
        return f"a pair of {_plural(ranks[0])}"
    if category is Category.TWO_PAIR:
        return f"two pair, {_plural(ranks[0])} and {_plural(ranks[1])}"
    if category is Category.THREE_OF_A_KIND:
        return f"three of a kind, {_plural(ranks[0])}"
    if category is Category.FULL_HOUSE:
        return f"a full house, {_plural(ranks[0])} full of {_plural(ranks[1])}"
    if category is Category.FOUR_OF_A_KIND:
        return f"four of a kind, {_plural(ranks[0])}"
    if category is Category.FLUSH:
        return f"a flush, {_SINGULAR[ranks[0]]} high"
    top = ranks[0]
    # The lowest card: an ace below the others when the straight runs from it (A-2-3-4-5,
    # or A-7-8-9-T in a 32-card deck), else the lowest rank.
    present = sorted(card.rank for card in cards)
    low = _SINGULAR[14] if 14 in present and top != 14 else _SINGULAR[present[0]]
    if category is Category.STRAIGHT_FLUSH:
        return "a Royal Flush" if top == 14 else f"a straight flush, {low} to {_SINGULAR[top]}"
    return f"a straight, {low} to {_SINGULAR[top]}"
