"""What she says: line KEYS for table events, chosen so they never give her hand away.

The personality sees only public events (the same ones the player sees animated) and its own
seeded random source; it never receives her cards or the view. Before a showdown a line can only
depend on what both players already know (the pot, who bet, how many cards were drawn); only after
the hands are shown may it comment on them (a bluff caught, a bad beat). So a chatty "I like
these" can never mean she really likes them.

The UI asks ``line_for(event)`` after each event and translates the key it gets, if any, with the
strings under ``opponent.lines`` in the language files.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from drawpoker.engine.actions import ActionKind
from drawpoker.engine.events import (
    ActionTaken,
    CardsDrawn,
    DealStarted,
    Event,
    ItemBoughtBack,
    ItemLost,
    ItemPawned,
    MatchOver,
    PotCarried,
    PotWon,
    Showdown,
)

from .hands import PAIR, table_for

PREFIX = "opponent.lines"
# how many variants each situation has in the language files (keys ``<situation>.1`` ...)
LINES: dict[str, int] = {
    "greeting": 3,
    "win_small": 3,
    "win_big": 3,
    "lose_small": 3,
    "lose_big": 3,
    "took_pot_unseen": 3,  # the player dropped: never say whether she had it
    "gave_up": 3,  # she dropped
    "bluff_shown": 2,  # after a showdown: she bet with little and was called
    "caught_player_bluff": 2,
    "bad_beat": 2,
    "tie": 2,
    "player_raises": 3,
    "player_stands_pat": 2,
    "pawned": 2,
    "lost_item": 2,
    "bought_back": 2,
    "match_won": 2,
    "match_lost": 2,
}
BIG_POT = 100


@dataclass(slots=True)
class _DealMemory:
    """Public facts of the current deal."""

    bets_late: list[int] = field(default_factory=list)  # seats that bet or raised in round two
    drawn: bool = False


class Personality:
    """Chooses a line key for some events; quiet for most, as a person at a card table is."""

    def __init__(self, seed: int | None = None, seat: int = 1, chattiness: float = 0.6) -> None:
        self.rng = random.Random(seed)
        self.seat = seat
        self.chattiness = chattiness
        self.deal = _DealMemory()
        self._started = False

    def line_for(self, event: Event) -> str | None:
        situation = self._situation(event)
        if situation is None:
            return None
        always = situation in (
            "greeting",
            "pawned",
            "lost_item",
            "bought_back",
            "match_won",
            "match_lost",
            "bluff_shown",
            "bad_beat",
        )
        if not always and self.rng.random() > self.chattiness:
            return None
        return f"{PREFIX}.{situation}.{self.rng.randint(1, LINES[situation])}"

    def _situation(self, event: Event) -> str | None:
        me, other = self.seat, 1 - self.seat
        if isinstance(event, DealStarted):
            self.deal = _DealMemory()
            if not self._started:
                self._started = True
                return "greeting"
            return None
        if isinstance(event, CardsDrawn):
            self.deal.drawn = True
            if event.seat == other and event.count == 0:
                return "player_stands_pat"
            return None
        if isinstance(event, ActionTaken):
            kind = event.action.kind
            if self.deal.drawn and kind in (ActionKind.BET, ActionKind.RAISE):
                self.deal.bets_late.append(event.seat)
            if event.seat == other and kind == ActionKind.RAISE:
                return "player_raises"
            return None
        if isinstance(event, Showdown):
            return self._after_showdown(event)
        if isinstance(event, PotWon):
            if event.by_drop:
                return "took_pot_unseen" if event.seat == me else "gave_up"
            big = event.amount >= BIG_POT
            if event.seat == me:
                return "win_big" if big else "win_small"
            return "lose_big" if big else "lose_small"
        if isinstance(event, PotCarried):
            return "tie"
        if isinstance(event, ItemPawned):
            return "pawned"
        if isinstance(event, ItemLost):
            return "lost_item"
        if isinstance(event, ItemBoughtBack):
            return "bought_back"
        if isinstance(event, MatchOver):
            return "match_won" if event.winner == me else "match_lost"
        return None

    def _after_showdown(self, event: Showdown) -> str | None:
        """The hands are public now: a caught bluff or a bad beat is fair to mention."""
        table = table_for(None)
        mine = table.category_of(table.strength(tuple(c.index for c in event.hands[self.seat])))
        theirs = table.category_of(
            table.strength(tuple(c.index for c in event.hands[1 - self.seat]))
        )
        if event.winner is None:
            return None
        if event.winner != self.seat and self.seat in self.deal.bets_late and mine <= PAIR:
            return "bluff_shown"
        if event.winner == self.seat and (1 - self.seat) in self.deal.bets_late and theirs <= PAIR:
            return "caught_player_bluff"
        if event.winner != self.seat and mine >= PAIR + 3:  # lost with a straight or better
            return "bad_beat"
        return None


def all_keys() -> list[str]:
    """Every key the personality can return (the language files must hold them all)."""
    return [f"{PREFIX}.{name}.{i}" for name, count in LINES.items() for i in range(1, count + 1)]
