"""A saved match played again from its first deal: its money must be what its deals give.

``check_loaded`` proves each part of a save is possible on its own (the money adds up, the
items and loans agree, the deal in progress follows from its deck), but not that the parts
belong together: moving $100 from her stack to the player's keeps every total right. The
records of the earlier deals say everything that moved money (who bet, raised, called,
dropped, drew how many, what the showdown showed), so this replays them through the engine
itself (antes, pawns, skipped rounds, buy-backs and the end of the match included) and the
saved state must be exactly where they lead. A rebuy match's top-ups are played between the
deals they followed, and a broke player's "no" (the match over without one) after the last.

The records hold no decks, but every match keeps the seed its decks come from: each deal is
dealt again from it, each draw throws the cards the showdown no longer shows, and the shown
hands must be what that deck gives (issue 23: a save whose showdown hands were swapped, the
winner and the pot changed with them, loaded). The generator must end where the save's does.
A staged match (a deal took a given deck: tests, screenshots) and a save from before seeds
were kept are dealt from a deck built to give the shown hands instead. Only a save's own file
is checked so (``storage.saves``): a hand history's starting state stands for a match whose
earlier deals are in no record.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from drawpoker.engine.core.actions import ActionKind, Bet, Call, IllegalAction, Raise
from drawpoker.engine.core.cards import Card, full_deck
from drawpoker.engine.core.money import MoneyError
from drawpoker.engine.draw.actions import DISCARD, Action, Discard, Drop, Wait
from drawpoker.engine.draw.match_checks import MatchDataError, check_action
from drawpoker.engine.draw.match_state import MatchState
from drawpoker.engine.draw.phase import Phase
from drawpoker.engine.draw.variant import HAND_SIZE, MAX_DRAW
from drawpoker.engine.draw.view import DealRecord, PublicAction

if TYPE_CHECKING:
    from drawpoker.engine.draw.match import Match

_IN_DEAL = (Phase.BET1, Phase.DRAW, Phase.BET2)
_SIMPLE: dict[ActionKind, Action] = {
    ActionKind.CALL: Call(),
    ActionKind.CHECK: Wait(),
    ActionKind.FOLD: Drop(),
}

__all__ = ["check_played"]


def check_played(match: Match) -> None:
    """Raise MatchDataError unless replaying ``match``'s records (and its deal in progress)
    from a new match of its rules gives ``match``'s money, items, phase and records."""
    from drawpoker.engine.draw.match import Match

    m = match.state()
    done = m.deal_number - (1 if m.phase in _IN_DEAL else 0)
    records = m.history
    if len(records) != done or (records and records[0].deal_number != 1):
        raise MatchDataError("the deal records do not start with the first deal")
    seeded = not m.staged
    # Without a seed its generator only makes salts.
    r = Match(m.rules, seed=m.seed if seeded else 0, rebuys=m.rebuys)
    r.swapped = m.swapped  # a duplicate match's decks: the seed's, the hands swapped
    r.mirrored = m.mirrored  # and its dealer (``duplicate``)
    top_ups = {top_up.after_deal: top_up.amount for top_up in m.top_ups}
    for record in records:
        _replay_record(r, record, seeded)
        if record.deal_number in top_ups:
            try:
                r.top_up(top_ups[record.deal_number])
            except IllegalAction as exc:
                raise MatchDataError(f"the top-up after deal {record.deal_number} breaks the "
                                     f"rules: {exc}") from None
    if m.phase in _IN_DEAL:
        _replay_current(r, m, seeded)
    elif m.phase is Phase.MATCH_OVER and r.broke:
        r.decline_top_up()  # the broke player said no
    replayed = r.state()
    _same(replayed, m)
    if seeded and replayed.rng != m.rng:
        raise MatchDataError("the shuffles do not follow from the match's seed")


def _replay_record(r: Match, record: DealRecord, seeded: bool) -> None:
    where = f"deal {record.deal_number}"
    if r.phase is not Phase.BETWEEN_DEALS:
        raise MatchDataError(f"{where} was played after the match was over")
    try:
        r.start_deal(order=None if seeded else _deck_for(r, record))
    except IllegalAction as exc:
        raise MatchDataError(f"{where} cannot be dealt: {exc}") from None
    for number, saved in enumerate(record.actions, start=1):
        if r.phase not in _IN_DEAL or r.to_act != saved.seat:
            raise MatchDataError(f"action {number} of {where} is out of turn")
        action = _dealt_action(r, saved, record, where) if seeded else _built_action(r, saved)
        _play(r, saved, action, f"action {number} of {where}")
    if r.phase in _IN_DEAL:
        raise MatchDataError(f"the actions of {where} do not end it")
    if r.history[-1] != record:
        raise MatchDataError(f"the record of {where} is not what its actions give")


def _replay_current(r: Match, m: MatchState, seeded: bool) -> None:
    if r.phase is not Phase.BETWEEN_DEALS:
        raise MatchDataError("a deal is in progress after the match was over")
    try:
        r.start_deal(order=None if seeded else list(m.order))
    except IllegalAction as exc:
        raise MatchDataError(f"the deal in progress cannot be dealt: {exc}") from None
    dealt_now = r.state()
    if seeded and (dealt_now.order != m.order or dealt_now.salt != m.salt):
        raise MatchDataError("the deck of the deal in progress is not the one its seed deals")
    dealt = [list(r.hands[0]), list(r.hands[1])]
    for number, saved in enumerate(m.actions, start=1):
        where = f"action {number} of this deal"
        if r.phase not in _IN_DEAL or r.to_act != saved.seat:
            raise MatchDataError(f"{where} is out of turn")
        _play(r, saved, check_action(saved, dealt[saved.seat], m.hands[saved.seat]), where)


def _play(r: Match, saved: PublicAction, action: Action, where: str) -> None:
    try:
        r.act(action, seat=saved.seat)
    except (IllegalAction, MoneyError) as exc:
        raise MatchDataError(f"{where} breaks the rules: {exc}") from None
    if r.actions[-1] != saved:
        raise MatchDataError(f"{where} does not match its replay")


def _dealt_action(r: Match, saved: PublicAction, record: DealRecord, where: str) -> Action:
    """The action a record's line stands for on the deck the seed dealt: a draw throws the
    cards the showdown does not show, and the showdown must hold the cards the stock gave."""
    if saved.kind is not DISCARD:
        return _built_action(r, saved)
    count = saved.amount
    if not 0 <= count <= MAX_DRAW:
        raise MatchDataError(f"nobody draws more than {MAX_DRAW} cards")
    hand = list(r.hands[saved.seat])
    if record.shown is None:  # won by a drop: which cards went does not matter
        return Discard(hand[HAND_SIZE - count :])
    shown = set(record.shown[saved.seat])
    given = set(r.stock[:count])
    kept = shown - given
    if not given <= shown or not kept <= set(hand) or len(kept) != HAND_SIZE - count:
        raise MatchDataError(f"the showdown of {where} is not what its deck dealt")
    return Discard([card for card in hand if card not in kept])


def _built_action(r: Match, saved: PublicAction) -> Action:
    """The action a record's line stands for, on the built deck: a draw throws the last cards
    of the hand, where ``_deck_for`` put the ones the showdown does not show."""
    kind = saved.kind
    if kind is DISCARD:
        if not 0 <= saved.amount <= MAX_DRAW:
            raise MatchDataError(f"nobody draws more than {MAX_DRAW} cards")
        return Discard(r.hands[saved.seat][HAND_SIZE - saved.amount :])
    if kind is ActionKind.BET:
        return Bet(saved.amount)
    if kind is ActionKind.RAISE:
        return Raise(saved.amount)
    return _SIMPLE[kind]


def _deck_for(r: Match, record: DealRecord) -> list[Card]:
    """A deck order that deals the record's showdown: each hand is dealt as the cards it kept
    then as many others, and the stock gives each draw, in turn, the cards it showed."""
    deck = full_deck(r.rules.deck_size)
    draws = [(a.seat, a.amount) for a in record.actions if a.kind is DISCARD]
    counts = [0, 0]
    for seat, amount in draws:
        counts[seat] = min(max(amount, 0), MAX_DRAW)
    shown = record.shown
    used = {c for hand in shown for c in hand} if shown is not None else set()
    if shown is not None and (
        any(len(hand) != HAND_SIZE for hand in shown) or len(used) != 2 * HAND_SIZE
        or not used <= set(deck)
    ):
        raise MatchDataError(f"the showdown of deal {record.deal_number} is not two hands")
    spare = iter([c for c in deck if c not in used])
    dealt: list[list[Card]] = []
    for seat in (0, 1):
        kept = list(shown[seat][: HAND_SIZE - counts[seat]]) if shown is not None else []
        dealt.append(kept + [next(spare) for _ in range(HAND_SIZE - len(kept))])
    stock: list[Card] = []
    for seat, _ in draws:
        new = list(shown[seat][HAND_SIZE - counts[seat] :]) if shown is not None else []
        stock += new + [next(spare) for _ in range(counts[seat] - len(new))]
    order = dealt[0] + dealt[1] + stock
    return order + [c for c in deck if c not in set(order)]


def _same(r: MatchState, m: MatchState) -> None:
    """The replay and the save agree on everything money, items and turns depend on."""
    fields = (
        "deal_number", "dealer", "phase", "to_act", "stacks", "pot", "carried_pot",
        "bank_lent", "bank_repaid", "forfeits", "taken", "winner", "end_reason", "history",
        "rebuys", "top_ups",
    )  # fmt: skip
    for name in fields:
        if getattr(r, name) != getattr(m, name):
            raise MatchDataError(f"{name} is not what the match's deals give")
    if r.items.loan != m.items.loan:
        raise MatchDataError("the loan on the pawned item is not what the match's deals give")
    if m.phase in _IN_DEAL:
        for name in ("hands", "drawn", "paid_in_round", "raises", "round_actions"):
            if getattr(r, name) != getattr(m, name):
                raise MatchDataError(f"{name} of the deal in progress do not match")


def deal_results(m: Match) -> list[int]:
    """What each finished deal of ``m`` brought the player (seat 0), in dollars: his stack
    after it less his stack before it, top-ups left out. Replayed from the match's records
    like ``check_played``, so a match loaded from its save gives the same list; a duplicate
    match is compared deal by deal with its original through it."""
    from drawpoker.engine.draw.match import Match

    seeded = not m.staged
    r = Match(m.rules, seed=m.seed if seeded else 0, rebuys=m.rebuys)
    r.swapped, r.mirrored = m.swapped, m.mirrored
    top_ups = {top_up.after_deal: top_up.amount for top_up in m.top_ups}
    results = []
    for record in m.history:
        before = r.stacks[0]
        _replay_record(r, record, seeded)
        results.append(r.stacks[0] - before)
        if record.deal_number in top_ups:
            r.top_up(top_ups[record.deal_number])
    return results
