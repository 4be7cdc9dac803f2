"""Statistics: counted from the engine's events, kept as JSON, bad files refused and kept aside."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from recorded_play import Table

from drawpoker.engine.draw import Call, Category, Discard, Drop, Match, Rules, Wait, parse_cards
from drawpoker.storage.draw import Problem, StatsBook, load_stats, save_stats
from drawpoker.storage.draw.stats import STATS_VERSION, Statistics
from drawpoker.ui.said import said

pytestmark = pytest.mark.usefixtures("no_fsync")


def _order(human: str, computer: str, draws: str = "") -> list[Any]:
    from drawpoker.engine.draw import full_deck

    top = parse_cards(human) + parse_cards(computer) + parse_cards(draws)
    return top + [card for card in full_deck(32) if card not in top]


def test_scripted_deals_are_counted(tmp_path: Path) -> None:
    book = StatsBook(tmp_path / "stats.json")
    match = Match(Rules.preset("classic-32"), seed=1)
    # Deal 1: the player holds three kings, both stand pat and show down; the player wins.
    book.record(match.start_deal(_order("Ks Kh Kd 7c 8d", "Qs Qh 9c 9d Tc")), match)
    book.record(match.act(Wait()), match)
    book.record(match.act(Call()), match)  # she checks: off to the draw
    book.record(match.act(Discard(())), match)
    book.record(match.act(Discard(())), match)
    book.record(match.act(Call()), match)  # first to act in round 2 shows down
    assert book.stats.deals_played == 1
    assert book.stats.deals_won == 1 and book.stats.biggest_pot == 10
    assert book.stats.hands_by_category[Category.THREE_OF_A_KIND] == 1
    assert book.stats.best_hand is not None
    assert book.stats.best_hand.value.category is Category.THREE_OF_A_KIND
    # Deal 2: she acts first and checks; the player drops.
    book.record(match.start_deal(_order("7s 8h 9d Jc Ac", "Qs Qh 9c 9h Tc")), match)
    book.record(match.act(Wait()), match)
    book.record(match.act(Drop()), match)
    stats = book.stats
    assert (stats.deals_played, stats.deals_won, stats.deals_lost, stats.drops) == (2, 1, 1, 1)
    assert stats.hands_by_category[Category.HIGH_CARD] == 1
    assert (
        stats.best_hand is not None and stats.best_hand.value.category is Category.THREE_OF_A_KIND
    )
    assert stats.drop_rate == 0.5
    # Written after each deal: a new book reads the same numbers.
    again = StatsBook(tmp_path / "stats.json")
    assert again.bad is None
    assert again.stats.to_dict() == stats.to_dict()


def test_whole_matches_are_counted_and_add_up(tmp_path: Path) -> None:
    tables = []
    for seed in (1, 2):  # one after the other, as the game plays them
        tables.append(Table(tmp_path, seed=seed))
        tables[-1].play_to_end()
    stats = StatsBook(tmp_path / "stats.json").stats
    assert stats.matches_played == 2
    assert stats.matches_won == sum(t.match.winner == 0 for t in tables)
    assert stats.deals_played == sum(t.match.deal_number for t in tables)
    assert stats.deals_won + stats.deals_lost + stats.deals_tied == stats.deals_played
    assert sum(stats.hands_by_category.values()) == stats.deals_played


def _good(tmp_path: Path) -> Path:
    path = tmp_path / "stats.json"
    stats = Statistics(matches_won=2, deals_played=10, deals_won=6, deals_lost=4, drops=1)
    stats.hands_by_category[Category.PAIR] = 7
    save_stats(path, stats)
    return path


def _with(**changes: Any) -> Any:
    def edit(text: str) -> str:
        data = json.loads(text)
        data.update(changes)
        return json.dumps(data)

    return edit


BAD_STATS: dict[str, tuple[Any, Problem]] = {
    "empty": (lambda text: "", Problem.TRUNCATED),
    "cut short": (lambda text: text[: len(text) // 3], Problem.TRUNCATED),
    "not json": (lambda text: "matches: 3 }", Problem.CORRUPT),
    "a number, not an object": (lambda text: "42", Problem.CORRUPT),
    "a save file instead": (_with(game="drawpoker"), Problem.CORRUPT),
    "newer version": (_with(version=STATS_VERSION + 1), Problem.NEWER),
    "no version": (lambda text: text.replace('"version": 1,', ""), Problem.INVALID),
    "negative count": (_with(matches_lost=-2), Problem.INVALID),
    "count is text": (_with(deals_played="ten"), Problem.INVALID),
    "count is true": (_with(drops=True), Problem.INVALID),
    "more wins than deals": (_with(deals_won=50), Problem.INVALID),
    "more drops than deals": (_with(drops=11), Problem.INVALID),
    "unknown hand kind": (_with(hands_by_category={"five_aces": 1}), Problem.INVALID),
    "more hands than deals": (_with(hands_by_category={"pair": 99}), Problem.INVALID),
    "best hand a card twice": (
        _with(
            best_hand={
                "cards": ["As", "As", "Ks", "Qs", "Js"],
                "category": "high_card",
                "ranks": [14, 14, 13, 12, 11],
            }
        ),
        Problem.INVALID,
    ),
    "best hand nonsense": (_with(best_hand={"cards": "x"}), Problem.INVALID),
}


@pytest.mark.parametrize("name", sorted(BAD_STATS))
def test_bad_stats_file_gives_defaults_message_and_is_kept(tmp_path: Path, name: str) -> None:
    damage, problem = BAD_STATS[name]
    path = _good(tmp_path)
    path.write_text(damage(path.read_text(encoding="utf-8")), encoding="utf-8")
    bad_bytes = path.read_bytes()
    book = StatsBook(path)
    assert book.stats.to_dict() == Statistics().to_dict()
    assert book.bad is not None and book.bad.problem is problem
    assert said(book.notice) and "stats.problem" not in said(book.notice)
    kept = book.bad.kept_as
    assert kept is not None and kept.read_bytes() == bad_bytes
    assert kept.name in said(book.notice)
    # Play goes on: the next write makes a fresh file and leaves the kept one alone.
    assert book.save()
    assert load_stats(path)[1] is None
    assert kept.read_bytes() == bad_bytes


def test_missing_stats_file_is_simply_zero(tmp_path: Path) -> None:
    stats, bad = load_stats(tmp_path / "stats.json")
    assert bad is None and stats.deals_played == 0 and stats.best_hand is None


def test_stats_round_trip(tmp_path: Path) -> None:
    path = _good(tmp_path)
    stats, bad = load_stats(path)
    assert bad is None
    assert stats.matches_won == 2 and stats.hands_by_category[Category.PAIR] == 7


def test_top_ups_are_counted_and_an_older_file_loads_without_them(tmp_path: Path) -> None:
    """The broke player's top-ups (issue 40): how many and how many dollars, kept in the
    file; a file written before them reads none; one that says dollars without a top-up (or
    the reverse) is damaged."""
    from drawpoker.engine.draw.events import ToppedUp

    stats = Statistics()
    match = Match(Rules())
    assert stats.record([ToppedUp(0, 200)], match) and stats.record([ToppedUp(0, 35)], match)
    assert not stats.record([ToppedUp(1, 35)], match)  # only the player tops up
    assert (stats.top_ups, stats.topped_up) == (2, 235)
    path = tmp_path / "stats.json"
    save_stats(path, stats)
    assert load_stats(path)[0].topped_up == 235
    old = stats.to_dict()
    del old["top_ups"], old["topped_up"]
    path.write_text(json.dumps(old))
    loaded, bad = load_stats(path)
    assert bad is None and (loaded.top_ups, loaded.topped_up) == (0, 0)
    path.write_text(json.dumps({**old, "topped_up": 50}))
    assert load_stats(path)[1] is not None
