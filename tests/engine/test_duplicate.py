"""Duplicate matches (issue 35): the same code deals the same decks with the seats swapped, and
a duplicate survives its save."""

from __future__ import annotations

import pytest

from drawpoker.engine.core.actions import ActionKind, IllegalAction
from drawpoker.engine.core.deal_code import DealCode, seeded_deals
from drawpoker.engine.core.deck import commitment
from drawpoker.engine.draw.actions import DISCARD, Discard, Drop, Wait
from drawpoker.engine.draw.match import COMPUTER, HUMAN, Match
from drawpoker.engine.draw.match_data import match_from_dict, match_to_dict
from drawpoker.engine.draw.match_replay import check_played
from drawpoker.engine.draw.rules import Rules


def _play_deal(m: Match) -> None:
    while m.to_act is not None:
        kinds = {legal.kind for legal in m.legal_actions()}
        if ActionKind.CHECK in kinds:
            m.act(Wait())
        elif DISCARD in kinds:
            m.act(Discard())
        else:
            m.act(Drop())


def test_the_duplicate_deals_her_cards_to_the_player_and_his_to_her() -> None:
    code = DealCode.parse(str(DealCode("draw", 52, 4242)))
    first = Match(Rules(deck_size=52), seed=code.seed)
    second = first.duplicate()
    assert second.swapped and second.seed == first.seed
    decks = seeded_deals(code.seed, 52)
    for _ in range(6):
        first.start_deal()
        second.start_deal()
        order, salt = next(decks)
        assert first.hands[HUMAN] == second.hands[COMPUTER] == tuple(order[:5])
        assert first.hands[COMPUTER] == second.hands[HUMAN] == tuple(order[5:10])
        assert second._order[10:] == order[10:]  # the same stock to draw from
        # Committed again: the swapped order with the deal's salt, before the deal.
        assert second.commitment == commitment(second._order, salt) != first.commitment
        _play_deal(first)
        _play_deal(second)
    assert not second.duplicate().swapped  # the duplicate of a duplicate: the first seats


def test_a_duplicate_survives_its_save_and_its_replay_check() -> None:
    second = Match(Rules(), seed=99).duplicate()
    for _ in range(3):
        second.start_deal()
        _play_deal(second)
    second.start_deal()
    second.act(Wait())
    saved = match_to_dict(second)
    assert saved["swapped"] is True
    loaded = match_from_dict(saved)
    check_played(loaded)  # what the save slot does: replayed from the seed, hands swapped
    assert loaded.swapped and loaded.hands == second.hands
    # The flag taken away: the seed no longer deals the saved hands, the save is refused.
    del saved["swapped"]
    with pytest.raises(ValueError):
        check_played(match_from_dict(saved))
    # A plain match's save holds no flag at all (saves from before stay as they were).
    assert "swapped" not in match_to_dict(Match(Rules(), seed=1))


def test_a_staged_match_has_no_duplicate() -> None:
    m = Match(Rules(), seed=5)
    m.start_deal(order=list(next(seeded_deals(6, m.rules.deck_size))[0]))
    with pytest.raises(IllegalAction):
        m.duplicate()
