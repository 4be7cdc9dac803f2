"""The invariants of every match state the rules can reach, checked on a loaded state.

A save (or a history's starting state) that breaks one would load and then fail later: a draw
past the stock, a call of money that is not in the pot, a bet the controls cannot show. So
loading checks them all on the save's :class:`MatchState`, before it is made a match, and a
deal in progress is replayed through the engine from its deck: the saved state must be
exactly what its recorded actions give.
"""

from __future__ import annotations

import dataclasses
import functools
import re

from drawpoker.engine.core.actions import ActionKind, Bet, Call, IllegalAction, Raise
from drawpoker.engine.core.cards import Card, full_deck
from drawpoker.engine.core.deck import verify_commitment
from drawpoker.engine.core.forfeits import ForfeitState
from drawpoker.engine.core.money import MoneyError
from drawpoker.engine.core.saved_data import MAX_DEALS as MAX_DEALS
from drawpoker.engine.core.saved_data import MAX_MONEY as MAX_MONEY
from drawpoker.engine.core.saved_data import MatchDataError as MatchDataError
from drawpoker.engine.core.seat import other_of
from drawpoker.engine.draw.actions import DISCARD, Action, Discard, Drop, Wait
from drawpoker.engine.draw.duplicate import dealer_of
from drawpoker.engine.draw.match_state import MatchState
from drawpoker.engine.draw.phase import Phase
from drawpoker.engine.draw.variant import HAND_SIZE, MAX_DRAW
from drawpoker.engine.draw.view import DealRecord, PublicAction

_IN_DEAL = (Phase.BET1, Phase.DRAW, Phase.BET2)
_SALT = re.compile(r"^[0-9a-f]{32}$")
_HASH = re.compile(r"^[0-9a-f]{64}$")
_END_REASONS = {"forfeits_claimed": 0, "broke": 1}  # reason -> the winner it implies


def check_loaded(m: MatchState) -> None:
    """Everything :func:`check_consistent` checks, and every record of the earlier deals."""
    check_consistent(m)
    _history(m)


def check_consistent(m: MatchState) -> None:
    """Raise MatchDataError naming the first invariant ``m`` breaks (the earlier deals'
    records apart, which :func:`check_loaded` checks too: they cost time in long matches)."""
    _money(m)
    _top_ups(m)
    _forfeits(m)
    _dealer(m)
    _deck(m)
    if m.phase is Phase.MATCH_OVER:
        _over(m)
    elif m.winner is not None or m.end_reason:
        raise MatchDataError("a match has a winner exactly when it is over")
    if m.phase in _IN_DEAL:
        _replay_deal(m)
    elif m.to_act is not None:
        raise MatchDataError("nobody can act between deals")
    elif m.phase is Phase.BETWEEN_DEALS and m.pot == 0:
        # Without a tie's pot in play the end-of-deal check would have ended such a match.
        ante = m.rules.ante
        if m.stacks[0] < ante and not m.rebuys:  # a rebuy match waits for her answer
            raise MatchDataError("the player cannot pay the ante, so the match would be over")
        if m.stacks[1] < ante and ForfeitState.WORN not in m.forfeits:
            raise MatchDataError("she cannot pay the ante or pawn, so the match would be over")


def _fail(message: str) -> None:
    raise MatchDataError(message)


def _money(m: MatchState) -> None:
    if m.money.start_total != 2 * m.rules.starting_money:
        _fail("the money the players started with does not match the rules")
    try:
        m.money.check()
    except MoneyError as exc:
        _fail(str(exc))
    if m.carried_pot > m.pot and m.phase in _IN_DEAL:
        _fail("the pot carried into this deal is more than the pot")


def _top_ups(m: MatchState) -> None:
    """Top-ups only in a rebuy match, each one after a finished deal (at most one between two
    deals: after it the player can pay), up to the starting money, and the money counts them."""
    top_ups = m.top_ups
    if top_ups and not m.rebuys:
        _fail("a match without top-ups has a top-up")
    done = m.deal_number - (1 if m.phase in _IN_DEAL else 0)
    last = 0
    for top_up in top_ups:
        if not last < top_up.after_deal <= done:
            _fail("the top-ups are not after finished deals, one at most between two deals")
        if not 0 < top_up.amount <= m.rules.starting_money:
            _fail(f"a top-up of ${top_up.amount} (the rules allow $1 to the starting money)")
        last = top_up.after_deal
    if sum(top_up.amount for top_up in top_ups) != m.money.topped_up:
        _fail("the money topped up does not match the top-ups")


def _forfeits(m: MatchState) -> None:
    """Items go in theme order and come back last-off-first, so the items off are always the
    first k, in order, at most the last of them pawned, each with its loan outstanding."""
    states = m.forfeits
    if len(states) != m.rules.forfeit_items:
        _fail("the number of forfeit items does not match the rules")
    taken = list(m.taken)
    k = len(taken)
    if taken != list(range(k)):
        _fail("the forfeit items taken off are not the first ones, in order")
    if any(s is ForfeitState.WORN for s in states[:k]) or any(
        s is not ForfeitState.WORN for s in states[k:]
    ):
        _fail("the forfeit items taken off do not match their states")
    pawned = [i for i, s in enumerate(states) if s is ForfeitState.PAWNED]
    if len(pawned) > 1:
        _fail("at most one forfeit item can be pawned at a time")
    if pawned and pawned[0] != k - 1:
        _fail("only the item taken off last can be the pawned one")
    loan = m.rules.pawn_loan
    if m.bank_lent % loan or m.bank_repaid % loan or m.money_from_bank != k * loan:
        _fail("the bank's loans do not match the items taken off")


def _dealer(m: MatchState) -> None:
    if m.dealer != dealer_of(m.deal_number, m.mirrored):
        _fail(f"deal {m.deal_number} has the wrong dealer")


def _history(m: MatchState) -> None:
    done = m.deal_number - (1 if m.phase in _IN_DEAL else 0)
    records = m.history
    if records and (records[-1].deal_number != done or len(records) > done):
        _fail("the deal records do not end with the last deal played")
    for position, record in enumerate(records):
        if record.deal_number != records[-1].deal_number - len(records) + 1 + position:
            _fail("the deal records are not numbered one after the other")
        _record(m, record)
    if records and m.phase not in _IN_DEAL and m.actions != records[-1].actions:
        _fail("the last deal's actions differ from its record")
    if records:
        last = records[-1]
        left = last.pot if last.winner is None else 0  # a tie leaves its pot on the table
        if (m.carried_pot if m.phase in _IN_DEAL else m.pot) != left:
            _fail("the pot on the table does not match how the last deal ended")


def _record(m: MatchState, r: DealRecord) -> None:
    where = f"the record of deal {r.deal_number}"
    if r.dealer != dealer_of(r.deal_number, m.mirrored):
        _fail(f"{where} has the wrong dealer")
    if r.by_drop and (r.shown is not None or r.winner is None):
        _fail(f"{where}: a dropped deal has a winner and shows no hands")
    if not r.by_drop and r.shown is None:
        _fail(f"{where}: a deal that nobody dropped ends with a showdown")
    if r.shown is not None:
        cards = [c for hand in r.shown for c in hand]
        deck = _deck_set(m.rules.deck_size)
        if len(cards) != 10 or len(set(cards)) != 10 or not set(cards) <= deck:
            _fail(f"{where}: the shown hands are not two hands of five cards of the deck")
    for action in r.actions:
        _public_action(action, where)


@functools.cache
def _deck_set(deck_size: int) -> frozenset[Card]:
    return frozenset(full_deck(deck_size))


def _public_action(a: PublicAction, where: str) -> None:
    if (a.kind is DISCARD) != (a.betting_round == 0):
        _fail(f"{where}: a discard belongs to the draw, a bet to a betting round")
    if a.kind is DISCARD and a.amount > MAX_DRAW:
        _fail(f"{where}: nobody draws more than {MAX_DRAW} cards")


def _deck(m: MatchState) -> None:
    """The deal's cards: all empty before the first deal (or in a history's start), else a
    full deck order committed to, with both hands dealt from it."""
    if not m.order:
        if any(m.hands) or m.next_card or m.salt or m.commitment or m.actions:
            _fail("cards or actions of a deal without a deck")
        if m.phase in _IN_DEAL:
            _fail("a deal is in progress without a deck")
        return
    deck = full_deck(m.rules.deck_size)
    if len(m.order) != len(deck) or set(m.order) != set(deck):
        _fail("the deck order must hold each card of the rules' deck once")
    if not _SALT.match(m.salt) or not _HASH.match(m.commitment):
        _fail("the salt or the commitment is not in the game's format")
    if not verify_commitment(m.order, m.salt, m.commitment):
        _fail("the deck order and salt do not match the commitment")
    drawn = sum(count or 0 for count in m.drawn)
    dealt = 2 * HAND_SIZE
    if m.next_card != dealt + drawn:
        _fail(f"next_card must be {dealt} plus the cards drawn ({dealt + drawn}), "
              f"got {m.next_card}")
    seen: list[Card] = [c for hand in m.hands for c in hand]
    if any(len(hand) != HAND_SIZE for hand in m.hands) or len(set(seen)) != dealt:
        _fail("a card is in two places, or a hand is not five cards")
    if not set(seen) <= set(m.order[: m.next_card]):
        _fail("a hand holds a card that was never dealt")
    for action in m.actions:
        _public_action(action, "this deal")
    _hands_from_deck(m)


def _hands_from_deck(m: MatchState) -> None:
    """Each hand is its five dealt cards with, in their places, the cards its draw took from
    the top of the stock, in turn (the deal's own discards say how many)."""
    order = list(m.order)
    nxt = 10
    drawn: list[int | None] = [None, None]
    for action in m.actions:
        if action.kind is not DISCARD:
            continue
        seat = action.seat
        if drawn[seat] is not None:
            _fail("a player drew twice in one deal")
        dealt = order[5 * seat : 5 * seat + 5]
        new = [now for now, was in zip(m.hands[seat], dealt, strict=True) if now != was]
        if new != order[nxt : nxt + action.amount]:
            _fail("a hand does not hold the cards its draw gives")
        nxt += action.amount
        drawn[seat] = action.amount
    for seat in (0, 1):
        if drawn[seat] is None and list(m.hands[seat]) != order[5 * seat : 5 * seat + 5]:
            _fail("a hand is not the five cards dealt to it")
    if tuple(drawn) != m.drawn:
        _fail("the cards drawn do not match the deal's draws")


def _over(m: MatchState) -> None:
    if m.winner is None or m.to_act is not None:
        _fail("a finished match has a winner and nobody to act")
    if _END_REASONS.get(m.end_reason) != m.winner:
        _fail(f"the end of the match ({m.end_reason!r}) does not fit its winner")
    if m.pot:
        _fail("a match never ends with a pot in play")
    ante = m.rules.ante
    if m.winner == 0 and (
        m.stacks[1] >= ante or any(s is not ForfeitState.LOST for s in m.forfeits)
    ):
        _fail("the player wins only when she cannot pay the ante and every item is lost")
    if m.winner == 1 and m.stacks[0] >= ante:
        _fail("she wins only when the player cannot pay the ante")


def _paid_by_seat(actions: list[PublicAction]) -> list[int]:
    """What each seat paid in bets, raises and calls this deal (antes apart)."""
    paid = [0, 0]
    for betting_round in (1, 2):
        in_round = [0, 0]
        for a in (a for a in actions if a.betting_round == betting_round):
            owed = in_round[other_of(a.seat)] - in_round[a.seat]
            costs: dict[str, int] = {
                ActionKind.BET: a.amount,
                ActionKind.RAISE: owed + a.amount,
                ActionKind.CALL: a.amount,
            }
            pay = costs.get(a.kind, 0)
            in_round[a.seat] += pay
            paid[a.seat] += pay
    return paid


def _replay_deal(m: MatchState) -> None:
    """Deal again from the saved deck and play the recorded actions: every field of the deal
    (money, cards, whose turn) must come out exactly as saved."""
    from drawpoker.engine.draw.match import Match

    order = list(m.order)
    initial = [order[0:5], order[5:10]]
    paid = _paid_by_seat(list(m.actions))
    stacks = (m.stacks[0] + paid[0], m.stacks[1] + paid[1])
    money = dataclasses.replace(m.money, stacks=stacks, pot=m.pot - sum(paid))
    antes = money.pot - m.carried_pot
    ante = m.rules.ante
    lowest = sum(ante for seat in (0, 1) if stacks[seat] > 0)
    if not lowest <= antes <= 2 * ante:
        _fail("the pot does not hold the antes and the bets of this deal")
    # A new match's state (its generator is never used; a fixed seed is cheaper) holding
    # this deal as dealt: its deck, both hands, the antes in the pot.
    start = dataclasses.replace(
        Match(m.rules, seed=0).state(), deal_number=m.deal_number, dealer=m.dealer,
        items=m.items, money=money, carried_pot=m.carried_pot, order=m.order, salt=m.salt,
        commitment=m.commitment, hands=(tuple(initial[0]), tuple(initial[1])), next_card=10,
    )
    r = Match.dealt(start)
    for number, saved in enumerate(m.actions, start=1):
        if r.to_act != saved.seat or r.phase not in _IN_DEAL:
            _fail(f"action {number} of this deal is out of turn")
        try:
            r.act(check_action(saved, initial[saved.seat], m.hands[saved.seat]))
        except (IllegalAction, MoneyError) as exc:
            _fail(f"action {number} of this deal breaks the rules: {exc}")
        if r.actions[-1] != saved:
            _fail(f"action {number} of this deal does not match its replay")
    replayed = r.state()
    fields = ("stacks", "pot", "phase", "to_act", "hands", "drawn")
    for name in fields:
        if getattr(replayed, name) != getattr(m, name):
            _fail(f"{name} of the deal in progress do not match its actions")
    for name in ("next_card", "paid_in_round", "raises", "round_actions"):
        if getattr(replayed, name) != getattr(m, name):
            _fail(f"{name} of the deal in progress does not match its actions")
    if m.phase is not Phase.DRAW and replayed.betting != m.betting:
        _fail("the betting round in progress does not match its actions")


def check_action(saved: PublicAction, dealt: list[Card], now: tuple[Card, ...]) -> Action:
    """The action a saved line stands for; a draw throws the dealt cards ``now`` lacks."""
    kind = saved.kind
    if kind is DISCARD:
        thrown = tuple(card for card, kept in zip(dealt, now, strict=True) if card != kept)
        if len(thrown) != saved.amount:
            _fail("a hand does not hold the cards its draw gives")
        return Discard(thrown)
    if kind is ActionKind.BET:
        return Bet(saved.amount)
    if kind is ActionKind.RAISE:
        return Raise(saved.amount)
    simple: dict[ActionKind, Action] = {
        ActionKind.CALL: Call(),
        ActionKind.CHECK: Wait(),
        ActionKind.FOLD: Drop(),
    }
    return simple[kind]
