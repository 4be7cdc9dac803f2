"""Hands as PokerStars-style text hand histories, the text hand trackers import.

Written after PokerStars' own files as published with the open-source tracker fpdb
(``regression-test-files/cash/Stars``: "Hold'em Limit" and "5 Card Draw" hands), in play
chips (no currency sign). The player is ``Hero`` and is always dealt their cards ("Dealt to
Hero [...]"), folded or not; the others' cards appear only when the showdown shows them.
Each hand has a number of its own that stays the same at every export (from its match and
its number), so a tracker that imports the same hands twice keeps them once.
"""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime

from drawpoker.storage.export import hands as h
from drawpoker.storage.export.hands import Hand, Play

#: What separates two hands (PokerStars writes three empty lines).
SEPARATOR = "\n\n\n"
_STREETS = ("Flop", "Turn", "River")
_DRAW_ROUNDS = ("before the Draw", "after the Draw")


class Unwritable(ValueError):
    """A hand the format cannot say as it was played; the argument is the language file's
    key of the reason (``export.reason.*``)."""


def hand_number(hand: Hand) -> int:
    """The hand's number in the export: the same each time (a tracker keeps a hand once),
    different for every hand of every match (eleven hexadecimal digits of the match's hash,
    then the deal's number in four digits)."""
    digest = hashlib.sha256(f"{hand.game}:{hand.match}".encode()).hexdigest()
    return int(digest[:11], 16) * 10_000 + hand.number % 10_000


def when(started_at: str) -> str:
    """The match's start in PokerStars' date format, in UTC (the history keeps local time)."""
    try:
        moment = datetime.fromisoformat(started_at).astimezone(UTC)
    except ValueError:
        moment = datetime(1970, 1, 1, tzinfo=UTC)
    return moment.strftime("%Y/%m/%d %H:%M:%S UTC")


def _cards(cards: tuple[str, ...] | list[str]) -> str:
    return f"[{' '.join(cards)}]"


def hand_text(hand: Hand) -> str:
    """One hand's text; :class:`Unwritable` for a draw deal with a pot carried over from a
    tie (before or after it): the format has no pot that stays on the table."""
    if hand.carried_in or hand.carried_out:
        raise Unwritable("export.reason.carried")
    names = hand.names
    holdem = hand.game == h.HOLDEM
    if holdem:
        game = f"Hold'em Limit ({hand.big_blind}/{hand.big_blind})"
    else:
        game = f"5 Card Draw No Limit ({hand.ante}/{hand.ante})"
    lines = [f"PokerStars Hand #{hand_number(hand)}:  {game} - {when(hand.started_at)}",
             f"Table 'drawpoker {hand.match}' {hand.seat_count}-max "
             f"Seat #{hand.dealer + 1} is the button"]
    for player in sorted(hand.players, key=lambda p: p.seat):
        lines.append(f"Seat {player.seat + 1}: {player.name} ({player.stack} in chips)")
    lines += [_forced(play, names) for play in hand.plays if play.kind in h.FORCED]
    lines.append("*** HOLE CARDS ***" if holdem else "*** DEALING HANDS ***")
    if hand.hole:
        lines.append(f"Dealt to {h.YOUR_NAME} {_cards(hand.hole)}")
    lines += _play_lines(hand, names)
    seat, amount = hand.returned()
    if seat is not None:
        lines.append(f"Uncalled bet ({amount}) returned to {names[seat]}")
    if hand.shown:
        lines.append("*** SHOW DOWN ***")
        lines += [f"{names[s]}: shows {_cards(cards)} ({hand.described[s]})"
                  for s, cards in hand.shown.items()]
    pots = hand.contested_pots()
    for index, pot in enumerate(pots):
        where = "pot" if len(pots) == 1 else "main pot" if index == 0 else f"side pot-{index}"
        lines += [f"{names[s]} collected {share} from {where}"
                  for s, share in zip(pot.winners, pot.shares, strict=True) if share]
    lines += _summary(hand, names, pots)
    return "\n".join(lines) + "\n"


def _forced(play: Play, names: dict[int, str]) -> str:
    assert play.seat is not None
    what = "the ante" if play.kind == h.ANTE else play.kind
    return f"{names[play.seat]}: posts {what} {play.paid}" + _all_in(play)


def _all_in(play: Play) -> str:
    return " and is all-in" if play.all_in else ""


def _play_lines(hand: Hand, names: dict[int, str]) -> list[str]:
    """The lines of play after the deal: actions, the board's streets, the draws."""
    lines: list[str] = []
    board: list[str] = []
    # Before the flop the bet to call is the big blind, even one posted short (the rules').
    most = hand.big_blind
    for play in hand.plays:
        if play.kind in h.FORCED:
            continue
        if play.kind == h.BOARD:
            shown = f"{_cards(board)} " if board else ""
            board += play.cards
            lines.append(f"*** {_STREETS[play.round - 1].upper()} *** {shown}{_cards(play.cards)}")
            most = 0
            continue
        assert play.seat is not None
        who = names[play.seat]
        if play.kind == h.DISCARD:
            lines += _draw_lines(hand, play, who)
            most = 0
        elif play.kind == h.FOLD:
            lines.append(f"{who}: folds")
        elif play.kind == h.CHECK:
            lines.append(f"{who}: checks")
        elif play.kind == h.CALL:
            lines.append(f"{who}: calls {play.paid}{_all_in(play)}")
        elif play.kind == h.BET:
            lines.append(f"{who}: bets {play.to}{_all_in(play)}")
        else:
            lines.append(f"{who}: raises {play.to - most} to {play.to}{_all_in(play)}")
        most = max(most, play.to)
    return lines


def _draw_lines(hand: Hand, play: Play, who: str) -> list[str]:
    if play.seat != h.YOU:
        count = play.count
        return [f"{who}: discards {count} card{'s' * (count != 1)}" if count
                else f"{who}: stands pat"]
    if not play.cards:
        return [f"{who}: stands pat"]
    kept = [card for card in hand.hole if card not in play.cards]
    count = len(play.cards)
    return [f"{who}: discards {count} card{'s' * (count != 1)} {_cards(play.cards)}",
            f"Dealt to {who} {_cards(kept)} {_cards(play.drawn)}"]


def _summary(hand: Hand, names: dict[int, str], pots: list[h.Pot]) -> list[str]:
    total = sum(pot.amount for pot in pots)
    split = "" if len(pots) < 2 else f" Main pot {pots[0].amount}." + "".join(
        f" Side pot-{i} {pot.amount}." for i, pot in enumerate(pots[1:], start=1))
    lines = ["*** SUMMARY ***", f"Total pot {total}{split} | Rake 0"]
    board = [card for play in hand.plays if play.kind == h.BOARD for card in play.cards]
    if board:
        lines.append(f"Board {_cards(board)}")
    won = hand.won()
    for player in sorted(hand.players, key=lambda p: p.seat):
        seat = player.seat
        lines.append(f"Seat {seat + 1}: {player.name}{_position(hand, seat)} "
                     f"{_outcome(hand, seat, won[seat])}")
    return lines


def _position(hand: Hand, seat: int) -> str:
    marks = [" (button)"] if seat == hand.dealer else []
    for play in hand.plays:
        if play.seat == seat and play.kind in (h.SMALL_BLIND, h.BIG_BLIND):
            marks.append(f" ({play.kind})")
    return "".join(marks)


def _outcome(hand: Hand, seat: int, won: int) -> str:
    folded = next((p for p in hand.plays if p.seat == seat and p.kind == h.FOLD), None)
    if folded is not None:
        if hand.game == h.HOLDEM:
            where = "before Flop" if folded.round == 0 else f"on the {_STREETS[folded.round - 1]}"
        else:
            where = _DRAW_ROUNDS[min(folded.round, 1)]
        voluntary = any(p.seat == seat and p.paid and p.kind not in (h.ANTE,)
                        for p in hand.plays)
        return f"folded {where}" + ("" if voluntary else " (didn't bet)")
    if seat in hand.shown:
        cards = _cards(hand.shown[seat])
        result = f"won ({won})" if won else "lost"
        return f"showed {cards} and {result} with {hand.described[seat]}"
    return f"collected ({won})" if won else "mucked"
