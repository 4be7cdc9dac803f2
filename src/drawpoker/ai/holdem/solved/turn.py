"""The turn re-solved at the table (hold'em ``hard``, issue 38): the turn and the river after
it, solved as one subgame, safely.

The subgame starts at the turn with both ranges from the blueprint's play before it (as the
river's, `resolve.blueprint_reach`), every two-card hand exact on the turn's four cards. Each
line of turn betting that reaches the river (a check behind, a call) continues into the river
on every *sampled* river card, each river on its exact board: its hands are that board's hand
values (hands that tie share their odds, as in `resolve.River`), the hands holding the river
card drop out, and both players' river play is solved with the turn's.

**Sampled river cards.** A pure-Python solve over all 44 to 48 river cards takes seconds (nine
turn lines reach the river, each a river tree per card), so the solve deals ``CARDS`` river
cards picked by the board alone (public, so a solution is cached by public facts): the unseen
cards in order of suit then rank, every ``48 / CARDS``-th from an offset seeded by the board, so
each suit and the spread of ranks are represented. A hand's value at the river is its mean over
the sampled cards it does not hold. What the turn solve decides is her *turn* play; on the
river she solves again (`resolve`), on the card that came.

**Safe.** As on the river: the max-margin gadget at the start of the turn bounds what the
re-solve may give each of his hands by what it wins by best response against the blueprint's
turn and river (his *alternative*, in the same sampled subgame), and after the solve the
solved odds, half solved and half the blueprint's, and the blueprint's own are checked by his
best response; she plays the one that gives him least. So in the subgame the solve models
(the sampled river cards; the two hands never block each other, as in the river's solve) her
turn is never more exploitable than the blueprint's.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import add, itemgetter

from drawpoker.ai.holdem.hands import ALL_COMBOS, Combo, rank_of, suit_of
from drawpoker.ai.holdem.solved.abstraction import Abstraction
from drawpoker.ai.holdem.solved.betting import FOLDED, State, key, legal, step
from drawpoker.ai.holdem.solved.resolve import (
    WARM,
    Node,
    River,
    RiverSpot,
    blueprint_deals,
    blueprint_reach,
)
from drawpoker.ai.holdem.solved.strategy import SCALE, Strategy
from drawpoker.ai.holdem.strength import percentiles

CARDS = 4  # river cards dealt in a turn solve at the table
RIVER_UNITS = 16  # at most about this many units per river in a turn solve (0: every value)
ITERATIONS = 24  # CFR iterations of a turn solve at the table
CACHE_SIZE = 64


@dataclass(frozen=True, slots=True)
class TurnSpot:
    """A turn as the re-solver sees it: only public facts."""

    board: tuple[int, ...]  # the four board cards
    begin: int  # what each player has in at the start of the turn, half big blinds
    aggressor: int  # who bet or raised last on the flop (-1 nobody; 0 small blind, 1 big)
    cap: int  # raises allowed in a round
    me: int  # the re-solving player (0 small blind, 1 big blind)


def river_cards(board: tuple[int, ...], count: int) -> tuple[int, ...]:
    """``count`` river cards for ``board``, chosen by the board alone (a seed made of it):
    ranks spread evenly over the thirteen from a seeded offset, suits taken in turn from a
    seeded order, each the nearest unseen card to its rank and suit (every unseen card when
    ``count`` is 0 or more than there are)."""
    unseen = [c for c in range(52) if c not in board]
    if count <= 0 or count >= len(unseen):
        return tuple(unseen)
    seed = 0
    for card in sorted(board):
        seed = seed * 53 + card + 1
    rng = random.Random(seed)
    suits = [0, 1, 2, 3]
    rng.shuffle(suits)
    spacing = 13 / count
    offset = rng.random() * spacing
    chosen: list[int] = []
    for i in range(count):
        rank = 2 + int(offset + i * spacing)
        suit = suits[i % 4]
        chosen.append(min((c for c in unseen if c not in chosen),
                          key=lambda c: (abs(rank_of(c) - rank), suit_of(c) != suit, c)))
    return tuple(chosen)


@dataclass(frozen=True, slots=True)
class Layout:
    """One river card's units: which unit each of the turn's units falls in (-1: it holds
    the card), the blueprint's river bucket of each unit, and how to sum a reach into them."""

    to_unit: list[int]
    buckets: list[int]
    getters: list[Callable[[list[float]], tuple[float, ...]]]


def river_units(hands: Sequence[Combo], board: tuple[int, ...], abstraction: Abstraction,
                units: int = 0) -> tuple[list[int], list[int]]:
    """Each hand's unit on the river ``board`` (-1: it holds a board card) and each unit's
    blueprint bucket. Hands that tie are one unit; with ``units`` set, neighbouring values are
    merged until each unit holds about ``len(live) / units`` hands (ties never split)."""
    table = percentiles(board)
    live = [i for i, c in enumerate(hands) if c in table]
    live.sort(key=lambda i: table[hands[i]])
    size = len(live) / units if units else 0.0
    members: list[list[int]] = []
    to_unit = [-1] * len(hands)
    last = None
    for i in live:
        strength = table[hands[i]]
        if strength != last and (not members or len(members[-1]) >= size):
            members.append([])
        last = strength
        members[-1].append(i)
        to_unit[i] = len(members) - 1
    return to_unit, [abstraction.bucket(hands[m[len(m) // 2]], board) for m in members]


class Branch(River):
    """One river of the turn subgame: the river tree of one line of turn betting on one
    river card, over that board's units (`River`'s tree, walk and best response, built
    without its gadget: the turn's gadget bounds the whole subgame)."""

    def __init__(self, spot: RiverSpot, layout: Layout, strategy: Strategy) -> None:
        self.spot = spot
        self.strategy = strategy
        self.mix = 1.0
        self.iteration = 0
        self.safe = True
        self.layout = layout
        self.unit_bucket = layout.buckets
        self.units = len(layout.buckets)
        self.root = self._build(spot.begin, spot.begin, "", 1, 0)

    def project(self, reach: list[float]) -> list[float]:
        """A reach over the turn's units as a reach over this river's units."""
        return [sum(g(reach)) for g in self.layout.getters]

    def lift(self, values: list[float]) -> list[float]:
        """Values per river unit as values per turn unit (0 where it holds the card)."""
        padded = [*values, 0.0]
        return [padded[u] for u in self.layout.to_unit]


def _single(index: int) -> Callable[[list[float]], tuple[float]]:
    """An item getter of one index that still returns a tuple."""
    return lambda values: (values[index],)


class Turn(River):
    """The turn and river subgame in front of her, solved with the max-margin gadget.

    The turn's nodes run over every two-card hand the turn board leaves (``units`` are the
    hands there); a node of kind ``"river"`` is a line of turn betting that reaches the river,
    whose values are the mean of its `Branch` rivers over the sampled cards."""

    def __init__(
        self,
        spot: TurnSpot,
        reach: tuple[Sequence[float], Sequence[float]],
        strategy: Strategy,
        abstraction: Abstraction,
        cards: int = CARDS,
        safe: bool = True,
        river_size: int = RIVER_UNITS,
    ) -> None:
        self.spot = spot  # type: ignore[assignment]
        self.gadget = "maxmargin"
        dead = set(spot.board)
        hands = [c for c in ALL_COMBOS if c[0] not in dead and c[1] not in dead]
        self.hands = hands
        self.strategy = strategy
        self.abstraction = abstraction
        self.cards = river_cards(spot.board, cards)
        buckets = [abstraction.bucket(c, spot.board) for c in hands]
        per_card = [river_units(hands, (*spot.board, k), abstraction, river_size)
                    for k in self.cards]
        # the turn's units: hands alike in everything the subgame sees (the turn bucket and
        # the unit on each sampled river) are one
        signature: dict[tuple[int, ...], int] = {}
        self.unit_of = [signature.setdefault((b, *(t[i] for t, _ in per_card)), len(signature))
                        for i, b in enumerate(buckets)]
        self.index = {c: i for i, c in enumerate(hands)}
        self.n = self.units = len(signature)
        first = {u: i for i, u in reversed(list(enumerate(self.unit_of)))}
        reps = [first[u] for u in range(self.n)]
        self.buckets = [buckets[i] for i in reps]
        self.reach = [self._sum_by_unit(r) for r in reach]
        self.reach = [[w / (sum(r) or 1.0) for w in r] for r in self.reach]
        self.unit_reach = self.reach
        self.layouts = [self._layout(t, b, reps) for t, b in per_card]
        alive = [sum(1 for k in self.cards if k not in hands[i]) for i in reps]
        self.share = [1.0 / a if a else 0.0 for a in alive]
        self.branches: dict[str, list[Branch]] = {}
        self.mix = 1.0
        self.iteration = 0
        self.cut_short = False  # the last solve stopped at its deadline
        self.safe = safe
        self._against_blueprint: float | None = None
        state: State = (2, spot.begin, spot.begin, spot.begin, "", 0, 1, 0, -1, spot.aggressor)
        self.root = self._grow(state)
        him = 1 - spot.me
        self.gadget_regret = [[0.0, 0.0] for _ in range(self.n)]
        self.gadget_last = [[0.0, 0.0] for _ in range(self.n)]
        self.alternative = self._best(self.root, list(self.reach[spot.me]), him, "blueprint",
                                      exact=False)
        if not safe:
            self.gadget_regret = [[0.0, 1.0] for _ in range(self.n)]
        self.holds = [w > 0.0 for w in self.reach[him]]
        self.margin_regret = [0.0] * self.n
        self.margin_last = [0.0] * self.n

    def _sum_by_unit(self, weights: Sequence[float]) -> list[float]:
        out = [0.0] * self.n
        for u, w in zip(self.unit_of, weights, strict=True):
            out[u] += w
        return out

    def _layout(self, to_unit: list[int], buckets: list[int], reps: list[int]) -> Layout:
        """A river card's layout over the turn's units."""
        mine = [to_unit[i] for i in reps]
        members: list[list[int]] = [[] for _ in buckets]
        for u, r in enumerate(mine):
            if r >= 0:
                members[r].append(u)
        getters: list[Callable[[list[float]], tuple[float, ...]]] = [
            itemgetter(*m) if len(m) > 1 else _single(m[0]) for m in members]
        return Layout(mine, buckets, getters)

    # ----------------------------------------------------------------- the tree
    def _grow(self, state: State) -> Node:
        """The turn from ``state``: its decisions, folds and the lines that reach the river."""
        moves = legal(state, self.spot.cap)
        node = Node("act", player=state[6], history=state[4], moves=moves)
        for move in moves:
            after = step(state, move)
            if after[0] == FOLDED:
                child = Node("fold", paid=after[2] if state[6] else after[1], folded=state[6])
            elif after[0] == 3:
                line = state[4] + move
                child = Node("river", history=line, paid=after[3])
                cap, me = self.spot.cap, self.spot.me
                self.branches[line] = [
                    Branch(RiverSpot((*self.spot.board, card), after[3], after[9], cap, me,
                                     after[3]), layout, self.strategy)
                    for card, layout in zip(self.cards, self.layouts, strict=True)
                ]
            else:
                child = self._grow(after)
            node.children.append(child)
        node.blueprint = self._turn_blueprint(state, moves)
        n = self.n
        node.regret = [[WARM * self.spot.begin * p for p in row] for row in node.blueprint]
        node.last = [[0.0] * n for _ in moves]
        node.total = [[0.0] * n for _ in moves]
        return node

    def _turn_blueprint(self, state: State, moves: tuple[str, ...]) -> list[list[float]]:
        """The blueprint's odds per move and hand at a turn node (its turn bucket's row; a
        check or call where the strategy has none)."""
        count = len(moves)
        stay = moves.index("k")
        rows: dict[int, list[float]] = {}
        out: list[list[float]] = [[0.0] * self.n for _ in range(count)]
        for i, bucket in enumerate(self.buckets):
            row = rows.get(bucket)
            if row is None:
                odds = self.strategy.get(key(state, bucket))
                if odds is None or len(odds) != count:
                    row = [1.0 if m == stay else 0.0 for m in range(count)]
                else:
                    row = [p / SCALE for p in odds]
                rows[bucket] = row
            for m in range(count):
                out[m][i] = row[m]
        return out

    # ----------------------------------------------------------------- walking
    def _walk(self, node: Node, r0: list[float], r1: list[float],
              weight: float) -> tuple[list[float], list[float]]:
        if node.kind != "river":
            return super()._walk(node, r0, r1, weight)
        v0 = [0.0] * self.n
        v1 = [0.0] * self.n
        for branch in self.branches[node.history]:
            u0, u1 = branch._walk(branch.root, branch.project(r0), branch.project(r1), weight)
            v0 = list(map(add, v0, branch.lift(u0)))
            v1 = list(map(add, v1, branch.lift(u1)))
        share = self.share
        return [v * s for v, s in zip(v0, share, strict=True)], [
            v * s for v, s in zip(v1, share, strict=True)]

    def _best(self, node: Node, reach: list[float], responder: int, source: str,
              exact: bool) -> list[float]:
        if node.kind != "river":
            return super()._best(node, reach, responder, source, False)
        total = [0.0] * self.n
        for branch in self.branches[node.history]:
            values = branch._best(branch.root, branch.project(reach), responder, source, False)
            total = list(map(add, total, branch.lift(values)))
        return [v * s for v, s in zip(total, self.share, strict=True)]

    # ----------------------------------------------------------------- solving
    def best_response(self, responder: int, source: str = "resolved") -> list[float]:
        """The responder's best value per hand in the subgame (the sampled river cards)
        against the other's odds: ``"blueprint"`` or ``"resolved"``."""
        return self._best(self.root, list(self.reach[1 - responder]), responder, source, False)

    def solve(self, iterations: int = ITERATIONS, deadline: float | None = None) -> Turn:
        """Solve, then keep the blend (turn and river alike) that gives him least
        (`River.solve`, the deadline too)."""
        super().solve(iterations, deadline)
        return self

    def _set_mix(self, mix: float) -> None:
        """The blend on the turn and on every river below it."""
        self.mix = mix
        for branches in self.branches.values():
            for branch in branches:
                branch.mix = mix

    def node_count(self) -> int:
        """The river trees in the subgame (lines that reach the river times cards)."""
        return sum(len(b) for b in self.branches.values())


# --------------------------------------------------------------------- at the table
_CACHE: OrderedDict[object, Turn] = OrderedDict()


def solved_turn(spot: TurnSpot, reach_key: object,
                reach: tuple[list[float], list[float]] | None, strategy: Strategy,
                abstraction: Abstraction, cards: int = CARDS,
                iterations: int = ITERATIONS, deadline: float | None = None) -> Turn:
    """The re-solved turn of this public state (cached by ``spot`` and ``reach_key``);
    ``reach`` None: already cached. A solve cut short by ``deadline`` is cached as it is: the
    rest of the turn is played from the solution its first decision was played from."""
    cache_key = (spot, reach_key, abstraction.name, cards, iterations, id(strategy))
    solution = _CACHE.get(cache_key)
    if solution is not None:
        _CACHE.move_to_end(cache_key)
        return solution
    if reach is None:
        raise KeyError("not cached")
    solution = Turn(spot, reach, strategy, abstraction, cards).solve(iterations, deadline)
    _CACHE[cache_key] = solution
    if len(_CACHE) > CACHE_SIZE:
        _CACHE.popitem(last=False)
    return solution


def cached(spot: TurnSpot, reach_key: object, abstraction: Abstraction, strategy: Strategy,
           cards: int = CARDS, iterations: int = ITERATIONS) -> bool:
    return (spot, reach_key, abstraction.name, cards, iterations, id(strategy)) in _CACHE


def clear_cache() -> None:
    _CACHE.clear()


# --------------------------------------------------------------------- measuring
def sample_turns(
    count: int, seed: int, strategy: Strategy, abstraction: Abstraction
) -> list[tuple[TurnSpot, tuple[list[float], list[float]]]]:
    """Turn subgames the blueprint reaches, each with both ranges as at the table (the
    re-solver alternating)."""
    return [(TurnSpot(board, state[3], state[9], 3, n % 2),
             blueprint_reach(steps, board, strategy, abstraction))
            for n, (board, state, steps) in enumerate(
                blueprint_deals(2, count, seed, strategy, abstraction))]


def main(argv: list[str] | None = None) -> int:
    """Exploitability of the re-solved turn against the blueprint's, in turn subgames."""
    from drawpoker.ai.holdem.solved.abstraction import ABSTRACTIONS
    from drawpoker.ai.holdem.solved.strategy import shipped

    parser = argparse.ArgumentParser(
        prog="python -m drawpoker.ai.holdem.solved.turn", description=main.__doc__)
    parser.add_argument("--turns", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cards", type=int, default=CARDS,
                        help="river cards dealt in each subgame (0: every one)")
    parser.add_argument("--iterations", type=int, default=ITERATIONS)
    parser.add_argument("--equilibrium", type=int, default=100,
                        help="iterations of the plain solve that gives the floor")
    args = parser.parse_args(argv)
    abstraction = ABSTRACTIONS["fine"]
    strategy = shipped("fine")
    started = time.perf_counter()
    turns = sample_turns(args.turns, args.seed, strategy, abstraction)
    blueprint_sum = resolved_sum = 0.0
    worst = -1e9
    times: list[float] = []
    for spot, reach in turns:
        began = time.process_time()
        turn = Turn(spot, reach, strategy, abstraction, args.cards).solve(args.iterations)
        times.append(time.process_time() - began)
        against_blueprint, against_resolved = turn.his_gain()
        plain = Turn(spot, reach, strategy, abstraction, args.cards, safe=False)
        floor = -plain.solve(args.equilibrium).her_best()
        blueprint_sum += against_blueprint - floor
        resolved_sum += against_resolved - floor
        worst = max(worst, against_resolved - against_blueprint)
    k = len(turns)
    times.sort()
    print(f"{k} turn subgames reached by the blueprint (seed {args.seed}, {args.cards or 'all'} "
          f"river cards, {args.iterations} iterations; {time.perf_counter() - started:.0f} s); "
          f"his best response in the subgame, milli big blinds per turn reached:")
    print(f"  his gain over a floor under the subgame's equilibrium value: against the "
          f"blueprint {500 * blueprint_sum / k:.1f} mbb, against the re-solve "
          f"{500 * resolved_sum / k:.1f} mbb")
    print(f"  worst turn: re-solved minus blueprint {500 * worst:+.2f} mbb")
    print(f"  processor time per re-solve (build, solve, check): p50 {1000 * times[k // 2]:.0f} "
          f"ms, max {1000 * times[-1]:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
