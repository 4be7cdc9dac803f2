"""The verifiable shuffle, what each seat may see, and saving a match exactly."""

from __future__ import annotations

import json

import pytest
from deals import new_match, order

from drawpoker.engine.draw import (
    Bet,
    Call,
    Discard,
    Drop,
    Match,
    MatchDataError,
    Wait,
    commitment,
    parse_cards,
    verify_commitment,
)
from drawpoker.engine.draw.events import DealStarted, DeckRevealed
from drawpoker.engine.draw.match_data import match_from_dict, match_to_dict


def test_the_commitment_is_published_first_and_matches_the_revealed_deck() -> None:
    m = new_match(seed=11)
    started = next(e for e in m.start_deal() if isinstance(e, DealStarted))
    assert len(started.commitment) == 64
    m2 = new_match(seed=11)
    events = m2.start_deal()
    events += m2.act(Drop())
    reveal = next(e for e in events if isinstance(e, DeckRevealed))
    assert reveal.commitment == started.commitment
    assert verify_commitment(reveal.order, reveal.salt, started.commitment)
    assert commitment(reveal.order, reveal.salt) == started.commitment
    assert list(reveal.order[:5]) == list(m2.hands[0])
    tampered = (reveal.order[1], reveal.order[0], *reveal.order[2:])
    assert not verify_commitment(tampered, reveal.salt, started.commitment)


def test_the_same_seed_gives_the_same_deals() -> None:
    a, b = new_match(seed=5), new_match(seed=5)
    a.start_deal()
    b.start_deal()
    assert a.hands == b.hands and a.commitment == b.commitment
    c = new_match(seed=6)
    c.start_deal()
    assert c.hands != a.hands


def test_a_given_order_must_be_the_whole_deck() -> None:
    m = new_match()
    with pytest.raises(ValueError, match="each of the 32 cards exactly once"):
        m.start_deal(parse_cards("As Ks Qs"))
    with pytest.raises(ValueError, match="each of the 32 cards"):
        m.start_deal(order("2s 3s 4s 5s 6s", "Ks Qd Jc Td 8c", deck_size=52))
    assert m.deal_number == 0 and m.pot == 0


def test_a_view_never_holds_the_other_hand_before_showdown() -> None:
    m = new_match(seed=2)
    m.start_deal()
    view = m.view(1)
    secret = set(m.hands[0])
    text = repr(view)
    assert not secret & set(view.hand)
    assert all(str(card) not in text for card in secret if card not in view.hand)
    assert view.legal_actions == () and m.view(0).legal_actions != ()
    m.act(Wait())
    m.act(Call())
    m.act(Discard(m.hands[0][:2]))
    view = m.view(1)
    assert view.drawn == (2, None)
    assert "Discard" not in repr(view.actions)


def test_a_shown_down_hand_is_in_the_other_seats_history() -> None:
    m = new_match()
    m.start_deal(order("As Ad Ac 9h 8s", "Ks Kd Kc Td 8c"))
    m.act(Wait())
    m.act(Call())
    m.act(Discard())
    m.act(Discard())
    m.act(Call())
    record = m.view(1).history[-1]
    assert record.shown is not None and record.shown[0] == tuple(parse_cards("As Ad Ac 9h 8s"))


def play_some(m: Match) -> None:
    m.start_deal()
    m.act(Bet(10))
    m.act(Call())


def test_round_trip_is_exact_and_play_continues_the_same() -> None:
    m = new_match(seed=9)
    play_some(m)
    data = json.loads(json.dumps(match_to_dict(m)))
    copy = match_from_dict(data)
    assert match_to_dict(copy) == match_to_dict(m)
    first = m.act(Discard(m.hands[0][:3]))
    second = copy.act(Discard(copy.hands[0][:3]))
    assert first == second
    m.act(Discard())
    copy.act(Discard())
    m.act(Call())
    copy.act(Call())
    assert m.start_deal() == copy.start_deal()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["stacks"].__setitem__(0, 999), "money does not add up"),
        (lambda d: d["hands"][1].__setitem__(0, d["hands"][0][0]), "two places"),
        (lambda d: d.__setitem__("format", 99), "format"),
        (lambda d: d.__setitem__("phase", "lunch"), "phase 'lunch'"),
        (lambda d: d.__setitem__("forfeits", ["worn"]), "forfeit items"),
        (lambda d: d.__setitem__("to_act", 7), "seat 0 or 1"),
        (lambda d: d.__setitem__("rules", {"deck_size": 33}), "deck_size"),
        (lambda d: d.pop("pot"), "lacks pot"),
    ],
)
def test_impossible_saved_matches_are_refused(change, message) -> None:
    m = new_match()
    play_some(m)
    data = match_to_dict(m)
    change(data)
    with pytest.raises(MatchDataError, match=message):
        match_from_dict(data)


def test_non_mapping_data_is_refused() -> None:
    with pytest.raises(MatchDataError):
        match_from_dict([1, 2, 3])
