"""``counter``: a second adaptive player, built unlike ``exploiter`` so a read that fits one
sparring partner is not mistaken for one that pays against adaptive play in general.

``exploiter`` keeps windows of the last 200 shown hands per bet size (three sizes) and leaves
balanced play only past a fixed fold-rate gate. ``counter`` instead keeps *faded Beta counts*
(each new observation of a kind weighs the older ones by ``FADE``, so about the last 70 count)
with priors at sound-play rates, and acts on a posterior in proportion to how much it rests on:

- her bets after the draw, by their *showdown strength*: the share of the bets shown down that
  were weak (below 0.5), per bet size (two sizes: under 0.7 of the pot, or more) and per her
  draw (stood pat or drew), each pulled toward the size's overall share; facing a bet it calls
  by its equity against that mix of bluffs and the value hands she showed;
- her draw counts as a range signal: a pat hand that bets is judged by how often her pat
  hands were weak at showdown, apart from the hands that drew;
- her answers to its bets: folds per round and size, and raises after she waited (her traps);
  after the draw it chooses between checking and two sizes by expected winnings, with the
  chance of taking that choice over balanced play growing with the evidence (``TRUST``);
- before the draw it bets after her wait only with hands that stand a raise once she
  check-raises often, steals the antes from a frequent folder, folds more to the raises of a
  player who rarely raises, and calls wider against one who opens most of her hands.

Public view only: the view's own cards, the actions, the draw counts and the hands shown down.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from drawpoker.ai.draw.knowledge import Knowledge
from drawpoker.ai.draw.sparring.balanced import Balanced
from drawpoker.ai.draw.sparring.ranges import ValueDist
from drawpoker.ai.rate import shrunk
from drawpoker.engine.core.actions import ActionKind, Bet, Call, LegalAction, Raise
from drawpoker.engine.draw.actions import Action, Drop, Wait
from drawpoker.engine.draw.view import DealRecord, PlayerView

FADE = 0.985  # each new observation of a kind fades the older ones
WEAK = 0.5  # a shown final value below this was a bluff (or a give-up hand that bet)
MEMORY = 80  # shown values kept per kind
TRUST = 25.0  # faded observations at which the evidence decides half of the time


def size_of(amount: int, pot: int) -> str:
    """Two sizes only: small (under 0.7 of the pot before it) and large."""
    return "small" if amount < 0.7 * max(pot, 1) else "large"


@dataclass(slots=True)
class Beta:
    """A faded yes/no count with a Beta prior (``a`` yes, ``b`` no pseudo-counts)."""

    a: float
    b: float
    yes: float = 0.0
    no: float = 0.0

    def add(self, hit: bool) -> None:
        self.yes *= FADE
        self.no *= FADE
        if hit:
            self.yes += 1
        else:
            self.no += 1

    @property
    def seen(self) -> float:
        return self.yes + self.no

    def mean(self) -> float:
        return (self.yes + self.a) / (self.seen + self.a + self.b)

    def under(self, prior_mean: float, strength: float) -> float:
        """The posterior mean under another prior: ``strength`` pseudo-counts at ``prior_mean``."""
        return shrunk(self.yes, self.seen, prior_mean, strength)


def _values() -> deque[float]:
    return deque(maxlen=MEMORY)


@dataclass(slots=True)
class Notes:
    """What ``counter`` counts about the other player from the public records."""

    deals: int = 0
    folds: dict[tuple[int, str], Beta] = field(default_factory=dict)
    # she waited, it bet: did she raise? per round
    trap: dict[int, Beta] = field(default_factory=dict)
    # her raises of its bets per round (a rare raiser's raise is strong)
    raises: dict[int, Beta] = field(default_factory=dict)
    # her opens before the draw (bets when nobody had bet)
    opens: Beta = field(default_factory=lambda: Beta(3.0, 7.0))
    # round-two bets and raises shown down: weak or not, by size and by (size, stood pat)
    weak_bets: dict[str, Beta] = field(default_factory=dict)
    weak_bets_by_draw: dict[tuple[str, bool], Beta] = field(default_factory=dict)
    strong_values: dict[str, deque[float]] = field(default_factory=dict)
    weak_values: deque[float] = field(default_factory=_values)
    called_values: dict[str, deque[float]] = field(default_factory=dict)
    _seen: int = 0

    def update(self, view: PlayerView, knowledge: Knowledge) -> None:
        """Count every record not counted yet (a shorter history: a new match)."""
        history = view.history
        if len(history) < self._seen:
            self._seen = 0
        for record in history[self._seen :]:
            self._count(record, view.other, view.rules.ante, knowledge)
        self._seen = len(history)

    def fold(self, betting_round: int, size: str) -> Beta:
        prior = (1.5, 3.5) if betting_round == 1 else (2.0, 2.5)
        return self.folds.setdefault((betting_round, size), Beta(*prior))

    def _count(self, record: DealRecord, her: int, ante: int, knowledge: Knowledge) -> None:
        self.deals += 1
        pot = 2 * ante
        paid = [0, 0]
        current = 1
        waited = [False, False, False]  # by round: she waited (checked) before its bet
        facing = ""  # size of its bet or raise she faces
        her_size = ""  # size of her last round-two bet or raise
        called = ""  # size of its round-two bet she called
        pat = False
        for action in record.actions:
            kind = action.kind
            if action.betting_round == 0:
                if action.seat == her:
                    pat = action.amount == 0
                continue
            if action.betting_round != current:
                current, paid, facing = action.betting_round, [0, 0], ""
            owed = paid[1 - action.seat] - paid[action.seat]
            if action.seat == her:
                if facing:
                    self.fold(current, facing).add(kind == ActionKind.FOLD)
                    self.raises.setdefault(current, Beta(1.0, 9.0)).add(kind == ActionKind.RAISE)
                    if waited[current]:
                        self.trap.setdefault(current, Beta(1.0, 9.0)).add(kind == ActionKind.RAISE)
                    if current == 2 and kind == ActionKind.CALL:
                        called = facing
                elif kind == ActionKind.CHECK or (kind == ActionKind.CALL and owed <= 0):
                    waited[current] = True
                    if current == 1:
                        self.opens.add(False)
                elif kind == ActionKind.BET and current == 1:
                    self.opens.add(True)
            added = 0
            if kind in (ActionKind.BET, ActionKind.RAISE):
                size = size_of(action.amount, pot + max(owed, 0))
                if action.seat == her:
                    facing = ""
                    if current == 2:
                        her_size = size
                else:
                    facing = size
                added = max(owed, 0) + action.amount
            elif kind == ActionKind.CALL:
                added = max(owed, 0)
                facing = ""
            paid[action.seat] += added
            pot += added
        if record.shown is None:
            return
        value = knowledge.value(tuple(card.index for card in record.shown[her]))
        if her_size:
            weak = value < WEAK
            self.weak_bets.setdefault(her_size, Beta(1.5, 4.5)).add(weak)
            self.weak_bets_by_draw.setdefault((her_size, pat), Beta(0.0, 0.0)).add(weak)
            if weak:
                self.weak_values.append(value)
            else:
                self.strong_values.setdefault(her_size, _values()).append(value)
        if called:
            self.called_values.setdefault(called, _values()).append(value)

    def bluff_share(self, size: str, pat: bool) -> float:
        """How often her bet of this size (after this draw) was weak, by the shown hands."""
        overall = self.weak_bets.setdefault(size, Beta(1.5, 4.5)).mean()
        specific = self.weak_bets_by_draw.get((size, pat))
        return overall if specific is None else specific.under(overall, 6.0)


def _share_below(shown: deque[float] | None, value: float, prior: float, weight: float) -> float:
    """Share of the shown values below ``value``, pulled toward ``prior`` by ``weight`` hands."""
    if not shown:
        return prior
    beaten = sum(1.0 if v < value else 0.5 if v == value else 0.0 for v in shown)
    return shrunk(beaten, len(shown), prior, weight)


def _strong_part_below(dist: ValueDist, value: float) -> float:
    """Share of the hands of ``dist`` at least ``WEAK`` that are below ``value``."""
    weak = dist.below(WEAK)
    if weak >= 1.0 - 1e-9:
        return 1.0 if value >= WEAK else 0.0
    return max(0.0, dist.below(value) - weak) / (1.0 - weak)


class Counter(Balanced):
    name = "counter"
    sizes_after_draw = (0.5, 1.0)  # pot shares it weighs after the draw
    call_margin_after = 0.02  # equity above the price needed to call after the draw

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.notes = Notes()

    def observe(self, view: PlayerView) -> None:
        self.notes.update(view, self.knowledge(view))

    def choose(self, view: PlayerView) -> Action:
        self.notes.update(view, self.knowledge(view))
        return super().choose(view)

    def _trusts(self, seen: float) -> bool:
        return self.rng.random() < seen / (seen + TRUST)

    # ---- before the draw

    def before_draw(self, view: PlayerView) -> Action:
        legal = {legal.kind: legal for legal in view.legal_actions}
        notes = self.notes
        if view.to_call == 0 and ActionKind.BET in legal:
            p = self.percentile(view)
            bet = self.amount(view, legal[ActionKind.BET], 0.5)
            folds = notes.fold(1, size_of(bet, view.pot))
            if p < 0.5 and folds.mean() > 0.5 and self._trusts(folds.seen):
                return Bet(bet)  # a frequent folder: take the antes
            trap = notes.trap.get(1)
            if (
                ActionKind.CHECK not in legal  # she waited
                and trap is not None
                and trap.mean() > 0.2
                and self._trusts(trap.seen)
            ):
                # she check-raises often: bet only what stands a raise
                if p >= 1 - self.open_second * 0.5:
                    return self.open_bet(view, legal)
                return Call()
        return super().before_draw(view)

    def facing_bet_before_draw(
        self, view: PlayerView, legal: dict[str, LegalAction], p: float
    ) -> Action:
        notes = self.notes
        margin = self.call_margin
        _, his = self.lines(view)
        raises = notes.raises.get(1)
        opens = notes.opens
        if his.aggressive1 >= 2 and raises is not None and raises.mean() < 0.08:
            margin += 0.06 * raises.seen / (raises.seen + 10)  # a rare raiser's raise
        elif his.aggressive1 == 1 and opens.mean() > 0.55:
            margin -= 0.06 * opens.seen / (opens.seen + 10)  # she opens most hands
        saved = self.call_margin
        self.call_margin = margin
        try:
            return super().facing_bet_before_draw(view, legal, p)
        finally:
            self.call_margin = saved

    # ---- after the draw

    def facing_bet_after_draw(
        self,
        view: PlayerView,
        legal: dict[str, LegalAction],
        value: float,
        his_range: ValueDist,
    ) -> Action:
        notes = self.notes
        _, his = self.lines(view)
        amount, pot = his.sizes2[-1] if his.sizes2 else (view.to_call, view.pot - view.to_call)
        size = size_of(amount, pot)
        evidence = notes.weak_bets.get(size)
        if evidence is None or not self._trusts(evidence.seen):
            return super().facing_bet_after_draw(view, legal, value, his_range)
        bluffs = notes.bluff_share(size, his.drew == 0)
        prior = self.his_bet_range(view, his_range, his)
        strong = _share_below(
            notes.strong_values.get(size), value, _strong_part_below(prior, value), 6.0
        )
        weak_prior = min(1.0, value / WEAK)
        weak = _share_below(notes.weak_values, value, weak_prior, 6.0)
        equity = bluffs * weak + (1 - bluffs) * strong
        price = view.to_call / (view.pot + view.to_call)
        raise_legal = legal.get(ActionKind.RAISE)
        if (
            raise_legal is not None
            and view.raises_this_round < 2
            and strong >= 0.75
            and equity >= 0.8
        ):
            return Raise(self.amount(view, raise_legal, 1.0))
        if equity >= price + self.call_margin_after:
            return Call()
        return Drop()

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
        notes = self.notes
        seen = sum(b.seen for (r, _), b in notes.folds.items() if r == 2)
        if not self._trusts(seen):
            return super().first_after_draw(view, legal, value, my_range, his_range)
        pot = view.pot
        showdown = his_range.below(value) * pot
        raises = notes.raises.get(2)
        raised = raises.mean() if raises is not None else 0.1
        best, best_bet = showdown, 0
        for share in self.sizes_after_draw:
            bet = self.amount(view, chosen, share)
            size = size_of(bet, pot)
            folds = notes.fold(2, size).mean()
            calls = max(1 - folds, 0.05)
            prior = his_range.top(calls).below(value)
            equity = _share_below(notes.called_values.get(size), value, prior, 8.0)
            answered = (1 - raised) * (equity * (pot + 2 * bet) - bet) - raised * bet
            won = folds * pot + (1 - folds) * answered
            if won > best + 0.05 * pot:
                best, best_bet = won, bet
        if best_bet:
            return Bet(best_bet)
        return Call() if ActionKind.CALL in legal else Wait()


def counter_player(seed: int | None = None) -> Counter:
    """A factory for the simulator: ``--b drawpoker.ai.draw.sparring.counter:counter_player``."""
    return Counter(seed)


__all__ = ["Counter", "Notes", "counter_player"]
