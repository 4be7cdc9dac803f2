"""A match of draw as one plain value: what a save holds, what the save checks read.

The match is a state machine with private fields; its save (``match_data``) and the checks
of a loaded save (``match_checks``, ``match_replay``) need the whole state, not a view of it.
They get it as this frozen value (``Match.state()``), and a match is made back from it only
by ``Match.from_state``: no other module reads or writes the match's fields.

Money, betting round and items are the values the match plays with; a save writes the parts
of them the rest cannot give back (its stacks, pot and loans, not what each seat put into the
pot this deal: draw has no side pots).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from drawpoker.engine.core.betting import BetStructure, BettingRound
from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.forfeit_ledger import ForfeitLedger
from drawpoker.engine.core.forfeits import ForfeitState
from drawpoker.engine.core.money import Money, MoneyTable
from drawpoker.engine.draw.phase import Phase
from drawpoker.engine.draw.rules import Rules
from drawpoker.engine.draw.view import DealRecord, PublicAction, TopUp

Hands = tuple[tuple[Card, ...], tuple[Card, ...]]
#: The generator's state as ``random.Random.getstate()`` gives it.
RandomState = tuple[Any, ...]


def bet_structure(rules: Rules) -> BetStructure:
    """Draw's spread-limit betting under ``rules`` (a match's and a loaded save's)."""
    return BetStructure.spread(rules.bet_unit, rules.max_bet, rules.max_raises)


@dataclass(frozen=True, slots=True)
class MatchState(MoneyTable):
    """Everything a match is; the names of the save's fields read off it as properties."""

    rules: Rules
    seed: int
    #: A deal took a given deck (tests, screenshots): the seed no longer deals its decks.
    staged: bool
    #: A duplicate: the seed's decks with the hands swapped, and (``mirrored``) the dealer.
    swapped: bool
    mirrored: bool
    #: A broke player is asked to top up.
    rebuys: bool
    rng: RandomState
    money: Money
    carried_pot: int
    phase: Phase
    deal_number: int
    dealer: int
    to_act: int | None
    hands: Hands
    #: This deal's deck, top first, how far it is dealt, and its salt and commitment.
    order: tuple[Card, ...]
    next_card: int
    salt: str
    commitment: str
    betting: BettingRound
    drawn: tuple[int | None, int | None]
    actions: tuple[PublicAction, ...]
    items: ForfeitLedger
    winner: int | None
    end_reason: str
    history: tuple[DealRecord, ...]
    top_ups: tuple[TopUp, ...]

    @property
    def stacks(self) -> tuple[int, int]:
        stacks = self.money.stacks
        return (stacks[0], stacks[1])

    @property
    def forfeits(self) -> tuple[ForfeitState, ...]:
        return self.items.states

    @property
    def taken(self) -> tuple[int, ...]:
        return self.items.taken

    @property
    def paid_in_round(self) -> tuple[int, ...]:
        return self.betting.paid

    @property
    def raises(self) -> int:
        return self.betting.raises

    @property
    def round_actions(self) -> int:
        return self.betting.actions
