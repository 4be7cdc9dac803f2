"""What the computer players of the hold'em table say, and the face each public event gives
them: a reaction (a mood from :mod:`drawpoker.ui.reactions`) for every player it concerns, and
at most one short line per batch of events, the most telling one.

Like draw's personality, this sees only public events (an action announced, a hand shown down,
a pot given out, an item pawned), never a hidden card: a line or a face before the showdown can
only follow what the whole table saw. The texts are data in ``lang/*.yaml``: draw's lines where
they fit a table of several players (``speech.*``) and hold'em's own (``holdem.speech.*``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from drawpoker.engine.holdem import (
    ActionTaken,
    HandStarted,
    HoldemActionKind,
    HoldemEvent,
    ItemBoughtBack,
    ItemLost,
    ItemPawned,
    MatchOver,
    PlayerOut,
    PotAwarded,
    Showdown,
)

HUMAN = 0

#: A situation -> its line keys' prefix and how many variants the language files hold.
LINES: dict[str, tuple[str, int]] = {
    "greeting": ("speech.greeting", 5),
    "wins": ("speech.she_wins", 6),
    "wins_big": ("speech.she_wins_big", 3),
    "takes_unseen": ("speech.took_pot_unseen", 3),
    "loses_big": ("holdem.speech.loses_big", 3),
    "all_in": ("holdem.speech.all_in", 3),
    "pawns": ("speech.pawned", 4),
    "loses_item": ("holdem.speech.loses_item", 3),
    "buys_back": ("speech.bought_back", 3),
    "out": ("holdem.speech.out", 2),
    "match_won": ("speech.match_won", 2),
    "match_lost": ("speech.match_lost", 2),
}
#: A situation -> the roster's situation whose lines a character says in her own words
#: (the others, hold'em's own, she says in the shared words).
OWN_WORDS: dict[str, str] = {
    "greeting": "greeting",
    "wins": "she_wins",
    "wins_big": "she_wins",
    "pawns": "pawned",
    "buys_back": "bought_back",
    "match_lost": "match_lost",
}
#: Which line wins when one batch of events offers several (the first listed).
PRIORITY = ("match_won", "match_lost", "out", "loses_item", "pawns", "buys_back", "wins_big",
            "loses_big", "takes_unseen", "wins", "all_in", "greeting")
#: A situation -> the reaction (a key of ``ui.reactions.REACTIONS``) of the player it concerns.
MOODS: dict[str, str] = {
    "wins": "she_wins_pot",
    "wins_big": "she_wins_big_pot",
    "takes_unseen": "she_wins_by_drop",
    "loses": "you_win_pot",
    "loses_big": "you_win_big_pot",
    "raises": "she_raises",
    "all_in": "she_raises",
    "someone_all_in": "you_raise_big",
    "pawns": "she_pawns",
    "loses_item": "she_loses_item",
    "buys_back": "she_buys_back",
    "out": "she_loses_match",
    "match_won": "she_wins_match",
    "match_lost": "she_loses_match",
}
#: A pot of at least this many big blinds is a big pot.
BIG_POT_BLINDS = 12
#: How long a line stays by her plate, in seconds of game time.
LINE_SECONDS = 3.5


@dataclass(frozen=True, slots=True)
class Said:
    """One line: who says it, its key, its values (``item``: the item's index), the situation
    (a key of ``LINES``) and which variant was drawn (from 1)."""

    seat: int
    key: str
    args: dict[str, int]
    situation: str = ""
    variant: int = 1


@dataclass(frozen=True, slots=True)
class Heard:
    """What one event does to the table's faces and voices."""

    moods: tuple[tuple[int, str], ...]  # (seat, reaction kind)
    situation: tuple[int, str, dict[str, int]] | None  # a line it may give: seat, what, args


class Voice:
    """Chooses the computer players' reactions and lines from public events (seeded)."""

    def __init__(self, seed: int | None = None, big_blind: int = 10) -> None:
        self.rng = random.Random(seed)
        self.big_blind = big_blind
        self._in_showdown: set[int] = set()
        self._dealt: tuple[int, ...] = ()
        self._last: dict[str, int] = {}
        self._greeted = False

    def resumed(self, big_blind: int, dealt: tuple[int, ...]) -> None:
        """A game continued from a save: no greeting, the hand's blind and seats known."""
        self.big_blind = big_blind
        self._dealt = dealt
        self._greeted = True

    def hear(self, events: Sequence[HoldemEvent], stacks: Sequence[int],
             out: Sequence[bool]) -> tuple[list[Heard], tuple[int, Said] | None]:
        """Each event's reactions, and the one line of the batch (with the index of the event
        it belongs to), if any; ``stacks`` and ``out`` as they are after the batch."""
        heard = [self.match_over(event, stacks, out) if isinstance(event, MatchOver)
                 else self._hear(event) for event in events]
        best: tuple[int, int, str, dict[str, int]] | None = None
        for index, one in enumerate(heard):
            if one.situation is None:
                continue
            seat, what, args = one.situation
            if best is None or PRIORITY.index(what) < PRIORITY.index(best[2]):
                best = (index, seat, what, args)
        if best is None:
            return heard, None
        index, seat, what, args = best
        prefix, count = LINES[what]
        variant = self._variant(what, count)
        return heard, (index, Said(seat, f"{prefix}.{variant}", args, what, variant))

    def _variant(self, what: str, count: int) -> int:
        """A random variant, never the same one twice in a row."""
        number = self.rng.randint(1, count)
        if count > 1 and number == self._last.get(what):
            number = number % count + 1
        self._last[what] = number
        return number

    def _hear(self, event: HoldemEvent) -> Heard:
        if isinstance(event, HandStarted):
            self.big_blind = event.big_blind
            self._dealt = event.seats
            self._in_showdown = set()
            if not self._greeted:
                self._greeted = True
                first = next((seat for seat in event.seats if seat != HUMAN), None)
                if first is not None:
                    return Heard((), (first, "greeting", {}))
            return Heard((), None)
        if isinstance(event, ActionTaken):
            return self._action(event)
        if isinstance(event, Showdown):
            self._in_showdown = {seat for seat, _ in event.hands}
            return Heard((), None)
        if isinstance(event, PotAwarded):
            return self._pot(event)
        if isinstance(event, ItemPawned):
            return self._about(event.seat, "pawns", {"item": event.item})
        if isinstance(event, ItemLost):
            return self._about(event.seat, "loses_item", {"item": event.item})
        if isinstance(event, ItemBoughtBack):
            return self._about(event.seat, "buys_back", {"item": event.item})
        if isinstance(event, PlayerOut):
            return self._about(event.seat, "out", {})
        return Heard((), None)

    def _about(self, seat: int, what: str, args: dict[str, int]) -> Heard:
        if seat == HUMAN:
            return Heard((), None)
        return Heard(((seat, MOODS[what]),), (seat, what, args))

    def _action(self, event: ActionTaken) -> Heard:
        seat, kind = event.seat, event.action.kind
        if event.all_in and kind is not HoldemActionKind.FOLD:
            if seat == HUMAN:  # everyone else still dealt in looks up
                return Heard(tuple((other, MOODS["someone_all_in"]) for other in self._dealt
                                   if other != HUMAN), None)
            return Heard(((seat, MOODS["all_in"]),), (seat, "all_in", {}))
        if kind is HoldemActionKind.RAISE and seat != HUMAN:
            return Heard(((seat, MOODS["raises"]),), None)
        return Heard((), None)

    def _pot(self, event: PotAwarded) -> Heard:
        big = event.amount >= BIG_POT_BLINDS * self.big_blind
        moods: list[tuple[int, str]] = []
        situation: tuple[int, str, dict[str, int]] | None = None
        if event.uncontested and self._in_showdown:  # chips nobody could match, handed back
            return Heard((), None)
        for seat in event.winners:
            if seat == HUMAN:
                continue
            what = "takes_unseen" if event.uncontested else "wins_big" if big else "wins"
            moods.append((seat, MOODS[what]))
            if situation is None and (event.index == 0 or big):
                situation = (seat, what, {})
        losers = [seat for seat in event.eligible if seat not in event.winners
                  and seat in self._in_showdown and seat != HUMAN]
        for seat in losers:
            moods.append((seat, MOODS["loses_big" if big else "loses"]))
        if situation is None and big and losers:
            situation = (losers[0], "loses_big", {})
        return Heard(tuple(moods), situation)

    def match_over(self, event: MatchOver, stacks: Sequence[int],
                   out: Sequence[bool]) -> Heard:
        """The game's end: the richest computer player still seated has the last word."""
        seated = [seat for seat in range(1, len(stacks)) if not out[seat]]
        if not seated:
            return Heard((), None)
        what = "match_lost" if event.human_won else "match_won"
        speaker = max(seated, key=lambda seat: stacks[seat])
        return Heard(tuple((seat, MOODS[what]) for seat in seated), (speaker, what, {}))
