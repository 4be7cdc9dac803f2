"""The outside sparring opponents: legal play only, nothing hidden seen, stronger than a weak
baseline, and the exploiter bending its play toward what it has seen."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import drawpoker.ai.draw.sparring
from drawpoker.ai.draw import PLAYER_NAMES, make_player
from drawpoker.ai.draw.players import Player
from drawpoker.ai.draw.sparring import SPARRING
from drawpoker.ai.draw.sparring.exploiter import Exploiter
from drawpoker.engine.draw import (
    Action,
    ActionKind,
    Call,
    Discard,
    Match,
    Phase,
    Rules,
    Wait,
    full_deck,
    parse_cards,
)
from drawpoker.engine.draw.view import PlayerView
from drawpoker.sim.draw.play import duplicate

NAMES = tuple(SPARRING)
PLAYING = (Phase.BET1, Phase.DRAW, Phase.BET2)
SPARRING_DIR = Path(drawpoker.ai.draw.sparring.__file__).parent


def test_every_sparring_player_is_known_by_name() -> None:
    assert {"balanced", "exploiter", "counter", "check-raiser", "nit"} <= set(NAMES)
    for name in NAMES:
        assert name in PLAYER_NAMES
        assert callable(make_player(name, seed=1).choose)


def _check_legal(view: PlayerView, action: Action) -> None:
    """The action is one the view offers, with an allowed amount or a subset of the hand."""
    offered = {legal.kind: legal for legal in view.legal_actions}
    assert action.kind in offered, f"{action} not among {list(offered)}"
    legal = offered[action.kind]
    if action.kind in (ActionKind.BET, ActionKind.RAISE):
        amount = action.amount  # type: ignore[union-attr]
        assert amount in legal.amounts(), f"{action} not in {legal.amounts()}"
    if isinstance(action, Discard):
        assert len(set(action.cards)) == len(action.cards)
        assert set(action.cards) <= set(view.hand)


def _play(match: Match, seats: tuple[Player, Player]) -> int:
    """Plays the deal to its end, checking every action; returns how many were checked."""
    checked = 0
    while match.phase in PLAYING:
        seat = match.to_act
        assert seat is not None
        view = match.view(seat)
        action = seats[seat].choose(view)
        _check_legal(view, action)
        match.act(action, seat)  # the engine raises IllegalAction on anything else
        checked += 1
    for seat, player in enumerate(seats):
        observe = getattr(player, "observe", None)
        if callable(observe):
            observe(match.view(seat))
    return checked


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=st.sampled_from(NAMES),
    other=st.sampled_from(("random", "maniac", "calling-station", *NAMES)),
    deck=st.sampled_from((32, 52)),
    seed=st.integers(0, 10**6),
)
def test_only_legal_actions_in_random_deals(name: str, other: str, deck: int, seed: int) -> None:
    rules = Rules.preset(f"classic-{deck}")
    players = (make_player(name, seed=seed), make_player(other, seed=seed + 1))
    match = Match(rules, seed=seed)
    for _ in range(3):  # a few deals in one match: the history grows, the seats alternate
        match.start_deal()
        assert _play(match, players) > 0
        if match.phase is Phase.MATCH_OVER:
            break


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("preset", ["quick-32", "quick-52"])
def test_only_legal_actions_through_whole_matches(name: str, preset: str) -> None:
    """Short stacks, loans and all-in deals: the betting limits shrink and change."""
    rules = Rules.preset(preset)
    rng = random.Random(preset)
    for index in range(2):
        players = (make_player(name, seed=index), make_player("maniac", seed=index))
        if rng.random() < 0.5:
            players = (players[1], players[0])
        match = Match(rules, seed=index)
        deals = 0
        while match.phase is not Phase.MATCH_OVER and deals < 120:
            match.start_deal()
            _play(match, players)
            deals += 1
        assert deals > 0


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("deck", [32, 52])
def test_decisions_do_not_depend_on_the_other_hand(name: str, deck: int) -> None:
    """Same history, same public play, same own cards, another hidden hand: same decisions."""
    rules = Rules.preset(f"classic-{deck}")
    for trial in range(6):
        rng = random.Random(trial)
        warmup = [full_deck(deck) for _ in range(4)]
        for order in warmup:
            rng.shuffle(order)
        cards = full_deck(deck)
        rng.shuffle(cards)
        own, rest = cards[5:10], cards[10:]
        other_a, other_b = cards[0:5], rest[-5:]
        stock = [c for c in rest if c not in other_b]
        logs = []
        for other in (other_a, other_b):
            player = make_player(name, seed=trial)
            scripted = make_player("calling-station", seed=0)
            match = Match(rules, seed=trial)
            for order in warmup:  # the same earlier deals, shown-down hands and all
                match.start_deal(order)
                _play(match, (scripted, player))
            # the test deal: the player in seat 1, the other hand in seat 0 (the hand not dealt
            # goes to the bottom, below the stock both players draw from)
            unused = other_b if other is other_a else other_a
            match.start_deal(other + own + stock + unused)
            log = []
            while match.phase in PLAYING:
                seat = match.to_act
                assert seat is not None
                view = match.view(seat)
                if seat == 1:
                    action = player.choose(view)
                    log.append(str(action))
                else:
                    action = scripted.choose(view)
                    if isinstance(action, Discard):  # draw the same number either way
                        action = Discard(view.hand[:2])
                match.act(action, seat)
            logs.append(log)
        assert logs[0] == logs[1]


def test_sparring_modules_see_only_the_view() -> None:
    allowed = {
        "drawpoker.engine.core.actions",
        "drawpoker.engine.draw.actions",  # draw's moves: WAIT, DROP, the discard
        "drawpoker.engine.core.cards",
        "drawpoker.engine.draw.phase",
        "drawpoker.engine.draw.rules",
        "drawpoker.engine.draw.view",
    }
    for path in sorted(SPARRING_DIR.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                module = node.module
                if module.startswith("drawpoker.engine.draw"):
                    assert module in allowed, f"{path.name} imports {module}"
                assert not module.startswith(("drawpoker.ui", "drawpoker.sim")), path.name
            if isinstance(node, ast.Import):
                for alias in node.names:
                    assert not alias.name.startswith("drawpoker.engine.draw"), path.name


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("deck", [32, 52])
def test_beats_the_random_player(name: str, deck: int) -> None:
    rules = Rules.preset(f"classic-{deck}")
    result = duplicate(rules, make_player(name, seed=1), make_player("random", seed=2), 150, seed=3)
    assert result.ci95[0] > 0, result


@pytest.mark.parametrize("name", ["balanced", "exploiter", "counter"])
def test_beats_the_calling_station(name: str) -> None:
    rules = Rules.preset("classic-32")
    result = duplicate(
        rules, make_player(name, seed=1), make_player("calling-station", seed=2), 300, seed=3
    )
    assert result.ci95[0] > 0, result


# ---- the exploiter adapts


def _bets_with_nothing(exploiter: Exploiter, tries: int = 40) -> int:
    """How often it bets first to act after the draw holding nothing against a drawn pair."""
    rules = Rules.preset("classic-32")
    mine = parse_cards("Ah Kd 9c 8s 7h")
    other = parse_cards("Qc Qd Jh Th 9d")
    stock = [c for c in full_deck(32) if c not in mine and c not in other]
    bets = 0
    for trial in range(tries):
        match = Match(rules, seed=trial)
        match.start_deal(mine + other + stock)
        match.act(Wait(), 0)
        match.act(Call(), 1)
        match.act(Discard(()), 0)  # it stands pat with nothing
        match.act(Discard(tuple(other[2:])), 1)  # he keeps his queens and draws three
        assert match.phase is Phase.BET2
        action = exploiter.choose(match.view(0))
        bets += action.kind == ActionKind.BET
    return bets


def _trained(opponent: str) -> Exploiter:
    exploiter = Exploiter(seed=5)
    duplicate(Rules.preset("classic-32"), exploiter, make_player(opponent, seed=6), 150, seed=7)
    assert exploiter.tendencies.deals == 150
    return exploiter


def test_the_exploiter_stops_bluffing_a_calling_station_and_bluffs_a_folder() -> None:
    untrained = _bets_with_nothing(Exploiter(seed=5))  # bluffs there at the balanced rate
    against_station = _bets_with_nothing(_trained("calling-station"))
    against_folder = _bets_with_nothing(_trained("rock"))
    assert against_station == 0 < untrained < against_folder


def test_the_exploiter_learns_fold_rates() -> None:
    station, rock = _trained("calling-station"), _trained("rock")
    assert station.tendencies.fold_rate(2, "pot", 0.4) < 0.1
    assert rock.tendencies.fold_rate(1, "pot", 0.4) > 0.5
