"""What she says: line KEYS for table events, chosen so they never give her hand away.

The one place her lines are chosen. The texts are under ``speech`` in ``lang/*.yaml``; the
table's story asks ``say(event)`` after each event (or ``line_for(event)`` for the key alone)
and shows the line it gets, if any.

The personality sees only public events (the same ones the player sees animated) and its own
seeded random source; it never receives her cards or the view. Before a showdown a line can only
depend on what both players already know (her announced actions, the pot, who bet, how many
cards were drawn); only after the hands are shown may it comment on them (a bluff caught, a bad
beat). So a chatty "I'm happy with these" can never mean she really is.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from drawpoker.ai.draw.hands import PAIR, table_for
from drawpoker.engine.core.actions import ActionKind, Bet, Raise
from drawpoker.engine.draw.actions import DISCARD, Kind
from drawpoker.engine.draw.events import (
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

PREFIX = "speech"
# how many variants each situation has in the language files (keys ``speech.<situation>.1``...)
LINES: dict[str, int] = {
    "greeting": 5,
    # her own actions, announced (the amount and count are public)
    "bet": 3,
    "raise": 3,
    "wait": 2,
    "call": 2,
    "draw_call": 2,  # a call in round one: to the draw
    "drop": 5,
    "draws": 2,
    "stands_pat": 2,
    # the player's moves: optional chatter
    "player_raises": 3,
    "player_stands_pat": 2,
    # the end of a deal
    "she_wins": 6,
    "she_wins_big": 3,
    "she_loses": 6,
    "she_loses_big": 3,
    "took_pot_unseen": 3,  # the player dropped: never say whether she had it
    "bluff_shown": 2,  # after a showdown: she bet with little and was called
    "caught_player_bluff": 2,
    "bad_beat": 2,
    "tie": 3,
    # her forfeit items ({item} in some variants)
    "pawned": 4,
    "lost": 3,
    "bought_back": 3,
    "match_won": 2,
    "match_lost": 2,
}
# said only some of the time; every other situation always gets a line
OPTIONAL = frozenset({"player_raises", "player_stands_pat"})
BIG_POT = 100


@dataclass(frozen=True, slots=True)
class Said:
    """A line key and the public values its placeholders take (``item`` is the item's index)."""

    key: str
    args: dict[str, int] = field(default_factory=dict)
    #: The situation and the variant's number (1-based) the key names, so a character with
    #: her own lines for the situation can say her variant instead.
    situation: str = ""
    variant: int = 0


@dataclass(slots=True)
class _DealMemory:
    """Public facts of the current deal."""

    bets_late: list[int] = field(default_factory=list)  # seats that bet or raised in round two
    drawn: bool = False
    #: What each seat has put in during the betting round (antes aside): a raise is said as
    #: the total it makes ("I raise to $20"), as the table's log writes it.
    round_bets: dict[int, int] = field(default_factory=dict)
    comment: str | None = None  # after a showdown: what to say when the pot is won


class Personality:
    """Chooses a line for some events; she announces her own moves and reacts to the deal's end,
    and now and then remarks on the player's moves."""

    def __init__(self, seed: int | None = None, seat: int = 1, chattiness: float = 0.6,
                 variants: Mapping[str, int] | None = None) -> None:
        """``variants``: how many lines she has for some situations (her own, replacing the
        shared ones there), so every one of hers is said and none twice in a row."""
        self.rng = random.Random(seed)
        self.seat = seat
        self.chattiness = chattiness
        self.counts = {**LINES, **{k: v for k, v in (variants or {}).items() if v > 0}}
        self.deal = _DealMemory()
        self._started = False
        self._last: dict[str, int] = {}

    def line_for(self, event: Event) -> str | None:
        """The key of her line for this event, or None (she is quiet)."""
        said = self.say(event)
        return said.key if said is not None else None

    def say(self, event: Event) -> Said | None:
        """Her line for this event with its placeholder values, or None. Call for every event,
        in order: it remembers the public course of the deal."""
        found = self._situation(event)
        if found is None:
            return None
        situation, args = found
        if situation in OPTIONAL and self.rng.random() > self.chattiness:
            return None
        variant = self._variant(situation)
        return Said(f"{PREFIX}.{situation}.{min(variant, LINES[situation])}", args,
                    situation, variant)

    def resume(self, actions: Iterable[tuple[Kind, int]], started: bool = True,
               round_bets: Mapping[int, int] | None = None) -> None:
        """A match continued mid-deal: replay the deal's public actions (kind, seat) so far;
        ``round_bets``: what each seat has in during the round under way."""
        self._started = started
        self.deal = _DealMemory(round_bets=dict(round_bets or {}))
        for kind, seat in actions:
            if kind is DISCARD:
                self.deal.drawn = True
            elif self.deal.drawn and kind in (ActionKind.BET, ActionKind.RAISE):
                self.deal.bets_late.append(seat)

    def _variant(self, situation: str) -> int:
        """A random variant, never the same one twice in a row."""
        count = self.counts[situation]
        number = self.rng.randint(1, count)
        if count > 1 and number == self._last.get(situation):
            number = number % count + 1
        self._last[situation] = number
        return number

    def _situation(self, event: Event) -> tuple[str, dict[str, int]] | None:
        me = self.seat
        if isinstance(event, DealStarted):
            self.deal = _DealMemory()
            if not self._started:
                self._started = True
                return "greeting", {}
            return None
        if isinstance(event, CardsDrawn):
            self.deal.drawn = True
            self.deal.round_bets = {}
            if event.seat == me:
                return ("draws", {"count": event.count}) if event.count else ("stands_pat", {})
            return ("player_stands_pat", {}) if event.count == 0 else None
        if isinstance(event, ActionTaken):
            return self._action(event)
        if isinstance(event, Showdown):
            self.deal.comment = self._after_showdown(event)
            return None
        if isinstance(event, PotWon):
            if event.by_drop:  # her own drop was announced already
                return ("took_pot_unseen", {}) if event.seat == me else None
            if self.deal.comment is not None:
                return self.deal.comment, {}
            big = "_big" if event.amount >= BIG_POT else ""
            return ("she_wins" if event.seat == me else "she_loses") + big, {}
        if isinstance(event, PotCarried):
            return "tie", {}
        if isinstance(event, ItemPawned):
            return "pawned", {"item": event.item}
        if isinstance(event, ItemLost):
            return "lost", {"item": event.item}
        if isinstance(event, ItemBoughtBack):
            return "bought_back", {"item": event.item}
        if isinstance(event, MatchOver):
            return ("match_won" if event.winner == me else "match_lost"), {}
        return None

    def _action(self, event: ActionTaken) -> tuple[str, dict[str, int]] | None:
        """Her own moves are announced; a raise of the player's may get a remark."""
        kind = event.action.kind
        if kind is DISCARD:
            return None
        bets = self.deal.round_bets
        bets[event.seat] = bets.get(event.seat, 0) + event.paid
        if self.deal.drawn and kind in (ActionKind.BET, ActionKind.RAISE):
            self.deal.bets_late.append(event.seat)
        if event.seat != self.seat:
            return ("player_raises", {}) if kind is ActionKind.RAISE else None
        if isinstance(event.action, Bet):  # the size of the bet
            return "bet", {"amount": event.action.amount}
        if isinstance(event.action, Raise):  # the total the raise makes, not what it adds
            return "raise", {"amount": bets[event.seat]}
        if kind is ActionKind.CHECK:
            return "wait", {}
        if kind is ActionKind.CALL:
            return ("call" if self.deal.drawn else "draw_call"), {}
        return "drop", {}

    def _after_showdown(self, event: Showdown) -> str | None:
        """The hands are public now: a caught bluff or a bad beat is fair to mention."""
        if event.winner is None:
            return None
        table = table_for(None)
        mine = table.category_of(table.strength(tuple(c.index for c in event.hands[self.seat])))
        theirs = table.category_of(
            table.strength(tuple(c.index for c in event.hands[1 - self.seat]))
        )
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
