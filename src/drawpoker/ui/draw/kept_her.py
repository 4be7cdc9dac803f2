"""Her as a deal began, kept for the what-if's very answers (issue 35), and kept in the save
too: the save's extra ``her_at_deal`` holds the deal's number, her memory then (for a player
that keeps one) and each of her random sources' states, so a continued match's what-if of that
deal still plays on her as she was. The note is checked like every saved value (a random state
word by word); one that does not fit is dropped, and the what-if then gives her strategy's
chances. (Her reads of the player come back from the match's history, as they do when a
continued match goes on.) The save holds the match's own generator already, so this tells a
reader nothing the file did not."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from drawpoker.engine.core.saved_data import MatchDataError, random_state
from drawpoker.storage.draw.saves import opponent_memory, restore_opponent_memory
from drawpoker.teach.branching import clone

KEY = "her_at_deal"


def _sources(her: object) -> dict[str, random.Random]:
    return {name: value for name, value in vars(her).items() if isinstance(value, random.Random)}


def kept(deal: int, opponent: object) -> tuple[int, object] | None:
    """A copy of her as deal ``deal`` begins (None where she cannot be copied)."""
    try:
        return deal, clone(opponent)
    except Exception:  # an opponent that cannot be copied: the what-if uses her strategy
        return None


def to_note(her_at_deal: tuple[int, object] | None) -> dict[str, Any] | None:
    """What the save keeps of her as the deal began (None: nothing worth keeping)."""
    if her_at_deal is None:
        return None
    deal, her = her_at_deal
    states = {}
    for name, source in _sources(her).items():
        version, internal, gauss = source.getstate()
        states[name] = [version, list(internal), gauss]
    if not states:
        return None
    return {"deal": deal, "memory": opponent_memory(her), "rng": states}


def from_note(note: object, opponent: object) -> tuple[int, object] | None:
    """Her as the noted deal began: a copy of ``opponent`` (as the continued match built her)
    given the note's memory and random states; None for a note that does not fit."""
    if not isinstance(note, Mapping):
        return None
    deal, memory, states = note.get("deal"), note.get("memory"), note.get("rng")
    if type(deal) is not int or deal < 1 or not isinstance(states, Mapping) \
            or (memory is not None and not isinstance(memory, Mapping)):
        return None
    found = kept(deal, opponent)
    if found is None:
        return None
    her = found[1]
    sources = _sources(her)
    if set(states) != set(sources):
        return None
    try:
        if memory is not None and not restore_opponent_memory(her, memory):
            return None
        for name, data in states.items():
            sources[name].setstate(random_state(data, f"her {name}"))
    except (MatchDataError, ValueError, TypeError):
        return None
    return deal, her
