"""The career and the record book in the statistics file (issue 41): a trophy for beating the
ladder's next opponent in a match for the bank's money and for nothing else, the record book's
figures, an old file without them loading unchanged, a damaged one refused and kept aside."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from drawpoker import career
from drawpoker.engine.draw import Match, Rules, events
from drawpoker.roster import load_roster
from drawpoker.storage.draw import Problem, StatsBook, load_stats, save_stats
from drawpoker.storage.draw.opponents import Record
from drawpoker.storage.draw.records import MatchRecords
from drawpoker.storage.draw.stats import Statistics
from drawpoker.ui.said import said

pytestmark = pytest.mark.usefixtures("no_fsync")

ORDER = ("rosa", "kiki", "amara", "mei", "lucia", "ingrid")
DAY = date(2026, 12, 7)


def _stats() -> Statistics:
    return Statistics(ladder=ORDER, today=lambda: DAY)


def _match(deals: int) -> Match:
    match = Match(Rules())
    match.deal_number = deals
    return match


def _finish(stats: Statistics, opponent: str | None, won: bool, deals: int = 10,
            career_match: bool = True, pot: int = 0) -> None:
    batch: list[events.Event] = []
    if pot:
        batch.append(events.PotWon(0, pot, False))
    batch.append(events.MatchOver(0 if won else 1, "forfeits_claimed" if won else "broke"))
    stats.record(batch, _match(deals), opponent, career_match)


def test_the_shipped_ladder_holds_every_roster_opponent_easiest_first() -> None:
    rungs = career.read_ladder()
    roster = load_roster()
    assert {rung.id for rung in rungs} == set(roster.ids)
    assert career.career_order() == tuple(rung.id for rung in rungs)
    levels = [roster.get(rung.id).style.level for rung in rungs]
    assert levels == sorted(levels, key=("easy", "normal", "hard").index)


def test_beating_the_next_one_gives_her_trophy_and_the_one_above_is_next() -> None:
    stats = _stats()
    assert stats.next_up == "rosa"
    _finish(stats, "rosa", won=False)
    assert stats.trophies == {} and stats.next_up == "rosa"
    _finish(stats, "rosa", won=True, deals=12)
    assert stats.trophies == {"rosa": "2026-12-07"} and stats.next_up == "kiki"
    assert career.standing(ORDER, stats.trophies) == {
        "rosa": "beaten", "kiki": "next", "amara": "locked", "mei": "locked",
        "lucia": "locked", "ingrid": "locked"}
    _finish(stats, "rosa", won=True)  # beaten again: the record counts, no second trophy
    assert list(stats.trophies) == ["rosa"] and stats.against("rosa").won == 2


def test_a_locked_one_beaten_counts_in_her_record_but_her_trophy_waits() -> None:
    stats = _stats()
    _finish(stats, "ingrid", won=True, deals=30)
    assert stats.trophies == {} and stats.against("ingrid").won == 1
    assert stats.next_up == "rosa"


def test_a_match_for_table_chips_only_never_counts_on_the_career() -> None:
    stats = _stats()
    _finish(stats, "rosa", won=True, career_match=False)
    assert stats.trophies == {}


def test_the_record_book_figures() -> None:
    stats = _stats()
    _finish(stats, "kiki", won=True, deals=20, pot=40)
    _finish(stats, "kiki", won=True, deals=14, pot=25)
    _finish(stats, "kiki", won=False, deals=9, pot=90)
    _finish(stats, "kiki", won=True, deals=17)
    kiki = stats.against("kiki")
    assert (kiki.played, kiki.won, kiki.lost) == (4, 3, 1)
    assert kiki.best_pot == 90  # the biggest pot won from her, in a match won or lost
    assert (kiki.streak, kiki.best_streak, kiki.fastest) == (1, 2, 14)
    assert kiki.first_won == "2026-12-07"


def test_matches_for_table_chips_only_count_apart_and_win_no_trophy(tmp_path: Path) -> None:
    """The records' way in: a practice, code or duplicate match counts in stats_free.json,
    never in the player's statistics nor on the career."""
    for free in ("practice", "code", "duplicate"):
        records = MatchRecords(tmp_path / free)
        records.character = "rosa"
        records.free = free
        match = _match(8)
        records.record([events.MatchOver(0, "forfeits_claimed")], match)
        assert records.stats.stats.trophies == {} and not records.stats.stats.by_opponent
        assert records.free_stats.stats.trophies == {}
        assert records.free_stats.stats.against("rosa").won == 1
    paid = MatchRecords(tmp_path / "paid")
    paid.character = "rosa"
    paid.record([events.MatchOver(0, "forfeits_claimed")], _match(8))
    assert list(paid.stats.stats.trophies) == ["rosa"]
    on_disk = json.loads((tmp_path / "paid" / "stats.json").read_text())
    assert on_disk["career"]["trophies"][0]["opponent"] == "rosa"


def test_an_old_file_without_the_career_loads_unchanged(tmp_path: Path) -> None:
    """A statistics file written before the record book (won and lost per opponent, no
    career) loads with every old figure kept and the new ones at nothing."""
    path = tmp_path / "stats.json"
    stats = Statistics(matches_won=3, matches_lost=2, deals_played=40, deals_won=20,
                       deals_lost=20)
    old = stats.to_dict()
    del old["career"]
    old["opponents"] = {"rosa": {"won": 2, "lost": 1}, "kiki": {"won": 1, "lost": 1}}
    path.write_text(json.dumps(old), encoding="utf-8")
    loaded, bad = load_stats(path)
    assert bad is None
    assert loaded.against("rosa") == Record(won=2, lost=1)
    assert loaded.against("kiki") == Record(won=1, lost=1)
    assert loaded.trophies == {} and loaded.matches_won == 3
    save_stats(path, loaded)  # written again in the new form, nothing lost
    again, bad = load_stats(path)
    assert bad is None and again.against("rosa").won == 2 and again.trophies == {}


def _good(tmp_path: Path) -> Path:
    stats = _stats()
    stats.matches_won, stats.matches_lost = 2, 1
    stats.by_opponent["rosa"] = Record(2, 1, 50, 1, 2, 11, "2026-11-02")
    stats.trophies = {"rosa": "2026-11-02"}
    path = tmp_path / "stats.json"
    save_stats(path, stats)
    return path


def test_a_good_file_keeps_the_career(tmp_path: Path) -> None:
    loaded, bad = load_stats(_good(tmp_path))
    assert bad is None and loaded.trophies == {"rosa": "2026-11-02"}
    assert loaded.against("rosa") == Record(2, 1, 50, 1, 2, 11, "2026-11-02")


DAMAGED = {
    "a trophy without a win": lambda d: d["career"]["trophies"].append(
        {"opponent": "kiki", "won": "2026-11-03"}),
    "a day that is no day": lambda d: d["career"]["trophies"][0].update(won="2026-13-45"),
    "a trophy twice": lambda d: d["career"]["trophies"].append(
        {"opponent": "rosa", "won": "2026-11-03"}),
    "career not an object": lambda d: d.update(career=[1, 2]),
    "an unknown key in a trophy": lambda d: d["career"]["trophies"][0].update(x=1),
    "a run longer than the wins": lambda d: d["opponents"]["rosa"].update(best_streak=5),
    "a fastest win without a win": lambda d: d["opponents"].update(
        kiki={"won": 0, "lost": 0, "fastest": 3}),
    "a first win that is text": lambda d: d["opponents"]["rosa"].update(first_won="soon"),
    "a negative best pot": lambda d: d["opponents"]["rosa"].update(best_pot=-1),
}


@pytest.mark.parametrize("name", sorted(DAMAGED))
def test_a_damaged_career_is_refused_said_and_kept(tmp_path: Path, name: str) -> None:
    path = _good(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    DAMAGED[name](data)
    path.write_text(json.dumps(data), encoding="utf-8")
    bad_bytes = path.read_bytes()
    book = StatsBook(path)
    assert book.bad is not None and book.bad.problem is Problem.INVALID
    assert book.stats.trophies == {}
    message = said(book.notice)
    kept = book.bad.kept_as
    assert kept is not None and kept.read_bytes() == bad_bytes  # nothing lost
    assert kept.name in message and "stats.problem" not in message
