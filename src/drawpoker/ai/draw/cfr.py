"""Counterfactual regret minimisation (CFR+) over the abstract game, in vector form.

The tree is walked once per iteration over *public* states; at each node every player carries a
vector over their private buckets (draw buckets before their draw, strength buckets after it),
so one walk updates every bucket at once. Two update schemes: CFR+ (regret matching+, a linearly
weighted average) and discounted CFR (``"dcfr"``, alpha 1.5, beta 0, gamma 2: old regrets and old
averages fade, which converges several times faster on poker trees); updates are simultaneous
or alternating (one player's regrets per walk, the usual choice for both schemes).
``best_response`` gives each player's best value against the other's
average strategy, so the exploitability of the abstract game is exact.

After its own draw a player's state is only the strength bucket: the payoffs from there on
depend on nothing else, so forgetting the draw bucket loses nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from drawpoker.ai.draw.abstraction import BetState, BettingRules, Limits, SizeMenu, start_state

DRAWS = (0, 1, 2, 3)
SCHEMES = ("cfr+", "dcfr")
# discounted CFR's exponents (Brown and Sandholm 2019): positive regrets, negative, average
DCFR_ALPHA, DCFR_BETA, DCFR_GAMMA = 1.5, 0.0, 2.0


def tremble_row(row: list[float], allowed: list[bool], tremble: float) -> list[float]:
    """Odds with ``tremble`` of the mass spread over the open moves (the closed ones at 0)."""
    share = tremble / max(1, sum(allowed))
    keep = 1 - tremble
    return [keep * p + share if ok else 0.0 for p, ok in zip(row, allowed, strict=True)]


@dataclass(slots=True)
class Node:
    kind: str  # "act", "draw", "fold", "show"
    key: str = ""
    player: int = 0
    moves: list[str] = field(default_factory=list)
    children: list[Node] = field(default_factory=list)
    paid: tuple[int, int] = (0, 0)
    folded: int = -1
    # per node, filled in by the solver: regrets and strategy sums per bucket per move
    regret: list[list[float]] = field(default_factory=list)
    total: list[list[float]] = field(default_factory=list)


@dataclass(slots=True)
class Buckets:
    """The chance side of the abstract game."""

    prior: list[float]  # probability of each draw bucket
    allowed: list[list[int]]  # per draw bucket, the draw counts it may choose (subset of DRAWS)
    transition: list[
        dict[int, list[float]]
    ]  # per draw bucket, per draw count: strength-bucket odds
    strength_buckets: int


def build_tree(limits: Limits, menu: SizeMenu | None = None) -> Node:
    rules = BettingRules(limits, menu or SizeMenu())
    return _betting(rules, start_state(1, (limits.ante, limits.ante)), "")


def _betting(rules: BettingRules, state: BetState, prefix: str) -> Node:
    if state.over:
        if state.folded is not None:
            return Node("fold", paid=(state.paid[0], state.paid[1]), folded=state.folded)
        if state.betting_round == 1:
            return _draw(rules, (state.paid[0], state.paid[1]), state.history, "")
        return Node("show", paid=(state.paid[0], state.paid[1]))
    key = f"{prefix}{state.history}" if state.betting_round == 2 else f"1:{state.history}"
    node = Node("act", key=key, player=state.to_act, moves=rules.moves(state))
    node.children = [_betting(rules, rules.apply(state, move), prefix) for move in node.moves]
    return node


def _draw(rules: BettingRules, paid: tuple[int, int], round1: str, first_draw: str) -> Node:
    player = 0 if first_draw == "" else 1
    key = f"d{player}:{round1}:{first_draw}"
    node = Node("draw", key=key, player=player, moves=[str(d) for d in DRAWS])
    for d in DRAWS:
        if player == 0:
            node.children.append(_draw(rules, paid, round1, str(d)))
        else:
            prefix = f"2:{round1}:{first_draw}{d}:"
            node.children.append(_betting(rules, start_state(2, paid), prefix))
    return node


@dataclass(frozen=True, slots=True)
class Training:
    """One training walk: whose regrets it updates (None: both players') and the discount
    factors of this iteration (positive regrets, negative regrets, average strategy)."""

    traverser: int | None
    keep: tuple[float, float, float]


class Solver:
    """CFR+ on one abstract game."""

    def __init__(
        self,
        limits: Limits,
        buckets: Buckets,
        tremble: float = 0.0,
        menu: SizeMenu | None = None,
        scheme: str = "cfr+",
        alternating: bool = False,
    ) -> None:
        if scheme not in SCHEMES:
            raise ValueError(f"unknown scheme {scheme!r}; known: {', '.join(SCHEMES)}")
        self.scheme = scheme
        self.alternating = alternating
        # While training, every betting move is played with at least this probability (split
        # evenly), so that lines an equilibrium never takes (a $50 bet into $10) are still
        # reached and answered sensibly: against a range of random hands, as a maniac's is.
        self.tremble = tremble
        self.limits = limits
        self.buckets = buckets
        self.root = build_tree(limits, menu)
        self.iteration = 0
        self.nodes: list[Node] = []
        self._init(self.root, [False, False])

    def _init(self, node: Node, drawn: list[bool]) -> None:
        if node.kind in ("fold", "show"):
            return
        self.nodes.append(node)
        size = self.buckets.strength_buckets if drawn[node.player] else len(self.buckets.prior)
        node.regret = [[0.0] * len(node.moves) for _ in range(size)]
        node.total = [[0.0] * len(node.moves) for _ in range(size)]
        for child in node.children:
            if node.kind == "draw":
                after = list(drawn)
                after[node.player] = True
                self._init(child, after)
            else:
                self._init(child, drawn)

    # ----------------------------------------------------------------- strategies
    def _current(self, node: Node, state: int) -> list[float]:
        regrets = node.regret[state]
        allowed = self._allowed(node, state)
        positive = [max(r, 0.0) if ok else 0.0 for r, ok in zip(regrets, allowed, strict=True)]
        total = sum(positive)
        if total > 0:
            return [p / total for p in positive]
        count = sum(allowed)
        return [1.0 / count if ok else 0.0 for ok in allowed]

    def trembled(self, node: Node, state: int, row: list[float]) -> list[float]:
        """The odds played while training: every move open to the bucket at least a little.

        Betting moves and draw counts alike: a real player's line the equilibrium never takes
        (a $50 bet into $10, a kicker kept where the solved draw throws it) still reaches a
        node whose odds were trained, against the hands that could take that line.
        """
        if not self.tremble:
            return row
        return tremble_row(row, self._allowed(node, state), self.tremble)

    def _allowed(self, node: Node, state: int) -> list[bool]:
        if node.kind == "draw":
            return [int(move) in self.buckets.allowed[state] for move in node.moves]
        return [True] * len(node.moves)

    def average(self, node: Node, state: int) -> list[float]:
        sums = node.total[state]
        total = sum(sums)
        if total > 0:
            return [s / total for s in sums]
        allowed = self._allowed(node, state)
        count = sum(allowed)
        return [1.0 / count if ok else 0.0 for ok in allowed]

    # ----------------------------------------------------------------- walking
    def iterate(self) -> None:
        self.iteration += 1
        prior = self.buckets.prior
        t = float(self.iteration)
        keep = (1.0, 1.0, 1.0)
        if self.scheme == "dcfr":
            keep = (
                t**DCFR_ALPHA / (t**DCFR_ALPHA + 1),
                t**DCFR_BETA / (t**DCFR_BETA + 1),
                (t / (t + 1)) ** DCFR_GAMMA,
            )
        for traverser in (0, 1) if self.alternating else (None,):
            self._walk(self.root, [list(prior), list(prior)], Training(traverser, keep))

    def _update(
        self,
        node: Node,
        mine: list[float],
        strategies: list[list[float]],
        move_values: list[list[float]],
        node_value: list[float],
        keep: tuple[float, float, float],
    ) -> None:
        """One player's regrets and average at ``node`` after a walk below it."""
        dcfr = self.scheme == "dcfr"
        keep_plus, keep_minus, keep_average = keep
        weight = 1.0 if dcfr else float(self.iteration)
        for s in range(len(mine)):
            regrets = node.regret[s]
            sums = node.total[s]
            for index in range(len(node.moves)):
                gained = move_values[index][s] - node_value[s]
                if dcfr:
                    old = regrets[index]
                    regrets[index] = old * (keep_plus if old > 0 else keep_minus) + gained
                    sums[index] = sums[index] * keep_average + mine[s] * strategies[s][index]
                else:
                    regrets[index] = max(0.0, regrets[index] + gained)
                    sums[index] += weight * mine[s] * strategies[s][index]

    def _walk(
        self, node: Node, reach: list[list[float]], training: Training | None
    ) -> list[list[float]]:
        """Counterfactual values of both players' buckets at ``node`` for the given reaches:
        of the current strategies while training, else of the average ones."""
        train = training is not None
        if node.kind == "fold":
            values = []
            for player in (0, 1):
                sign = -1 if node.folded == player else 1
                mass = sum(reach[1 - player])
                values.append([sign * node.paid[node.folded] * mass] * len(reach[player]))
            return values
        if node.kind == "show":
            return [
                self._showdown(node.paid[0], reach[1], len(reach[0])),
                self._showdown(node.paid[1], reach[0], len(reach[1])),
            ]
        player = node.player
        other = 1 - player
        mine = reach[player]
        strategies = [
            self._current(node, s) if train else self.average(node, s) for s in range(len(mine))
        ]
        played = strategies
        if train and self.tremble:
            played = [self.trembled(node, s, row) for s, row in enumerate(strategies)]
        node_value = [0.0] * len(mine)
        other_value: list[float] = []
        move_values: list[list[float]] = []
        for index, child in enumerate(node.children):
            if all(played[s][index] == 0.0 for s in range(len(mine))) and node.kind == "draw":
                move_values.append([0.0] * len(mine))
                continue
            child_mine = [mine[s] * played[s][index] for s in range(len(mine))]
            if node.kind == "draw":
                child_mine = self._to_strength(child_mine, int(node.moves[index]))
            child_reach = [child_mine, reach[other]] if player == 0 else [reach[other], child_mine]
            values = self._walk(child, child_reach, training)
            mine_values = values[player]
            if node.kind == "draw":
                mine_values = self._from_strength(mine_values, int(node.moves[index]))
            move_values.append(mine_values)
            for s in range(len(mine)):
                node_value[s] += played[s][index] * mine_values[s]
            if other_value:
                other_value = [a + b for a, b in zip(other_value, values[other], strict=True)]
            else:
                other_value = list(values[other])
        if training is not None and training.traverser in (None, player):
            self._update(node, mine, strategies, move_values, node_value, training.keep)
        result = [node_value, other_value] if player == 0 else [other_value, node_value]
        return result

    def _to_strength(self, reach: list[float], draw: int) -> list[float]:
        out = [0.0] * self.buckets.strength_buckets
        for bucket, mass in enumerate(reach):
            odds = self.buckets.transition[bucket].get(draw)
            if mass and odds:
                for j, p in enumerate(odds):
                    out[j] += mass * p
        return out

    def _from_strength(self, values: list[float], draw: int) -> list[float]:
        out = []
        for bucket in range(len(self.buckets.prior)):
            odds = self.buckets.transition[bucket].get(draw)
            out.append(sum(p * v for p, v in zip(odds, values, strict=True)) if odds else 0.0)
        return out

    @staticmethod
    def _showdown(paid: int, other_reach: list[float], size: int) -> list[float]:
        """Value of each strength bucket at showdown: win below, tie within, lose above."""
        total = sum(other_reach)
        below = 0.0
        values = []
        for j in range(size):
            mass = other_reach[j]
            above = total - below - mass
            values.append(paid * (below - above))
            below += mass
        return values

    # ----------------------------------------------------------------- evaluation
    def best_response(self, responder: int) -> float:
        """The responder's best expected winnings per deal against the other's average strategy."""
        prior = self.buckets.prior
        values = self._respond(self.root, [list(prior), list(prior)], responder)
        return sum(p * v for p, v in zip(prior, values, strict=True))

    def _respond(self, node: Node, reach: list[list[float]], responder: int) -> list[float]:
        if node.kind in ("fold", "show"):
            return self._walk(node, reach, None)[responder]
        player = node.player
        other = 1 - player
        if player == responder:
            best: list[float] | None = None
            for index, child in enumerate(node.children):
                if node.kind == "draw":
                    draw = int(node.moves[index])
                    child_mine = self._to_strength(reach[player], draw)
                else:
                    child_mine = list(reach[player])
                child_reach = (
                    [child_mine, reach[other]] if player == 0 else [reach[other], child_mine]
                )
                values = self._respond(child, child_reach, responder)
                if node.kind == "draw":
                    values = self._from_strength(values, draw)
                    values = [
                        v if draw in self.buckets.allowed[s] else float("-inf")
                        for s, v in enumerate(values)
                    ]
                best = (
                    values
                    if best is None
                    else [max(a, b) for a, b in zip(best, values, strict=True)]
                )
            assert best is not None
            return best
        # the other player follows their average strategy
        mine = reach[player]
        total: list[float] | None = None
        for index, child in enumerate(node.children):
            child_mine = [mine[s] * self.average(node, s)[index] for s in range(len(mine))]
            if node.kind == "draw":
                child_mine = self._to_strength(child_mine, int(node.moves[index]))
            child_reach = [child_mine, reach[other]] if player == 0 else [reach[other], child_mine]
            values = self._respond(child, child_reach, responder)
            total = values if total is None else [a + b for a, b in zip(total, values, strict=True)]
        assert total is not None
        return total

    def game_value(self) -> float:
        """Expected winnings per deal of the first player when both play the average strategy."""
        prior = self.buckets.prior
        values = self._walk(self.root, [list(prior), list(prior)], None)[0]
        return sum(p * v for p, v in zip(prior, values, strict=True))

    def exploitability(self) -> float:
        """Average of the two best-response gains: 0 at an equilibrium, dollars per deal."""
        return (self.best_response(0) + self.best_response(1)) / 2

    def strategy_table(self) -> dict[str, list[list[float]]]:
        return {
            node.key: [self.average(node, s) for s in range(len(node.total))] for node in self.nodes
        }

    def line_reach(self, trembled: bool = False) -> dict[str, float]:
        """Per decision node, how likely the *other* player's moves so far are under the average
        strategy (his line's odds, as ``Knowledge.line_odds`` computes them at the table), with
        the training tremble on every move if ``trembled``."""
        out: dict[str, float] = {}
        prior = self.buckets.prior
        self._reach(self.root, [list(prior), list(prior)], out, trembled)
        return out

    def _reach(
        self, node: Node, reach: list[list[float]], out: dict[str, float], trembled: bool
    ) -> None:
        if node.kind in ("fold", "show"):
            return
        player = node.player
        other = 1 - player
        out[node.key] = max(out.get(node.key, 0.0), sum(reach[other]))
        mine = reach[player]
        rows = [self.average(node, s) for s in range(len(mine))]
        if trembled:
            rows = [self.trembled(node, s, row) for s, row in enumerate(rows)]
        for index, child in enumerate(node.children):
            child_mine = [mine[s] * rows[s][index] for s in range(len(mine))]
            if node.kind == "draw":
                child_mine = self._to_strength(child_mine, int(node.moves[index]))
            child_reach = [child_mine, reach[other]] if player == 0 else [reach[other], child_mine]
            self._reach(child, child_reach, out, trembled)
