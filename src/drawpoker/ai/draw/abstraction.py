"""The abstract game that ``hard`` is solved in: this game's betting, shrunk to a tree we can solve.

What is kept exactly: two players, antes, who acts first, the two betting rounds with this game's
moves (round one: BET / WAIT, then BET / CALL-to-draw / DROP; round two: the first player BETs or
CALLs to show down at once), the raise cap (``rules.max_raises`` per round), the bet limit
(``rules.max_bet``) and the stacks.

What is abstracted:

- bet sizes: a bet is ``n`` (the minimum, one bet unit), ``h`` (half the pot), ``p`` (the pot after
  calling) or ``m`` (the largest allowed); a first raise is ``p`` or ``m`` and a re-raise ``m``
  (sizes that come out equal are one move). A real bet of another size is mapped to the
  nearest one by ratio;
- hands: before the draw a hand is one of a few *draw buckets* (made hands, draws, pairs by rank,
  nothing); after the draw, one of a few *strength buckets* (quantiles of the final-hand value);
- the draw: a choice of how many cards to draw from a short per-bucket menu (the textbook draw,
  a kicker kept as disguise, standing pat as a bluff); the draw count is public, the new bucket is
  dealt by chance with exact transition probabilities;
- no card removal between the two hands.
"""

from __future__ import annotations

from dataclasses import dataclass, field

FOLD, CHECK, MIN, HALF, POT, MAX = "f", "k", "n", "h", "p", "m"
BET_MOVES = (MIN, HALF, POT, MAX)  # every aggressive move, smallest first
DRAW_COUNTS = (0, 1, 2, 3)  # 3 stands for three or more


@dataclass(frozen=True, slots=True)
class Limits:
    """The rule numbers the tree depends on."""

    ante: int = 5
    unit: int = 5
    max_bet: int = 50
    max_raises: int = 3
    stack: int = 200  # each player's money before the ante


@dataclass(slots=True)
class BetState:
    """Betting position inside one round, in abstract terms (also used to map real play)."""

    betting_round: int
    to_act: int  # 0: the player who acts first (non-dealer), 1: the other
    paid: list[int]  # total money each player has put in this deal (antes included)
    raises: int = 0
    bets_made: int = 0  # bets plus raises this round
    history: str = ""  # abstract actions this round
    over: bool = False
    folded: int | None = None

    def copy(self) -> BetState:
        return BetState(
            self.betting_round,
            self.to_act,
            list(self.paid),
            self.raises,
            self.bets_made,
            self.history,
            self.over,
            self.folded,
        )


@dataclass(frozen=True, slots=True)
class SizeMenu:
    """Which bet sizes the tree offers: opening a round, a first raise, a later raise."""

    open: str = "nhpm"
    raise_: str = "pm"
    reraise: str = "m"

    def as_dict(self) -> dict[str, str]:
        return {"open": self.open, "raise": self.raise_, "reraise": self.reraise}

    @classmethod
    def from_dict(cls, raw: dict[str, str] | None) -> SizeMenu:
        if raw is None:  # the first strategy files: pot and max everywhere
            return cls("pm", "pm", "pm")
        return cls(raw["open"], raw["raise"], raw["reraise"])


@dataclass(slots=True)
class BettingRules:
    """Abstract moves and their dollar sizes for a given set of limits."""

    limits: Limits
    menu: SizeMenu = field(default_factory=SizeMenu)

    def to_call(self, state: BetState) -> int:
        return state.paid[1 - state.to_act] - state.paid[state.to_act]

    def room(self, state: BetState) -> int:
        """Largest amount the mover may bet or raise on top of the call (both can still pay it)."""
        top = max(state.paid)
        left = self.limits.stack - top
        return min(self.limits.max_bet, left)

    def size(self, state: BetState, move: str) -> int:
        unit = self.limits.unit
        room = self.room(state)
        room -= room % unit
        if move == MAX:
            return room
        if move == MIN:
            return min(unit, room)
        pot = sum(state.paid) + self.to_call(state)
        if move == HALF:
            pot = pot // 2
        amount = max(unit, (pot + unit // 2) // unit * unit)
        return min(amount, room)

    def moves(self, state: BetState) -> list[str]:
        """Abstract moves allowed now, in a fixed order."""
        if state.over:
            return []
        facing = self.to_call(state) > 0
        can_raise = self.room(state) >= self.limits.unit and (
            not facing or state.raises < self.limits.max_raises
        )
        moves: list[str] = []
        if facing:
            moves.append(FOLD)
        moves.append(CHECK)
        if can_raise:
            menu = self.menu
            offered = (
                menu.open if not facing else menu.raise_ if state.raises == 0 else menu.reraise
            )
            # sizes that come out equal are one move, named by the largest (pot = max: "m")
            sized: list[str] = []
            last = 1 << 30
            for move in reversed(offered):
                amount = self.size(state, move)
                if amount < last:
                    sized.append(move)
                    last = amount
            moves.extend(reversed(sized))
        return moves

    def apply(self, state: BetState, move: str) -> BetState:
        nxt = state.copy()
        nxt.history += move
        mover = state.to_act
        owed = self.to_call(state)
        if move == FOLD:
            nxt.over = True
            nxt.folded = mover
            return nxt
        if move == CHECK:
            nxt.paid[mover] += owed
            # round one: a first WAIT passes the turn; any other check or call ends the round.
            # round two: the first player's CALL shows down at once.
            if state.betting_round == 1 and state.history == "":
                nxt.to_act = 1 - mover
            else:
                nxt.over = True
            return nxt
        amount = self.size(state, move)
        nxt.paid[mover] += owed + amount
        if owed > 0:
            nxt.raises += 1
        nxt.bets_made += 1
        nxt.to_act = 1 - mover
        return nxt


def start_state(betting_round: int, paid: tuple[int, int]) -> BetState:
    return BetState(betting_round, 0, list(paid))


def count_nodes(rules: BettingRules) -> tuple[int, int]:
    """(decision nodes, round-ends) of one betting round from the antes, for documentation."""
    decisions = 0
    ends = 0
    stack = [start_state(1, (rules.limits.ante, rules.limits.ante))]
    while stack:
        state = stack.pop()
        if state.over:
            ends += 1
            continue
        decisions += 1
        for move in rules.moves(state):
            stack.append(rules.apply(state, move))
    return decisions, ends
