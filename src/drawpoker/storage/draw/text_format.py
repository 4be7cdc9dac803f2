"""Draw's text hand history (format 1): the one the game wrote before the shared event log.

The game no longer writes it, but files players already have are read and checked for ever
(``python -m drawpoker verify FILE``, ``history FILE``): one block per deal, with the shuffle's
commitment, every action, the draws (counts, and the player's own cards), the showdown and the
revealed deck order and salt. Its words are fixed English, a data format like a chess PGN.

:class:`Renderer` makes a deal's lines from the engine's events, as the game wrote them: the
verifier (:mod:`drawpoker.storage.draw.verify`) renders its replay of each deal with it, so
checking a deal is comparing two texts line by line. Files written by the game that still
wrote this format are kept as test data in ``tests/data/histories``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from drawpoker.engine.draw import (
    Bet,
    Call,
    Card,
    Discard,
    Drop,
    Event,
    Match,
    Raise,
    Wait,
    evaluate,
    events,
)
from drawpoker.storage.draw.history import HUMAN, SEAT_NAMES, cards_text

FORMAT = 1
TITLE = "drawpoker hand history"
#: Labels of lines that hold an action (the player's or the computer's).
ACTION_LABELS = ("round 1", "round 2", "draw")
#: Lines that differ between the game and a replay by design (the replay cannot know the salt
#: in advance); verify checks them against each other instead.
UNCOMPARED_LABELS = ("commitment", "salt")


@dataclass
class Renderer:
    """Turns the events of one engine call into history lines, from the player's side: her
    hand and her discards stay private unless the showdown shows them."""

    hand: tuple[Card, ...] = ()  # the player's hand as last seen
    draws_done: int = 0
    _lines: list[str] = field(default_factory=list)

    def render(self, batch: Sequence[Event], match: Match) -> list[str]:
        """The lines for ``batch``, which must be what the last engine call on ``match`` returned
        (the player's cards are read from ``match``)."""
        self._lines = []
        started = [e for e in batch if isinstance(e, events.DealStarted)]
        if started:
            self._deal_header(started[0], batch, match)
        for event in batch:
            self._event(event, match)
        return self._lines

    def _add(self, label: str, text: str) -> None:
        self._lines.append(f"{label}: {text}")

    def _deal_header(self, event: events.DealStarted, batch: Sequence[Event], match: Match) -> None:
        # Written first even when a pawn came before the deal in the engine's events, so every
        # line of a deal sits in its block.
        antes = [0, 0]
        for e in batch:
            if isinstance(e, events.AntePaid):
                antes[e.seat] += e.amount
        before = [match.stacks[seat] + antes[seat] for seat in (0, 1)]
        self._lines.append("")
        self._lines.append(f"deal {event.deal_number}")
        self._add("commitment", event.commitment)
        self._add("dealer", SEAT_NAMES[event.dealer])
        self._add(
            "stacks",
            f"you {before[0]}, computer {before[1]}, carried pot {match.carried_pot}",
        )
        self.draws_done = 0
        self.hand = ()

    def _event(self, event: Event, match: Match) -> None:
        if isinstance(event, events.AntePaid):
            self._add("ante", f"{SEAT_NAMES[event.seat]} {event.amount}")
        elif isinstance(event, events.CardsDealt):
            self.hand = match.hands[HUMAN]
            self._add("you hold", cards_text(self.hand))
        elif isinstance(event, events.ActionTaken):
            self._action(event, match)
        elif isinstance(event, events.CardsDrawn):
            self.draws_done += 1
        elif isinstance(event, events.RoundSkipped):
            self._add(f"round {event.round}", "skipped, a player has no money left")
        elif isinstance(event, events.Showdown):
            for seat in (0, 1):
                hand = event.hands[seat]
                category = evaluate(hand, match.rules).category.name.lower().replace("_", " ")
                self._add("showdown", f"{SEAT_NAMES[seat]} {cards_text(hand)}, {category}")
        elif isinstance(event, events.PotWon):
            verb = "win" if event.seat == HUMAN else "wins"
            after = ", the other dropped" if event.by_drop else ""
            self._add("pot", f"{SEAT_NAMES[event.seat]} {verb} {event.amount}{after}")
        elif isinstance(event, events.PotCarried):
            self._add("pot", f"tie, {event.amount} carried over")
        elif isinstance(event, events.DeckRevealed):
            self._add("deck", cards_text(event.order))
            self._add("salt", event.salt)
        elif isinstance(event, events.ItemPawned):
            self._add("pawn", f"item {event.item} for {event.loan}")
        elif isinstance(event, events.ItemLost):
            self._add("forfeit lost", f"item {event.item}")
        elif isinstance(event, events.ItemBoughtBack):
            self._add("buy back", f"item {event.item} for {event.repaid}")
        elif isinstance(event, events.MatchOver):
            verb = "win" if event.winner == HUMAN else "wins"
            self._add("match over", f"{SEAT_NAMES[event.winner]} {verb}, {event.reason}")

    def _action(self, event: events.ActionTaken, match: Match) -> None:
        who = SEAT_NAMES[event.seat]
        action = event.action
        if isinstance(action, Discard):
            if event.seat != HUMAN:
                count = len(action.cards)
                self._add("draw", f"{who} draws {count}" if count else f"{who} stands pat")
                return
            if not action.cards:
                self._add("draw", "you stand pat")
                return
            now = match.hands[HUMAN]
            new = [card for card in now if card not in self.hand]
            self.hand = now
            self._add("draw", f"you discard {cards_text(action.cards)}, get {cards_text(new)}")
            return
        label = "round 2" if self.draws_done >= 2 else "round 1"
        if isinstance(action, Bet):
            text = f"bet {action.amount}"
        elif isinstance(action, Raise):
            text = f"raise {action.amount}, pay {event.paid}"
        elif isinstance(action, Call):
            text = f"call, pay {event.paid}"
        elif isinstance(action, Wait):
            text = "wait"
        elif isinstance(action, Drop):
            text = "drop"
        else:  # pragma: no cover - every action kind is handled above
            text = str(action.kind)
        self._add(label, f"{who} {text}")
