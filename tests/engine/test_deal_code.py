"""Deal codes: every code reads back as itself, a typo or a swap is refused, and the same code
deals the same decks in every game (issue 35)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawpoker.engine.canfield.game import Canfield
from drawpoker.engine.core.actions import ActionKind
from drawpoker.engine.core.deal_code import (
    ALPHABET,
    GAMES,
    SEED_BITS,
    DealCode,
    DealCodeError,
    new_seed,
    seeded_deals,
)
from drawpoker.engine.draw.actions import Discard, Drop, Wait
from drawpoker.engine.draw.match import Match
from drawpoker.engine.draw.rules import Rules
from drawpoker.engine.holdem.game import HoldemGame
from drawpoker.engine.holdem.rules import HoldemRules

codes = st.builds(lambda kind, seed: DealCode(*GAMES[kind], seed),
                  st.sampled_from(sorted(GAMES)), st.integers(0, 2**SEED_BITS - 1))


@settings(deadline=None)
@given(codes)
def test_round_trip(code: DealCode) -> None:
    text = str(code)
    assert len(text) == 11 and text[5] == "-"
    assert DealCode.parse(text) == code
    assert DealCode.parse(text.lower().replace("-", " ")) == code
    assert DealCode.parse(text, game=code.game) == code


@settings(deadline=None)
@given(codes, st.integers(0, 9), st.integers(1, 31))
def test_one_wrong_character_is_refused(code: DealCode, place: int, shift: int) -> None:
    chars = list(str(code).replace("-", ""))
    chars[place] = ALPHABET[(ALPHABET.index(chars[place]) + shift) % 32]
    with pytest.raises(DealCodeError) as refused:
        DealCode.parse("".join(chars))
    assert refused.value.reason in ("check", "game")


@settings(deadline=None)
@given(codes, st.integers(0, 9), st.integers(0, 9))
def test_two_characters_swapped_are_refused(code: DealCode, one: int, other: int) -> None:
    chars = list(str(code).replace("-", ""))
    if chars[one] == chars[other]:
        return
    chars[one], chars[other] = chars[other], chars[one]
    with pytest.raises(DealCodeError) as refused:
        DealCode.parse("".join(chars))
    assert refused.value.reason in ("check", "game")


@settings(deadline=None)
@given(st.text(max_size=14))
def test_any_text_is_a_code_or_refused_with_a_reason(text: str) -> None:
    try:
        DealCode.parse(text)
    except DealCodeError as refused:
        assert refused.reason in ("length", "character", "game", "check")


def test_refusals_say_why() -> None:
    good = str(DealCode("canfield", 52, 1234))
    with pytest.raises(DealCodeError, match="length"):
        DealCode.parse(good[:-1])
    with pytest.raises(DealCodeError, match="character"):
        DealCode.parse(good[:-1] + "U")
    with pytest.raises(DealCodeError) as refused:
        DealCode.parse(good, game="draw")
    assert refused.value.reason == "other_game"
    # Crockford's readings: O is 0, I and L are 1.
    assert DealCode.parse(good.replace("0", "O").replace("1", "l")) == DealCode.parse(good)


def test_only_seeds_a_code_holds_have_one() -> None:
    assert DealCode.for_seed("draw", 52, 2**64 - 1) is None
    assert DealCode.for_seed("draw", 52, None) is None
    assert DealCode.for_seed("draw", 32, 5) == DealCode("draw", 32, 5)
    assert 0 <= new_seed() < 2**SEED_BITS
    with pytest.raises(ValueError):
        DealCode("draw", 40, 1)


def test_same_code_same_draw_decks_every_deal() -> None:
    """Two matches from one code deal the same decks; seeded_deals (what verify trusts) too."""
    code = DealCode.parse(str(DealCode("draw", 52, new_seed())))
    rules = Rules(deck_size=52)
    one, two = Match(rules, seed=code.seed), Match(rules, seed=code.seed)
    expected = seeded_deals(code.seed, code.deck_size)
    for _ in range(5):
        for m in (one, two):
            m.start_deal()
        order, salt = next(expected)
        assert one._order == two._order == order and one.commitment == two.commitment
        assert one._salt == salt
        for m in (one, two):
            _drop_deal(m)


def _drop_deal(m: Match) -> None:
    """Play the deal out: whoever is to act drops when she may, waits or discards otherwise."""
    while m.to_act is not None:
        kinds = {legal.kind: legal for legal in m.legal_actions()}
        if ActionKind.FOLD in kinds:
            m.act(Drop())
        elif ActionKind.CHECK in kinds:
            m.act(Wait())
        else:
            m.act(Discard())


def test_same_code_same_canfield_and_holdem_decks() -> None:
    code = DealCode("canfield", 52, 723_082_735)
    order, salt = next(seeded_deals(code.seed, 52))
    assert list(Canfield.deal(code.seed).order) == order
    assert Canfield.deal(code.seed).salt == salt
    game = HoldemGame(HoldemRules(players=3), seed=77)
    deals = seeded_deals(77, 52)
    for order, _salt in itertools.islice(deals, 1):
        game.start_hand()
        assert game._order == order
