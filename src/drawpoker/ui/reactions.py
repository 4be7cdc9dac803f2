"""How she reacts to what happens at the table: the face each public event gives her, and
for how long.

This is her temperament as data: change a mood or a duration here and nothing else. Only
events every player sees are listed (a pot won, an item pawned, a big raise); nothing about
her hidden cards ever reaches her face. Durations are seconds of game time: they stretch
with a slower game speed, and a newer reaction replaces an older one at once. The deal
itself gives her no face on purpose: how she likes her cards is hers to know.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from drawpoker.manner import Manner


@dataclass(frozen=True, slots=True)
class Reaction:
    mood: str  # one of drawpoker.themes.expressions.EXPRESSIONS
    seconds: float
    #: A gesture of hers with the face (``drawpoker.manner.GESTURES``), None for the face only.
    gesture: str | None = None


REACTIONS: Mapping[str, Reaction] = MappingProxyType(
    {
        # Money.
        "she_wins_pot": Reaction("pleased", 3.0),
        "she_wins_big_pot": Reaction("pleased", 5.0),
        "she_wins_by_drop": Reaction("smug", 3.0),
        "you_win_pot": Reaction("annoyed", 3.0),
        "you_win_big_pot": Reaction("annoyed", 5.0),
        "you_win_by_drop": Reaction("thinking", 2.5),  # she dropped: no use sulking
        "pot_carried": Reaction("surprised", 2.5),
        # Betting and drawing.
        "you_raise_big": Reaction("surprised", 2.5),
        "she_raises": Reaction("smug", 2.0),
        "she_bets_big": Reaction("smug", 2.0),
        "she_stands_pat": Reaction("smug", 2.5),
        # Her wardrobe.
        "she_pawns": Reaction("nervous", 5.0),
        "she_loses_item": Reaction("annoyed", 5.0),
        "she_buys_back": Reaction("pleased", 5.0),
        # The end of the match.
        "she_wins_match": Reaction("pleased", 30.0),
        "she_loses_match": Reaction("annoyed", 30.0),
    }
)
"""Event kind (see ``drawpoker.ui.draw.reactions_of.event_kind``) -> her reaction."""


def reactions_for(manner: Manner) -> Mapping[str, Reaction]:
    """The table above with her own reactions on top (her roster entry's ``manner``): Kiki
    grins when she raises, Mei taps her pencil at a big raise. Public events only, still."""
    if not manner.reactions:
        return REACTIONS
    own = {kind: Reaction(r.mood, r.seconds, r.gesture) for kind, r in manner.reactions.items()}
    return MappingProxyType({**REACTIONS, **own})

BIG_POT_MAX_BETS = 2
"""A pot of at least this many maximum bets is a big pot."""

BIG_RAISE_SHARE = 0.5
"""A bet or raise of at least this share of the maximum bet is big: yours surprises her,
hers makes her smug."""

WHILE_THINKING = "thinking"
"""Her face while she decides (and no reaction is showing)."""


#: Her wordless sound for each mood (a hum, a "hmph", a "heh heh"; never words): the effects
#: of :mod:`drawpoker.sound`. A mood not listed (thinking, nervous) stays quiet.
MOOD_SOUNDS: Mapping[str, str] = MappingProxyType({
    "pleased": "her_glad",
    "smug": "her_sly",
    "annoyed": "her_upset",
    "surprised": "her_surprised",
})


def reaction_sound(reaction: Reaction | None) -> str | None:
    """The effect that goes with a reaction, or None for a quiet one."""
    return None if reaction is None else MOOD_SOUNDS.get(reaction.mood)
