"""Hands in the Poker Hand History format (PHH: TOML, the PokerKit authors' standard), all of
them in one multi-hand ``.phhs`` document (``[1]``, ``[2]``... one table per hand).

Hold'em is the standard's fixed-limit Texas hold'em, variant ``FT``, with both bets one big
blind (every bet and raise of the game is one). Players are listed from the dealer's left, the
dealer last, as the game deals; the blinds stand where their seats are, so the seed's blind
order (big blind on the dealer's left) reads right, and heads-up the list is reversed as the
standard says. The player's cards are always dealt face up to the reader, the others' as
``????`` until a showdown shows them. PokerKit reads the hands and plays them to the game's
pots (``tests/export/test_phh_pokerkit.py``); where its reading of the rules asks a check the
game does not (every other player still in is all in), the check is written with a comment
saying so. A hand whose big blind was posted short is left out: the game has everyone call a
full big blind (docs/rules.md), which PHH's rules cannot say.

Five-card draw has no code in the standard: its deals use the standard's draw actions (``sd``,
then ``d dh`` for the new cards) under the code :data:`DRAW_VARIANT`, with its betting and
rules in user-defined fields (``_max_bet``...), as docs/saves-and-history.md says.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from drawpoker.storage.export import hands as h
from drawpoker.storage.export.hands import Hand, Play
from drawpoker.storage.export.stars import Unwritable

HOLDEM_VARIANT = "FT"
#: Not a code of the standard (it has none for five-card draw): a reader that knows only the
#: standard's codes refuses it rather than misreading it.
DRAW_VARIANT = "drawpoker-5CD"
UNASKED = "# not asked at the table: every other player still in is all in"


def toml_string(text: str) -> str:
    """``text`` as a TOML basic string: quotes, backslashes and control characters escaped."""
    if text.isascii() and text.isprintable() and '"' not in text and "\\" not in text:
        return f'"{text}"'  # the actions and most names: nothing to escape
    out = []
    for char in text:
        if char in '"\\':
            out.append("\\" + char)
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def _value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return toml_string(value)
    assert isinstance(value, list)
    if value and isinstance(value[0], str) and len(value) > 3:
        return "[\n" + "".join(f"  {_value(item)},\n" for item in value) + "]"
    return "[" + ", ".join(_value(item) for item in value) + "]"


def document(hands: Iterable[Hand]) -> tuple[str, list[tuple[Hand, str]]]:
    """The ``.phhs`` text of ``hands``, and those left out with the reason."""
    parts: list[str] = []
    left_out: list[tuple[Hand, str]] = []
    for hand in hands:
        try:
            fields = hand_fields(hand)
        except Unwritable as exc:
            left_out.append((hand, str(exc)))
            continue
        body = "".join(f"{key} = {_value(value)}\n" for key, value in fields.items()
                       if key != "time")
        if "time" in fields:
            body += f"time = {fields['time']}\n"
        parts.append(f"[{len(parts) + 1}]\n{body}")
    return "\n".join(parts), left_out


def hand_fields(hand: Hand) -> dict[str, object]:
    """One hand's fields, in the standard's order (required first)."""
    order = [player.seat for player in hand.players]
    fields = _holdem_fields(hand, order) if hand.game == h.HOLDEM else _draw_fields(hand, order)
    fields.update(_about(hand, order))
    return fields


def _about(hand: Hand, order: list[int]) -> dict[str, object]:
    """The optional fields: where and when, who, how it ended."""
    about: dict[str, object] = {"hand": hand.number, "table": f"drawpoker {hand.match}",
                                "seat_count": hand.seat_count,
                                "seats": [seat + 1 for seat in order],
                                "players": [hand.names[seat] for seat in order]}
    won = hand.won()
    about["finishing_stacks"] = [hand.finishing[seat] for seat in order]
    about["winnings"] = [won[seat] for seat in order]
    try:
        started = datetime.fromisoformat(hand.started_at)
    except ValueError:
        return about
    about.update(day=started.day, month=started.month, year=started.year,
                 time=started.time().replace(microsecond=0).isoformat())
    return about


def _dealt(hand: Hand, seat: int, count: int) -> str:
    return "".join(hand.hole) if seat == h.YOU and hand.hole else "??" * count


# --------------------------------------------------------------------------- hold'em


def _holdem_fields(hand: Hand, order: list[int]) -> dict[str, object]:
    blinds = dict.fromkeys(order, 0)
    for play in hand.plays:
        if play.kind == h.BIG_BLIND and play.paid < hand.big_blind:
            raise Unwritable("export.reason.short_blind")
        if play.kind == h.SMALL_BLIND:
            blinds[play.seat] = hand.small_blind  # type: ignore[index]
        elif play.kind == h.BIG_BLIND:
            blinds[play.seat] = hand.big_blind  # type: ignore[index]
    listed = [blinds[seat] for seat in order]
    if len(order) == 2:
        listed.reverse()  # heads-up the standard reverses the forced bets
    return {"variant": HOLDEM_VARIANT, "antes": [0] * len(order),
            "blinds_or_straddles": listed, "small_bet": hand.big_blind,
            "big_bet": hand.big_blind,
            "starting_stacks": [player.stack for player in hand.players],
            "actions": _Table(hand, order, listed).actions(),
            "_blind_order": "casino" if hand.casino_blinds else "seed"}


class _Table:
    """The hand as PokerKit plays it, to write its actions in the order it asks them: who
    must act (it asks some checks the game does not), and when the cards are shown (at once
    when the betting is over with at most one player left who has money)."""

    def __init__(self, hand: Hand, order: list[int], blinds: list[int]) -> None:
        self.hand, self.order = hand, order
        self.index = {seat: n for n, seat in enumerate(order)}
        n = len(order)
        self.live = [True] * n
        self.stacks = [player.stack for player in hand.players]
        self.bets = [0] * n
        for play in hand.plays:
            if play.kind in (h.SMALL_BLIND, h.BIG_BLIND):
                assert play.seat is not None
                i = self.index[play.seat]
                self.bets[i] += play.paid
                self.stacks[i] -= play.paid
        self.out: list[str] = [f"d dh p{i + 1} {_dealt(hand, seat, 2)}"
                               for i, seat in enumerate(order)]
        self.shown = False
        self.queue: list[int] = []
        keyed = blinds[::-1] if n == 2 else blinds
        top = max(range(n), key=lambda i: (self.bets[i] * (keyed[i] > 0), i))
        self._open((top + 1) % n)

    def _open(self, opener: int) -> None:
        n = len(self.order)
        totals = sorted(self.bets[i] + self.stacks[i] for i in range(n) if self.live[i])
        second = totals[-2] if len(totals) > 1 else 0
        self.queue = [i for i in ((opener + k) % n for k in range(n))
                      if self.live[i] and self.stacks[i]
                      and min(self.stacks[i], max(0, second - self.bets[i]))]
        if len(self.queue) == 1 and self.bets[self.queue[0]] >= max(self.bets):
            self.queue = []

    def actions(self) -> list[str]:
        for play in self.hand.plays:
            if play.kind in h.FORCED:
                continue
            if play.kind == h.BOARD:
                self._close()
                self.out.append(f"d db {''.join(play.cards)}")
                self.bets = [0] * len(self.order)
                self._open(0)
                continue
            assert play.seat is not None
            self._act(play, self.index[play.seat])
        self._close()
        if sum(self.live) > 1:
            self._show()
        return self.out

    def _act(self, play: Play, i: int) -> None:
        while self.queue and self.queue[0] != i and self.bets[self.queue[0]] >= max(self.bets):
            self.out.append(f"p{self.queue[0] + 1} cc {UNASKED}")
            self.queue.pop(0)
        if not self.queue or self.queue[0] != i:
            raise Unwritable("export.reason.order")
        self.queue.pop(0)
        self.stacks[i] -= play.paid
        self.bets[i] += play.paid
        if play.kind == h.FOLD:
            self.live[i] = False
            self.out.append(f"p{i + 1} f")
        elif play.kind in (h.CHECK, h.CALL):
            self.out.append(f"p{i + 1} cc")
        else:
            self.out.append(f"p{i + 1} cbr {self.bets[i]}")
            n = len(self.order)
            self.queue = [j for j in ((i + k) % n for k in range(1, n))
                          if self.live[j] and self.stacks[j]]
        if sum(self.live) <= 1:
            self.queue = []

    def _close(self) -> None:
        """The end of a betting round: the checks PokerKit still asks, then the showdown at
        once when at most one player left has money (PokerKit shows before the run-out)."""
        for i in self.queue:
            if self.bets[i] < max(self.bets):
                raise Unwritable("export.reason.order")
            self.out.append(f"p{i + 1} cc {UNASKED}")
        self.queue = []
        with_money = sum(1 for i in range(len(self.order)) if self.live[i] and self.stacks[i])
        if sum(self.live) > 1 and with_money <= 1:
            self._show()

    def _show(self) -> None:
        if self.shown:
            return
        self.shown = True
        for seat, cards in self.hand.shown.items():
            self.out.append(f"p{self.index[seat] + 1} sm {''.join(cards)}")


# --------------------------------------------------------------------------- draw


def _draw_fields(hand: Hand, order: list[int]) -> dict[str, object]:
    index = {seat: n for n, seat in enumerate(order)}
    actions = [f"d dh p{index[seat] + 1} {_dealt(hand, seat, 5)}" for seat in order]
    new_cards: list[str] = []
    for play in hand.plays:
        if play.kind == h.ANTE or play.seat is None:
            continue
        p = f"p{index[play.seat] + 1}"
        if play.kind == h.DISCARD:
            thrown = "".join(play.cards) if play.seat == h.YOU else "??" * play.count
            actions.append(f"{p} sd {thrown}".rstrip())
            if play.count:
                drawn = "".join(play.drawn) if play.seat == h.YOU else "??" * play.count
                new_cards.append(f"d dh {p} {drawn}")
            continue
        if new_cards:  # the new cards are dealt once both have thrown theirs
            actions += new_cards
            new_cards = []
        if play.kind == h.FOLD:
            actions.append(f"{p} f")
        elif play.kind in (h.CHECK, h.CALL):
            actions.append(f"{p} cc")
        else:
            actions.append(f"{p} cbr {play.to}")
    actions += new_cards
    actions += [f"p{index[seat] + 1} sm {''.join(cards)}" for seat, cards in hand.shown.items()]
    return {"variant": DRAW_VARIANT, "antes": [hand.ante] * len(order),
            "blinds_or_straddles": [0] * len(order), "min_bet": hand.bet_step,
            "starting_stacks": [player.stack for player in hand.players],
            "actions": actions, "_max_bet": hand.max_bet, "_bet_step": hand.bet_step,
            "_max_raises": hand.max_raises, "_deck_size": hand.deck_size,
            **{f"_{name}": value for name, value in hand.options.items()},
            "_carried_pot": hand.carried_in, "_pot_carried_over": hand.carried_out}
