"""Starting hands: the 169 classes of two hole cards (pairs, suited, offsuit) and card numbers.

Card numbers are `Card.index` (0..51, rank-major: ``(rank - 2) * 4 + suit``), the same numbers
the fast evaluator (`engine.evaluator7.evaluate_indices`) takes.
"""

from __future__ import annotations

from drawpoker.engine.core.cards import RANK_CHARS

Combo = tuple[int, int]  # two card numbers, the higher first


def _labels() -> tuple[str, ...]:
    labels: list[str] = []
    for high in range(14, 1, -1):
        for low in range(high, 1, -1):
            h, lo = RANK_CHARS[high - 2], RANK_CHARS[low - 2]
            if high == low:
                labels.append(h + lo)
            else:
                labels.append(h + lo + "s")
                labels.append(h + lo + "o")
    return tuple(labels)


CLASS_LABELS: tuple[str, ...] = _labels()
CLASS_INDEX: dict[str, int] = {label: i for i, label in enumerate(CLASS_LABELS)}


def rank_of(card: int) -> int:
    return card // 4 + 2


def suit_of(card: int) -> int:
    return card % 4


def class_label(a: int, b: int) -> str:
    """The class of two card numbers, e.g. ``"AKs"``, ``"T9o"``, ``"77"``.

    >>> from drawpoker.engine.core.cards import Card
    >>> class_label(Card.from_str("Kd").index, Card.from_str("Ad").index)
    'AKs'
    """
    high, low = max(rank_of(a), rank_of(b)), min(rank_of(a), rank_of(b))
    text = RANK_CHARS[high - 2] + RANK_CHARS[low - 2]
    if high == low:
        return text
    return text + ("s" if suit_of(a) == suit_of(b) else "o")


def class_of(a: int, b: int) -> int:
    """The class number (index into `CLASS_LABELS`) of two card numbers."""
    return CLASS_INDEX[class_label(a, b)]


def combo(a: int, b: int) -> Combo:
    return (a, b) if a > b else (b, a)


ALL_COMBOS: tuple[Combo, ...] = tuple((a, b) for a in range(52) for b in range(a))
COMBO_CLASS: dict[Combo, int] = {c: class_of(*c) for c in ALL_COMBOS}


def combos_of_class(index: int) -> tuple[Combo, ...]:
    """Every two-card combination of one class (6 for a pair, 4 suited, 12 offsuit)."""
    return tuple(c for c in ALL_COMBOS if COMBO_CLASS[c] == index)
