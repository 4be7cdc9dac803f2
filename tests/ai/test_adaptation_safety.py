"""``hard`` adapts safely: bounded by the evidence, losing bluff lines dropped, ranges covered."""

from __future__ import annotations

import pytest

from drawpoker.ai.draw import make_player
from drawpoker.ai.draw.abstraction import CHECK, FOLD, HALF, MAX
from drawpoker.ai.draw.exploit import W_MAX, Exploiter, tendency_weight
from drawpoker.ai.draw.hard import OWN_LINE, Hard, own_line_odds, price_corrected
from drawpoker.ai.draw.ledger import DECAY, FLOOR, MIN_TRIES, Ledger
from drawpoker.ai.draw.model import OpponentModel, Tendency
from drawpoker.ai.draw.players import hand_codes
from drawpoker.ai.draw.reading import read
from drawpoker.engine.draw import (
    ActionKind,
    Bet,
    Call,
    Discard,
    Match,
    Phase,
    Rules,
    Wait,
    full_deck,
    parse_cards,
)
from drawpoker.engine.draw.actions import DISCARD
from drawpoker.engine.draw.view import DealRecord, PlayerView, PublicAction
from drawpoker.sim.draw.play import duplicate

RULES = Rules.preset("classic-32")


def test_a_read_grows_with_evidence_and_never_passes_its_bound() -> None:
    # a player who folds 10% of the time, seen more and more often
    weights = [tendency_weight(Tendency(n, n // 10), 0.35) for n in (10, 30, 100, 1000, 100000)]
    assert weights[0] == 0.0  # too few decisions to say anything
    assert weights == sorted(weights)
    assert 0 < weights[-1] <= W_MAX
    # a player close to balanced gives no read, however long he is watched
    assert tendency_weight(Tendency(100000, 38000), 0.35) == 0.0


def _record(actions: list[tuple[int, ActionKind, int, int]], winner: int | None) -> DealRecord:
    public = tuple(PublicAction(seat, kind, amount, rnd) for seat, kind, amount, rnd in actions)
    return DealRecord(1, 1, public, None, winner, 0, False)


# seat 0 checks, seat 1 checks, both stand pat, then seat 0 bets $20 into the $10 pot
_START = [
    (0, ActionKind.CHECK, 0, 1),
    (1, ActionKind.CALL, 0, 1),
    (0, DISCARD, 0, 0),
    (1, DISCARD, 0, 0),
]


def test_the_ledger_counts_what_a_bluff_won_from_its_point() -> None:
    ledger = Ledger()
    before = tuple(PublicAction(s, k, a, r) for s, k, a, r in _START)
    ledger.take("bluff:p", 0, before, 10, 0.0)
    ledger.settle(_record([*_START, (0, ActionKind.BET, 10, 2), (1, ActionKind.FOLD, 0, 2)], 0))
    assert ledger.lines["bluff:p"].mean() == 10  # he folded: the pot was won
    ledger.take("bluff:p", 0, before, 10, 0.0)
    ledger.settle(_record([*_START, (0, ActionKind.BET, 10, 2), (1, ActionKind.CALL, 10, 2)], 1))
    # called and beaten: the bet was lost (the first result already faded by one step)
    assert ledger.lines["bluff:p"].total == pytest.approx(10 * DECAY - 10)
    assert not ledger.pending


def test_a_bluff_line_that_loses_is_cut_to_its_floor() -> None:
    ledger = Ledger()
    before = tuple(PublicAction(s, k, a, r) for s, k, a, r in _START)
    called = _record([*_START, (0, ActionKind.BET, 50, 2), (1, ActionKind.CALL, 50, 2)], 1)
    folded = _record([*_START, (0, ActionKind.BET, 50, 2), (1, ActionKind.FOLD, 0, 2)], 0)
    for index in range(MIN_TRIES + 4):
        ledger.take("bluff:m", 0, before, 10, 0.0)
        ledger.settle(folded if index % 5 == 0 else called)  # wins $10 once in five, loses $50
    assert ledger.stopped("bluff:m")
    assert not ledger.stopped("bluff:h")  # other sizes are judged on their own
    exploiter = Exploiter(OpponentModel(), ledger)
    match = _second_round("7h 8d 9c Js Kh")
    view = match.view(0)
    knowledge = Hard().knowledge(view)
    solved = [0.5, 0.2, 0.3]
    odds = exploiter.bet_odds(
        view, read(view, knowledge), [CHECK, HALF, MAX], solved, 0.05, knowledge
    )
    assert odds[2] == pytest.approx(0.3 * FLOOR)  # the losing size keeps only its floor
    assert odds[1] == pytest.approx(0.2)
    assert odds[0] == pytest.approx(0.5 + 0.3 * (1 - FLOOR))  # the rest is checked


def test_a_bluff_is_judged_against_what_checking_would_have_won() -> None:
    """A bluff that wins the pot half the time and loses a small bet otherwise earns more than
    giving up with nothing, but less than checking a hand that wins most showdowns."""
    before = tuple(PublicAction(s, k, a, r) for s, k, a, r in _START)
    folded = _record([*_START, (0, ActionKind.BET, 5, 2), (1, ActionKind.FOLD, 0, 2)], 0)
    called = _record([*_START, (0, ActionKind.BET, 5, 2), (1, ActionKind.CALL, 5, 2)], 1)
    nothing, something = Ledger(), Ledger()
    for index in range(40):
        for ledger, checked in ((nothing, 0.0), (something, 8.0)):
            ledger.take("bluff:h", 0, before, 10, checked)
            ledger.settle(folded if index % 2 else called)
    assert not nothing.stopped("bluff:h")  # +10 or -5: better than giving up
    assert something.stopped("bluff:h")  # worse than the 8 that checking would have won


def test_bluff_results_fade_so_a_change_of_his_is_seen() -> None:
    before = tuple(PublicAction(s, k, a, r) for s, k, a, r in _START)
    folded = _record([*_START, (0, ActionKind.BET, 10, 2), (1, ActionKind.FOLD, 0, 2)], 0)
    called = _record([*_START, (0, ActionKind.BET, 10, 2), (1, ActionKind.CALL, 10, 2)], 1)
    ledger = Ledger()
    for record in [folded] * 400 + [called] * 150:  # he folded for long, now he calls
        ledger.take("bluff:p", 0, before, 10, 0.0)
        ledger.settle(record)
    # 400 wins of $10 against 150 losses of $10 would still be far ahead without fading
    assert ledger.stopped("bluff:p")


def _second_round(hand: str) -> Match:
    mine = parse_cards(hand)
    other = [c for c in parse_cards("Ac Ad Kc Kd Qc Qd Jc Jd Tc Td") if c not in mine][:5]
    stock = [c for c in full_deck(32) if c not in mine and c not in other]
    match = Match(RULES, seed=1)
    match.start_deal(mine + other + stock)
    match.act(Wait(), 0)
    match.act(Call(), 1)
    match.act(Discard(()), 0)
    match.act(Discard(()), 1)
    assert match.phase is Phase.BET2
    return match


def test_a_small_raise_is_folded_less_than_the_size_it_was_read_as() -> None:
    match = _second_round("7h 8d 9c Js Kh")
    view = match.view(0)
    odds = [0.6, 0.3, 0.1]
    # a $5 bet into $10 read as a $10 (pot) bet: the real price is lower, so fewer folds
    cheaper = price_corrected(odds, [FOLD, CHECK, MAX], _facing(view, 5), 10, [15, 5])
    assert cheaper[0] < odds[0] and sum(cheaper) == pytest.approx(1.0)
    dearer = price_corrected(odds, [FOLD, CHECK, MAX], _facing(view, 20), 10, [15, 5])
    assert dearer[0] > odds[0] and sum(dearer) == pytest.approx(1.0)


def _facing(view: PlayerView, bet: int) -> PlayerView:
    from dataclasses import replace

    return replace(view, to_call=bet, pot=10 + bet)


def _bet_then_draw(hand: str, amount: int) -> Match:
    """Seat 0 holds ``hand`` and bets ``amount`` first; seat 1 calls; seat 0 is to draw."""
    mine = parse_cards(hand)
    other = [c for c in parse_cards("Ac Ad Kc Kd Qc Qd Jc Jd Tc Td") if c not in mine][:5]
    stock = [c for c in full_deck(32) if c not in mine and c not in other]
    match = Match(RULES, seed=1)
    match.start_deal(mine + other + stock)
    match.act(Bet(amount), 0)
    match.act(Call(), 1)
    assert match.phase is Phase.DRAW and match.to_act == 0
    return match


def test_a_hand_off_its_solved_line_never_stands_pat_as_a_bluff() -> None:
    """Junk that bet only because of a read (a line the solved strategy never takes with it)
    draws by the book, though the solved draw odds at that node do stand pat sometimes."""
    found = 0
    for hand in ("7h 8d 9c Js Kh", "7c 8c Tc Jd Ah", "7s 9h Td Qc Kd", "8h 9h Jh Qh 7c"):
        for amount in (5, 10, 50):
            match = _bet_then_draw(hand, amount)
            view = match.view(0)
            hard = Hard(seed=2)
            knowledge = hard.knowledge(view)
            hand_class = knowledge.hand_class(hand_codes(view))
            bucket = knowledge.draw_bucket(hand_class)
            situation = read(view, knowledge)
            solved = knowledge.strategy(situation.node_key, bucket)
            line = own_line_odds(knowledge, situation.path, situation.me, bucket)
            if solved is None or solved[0] <= 0.05 or line >= OWN_LINE:
                continue
            found += 1
            draws = [hard.choose(view) for _ in range(60)]
            assert all(isinstance(d, Discard) and d.cards for d in draws)
    assert found  # the guard was actually exercised


class _Watcher(Hard):
    """``hard`` that notes, at each of its draws, its line's odds and whether it stood pat."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.draws: list[tuple[str, float, bool]] = []

    def draw(self, view: PlayerView):  # type: ignore[no-untyped-def]
        knowledge = self.knowledge(view)
        hand_class = knowledge.hand_class(hand_codes(view))
        situation = read(view, knowledge)
        line = own_line_odds(
            knowledge, situation.path, situation.me, knowledge.draw_bucket(hand_class)
        )
        action = super().draw(view)
        assert isinstance(action, Discard)
        self.draws.append((hand_class.name, line, not action.cards))
        return action


def test_against_a_frequent_folder_no_read_brings_junk_to_a_pat_bluff() -> None:
    """Against ``rock`` (folds to most bets) she steals more before the draw; those hands are
    off her solved line, and none of them stands pat as a bluff: they draw by the book."""
    hard = _Watcher(seed=5)
    duplicate(RULES, hard, make_player("rock", seed=6), 400, seed=3)
    assert hard.exploiter.folds_often(1) > 0  # the read is on
    junk = [(line, pat) for name, line, pat in hard.draws if name in ("bust", "draw")]
    off_line = [pat for line, pat in junk if line < OWN_LINE]
    assert off_line  # the read did bring hands to the draw that the solved line never holds
    assert not any(off_line)  # and none of them stood pat
