"""The hand evaluator: every category, every tie-break, both rule options, bad input, best_cards."""

from __future__ import annotations

import dataclasses
import doctest
import pickle
from collections import Counter
from itertools import combinations, pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from drawpoker.engine.core import evaluator as evaluator_module
from drawpoker.engine.core import hand_value as hand_value_module
from drawpoker.engine.core.cards import Card, full_deck, parse_cards
from drawpoker.engine.core.evaluator import Category, HandValue, best_cards, evaluate
from drawpoker.engine.draw.rules import Rules

R52 = Rules(deck_size=52)
R32 = Rules(deck_size=32)
R32_ACE_LOW = Rules(deck_size=32, ace_low_32=True)
R32_FLUSH_HIGH = Rules(deck_size=32, flush_beats_full_house=True)
ALL_RULES = [None, R52, R32, R32_ACE_LOW, R32_FLUSH_HIGH,
             Rules(deck_size=32, ace_low_32=True, flush_beats_full_house=True)]  # fmt: skip


def value(text: str, rules: Rules | None = None) -> HandValue:
    return evaluate(parse_cards(text), rules)


# --- every category ----------------------------------------------------------------------------

CATEGORY_EXAMPLES = [
    ("Ah Jd 9c 6s 3h", Category.HIGH_CARD, (14, 11, 9, 6, 3)),
    ("9c Kd 9s 2h 5c", Category.PAIR, (9, 13, 5, 2)),
    ("Jc 4d Js 4h Ac", Category.TWO_PAIR, (11, 4, 14)),
    ("7c 7d Ks 7h 2c", Category.THREE_OF_A_KIND, (7, 13, 2)),
    ("8c 9d Ts Jh Qc", Category.STRAIGHT, (12,)),
    ("Kh 9h 6h 4h 2h", Category.FLUSH, (13, 9, 6, 4, 2)),
    ("3c 3d Qs Qh 3h", Category.FULL_HOUSE, (3, 12)),
    ("5c 5d 5s 5h Ac", Category.FOUR_OF_A_KIND, (5, 14)),
    ("9s Ks Ts Qs Js", Category.STRAIGHT_FLUSH, (13,)),
]


@pytest.mark.parametrize(("text", "category", "ranks"), CATEGORY_EXAMPLES)
def test_every_category_with_its_tie_break_ranks(
    text: str, category: Category, ranks: tuple[int, ...]
) -> None:
    got = value(text)
    assert got.category is category
    assert got.ranks == ranks
    assert value(text, R52) == got


def test_categories_rank_in_standard_order() -> None:
    values = [value(text) for text, _, _ in CATEGORY_EXAMPLES]
    assert values == sorted(values)
    assert all(low < high for low, high in pairwise(values))
    assert [v.category for v in values] == list(Category)


def test_weakest_of_a_category_beats_strongest_of_the_one_below() -> None:
    ladder = [
        "Ah Kd Qc Js 9h",  # best high card
        "2h 2d 3c 4s 5h",  # worst pair
        "Ah Ad Kc Ks Qh",  # best two pair
        "2h 2d 2c 3s 4h",  # worst trips
        "Ah Ad Ac Ks Qh",  # best trips
        "Ah 2d 3c 4s 5h",  # worst straight (wheel)
        "Ah Kd Qc Js Th",  # best straight
        "7h 5h 4h 3h 2h",  # worst flush
        "Ah Kh Qh Jh 9h",  # best flush
        "2h 2d 2c 3s 3h",  # worst full house
        "Ah Ad Ac Ks Kh",  # best full house
        "2h 2d 2c 2s 3h",  # worst quads
        "Ah Ad Ac As Kh",  # best quads
        "Ah 2h 3h 4h 5h",  # worst straight flush
        "Ah Kh Qh Jh Th",  # royal flush
    ]
    values = [value(text) for text in ladder]
    assert all(low < high for low, high in pairwise(values))


# --- tie-breaks -------------------------------------------------------------------------------


def test_high_card_compares_all_five_cards() -> None:
    assert value("Ah Kd Qc Js 9h") > value("Ac Kh Qd Jc 8s")
    assert value("Ah Kd Qc Js 3h") > value("Ac Kh Qd Jc 2s")
    assert value("Ah Kd Qc 5s 3h") > value("Ac Kh Jd Tc 9s")
    assert value("Ah 6d 5c 4s 2h") > value("Kc Qh Jd Tc 8s")


def test_pair_rank_first_then_each_kicker() -> None:
    assert value("9h 9d 4c 3s 2h") > value("8h 8d Ac Ks Qh")
    assert value("9h 9d Ac 3s 2h") > value("9c 9s Kc Qs Jh")
    assert value("9h 9d Ac Ks 2h") > value("9c 9s Ad Qs Jh")
    assert value("9h 9d Ac Ks 3h") > value("9c 9s Ad Kc 2h")
    assert value("9h 9d Ac Ks 3h") == value("9c 9s Ad Kc 3d")


def test_two_pair_high_pair_then_low_pair_then_kicker() -> None:
    assert value("Kh Kd 2c 2s 3h") > value("Qh Qd Jc Js Ah")
    assert value("Kh Kd 5c 5s 2h") > value("Kc Ks 4c 4s Ah")
    assert value("Kh Kd 5c 5s 9h") > value("Kc Ks 5d 5h 8h")
    assert value("Kh Kd 5c 5s 9h") == value("Kc Ks 5d 5h 9d")
    assert value("5c Kd 5s 9h Kh").ranks == (13, 5, 9)


def test_three_of_a_kind_by_the_three_then_kickers() -> None:
    assert value("8h 8d 8c 2s 3h") > value("7h 7d 7c As Kh")
    assert value("8h 8d 8c As 3h").ranks == (8, 14, 3)
    assert value("8h 8d 8c As 3h") > value("8h 8d 8c Ks Qh")  # kickers decide when possible


def test_full_house_by_the_three_then_the_pair() -> None:
    assert value("3h 3d 3c 2s 2h") > value("2c 2d 2s Ah Ad")
    assert value("3h 3d 3c Ks Kh") > value("3h 3d 3c Qs Qh")
    assert value("3h 3d 3c Ks Kh") == value("3s 3d 3c Kc Kd")


def test_four_of_a_kind_by_the_four_then_the_kicker() -> None:
    assert value("3h 3d 3c 3s 2h") > value("2c 2d 2s 2h Ad")
    assert value("3h 3d 3c 3s Ah") > value("3h 3d 3c 3s Kh")


def test_flush_compares_all_five_cards() -> None:
    assert value("Ah Kh 9h 6h 4h") > value("As Ks 9s 6s 3s")
    assert value("Ah Qh 9h 6h 4h") > value("As Js Ts 9s 7s")
    assert value("Ah Kh 9h 6h 4h") == value("Ad Kd 9d 6d 4d")


def test_straights_rank_by_top_card_and_the_wheel_is_lowest() -> None:
    wheel = value("Ah 2d 3c 4s 5h")
    assert wheel.category is Category.STRAIGHT
    assert wheel.ranks == (5,)
    six_high = value("2h 3d 4c 5s 6h")
    broadway = value("Th Jd Qc Ks Ah")
    assert wheel < six_high < broadway
    assert broadway.ranks == (14,)
    assert value("Ah Kd Qc Js 9h") < wheel  # ace-high nothing is below the lowest straight


def test_straight_flushes_rank_by_top_card_including_the_steel_wheel() -> None:
    steel_wheel = value("Ac 2c 3c 4c 5c")
    assert steel_wheel.category is Category.STRAIGHT_FLUSH
    assert steel_wheel.ranks == (5,)
    assert steel_wheel < value("2d 3d 4d 5d 6d") < value("Ts Js Qs Ks As")
    assert steel_wheel > value("Ah Ad Ac As Kh")


@pytest.mark.parametrize("text", ["Kh Ad 2c 3s 4h", "Qh Kd Ac 2s 3h", "Jh Qd Kc As 2h"])
def test_no_straight_wraps_around_the_ace(text: str) -> None:
    got = value(text)
    assert got.category is Category.HIGH_CARD
    assert got.ranks == tuple(sorted((c.rank for c in parse_cards(text)), reverse=True))


def test_wrapped_suited_cards_are_only_a_flush() -> None:
    assert value("Kh Ah 2h 3h 4h").category is Category.FLUSH


def test_suits_have_no_rank() -> None:
    a = value("Ah Kd Qc Js 9h")
    b = value("As Kh Qd Jc 9s")
    assert a == b
    assert not a < b
    assert not a > b
    assert hash(a) == hash(b)
    assert value("Kh Kd 7c 7s 2h") == value("Kc Ks 7h 7d 2s")


# --- the 32-card deck and the rule options ------------------------------------------------------


def test_32_card_deck_uses_the_same_ranking() -> None:
    for text, category, ranks in [
        ("Ah Jd 9c 8s 7h", Category.HIGH_CARD, (14, 11, 9, 8, 7)),
        ("7c 8d 9s Th Jc", Category.STRAIGHT, (11,)),
        ("Ts Js Qs Ks As", Category.STRAIGHT_FLUSH, (14,)),
        ("7c 7d 7s 7h Ac", Category.FOUR_OF_A_KIND, (7, 14)),
    ]:
        got = value(text, R32)
        assert (got.category, got.ranks) == (category, ranks)
    assert value("7c 8d 9s Th Jc", R32) < value("8c 9d Ts Jh Qc", R32)


def test_ace_low_32_off_a_7_8_9_10_is_no_straight() -> None:
    got = value("Ah 7d 8c 9s Th", R32)
    assert got.category is Category.HIGH_CARD
    assert got.ranks == (14, 10, 9, 8, 7)
    assert value("Ah 7h 8h 9h Th", R32).category is Category.FLUSH


def test_ace_low_32_on_a_7_8_9_10_is_the_lowest_straight() -> None:
    low = value("Ah 7d 8c 9s Th", R32_ACE_LOW)
    assert low.category is Category.STRAIGHT
    assert low.ranks == (10,)
    assert low < value("7c 8d 9s Th Jc", R32_ACE_LOW)
    assert low > value("Ah Ad Ac Ks Qh", R32_ACE_LOW)
    low_flush = value("Ah 7h 8h 9h Th", R32_ACE_LOW)
    assert low_flush.category is Category.STRAIGHT_FLUSH
    assert low_flush.ranks == (10,)
    assert low_flush < value("7c 8c 9c Tc Jc", R32_ACE_LOW)


def test_ace_low_32_changes_nothing_in_52_cards() -> None:
    rules = Rules(deck_size=52, ace_low_32=True)
    assert value("Ah 7d 8c 9s Th", rules).category is Category.HIGH_CARD
    assert value("Ah 2d 3c 4s 5h", rules).ranks == (5,)


def test_flush_beats_full_house_swaps_only_those_two() -> None:
    flush = "Kh 9h 6h 4h 2h"
    full = "Ac Ad As Kh Kd"
    assert value(flush) < value(full)
    for rules in (R32_FLUSH_HIGH,):  # a 32-card rule: Rules refuses it with 52 cards
        cards = flush.replace("6h", "7h").replace("4h", "8h").replace("2h", "Th")
        got_flush = value(cards, rules)
        got_full = value(full, rules)
        assert got_flush.category is Category.FLUSH
        assert got_full.category is Category.FULL_HOUSE
        assert got_flush > got_full
        assert got_full > value("Ah Kd Qc Js Th", rules)  # straight still below both
        assert got_flush < value("As Ad Ac Ah Kh", rules)  # quads still above both
    weakest_32_flush = "Qh Th 9h 8h 7h"
    assert value(weakest_32_flush, R32_FLUSH_HIGH) > value("Ac Ad As Kh Kd", R32_FLUSH_HIGH)
    assert value(weakest_32_flush, R32) < value("7c 7d 7s 8h 8d", R32)


def test_rule_sets_can_alternate_without_mixing_tables() -> None:
    hand = parse_cards("Ah 7d 8c 9s Th")
    for _ in range(3):
        assert evaluate(hand, R32).category is Category.HIGH_CARD
        assert evaluate(hand, R32_ACE_LOW).category is Category.STRAIGHT
        assert evaluate(hand, Rules(deck_size=32, ace_low_32=True)).category is Category.STRAIGHT
        assert evaluate(hand).category is Category.HIGH_CARD


# --- bad input ---------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "Ah", "Ah Kd Qc Js", "Ah Kd Qc Js Th 9h"])
def test_not_five_cards_is_an_error(text: str) -> None:
    with pytest.raises(ValueError, match="exactly 5 cards"):
        value(text)


@pytest.mark.parametrize(
    "text",
    ["Ah Ah Kd Qc Js", "Ah Kd Qc Js Ah", "Ah Ah Ah Ah Ah", "Ah Kh Ah Qh Jh", "2c 2d 2c 3s 3h"],
)
def test_a_card_given_twice_is_an_error(text: str) -> None:
    with pytest.raises(ValueError, match="appears twice"):
        value(text)
    with pytest.raises(ValueError, match="appears twice"):
        value(text, R52)


@pytest.mark.parametrize(("first", "second"), list(combinations(range(5), 2)))
@pytest.mark.parametrize("text", ["Ah Kd Qc Js 9h", "9c 9d Qc Js 8h", "7c 7d 7h Ks Kh"])
def test_a_card_twice_is_caught_in_any_two_places(first: int, second: int, text: str) -> None:
    hand = parse_cards(text)
    hand[second] = Card(hand[first].rank, hand[first].suit)
    for rules in (None, R32, R32_ACE_LOW):
        if rules is None or min(card.rank for card in hand) >= 7:
            with pytest.raises(ValueError, match="appears twice"):
                evaluate(hand, rules)


def test_the_same_card_object_twice_is_an_error() -> None:
    ace = Card(14, "h")
    with pytest.raises(ValueError, match="appears twice"):
        evaluate([ace, ace, *parse_cards("Kd Qc Js")])


@pytest.mark.parametrize("text", ["2h 7d 8c 9s Th", "Ah Kd Qc Js 6h", "6h 6d 6c 6s Ah"])
def test_cards_outside_the_32_card_deck_are_an_error(text: str) -> None:
    for rules in (R32, R32_ACE_LOW, R32_FLUSH_HIGH):
        with pytest.raises(ValueError, match="not in the 32-card deck"):
            value(text, rules)
    value(text, R52)  # fine in 52 cards


def test_non_cards_are_a_type_error() -> None:
    with pytest.raises(TypeError):
        evaluate(["Ah", "Kd", "Qc", "Js", "Th"])  # type: ignore[list-item]
    with pytest.raises(TypeError):
        evaluate(5)  # type: ignore[arg-type]


def test_any_sequence_or_iterable_of_cards_works() -> None:
    cards = parse_cards("Ah Kd Qc Js Th")
    expected = evaluate(cards)
    assert evaluate(tuple(cards)) == expected
    assert evaluate(iter(cards)) == expected
    assert evaluate(reversed(cards)) == expected


# --- best_cards --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "best"),
    [
        ("9d Ah Jd 6s 3h", "Ah"),
        ("9c Kd 9s 2h 5c", "9c 9s"),
        ("Jc 4d Js 4h Ac", "Jc 4d Js 4h"),
        ("7c 7d Ks 7h 2c", "7c 7d 7h"),
        ("8c 9d Ts Jh Qc", "8c 9d Ts Jh Qc"),
        ("5h 4d 3c 2s Ah", "5h 4d 3c 2s Ah"),
        ("Kh 9h 6h 4h 2h", "Kh 9h 6h 4h 2h"),
        ("3c 3d Qs Qh 3h", "3c 3d Qs Qh 3h"),
        ("5c 5d Ac 5s 5h", "5c 5d 5s 5h"),
        ("9s Ks Ts Qs Js", "9s Ks Ts Qs Js"),
    ],
)
def test_best_cards_are_the_cards_that_make_the_hand(text: str, best: str) -> None:
    assert best_cards(parse_cards(text)) == parse_cards(best)


def test_best_cards_follows_the_rules() -> None:
    hand = parse_cards("Ah 7d 8c 9s Th")
    assert best_cards(hand, R32) == parse_cards("Ah")
    assert best_cards(hand, R32_ACE_LOW) == hand
    with pytest.raises(ValueError):
        best_cards(parse_cards("Ah Ah 8c 9s Th"))


# --- HandValue as a value ----------------------------------------------------------------------


def test_hand_value_is_a_small_frozen_ordered_value() -> None:
    v = HandValue(Category.PAIR, (13, 9, 8, 7))
    assert v == value("Kd Ks 9c 8h 7h")
    assert repr(v) == "HandValue(category=<Category.PAIR: 1>, ranks=(13, 9, 8, 7))"
    with pytest.raises(dataclasses.FrozenInstanceError):
        v.category = Category.FLUSH  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(v)) == v
    assert len({v, HandValue(Category.PAIR, (13, 9, 8, 7)), value("Kh Kc 9d 8s 7s")}) == 1
    assert v != "pair"
    with pytest.raises(TypeError):
        _ = v < 3
    assert v <= v and v >= v and not v != v  # noqa: SIM202


def test_hand_value_checks_its_ranks() -> None:
    HandValue(Category.STRAIGHT, (5,))
    with pytest.raises(ValueError, match="1 rank"):
        HandValue(Category.STRAIGHT, (5, 4, 3, 2, 14))
    with pytest.raises(ValueError, match=r"2\.\.14"):
        HandValue(Category.PAIR, (13, 9, 8, 1))
    with pytest.raises(ValueError):
        HandValue(9, (5,))  # type: ignore[arg-type]


def test_category_is_an_int_enum_in_standard_order() -> None:
    assert [c.value for c in Category] == list(range(9))
    assert int(Category.HIGH_CARD) == 0 and int(Category.STRAIGHT_FLUSH) == 8
    assert Category.FLUSH < Category.FULL_HOUSE


def test_docstring_examples_run() -> None:
    for module in (evaluator_module, hand_value_module):
        result = doctest.testmod(module)
        assert result.failed == 0
        assert result.attempted > 0


# --- properties --------------------------------------------------------------------------------

DECKS = {32: full_deck(32), 52: full_deck(52)}
RULES_CHOICES = st.sampled_from(ALL_RULES)


@st.composite
def rules_and_hand(draw: st.DrawFn) -> tuple[Rules | None, list[Card]]:
    rules = draw(RULES_CHOICES)
    deck = DECKS[52 if rules is None else rules.deck_size]
    hand = draw(st.lists(st.sampled_from(deck), min_size=5, max_size=5, unique=True))
    return rules, hand


@given(rules_and_hand(), st.permutations(range(5)), st.permutations("cdhs"))
def test_value_ignores_card_order_and_suit_names(
    case: tuple[Rules | None, list[Card]], order: list[int], suits: list[str]
) -> None:
    rules, hand = case
    rename = dict(zip("cdhs", suits, strict=True))
    shuffled = [Card(hand[i].rank, rename[hand[i].suit]) for i in order]
    assert evaluate(shuffled, rules) == evaluate(hand, rules)
    assert evaluate(shuffled, rules).key == evaluate(hand, rules).key
    best = {Card(c.rank, rename[c.suit]) for c in best_cards(hand, rules)}
    assert set(best_cards(shuffled, rules)) == best


def reference_value(hand: list[Card], rules: Rules | None) -> tuple[int, Category, list[int]]:
    """A plain restatement of the ranking rules, to check the table-driven evaluator against."""
    deck_size = 52 if rules is None else rules.deck_size
    ace_low = rules is not None and rules.ace_low_32 and deck_size == 32
    flush_high = rules is not None and rules.flush_beats_full_house
    ranks = sorted((card.rank for card in hand), reverse=True)
    count = Counter(ranks)
    by_count = sorted(count, key=lambda rank: (count[rank], rank), reverse=True)
    is_flush = len({card.suit for card in hand}) == 1
    top = 0
    if len(count) == 5:
        if ranks[0] - ranks[4] == 4:
            top = ranks[0]
        elif deck_size == 52 and ranks == [14, 5, 4, 3, 2]:
            top = 5
        elif ace_low and ranks == [14, 10, 9, 8, 7]:
            top = 10
    shape = sorted(count.values(), reverse=True)
    if top and is_flush:
        category, tie = Category.STRAIGHT_FLUSH, [top]
    elif shape == [4, 1]:
        category, tie = Category.FOUR_OF_A_KIND, by_count
    elif shape == [3, 2]:
        category, tie = Category.FULL_HOUSE, by_count
    elif is_flush:
        category, tie = Category.FLUSH, ranks
    elif top:
        category, tie = Category.STRAIGHT, [top]
    elif shape == [3, 1, 1]:
        category, tie = Category.THREE_OF_A_KIND, by_count
    elif shape == [2, 2, 1]:
        category, tie = Category.TWO_PAIR, by_count
    elif shape == [2, 1, 1, 1]:
        category, tie = Category.PAIR, by_count
    else:
        category, tie = Category.HIGH_CARD, ranks
    strength = int(category)
    if flush_high and category in (Category.FLUSH, Category.FULL_HOUSE):
        strength = 11 - strength  # 5 <-> 6
    return strength, category, tie


@given(rules_and_hand(), st.data())
def test_evaluator_agrees_with_the_plain_rules(
    case: tuple[Rules | None, list[Card]], data: st.DataObject
) -> None:
    rules, hand = case
    deck = DECKS[52 if rules is None else rules.deck_size]
    other = data.draw(st.lists(st.sampled_from(deck), min_size=5, max_size=5, unique=True))
    a, b = evaluate(hand, rules), evaluate(other, rules)
    ref_a, ref_b = reference_value(hand, rules), reference_value(other, rules)
    assert (a.category, list(a.ranks)) == (ref_a[1], ref_a[2])
    key_a, key_b = (ref_a[0], ref_a[2]), (ref_b[0], ref_b[2])
    assert (a > b) == (key_a > key_b)
    assert (a == b) == (key_a == key_b)
    assert (a < b) == (key_a < key_b)
