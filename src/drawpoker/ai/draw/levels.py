"""The ``easy`` and ``normal`` opponents: honest, readable, and weaker in ways a player can notice.

Both see only their own view and play by hand value (equity against a typical final hand). Their
weaknesses are deliberate and visible at the table:

- ``normal`` draws by the book, calls too often, sizes its value bets by strength (a maximum bet
  means a very strong hand) and bluffs in one predictable spot: first to act after the draw,
  with nothing, when the other player drew three or more.
- ``easy`` calls almost anything, bets small when it is strong and bets the maximum when it
  bluffs, and keeps a kicker with a pair half the time (a worse draw).
"""

from __future__ import annotations

from collections.abc import Mapping

from drawpoker.ai.draw.players import BasePlayer, discard_all_but, hand_codes, pot_size
from drawpoker.ai.draw.reading import legal_kinds, passive
from drawpoker.engine.core.actions import ActionKind, Bet, LegalAction, Raise
from drawpoker.engine.draw.actions import Action, Drop
from drawpoker.engine.draw.phase import Phase
from drawpoker.engine.draw.view import PlayerView


class ThresholdPlayer(BasePlayer):
    """Bets, calls and raises by fixed value thresholds; subclasses set them."""

    # before the draw (value of the textbook draw)
    open_at = 0.70  # bet when nobody has
    call1_at = 0.45  # call a bet
    raise1_at = 0.82  # raise a bet
    # after the draw (value of the final hand)
    bet2_at = 0.78
    call2_at = 0.50
    raise2_at = 0.90
    max_raises = 2
    bluff_rate = 0.0  # how often she takes her bluffing spot (each level has its own spot)

    #: The knobs a playing style may set (a roster character's ``style.tuning``).
    KNOBS = ("open_at", "call1_at", "raise1_at", "bet2_at", "call2_at", "raise2_at",
             "max_raises", "bluff_rate")

    def tune(self, tuning: Mapping[str, float]) -> None:
        """Set this player's own thresholds from a playing style (plain values, checked by
        whoever read them); an unknown knob is a mistake, not something to ignore."""
        for knob, value in tuning.items():
            if knob not in self.KNOBS:
                raise ValueError(f"unknown tuning knob {knob!r}; knobs: {', '.join(self.KNOBS)}")
            setattr(self, knob, int(value) if knob == "max_raises" else float(value))

    def bet(self, view: PlayerView) -> Action:
        codes = hand_codes(view)
        knowledge = self.knowledge(view)
        if view.phase is Phase.BET1:
            value = knowledge.hand_class(codes).value
            open_at, call_at, raise_at = self.open_at, self.call1_at, self.raise1_at
        else:
            value = knowledge.value(codes)
            open_at, call_at, raise_at = self.bet2_at, self.call2_at, self.raise2_at
        legal = legal_kinds(view)
        if ActionKind.BET in legal:
            if value >= open_at:
                return Bet(self.size(view, legal[ActionKind.BET], value))
            bluff = self.bluff(view, value)
            if bluff is not None:
                return bluff
            return passive(view)
        if view.to_call == 0:
            return passive(view)
        if (
            ActionKind.RAISE in legal
            and value >= raise_at
            and view.raises_this_round < self.max_raises
        ):
            return Raise(self.size(view, legal[ActionKind.RAISE], value))
        if value >= call_at:
            return passive(view)
        return Drop()

    def size(self, view: PlayerView, legal: LegalAction, value: float) -> int:
        return pot_size(view, legal)

    def bluff(self, view: PlayerView, value: float) -> Action | None:
        return None


class Normal(ThresholdPlayer):
    name = "normal"
    bluff_rate = 0.6

    def size(self, view: PlayerView, legal: LegalAction, value: float) -> int:
        # a tell: the stronger the hand, the bigger the bet
        if value >= 0.95:
            return legal.max_amount
        return pot_size(view, legal)

    def bluff(self, view: PlayerView, value: float) -> Action | None:
        other_drew = view.drawn[view.other]
        if (
            view.phase is Phase.BET2
            and value < 0.2
            and other_drew is not None
            and other_drew >= 3
            and self.rng.random() < self.bluff_rate
        ):
            bet = legal_kinds(view)[ActionKind.BET]
            return Bet(pot_size(view, bet))
        return None


class Easy(ThresholdPlayer):
    name = "easy"
    open_at = 0.80
    call1_at = 0.30
    raise1_at = 0.92
    bet2_at = 0.74
    call2_at = 0.30
    raise2_at = 0.95
    max_raises = 1
    bluff_rate = 0.4

    def draw(self, view: PlayerView) -> Action:
        hand_class = self.knowledge(view).hand_class(hand_codes(view))
        if hand_class.name == "pair" and self.rng.random() < 0.5:
            return discard_all_but(view, hand_class.keeps[2])
        return self.textbook_draw(view)

    def size(self, view: PlayerView, legal: LegalAction, value: float) -> int:
        return legal.min_amount  # strong hands bet small

    def bluff(self, view: PlayerView, value: float) -> Action | None:
        if view.phase is Phase.BET2 and value < 0.2 and self.rng.random() < self.bluff_rate:
            return Bet(legal_kinds(view)[ActionKind.BET].max_amount)  # bluffs bet big
        return None
