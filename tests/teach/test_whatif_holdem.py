"""The hold'em what-if on a history the game's own history writer made: a fold turned into a
call sees the rest of the board, which is the committed order's (checked by reading the
revealed order by the engine's dealing rule, not through the what-if), and the computer
player's answer is her strategy's (checked by running her with many random sources)."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from drawpoker.ai.holdem.players import make_player
from drawpoker.engine.holdem import HoldemActionKind, HoldemGame, HoldemRules, action_of_kind
from drawpoker.engine.holdem.stakes import dealt_rules
from drawpoker.storage.holdem.history import HoldemHistory
from drawpoker.teach import whatif
from drawpoker.teach.holdem.whatif import rebuild, walk


class FoldsOnTheFlop:
    """The player's seat: checks or calls, but folds to the first bet after the flop."""

    def choose(self, view: Any) -> Any:
        kinds = view.legal_kinds()
        if view.board and view.to_call and HoldemActionKind.FOLD in kinds:
            return action_of_kind("fold")
        if HoldemActionKind.CHECK in kinds:
            return action_of_kind("check")
        return action_of_kind("call")


def _game_with_a_fold(folder: Path) -> tuple[Path, int]:
    """Heads-up hands (her: ``hard``, the solved strategy) until the player folds on the flop
    or later; the history and that hand's number."""
    rules = dealt_rules(HoldemRules(players=2))
    for seed in range(1, 60):
        game = HoldemGame(rules, seed=seed)
        history = HoldemHistory(folder / str(seed))
        history.start(rules, ["", "P1"])
        seats = [FoldsOnTheFlop(), make_player("hard", seed)]
        for _ in range(6):
            history.record(game.start_hand())
            hand = game.hand_number
            folded = False
            while game.to_act is not None:
                seat = game.to_act
                action = seats[seat].choose(game.view(seat))
                folded = folded or (seat == 0 and action.kind is HoldemActionKind.FOLD)
                history.record(game.act(action, seat=seat))
            if folded:
                return history.path, hand
    raise AssertionError("no fold on the flop in 60 games")


def _events(path: Path, hand: int) -> list[dict[str, Any]]:
    lines = [json.loads(raw) for raw in path.read_text(encoding="utf-8").splitlines()]
    out: list[dict[str, Any]] = []
    inside = False
    for line in lines:
        if line["type"] == "HandStarted":
            inside = line["hand_number"] == hand
        if inside:
            out.append(line)
    return out


def test_a_fold_turned_into_a_call_sees_the_committed_board(tmp_path: Path) -> None:
    path, hand = _game_with_a_fold(tmp_path)
    history = whatif.load(path)
    decisions = whatif.decisions(history, hand, "hard")
    fold = next(d for d in decisions if d.did == "fold")
    assert fold.phase in ("flop", "turn", "river") and "call" in fold.choices
    comparison = whatif.replay(history, hand, fold.number, "call", "hard")
    events = _events(path, hand)
    order = next(e["order"] for e in events if e["type"] == "DeckRevealed")
    seats = next(e["seats"] for e in events if e["type"] == "HandStarted")
    n = len(seats)
    board = order[2 * n: 2 * n + 5]  # the engine deals the board after every hole card
    mine = (order[seats.index(0)], order[seats.index(0) + n])
    assert comparison.actual.board == tuple(board[:len(fold.board)])  # the fold: no more
    assert sum(line.probability for line in comparison.lines) == pytest.approx(1.0)
    for line in comparison.lines:
        assert line.board == tuple(board[:len(line.board)])
        assert line.your_cards == mine
        if line.shown:  # a called river shows the whole board
            assert line.board == tuple(board)
    # The call keeps the player in: a later board card or a showdown the fold never saw.
    assert any(len(line.board) > len(fold.board) or line.shown for line in comparison.lines)
    # Her first answer after the call is her strategy's: sampled with many random sources,
    # each answer comes about as often as the what-if says.
    deal = rebuild(history.header, history.deals, hand, "hard")
    points, _, _ = walk(deal)
    point = points[fold.number - 1]
    game = copy.deepcopy(point.game)
    game.act(action_of_kind("call"), seat=0)
    # (the call closes no street here in the seeded game found: she answers it at once)
    checked = game.to_act == 1 and not (game.history and game.history[-1].hand_number == hand)
    if checked:
        her = point.players[1]
        counts: Counter[str] = Counter()
        runs = 400
        for seed in range(runs):
            twin = copy.deepcopy(her)
            for name, value in list(vars(twin).items()):
                if isinstance(value, random.Random):
                    setattr(twin, name, random.Random(seed))
            counts[str(twin.choose(game.view(1)).kind)] += 1
        told: dict[str, float] = {}
        for line in comparison.lines:
            step = next(s for s in line.steps if s.who not in ("you", "cards"))
            told[step.what] = step.chance
        assert sum(counts.values()) == runs
        for answer, count in counts.items():
            assert answer in told, (answer, told)
            assert abs(count / runs - told[answer]) < 0.1, (answer, count, told)
