"""Pawning, losing and buying back the computer's forfeit items, and how a match ends."""

from __future__ import annotations

from deals import new_match, order

from drawpoker.engine.draw import Bet, Call, Discard, Drop, ForfeitState, Match, Phase, Rules, Wait
from drawpoker.engine.draw.events import ItemBoughtBack, ItemLost, ItemPawned, MatchOver

W, P, L = ForfeitState.WORN, ForfeitState.PAWNED, ForfeitState.LOST
STRONG, WEAK = "As Ad Ac 9h 8s", "Ks Qd Jc Td 8c"


def human_wins_all_in(m: Match) -> None:
    """The human bets what the computer holds and wins the showdown."""
    m.start_deal(order(STRONG, WEAK, deck_size=m.rules.deck_size))
    top = m.legal_actions()[0].max_amount
    m.act(Bet(top))
    m.act(Call())
    m.act(Discard())
    m.act(Discard())
    if m.phase is Phase.BET2:
        m.act(Call())


def small(**changes: int) -> Match:
    rules = dict(starting_money=40, pawn_loan=40, buyback_at=100, forfeit_items=2, max_bet=50)
    rules.update(changes)
    return new_match(**rules)


def test_a_broke_computer_pawns_her_first_worn_item_for_a_loan() -> None:
    m = small()
    human_wins_all_in(m)
    assert m.stacks == (80, 0) and m.forfeits == (W, W) and m.phase is Phase.BETWEEN_DEALS
    events = m.start_deal()
    assert ItemPawned(1, 0, 40) in events
    assert m.forfeits == (P, W) and m.stacks == (75, 35) and m.bank_lent == 40


def test_staying_broke_loses_the_pawned_item_and_pawns_the_next() -> None:
    m = small()
    human_wins_all_in(m)
    human_wins_all_in(m)
    assert m.stacks[1] == 0
    events = m.start_deal()
    assert events.index(ItemLost(1, 0)) < events.index(ItemPawned(1, 1, 40))
    assert m.forfeits == (L, P)


def test_the_human_wins_when_the_computer_is_broke_with_nothing_left_to_pawn() -> None:
    m = small()
    for _ in range(3):
        human_wins_all_in(m)
    assert m.phase is Phase.MATCH_OVER and m.winner == 0
    assert m.forfeits == (L, L) and m.end_reason == "forfeits_claimed"
    assert m.history[-1].winner == 0


def test_the_human_loses_when_the_human_cannot_pay_the_ante() -> None:
    m = small()
    m.start_deal(order(WEAK, STRONG))
    m.act(Bet(35))
    events = m.act(Call())
    events += m.act(Discard())
    events += m.act(Discard())
    assert MatchOver(1, "broke") in events
    assert m.phase is Phase.MATCH_OVER and m.winner == 1


def test_buy_back_once_she_holds_enough() -> None:
    m = small(buyback_at=80)
    human_wins_all_in(m)  # the computer is broke
    m.start_deal(order(WEAK, STRONG))  # she pawns item 0
    assert m.forfeits == (P, W) and m.stacks == (75, 35)
    m.act(Bet(35))
    m.act(Call())
    m.act(Discard())
    events = m.act(Discard())
    assert ItemBoughtBack(1, 0, 40) in events
    assert m.forfeits == (W, W) and m.stacks == (40, 40)
    assert m.bank_repaid == 40 and m.money_from_bank == 0


def test_the_last_item_taken_comes_back_first() -> None:
    m = small(buyback_at=60)
    human_wins_all_in(m)
    human_wins_all_in(m)
    m.start_deal(order(WEAK, STRONG))  # item 0 lost, item 1 pawned
    assert m.forfeits == (L, P)
    m.act(Bet(35))
    m.act(Call())
    m.act(Discard())
    events = m.act(Discard())
    assert ItemBoughtBack(1, 1, 40) in events and m.forfeits == (L, W)


def test_default_rules_values() -> None:
    rules = Rules()
    assert (rules.deck_size, rules.ante, rules.bet_unit, rules.max_bet, rules.max_raises) == (
        32,
        5,
        5,
        50,
        3,
    )
    assert (rules.starting_money, rules.pawn_loan, rules.buyback_at, rules.forfeit_items) == (
        200,
        100,
        250,
        6,
    )
    assert not rules.ace_low_32 and not rules.flush_beats_full_house


def test_drop_then_waits_do_not_move_forfeits() -> None:
    m = small()
    m.start_deal()
    m.act(Wait())
    m.act(Drop())
    assert m.forfeits == (W, W)
