"""The solved heads-up strategy (`ai/holdem/solved`): its data, its reading of the table, legal
play in whole matches, hidden information, and a training run that reproduces."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from tests.ai_holdem.playing import play_hands

from drawpoker.ai.holdem import make_player
from drawpoker.ai.holdem.solved import strategy as strategy_module
from drawpoker.ai.holdem.solved import train
from drawpoker.ai.holdem.solved.abstraction import ABSTRACTIONS, COARSE, FINE
from drawpoker.ai.holdem.solved.betting import CAP, State, key, legal, start, step
from drawpoker.ai.holdem.solved.player import Solved, abstract_state
from drawpoker.ai.holdem.solved.strategy import SCALE, StrategyError, load_path, parse, shipped
from drawpoker.ai.holdem.solved.train import Trainer, Tree, buckets_of, make_pool
from drawpoker.engine.core.cards import Card, full_deck
from drawpoker.engine.holdem import HoldemGame, HoldemRules
from drawpoker.engine.holdem.actions import Call, Check, Raise


def _node_of(k: str) -> State:
    """The abstract node an information set key names (street start, then its actions)."""
    street_text, _, begin_text, rest = k.split(".")
    street, begin, rel = int(street_text), int(begin_text), int(rest[0])
    state = start() if street == 0 else (street, begin, begin, begin, "", 0, 1, 0, -1, rel - 1)
    for action in rest[1:]:
        assert action in legal(state), k
        state = step(state, action)
    return state


@pytest.mark.parametrize("name", sorted(ABSTRACTIONS))
def test_each_shipped_strategy_loads_and_its_odds_sum_to_one(name: str) -> None:
    table = shipped(name)
    abstraction = ABSTRACTIONS[name]
    sizes = abstraction.buckets()
    assert len(table) > 500
    for k, odds in table.items():
        assert sum(odds) == SCALE and all(p >= 0 for p in odds), k
        node = _node_of(k)
        assert len(odds) == len(legal(node)), k
        street, bucket = node[0], int(k.split(".")[1])
        assert 0 <= bucket < sizes[street], k
    # every starting hand has odds as the first to speak (a node every deal meets)
    seen = {k.split(".")[1] for k in table if k.startswith("0.") and k.endswith(".0")}
    assert len(seen) == sizes[0]


def test_a_damaged_strategy_file_says_what_is_wrong(tmp_path: Path) -> None:
    good = {"format": strategy_module.FORMAT, "strategy": {"0.5.0.0": [100, 400, 500]}}
    assert parse(json.dumps(good), "x") == {"0.5.0.0": (100, 400, 500)}
    with pytest.raises(StrategyError, match="not valid JSON"):
        parse('{"format": ', "solved_fine.json")
    with pytest.raises(StrategyError, match="summing to 1000"):
        parse(json.dumps({**good, "strategy": {"0.5.0.0": [100, 400, 499]}}), "x")
    with pytest.raises(StrategyError, match="not an information set key"):
        parse(json.dumps({**good, "strategy": {"0.5.0": [1000]}}), "x")
    thin = {**good, "strategy": {"0.5.0.0": [100, 400, 500], "3.1.24.2rrr": [10, 990]}}
    thin["thin"] = {"deals": 10, "least": 2, "keys": ["3.1.24.2rrr"]}
    assert parse(json.dumps(thin), "x") == {"0.5.0.0": (100, 400, 500)}  # left to the fallback
    thin["thin"] = {"keys": ["3.1.24.2rr"]}
    with pytest.raises(StrategyError, match="'thin' must list keys"):
        parse(json.dumps(thin), "x")
    with pytest.raises(StrategyError, match="not a drawpoker-holdem-solved"):
        parse(json.dumps({"strategy": {}}), "x")
    cut = tmp_path / "solved_fine.json"
    text = (Path(strategy_module.__file__).parent.parent / "data" / "solved_fine.json").read_text()
    cut.write_text(text[: len(text) // 2], encoding="utf-8")
    with pytest.raises(StrategyError, match=r"solved_fine\.json"):
        load_path(cut)
    # a player given a damaged file stops at its first heads-up decision with that message
    player = Solved(1, strategy=None)
    player._strategy = None
    game = HoldemGame(HoldemRules(players=2), seed=1)
    game.start_hand()
    shipped.cache_clear()
    try:
        original = strategy_module.resources.files

        class _Damaged:
            def __truediv__(self, _: str) -> _Damaged:
                return self

            def read_text(self, encoding: str = "utf-8") -> str:
                return "{broken"

        strategy_module.resources.files = lambda _: _Damaged()  # type: ignore[assignment,misc,return-value]
        with pytest.raises(StrategyError, match="reinstall the game"):
            player.choose(game.view(game.to_act or 0))
    finally:
        strategy_module.resources.files = original  # type: ignore[assignment]
        shipped.cache_clear()


def test_the_view_reads_as_the_abstract_node() -> None:
    game = HoldemGame(HoldemRules(players=2), seed=3)
    game.start_hand()
    sb = game.small_blind_seat
    assert game.to_act == sb
    assert abstract_state(game.view(sb)) == start()
    game.act(Raise(), sb)
    bb = game.big_blind_seat
    state = abstract_state(game.view(bb))
    assert state is not None and state[4] == "r" and state[6] == 1
    assert (state[1], state[2]) == (4, 2)
    game.act(Call(), bb)  # to the flop: the big blind speaks first, with 2 big blinds each in
    state = abstract_state(game.view(bb))
    assert state == (1, 4, 4, 4, "", 0, 1, 0, -1, 0)
    assert key(state, 7) == "1.7.4.2"  # from the big blind's seat the raiser was the other
    game.act(Check(), bb)
    assert key(abstract_state(game.view(sb)) or start(), 7) == "1.7.4.1k"


def test_the_bucket_of_a_hand_is_what_the_abstraction_says() -> None:
    aces = (Card.from_str("As").index, Card.from_str("Ah").index)
    deuce_seven = (Card.from_str("7c").index, Card.from_str("2d").index)
    board = tuple(Card.from_str(c).index for c in ("Ad", "7h", "2s"))
    assert FINE.bucket(aces, ()) != FINE.bucket(deuce_seven, ())
    assert COARSE.bucket(aces, ()) == 0
    assert COARSE.bucket(deuce_seven, ()) == COARSE.preflop_groups - 1
    top = len(FINE.edges[0])
    assert FINE.bucket(aces, board) == top  # the best set is in the top bin
    flush_draw = (Card.from_str("Kd").index, Card.from_str("9d").index)
    wet = tuple(Card.from_str(c).index for c in ("Qd", "5d", "2c"))
    assert FINE.bucket(flush_draw, wet) > top  # a bin of its own for a strong draw


def _play(player: Solved, other: str, rules: HoldemRules, seed: int, hands: int) -> int:
    decisions = 0

    def count(seat: int, _view: object, _action: object) -> None:
        nonlocal decisions
        decisions += seat == 0

    opponent = make_player(other, seed=seed + 1)
    play_hands(HoldemGame(rules, seed=seed), [player, opponent], hands, count)
    return decisions


@pytest.mark.parametrize("cap", [1, 2, 3, 4])
@pytest.mark.parametrize("casino", [False, True])
def test_only_legal_actions_in_whole_matches(cap: int, casino: bool) -> None:
    """Every raise cap, both blind orders, and short stacks soon: 20 big blinds each, the
    blinds doubling every 4 hands."""
    for abstraction, other in ((FINE, "maniac"), (COARSE, "normal")):
        rules = HoldemRules(players=2, starting_money=200, double_every=4, raise_cap=cap,
                            casino_blinds=casino)
        player = Solved(cap, abstraction)
        decisions = _play(player, other, rules, seed=cap * 2 + casino, hands=40)
        assert player.solved_decisions > 0
        if cap == CAP:  # with the trained cap nearly every node has odds (thin ones do not)
            assert player.solved_decisions >= 0.9 * decisions


def test_at_three_seats_it_plays_as_normal() -> None:
    game = HoldemGame(HoldemRules(players=3), seed=5)
    game.start_hand()
    seat = game.to_act or 0
    view = game.view(seat)
    player = Solved(4)
    action = player.choose(view)
    assert player.solved_decisions == 0 and action.kind in view.legal_kinds()


def _orders(trial: int) -> tuple[list[Card], list[Card]]:
    """Two deck orders, heads-up: seat 1's cards and the board alike, seat 0's different."""
    deck = full_deck(52)
    random.Random(trial).shuffle(deck)
    other = list(deck)
    # hand 1: dealer 0; dealt from seat 1: seat 1 gets cards 0 and 2, seat 0 cards 1 and 3,
    # the board 4..8; swap seat 0's cards with two that nobody sees
    for mine, spare in ((1, 20), (3, 21)):
        other[mine], other[spare] = other[spare], other[mine]
    return deck, other


def test_decisions_do_not_depend_on_the_other_seats_cards() -> None:
    for trial in range(16):
        logs = []
        for order in _orders(trial):
            game = HoldemGame(HoldemRules(players=2), seed=trial)
            game.start_hand(order)
            player = Solved(trial)
            station = make_player("calling-station", seed=0)
            log = []
            while game.to_act is not None:
                seat = game.to_act
                view = game.view(seat)
                if seat == 1:
                    action = player.choose(view)
                    log.append(str(action.kind))
                else:
                    action = station.choose(view)
                game.act(action, seat)
            logs.append(log)
        assert logs[0] == logs[1] and logs[0]


def test_a_small_training_run_reproduces() -> None:
    runs = []
    for _ in range(2):
        pool = make_pool(boards=4, per_board=5, seed=11)
        trainer = Trainer(Tree(), seed=11)
        trainer.run(buckets_of(COARSE, pool), 300)
        runs.append((pool, trainer.average()))
    assert runs[0] == runs[1]
    pool, table = runs[0]
    assert len(pool) == 20 and len(table) > 20
    assert all(sum(odds) == SCALE for odds in table.values())
    other = Trainer(Tree(), seed=12)
    other.run(buckets_of(COARSE, pool), 300)
    assert other.average() != table  # the seed matters


def test_a_strategy_file_is_measured_as_when_it_was_trained(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--evaluate`` learns the same responses to a file as training's own report did: the
    shipped strategy and a new one are compared on one pool, with one command."""
    out = tmp_path / "s.json"
    common = ["--abstraction", "coarse", "--boards", "10", "--per-board", "4", "--seed", "5",
              "--best-response", "200"]
    assert train.main([*common, "--iterations", "300", "--out", str(out)]) == 0
    trained = json.loads(capsys.readouterr().out)
    assert train.main([*common, "--out", str(tmp_path / "unused.json"),
                       "--evaluate", str(out)]) == 0
    evaluated = json.loads(capsys.readouterr().out)
    assert evaluated["evaluated"] == str(out)
    for name in ("small_blind_response_mbb", "big_blind_response_mbb",
                 "exploitability_mbb_per_hand"):
        assert evaluated[name] == trained[name]
    assert not (tmp_path / "unused.json").exists()  # nothing trained, nothing written


def test_the_pool_buckets_are_the_players_buckets() -> None:
    """Training and play bucket a hand alike: the pool's features through the abstraction
    give what `Abstraction.bucket` gives at the table."""
    rng = random.Random(4)
    for _ in range(30):
        cards = rng.sample(range(52), 7)
        hole, board = (max(cards[:2]), min(cards[:2])), tuple(cards[2:])
        pool_hand = (hole, *_features(hole, board))
        for abstraction in (FINE, COARSE):
            [((row, _), _result)] = buckets_of(abstraction, [(pool_hand, pool_hand, 0)])
            assert row == tuple(abstraction.bucket(hole, board[:n]) for n in (0, 3, 4, 5))


def _features(hole: tuple[int, int], board: tuple[int, ...]) -> tuple[float, ...]:
    from drawpoker.ai.holdem.strength import draws, percentiles

    return (
        percentiles(board[:3])[hole], draws(board[:3]).get(hole, 0.0),
        percentiles(board[:4])[hole], draws(board[:4]).get(hole, 0.0),
        percentiles(board)[hole],
    )
