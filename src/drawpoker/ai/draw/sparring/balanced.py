"""``balanced``: an equity-based player who plays the way the theory books say.

- Draws by exact expectation for the deck in use (the same exact draw arithmetic as the levels),
  with a few disguises: a kept kicker with trips, standing pat with nothing after betting.
- Before the draw: opens by position with a share of its hands, traps some strong ones, bluffs a
  few, and answers a bet by its equity against the range that bets, against the price.
- After the draw: picks a bet size first (half pot, pot or twice pot, capped by the limit), then
  bets the hands that beat the range that would call it, and bluffs with the bottom of its own
  range so that bluffs are about bet/(pot+2 bet) of what it bets; it calls a bet when its equity
  against the betting range (value plus that share of bluffs) beats the price.

Everything is read from the view: its own cards, the public actions and the draw counts. The
``exploiter`` and the other sparring players are this player with other assumptions.
"""

from __future__ import annotations

from drawpoker.ai.draw.players import BasePlayer, discard_all_but, hand_codes
from drawpoker.ai.draw.reading import legal_kinds
from drawpoker.ai.draw.sparring.lines import Line, lines
from drawpoker.ai.draw.sparring.ranges import (
    EVERY_HAND,
    Range,
    RangeModel,
    ValueDist,
    mixture,
    range_model,
    top_range,
)
from drawpoker.engine.core.actions import ActionKind, Bet, Call, LegalAction, Raise
from drawpoker.engine.draw.actions import Action, Drop, Wait
from drawpoker.engine.draw.phase import Phase
from drawpoker.engine.draw.view import PlayerView


class Balanced(BasePlayer):
    name = "balanced"

    # before the draw, as percentiles of dealt hands
    open_first = 0.30  # share of hands opened first to act
    trap_first = 0.20  # share of those strong hands that wait to check-raise instead
    open_second = 0.40  # share bet after a wait
    bluff_open = 0.10  # chance to bet a hand from the bottom third anyway
    raise_equity = 0.62  # equity against the betting range needed to raise
    call_margin = -0.06  # equity above the price needed to call before the draw (the draw and
    # the second round pay back some of it: the caller keeps his whole draw)
    bluff_raise = 0.03
    # what a bet before the draw is assumed to hold: the best share of hands, the rest thinly
    his_open_share = 0.32
    his_open_rest = 0.12
    # after the draw
    sizes: tuple[tuple[float, float], ...] = (
        (0.5, 0.3),
        (1.0, 0.45),
        (2.0, 0.25),
    )  # (pot share, chance)
    value_edge = 0.55  # equity against the calling range needed to bet for value
    # what his bets after the draw are assumed to hold: his best share (less for big bets) and
    # this fraction of the theoretical bluff share
    his_value_share = 0.38
    his_size_tell = 0.3
    his_bluffs = 0.5
    snow = 0.3  # chance to stand pat with nothing after betting before the draw
    kicker_with_trips = 0.2
    max_raises = 3

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)

    def model(self, view: PlayerView) -> RangeModel:
        return range_model(view.rules)

    # ---- the draw

    def draw(self, view: PlayerView) -> Action:
        knowledge = self.knowledge(view)
        codes = hand_codes(view)
        hand_class = knowledge.hand_class(codes)
        mine, _ = self.lines(view)
        keep = knowledge.best_draw(codes)[1]
        if hand_class.name == "bust" and mine.aggressive1 and self.rng.random() < self.snow:
            keep = codes
        elif hand_class.name == "trips" and self.rng.random() < self.kicker_with_trips:
            keep = hand_class.keeps.get(1, keep)
        return discard_all_but(view, keep)

    # ---- betting

    def lines(self, view: PlayerView) -> tuple[Line, Line]:
        both = lines(view.actions, view.rules.ante)
        return both[view.seat], both[view.other]

    def bet(self, view: PlayerView) -> Action:
        if view.phase is Phase.BET1:
            return self.before_draw(view)
        return self.after_draw(view)

    def percentile(self, view: PlayerView) -> float:
        value = self.knowledge(view).hand_class(hand_codes(view)).value
        return self.model(view).percentile(value)

    def before_draw(self, view: PlayerView) -> Action:
        legal = legal_kinds(view)
        p = self.percentile(view)
        if view.to_call == 0:
            if ActionKind.CHECK in legal:  # first to act
                if p >= 1 - self.open_first:
                    if self.rng.random() < self.trap_first:
                        return Wait()
                    return self.open_bet(view, legal)
                if p < 0.33 and self.rng.random() < self.bluff_open:
                    return self.open_bet(view, legal)
                return Wait()
            if p >= 1 - self.open_second or (p < 0.33 and self.rng.random() < self.bluff_open):
                return self.open_bet(view, legal)
            return Call()
        return self.facing_bet_before_draw(view, legal, p)

    def open_bet(self, view: PlayerView, legal: dict[str, LegalAction]) -> Action:
        chosen = legal.get(ActionKind.BET)
        if chosen is None:
            return Call() if ActionKind.CALL in legal else Wait()
        return Bet(self.amount(view, chosen, self.pick_size(view)))

    def his_dealt_range(self, view: PlayerView, his: Line) -> Range:
        """What his dealt hand can be, from his line before the draw (sound-player habits)."""
        if his.aggressive1 >= 2:
            return top_range(self.his_open_share * 0.4, self.his_open_rest * 0.5)
        if his.aggressive1 == 1:
            return top_range(self.his_open_share, self.his_open_rest)
        if his.called1:
            return ((0.0, 0.35, 0.15), (0.35, 0.85, 1.0), (0.85, 1.0, 0.5))
        if his.waited1 or his.drew is not None:
            return ((0.0, 0.7, 1.0), (0.7, 1.0, 0.35))
        return EVERY_HAND

    def my_dealt_range(self, view: PlayerView, mine: Line) -> Range:
        return self.his_dealt_range(view, mine)

    def facing_bet_before_draw(
        self, view: PlayerView, legal: dict[str, LegalAction], p: float
    ) -> Action:
        model = self.model(view)
        _, his = self.lines(view)
        codes = hand_codes(view)
        keep = self.knowledge(view).best_draw(codes)[1]
        equity = model.my_draw(codes, keep).against(
            model.after_draw(self.his_dealt_range(view, his), None)
        )
        price = view.to_call / (view.pot + view.to_call)
        raise_legal = legal.get(ActionKind.RAISE)
        if raise_legal is not None and view.raises_this_round < self.max_raises:
            if equity >= self.raise_equity and self.rng.random() < 0.85:
                return Raise(self.amount(view, raise_legal, self.pick_size(view)))
            if p < 0.25 and self.rng.random() < self.bluff_raise:
                return Raise(self.amount(view, raise_legal, self.pick_size(view)))
        if equity >= price + self.call_margin:
            return Call()
        return Drop()

    # ---- after the draw

    def ranges_after_draw(self, view: PlayerView) -> tuple[ValueDist, ValueDist]:
        """(my range, his range) of final values, from both lines and draw counts."""
        model = self.model(view)
        mine, his = self.lines(view)
        return (
            model.after_draw(self.my_dealt_range(view, mine), mine.drew),
            model.after_draw(self.his_dealt_range(view, his), his.drew),
        )

    def after_draw(self, view: PlayerView) -> Action:
        legal = legal_kinds(view)
        value = self.knowledge(view).value(hand_codes(view))
        my_range, his_range = self.ranges_after_draw(view)
        if view.to_call == 0:
            return self.first_after_draw(view, legal, value, my_range, his_range)
        return self.facing_bet_after_draw(view, legal, value, his_range)

    def call_share(self, view: PlayerView, bet: int, pot: int) -> float:
        """Share of his range that calls a bet of ``bet`` into ``pot`` (sound: pot odds)."""
        return pot / (pot + bet)

    def bluff_share(self, view: PlayerView, bet: int, pot: int) -> float:
        """Share of bluffs in my bets of this size: the share that makes his call break even."""
        return bet / (pot + 2 * bet)

    def first_after_draw(
        self,
        view: PlayerView,
        legal: dict[str, LegalAction],
        value: float,
        my_range: ValueDist,
        his_range: ValueDist,
    ) -> Action:
        chosen = legal.get(ActionKind.BET)
        if chosen is None:
            return Call()
        bet = self.amount(view, chosen, self.pick_size(view))
        pot = view.pot
        callers = his_range.top(self.call_share(view, bet, pot))
        if callers.below(value) >= self.value_edge:
            return Bet(bet)
        # bluff with the bottom of my range, as much as the size allows
        threshold = callers.quantile(self.value_edge)
        value_mass = 1 - my_range.below(threshold)
        alpha = self.bluff_share(view, bet, pot)
        bluff_mass = value_mass * alpha / max(1 - alpha, 1e-6)
        if my_range.below(value) < bluff_mass and his_range.below(value) < 0.4:
            return Bet(bet)
        return Call()

    def his_bet_range(self, view: PlayerView, his_range: ValueDist, his: Line) -> ValueDist:
        """What he bets or raises with after the draw: his best hands and a share of bluffs."""
        amount, pot = his.sizes2[-1] if his.sizes2 else (view.to_call, view.pot - view.to_call)
        ratio = amount / max(pot, 1)
        value_share = self.his_value_share * 0.5 ** max(his.aggressive2 - 1, 0)
        value_share /= 1 + self.his_size_tell * max(ratio - 1, 0)
        alpha = self.his_bluffs * amount / (pot + 2 * amount) if pot + amount > 0 else 0.3
        alpha *= 0.6 ** max(his.aggressive2 - 1, 0)
        return mixture([(1 - alpha, his_range.top(value_share)), (alpha, his_range.bottom(0.3))])

    def facing_bet_after_draw(
        self,
        view: PlayerView,
        legal: dict[str, LegalAction],
        value: float,
        his_range: ValueDist,
    ) -> Action:
        _, his = self.lines(view)
        betting = self.his_bet_range(view, his_range, his)
        equity = betting.below(value)
        price = view.to_call / (view.pot + view.to_call)
        raise_legal = legal.get(ActionKind.RAISE)
        if raise_legal is not None and view.raises_this_round < self.max_raises:
            bet = self.amount(view, raise_legal, self.pick_size(view))
            pot = view.pot + view.to_call
            # raise for value when ahead of the hands that would call the raise
            callers = betting.top(self.call_share(view, bet, pot) * 0.8)
            if callers.below(value) >= self.value_edge + 0.05:
                return Raise(bet)
        if equity >= price:
            return Call()
        return Drop()

    # ---- sizes

    def pick_size(self, view: PlayerView) -> float:
        roll = self.rng.random()
        for share, chance in self.sizes:
            if roll < chance:
                return share
            roll -= chance
        return self.sizes[-1][0]

    def amount(self, view: PlayerView, legal: LegalAction, share: float) -> int:
        """``share`` of the pot after calling, in bet units, within the allowed amounts."""
        pot = view.pot + view.to_call
        unit = legal.step or 1
        wanted = round(pot * share / unit) * unit
        return max(legal.min_amount, min(legal.max_amount, wanted))
