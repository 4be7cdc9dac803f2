"""A duplicate swaps the seats whole (issue 35): the same code deals the same decks with the
hands AND the dealer swapped, so the player, in her seat, acts and draws where she did and gets
exactly what she had. Duplicates written before the dealer was swapped (no ``mirrored`` in
their saves and histories) keep the usual dealer, and still load and verify."""

from __future__ import annotations

from pathlib import Path

from drawpoker.engine.core.actions import ActionKind, Call
from drawpoker.engine.core.deal_code import DealCode
from drawpoker.engine.core.seat import other_of
from drawpoker.engine.draw.actions import DISCARD, Discard, Wait
from drawpoker.engine.draw.duplicate import dealer_of
from drawpoker.engine.draw.match import COMPUTER, HUMAN, Match
from drawpoker.engine.draw.match_data import match_from_dict, match_to_dict
from drawpoker.engine.draw.match_replay import check_played
from drawpoker.engine.draw.rules import Rules
from drawpoker.storage.draw.event_log import DrawEventLog
from drawpoker.storage.verify import verify_file

#: How many cards each hand throws (the first ones), by who holds it in the first match:
#: "first" is the hand the first match dealt the player.
THROWS = {"first": 3, "second": 1}


def _play_deal(m: Match, player_holds: str) -> None:
    """Both wait or call; each hand throws its own count of its first cards (the hand the
    player holds is ``player_holds``), so a mirrored deal plays the same by hand."""
    holder = {HUMAN: player_holds, COMPUTER: "second" if player_holds == "first" else "first"}
    while m.to_act is not None:
        seat = m.to_act
        kinds = {legal.kind for legal in m.legal_actions()}
        if DISCARD in kinds:
            m.act(Discard(tuple(m.hands[seat][:THROWS[holder[seat]]])), seat)
        elif ActionKind.CHECK in kinds:
            m.act(Wait(), seat)
        else:
            m.act(Call(), seat)


def test_the_same_code_deals_the_same_deals_with_the_seats_swapped_whole() -> None:
    code = DealCode.parse(str(DealCode("draw", 52, 8080)))
    first = Match(Rules(deck_size=52), seed=code.seed)
    second = first.duplicate()
    assert second.swapped and second.mirrored
    for _ in range(6):
        first.start_deal()
        second.start_deal()
        # hands and dealer swapped: she deals where the player dealt, and acts where he did
        assert first.hands[HUMAN] == second.hands[COMPUTER]
        assert first.hands[COMPUTER] == second.hands[HUMAN]
        assert second.dealer == other_of(first.dealer)
        assert second.to_act == other_of(first.to_act)  # type: ignore[arg-type]
        _play_deal(first, "first")
        _play_deal(second, "second")
        # played the same by hand, each hand draws the same cards from the same stock
        assert first.history[-1].shown is not None and second.history[-1].shown is not None
        assert first.history[-1].shown[HUMAN] == second.history[-1].shown[COMPUTER]
        assert first.history[-1].shown[COMPUTER] == second.history[-1].shown[HUMAN]
        assert first.history[-1].dealer == other_of(second.history[-1].dealer)
    # the money mirrors too: what one seat won in the first, the other won in the second
    assert first.stacks[HUMAN] - first.stacks[COMPUTER] == \
        second.stacks[COMPUTER] - second.stacks[HUMAN]


def test_the_dealer_rule() -> None:
    assert [dealer_of(n) for n in range(5)] == [1, 1, 0, 1, 0]
    assert [dealer_of(n, mirrored=True) for n in range(5)] == [1, 0, 1, 0, 1]


def test_a_new_duplicate_saves_and_verifies_with_its_dealer(tmp_path: Path) -> None:
    second = Match(Rules(), seed=99).duplicate()
    history = DrawEventLog.start(second, tmp_path)
    for _ in range(3):
        history.record(second.start_deal(), second)
        _play_deal_logged(second, history)
    saved = match_to_dict(second)
    assert saved["mirrored"] is True and saved["swapped"] is True
    loaded = match_from_dict(saved)
    check_played(loaded)
    assert loaded.mirrored and loaded.dealer == second.dealer == HUMAN  # deal 3: the player's
    report = verify_file(history.path)
    assert report.ok, report.problems


def test_an_older_duplicate_keeps_the_usual_dealer_and_still_verifies(tmp_path: Path) -> None:
    """A duplicate as the game wrote them before (hands swapped, the usual dealer)."""
    older = Match(Rules(), seed=7).duplicate()
    older.mirrored = False
    history = DrawEventLog.start(older, tmp_path)
    for _ in range(3):
        history.record(older.start_deal(), older)
        assert older.dealer == dealer_of(older.deal_number)
        _play_deal_logged(older, history)
    saved = match_to_dict(older)
    assert "mirrored" not in saved and saved["swapped"] is True
    loaded = match_from_dict(saved)
    check_played(loaded)
    assert not loaded.mirrored and loaded.dealer == COMPUTER  # deal 3: hers, as ever
    report = verify_file(history.path)
    assert report.ok, report.problems


def _play_deal_logged(m: Match, history: DrawEventLog) -> None:
    while m.to_act is not None:
        seat = m.to_act
        kinds = {legal.kind for legal in m.legal_actions()}
        if DISCARD in kinds:
            action: object = Discard(tuple(m.hands[seat][:2]))
        elif ActionKind.CHECK in kinds:
            action = Wait()
        else:
            action = Call()
        history.record(m.act(action, seat), m)  # type: ignore[arg-type]
