"""The simulator's command line: duplicate deals as JSON, outside players, whole matches."""

from __future__ import annotations

import json
import random

import pytest

from drawpoker.ai.draw import make_player
from drawpoker.ai.draw.players import CallingStation, Player
from drawpoker.ai.draw.reading import legal_kinds, passive
from drawpoker.engine.draw import (
    Action,
    ActionKind,
    Bet,
    Card,
    Discard,
    Drop,
    Phase,
    Raise,
    Rules,
    full_deck,
)
from drawpoker.engine.draw.view import PlayerView
from drawpoker.sim.__main__ import main
from drawpoker.sim.draw.play import duplicate, play_deal


def test_json_object(capsys: pytest.CaptureFixture[str]) -> None:
    main(
        [
            "--a",
            "hard",
            "--b",
            "rock",
            "--deck",
            "32",
            "--deals",
            "30",
            "--seed",
            "1",
            "--json",
            "--quiet",
        ]
    )
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"a", "b", "deck", "deals", "a_per_100", "ci95", "luck_adjusted",
                           "seconds"}
    assert report["deals"] == 30 and report["deck"] == 32
    low, high = report["ci95"]
    assert low <= report["a_per_100"] <= high


def test_outside_player_by_factory(capsys: pytest.CaptureFixture[str]) -> None:
    main(
        [
            "--a",
            "normal",
            "--b",
            "drawpoker.ai.draw.players:CallingStation",
            "--deals",
            "10",
            "--json",
            "--quiet",
        ]
    )
    assert json.loads(capsys.readouterr().out)["b"] == "drawpoker.ai.draw.players:CallingStation"


def test_matches_mode(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--a", "maniac", "--b", "maniac", "--matches", "3", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert report["a_wins"] + report["b_wins"] + report["unfinished"] == 3
    assert report["deals_quartiles"][0] <= report["deals_median"] <= report["deals_quartiles"][1]


def test_a_player_against_itself_breaks_even_on_duplicate_deals() -> None:
    """Same deterministic player in both seats: every pair of games cancels exactly."""
    rules = Rules.preset("classic-32")
    result = duplicate(rules, make_player("rock"), make_player("rock"), 50, seed=4)
    assert result.a_per_100 == 0


class _Spy:
    """Calls everything and remembers every hand it was dealt, one set per game."""

    def __init__(self) -> None:
        self.hands: list[frozenset[Card]] = []
        self._fresh = True

    def choose(self, view: PlayerView) -> Action:
        if self._fresh:
            self.hands.append(frozenset(view.hand))
            self._fresh = False
        if view.phase is Phase.DRAW:
            return Discard(())
        return passive(view)

    def observe(self, view: PlayerView) -> None:
        self._fresh = True


def test_no_player_object_plays_both_games_of_a_pair() -> None:
    rules = Rules.preset("classic-32")
    a, b, a2, b2 = _Spy(), _Spy(), _Spy(), _Spy()
    duplicate(rules, a, b, 40, seed=3, mirror=(a2, b2))
    assert len(a.hands) == len(b.hands) == len(a2.hands) == len(b2.hands) == 40
    # the swapped games hand A's original cards to B's twin, and B's to A's twin
    assert a.hands == b2.hands and b.hands == a2.hands
    # so A never held the hand its opponent held in the twin game
    assert not set(a.hands) & set(a2.hands)
    assert not set(b.hands) & set(b2.hands)


def test_the_default_mirror_pair_is_a_fresh_copy() -> None:
    rules = Rules.preset("classic-32")
    a, b = _Spy(), _Spy()
    duplicate(rules, a, b, 25, seed=5)
    assert len(a.hands) == len(b.hands) == 25  # the twins played the other 25 games each


def test_one_object_cannot_play_both_halves() -> None:
    a, b = make_player("rock"), make_player("rock")
    with pytest.raises(ValueError, match="of their own"):
        duplicate(Rules.preset("classic-32"), a, b, 1, mirror=(a, b))


class _Cheat(CallingStation):
    """Plays like the calling station but remembers its last game: the hand it was dealt, the
    other hand shown down, and who won. Replayed with the seats swapped, a game between two such
    steady players ends the same way for the same cards; so when its new hand looks like the
    other side of its last game (none of its old cards, much of the other shown hand), it drops
    at once if those cards lost and raises all the way if they won. Only a simulator that lets
    one object play both games of a pair makes that pay."""

    def __init__(self) -> None:
        super().__init__(seed=0)
        self.dealt: frozenset[Card] = frozenset()
        self.last: tuple[frozenset[Card], frozenset[Card], int] | None = None

    def choose(self, view: PlayerView) -> Action:
        if not self.dealt:
            self.dealt = frozenset(view.hand)
        return super().choose(view)

    def bet(self, view: PlayerView) -> Action:
        legal = legal_kinds(view)
        verdict = 0
        if self.last is not None:
            old_dealt, old_other, i_won = self.last
            if not old_dealt & self.dealt and len(old_other & self.dealt) >= 2:
                verdict = -i_won  # I now hold the other side of that game
        if verdict < 0 and ActionKind.FOLD in legal:
            return Drop()
        if verdict > 0:
            for kind, build in ((ActionKind.BET, Bet), (ActionKind.RAISE, Raise)):
                if kind in legal and view.raises_this_round < 3:
                    return build(legal[kind].max_amount)
        return passive(view)

    def observe(self, view: PlayerView) -> None:
        mine, other = view.stacks[view.seat], view.stacks[view.other]
        record = view.history[-1] if view.history else None
        if record is not None and record.shown is not None:
            shown = frozenset(record.shown[view.other])
            self.last = (self.dealt, shown, (mine > other) - (mine < other))
        else:
            self.last = None
        self.dealt = frozenset()


def _reused_objects(rules: Rules, a: Player, b: Player, deals: int, seed: int) -> float:
    """What the simulator used to do: the same two objects play both games of every pair."""
    rng = random.Random(seed)
    total = 0.0
    for index in range(deals):
        order = full_deck(rules.deck_size)
        rng.shuffle(order)
        total += play_deal(rules, (a, b), order, seed=index).seat0
        total -= play_deal(rules, (b, a), order, seed=index).seat0
    return 100 * total / (2 * deals)


def test_memory_of_the_twin_game_no_longer_pays() -> None:
    """With the same objects in both halves the cheat wins a lot more than it does now."""
    rules = Rules.preset("classic-32")
    reused = _reused_objects(rules, _Cheat(), CallingStation(seed=1), 300, seed=2)
    fresh = duplicate(rules, _Cheat(), CallingStation(seed=1), 300, seed=2)
    assert reused > fresh.a_per_100 + 500
    # and now it shows no edge over the calling station it is built on
    honest = duplicate(rules, CallingStation(seed=0), CallingStation(seed=1), 300, seed=2)
    assert fresh.ci95[0] <= honest.a_per_100 <= fresh.ci95[1]
