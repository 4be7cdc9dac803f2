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

from collections.abc import Sequence
from dataclasses import dataclass
from math import isfinite

from drawpoker.engine.core.actions import ActionKind
from drawpoker.engine.draw import Card, Event, Match, Rules, events
from drawpoker.engine.draw.view import PublicAction

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
    """Follows the events of each deal; gives its ``DealLuck`` when the deck is revealed.

    What the player paid, what he threw away and the pot at his draw are read off the match
    when the deck is revealed, not added up from the deal's first event: a deal continued
    from a save (the game closed in the middle of it) counts like any other. Before, such a
    deal was counted among the deals played but missing from the chart (issue 40: 152 deals
    charted where 153 were played). Its last events (the showdown, the pot won or carried)
    always come with the reveal, in the same batch.
    """

    def __init__(self) -> None:
        #: What was paid this deal before the match was loaded (draw saves keep no
        #: contributions, so a loaded match counts them from zero): the player's, and both.
        self.before = (0, 0)
        self._following: tuple[Match, int] | None = None
        self._reset()

    def adopt(self, match: Match, batch: Sequence[Event]) -> None:
        """``match`` was loaded in the middle of a deal and ``batch`` is its first engine
        call since: work out what was paid before the load from the deal's public actions,
        so the deal is valued as if it had been followed from its start."""
        taken = sum(isinstance(e, events.ActionTaken) for e in batch)
        actions = match.view(HUMAN).actions
        earlier = actions[:len(actions) - taken] if taken else actions
        mine, both = _paid_by(earlier)
        won = sum(e.amount for e in batch if isinstance(e, events.PotWon))
        # The pot holds what was carried in, the antes, what was bet before and since the load
        # (the contributions since), less what was won: the antes are what is left.
        antes = max(0, match.pot + won - match.carried_pot - sum(match.money.contributed) - both)
        ante = min(match.rules.ante, antes)
        self.before = (mine + ante, both + antes)
        self._following = (match, match.deal_number)

    def follows(self, match: Match) -> bool:
        """Whether this deal of ``match`` was followed (from its start, or adopted)."""
        return self._following == (match, match.deal_number)

    def _reset(self) -> None:
        self.shown: tuple[tuple[Card, ...], tuple[Card, ...]] | None = None
        self.won: int | None = None  # the pot he won, 0 when she won it
        self.pot = 0
        self.tie = False

    def feed(self, event: Event, match: Match) -> DealLuck | None:
        """One event of a batch ``match`` (after the engine call) returned."""
        if isinstance(event, events.DealStarted):
            self.before = (0, 0)
            self._following = (match, match.deal_number)
            self._reset()
        elif isinstance(event, events.Showdown):
            self.shown = event.hands
        elif isinstance(event, events.PotWon):
            self.pot = event.amount
            self.won = event.amount if event.seat == HUMAN else 0
        elif isinstance(event, events.PotCarried):
            self.tie = True
        elif isinstance(event, events.DeckRevealed):
            contributed = match.money.contributed
            mine, both = self.before
            # Both discards come between the two betting rounds: the pot at his draw is what
            # the deal took in, less the second round (the betting round still on the match).
            at_draw = both + sum(contributed) - sum(match.betting.paid)
            deal = self._settle(list(event.order), match.rules, tuple(match.hands[HUMAN]),
                                mine + contributed[HUMAN], at_draw)
            self.before = (0, 0)
            self._reset()
            return deal
        return None

    def _settle(self, order: list[Card], rules: Rules, final: tuple[Card, ...], paid: int,
                pot_at_draw: int) -> DealLuck:
        from drawpoker.ai.draw.draws import expected_value
        from drawpoker.ai.draw.knowledge import knowledge_for

        result = (self.won or 0) - paid
        knowledge = knowledge_for(rules)
        codes = tuple(card.index for card in final)
        value = knowledge.value(codes) if len(codes) == 5 else 0.0
        dealt = order[0:5]
        discards = [card for card in dealt if card not in final]  # what he threw away
        luck = 0.0
        if discards and len(codes) == 5 and all(card in dealt for card in discards):
            hand = tuple(card.index for card in dealt)
            kept = tuple(card.index for card in dealt if card not in discards)
            before = expected_value(hand, kept, knowledge.key, knowledge.scale)
            luck = (value - before) * pot_at_draw
        at_showdown = float(result)
        if self.shown is not None and not self.tie and self.won is not None:
            at_showdown = value * self.pot - paid
        # rounded to the cent as stored, so a deal read back equals the deal recorded
        return DealLuck(result, round(result - luck, 2), round(at_showdown, 2))


def _paid_by(actions: Sequence[PublicAction]) -> tuple[int, int]:
    """What the betting ``actions`` of a deal put in the pot: the player's, and both seats'
    (a bet's or raise's amount is its size, a call's the money it paid)."""
    mine = both = 0
    paid, level, betting_round = [0, 0], 0, 0
    for action in actions:
        if action.betting_round != betting_round:
            paid, level, betting_round = [0, 0], 0, action.betting_round
        seat, kind = action.seat, action.kind
        pay = 0
        if kind in (ActionKind.BET, ActionKind.RAISE):
            pay = level - paid[seat] + action.amount
        elif kind is ActionKind.CALL:
            pay = action.amount
        paid[seat] += pay
        level = max(level, paid[seat])
        both += pay
        mine += pay if seat == HUMAN else 0
    return mine, both


def trimmed(deals: list[DealLuck]) -> list[DealLuck]:
    return deals[-KEEP:]
