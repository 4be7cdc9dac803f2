"""The end of a hand: which hands are shown, who wins each pot, and each winner's share."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.evaluator7 import evaluate7
from drawpoker.engine.core.pots import build_pots, split_pot
from drawpoker.engine.holdem.events import HoldemEvent, PotAwarded, Showdown
from drawpoker.engine.holdem.view import PotResult


@dataclass(frozen=True, slots=True)
class Settlement:
    shown: tuple[tuple[int, tuple[Card, Card]], ...]
    pots: tuple[PotResult, ...]
    events: tuple[HoldemEvent, ...]


def settle(
    seats: Sequence[int],
    hole: Sequence[tuple[Card, ...]],
    board: Sequence[Card],
    contributed: Sequence[int],
    folded: Sequence[bool],
    showdown: bool,
) -> Settlement:
    """Pots and winners. ``seats`` are in order from the dealer's left: that is the order of
    showing, of naming winners, and so of who gets a split pot's odd dollars.

    Without a showdown (everyone else folded) nothing is shown and the one seat left takes
    everything.
    """
    live = [seat for seat in seats if not folded[seat]]
    shown: tuple[tuple[int, tuple[Card, Card]], ...] = ()
    values = {}
    if showdown:
        shown = tuple((seat, (hole[seat][0], hole[seat][1])) for seat in live)
        values = {seat: evaluate7([*hole[seat], *board]).key for seat in live}
    events: list[HoldemEvent] = [Showdown(shown)] if showdown else []
    folded_seats = {seat for seat, gone in enumerate(folded) if gone}
    results: list[PotResult] = []
    for index, pot in enumerate(build_pots(contributed, folded_seats)):
        eligible = [seat for seat in seats if seat in pot.eligible]
        if len(eligible) == 1:
            winners = eligible
        else:
            best = max(values[seat] for seat in eligible)
            winners = [seat for seat in eligible if values[seat] == best]
        shares = split_pot(pot.amount, winners)
        result = PotResult(pot.amount, tuple(eligible), tuple(winners), tuple(shares))
        results.append(result)
        events.append(
            PotAwarded(
                index,
                pot.amount,
                result.eligible,
                result.winners,
                result.shares,
                uncontested=len(eligible) == 1,
            )
        )
    return Settlement(shown, tuple(results), tuple(events))
