"""Luck or play: per deal, the player's result next to what his cards were expected to win.

Values are equities against a typical final hand (the scale the computer players use).

- *at the draw*: his result less the luck of his draw, which is the pot at his draw times the
  change of his hand's value from before the draw (the exact average over every draw for the
  cards he kept) to after it (the hand he got). Its average is zero whatever he does after the
  draw, so the gap between the two lines is luck and nothing else. A deal without a draw
  (dropped before it, stood pat) has no draw luck.
- *from the final hand*: for a showdown (not a tie), his final hand's value times the pot, less
  what he put in; otherwise the result. Against a typical hand: when she shows down hands
  stronger than typical (she calls and bets the good ones), this line runs above the result.

Both read the events of the deal and the revealed deck order, after the deal is over.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import isfinite

from drawpoker.engine.core.actions import Discard
from drawpoker.engine.draw import Card, Event, Rules, events

HUMAN = 0
#: Deals kept in the statistics file (the oldest go first).
KEEP = 5000


@dataclass(frozen=True, slots=True)
class DealLuck:
    result: int  # what the player won or lost this deal
    at_draw: float  # the result less the luck of his draw
    at_showdown: float  # expected from his final hand's value

    def to_list(self) -> list[float]:
        return [self.result, round(self.at_draw, 2), round(self.at_showdown, 2)]

    @classmethod
    def from_list(cls, raw: object) -> DealLuck:
        if not isinstance(raw, list) or len(raw) != 3 or type(raw[0]) is not int or not all(
                type(v) in (int, float) and isfinite(v) and abs(v) <= 10**9 for v in raw):
            raise ValueError(f"a deal's luck must be [result, at_draw, at_showdown], got {raw!r}")
        return cls(raw[0], float(raw[1]), float(raw[2]))


class LuckTracker:
    """Follows the events of each deal; gives its ``DealLuck`` when the deck is revealed."""

    def __init__(self) -> None:
        self._started = False
        self._reset()

    def _reset(self) -> None:
        self.paid = 0
        self.in_pot = 0  # money both put in this deal so far
        self.pot_at_draw = 0
        self.discards: list[Card] | None = None
        self.shown: tuple[tuple[Card, ...], tuple[Card, ...]] | None = None
        self.won: int | None = None  # the pot he won, 0 when she won it
        self.pot = 0
        self.tie = False

    def feed(self, event: Event, rules: Rules, final: tuple[Card, ...]) -> DealLuck | None:
        """One event; ``final`` is the player's hand as it is now (read at the deal's end)."""
        if isinstance(event, events.DealStarted):
            self._started = True
            self._reset()
        elif not self._started:
            return None  # a deal already under way when the game started: not followed
        elif isinstance(event, events.AntePaid):
            self.in_pot += event.amount
            self.paid += event.amount if event.seat == HUMAN else 0
        elif isinstance(event, events.ActionTaken):
            self.in_pot += event.paid
            if event.seat == HUMAN:
                self.paid += event.paid
                if isinstance(event.action, Discard):
                    self.discards = list(event.action.cards)
                    self.pot_at_draw = self.in_pot
        elif isinstance(event, events.Showdown):
            self.shown = event.hands
        elif isinstance(event, events.PotWon):
            self.pot = event.amount
            self.won = event.amount if event.seat == HUMAN else 0
        elif isinstance(event, events.PotCarried):
            self.tie = True
        elif isinstance(event, events.DeckRevealed):
            self._started = False
            return self._settle(list(event.order), rules, final)
        return None

    def _settle(self, order: list[Card], rules: Rules, final: tuple[Card, ...]) -> DealLuck:
        from drawpoker.ai.draw.draws import expected_value
        from drawpoker.ai.draw.knowledge import knowledge_for

        result = (self.won or 0) - self.paid
        knowledge = knowledge_for(rules)
        codes = tuple(card.index for card in final)
        value = knowledge.value(codes) if len(codes) == 5 else 0.0
        dealt = order[0:5]
        discards = self.discards or []
        luck = 0.0
        if discards and len(codes) == 5 and all(card in dealt for card in discards):
            hand = tuple(card.index for card in dealt)
            kept = tuple(card.index for card in dealt if card not in discards)
            before = expected_value(hand, kept, knowledge.key, knowledge.scale)
            luck = (value - before) * self.pot_at_draw
        at_showdown = float(result)
        if self.shown is not None and not self.tie and self.won is not None:
            at_showdown = value * self.pot - self.paid
        # rounded to the cent as stored, so a deal read back equals the deal recorded
        return DealLuck(result, round(result - luck, 2), round(at_showdown, 2))


def trimmed(deals: list[DealLuck]) -> list[DealLuck]:
    return deals[-KEEP:]
