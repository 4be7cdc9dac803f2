"""What ``hard`` learns about the other player, from the public records of earlier deals.

Only ``view.history`` is read (what both players saw: actions, draw counts, hands shown down),
plus the current deal's public actions. Tracked per betting round: how often the other player
folds to a bet, bets when nobody has, raises a bet; at showdowns, how strong the hands he bet
with turned out to be (his bluffs), and what each of his draw counts turned out to be.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field

from drawpoker.ai.draw.knowledge import Knowledge
from drawpoker.ai.rate import shrunk
from drawpoker.engine.core.actions import ActionKind
from drawpoker.engine.draw.view import DealRecord, PlayerView


@dataclass(slots=True)
class Tendency:
    """Counts of one kind of decision: how often it came up and what he did."""

    chances: float = 0
    taken: float = 0

    def fade(self, factor: float) -> None:
        self.chances *= factor
        self.taken *= factor

    def rate(self, prior: float, weight: float = 8.0) -> float:
        """The observed rate, pulled toward ``prior`` while there are few chances."""
        return shrunk(self.taken, self.chances, prior, weight)


# shown-down hands remembered per kind: recent ones only, so she follows a player who changes
# style, and every decision stays quick however long the session
MEMORY = 120


# his folds to her bets after the draw fade by this at each new one (about the last 50 count):
# a player who answers her bets by what she showed changes them as she changes hers
FOLD_FADE = 0.98


def _recent() -> deque[float]:
    return deque(maxlen=MEMORY)


@dataclass(slots=True)
class OpponentModel:
    deals: int = 0
    folds_to_bet: list[Tendency] = field(default_factory=lambda: [Tendency(), Tendency()])
    raises_a_bet: list[Tendency] = field(default_factory=lambda: [Tendency(), Tendency()])
    opens: list[Tendency] = field(default_factory=lambda: [Tendency(), Tendency()])
    # before the draw, his opens after I waited: what a strong hand that waits can raise
    opens_after_wait: Tendency = field(default_factory=Tendency)
    # final-hand values he showed down after betting or raising in round two, and after not
    aggressive_shown: deque[float] = field(default_factory=_recent)
    passive_shown: deque[float] = field(default_factory=_recent)
    # final-hand values shown down, by his draw count (0..5)
    by_draw: dict[int, deque[float]] = field(default_factory=dict)
    # round two, by bet size class ("min", "half", "pot" or "max"): his folds to my bets, the
    # hands he called my bets with, the hands he bet with
    folds_by_size: dict[str, Tendency] = field(default_factory=dict)
    called_with: dict[str, deque[float]] = field(default_factory=dict)
    bet_with: dict[str, deque[float]] = field(default_factory=dict)
    # the same, split by how many cards he drew: a pat hand that bets may be made or a snow
    bet_after_draw: dict[tuple[str, int], deque[float]] = field(default_factory=dict)
    # and split by how many cards I drew (some bluff exactly when I drew many)
    bet_after_my_draw: dict[tuple[str, int], deque[float]] = field(default_factory=dict)
    _seen: int = 0

    def update(self, view: PlayerView, knowledge: Knowledge) -> None:
        """Learn from every record in the view not learned from yet (a new match starts over)."""
        history = view.history
        if len(history) < self._seen:
            self._seen = 0
        for record in history[self._seen :]:
            self._learn(record, 1 - view.seat, knowledge)
        self._seen = len(history)

    def _learn(self, record: DealRecord, other: int, knowledge: Knowledge) -> None:
        self.deals += 1
        paid = [0, 0]
        pot = 2 * knowledge.rules.ante  # before this deal's bets (a carried pot left out)
        current_round = 1
        aggressive_late = False
        drew: int | None = None
        i_drew: int | None = None
        max_bet = knowledge.rules.max_bet
        my_size = ""  # size class of my last bet or raise in round two
        his_size = ""  # size class of his last bet or raise in round two
        his_call = ""  # size class of my bet that he called in round two
        for position, action in enumerate(record.actions):
            if action.betting_round == 0:
                if action.seat == other:
                    drew = action.amount
                else:
                    i_drew = action.amount
                continue
            if action.betting_round != current_round:
                current_round = action.betting_round
                paid = [0, 0]
            index = current_round - 1
            owed = paid[1 - action.seat] - paid[action.seat]
            pot_before = pot + max(owed, 0)
            if action.seat == other:
                if owed > 0:
                    self.folds_to_bet[index].chances += 1
                    self.folds_to_bet[index].taken += action.kind == ActionKind.FOLD
                    self.raises_a_bet[index].chances += 1
                    self.raises_a_bet[index].taken += action.kind == ActionKind.RAISE
                else:
                    self.opens[index].chances += 1
                    self.opens[index].taken += action.kind == ActionKind.BET
                    # round one opens the record: an open chance after its first action
                    # comes after her wait
                    if index == 0 and position > 0:
                        self.opens_after_wait.chances += 1
                        self.opens_after_wait.taken += action.kind == ActionKind.BET
                if current_round == 2 and action.kind in (ActionKind.BET, ActionKind.RAISE):
                    aggressive_late = True
                    his_size = size_class(action.amount, max_bet, pot_before)
                if current_round == 2 and owed > 0 and my_size:
                    for faded in self.folds_by_size.values():
                        faded.fade(FOLD_FADE)
                    tendency = self.folds_by_size.setdefault(my_size, Tendency())
                    tendency.chances += 1
                    tendency.taken += action.kind == ActionKind.FOLD
                    if action.kind == ActionKind.CALL:
                        his_call = my_size
            elif current_round == 2 and action.kind in (ActionKind.BET, ActionKind.RAISE):
                my_size = size_class(action.amount, max_bet, pot_before)
            put = 0
            if action.kind == ActionKind.BET:
                put = action.amount
            elif action.kind == ActionKind.RAISE:
                put = owed + action.amount
            elif action.kind == ActionKind.CALL:
                put = max(owed, 0)
            paid[action.seat] += put
            pot += put
        if record.shown is not None:
            value = knowledge.value(tuple(card.index for card in record.shown[other]))
            (self.aggressive_shown if aggressive_late else self.passive_shown).append(value)
            if his_size:
                self.bet_with.setdefault(his_size, _recent()).append(value)
                if drew is not None:
                    key = (his_size, draw_group(drew))
                    self.bet_after_draw.setdefault(key, _recent()).append(value)
                if i_drew is not None:
                    key = (his_size, draw_group(i_drew))
                    self.bet_after_my_draw.setdefault(key, _recent()).append(value)
            if his_call:
                self.called_with.setdefault(his_call, _recent()).append(value)
            if drew is not None:
                self.by_draw.setdefault(drew, _recent()).append(value)

    def fold_rate_to(self, size: str) -> float:
        """How often he folds to my round-two bets of this size class."""
        return self.folds_by_size.get(size, Tendency()).rate(self.fold_rate(2), weight=6.0)

    def fold_rate(self, betting_round: int) -> float:
        """How often he gives up to a bet (a balanced player: about a third)."""
        both = Tendency(
            sum(t.chances for t in self.folds_to_bet), sum(t.taken for t in self.folds_to_bet)
        )
        own = self.folds_to_bet[betting_round - 1]
        # the round's own rate, with the overall rate as its prior
        return own.rate(both.rate(0.35))

    def decisions(self) -> int:
        return round(sum(t.chances for t in self.opens) + sum(t.chances for t in self.folds_to_bet))

    def bluff_share(self) -> float:
        """Share of his shown-down round-two bets that were weak (below a typical final hand)."""
        weak = sum(1 for value in self.aggressive_shown if value < 0.5)
        return Tendency(len(self.aggressive_shown), weak).rate(0.2, weight=6.0)

    def equity_against(
        self, value: float, shown: Iterable[float], prior: tuple[float, ...]
    ) -> tuple[float, int]:
        """Chance that ``value`` beats a hand like those in ``shown`` (plus prior pseudo-hands),
        and how many real hands that estimate rests on."""
        hands = [*shown, *prior]
        beaten = sum(1.0 if v < value else 0.5 if v == value else 0.0 for v in hands)
        return beaten / len(hands), len(hands) - len(prior)


def size_class(amount: int, max_bet: int, pot: int) -> str:
    """A bet is "max" when it is at least three quarters of the limit; else by its share of the
    pot (after calling): "min" up to a third, "half" up to three quarters, "pot" above."""
    if amount * 4 >= max_bet * 3:
        return "max"
    if amount * 3 <= pot:
        return "min"
    return "half" if amount * 4 <= pot * 3 else "pot"


def draw_group(count: int) -> int:
    """Draw counts that say the same about a hand: stood pat, drew one or two, drew more."""
    return 0 if count == 0 else 1 if count <= 2 else 3
