"""The ``hard`` opponent: the solved strategy of the abstract game, bent toward what it has seen.

Every decision starts from the CFR+ strategy in ``data/strategy_<deck>.json`` for the player's
bucket at the abstract node the deal has reached (``reading.read``). The action is then drawn at
random from those odds, so bluffs and calls come at the solved frequencies and bet sizes
(minimum, half pot, pot, maximum) are chosen for the bucket, not announced by it.
``exploit.py`` then bends the odds, in proportion to the evidence, once the opponent model has
seen enough to trust a tendency, and ``ledger.py`` keeps the score of her own bluff lines.
"""

from __future__ import annotations

from bisect import bisect_right

from drawpoker.ai.budget import deadline_for
from drawpoker.ai.draw.abstraction import BET_MOVES, CHECK, FOLD, MAX, POT
from drawpoker.ai.draw.exploit import BLUFF_VALUE, Exploiter
from drawpoker.ai.draw.knowledge import Knowledge
from drawpoker.ai.draw.ledger import SNOW_GIVES_UP, STEAL_GIVES_UP, Ledger
from drawpoker.ai.draw.model import OpponentModel
from drawpoker.ai.draw.players import BasePlayer, discard_all_but, hand_codes
from drawpoker.ai.draw.reading import Situation, read, to_real
from drawpoker.ai.draw.resolve import CUSTOM, is_cached, resolved, spot_of
from drawpoker.ai.draw.trials import Trials
from drawpoker.engine.draw.actions import Action
from drawpoker.engine.draw.phase import Phase
from drawpoker.engine.draw.view import PlayerView

# below this probability of her own betting line for her hand, she is off the solved line (a
# read took her there) and the draw menu's disguises are not for her hand
OWN_LINE = 0.05
# after the draw, the share of decisions played at a random place in the bucket (``by_rank``)
RANDOM_PLACE = 0.2


class Hard(BasePlayer):
    name = "hard"

    def __init__(
        self,
        seed: int | None = None,
        adapt: bool = True,
        purify: bool = True,
        resolve: bool = True,
        reads: str = "issue22",
        budget: float | None = None,
    ) -> None:
        super().__init__(seed)
        #: Seconds a decision may take by the clock (None: every re-solve whole, as in the
        #: simulator; `ai.budget`).
        self.budget = budget
        self.cut_solves = 0  # re-solves stopped by the budget
        self.adapt = adapt
        self.purify = purify
        # re-solve the last betting round at the table where fine bins are shipped (52 cards)
        self.resolve = resolve
        self.model = OpponentModel()
        self.ledger = Ledger()
        self.trials = Trials()
        # which reads must prove themselves or are watched (``exploit.READ_RULES``)
        self.exploiter = Exploiter(self.model, self.ledger, self.trials, reads)

    def observe(self, view: PlayerView) -> None:
        self._learn(view)

    def choose(self, view: PlayerView) -> Action:
        self._learn(view)
        return super().choose(view)

    def _learn(self, view: PlayerView) -> None:
        seen = self.model._seen
        history = view.history
        fresh = history[seen:] if len(history) >= seen else history
        for record in fresh:
            self.ledger.settle(record)
            self.trials.settle(record)
        self.model.update(view, self.knowledge(view))

    def draw(self, view: PlayerView) -> Action:
        knowledge = self.knowledge(view)
        hand_class = knowledge.hand_class(hand_codes(view))
        bucket = knowledge.draw_bucket(hand_class)
        situation = read(view, knowledge)
        odds = knowledge.strategy(situation.node_key, bucket)
        options = list(hand_class.keeps)
        choice = options[0]
        if odds is not None and situation.in_tree:
            weights = [odds[d] if d in hand_class.keeps else 0.0 for d in range(4)]
            on_line = own_line_odds(knowledge, situation.path, situation.me, bucket) >= OWN_LINE
            if self.adapt:
                weights = self.exploiter.draw_odds(view, weights, hand_class.name, on_line)
            elif not on_line:
                weights = [0.0, *weights[1:]] if sum(weights[1:]) > 0 else weights
            if sum(weights) > 0:
                choice = self.rng.choices(range(4), weights=weights)[0]
        if choice == 0 and hand_class.name in ("bust", "draw") and self.adapt:
            self.ledger.take("snow", view.seat, view.actions, view.pot, SNOW_GIVES_UP * view.pot)
        return discard_all_but(view, hand_class.keeps[choice])

    def bet(self, view: PlayerView) -> Action:
        knowledge = self.knowledge(view)
        codes = hand_codes(view)
        situation = read(view, knowledge)
        state = situation.state
        assert state is not None
        if situation.betting_round == 1:
            hand_class = knowledge.hand_class(codes)
            bucket = knowledge.draw_bucket(hand_class)
            value = hand_class.value
        else:
            value = knowledge.value(codes)
            bucket = knowledge.strength_bucket_of_value(value)
        moves = knowledge.betting.moves(state) if situation.in_tree else []
        odds = knowledge.strategy(situation.node_key, bucket) if moves else None
        his_line = knowledge.line_odds(situation.path, situation.me) if odds is not None else 1.0
        if his_line < knowledge.off_path:
            odds = None  # his line is one the solved game never plays: judge by value instead
        edges = knowledge.data.strength_edges
        fine = None
        if odds is not None and situation.betting_round == 2 and self.resolve:
            fine, cut = resolved_odds(view, knowledge, situation, value,
                                      deadline_for(self.budget))
            self.cut_solves += cut
        if fine is not None:
            moves, odds, edges = fine
        elif odds is None or len(odds) != len(moves):
            moves, odds = self._fallback(view, value)
        elif view.to_call > 0:
            odds = price_corrected(odds, moves, view, knowledge.betting.to_call(state), state.paid)
        if self.adapt:
            odds = self.exploiter.bet_odds(view, situation, moves, odds, value, knowledge)
        if sum(odds) <= 0:
            move = CHECK
        elif self.purify and situation.betting_round == 2:
            move = by_rank(moves, odds, edges, value, self.rng.random())
        else:
            move = self.rng.choices(moves, weights=odds)[0]
        bent = self.exploiter.bent if self.adapt else None
        if bent is not None and move in moves:
            spot, solved, target, weight = bent
            index = moves.index(move)
            branch = self.trials.label(self.rng, solved[index], target[index], weight)
            self.trials.take(spot, branch, view.seat, view.actions, view.pot)
        if self.adapt and move == self.exploiter.stealing:
            self.ledger.take("steal", view.seat, view.actions, view.pot, STEAL_GIVES_UP * view.pot)
        if (
            self.adapt
            and situation.betting_round == 2
            and value < BLUFF_VALUE
            and move in BET_MOVES
        ):
            # checking instead would have won about the hand's value share of the pot
            checked = value * view.pot if view.to_call == 0 else 0.0
            self.ledger.take(f"bluff:{move}", view.seat, view.actions, view.pot, checked)
        return to_real(move, view)

    def _fallback(self, view: PlayerView, value: float) -> tuple[list[str], list[float]]:
        """Off the solved lines: play by hand value against the price, as against a wide range.

        Used when the other player's line is one the solved game never plays (a maximum bet
        into a small pot) or the real play left the abstract tree. Value is the hand's equity
        against a typical hand, the right yardstick when his line says little about his hand.
        """
        price = view.to_call / max(1, view.pot + view.to_call)
        moves = [FOLD, CHECK, POT, MAX] if view.to_call > 0 else [CHECK, POT, MAX]
        odds = dict.fromkeys(moves, 0.0)
        if view.to_call > 0:
            if value > 0.85:
                odds[MAX] = 0.7
                odds[CHECK] = 0.3
            elif value > price + 0.1:
                odds[CHECK] = 1.0
            else:
                odds[FOLD] = 1.0
        elif value > 0.75:
            odds[POT], odds[MAX] = 0.5, 0.5
        elif view.phase is Phase.BET2 and value < 0.15:
            odds[POT], odds[CHECK] = 0.15, 0.85
        else:
            odds[CHECK] = 1.0
        return moves, [odds[m] for m in moves]


def resolved_odds(
    view: PlayerView, knowledge: Knowledge, situation: Situation, value: float,
    deadline: float | None = None,
) -> tuple[tuple[list[str], list[float], list[float]] | None, bool]:
    """Her moves and odds at this point of the last round as re-solved for this deal
    (``resolve.py``), with the fine bins' edges (None where no re-solve applies); and whether
    a solve made now was cut short by ``deadline``."""
    read_spot = spot_of(view, knowledge, situation.round1, situation.draws, situation.me)
    if read_spot is None:
        return None, False
    spot, history = read_spot
    fresh = not is_cached(knowledge, spot, situation.path)
    solution = resolved(knowledge, spot, situation.path, deadline)
    if solution is None:
        return None, False
    cut = fresh and solution.cut_short
    node = solution.node_at(history)
    if node is None or node.player != spot.me or CUSTOM in node.moves:
        return None, cut
    return (list(node.moves), solution.average(node, solution.bin_of(value)),
            solution.fine.edges), cut


def price_corrected(
    odds: list[float], moves: list[str], view: PlayerView, owed: int, paid: list[int]
) -> list[float]:
    """Odds for a real bet that was mapped to a different abstract size.

    The solved odds answer the abstract price; a real bet smaller than its abstract size is
    cheaper to call (a minimum raise read as a pot raise would be folded far too often), a
    bigger one dearer. Folding is scaled by the ratio of the two prices (pot odds), the rest
    moved to calling, and the other way round.
    """
    if FOLD not in moves or CHECK not in moves or owed <= 0:
        return odds
    abstract_price = owed / (sum(paid) + owed)
    real_price = view.to_call / max(1, view.pot + view.to_call)
    fold, call = moves.index(FOLD), moves.index(CHECK)
    out = list(odds)
    if real_price < abstract_price:
        moved = out[fold] * (1 - real_price / abstract_price)
        out[fold] -= moved
        out[call] += moved
    elif real_price > abstract_price:
        moved = out[call] * (1 - abstract_price / real_price)
        out[call] -= moved
        out[fold] += moved
    return out


def by_rank(
    moves: list[str], odds: list[float], edges: list[float], value: float, jitter: float
) -> str:
    """The move for this hand's place inside its strength bucket, at the bucket's odds.

    The solved odds are one mix for every hand of a bucket; played by rank they give the same
    frequencies, but the better hands of the bucket take the moves that need strength (call,
    raise and value bets) and the worse ones the moves that need none (give up, or bluff when
    the bucket is weak): what a finer bucketing would do. ``value`` is a percentile of the
    reference final hand, so a hand's place in its bucket is uniform; ``jitter`` (a uniform
    draw) plays one hand in five at a random place instead (still uniform, so the odds hold),
    so that hands of equal value do not always take the same move.
    """
    bucket = bisect_right(edges, value)
    low = edges[bucket - 1] if bucket > 0 else 0.0
    high = edges[bucket] if bucket < len(edges) else 1.0
    place = (value - low) / max(high - low, 1e-9)
    place = jitter / RANDOM_PLACE if jitter < RANDOM_PLACE else min(1.0, max(0.0, place))
    weak = (low + high) / 2 < BLUFF_VALUE
    aggressive = [m for m in moves if m in BET_MOVES]
    passive = [m for m in moves if m not in BET_MOVES]  # fold before call/check
    order = [*aggressive, *passive] if weak else [*passive, *aggressive]
    total = sum(odds)
    running = 0.0
    for move in order:
        running += odds[moves.index(move)] / total
        if place < running:
            return move
    return next(m for m in reversed(order) if odds[moves.index(m)] > 0)


def own_line_odds(
    knowledge: Knowledge, path: list[tuple[str, int, int]], me: int, bucket: int
) -> float:
    """How likely the solved strategy was to take her own first-round moves with this hand."""
    odds = 1.0
    for key, actor, index in path:
        if actor != me or not key.startswith("1:"):
            continue
        row = knowledge.strategy(key, bucket)
        if row is None or index >= len(row):
            return 0.0
        odds *= row[index]
    return odds


def unpurified(seed: int | None = None) -> Hard:
    """``hard`` drawing each move at random from its bucket's odds (to measure ``by_rank``)."""
    return Hard(seed, purify=False)


def blueprint_round(seed: int | None = None) -> Hard:
    """``hard`` playing the blueprint's last round, not re-solving it (to measure the re-solver)."""
    return Hard(seed, resolve=False)


def issue22_reads(seed: int | None = None) -> Hard:
    """``hard`` as shipped: the read rules of issue 22 (three reads prove themselves on 52
    cards, none watched) and the re-solve; named for the ablation of docs/ai.md."""
    return Hard(seed, reads="issue22")


def issue22(seed: int | None = None) -> Hard:
    """``hard`` as before issue 42: the read rules of issue 22 and the blueprint's last round
    (the same as ``blueprint_round``)."""
    return Hard(seed, resolve=False, reads="issue22")


def watched(seed: int | None = None) -> Hard:
    """``hard`` with every read proving itself and watched for change (issue 42's read rules)
    and the re-solve: the ablation of docs/ai.md."""
    return Hard(seed, reads="watched")


def watched_blueprint_round(seed: int | None = None) -> Hard:
    """Issue 42's read rules with the blueprint's last round: the ablation of docs/ai.md."""
    return Hard(seed, resolve=False, reads="watched")


def static(seed: int | None = None) -> Hard:
    """``hard`` without adaptation: the solved strategy alone (for measuring what adapting adds).

    ``python -m drawpoker.sim --a drawpoker.ai.draw.hard:static --b calling-station``
    """
    return Hard(seed, adapt=False)
