"""The hold'em record against each roster character (issue 40): counted from played games,
its net dollars exact (they add up to the player's own result), files from before it load,
and a hostile ``opponents`` part is refused with a message, never a crash."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawpoker.engine.holdem import HoldemGame, HoldemRules, Street
from drawpoker.engine.holdem.actions import action_of_kind
from drawpoker.storage.holdem.records import HoldemRecords
from drawpoker.storage.holdem.stats import (
    MAX_OPPONENTS,
    HoldemRecord,
    HoldemStatsBook,
    OpponentRecord,
    contributions,
    net_against,
)

CHARACTERS = ["", "rosa", "kiki", "amara", "mei"]
SEATING: dict[str, object] = {"names": ["", "Rosa", "Kiki", "Amara", "Mei"],
                              "themes": ["", "wardrobe", "party", "wardrobe", "party"],
                              "level": "easy", "characters": CHARACTERS}


def play(records: HoldemRecords, seed: int, hands: int) -> HoldemGame:
    """Random legal actions (all-ins and side pots), recorded as the table records them; the
    player leaves after ``hands`` hands unless the game ended first."""
    rng = random.Random(seed)
    game = HoldemGame(HoldemRules(players=5), seed=seed)
    records.begin(game, SEATING, SEATING["names"])  # type: ignore[arg-type]
    for _ in range(hands):
        if game.street is Street.MATCH_OVER:
            break
        records.record(game.start_hand(), game)
        while game.to_act is not None:
            kinds = [str(legal.kind) for legal in game.legal_actions()]
            records.record(game.act(action_of_kind(rng.choice(kinds))), game)
    if game.street is Street.BETWEEN_HANDS:
        records.record(game.leave(), game)
    return game


def player_result(game: HoldemGame) -> int:
    """The player's dollars won less put in, over every hand of ``game``."""
    total = 0
    for hand in game.history:
        paid = contributions(hand, game.players)
        won = sum(share for pot in hand.pots
                  for seat, share in zip(pot.winners, pot.shares, strict=True) if seat == 0)
        total += won - paid[0]
    return total


@pytest.mark.usefixtures("no_fsync")
@pytest.mark.parametrize("seed", range(6))
def test_a_played_game_is_counted_against_each_character(tmp_path: Path, seed: int) -> None:
    records = HoldemRecords(tmp_path)
    game = play(records, seed, 40)
    record = HoldemStatsBook(tmp_path).stats  # as the file has it
    assert record.games_played == 1 and set(record.by_opponent) == set(CHARACTERS[1:])
    won = game.end_reason is not None and game.end_reason.human_won
    for entry in record.by_opponent.values():
        assert (entry.games_played, entry.games_won) == (1, int(won))
        assert 0 <= entry.hands_won <= entry.hands_played <= record.hands_played
    # Every seat is a character, so their nets are the player's whole result, to the dollar.
    assert sum(e.net for e in record.by_opponent.values()) == player_result(game)


@pytest.mark.usefixtures("no_fsync")
def test_a_table_of_the_names_file_keeps_no_record_per_opponent(tmp_path: Path) -> None:
    records = HoldemRecords(tmp_path)
    game = HoldemGame(HoldemRules(players=3), seed=2)
    records.begin(game, {"names": ["", "Ada", "Elsa"], "themes": ["", "a", "b"],
                         "level": "easy"}, ["", "Ada", "Elsa"])
    records.record(game.start_hand(), game)
    while game.to_act is not None:
        records.record(game.act(action_of_kind(str(game.legal_actions()[0].kind))), game)
    records.record(game.leave(), game)
    record = HoldemStatsBook(tmp_path).stats
    assert record.games_played == 1 and record.by_opponent == {}


@settings(deadline=None, max_examples=300)
@given(st.lists(st.integers(0, 500), min_size=2, max_size=6), st.data())
def test_the_net_split_adds_up_and_follows_the_money(paid: list[int], data: st.DataObject
                                                     ) -> None:
    """Whatever the pots: the shares add up to the player's result, each is the exact
    proportion rounded by less than a dollar, and none takes the wrong side."""
    total = sum(paid)
    cuts = sorted(data.draw(st.lists(st.integers(0, total), min_size=len(paid) - 1,
                                     max_size=len(paid) - 1)))
    won = [b - a for a, b in zip([0, *cuts], [*cuts, total], strict=True)]
    moved = net_against(paid, won)
    result = [w - p for p, w in zip(paid, won, strict=True)]
    assert moved[0] == 0 and sum(moved) == result[0]
    if result[0] == 0:
        assert not any(moved)
        return
    sign = 1 if result[0] > 0 else -1
    weights = [0] + [max(0, -sign * r) for r in result[1:]]
    for seat in range(1, len(paid)):
        exact = Fraction(result[0] * weights[seat], sum(weights))
        assert abs(moved[seat] - exact) < 1
        assert moved[seat] * sign >= 0  # taken from a loser, given to a gainer


def test_a_record_written_before_the_opponents_loads_and_keeps_them_next_time(
        tmp_path: Path) -> None:
    old = {"game": "drawpoker-holdem-stats", "version": 1,
           "stats": {"games_played": 3, "games_won": 1, "hands_played": 80, "hands_won": 20,
                     "biggest_pot": 150}}
    (tmp_path / "holdem_stats.json").write_text(json.dumps(old), encoding="utf-8")
    book = HoldemStatsBook(tmp_path)
    assert book.bad is None and book.stats.by_opponent == {}
    assert book.stats.games_played == 3 and book.stats.biggest_pot == 150
    book.stats.by_opponent["rosa"] = OpponentRecord(1, 1, 12, 5, -40)
    assert book.save()
    again = HoldemStatsBook(tmp_path)
    assert again.bad is None and again.stats == book.stats
    assert again.stats.against("rosa").net == -40 and again.stats.against("mei").net == 0


def good() -> dict[str, object]:
    return {"game": "drawpoker-holdem-stats", "version": 1,
            "stats": {"games_played": 3, "games_won": 1, "hands_played": 80, "hands_won": 20,
                      "biggest_pot": 150},
            "opponents": {"rosa": {"games_played": 2, "games_won": 1, "hands_played": 30,
                                   "hands_won": 9, "net": -75}}}


def entry(**change: object) -> dict[str, object]:
    return {"games_played": 1, "games_won": 0, "hands_played": 5, "hands_won": 1, "net": 3,
            **change}


HOSTILE: dict[str, object] = {
    "a list": [],
    "a number": 7,
    "too many": {f"c{n}": entry() for n in range(MAX_OPPONENTS + 1)},
    "an id with a slash": {"../etc": entry()},
    "an upper-case id": {"Rosa": entry()},
    "a very long id": {"a" * 200: entry()},
    "a text count": {"rosa": entry(games_played="2")},
    "a true count": {"rosa": entry(games_won=True)},
    "a fraction": {"rosa": entry(net=1.5)},
    "a huge count": {"rosa": entry(hands_played=10**40)},
    "a huge debt": {"rosa": entry(net=-(10**13))},
    "a negative count": {"rosa": entry(hands_won=-1)},
    "more won than played": {"rosa": entry(games_won=2, games_played=1)},
    "more games than in all": {"rosa": entry(games_played=4, games_won=0)},
    "a missing field": {"rosa": {"games_played": 1}},
    "an unknown field": {"rosa": entry(gold=5)},
    "an entry that is a list": {"rosa": [1, 2, 3]},
}


@pytest.mark.parametrize("opponents", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_hostile_opponents_part_is_refused_with_a_message(tmp_path: Path,
                                                             opponents: object) -> None:
    data = good()
    data["opponents"] = opponents
    (tmp_path / "holdem_stats.json").write_text(json.dumps(data), encoding="utf-8")
    book = HoldemStatsBook(tmp_path)
    assert book.bad is not None and book.notice is not None
    assert book.stats == HoldemRecord()  # a new record starts
    assert not (tmp_path / "holdem_stats.json").exists()  # the refused one kept aside
    assert book.save() and HoldemStatsBook(tmp_path).bad is None


def test_an_id_the_roster_does_not_have_is_kept(tmp_path: Path) -> None:
    """A well-formed id of a character the roster no longer has (or not yet) stays in the
    file; the page shows only the roster's characters."""
    data = good()
    data["opponents"] = {"rosa": entry(), "zelda": entry(net=-9)}
    (tmp_path / "holdem_stats.json").write_text(json.dumps(data), encoding="utf-8")
    book = HoldemStatsBook(tmp_path)
    assert book.bad is None and book.stats.against("zelda").net == -9


def test_no_more_characters_than_the_file_may_keep(tmp_path: Path) -> None:
    book = HoldemStatsBook(tmp_path)
    for n in range(MAX_OPPONENTS):
        book.stats.by_opponent[f"c{n}"] = OpponentRecord()
    book.stats.games_played = 1
    book.count_game(["", "rosa"], won=True)
    assert "rosa" not in book.stats.by_opponent
    assert book.save() and HoldemStatsBook(tmp_path).bad is None


@pytest.mark.usefixtures("no_fsync")
def test_a_game_given_up_counts_against_its_characters(tmp_path: Path) -> None:
    records = HoldemRecords(tmp_path)
    rng = random.Random(5)
    game = HoldemGame(HoldemRules(players=5), seed=5)
    records.begin(game, SEATING, SEATING["names"])  # type: ignore[arg-type]
    for _ in range(3):
        records.record(game.start_hand(), game)
        while game.to_act is not None:
            kinds = [str(legal.kind) for legal in game.legal_actions()]
            records.record(game.act(action_of_kind(rng.choice(kinds))), game)
        if game.street is Street.MATCH_OVER:
            pytest.skip("the game ended early")
    assert records.save(game)
    HoldemRecords(tmp_path).given_up()
    record = HoldemStatsBook(tmp_path).stats
    assert record.games_played == 1 and not (tmp_path / "holdem.json").exists()
    for character in CHARACTERS[1:]:
        assert (record.against(character).games_played,
                record.against(character).games_won) == (1, 0)
