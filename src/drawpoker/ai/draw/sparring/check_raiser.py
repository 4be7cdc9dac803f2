"""``check-raiser``: waits with its strong hands to raise, and bets odd amounts.

First to act before the draw it waits with most of its best hands and raises when the other
player bets into it (less often against a player who seldom bets after a wait); it waits with a
few weak hands too and raises those as bluffs. Its bets and raises are odd multiples of the bet
unit ($5, $15, $35, $45 with the classic limits), sizes no solver's grid holds, chosen at random
(about half the pot, the pot, twice the pot, then one unit up or down) and never by hand
strength. Otherwise it plays like ``balanced``.
"""

from __future__ import annotations

from drawpoker.ai.draw.players import hand_codes
from drawpoker.ai.draw.sparring.balanced import Balanced
from drawpoker.ai.draw.sparring.tendencies import Tendencies
from drawpoker.engine.core.actions import ActionKind, Call, LegalAction, Raise
from drawpoker.engine.draw.actions import Action, Wait
from drawpoker.engine.draw.view import PlayerView


class CheckRaiser(Balanced):
    name = "check-raiser"

    sizes = ((0.5, 0.35), (1.0, 0.4), (2.0, 0.25))  # then moved to an odd amount
    trap = 0.6  # share of the strong hands that wait to raise
    bluff_trap = 0.08  # share of the weakest hands that wait to raise as a bluff
    bluff_raise_follow = 0.6  # how often such a planned bluff is raised when he bets

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self._planned: tuple[int, tuple[int, ...]] | None = None
        self.tendencies = Tendencies()

    def observe(self, view: PlayerView) -> None:
        self.tendencies.update(view, self.knowledge(view))

    def choose(self, view: PlayerView) -> Action:
        self.tendencies.update(view, self.knowledge(view))
        return super().choose(view)

    def trap_share(self) -> float:
        """Waiting pays only against a player who bets when given the chance: trap less
        against one who seldom does (a good human notices that much)."""
        bets = self.tendencies.open_rate(1, "second", 0.4)
        return self.trap * min(max(bets / 0.4, 0.25), 1.0)

    def before_draw(self, view: PlayerView) -> Action:
        legal = {legal.kind: legal for legal in view.legal_actions}
        p = self.percentile(view)
        deal = (view.deal_number, tuple(sorted(hand_codes(view))))
        if view.to_call == 0 and ActionKind.CHECK in legal:
            if p >= 1 - self.open_first and self.rng.random() < self.trap_share():
                return Wait()
            if p < 0.3 and self.rng.random() < self.bluff_trap:
                self._planned = deal
                return Wait()
            if p >= 1 - self.open_first:
                return self.open_bet(view, legal)
            return Wait()
        mine, _ = self.lines(view)
        chosen = legal.get(ActionKind.RAISE)
        if view.to_call > 0 and mine.waited1 and chosen is not None and not mine.aggressive1:
            if p >= 1 - self.open_first:
                return Raise(self.amount(view, chosen, self.pick_size(view)))
            if self._planned == deal and self.rng.random() < self.bluff_raise_follow:
                return Raise(self.amount(view, chosen, self.pick_size(view)))
        return super().before_draw(view)

    def amount(self, view: PlayerView, legal: LegalAction, share: float) -> int:
        """The wanted share of the pot, moved to an odd multiple of the bet unit."""
        wanted = super().amount(view, legal, share)
        unit = legal.step or 1
        if (wanted // unit) % 2 == 0:
            up, down = wanted + unit, wanted - unit
            options = [a for a in (up, down) if legal.min_amount <= a <= legal.max_amount]
            if options:
                wanted = self.rng.choice(options)
        return wanted

    def open_bet(self, view: PlayerView, legal: dict[str, LegalAction]) -> Action:
        if ActionKind.BET not in legal:
            return Call()
        return super().open_bet(view, legal)
