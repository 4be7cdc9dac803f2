"""Deal codes: a short code a player can read, copy and type to play the same deals again.

A code is ten characters of Crockford's base 32 (no I, L, O or U, so nothing reads as
another), shown as two groups of five, e.g. ``D0C2H-4X9MQ``:

- the first character names the game and its deck (``GAMES``): a draw match with 52 or 32
  cards, a hold'em game, a Canfield deal;
- the next eight are the seed, 40 bits, most significant first: the generator that shuffles
  every deck of the match (and makes each deck's salt) starts from it, so the same code deals
  the same deck orders, deal after deal;
- the last is a check character: a weighted sum over GF(32) with a different weight for each
  place, so any one character typed wrong and any two characters swapped are refused.

Reading is forgiving where it cannot be wrong: lower case, spaces and dashes are accepted,
``O`` reads as 0 and ``I`` or ``L`` as 1. Everything else is refused with a
:class:`DealCodeError` whose ``reason`` a caller words in the player's language.

>>> code = DealCode("draw", 52, 123456789)
>>> str(code)
'D003N-QK8NY'
>>> DealCode.parse("d003n qk8ny") == code
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.deck import new_salt, shuffled_deck

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
#: Letters people type for a digit they read: Crockford's own rule.
_ALIASES = {"O": "0", "I": "1", "L": "1"}
SEED_BITS = 40
SEED_CHARS = SEED_BITS // 5
LENGTH = 1 + SEED_CHARS + 1
#: The first character: (game, deck size).
GAMES: dict[str, tuple[str, int]] = {
    "D": ("draw", 52),
    "T": ("draw", 32),
    "H": ("holdem", 52),
    "C": ("canfield", 52),
}
_KIND = {value: key for key, value in GAMES.items()}


class DealCodeError(ValueError):
    """A code refused; ``reason`` is one of ``length``, ``character``, ``game``, ``check``,
    ``other_game`` (a good code of another game) and ``found`` the character at fault."""

    def __init__(self, reason: str, found: str = "") -> None:
        super().__init__(f"{reason}: {found}" if found else reason)
        self.reason = reason
        self.found = found


def _times(a: int, b: int) -> int:
    """Multiplication in GF(32), modulo x^5 + x^2 + 1 (primitive: x has order 31)."""
    product = 0
    while b:
        if b & 1:
            product ^= a
        b >>= 1
        a <<= 1
        if a & 0b100000:
            a ^= 0b100101
    return product


def _weights(count: int) -> list[int]:
    """x, x^2, ... : distinct and never zero for up to 31 places."""
    weights, w = [], 1
    for _ in range(count):
        w = _times(w, 2)
        weights.append(w)
    return weights


_WEIGHTS = _weights(LENGTH - 1)


def check_character(body: str) -> str:
    """The check character of the first nine characters.

    A wrong character c in place i moves the sum by w_i * (c - c') != 0; two swapped
    characters a, b in places i, j move it by (w_i + w_j) * (a + b) != 0."""
    total = 0
    for weight, char in zip(_WEIGHTS, body, strict=True):
        total ^= _times(weight, ALPHABET.index(char))
    return ALPHABET[total]


@dataclass(frozen=True)
class DealCode:
    """A game, its deck size and the seed its decks are shuffled from."""

    game: str
    deck_size: int
    seed: int

    def __post_init__(self) -> None:
        if (self.game, self.deck_size) not in _KIND:
            raise ValueError(f"no deal code for {self.game} with {self.deck_size} cards")
        if type(self.seed) is not int or not 0 <= self.seed < 2**SEED_BITS:
            raise ValueError(f"a deal code's seed is a whole number below 2**{SEED_BITS}")

    @classmethod
    def for_seed(cls, game: str, deck_size: int, seed: int | None) -> DealCode | None:
        """The code of a game dealt from ``seed``; None for a seed no code holds (games from
        before codes, with a seed of 64 bits, or none)."""
        if type(seed) is not int or not 0 <= seed < 2**SEED_BITS:
            return None
        return cls(game, deck_size, seed)

    def __str__(self) -> str:
        digits = "".join(ALPHABET[(self.seed >> (5 * (SEED_CHARS - 1 - i))) & 31]
                         for i in range(SEED_CHARS))
        body = _KIND[(self.game, self.deck_size)] + digits
        text = body + check_character(body)
        return f"{text[:5]}-{text[5:]}"

    @classmethod
    def parse(cls, text: str, game: str | None = None) -> DealCode:
        """The code ``text`` holds, checked; with ``game``, it must be a code of that game."""
        chars = [c for c in text.upper() if c not in " -\t"]
        chars = [_ALIASES.get(c, c) for c in chars]
        wrong = next((c for c in chars if c not in ALPHABET), None)
        if wrong is not None:
            raise DealCodeError("character", wrong)
        if len(chars) != LENGTH:
            raise DealCodeError("length", str(len(chars)))
        if chars[0] not in GAMES:
            raise DealCodeError("game", chars[0])
        body = "".join(chars[:-1])
        if check_character(body) != chars[-1]:
            raise DealCodeError("check")
        seed = 0
        for char in chars[1:-1]:
            seed = seed * 32 + ALPHABET.index(char)
        name, deck_size = GAMES[chars[0]]
        if game is not None and name != game:
            raise DealCodeError("other_game", name)
        return cls(name, deck_size, seed)


def new_seed() -> int:
    """A fresh seed that a code holds, from the system's randomness."""
    return random.SystemRandom().getrandbits(SEED_BITS)


def seeded_deals(seed: int, deck_size: int) -> Iterator[tuple[list[Card], str]]:
    """Each deal's deck order and salt as a game seeded with ``seed`` makes them (draw
    ``Match``, ``HoldemGame``, ``Canfield.deal``: a shuffle, then a salt, deal after deal).
    ``verify`` checks a history's revealed decks against it."""
    rng = random.Random(seed)
    while True:
        order = shuffled_deck(deck_size, rng)
        yield order, new_salt(rng)
