"""Cards and decks: small immutable values, parsed from and printed as two-letter codes."""

from __future__ import annotations

from dataclasses import dataclass, field

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One playing card; rank 2..14 (ace high), suit one of ``c d h s``.

    >>> Card.from_str("As")
    Card('As')
    >>> str(Card(14, "s"))
    'As'
    """

    rank: int
    suit: str
    # Worked out once here so that hot loops read a slot instead of computing per use. None of
    # them takes part in equality, ordering, hashing or repr: a card is its rank and suit.
    index: int = field(init=False, repr=False, compare=False)
    """A number 0..51, unique per card, handy for tables and bit sets."""
    bits: int = field(init=False, repr=False, compare=False)
    """For the evaluator: bit ``rank + 2`` set for the rank, bit 0..3 for the suit."""
    rank_weight: int = field(init=False, repr=False, compare=False)
    """For the evaluator: ``5 ** (rank - 2)``, so five cards' sum counts each rank in base 5."""

    def __post_init__(self) -> None:
        if not 2 <= self.rank <= 14:
            raise ValueError(f"card rank must be 2..14, got {self.rank!r}")
        if self.suit not in SUIT_CHARS or len(self.suit) != 1:
            raise ValueError(f"card suit must be one of {SUIT_CHARS!r}, got {self.suit!r}")
        rank, suit = int(self.rank), SUIT_CHARS.index(self.suit)
        object.__setattr__(self, "index", (rank - 2) * 4 + suit)
        object.__setattr__(self, "bits", 1 << (rank + 2) | 1 << suit)
        object.__setattr__(self, "rank_weight", 5 ** (rank - 2))

    @classmethod
    def from_str(cls, text: str) -> Card:
        known = _BY_CODE.get(text) if cls is Card and type(text) is str else None
        if known is not None:  # a card is a value: one object per code will do
            return known
        if not isinstance(text, str) or len(text) != 2:
            raise ValueError(f"a card is two characters like 'As' or '7d', got {text!r}")
        rank_char, suit_char = text[0].upper(), text[1].lower()
        if rank_char not in RANK_CHARS:
            raise ValueError(f"unknown rank {text[0]!r} in {text!r}; ranks are {RANK_CHARS}")
        if suit_char not in SUIT_CHARS:
            raise ValueError(f"unknown suit {text[1]!r} in {text!r}; suits are {SUIT_CHARS}")
        card = cls(RANK_CHARS.index(rank_char) + 2, suit_char)
        if cls is Card and type(text) is str:
            _BY_CODE[text] = card
        return card

    def __str__(self) -> str:
        return RANK_CHARS[self.rank - 2] + self.suit

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


#: Cards already read, by the code they were read from (replays read hundreds of thousands).
_BY_CODE: dict[str, Card] = {}


def parse_cards(text: str) -> list[Card]:
    """Parse space- or comma-separated card codes.

    >>> parse_cards("As Kd 7h")
    [Card('As'), Card('Kd'), Card('7h')]
    """
    return [Card.from_str(part) for part in text.replace(",", " ").split()]


def lowest_rank(deck_size: int) -> int:
    """The lowest rank in a deck: 7 in the 32-card deck, 2 in the 52-card one."""
    if deck_size == 32:
        return 7
    if deck_size == 52:
        return 2
    raise ValueError(f"deck_size must be 32 or 52, got {deck_size!r}")


def full_deck(deck_size: int) -> list[Card]:
    """Every card of the deck in a fixed order (by rank, then suit)."""
    deck = _DECKS.get(deck_size) if type(deck_size) is int else None
    if deck is None:
        low = lowest_rank(deck_size)
        deck = _DECKS[deck_size] = tuple(Card(rank, suit) for rank in range(low, 15)
                                         for suit in SUIT_CHARS)
    return list(deck)


_DECKS: dict[int, tuple[Card, ...]] = {}
