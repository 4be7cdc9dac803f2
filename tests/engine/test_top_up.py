"""Top-ups (a rebuy) in a draw match: a broke player of a rebuy match is asked before the match
ends, may bring money to the table once between two deals, and the saves and replays follow.

A match made without ``rebuys`` (the simulator, the golden tests) ends at once, as ever.
"""

from __future__ import annotations

import random

import pytest
from deals import order
from golden import choose

from drawpoker.engine.draw import (
    Discard,
    Drop,
    IllegalAction,
    Match,
    MatchDataError,
    Phase,
    Rules,
    TopUp,
    Wait,
    check_played,
)
from drawpoker.engine.draw.events import MatchOver, ToppedUp
from drawpoker.engine.draw.match_data import match_from_dict, match_to_dict

#: The smallest money the rules allow: the one deal below puts both stacks in the pot.
RULES = Rules(starting_money=5, pawn_loan=5, buyback_at=10)
WEAK, STRONG = "7c 8d 9h Jc Ks", "As Ad Ah Qs Qd"


def lose_a_deal(m: Match) -> list[object]:
    """Both ante all they have, nobody bets, the player's queen-high loses to three aces."""
    events: list[object] = list(m.start_deal(order(WEAK, STRONG)))
    while m.phase is not Phase.BETWEEN_DEALS and m.phase is not Phase.MATCH_OVER:
        events += m.act(Discard(()) if m.phase is Phase.DRAW else Wait(), seat=m.to_act)
    return events


def broke_match() -> Match:
    m = Match(RULES, seed=1, rebuys=True)
    lose_a_deal(m)
    assert m.stacks == (0, 10) and m.broke
    return m


def round_trip(m: Match) -> Match:
    back = match_from_dict(match_to_dict(m))
    assert match_to_dict(back) == match_to_dict(m)
    check_played(back)
    return back


def test_without_rebuys_a_broke_player_loses_at_once() -> None:
    m = Match(RULES, seed=1)
    events = lose_a_deal(m)
    assert events[-1] == MatchOver(1, "broke")
    assert m.phase is Phase.MATCH_OVER and not m.broke
    with pytest.raises(IllegalAction, match="match is over"):
        m.top_up(5)
    assert "rebuys" not in match_to_dict(m)  # a save as it always was


def test_a_rebuy_match_waits_for_the_answer() -> None:
    m = broke_match()
    assert m.phase is Phase.BETWEEN_DEALS and m.winner is None
    with pytest.raises(IllegalAction, match="top up or end the match"):
        m.start_deal()
    with pytest.raises(IllegalAction, match="start the next deal"):
        m.act(Wait())


@pytest.mark.parametrize(("amount", "why"), [
    (0, "above \\$0"), (-5, "above \\$0"), (True, "whole number"), (5.0, "whole number"),
    (6, "at most the starting money \\$5"), (4, "must pay the ante \\$5"),
])
def test_a_top_up_outside_the_rules_is_refused(amount: object, why: str) -> None:
    m = broke_match()
    before = match_to_dict(m)
    with pytest.raises(IllegalAction, match=why):
        m.top_up(amount)  # type: ignore[arg-type]
    assert match_to_dict(m) == before and not m.can_top_up(amount)  # type: ignore[arg-type]


def test_a_top_up_pays_the_ante_and_play_goes_on() -> None:
    m = broke_match()
    assert m.top_up(5) == [ToppedUp(0, 5)]
    assert m.stacks == (5, 10) and m.top_ups == (TopUp(1, 5),) and not m.broke
    m.money.check()
    assert m.money.topped_up == 5
    with pytest.raises(IllegalAction, match="only between deals, when the player cannot pay"):
        m.top_up(5)  # once: she can pay now
    m.start_deal()
    assert m.phase is Phase.DRAW and m.deal_number == 2  # both all in at the ante
    with pytest.raises(IllegalAction, match="only between deals"):
        m.top_up(5)


def test_a_top_up_is_refused_when_the_player_can_pay() -> None:
    m = Match(RULES.replace(starting_money=50), seed=3, rebuys=True)
    with pytest.raises(IllegalAction, match="cannot pay the next ante"):
        m.top_up(5)
    with pytest.raises(IllegalAction, match="nothing to decline"):
        m.decline_top_up()


def test_declining_ends_the_match_as_before() -> None:
    m = broke_match()
    assert m.decline_top_up() == [MatchOver(1, "broke")]
    assert m.phase is Phase.MATCH_OVER and m.winner == 1 and m.end_reason == "broke"
    round_trip(m)


def test_top_ups_are_saved_and_replayed() -> None:
    m = broke_match()
    waiting = round_trip(m)
    assert waiting.broke and waiting.rebuys
    m.top_up(5)
    back = round_trip(m)
    assert back.top_ups == (TopUp(1, 5),) and back.money.topped_up == 5
    lose_a_deal(back)
    back.top_up(5)
    again = round_trip(back)
    assert again.top_ups == (TopUp(1, 5), TopUp(2, 5))
    again.start_deal()
    round_trip(again)  # a deal in progress after two top-ups


def test_an_old_save_without_top_ups_loads_as_a_match_without_them() -> None:
    m = Match(RULES, seed=1)
    data = match_to_dict(m)
    assert "rebuys" not in data and "top_ups" not in data
    assert not match_from_dict(data).rebuys


def forged(changes: dict[str, object]) -> dict[str, object]:
    m = broke_match()
    m.top_up(5)
    return {**match_to_dict(m), **changes}


@pytest.mark.parametrize(("changes", "why"), [
    ({"top_ups": [[1, 6]], "stacks": [6, 10]}, "top-up of \\$6"),
    ({"top_ups": [[1, 5]], "stacks": [6, 10]}, "money does not add up"),
    ({"top_ups": []}, "money does not add up"),
    ({"rebuys": False}, "top_ups belong to a match with rebuys"),
    ({"top_ups": [[2, 5]]}, "after finished deals"),
    ({"top_ups": [[1, 5, 0]]}, "2 entries"),
    ({"rebuys": 1}, "true or false"),
])
def test_a_save_with_forged_top_ups_is_refused(changes: dict[str, object], why: str) -> None:
    with pytest.raises(MatchDataError, match=why):
        match_from_dict(forged(changes))


def test_a_broke_player_without_rebuys_cannot_be_saved_waiting() -> None:
    data = {**match_to_dict(broke_match())}
    del data["rebuys"], data["top_ups"]
    with pytest.raises(MatchDataError, match="would be over"):
        match_from_dict(data)


def test_a_top_up_where_the_player_could_pay_does_not_replay() -> None:
    """Money moved in by hand, with a top-up to explain it, after a deal that left the
    player able to pay: every total is right, but the deals do not lead there."""
    m = Match(RULES.replace(starting_money=20), seed=5, rebuys=True)
    m.start_deal()
    m.act(Drop(), seat=0)  # $5 lost: $15 left
    assert m.stacks[0] == 15 and not m.broke
    data = match_to_dict(m)
    data["top_ups"] = [[1, 20]]
    data["stacks"] = [data["stacks"][0] + 20, data["stacks"][1]]  # type: ignore[index]
    loaded = match_from_dict(data)  # each part is possible on its own
    with pytest.raises(MatchDataError, match="top-up after deal 1 breaks the rules"):
        check_played(loaded)


def test_a_declined_top_up_replays_from_a_save() -> None:
    """The save of a match the broke player ended: its replay ends it the same way."""
    m = broke_match()
    m.top_up(5)
    lose_a_deal(m)
    m.decline_top_up()
    check_played(match_from_dict(match_to_dict(m)))


@pytest.mark.parametrize("seed", range(12))
def test_random_rebuy_matches_add_up_and_round_trip(seed: int) -> None:
    """Seeded matches at small stakes: the broke player tops up (any amount the rules allow)
    or says no; after every step the money adds up and the match saves and replays."""
    rng = random.Random(seed)
    rules = Rules(starting_money=rng.choice([10, 20, 40]), pawn_loan=20, buyback_at=60)
    m = Match(rules, seed=seed, rebuys=True)
    for _ in range(600):
        if m.phase is Phase.MATCH_OVER:
            break
        if m.broke:
            if rng.random() < 0.8:
                low = rules.ante - m.stacks[0]
                m.top_up(rng.randint(low, rules.starting_money))
            else:
                m.decline_top_up()
        elif m.phase is Phase.BETWEEN_DEALS:
            m.start_deal()
        else:
            m.act(choose(m, rng), seat=m.to_act)
        m.money.check()
        assert sum(m.stacks) + m.pot == 2 * rules.starting_money + m.money_from_bank + sum(
            top_up.amount for top_up in m.top_ups)
        if rng.random() < 0.15:
            m = round_trip(m)
    round_trip(m)
