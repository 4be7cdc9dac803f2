"""What the hold'em table shows, which trails the game while the timeline plays its events.

The engine jumps from decision to decision; the painter draws this instead, so chips and cards
can be seen moving. Each batch of events ends with a beat that sets it from the game's view
again, so whatever the animations did, the table ends up showing exactly the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from drawpoker.engine.holdem import HoldemView, PotAwarded
from drawpoker.ui.timeline import Line

HUMAN = 0


@dataclass
class Speech:
    """A computer player's line, by her plate, until it wears off (seconds of game time)."""

    seat: int
    line: Line
    left: float


@dataclass
class TableShown:
    stacks: list[int]
    bets: list[int]  # in front of each seat, this betting round
    middle: int  # the chips of earlier betting rounds, in the middle
    board: int  # board cards turned up so far
    cards: list[int]  # cards in front of each seat (0, 1 or 2)
    my_cards_up: bool  # the player's own two turned up
    faces_up: set[int] = field(default_factory=set)  # seats whose cards are shown down
    results: list[PotAwarded] = field(default_factory=list)  # pots given out so far
    speech: Speech | None = None
    #: The match's end as shown (the music turns to won or lost then, not before).
    won: bool | None = None

    @classmethod
    def of(cls, view: HoldemView, results: list[PotAwarded], mine: int) -> TableShown:
        shown = cls([], [], 0, 0, [], True)
        shown.sync(view, results, mine)
        return shown

    def sync(self, view: HoldemView, results: list[PotAwarded], mine: int) -> None:
        """Everything as the game has it now (the speech keeps its own time); ``mine``: how
        many of his own cards the player still has in front of him (they stay after the
        hand, which the view forgets unless he showed them)."""
        self.stacks = list(view.stacks)
        self.bets = list(view.bets)
        self.middle = max(0, view.pot - sum(view.bets))
        self.board = len(view.board)
        playing = view.street.is_betting
        self.cards = [mine if seat == HUMAN else 2 if playing and view.in_hand[seat] else 0
                      for seat in range(view.players)]
        self.my_cards_up = True
        self.faces_up = {seat for seat, _ in view.shown}
        for seat in self.faces_up:
            self.cards[seat] = 2
        self.results = list(results)

    def new_hand(self) -> None:
        """A fresh deal: no cards anywhere, nothing shown, nothing won yet."""
        self.board = 0
        self.cards = [0] * len(self.cards)
        self.my_cards_up = False
        self.faces_up = set()
        self.results = []
        self.bets = [0] * len(self.bets)
        self.middle = 0
        self.speech = None

    @property
    def pot(self) -> int:
        """Everything put in this hand and not yet given out."""
        return self.middle + sum(self.bets)

    def winners(self) -> set[int]:
        return {seat for pot in self.results for seat in pot.winners}

    def won_by(self, seat: int) -> int:
        return sum(share for pot in self.results
                   for who, share in zip(pot.winners, pot.shares, strict=True) if who == seat)
