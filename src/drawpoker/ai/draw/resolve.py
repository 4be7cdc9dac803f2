"""Re-solving the last betting round at the table, safely (``hard`` on 52 cards, issue 42).

After the draw a hand's strength is one number, so the second betting round is a small game:
at most 30 decision points, both players' hands as fine strength bins (``fine.py``: the
blueprint's 16 buckets cut in three). ``hard`` builds it for the deal in front of her:

- **both ranges from the blueprint's play so far**: each player's draw-bucket odds start at the
  prior and follow Bayes' rule through his first-round moves and his draw count, with the odds
  the blueprint plays (trembled as it was trained, like ``Knowledge.line_odds``); the draw
  count then deals the fine bins by exact transition odds;
- **the exact money**: the real pot, the real stacks and the bet limit of the rules in play,
  every size of the menu in real dollars, and a bet or raise of his off the menu added to the
  tree as the move it was (not mapped to the nearest size);
- **safety** (the *resolve gadget* of safe subgame solving, Burch, Johanson and Bowling 2014;
  Brown and Sandholm 2017): before the round, he chooses for each of his bins between entering
  the re-solved round and taking what that bin could win by best response against the
  blueprint's round. The blueprint's values so bound what he can gain: for every hand of his,
  the re-solved strategy gives him no more than the blueprint did, up to the solve's
  convergence, so it is never more exploitable than the blueprint (measured by
  ``python -m drawpoker.ai.draw.resolve``; docs/ai.md).

The round is solved by discounted CFR over both players' bin vectors, from the start of the
round, so a decision after his bet reads the same solution at the node his bet reached. Every
move of his is played at least ``TREMBLE`` of the time while solving, so the answer to a bet his
solved range never makes is trained too. Solutions are cached by public state: no hidden card
enters the solve, only her own bin is read from it.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from operator import add, mul, sub
from typing import Any

from drawpoker.ai.budget import iterate_until
from drawpoker.ai.draw.abstraction import (
    BET_MOVES,
    CHECK,
    FOLD,
    BetState,
    BettingRules,
    Limits,
    SizeMenu,
    start_state,
)
from drawpoker.ai.draw.fine import FineData, load_fine
from drawpoker.ai.draw.knowledge import Knowledge
from drawpoker.engine.core.actions import ActionKind
from drawpoker.engine.draw.view import PlayerView

CUSTOM = "x"  # a bet or raise of his off the size menu, at its real amount
ITERATIONS = 100  # CFR iterations per re-solve (under 2 ms each on 52 cards)
TREMBLE = 0.01  # least total odds of his moves while solving (his off-range bets answered)
OWN_FLOOR = 1e-5  # weight of a bin nobody expects (or he keeps out), so its odds still form
CACHE_SIZE = 2048
WARM = 2.0  # the blueprint's odds as starting regrets, in units of what each paid at the node
MIXES = (0.5, 0.0)  # shares of the solved odds tried against the blueprint's after a solve
TAKE, ENTER = 0, 1


@dataclass(slots=True)
class SubNode:
    kind: str  # "act", "fold", "show"
    player: int = 0  # 0: the first to act this round
    history: str = ""
    moves: list[str] = field(default_factory=list)
    children: list[SubNode] = field(default_factory=list)
    amount: int = 0  # fold: what the folder paid; show: what each paid
    folded: int = -1
    blueprint: list[list[float]] | None = None  # per fine bin, the blueprint's odds
    regret: list[list[float]] = field(default_factory=list)
    last: list[list[float]] = field(default_factory=list)  # the last instant regrets
    total: list[list[float]] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Spot:
    """A last round as the re-solver sees it: the public state at its start, in real money."""

    me: int  # the re-solving player: 0 first to act this round, 1 second
    round1: str  # the abstract first round, for the blueprint's keys
    draws: str
    paid: int  # what each player has in the pot when the round starts
    stack: int  # the smaller stack at that moment plus ``paid`` (the room to bet)
    limits: tuple[int, int, int, int]  # ante, bet unit, bet limit, raise cap
    customs: tuple[tuple[str, int], ...]  # his off-menu bets: (history before it, amount)


def ranges(
    knowledge: Knowledge, fine: FineData, path: list[tuple[str, int, int]]
) -> tuple[list[float], list[float]] | None:
    """Both players' fine-bin odds at the start of the last round, by the blueprint's play.

    Each player's draw-bucket odds follow Bayes' rule through his own moves before the round
    (trembled as trained); his draw count then spreads them over the fine bins. None when a
    move left the blueprint's file (a line it never plays) or someone has not drawn.
    """
    raw = knowledge.data.raw
    beliefs = [list(raw["prior"]), list(raw["prior"])]
    bins: list[list[float] | None] = [None, None]
    for key, actor, index in path:
        if key.startswith("2:"):
            break
        rows = knowledge.data.strategy.get(key)
        belief = beliefs[actor]
        if rows is None or len(rows) != len(belief):
            return None
        if knowledge.tremble:
            rows = [knowledge._trembled(key, b, row) for b, row in enumerate(rows)]
        weighted = [
            w * row[index] if index < len(row) else 0.0
            for w, row in zip(belief, rows, strict=True)
        ]
        mass = sum(weighted)
        if mass <= 0:
            return None
        belief = [w / mass for w in weighted]
        beliefs[actor] = belief
        if key.startswith("d"):
            out = [0.0] * fine.bins
            for bucket, weight in enumerate(belief):
                odds = fine.transition[bucket].get(index)
                if weight and odds:
                    for j, p in enumerate(odds):
                        out[j] += weight * p
            total = sum(out)
            if total <= 0:
                return None
            bins[actor] = [p / total for p in out]
    first, second = bins
    if first is None or second is None:
        return None
    return first, second


class Resolver:
    """One re-solved last round: the tree, both players' strategies, the safety gadget."""

    def __init__(
        self,
        spot: Spot,
        reach: tuple[list[float], list[float]],
        knowledge: Knowledge,
        fine: FineData,
        safe: bool = True,
    ) -> None:
        self.spot = spot
        self.reach = reach
        self.fine = fine
        self.n = fine.bins
        ante, unit, max_bet, max_raises = spot.limits
        limits = Limits(ante, unit, max_bet, max_raises, spot.stack)
        self.rules = BettingRules(limits, knowledge.betting.menu)
        self.customs = dict(spot.customs)
        self.prefix = f"2:{spot.round1}:{spot.draws}:"
        self.knowledge = knowledge
        self.iteration = 0
        self.mix = 1.0
        self.fill = False  # at her nodes the blueprint has no odds for, blend with a check
        self.nodes: list[SubNode] = []
        self.root = self._build(start_state(2, (spot.paid, spot.paid)))
        him = 1 - spot.me
        self.gadget_regret = [[0.0, 0.0] for _ in range(self.n)]
        self.gadget_last = [[0.0, 0.0] for _ in range(self.n)]
        # what each of his bins wins by best response against the blueprint's round
        self.alternative = self.best_response(him, blueprint=True)
        self.safe = safe
        self.cut_short = False  # the last solve stopped at its deadline
        if not safe:  # a plain solve of the round (for measuring): he always enters
            self.gadget_regret = [[0.0, 1.0] for _ in range(self.n)]

    # ----------------------------------------------------------------- the tree
    def _build(self, state: BetState) -> SubNode:
        if state.over:
            if state.folded is not None:
                return SubNode("fold", amount=state.paid[state.folded], folded=state.folded)
            return SubNode("show", amount=state.paid[0])
        history = state.history
        moves = self.rules.moves(state)
        amounts = {m: self.rules.size(state, m) for m in moves if m in BET_MOVES}
        custom = self.customs.get(history)
        if custom is not None and custom not in amounts.values():
            moves = [*moves, CUSTOM]
            amounts[CUSTOM] = custom
        node = SubNode("act", player=state.to_act, history=history, moves=moves)
        node.blueprint = self._blueprint_rows(history, moves)
        node.children = [self._build(self._apply(state, m, amounts.get(m, 0))) for m in moves]
        # per move, a vector over the fine bins
        node.regret = [[0.0] * self.n for _ in moves]
        node.last = [[0.0] * self.n for _ in moves]
        node.total = [[0.0] * self.n for _ in moves]
        if node.blueprint is not None:
            # warm start: the blueprint's odds are where both players' regrets begin
            start = WARM * state.paid[0]
            node.regret = [[start * row[i] for row in node.blueprint] for i in range(len(moves))]
        self.nodes.append(node)
        return node

    def _apply(self, state: BetState, move: str, amount: int) -> BetState:
        if move in (FOLD, CHECK):
            return self.rules.apply(state, move)
        nxt = state.copy()
        nxt.history += move
        owed = self.rules.to_call(state)
        nxt.paid[state.to_act] += owed + amount
        if owed > 0:
            nxt.raises += 1
        nxt.bets_made += 1
        nxt.to_act = 1 - state.to_act
        return nxt

    def _blueprint_rows(self, history: str, moves: list[str]) -> list[list[float]] | None:
        """Her blueprint odds per fine bin (her bucket's row); None off the blueprint's file."""
        if CUSTOM in history:
            return None
        rows = self.knowledge.data.strategy.get(self.prefix + history)
        if rows is None or any(len(row) != len(moves) for row in rows):
            return None
        return [rows[bucket] for bucket in self.fine.bucket_of]

    def _passive(self, node: SubNode) -> list[float]:
        return [1.0 if m == CHECK else 0.0 for m in node.moves]

    # ----------------------------------------------------------------- solving
    def solve(self, iterations: int = ITERATIONS, deadline: float | None = None) -> Resolver:
        """Solve, then keep the blend of the solved and the blueprint's odds that gives him the
        least by best response: the blueprint itself when the solve does not beat it, so the
        round she plays is checked, not only proved, never more exploitable than it. With a
        ``deadline`` (a `time.perf_counter` value) it stops iterating once that has passed
        (one iteration always runs) and is checked as it stands: as safe, closer to the
        blueprint."""
        self.cut_short = iterate_until(self.iterate, iterations, deadline)
        self.mix, self.fill = 1.0, False
        if not self.safe:
            return self
        # every blend is tried (stopping at the first that does not help could keep a solve
        # worse than the blueprint when the half-and-half blend is worse still), each both
        # ways where the blueprint has no odds of hers: the solve's there, or the check or
        # call his alternative counted (with which a mix of 0 is exactly the blueprint)
        best_choice, best = (1.0, False), self.his_gain()[1]
        for choice in [(mix, fill) for mix in MIXES for fill in (False, True)]:
            self.mix, self.fill = choice
            gain = self.his_gain()[1]
            if gain < best - 1e-9:
                best_choice, best = choice, gain
        self.mix, self.fill = best_choice
        return self

    def iterate(self) -> None:
        self.iteration += 1
        weight = float(self.iteration) ** 2  # quadratic averaging
        me = self.spot.me
        him = 1 - me
        enter = [
            self._matched(r, m) for r, m in zip(self.gadget_regret, self.gadget_last, strict=True)
        ]
        his_reach = [p * e[ENTER] for p, e in zip(self.reach[him], enter, strict=True)]
        reach = [list(self.reach[me]), his_reach]
        if me == 1:
            reach.reverse()
        values = self._walk(self.root, reach[0], reach[1], weight)
        entered = values[him]
        # her reach scales his alternative as it scales every value of his in the round
        for h in range(self.n):
            take = self.alternative[h]
            value = enter[h][TAKE] * take + enter[h][ENTER] * entered[h]
            regrets = self.gadget_regret[h]
            last = self.gadget_last[h]
            if not self.safe:
                continue
            for index, gained in ((TAKE, take - value), (ENTER, entered[h] - value)):
                regrets[index] = max(0.0, regrets[index] + gained)
                last[index] = gained

    @staticmethod
    def _matched(regrets: list[float], last: list[float]) -> list[float]:
        """Predictive regret matching+: the regrets plus the last instant regrets, positive."""
        positive = [max(r + m, 0.0) for r, m in zip(regrets, last, strict=True)]
        total = sum(positive)
        if total > 0:
            return [p / total for p in positive]
        return [1.0 / len(regrets)] * len(regrets)

    def _terminal(
        self, node: SubNode, r0: list[float], r1: list[float]
    ) -> tuple[list[float], list[float]]:
        n = self.n
        if node.kind == "fold":
            sign = -1.0 if node.folded == 0 else 1.0
            amount = node.amount
            return [sign * amount * sum(r1)] * n, [-sign * amount * sum(r0)] * n
        return _showdown(node.amount, r1), _showdown(node.amount, r0)

    def _walk(
        self, node: SubNode, r0: list[float], r1: list[float], weight: float
    ) -> tuple[list[float], list[float]]:
        """Both players' counterfactual values per bin below ``node`` for these reaches, with
        every regret and average below updated (predictive regret matching+, vectors by move)."""
        if node.kind != "act":
            return self._terminal(node, r0, r1)
        player = node.player
        mine = r0 if player == 0 else r1
        count = len(node.moves)
        positive = [
            [x if x > 0.0 else 0.0 for x in map(add, regrets, last)]
            for regrets, last in zip(node.regret, node.last, strict=True)
        ]
        totals = [sum(column) for column in zip(*positive, strict=True)]
        uniform = 1.0 / count
        scale = [1.0 / t if t > 0.0 else 0.0 for t in totals]
        strategy = [
            [p * k if k else uniform for p, k in zip(row, scale, strict=True)] for row in positive
        ]
        played = strategy
        if player != self.spot.me:
            share = TREMBLE / count
            played = [[(1.0 - TREMBLE) * p + share for p in row] for row in strategy]
        move_values: list[list[float]] = []
        node_value = [0.0] * self.n
        other_value = [0.0] * self.n
        for odds, child in zip(played, node.children, strict=True):
            child_mine = list(map(mul, mine, odds))
            if player == 0:
                mine_values, other_values = self._walk(child, child_mine, r1, weight)
            else:
                other_values, mine_values = self._walk(child, r0, child_mine, weight)
            move_values.append(mine_values)
            node_value = list(map(add, node_value, map(mul, odds, mine_values)))
            other_value = list(map(add, other_value, other_values))
        own = [weight * (m + OWN_FLOOR) for m in mine]
        for index in range(count):
            gained = list(map(sub, move_values[index], node_value))
            node.regret[index] = [
                x if x > 0.0 else 0.0 for x in map(add, node.regret[index], gained)
            ]
            node.last[index] = gained
            node.total[index] = list(map(add, node.total[index], map(mul, own, strategy[index])))
        return (node_value, other_value) if player == 0 else (other_value, node_value)

    # ----------------------------------------------------------------- reading
    def average(self, node: SubNode, s: int) -> list[float]:
        """The odds played at ``node`` by bin ``s``: the solved average, blended with the
        blueprint's at her nodes by ``mix`` (chosen by ``solve``). Where the blueprint has no
        row, with ``fill`` its place is the check or call his alternative was measured
        against, so a mix of 0 is exactly the round his alternative counts; without, the
        solved odds stay there (a solve of few iterations could then be worse than the
        blueprint, which is why the check tries both)."""
        sums = [column[s] for column in node.total]
        total = sum(sums)
        solved = [x / total for x in sums] if total > 0 else [1.0 / len(sums)] * len(sums)
        if self.mix >= 1.0 or node.player != self.spot.me:
            return solved
        if node.blueprint is None and not self.fill:
            return solved
        row = node.blueprint[s] if node.blueprint is not None else self._passive(node)
        return [self.mix * a + (1 - self.mix) * b for a, b in zip(solved, row, strict=True)]

    def node_at(self, history: str) -> SubNode | None:
        node = self.root
        for move in history:
            if node.kind != "act" or move not in node.moves:
                return None
            node = node.children[node.moves.index(move)]
        return node if node.kind == "act" else None

    def bin_of(self, value: float) -> int:
        from bisect import bisect_right

        return bisect_right(self.fine.edges, value)

    # ----------------------------------------------------------------- evaluation
    def best_response(self, responder: int, blueprint: bool = False) -> list[float]:
        """The responder's best counterfactual value per bin against the other's strategy:
        the blueprint's (his off-menu moves left out: the blueprint has none) or the solved."""
        other_reach = self.reach[1 - responder]
        return self._best(self.root, list(other_reach), responder, blueprint)

    def _best(
        self, node: SubNode, reach: list[float], responder: int, blueprint: bool
    ) -> list[float]:
        if node.kind != "act":
            r0, r1 = (reach, [0.0] * self.n) if responder == 1 else ([0.0] * self.n, reach)
            return self._terminal(node, r0, r1)[responder]
        if node.player == responder:
            best: list[float] | None = None
            for move, child in zip(node.moves, node.children, strict=True):
                if blueprint and move == CUSTOM:
                    continue
                values = self._best(child, reach, responder, blueprint)
                if best is not None:
                    values = [max(a, b) for a, b in zip(best, values, strict=True)]
                best = values
            assert best is not None
            return best
        total = [0.0] * self.n
        for index, child in enumerate(node.children):
            if blueprint:
                rows = node.blueprint
                odds = (
                    [row[index] for row in rows]
                    if rows is not None
                    else [self._passive(node)[index]] * self.n
                )
            else:
                odds = [self.average(node, s)[index] for s in range(self.n)]
            child_reach = [r * p for r, p in zip(reach, odds, strict=True)]
            if sum(child_reach) <= 0:
                continue
            values = self._best(child, child_reach, responder, blueprint)
            total = [a + b for a, b in zip(total, values, strict=True)]
        return total

    def his_gain(self) -> tuple[float, float]:
        """His best-response value over his range against her blueprint round and against her
        re-solved one, in dollars per time the round is reached."""
        him = 1 - self.spot.me
        weights = self.reach[him]
        against_blueprint = sum(w * v for w, v in zip(weights, self.alternative, strict=True))
        resolved = self.best_response(him)
        return against_blueprint, sum(w * v for w, v in zip(weights, resolved, strict=True))

    def his_least(self) -> float:
        """A floor under his value in the round's equilibrium: minus her best response to his
        re-solved strategy (over his whole range)."""
        me = self.spot.me
        values = self.best_response(me)
        return -sum(w * v for w, v in zip(self.reach[me], values, strict=True))


def _showdown(paid: int, other: list[float]) -> list[float]:
    """Each bin's value at showdown: win against bins below, tie within, lose above."""
    total = sum(other)
    below = 0.0
    values = []
    for mass in other:
        above = total - below - mass
        values.append(paid * (below - above))
        below += mass
    return values


# --------------------------------------------------------------------- at the table
_CACHE: OrderedDict[tuple[Any, ...], Resolver | None] = OrderedDict()


def spot_of(
    view: PlayerView, knowledge: Knowledge, round1: str, draws: str, me: int
) -> tuple[Spot, str] | None:
    """The public state of this deal's last round and the moves in it so far (his off-menu
    ones as ``CUSTOM``); None where the round cannot be read as the menu's moves."""
    rules = view.rules
    put = [0, 0]
    actions = [a for a in view.actions if a.betting_round == 2]
    for action in actions:
        if action.kind in (ActionKind.BET, ActionKind.CALL):
            put[action.seat] += action.amount
        elif action.kind == ActionKind.RAISE:
            owed = put[1 - action.seat] - put[action.seat]
            put[action.seat] += max(owed, 0) + action.amount
    start = view.pot - sum(put)
    if start % 2:
        return None
    paid = start // 2
    stacks = [view.stacks[s] + put[s] for s in (0, 1)]
    limits = (rules.ante, rules.bet_unit, rules.max_bet, rules.max_raises)
    betting = BettingRules(Limits(*limits, paid + min(stacks)), knowledge.betting.menu)
    state = start_state(2, (paid, paid))
    history = ""
    customs: list[tuple[str, int]] = []
    for action in actions:
        who = 0 if action.seat == view.first_to_act else 1
        if state.over or state.to_act != who or action.kind not in (
            ActionKind.BET,
            ActionKind.RAISE,
        ):
            return None
        menu = [m for m in reversed(betting.moves(state)) if m in BET_MOVES]
        sized = {betting.size(state, m): m for m in menu}
        move = sized.get(action.amount)
        if move is None:
            if who == me:
                return None  # her own bets are menu sizes
            move = CUSTOM
            customs.append((history, action.amount))
        history += move
        owed = betting.to_call(state)
        state = state.copy()
        state.history = history
        state.paid[who] += owed + action.amount
        if owed > 0:
            state.raises += 1
        state.bets_made += 1
        state.to_act = 1 - who
    spot = Spot(me, round1, draws, paid, paid + min(stacks), limits, tuple(customs))
    return spot, history


def resolved(
    knowledge: Knowledge, spot: Spot, path: list[tuple[str, int, int]],
    deadline: float | None = None,
) -> Resolver | None:
    """The solved last round of this public state (cached), or None where none can be built.
    A solve due stops iterating at ``deadline`` and is cached as it is (`Resolver.solve`)."""
    fine = load_fine(knowledge.rules.deck_size)
    if fine is None:
        return None
    key = _key(knowledge, spot, path)
    round_path = key[3]
    if key in _CACHE:
        _CACHE.move_to_end(key)
        return _CACHE[key]
    reach = ranges(knowledge, fine, list(round_path))
    solution: Resolver | None = None
    if reach is not None:
        solution = Resolver(spot, reach, knowledge, fine)
        root = solution.node_at("") if spot.me == 0 else None
        if spot.me == 0 and (root is None or root.blueprint is None):
            solution = None  # her round's start is off the blueprint's file
        else:
            solution.solve(deadline=deadline)
    _CACHE[key] = solution
    if len(_CACHE) > CACHE_SIZE:
        _CACHE.popitem(last=False)
    return solution


def _key(knowledge: Knowledge, spot: Spot, path: list[tuple[str, int, int]]) -> tuple[Any, ...]:
    """The cache key of a public state: the round's path without the last round's moves."""
    round_path = tuple((k, a, i) for k, a, i in path if not k.startswith("2:"))
    return (knowledge.key, knowledge.data.deck, spot, round_path)


def is_cached(knowledge: Knowledge, spot: Spot, path: list[tuple[str, int, int]]) -> bool:
    """Whether this public state's round is solved already (no solve is due)."""
    return _key(knowledge, spot, path) in _CACHE


def clear_cache() -> None:
    _CACHE.clear()


# --------------------------------------------------------------------- measuring
def main(argv: list[str] | None = None) -> int:
    """Exploitability of the re-solver in the last-round subgames the blueprint reaches."""
    from drawpoker.ai.draw.knowledge import knowledge_for
    from drawpoker.engine.draw.rules import Rules

    parser = argparse.ArgumentParser(
        prog="python -m drawpoker.ai.draw.resolve", description=main.__doc__
    )
    parser.add_argument("--deck", type=int, choices=(32, 52), default=52)
    parser.add_argument("--iterations", type=int, default=ITERATIONS)
    parser.add_argument(
        "--equilibrium", type=int, default=600, help="iterations of the plain solve (the floor)"
    )
    parser.add_argument("--limit", type=int, default=0, help="at most this many subgames")
    args = parser.parse_args(argv)
    knowledge = knowledge_for(Rules(deck_size=args.deck))
    fine = load_fine(args.deck)
    if fine is None:
        raise SystemExit(f"no fine bins for {args.deck} cards: python -m drawpoker.ai.draw.fine")
    spots = _reached_subgames(knowledge)
    spots.sort(key=lambda item: -item[0])
    if args.limit:
        spots = spots[: args.limit]
    started = time.perf_counter()
    weight_sum = blueprint_sum = resolved_sum = equilibrium_sum = 0.0
    worst = 0.0
    for weight, me, round1, draws, paid, path in spots:
        spot = Spot(me, round1, draws, paid, knowledge.limits.stack, _limits(knowledge), ())
        reach = ranges(knowledge, fine, path)
        if reach is None:
            continue
        solver = Resolver(spot, reach, knowledge, fine)
        if solver.node_at("") is None:
            continue
        solver.solve(args.iterations)
        against_blueprint, against_resolved = solver.his_gain()
        weight_sum += weight
        blueprint_sum += weight * against_blueprint
        resolved_sum += weight * against_resolved
        plain = Resolver(spot, reach, knowledge, fine, safe=False).solve(args.equilibrium)
        equilibrium_sum += weight * plain.his_least()
        worst = max(worst, against_resolved - against_blueprint)
    seconds = time.perf_counter() - started
    print(
        f"{len(spots)} last-round subgames ({args.deck} cards, {args.iterations} iterations, "
        f"{seconds:.0f}s); weighted by how often the blueprint reaches them, per deal:"
    )
    print(f"  his best response against her blueprint round:  ${blueprint_sum:.4f}")
    print(f"  his best response against her re-solved round:  ${resolved_sum:.4f}")
    print(
        f"  floor under his equilibrium value (her best response to his play in a plain solve "
        f"of {args.equilibrium} iterations): ${equilibrium_sum:.4f}"
    )
    print(
        f"  exploitability of her round at most: blueprint ${blueprint_sum - equilibrium_sum:.4f}, "
        f"re-solved ${resolved_sum - equilibrium_sum:.4f} per deal "
        f"(subgames reached {weight_sum:.3f} of deals); worst subgame: he gains "
        f"${worst:+.3f} over the blueprint"
    )
    return 0


def _limits(knowledge: Knowledge) -> tuple[int, int, int, int]:
    limits = knowledge.limits
    return (limits.ante, limits.unit, limits.max_bet, limits.max_raises)


def _reached_subgames(
    knowledge: Knowledge,
) -> list[tuple[float, int, str, str, int, list[tuple[str, int, int]]]]:
    """Every last round the blueprint reaches: (its odds per deal, re-solver, first round,
    draws, money each paid, the path there), for both players as the re-solver."""
    betting = BettingRules(knowledge.limits, SizeMenu.from_dict(knowledge.data.raw.get("sizes")))
    raw = knowledge.data.raw
    prior = list(raw["prior"])
    out: list[tuple[float, int, str, str, int, list[tuple[str, int, int]]]] = []
    ante = knowledge.limits.ante

    def walk(state: BetState, beliefs: list[list[float]], odds: float, path: list[Any]) -> None:
        if odds < 1e-4:
            return
        if state.over:
            if state.folded is None:
                draws_walk(state.history, state.paid[0], beliefs, odds, path, "")
            return
        key = f"1:{state.history}"
        rows = knowledge.data.strategy.get(key)
        if rows is None:
            return
        who = state.to_act
        for index, move in enumerate(betting.moves(state)):
            weighted = [b * row[index] for b, row in zip(beliefs[who], rows, strict=True)]
            mass = sum(weighted)
            if mass <= 0:
                continue
            nxt = [list(beliefs[0]), list(beliefs[1])]
            nxt[who] = [w / mass for w in weighted]
            walk(betting.apply(state, move), nxt, odds * mass, [*path, (key, who, index)])

    def draws_walk(
        round1: str, paid: int, beliefs: list[list[float]], odds: float, path: list[Any], done: str
    ) -> None:
        who = len(done)
        if who == 2:
            for me in (0, 1):
                out.append((odds / 2, me, round1, done, paid, path))
            return
        key = f"d{who}:{round1}:{done[:1]}"
        rows = knowledge.data.strategy.get(key)
        if rows is None:
            return
        for draw in range(4):
            weighted = [b * row[draw] for b, row in zip(beliefs[who], rows, strict=True)]
            mass = sum(weighted)
            if mass <= 1e-4:
                continue
            nxt = [list(beliefs[0]), list(beliefs[1])]
            nxt[who] = [w / mass for w in weighted]
            draws_walk(round1, paid, nxt, odds * mass, [*path, (key, who, draw)], done + str(draw))

    walk(start_state(1, (ante, ante)), [prior, list(prior)], 1.0, [])
    return out


if __name__ == "__main__":
    sys.exit(main())
