"""The river re-solved at the table, safely (hold'em ``hard``, issue 38).

Heads-up on the river the rest of the hand is a small game: at most ten decision points of
fixed-limit betting, and each player's hand one of the ~1,081 two-card hands the board leaves.
``hard`` builds it for the board in front of her, on the exact cards (no buckets):

- **both ranges from the blueprint's play so far**: every two-card hand starts equally likely
  and, for each public action of a player before the river, is weighted by the odds the solved
  strategy (`strategy`) plays that action with the bucket the hand had on that street's board
  (Bayes' rule), trembled a little (``TREMBLE``) so that a player who leaves the blueprint's
  lines keeps a range. Heads-up after a bigger table (two players left on the river) the
  ranges come from `normal`'s range model (`ranges.narrowed`) instead: the blueprint never
  played those streets;
- **the exact showdown**: who beats whom by the hands' values on this board, with the card
  each hand blocks (two hands that share a card never meet);
- **safety**: a *gadget* before the river bounds what the re-solve may give each of his
  hands by what it wins by best response against the blueprint's river odds (his
  *alternative*). The default is the *max-margin* gadget (Moravcik et al. 2016): he picks which
  of his hands to hold and is paid its margin over its alternative, so the solve lowers the
  worst margin, and every margin counts; the *resolve* gadget (Burch, Johanson and Bowling 2014;
  Brown and Sandholm 2017: each hand may take its alternative instead of entering) is kept as
  ``gadget="resolve"``; measured on rivers the blueprint reaches, it stays closer to the
  blueprint. After solving, the odds are *checked*: the blend of the solved and the blueprint's
  odds that gives him least by an exact best response in the subgame is kept, the blueprint
  itself when the solve does not beat it. So the river she plays is never more exploitable
  than the blueprint's (``python -m drawpoker.ai.holdem.solved.resolve`` measures it).

The river is solved from its start by predictive regret matching+ (simultaneous updates,
quadratic averaging), warm-started from the blueprint's odds, so a decision later in the river
reads the same solution at the node the betting reached. Only public facts enter a solve (the
board, the public actions, the pot): solutions are cached by them, and her own two cards only
pick which row of the solution she plays.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import accumulate
from operator import add, itemgetter, mul, sub

from drawpoker.ai.budget import iterate_until
from drawpoker.ai.holdem.hands import ALL_COMBOS, Combo
from drawpoker.ai.holdem.solved.abstraction import Abstraction
from drawpoker.ai.holdem.solved.betting import State, key, legal
from drawpoker.ai.holdem.solved.strategy import SCALE, Strategy
from drawpoker.ai.holdem.strength import draws, percentiles

ITERATIONS = 48  # CFR iterations per re-solve when none are given
#: At the table: work per solve (units x iterations), so a board with few hand values gets
#: more iterations, within LEAST..MOST
WORK = 6000
LEAST, MOST = 30, 150
TREMBLE = 0.05  # each action keeps at least this share of odds when ranges are built
WARM = 2.0  # the blueprint's odds as starting regrets, in units of the pot at the river
MIXES = (0.5, 0.0)  # shares of the solved odds tried after a solve (0: the blueprint)
CACHE_SIZE = 256
TAKE, ENTER = 0, 1


@dataclass(slots=True)
class Node:
    """A node of the river: a decision (``act``), a fold or a showdown."""

    kind: str
    player: int = 0  # who acts (0: the small blind, as `betting`)
    history: str = ""
    moves: tuple[str, ...] = ()
    children: list[Node] = field(default_factory=list)
    paid: int = 0  # show: what each has in; fold: what the folder has in
    folded: int = -1
    blueprint: list[list[float]] | None = None  # per move, per hand of the actor
    regret: list[list[float]] = field(default_factory=list)
    last: list[list[float]] = field(default_factory=list)
    total: list[list[float]] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class RiverSpot:
    """A river as the re-solver sees it: only public facts."""

    board: tuple[int, ...]  # the five board cards
    begin: int  # what each player has in at the start of the river, half big blinds
    aggressor: int  # who bet or raised last on the turn (-1 nobody; 0 small blind, 1 big)
    cap: int  # raises allowed in a round
    me: int  # the re-solving player (0 small blind, 1 big blind)
    key_begin: int  # the blueprint's ``begin`` for its river keys (the nearest trained)


class River:
    """One re-solved river: both ranges over the live hands, the tree, the gadget.

    The solve runs over the board's *hand values*: hands that tie on this board (the same
    best five cards' value) are one unit and share their odds, so a board's ~1,081 hands are
    40 to 140 units, each exact in who beats whom, and a solve fits the decision time in pure
    Python. Which cards a hand blocks is left out of the solve (two units always meet), but
    not out of the check: the best responses that choose between the solved and the
    blueprint's odds (`solve`) and that measure the re-solver run over every hand, with the
    cards each blocks.
    """

    def __init__(
        self,
        spot: RiverSpot,
        reach: tuple[Sequence[float], Sequence[float]],
        strategy: Strategy,
        abstraction: Abstraction,
        safe: bool = True,
        gadget: str = "maxmargin",
    ) -> None:
        self.spot = spot
        self.gadget = gadget
        table = percentiles(spot.board)
        live = [c for c in ALL_COMBOS if c in table]
        order = sorted(range(len(live)), key=lambda i: table[live[i]])
        hands = [live[i] for i in order]
        self.hands: list[Combo] = hands
        self.index = {c: i for i, c in enumerate(hands)}
        self.n = n = len(hands)
        raw = [[reach[p][i] for i in order] for p in (0, 1)]
        # each range as odds summing to 1, so values are per unit of reach
        self.reach = [[w / (sum(r) or 1.0) for w in r] for r in raw]
        self.first = [c[0] for c in hands]
        self.second = [c[1] for c in hands]
        strengths = [table[c] for c in hands]
        self.groups: list[tuple[int, int]] = []
        self.unit_of: list[int] = []
        begin = 0
        for i in range(1, n + 1):
            if i == n or strengths[i] != strengths[begin]:
                self.unit_of.extend([len(self.groups)] * (i - begin))
                self.groups.append((begin, i))
                begin = i
        self.units = units = len(self.groups)
        self.unit_reach = [[sum(r[a:b]) for a, b in self.groups] for r in self.reach]
        self._index_cards()
        self.unit_bucket = [abstraction.bucket(hands[a], spot.board) for a, _ in self.groups]
        self.strategy = strategy
        self.mix = 1.0
        self.iteration = 0
        self.cut_short = False  # the last solve stopped at its deadline
        self.safe = safe
        self._against_blueprint: float | None = None
        self.root = self._build(spot.begin, spot.begin, "", 1, 0)
        him = 1 - spot.me
        self.gadget_regret = [[0.0, 0.0] for _ in range(units)]
        self.gadget_last = [[0.0, 0.0] for _ in range(units)]
        # what each of his units wins by best response against the blueprint's river
        self.alternative = self._best(
            self.root, list(self.unit_reach[spot.me]), him, "blueprint", exact=False)
        if not safe:
            self.gadget_regret = [[0.0, 1.0] for _ in range(units)]
        # the max-margin gadget: he picks which of his units to hold, paid its margin over the
        # alternative, so every margin counts (his units he cannot hold are never picked)
        self.holds = [w > 0.0 for w in self.unit_reach[him]]
        self.margin_regret = [0.0] * units
        self.margin_last = [0.0] * units

    # ----------------------------------------------------------------- the tree
    def _build(self, p0: int, p1: int, hist: str, who: int, raises: int) -> Node:
        """The river from ``hist`` (the big blind, player 1, speaks first after the flop)."""
        owed = (p1 - p0) if who == 0 else (p0 - p1)
        if owed > 0:
            moves: tuple[str, ...] = ("f", "k", "r") if raises < self.spot.cap else ("f", "k")
        else:
            moves = ("k", "r") if raises < self.spot.cap else ("k",)
        node = Node("act", player=who, history=hist, moves=moves)
        for move in moves:
            if move == "f":
                child = Node("fold", paid=p0 if who == 0 else p1, folded=who)
            elif move == "k":
                level = max(p0, p1)
                if owed > 0 or hist:  # a call, or a check behind: the river is over
                    child = Node("show", paid=level)
                else:
                    child = self._build(p0, p1, hist + "k", 1 - who, raises)
            else:
                level = max(p0, p1) + 2
                more = raises + (1 if max(p0, p1) > self.spot.begin else 0)
                q0, q1 = (level, p1) if who == 0 else (p0, level)
                child = self._build(q0, q1, hist + "r", 1 - who, more)
            node.children.append(child)
        node.blueprint = self._blueprint(node)
        units = self.units
        node.regret = [[0.0] * units for _ in moves]
        node.last = [[0.0] * units for _ in moves]
        node.total = [[0.0] * units for _ in moves]
        if node.blueprint is not None:
            warm = WARM * self.spot.begin
            node.regret = [[warm * p for p in row] for row in node.blueprint]
        return node

    def _blueprint(self, node: Node) -> list[list[float]] | None:
        """The blueprint's odds at ``node`` per move and unit (its river bucket's row); None
        where the strategy has no odds (a node it left to `normal`)."""
        spot = self.spot
        rel = 0 if spot.aggressor < 0 else (1 if spot.aggressor == node.player else 2)
        prefix = f"3.{{}}.{spot.key_begin}.{rel}{node.history}"
        count = len(node.moves)
        abstract_moves = len(legal(_abstract(node, spot)))
        out: list[list[float]] = [[0.0] * self.units for _ in node.moves]
        for u, bucket in enumerate(self.unit_bucket):
            odds = self.strategy.get(prefix.format(bucket))
            if odds is None or len(odds) != abstract_moves:
                return None
            for m in range(count):
                out[m][u] = odds[m] / SCALE
            if count < abstract_moves:  # a raise cut by a lower cap: a call
                out[count - 1][u] += odds[-1] / SCALE
        return out

    # ----------------------------------------------------------------- terminals
    def _unit_terminal(
        self, node: Node, r0: list[float], r1: list[float], which: int = 2
    ) -> tuple[list[float], list[float]]:
        """Both players' values per unit at a terminal, blockers left out (``which``: only
        that player's, the other's left empty)."""
        empty: list[float] = []
        if node.kind == "fold":
            sign = -1.0 if node.folded == 0 else 1.0
            v0 = [sign * node.paid * sum(r1)] * self.units if which != 1 else empty
            v1 = [-sign * node.paid * sum(r0)] * self.units if which != 0 else empty
            return v0, v1
        v0 = _ladder(node.paid, r1) if which != 1 else empty
        v1 = _ladder(node.paid, r0) if which != 0 else empty
        return v0, v1

    def _index_cards(self) -> None:
        """For the exact terminals: each card's hands in order of value, and for every hand
        where, in its two cards' lists, the hands below its value end and its own value's end
        (so a showdown is a few running sums, not a loop over pairs)."""
        by_card: dict[int, list[int]] = {}
        for i, (a, b) in enumerate(zip(self.first, self.second, strict=True)):
            by_card.setdefault(a, []).append(i)
            by_card.setdefault(b, []).append(i)
        self._card_lists = [itemgetter(*hands) if len(hands) > 1 else _one(hands[0])
                            for hands in by_card.values()]
        offset: dict[int, int] = {}
        at = 0
        for card, hands in by_card.items():
            offset[card] = at
            at += len(hands) + 1  # each card's running sums start with a 0
        group_of = self.unit_of
        places: list[tuple[int, int, int, int, int, int, int]] = []
        for i, (a, b) in enumerate(zip(self.first, self.second, strict=True)):
            g = group_of[i]
            row = [g]
            for card in (a, b):
                hands = by_card[card]
                below = sum(1 for h in hands if group_of[h] < g)
                upto = sum(1 for h in hands if group_of[h] <= g)
                row += [offset[card] + below, offset[card] + upto]
            row += [offset[a] + len(by_card[a]), offset[b] + len(by_card[b])]
            places.append((row[0], row[1], row[2], row[3], row[4], row[5], row[6]))
        self._places = places

    def _card_sums(self, other: list[float]) -> list[float]:
        """Each card's running sums of ``other`` over its hands in order of value."""
        out: list[float] = []
        for pick in self._card_lists:
            out.append(0.0)
            out.extend(accumulate(pick(other)))
        return out

    def _folded(self, amount: float, other: list[float]) -> list[float]:
        """Per hand: ``amount`` times the other's reach over the hands it does not block."""
        sums = self._card_sums(other)
        total = sum(other)
        return [
            amount * (total - sums[ea] - sums[eb] + w)
            for (_, _, _, _, _, ea, eb), w in zip(self._places, other, strict=True)
        ]

    def _shown(self, paid: float, other: list[float]) -> list[float]:
        """Per hand: ``paid`` times (the other's reach it beats - the reach that beats it),
        over the hands it does not block: below + (below or tied) - all, each less the hands
        holding one of its cards (the hand itself counted back once in each)."""
        sums = self._card_sums(other)
        total = sum(other)
        groups = [sum(other[a:b]) for a, b in self.groups]
        upto = list(accumulate(groups))
        below = [u - g for u, g in zip(upto, groups, strict=True)]
        return [
            paid * (below[g] + upto[g] - total
                    - sums[al] - sums[au] - sums[bl] - sums[bu] + sums[ea] + sums[eb])
            for g, al, au, bl, bu, ea, eb in self._places
        ]

    def _hand_terminal(
        self, node: Node, r0: list[float], r1: list[float], which: int
    ) -> list[float]:
        """One player's exact values per hand at a terminal, with the cards each blocks."""
        other = r1 if which == 0 else r0
        if node.kind == "fold":
            sign = -1.0 if node.folded == which else 1.0
            return self._folded(sign * node.paid, other)
        return self._shown(node.paid, other)

    # ----------------------------------------------------------------- solving
    def solve(self, iterations: int = ITERATIONS, deadline: float | None = None) -> River:
        """Solve, then keep the blend of the solved and the blueprint's odds that gives him the
        least by an exact best response (the blueprint itself when the solve does not beat
        it). With a ``deadline`` (a `time.perf_counter` value) the solve stops iterating once
        it has passed; the check still runs, so a solve cut short is as safe as a whole one,
        only closer to the blueprint (one iteration is always run)."""
        self.cut_short = iterate_until(self.iterate, iterations, deadline)
        self._set_mix(1.0)
        if not self.safe:
            return self
        best = self.his_gain()[1]
        chosen = 1.0
        for mix in MIXES:
            self._set_mix(mix)
            gain = self.his_gain()[1]
            if gain < best - 1e-12:
                best, chosen = gain, mix
        self._set_mix(chosen)
        return self

    def _set_mix(self, mix: float) -> None:
        """Play ``mix`` of the solved odds, the rest the blueprint's."""
        self.mix = mix

    def iterate(self) -> None:
        self.iteration += 1
        weight = float(self.iteration) ** 2
        me = self.spot.me
        him = 1 - me
        enter = [_matched(r, m) for r, m in zip(self.gadget_regret, self.gadget_last,
                                                strict=True)]
        reach = [list(self.unit_reach[0]), list(self.unit_reach[1])]
        if self.safe and self.gadget == "maxmargin":
            reach[him] = self._picked()
            entered = self._walk(self.root, reach[0], reach[1], weight)[him]
            margins = [e - a for e, a in zip(entered, self.alternative, strict=True)]
            value = sum(q * m for q, m in zip(reach[him], margins, strict=True))
            for u, held in enumerate(self.holds):
                if held:
                    gained = margins[u] - value
                    self.margin_regret[u] = max(0.0, self.margin_regret[u] + gained)
                    self.margin_last[u] = gained
            return
        reach[him] = [p * e[ENTER] for p, e in zip(self.unit_reach[him], enter, strict=True)]
        values = self._walk(self.root, reach[0], reach[1], weight)
        if not self.safe:
            return
        entered = values[him]
        for u in range(self.units):
            take = self.alternative[u]
            e = enter[u]
            value = e[TAKE] * take + e[ENTER] * entered[u]
            regrets = self.gadget_regret[u]
            last = self.gadget_last[u]
            gained = take - value
            regrets[TAKE] = max(0.0, regrets[TAKE] + gained)
            last[TAKE] = gained
            gained = entered[u] - value
            regrets[ENTER] = max(0.0, regrets[ENTER] + gained)
            last[ENTER] = gained

    def _picked(self) -> list[float]:
        """His pick among the units he can hold (predictive regret matching+)."""
        positive = [max(r + m, 0.0) if h else 0.0 for r, m, h in
                    zip(self.margin_regret, self.margin_last, self.holds, strict=True)]
        total = sum(positive)
        if total > 0.0:
            return [p / total for p in positive]
        count = sum(self.holds) or 1
        return [1.0 / count if h else 0.0 for h in self.holds]

    def _walk(
        self, node: Node, r0: list[float], r1: list[float], weight: float
    ) -> tuple[list[float], list[float]]:
        if node.kind != "act":
            return self._unit_terminal(node, r0, r1)
        player = node.player
        mine = r0 if player == 0 else r1
        count = len(node.moves)
        positive = [
            [x if x > 0.0 else 0.0 for x in map(add, regret, last)]
            for regret, last in zip(node.regret, node.last, strict=True)
        ]
        if count == 1:
            totals = positive[0]
        elif count == 2:
            totals = list(map(add, positive[0], positive[1]))
        else:
            totals = [a + b + c for a, b, c in zip(*positive, strict=True)]
        uniform = 1.0 / count
        scale = [1.0 / t if t > 0.0 else 0.0 for t in totals]
        strategy = [
            [p * k if k else uniform for p, k in zip(row, scale, strict=True)] for row in positive
        ]
        move_values: list[list[float]] = []
        node_value: list[float] | None = None
        other_value: list[float] | None = None
        for odds, child in zip(strategy, node.children, strict=True):
            reach = list(map(mul, mine, odds))
            if player == 0:
                mv, ov = self._walk(child, reach, r1, weight)
            else:
                ov, mv = self._walk(child, r0, reach, weight)
            move_values.append(mv)
            if node_value is None or other_value is None:
                node_value = list(map(mul, odds, mv))
                other_value = ov
            else:
                node_value = list(map(add, node_value, map(mul, odds, mv)))
                other_value = list(map(add, other_value, ov))
        assert node_value is not None and other_value is not None
        own = [weight * m for m in mine]
        for index in range(count):
            gained = list(map(sub, move_values[index], node_value))
            node.regret[index] = [
                x if x > 0.0 else 0.0 for x in map(add, node.regret[index], gained)
            ]
            node.last[index] = gained
            node.total[index] = list(
                map(add, node.total[index], map(mul, own, strategy[index])))
        return (node_value, other_value) if player == 0 else (other_value, node_value)

    # ----------------------------------------------------------------- reading
    def odds(self, node: Node) -> list[list[float]]:
        """The odds played at ``node`` per move and unit: the solved average, at her nodes
        blended with the blueprint's by ``mix`` (chosen by ``solve``)."""
        count = len(node.moves)
        totals = [sum(column) for column in zip(*node.total, strict=True)]
        solved = [
            [t / s if s > 0.0 else 1.0 / count for t, s in zip(row, totals, strict=True)]
            for row in node.total
        ]
        if self.mix >= 1.0 or node.player != self.spot.me:
            return solved
        mix = self.mix
        # where the blueprint has no odds, the check or call his alternative was measured
        # against: a mix of 0 is exactly the river his alternative counts
        return [
            [mix * a + (1.0 - mix) * b for a, b in zip(srow, brow, strict=True)]
            for srow, brow in zip(solved, self._rows(node, "blueprint"), strict=True)
        ]

    def node_at(self, history: str) -> Node | None:
        node = self.root
        for move in history:
            if node.kind != "act" or move not in node.moves:
                return None
            node = node.children[node.moves.index(move)]
        return node if node.kind == "act" else None

    def hand_odds(self, history: str, hole: Combo) -> dict[str, float] | None:
        """Her odds for ``hole`` at the node ``history`` reached, by move; None when the node
        is not in the tree (or the hand holds a board card)."""
        node = self.node_at(history)
        at = self.index.get(hole)
        if node is None or at is None:
            return None
        rows = self.odds(node)
        unit = self.unit_of[at]
        return {m: rows[i][unit] for i, m in enumerate(node.moves)}

    # ----------------------------------------------------------------- evaluation
    def _rows(self, node: Node, source: str) -> list[list[float]]:
        """The odds per move and unit at a node of the other player: the blueprint's (a
        check or call where it has none) or the re-solved ones."""
        if source == "blueprint":
            if node.blueprint is not None:
                return node.blueprint
            return [[1.0 if m == "k" else 0.0] * self.units for m in node.moves]
        return self.odds(node)

    def _best(self, node: Node, reach: list[float], responder: int, source: str,
              exact: bool) -> list[float]:
        """The responder's best value per unit (``exact``: per hand, with blockers) below
        ``node``, the other's reach there ``reach`` (per unit or per hand alike)."""
        if node.kind != "act":
            if exact:
                pair = (reach, reach)
                return self._hand_terminal(node, pair[0], pair[1], responder)
            if responder == 0:
                return self._unit_terminal(node, [], reach, 0)[0]
            return self._unit_terminal(node, reach, [], 1)[1]
        if node.player == responder:
            best: list[float] | None = None
            for child in node.children:
                values = self._best(child, reach, responder, source, exact)
                best = values if best is None else [
                    a if a > b else b for a, b in zip(best, values, strict=True)]
            assert best is not None
            return best
        rows = self._rows(node, source)
        if exact:
            unit_of = self.unit_of
            rows = [[row[u] for u in unit_of] for row in rows]
        total: list[float] | None = None
        for row, child in zip(rows, node.children, strict=True):
            child_reach = [r * p for r, p in zip(reach, row, strict=True)]
            if not any(child_reach):
                continue
            values = self._best(child, child_reach, responder, source, exact)
            total = values if total is None else [
                a + b for a, b in zip(total, values, strict=True)]
        return total if total is not None else [0.0] * (self.n if exact else self.units)

    def best_response(self, responder: int, source: str = "resolved") -> list[float]:
        """The responder's exact best value per hand (every hand, with the cards it blocks)
        against the other's odds: ``"blueprint"`` or ``"resolved"``."""
        return self._best(self.root, list(self.reach[1 - responder]), responder, source, True)

    def his_gain(self) -> tuple[float, float]:
        """His exact best-response value over his range against her blueprint river and
        against her re-solved one (half big blinds per unit of both ranges' reach)."""
        him = 1 - self.spot.me
        weights = self.reach[him]
        if self._against_blueprint is None:
            self._against_blueprint = sum(
                w * v for w, v in zip(weights, self.best_response(him, "blueprint"), strict=True))
        resolved = self.best_response(him)
        return self._against_blueprint, sum(
            w * v for w, v in zip(weights, resolved, strict=True))

    def her_best(self) -> float:
        """Her exact best-response value against his re-solved odds (minus this is a floor
        under his equilibrium value)."""
        me = self.spot.me
        values = self.best_response(me)
        return sum(w * v for w, v in zip(self.reach[me], values, strict=True))


def _ladder(paid: float, other: list[float]) -> list[float]:
    """Per unit (weakest first): ``paid`` times (the other's reach below - above)."""
    total = sum(other)
    return [paid * (2.0 * u - m - total) for u, m in zip(accumulate(other), other, strict=True)]


def _one(index: int) -> Callable[[list[float]], tuple[float]]:
    """An item getter of one index that still returns a tuple."""
    return lambda values: (values[index],)


def _matched(regrets: list[float], last: list[float]) -> list[float]:
    positive = [max(r + m, 0.0) for r, m in zip(regrets, last, strict=True)]
    total = sum(positive)
    if total > 0:
        return [p / total for p in positive]
    return [1.0 / len(regrets)] * len(regrets)


def _abstract(node: Node, spot: RiverSpot) -> State:
    """The abstract game's state at ``node`` (for the blueprint's legal moves)."""
    raises = max(0, node.history.count("r") - 1)
    p = spot.begin + 2 * node.history.count("r")
    owed = node.history.endswith("r")
    p_actor = p - 2 if owed else p
    p0, p1 = (p_actor, p) if node.player == 0 else (p, p_actor)
    return (3, p0, p1, spot.begin, node.history, raises, node.player, 0, -1, spot.aggressor)


# --------------------------------------------------------------------- ranges
def blueprint_reach(
    steps: Sequence[tuple[State, str]],
    board: tuple[int, ...],
    strategy: Strategy,
    abstraction: Abstraction,
    tremble: float = TREMBLE,
) -> tuple[list[float], list[float]]:
    """Both players' reach of every hand the board leaves (`ALL_COMBOS` order, 0 for a hand
    holding a board card) through ``steps``, the abstract states before the river and the
    action taken at each: Bayes' rule with the blueprint's odds of the hand's bucket on that
    street's board, trembled."""
    dead = set(board)
    live = [c for c in ALL_COMBOS if c[0] not in dead and c[1] not in dead]
    reach = [[1.0] * len(live), [1.0] * len(live)]
    by_street: dict[int, list[int]] = {}
    for state, action in steps:
        street = state[0]
        if street >= 3:
            continue
        if street not in by_street:
            shown = board[: (0, 3, 4)[street]]
            if street == 0:
                by_street[street] = [abstraction.preflop(c) for c in live]
            else:
                table = percentiles(shown)
                drawing = draws(shown)
                by_street[street] = [
                    abstraction.postflop(street, table[c], drawing.get(c, 0.0)) for c in live
                ]
        buckets = by_street[street]
        acts = legal(state)
        if action not in acts:
            continue
        at = acts.index(action)
        share = tremble / len(acts)
        factors: dict[int, float] = {}
        actor = reach[state[6]]
        for i, bucket in enumerate(buckets):
            factor = factors.get(bucket)
            if factor is None:
                odds = strategy.get(key(state, bucket))
                factor = 1.0 if odds is None or len(odds) != len(acts) else (
                    (1.0 - tremble) * odds[at] / SCALE + share)
                factors[bucket] = factor
            actor[i] *= factor
    return reach[0], reach[1]


# --------------------------------------------------------------------- at the table
_CACHE: OrderedDict[object, River | None] = OrderedDict()


def solved_river(
    spot: RiverSpot,
    reach_key: object,
    reach: tuple[list[float], list[float]] | None,
    strategy: Strategy,
    abstraction: Abstraction,
    iterations: int = ITERATIONS,
    deadline: float | None = None,
) -> River:
    """The re-solved river of this public state (cached by ``spot`` and ``reach_key``, the
    public facts the ranges came from); ``reach`` None: already cached, else built from it.
    A solve cut short by ``deadline`` is cached as it is (`River.solve`)."""
    cache_key = (spot, reach_key, abstraction.name, iterations, id(strategy))
    solution = _CACHE.get(cache_key)
    if solution is not None:
        _CACHE.move_to_end(cache_key)
        return solution
    if reach is None:
        raise KeyError("not cached")
    solution = River(spot, reach, strategy, abstraction).solve(iterations, deadline)
    _CACHE[cache_key] = solution
    if len(_CACHE) > CACHE_SIZE:
        _CACHE.popitem(last=False)
    return solution


def cached(spot: RiverSpot, reach_key: object, abstraction: Abstraction, strategy: Strategy,
           iterations: int = ITERATIONS) -> bool:
    return (spot, reach_key, abstraction.name, iterations, id(strategy)) in _CACHE


def clear_cache() -> None:
    _CACHE.clear()


# --------------------------------------------------------------------- measuring
def blueprint_deals(
    street: int, count: int, seed: int, strategy: Strategy, abstraction: Abstraction
) -> list[tuple[tuple[int, ...], State, list[tuple[State, str]]]]:
    """Random deals the blueprint plays itself (both seats) until ``street`` (2 the turn, 3
    the river): the board to that street, the state reached and the steps taken, for the
    first ``count`` deals that get there. The subgame samplers of the river and the turn."""
    from drawpoker.ai.holdem.solved.betting import FOLDED, SHOWDOWN, start, step

    rng = random.Random(seed)
    out: list[tuple[tuple[int, ...], State, list[tuple[State, str]]]] = []
    tries = 0
    while len(out) < count and tries < count * 50:
        tries += 1
        deck = list(range(52))
        rng.shuffle(deck)
        holes = ((max(deck[0], deck[1]), min(deck[0], deck[1])),
                 (max(deck[2], deck[3]), min(deck[2], deck[3])))
        board = tuple(deck[4:4 + (0, 3, 4, 5)[street]])
        state = start()
        steps: list[tuple[State, str]] = []
        while state[0] < street:
            shown = board[: (0, 3, 4)[state[0]]]
            who = state[6]
            odds = strategy.get(key(state, abstraction.bucket(holes[who], shown)))
            acts = legal(state)
            if odds is None or len(odds) != len(acts):
                break
            action = rng.choices(acts, weights=odds)[0]
            steps.append((state, action))
            state = step(state, action)
            if state[0] in (FOLDED, SHOWDOWN):
                break
        if state[0] == street:
            out.append((board, state, steps))
    return out


def sample_rivers(
    count: int, seed: int, strategy: Strategy, abstraction: Abstraction
) -> list[tuple[RiverSpot, tuple[list[float], list[float]]]]:
    """River subgames the blueprint reaches, each with its ranges built as at the table (the
    re-solver alternating between the seats)."""
    return [(RiverSpot(board, state[3], state[9], 3, n % 2, state[3]),
             blueprint_reach(steps, board, strategy, abstraction))
            for n, (board, state, steps) in enumerate(
                blueprint_deals(3, count, seed, strategy, abstraction))]


def main(argv: list[str] | None = None) -> int:
    """Exploitability of the re-solved river against the blueprint's, in river subgames."""
    from drawpoker.ai.holdem.solved.abstraction import ABSTRACTIONS
    from drawpoker.ai.holdem.solved.strategy import shipped

    parser = argparse.ArgumentParser(
        prog="python -m drawpoker.ai.holdem.solved.resolve", description=main.__doc__)
    parser.add_argument("--rivers", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=0,
                        help="CFR iterations per re-solve (0: as at the table, by the units)")
    parser.add_argument("--equilibrium", type=int, default=300,
                        help="iterations of the plain solve that gives the floor")
    args = parser.parse_args(argv)
    abstraction = ABSTRACTIONS["fine"]
    strategy = shipped("fine")
    started = time.perf_counter()
    rivers = sample_rivers(args.rivers, args.seed, strategy, abstraction)
    blueprint_sum = resolved_sum = floor_sum = 0.0
    worst = -1e9
    times: list[float] = []
    for spot, reach in rivers:
        began = time.process_time()
        river = River(spot, reach, strategy, abstraction)
        river.solve(args.iterations or max(LEAST, min(MOST, WORK // river.units)))
        times.append(time.process_time() - began)
        against_blueprint, against_resolved = river.his_gain()
        plain = River(spot, reach, strategy, abstraction, safe=False).solve(args.equilibrium)
        floor = -plain.her_best()
        blueprint_sum += against_blueprint - floor
        resolved_sum += against_resolved - floor
        floor_sum += floor
        worst = max(worst, against_resolved - against_blueprint)
    k = len(rivers)
    times.sort()
    print(f"{k} river subgames reached by the blueprint (seed {args.seed}, "
          f"{args.iterations or 'as at the table:'} iterations"
          f"{f' {WORK} // units, {LEAST} to {MOST}' if not args.iterations else ''}; "
          f"{time.perf_counter() - started:.0f} s); his exact best response, "
          f"milli big blinds per river reached:")
    print(f"  his gain over a floor under the river's equilibrium value: against the blueprint "
          f"{500 * blueprint_sum / k:.1f} mbb, against the re-solve "
          f"{500 * resolved_sum / k:.1f} mbb")
    print(f"  worst river: re-solved minus blueprint {500 * worst:+.2f} mbb "
          f"(never above 0: the check keeps the blueprint where the solve does not beat it)")
    print(f"  processor time per re-solve (build, solve, check): p50 {1000 * times[k // 2]:.0f} "
          f"ms, max {1000 * times[-1]:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
