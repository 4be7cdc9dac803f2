"""The draw coach: exact odds of each sensible draw, and what the solved strategy would do.

Everything here reads one player's own view (``Match.view(seat)``) and nothing else, so the
advice can never depend on the other hand before it is shown down. The odds are exact counts
over every possible draw from the deck in use (``draws.category_counts``); the strategy is the
one ``hard`` starts from (``reading.read`` finds the node, ``Knowledge.strategy`` the odds).
The results are data (translation keys and numbers); the table's coach panel words them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from drawpoker.ai.draw.abstraction import BET_MOVES, CHECK, FOLD
from drawpoker.ai.draw.draws import category_counts, expected_value
from drawpoker.ai.draw.hands import RuleKey, hand_table, rank_of, suit_of
from drawpoker.ai.draw.hard import price_corrected
from drawpoker.ai.draw.knowledge import Knowledge, knowledge_for
from drawpoker.ai.draw.reading import read
from drawpoker.engine.core.actions import ActionKind
from drawpoker.engine.draw.actions import Kind
from drawpoker.engine.draw.phase import Phase
from drawpoker.engine.draw.view import PlayerView

#: How many draws the panel lists at most (the best ones, and always standing pat).
MAX_OPTIONS = 4


@dataclass(frozen=True, slots=True)
class DrawOption:
    """One way to draw, with its exact outcome odds."""

    keep: tuple[int, ...]  # card codes kept (in the hand's order)
    kind: str  # pat, pair, two_pair, trips, kicker, flush_draw, straight_draw, high
    odds: dict[int, float]  # final category -> probability
    improve: float  # probability of ending in a better category than the hand has now
    value: float  # expected equity of the final hand against the reference final hand
    best: bool = False

    @property
    def discards(self) -> int:
        return 5 - len(self.keep)


def draw_options(hand: tuple[int, ...], knowledge: Knowledge,
                 advised: tuple[int, ...] | None = None) -> list[DrawOption]:
    """The sensible draws for ``hand``, best first.

    "Sensible" means the best few kept sets by the draw utility the players use, the textbook
    menu of the hand's class (a kept kicker, standing pat) and standing pat itself. At the draw
    the coach passes ``advised`` (:func:`advised_keep`, the solved strategy's own draw), which
    is then the first and starred option: the advice and the review after the deal come from
    one strategy, so a starred draw is never called rare afterwards.
    """
    key = knowledge.key
    table = hand_table(key)
    order = _category_rank(key)
    now = order[table.category_of(table.strength(hand))]
    ranked = [keep for _, keep in knowledge.advisor.options(hand)]
    keeps: list[tuple[int, ...]] = []
    shapes: set[tuple[str, int]] = set()
    for keep in [*ranked, *knowledge.hand_class(hand).keeps.values()]:
        shape = (_kind(keep), len(keep))  # one kicker, not each kicker in turn
        if len(keeps) < MAX_OPTIONS - 1 and shape not in shapes and _sensible(keep):
            keeps.append(keep)
            shapes.add(shape)
    if ("pat", 5) not in shapes:
        keeps.append(tuple(hand))
    if advised is not None:
        others = [keep for keep in keeps if set(keep) != set(advised)]
        pat = [keep for keep in others if len(keep) == 5]
        keeps = [advised, *[k for k in others if len(k) < 5][:MAX_OPTIONS - 1 - len(pat)], *pat]
    options = []
    for index, keep in enumerate(keeps):
        counts, total = category_counts(hand, keep, key)
        odds = {category: n / total for category, n in sorted(counts.items())}
        improve = sum(p for category, p in odds.items() if order[category] > now)
        value = expected_value(hand, keep, key, knowledge.scale)
        ordered = tuple(code for code in hand if code in keep)
        options.append(DrawOption(ordered, _kind(keep), odds, improve, value, index == 0))
    return options


def _sensible(keep: tuple[int, ...]) -> bool:
    """Not a kept set worth listing: a lone card (one of the two-card sets is always better)."""
    return len(keep) >= 2


def _category_rank(key: RuleKey) -> list[int]:
    """Position of each standard category in this rule set's order."""
    return list(hand_table(key)._order)


def _kind(keep: tuple[int, ...]) -> str:
    """What a kept set is, for the panel's label."""
    ranks = [rank_of(code) for code in keep]
    counts = sorted((ranks.count(r) for r in set(ranks)), reverse=True)
    if len(keep) == 5:
        return "pat"
    if counts[0] == 3:
        return "trips" if len(keep) == 3 else "kicker"
    if counts[:2] == [2, 2]:
        return "two_pair"
    if counts[0] == 2:
        return "pair" if len(keep) == 2 else "kicker"
    if len(keep) == 4 and len({suit_of(code) for code in keep}) == 1:
        return "flush_draw"
    wheel = 14 in ranks and max((r for r in ranks if r != 14), default=0) <= 5
    if len(keep) == 4 and len(set(ranks)) == 4 and (max(ranks) - min(ranks) <= 4 or wheel):
        return "straight_draw"
    return "high"


# --------------------------------------------------------------------------- after the deal


@dataclass(frozen=True, slots=True)
class Decision:
    """One of the player's decisions, reviewed against the solved strategy."""

    stage: str  # "bet1", "draw", "bet2"
    did: str  # fold, check, call, bet, raise (betting); draw (the draw)
    amount: int  # money put in, or cards drawn
    strategy: dict[str, float]  # the same moves -> solved odds (empty: off the solved lines)
    value: float  # the hand's value (before the draw: of its textbook draw)
    price: float  # share of the pot a call costs (0 when nothing to call)
    to_call: int
    pot: int
    draw: DrawOption | None = None  # the draw made (draw decisions)
    best: DrawOption | None = None  # the best draw (draw decisions)
    extra: dict[str, float] = field(default_factory=dict)


def _group(move: str, facing: bool, round_one_open: bool) -> str:
    if move == FOLD:
        return "fold"
    if move == CHECK:
        return "call" if facing else "check"
    return "raise" if facing else "bet"


def strategy_odds(view: PlayerView, knowledge: Knowledge) -> dict[str, float]:
    """What the solved strategy does at this betting decision, by kind of move (no sizes).

    Empty when the deal has left the solved tree (an unusual bet) or his line is one the
    strategy never plays: there it has no tested answer.
    """
    situation = read(view, knowledge)
    state = situation.state
    if state is None or not situation.in_tree:
        return {}
    codes = tuple(card.index for card in view.hand)
    if situation.betting_round == 1:
        bucket = knowledge.draw_bucket(knowledge.hand_class(codes))
    else:
        bucket = knowledge.strength_bucket(codes)
    moves = knowledge.betting.moves(state)
    odds = knowledge.strategy(situation.node_key, bucket)
    if odds is None or len(odds) != len(moves):
        return {}
    if knowledge.line_odds(situation.path, situation.me) < 0.002:
        return {}
    if view.to_call > 0:
        odds = price_corrected(odds, moves, view, knowledge.betting.to_call(state), state.paid)
    facing = view.to_call > 0
    grouped: dict[str, float] = {}
    for move, p in zip(moves, odds, strict=True):
        name = _group(move, facing, view.phase is Phase.BET1)
        grouped[name] = grouped.get(name, 0.0) + p
    total = sum(grouped.values()) or 1.0
    return {name: p / total for name, p in grouped.items()}


def advised_keep(view: PlayerView, knowledge: Knowledge) -> tuple[int, ...]:
    """The cards the solved strategy keeps most often with this hand here (the draw ``hard``
    makes from): what the coach stars at the draw, and what its review measures against."""
    codes = tuple(card.index for card in view.hand)
    hand_class = knowledge.hand_class(codes)
    situation = read(view, knowledge)
    odds = knowledge.strategy(situation.node_key, knowledge.draw_bucket(hand_class))
    moves = list(hand_class.keeps)
    if odds is None or not situation.in_tree:
        return tuple(c for c in codes if c in hand_class.keeps[moves[0]])
    best = max(moves, key=lambda d: odds[d] if d < len(odds) else -1.0)
    return tuple(c for c in codes if c in hand_class.keeps[best])


def draw_strategy(view: PlayerView, knowledge: Knowledge) -> dict[int, float]:
    """How often the solved strategy draws each count with this hand here (3: three or more)."""
    codes = tuple(card.index for card in view.hand)
    hand_class = knowledge.hand_class(codes)
    situation = read(view, knowledge)
    odds = knowledge.strategy(situation.node_key, knowledge.draw_bucket(hand_class))
    counts = {d: 5 - len(keep) for d, keep in hand_class.keeps.items()}
    if odds is None or not situation.in_tree:
        first = next(iter(hand_class.keeps))
        return {counts[first]: 1.0}
    weights = {counts[d]: odds[d] for d in hand_class.keeps if d < len(odds)}
    total = sum(weights.values())
    if total <= 0:
        first = next(iter(hand_class.keeps))
        return {counts[first]: 1.0}
    return {count: p / total for count, p in weights.items() if p > 0}


def _did(kind: Kind) -> str:
    names: dict[str, str] = {
        ActionKind.FOLD: "fold",
        ActionKind.CHECK: "check",
        ActionKind.CALL: "call",
        ActionKind.BET: "bet",
        ActionKind.RAISE: "raise",
    }
    return names.get(kind, "draw")


class Review:
    """Follows one seat's views through a deal and reviews its decisions when asked.

    Give it every view of the seat (``observe``) while the deal runs; it keeps the views at
    which the seat had to act. ``decisions()`` then compares each with what came next.
    """

    def __init__(self, seat: int = 0) -> None:
        self.seat = seat
        self.deal = 0
        self._points: list[PlayerView] = []
        self._dealt: tuple[int, ...] | None = None
        self._final: tuple[int, ...] | None = None
        self._actions: tuple[object, ...] = ()

    def observe(self, view: PlayerView) -> None:
        if view.deal_number != self.deal:
            self.deal = view.deal_number
            self._points, self._dealt, self._final = [], None, None
        if view.phase in (Phase.BET1, Phase.DRAW) and view.drawn[self.seat] is None:
            self._dealt = tuple(card.index for card in view.hand)
        elif view.drawn[self.seat] is not None and view.hand:
            self._final = tuple(card.index for card in view.hand)
        self._actions = view.actions
        acting = view.to_act == self.seat and view.phase in (Phase.BET1, Phase.DRAW, Phase.BET2)
        if acting and (not self._points or len(self._points[-1].actions) != len(view.actions)):
            self._points.append(view)

    def decisions(self, actions: tuple[object, ...] | None = None) -> list[Decision]:
        """Each decision the seat made this deal, with what the strategy does there.

        ``actions`` are the deal's public actions (the record's, once the deal is over).
        """
        from drawpoker.engine.draw.view import PublicAction

        done = actions if actions is not None else self._actions
        found: list[Decision] = []
        for view in self._points:
            index = len(view.actions)
            if index >= len(done):
                continue
            action = done[index]
            assert isinstance(action, PublicAction)
            if action.seat != self.seat:
                continue
            knowledge = knowledge_for(view.rules)
            if view.phase is Phase.DRAW:
                found.append(self._draw_decision(view, action.amount, knowledge))
                continue
            codes = tuple(card.index for card in view.hand)
            if view.phase is Phase.BET1:
                value = knowledge.hand_class(codes).value
            else:
                value = knowledge.value(codes)
            price = view.to_call / max(1, view.pot + view.to_call)
            stage = "bet1" if view.phase is Phase.BET1 else "bet2"
            did = _did(action.kind)
            if did == "call" and view.to_call == 0:  # round two's CALL of nothing: a check
                did = "check"
            found.append(
                Decision(
                    stage,
                    did,
                    action.amount,
                    strategy_odds(view, knowledge),
                    value,
                    price,
                    view.to_call,
                    view.pot,
                )
            )
        return found

    def _draw_decision(self, view: PlayerView, drawn: int, knowledge: Knowledge) -> Decision:
        hand = tuple(card.index for card in view.hand)
        options = draw_options(hand, knowledge, advised_keep(view, knowledge))
        made: DrawOption | None = None
        if self._final is not None:
            kept = tuple(code for code in hand if code in self._final)
            made = next((o for o in options if set(o.keep) == set(kept)), None)
            if made is None and len(kept) == 5 - drawn:
                made = _option(hand, kept, knowledge)
        strategy = {f"draw{count}": p for count, p in draw_strategy(view, knowledge).items()}
        hand_class = knowledge.hand_class(hand)
        value = hand_class.value
        extra: dict[str, float] = {}
        if hand_class.name in ("bust", "draw"):  # standing pat here is a bluff (a "snow")
            extra["bluff_pat"] = strategy.get("draw0", 0.0)
        return Decision(
            "draw",
            "draw",
            drawn,
            strategy,
            value,
            0.0,
            0,
            view.pot,
            made,
            options[0] if options else None,
            extra,
        )


def _option(hand: tuple[int, ...], keep: tuple[int, ...], knowledge: Knowledge) -> DrawOption:
    key = knowledge.key
    table = hand_table(key)
    order = _category_rank(key)
    now = order[table.category_of(table.strength(hand))]
    counts, total = category_counts(hand, keep, key)
    odds = {category: n / total for category, n in sorted(counts.items())}
    improve = sum(p for category, p in odds.items() if order[category] > now)
    return DrawOption(
        keep, _kind(keep), odds, improve, expected_value(hand, keep, key, knowledge.scale)
    )


def verdict(decision: Decision) -> str:
    """How the move compares with the strategy: "agree" (its main move), "mixed" (one it
    takes at least 20% of the time), "rare", or "unknown" (off the solved lines)."""
    if not decision.strategy:
        return "unknown"
    odds = decision.strategy
    mine = decision.did
    if decision.stage == "draw":  # the solved game counts three or more cards as one move
        odds = {}
        for move, p in decision.strategy.items():
            key = f"draw{min(3, int(move[4:]))}"
            odds[key] = odds.get(key, 0.0) + p
        mine = f"draw{min(3, decision.amount)}"
    share = odds.get(mine, 0.0)
    if share >= max(odds.values()) - 1e-9:
        return "agree"
    return "mixed" if share >= 0.2 else "rare"


__all__ = [
    "BET_MOVES",
    "Decision",
    "DrawOption",
    "Review",
    "advised_keep",
    "draw_options",
    "draw_strategy",
    "strategy_odds",
    "verdict",
]
