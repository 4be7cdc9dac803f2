"""Her face at the table: a mood chosen from public events, held for a while, then neutral.

The table's story tells the portrait each event as its beat starts (so her face changes when
the player sees the thing happen, not when the engine decided it). Which event gives which
mood, and for how long, is the table in :mod:`drawpoker.ui.reactions`. Events are the only
input: her hidden cards never reach this module, so her face cannot give her hand away.
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from functools import lru_cache

import pygame

from drawpoker.engine.draw import Bet, Event, Raise, Rules
from drawpoker.engine.draw.events import (
    ActionTaken,
    CardsDrawn,
    ItemBoughtBack,
    ItemLost,
    ItemPawned,
    MatchOver,
    PotCarried,
    PotWon,
)
from drawpoker.themes.expressions import NEUTRAL
from drawpoker.ui.reactions import (
    BIG_POT_MAX_BETS,
    BIG_RAISE_SHARE,
    REACTIONS,
    WHILE_THINKING,
    Reaction,
)

HUMAN, COMPUTER = 0, 1


def event_kind(event: Event, rules: Rules) -> str | None:
    """The kind of public event this is for her face (a key of ``REACTIONS``), if any."""
    if isinstance(event, PotWon):
        if event.by_drop:
            return "she_wins_by_drop" if event.seat == COMPUTER else "you_win_by_drop"
        big = event.amount >= BIG_POT_MAX_BETS * rules.max_bet
        who = "she_wins" if event.seat == COMPUTER else "you_win"
        return f"{who}_big_pot" if big else f"{who}_pot"
    if isinstance(event, PotCarried):
        return "pot_carried"
    if isinstance(event, ActionTaken) and isinstance(event.action, Bet | Raise):
        big = event.action.amount >= max(2 * rules.bet_unit, BIG_RAISE_SHARE * rules.max_bet)
        if event.seat == COMPUTER:
            if isinstance(event.action, Raise):
                return "she_raises"
            return "she_bets_big" if big else None
        return "you_raise_big" if big else None
    if isinstance(event, CardsDrawn) and event.seat == COMPUTER and event.count == 0:
        return "she_stands_pat"
    if isinstance(event, ItemPawned):
        return "she_pawns"
    if isinstance(event, ItemLost):
        return "she_loses_item"
    if isinstance(event, ItemBoughtBack):
        return "she_buys_back"
    if isinstance(event, MatchOver):
        return "she_wins_match" if event.winner == COMPUTER else "she_loses_match"
    return None


class Portrait:
    """Her current mood: the latest reaction until it wears off, else neutral (or thinking)."""

    def __init__(self, rules: Rules | None = None,
                 reactions: Mapping[str, Reaction] = REACTIONS) -> None:
        self.rules = rules  # draw's rules, for ``kind_of``; hold'em names its kinds itself
        self.reactions = reactions
        self._mood = NEUTRAL
        self._left = 0.0

    def kind_of(self, event: Event) -> str | None:
        """The event's kind if she reacts to it, else ``None``."""
        if self.rules is None:
            return None
        kind = event_kind(event, self.rules)
        return kind if kind in self.reactions else None

    def feel(self, kind: str) -> None:
        """Show the reaction to an event of ``kind`` now, replacing any earlier one."""
        reaction = self.reactions[kind]
        self._mood, self._left = reaction.mood, reaction.seconds

    def advance(self, seconds: float, speed: float = 1.0) -> None:
        """Let ``seconds`` of real time pass at game ``speed`` (the timeline's factor)."""
        self._left -= seconds / speed if speed > 0 else seconds
        if self._left <= 0:
            self._mood, self._left = NEUTRAL, 0.0

    def mood(self, thinking: bool = False) -> str:
        """The face to draw; ``thinking`` while she decides and nothing else shows."""
        if self._left > 0:
            return self._mood
        return WHILE_THINKING if thinking else NEUTRAL


# A soft warm light on the felt behind her, so the portrait reads as a picture, not a sticker.
_BACKDROP_SVG = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
<defs><radialGradient id="g" cx="50%" cy="42%" r="58%">
<stop offset="0" stop-color="#f6e7b8" stop-opacity="0.34"/>
<stop offset="0.55" stop-color="#d9b45a" stop-opacity="0.12"/>
<stop offset="1" stop-color="#0b2418" stop-opacity="0"/>
</radialGradient></defs>
<rect x="0" y="0" width="100" height="100" fill="url(#g)"/>
</svg>"""


@lru_cache(maxsize=4)
def backdrop(size: tuple[int, int]) -> pygame.Surface:
    """The light behind her portrait, ``size`` pixels."""
    side = max(1, max(size))
    square = pygame.image.load_sized_svg(io.BytesIO(_BACKDROP_SVG.encode()), (side, side))
    return pygame.transform.smoothscale(square, (max(1, size[0]), max(1, size[1])))
