"""One hold'em hand played at once by our engine (casino order) and by PokerKit, an independent
implementation of the rules, action for action: the same legal actions at every decision and
the same money at the end, up to the conventions docs/rules.md names:

- a short big blind still makes the call a full blind (here every blind is posted in full, and
  tests/holdem/test_casino_all_in.py holds that convention on its own);
- a pot that splits unevenly gives its odd dollars one each from the button's left (PokerKit
  may give them elsewhere: a split pot may differ by its odd dollars, never more);
- a check nobody needs to make (every other player still in is all in) is not asked: PokerKit
  asks for it, and the harness makes it there.

Our seats map to PokerKit's players in the order dealt from the dealer's left: with three or
more seats that is small blind, big blind, ..., the button; heads-up, the big blind then the
dealer (who posts the small blind), which is PokerKit's order too.
"""

from __future__ import annotations

import random
import warnings
from dataclasses import dataclass

from pokerkit import (
    Automation,
    BettingStructure,
    Deck,
    Opening,
    StandardHighHand,
    State,
    Street,
)

from drawpoker.engine.core.cards import Card, full_deck
from drawpoker.engine.holdem import HoldemGame, HoldemRules
from drawpoker.engine.holdem import Street as OurStreet
from drawpoker.engine.holdem.actions import action_of_kind
from drawpoker.engine.holdem.data import game_from_dict, game_to_dict

_AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)


@dataclass
class Outcome:
    """What one hand compared: decisions made, and the first disagreement (None: none)."""

    decisions: int
    problem: str | None
    split: bool = False
    short_all_ins: int = 0


def table(seed: int) -> tuple[HoldemGame, list[Card]]:
    """A casino-order table of 2-6 seats with unequal stacks (every blind posted in full), and
    the deck its first hand is dealt from."""
    rng = random.Random(seed)
    players = rng.randint(2, 6)
    big = 2 * rng.randint(1, 5)
    rules = HoldemRules(players=players, starting_money=100, big_blind=big, casino_blinds=True,
                        raise_cap=3, forfeit_items=0)  # no pawning after the hand
    data = game_to_dict(HoldemGame(rules, seed=seed))
    total = players * rules.starting_money
    # Stacks from a blind to a few bets deep, short stacks often (all-ins for less come
    # often), the last seat taking what is left of the table's money.
    while True:
        stacks = [rng.choice([big, big + 1, big + rng.randint(1, big), rng.randint(big, 6 * big),
                              rng.randint(big, 40 * big)]) for _ in range(players - 1)]
        if total - sum(stacks) >= big:
            break
    stacks.append(total - sum(stacks))
    rng.shuffle(stacks)
    table_data = data["table"]
    assert isinstance(table_data, dict)
    table_data["stacks"] = stacks
    game = game_from_dict(data)
    deck = full_deck(52)
    rng.shuffle(deck)
    return game, deck


def _pokerkit_state(rules: HoldemRules, stacks: list[int]) -> State:
    big = rules.big_blind
    preflop = Street(False, (False, False), 0, False, Opening.POSITION, big, rules.raise_cap)
    later = [Street(True, (), count, False, Opening.POSITION, big, rules.raise_cap + 1)
             for count in (3, 1, 1)]
    blinds = (big // 2, big)  # (PokerKit itself has the dealer post the small one heads-up)
    return State(_AUTOMATIONS, Deck.STANDARD, (StandardHighHand,), (preflop, *later),
                 BettingStructure.FIXED_LIMIT, True, 0, blinds, 0, stacks, len(stacks))


def _ours(game: HoldemGame) -> dict[str, int]:
    return {str(legal.kind): legal.cost for legal in game.legal_actions()}


def _theirs(state: State, paid_now: int) -> dict[str, int]:
    found: dict[str, int] = {}
    if state.can_fold():
        found["fold"] = 0
    if state.can_check_or_call():
        cost = state.checking_or_calling_amount or 0
        found["call" if cost else "check"] = cost
    if state.can_complete_bet_or_raise_to():
        to = state.min_completion_betting_or_raising_to_amount
        assert to is not None and to == state.max_completion_betting_or_raising_to_amount
        found["raise"] = to - paid_now
    return found


def play(seed: int, rng: random.Random | None = None) -> Outcome:
    """Play one hand both ways with random legal actions; the first disagreement, if any."""
    game, deck = table(seed)
    rng = rng or random.Random(seed * 31 + 7)
    before = game.stacks
    game.start_hand(deck)
    order = list(game.seats_dealt)
    index = {seat: n for n, seat in enumerate(order)}
    warnings.filterwarnings("ignore", module="pokerkit")  # it prefers its own shuffle
    state = _pokerkit_state(game.rules, [before[seat] for seat in order])
    # The same cards: PokerKit deals one at a time round the table, twice.
    for seat in order:
        state.deal_hole("".join(str(card) for card in game.hole_cards[seat][:1]))
    for seat in order:
        state.deal_hole("".join(str(card) for card in game.hole_cards[seat][1:]))
    decisions = short = 0
    while True:
        while state.can_deal_board():
            shown = len(state.board_cards)
            count = state.street.board_dealing_count if state.street is not None else 0
            cards = _our_board(game)[shown:shown + count]
            state.deal_board("".join(str(card) for card in cards))
        if not state.status:
            break
        seat = game.to_act
        if state.actor_index is not None and (seat is None or index[seat] != state.actor_index):
            theirs = _theirs(state, state.bets[state.actor_index])
            if set(theirs) == {"check"} or (seat is None and "check" in theirs
                                            and _others_all_in(state)):
                state.check_or_call()  # a check nobody needs to make
                continue
            return Outcome(decisions, f"PokerKit asks player {state.actor_index} "
                           f"({theirs}), we ask seat {seat}")
        if seat is None:
            return Outcome(decisions, "we ask nobody while PokerKit still plays")
        ours = _ours(game)
        theirs = _theirs(state, state.bets[index[seat]])
        if ours != theirs:
            return Outcome(decisions, f"seat {seat} on {game.street}: ours {ours}, "
                           f"PokerKit {theirs}; stacks {game.stacks}")
        kind = rng.choice(sorted(ours))
        cost = ours[kind]
        all_in = cost == game.stacks[seat] and cost > 0
        short += kind == "raise" and all_in
        game.act(action_of_kind(kind), seat)
        if kind == "fold":
            state.fold()
        elif kind == "raise":
            state.complete_bet_or_raise_to()
        else:
            state.check_or_call()
        decisions += 1
    if game.street is not OurStreet.BETWEEN_HANDS and game.street is not OurStreet.MATCH_OVER:
        return Outcome(decisions, f"PokerKit ended the hand, we are still on {game.street}")
    ours_end = [game.stacks[seat] for seat in order]
    theirs_end = list(state.stacks)
    record = game.history[-1]
    split = any(len(pot.winners) > 1 for pot in record.pots)
    if ours_end != theirs_end:
        # PokerKit may give a split pot's odd dollars elsewhere (all to one winner): the
        # totals agree and nobody differs by more than the odd dollars there were.
        odd = sum(pot.amount % len(pot.winners) for pot in record.pots)
        explained = split and sum(ours_end) == sum(theirs_end) and all(
            abs(a - b) <= odd for a, b in zip(ours_end, theirs_end, strict=True))
        if not explained:
            return Outcome(decisions, f"the money differs: ours {ours_end}, PokerKit "
                           f"{theirs_end} (order {order})", split, short)
    return Outcome(decisions, None, split, short)


def _others_all_in(state: State) -> bool:
    actor = state.actor_index
    return all(not state.statuses[i] or not state.stacks[i]
               for i in range(state.player_count) if i != actor)


def _our_board(game: HoldemGame) -> tuple[Card, ...]:
    """The board as our engine dealt it (the hand's record has it once the hand is over)."""
    if game.street in (OurStreet.BETWEEN_HANDS, OurStreet.MATCH_OVER):
        return tuple(game.history[-1].board)
    return tuple(game.board)


