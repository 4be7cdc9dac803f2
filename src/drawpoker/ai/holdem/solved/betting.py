"""The betting of the abstract heads-up game: this table's fixed limit, counted in half big
blinds (the small blind is 1, the big blind and every bet or raise 2), ``CAP`` raises a round
(the big blind and the first bet after the flop are not raises). Player 0 is the small blind:
it speaks first before the flop and second after it, in both blind orders (heads-up the dealer
posts the small blind in the seed's order and in the casino's alike).

A state is a plain tuple, for the trainer's speed:
``(street, paid0, paid1, start, hist, raises, to_act, acted, raiser, aggressor)``: what each
player has put in this hand, what each had in at the start of this street, this street's
actions (``k`` check or call, ``r`` bet or raise), the raises this street, who acts, who has
acted this street (bits), who bet or raised last this street and who did last street (-1:
nobody).

>>> s = start()
>>> legal(s)
('f', 'k', 'r')
>>> s = step(s, "k"); s[6], legal(s)
(1, ('k', 'r'))
>>> s = step(s, "k"); s[0], s[6], s[3]
(1, 1, 2)
"""

from __future__ import annotations

from typing import TypeAlias

CAP = 3
SMALL, BIG = 1, 2
SHOWDOWN = 4  # the street of a hand that reached the showdown
FOLDED = 5  # the street of a hand that ended by a fold (``to_act`` is the one who folded)

State: TypeAlias = tuple[int, int, int, int, str, int, int, int, int, int]


def start() -> State:
    return (0, SMALL, BIG, 0, "", 0, 0, 0, -1, -1)


def legal(state: State, cap: int = CAP) -> tuple[str, ...]:
    """The abstract actions at ``state``: fold only when something is owed."""
    _, p0, p1, _, _, raises, who, _, _, _ = state
    owed = (p1 - p0) if who == 0 else (p0 - p1)
    if owed > 0:
        return ("f", "k", "r") if raises < cap else ("f", "k")
    return ("k", "r") if raises < cap else ("k",)


def step(state: State, action: str) -> State:
    """The state after ``action`` by the player to act (checked by the caller)."""
    street, p0, p1, begin, hist, raises, who, acted, raiser, aggressor = state
    if action == "f":
        return (FOLDED, p0, p1, begin, hist + "f", raises, who, acted, raiser, aggressor)
    level = max(p0, p1)
    if action == "r":
        if level > begin:  # a bet (or the big blind) already stands: this is a raise
            raises += 1
        level += BIG
        if who == 0:
            p0 = level
        else:
            p1 = level
        return (street, p0, p1, begin, hist + "r", raises, 1 - who, 1 << who, who, aggressor)
    if who == 0:
        p0 = level
    else:
        p1 = level
    acted |= 1 << who
    if acted != 3:
        return (street, p0, p1, begin, hist + "k", raises, 1 - who, acted, raiser, aggressor)
    if street == 3:
        return (SHOWDOWN, p0, p1, begin, hist + "k", raises, who, acted, raiser, aggressor)
    return (street + 1, level, level, level, "", 0, 1, 0, -1, raiser)


def key(state: State, bucket: int) -> str:
    """The information set of the player to act: street, its card bucket, what each had in
    at the start of the street, who bet last on the street before (0 nobody, 1 me, 2 the
    other) and this street's actions. Earlier streets' details are forgotten (imperfect
    recall): the pot and the last aggressor carry what matters of them."""
    street, _, _, begin, hist, _, who, _, _, aggressor = state
    rel = 0 if aggressor < 0 else (1 if aggressor == who else 2)
    return f"{street}.{bucket}.{begin}.{rel}{hist}"
