"""Luck or play: the per-deal record in the statistics file, old files, and what it counts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from drawpoker.ai.draw import make_player
from drawpoker.engine.draw import Match, Phase, Rules
from drawpoker.storage.draw.luck import KEEP, DealLuck
from drawpoker.storage.draw.saves import FileRefused
from drawpoker.storage.draw.stats import Statistics, load_stats, save_stats

OLD_FILE = {  # written before the coach: no "luck"
    "game": "drawpoker-stats", "version": 1, "matches_won": 0, "matches_lost": 0,
    "matches_abandoned": 0, "deals_played": 2, "deals_won": 1, "deals_lost": 1,
    "deals_tied": 0, "drops": 0, "biggest_pot": 20,
    "hands_by_category": {"pair": 2}, "best_hand": None,
}


def played(deck: int, deals: int, seed: int = 3) -> Statistics:
    """Deals really played, ``normal`` in the player's seat, counted from the events."""
    rules = Rules.preset(f"classic-{deck}")
    stats = Statistics()
    match = Match(rules, seed=seed)
    players = [make_player("normal", seed=1), make_player("hard", seed=2)]
    while stats.deals_played < deals:
        if match.phase is Phase.MATCH_OVER:
            seed += 1
            match = Match(rules, seed=seed)
        if match.phase is Phase.BETWEEN_DEALS:
            stats.record(match.start_deal(), match)
            continue
        seat = match.to_act
        assert seat is not None
        stats.record(match.act(players[seat].choose(match.view(seat)), seat=seat), match)
    return stats


def test_an_older_file_without_the_luck_still_loads(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_text(json.dumps(OLD_FILE), encoding="utf-8")
    stats, bad = load_stats(path)
    assert bad is None and stats.deals_played == 2 and stats.luck == []


def test_the_luck_is_kept_and_read_back(tmp_path: Path) -> None:
    stats = played(32, 40)
    assert len(stats.luck) == 40
    path = tmp_path / "stats.json"
    save_stats(path, stats)
    again, bad = load_stats(path)
    assert bad is None and again.luck == stats.luck


@pytest.mark.parametrize("bad", ["many", [[1, 2]], [["5", 1.0, 2.0]], [[5, float("inf"), 1]],
                                 [[5, 1.0, 1e12]]])
def test_a_damaged_luck_list_is_refused(bad: object) -> None:
    with pytest.raises(FileRefused):
        Statistics.from_dict({**OLD_FILE, "luck": bad})


@pytest.mark.parametrize("deck", [32, 52])
def test_what_each_deal_counts(deck: int) -> None:
    stats = played(deck, 120)
    assert sum(d.result for d in stats.luck) != 0
    moved = 0
    for deal in stats.luck:
        # the luck of a draw is at most the pot at the draw: never more than both stacks
        assert abs(deal.at_draw - deal.result) <= 2 * Rules.preset(f"classic-{deck}").max_bet * 8
        moved += deal.at_draw != deal.result
    assert moved > 20  # most deals that reach the draw have some luck in it
    assert any(d.at_showdown != d.result for d in stats.luck)


def test_only_the_last_deals_are_kept() -> None:
    stats = Statistics.from_dict({**OLD_FILE, "luck": [[1, 1.0, 1.0]] * (KEEP + 10)})
    assert len(stats.luck) == KEEP
    assert DealLuck.from_list([1, 0.5, 2]).to_list() == [1, 0.5, 2.0]


def test_a_luck_list_of_millions_is_cut_before_it_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 25: a stats.json with 2,000,000 luck entries took 42 s and 543 MB to accept. Only
    the last KEEP entries are ever read (counted here), the ones the game would have kept."""
    read: list[object] = []
    real = DealLuck.from_list

    def counting(raw: object) -> DealLuck:
        read.append(raw)
        return real(raw)  # type: ignore[arg-type]

    monkeypatch.setattr(DealLuck, "from_list", staticmethod(counting))
    luck = [[1, 1.0, 1.0]] * 2_000_000 + [[7, 2.0, 3.0]]
    stats = Statistics.from_dict({**OLD_FILE, "luck": luck})
    assert len(read) == KEEP and len(stats.luck) == KEEP
    assert stats.luck[-1].to_list() == [7, 2.0, 3.0]


def test_a_deal_continued_from_a_save_is_charted(tmp_path: Path) -> None:
    """Issue 40: the chart counted 152 deals where 153 were played. A deal the game closed in
    the middle of, continued from its save with the statistics read back from their file,
    was counted as played but left out of the chart. It is charted now, as it would have been
    without the break."""
    from drawpoker.storage.draw.saves import SaveSlot

    rules = Rules.preset("classic-32")
    players = [make_player("normal", seed=1), make_player("hard", seed=2)]
    slot = SaveSlot(tmp_path / "match.json")
    stats_path = tmp_path / "stats.json"
    stats, unbroken = Statistics(), Statistics()
    match = Match(rules, seed=11)
    twin = Match(rules, seed=11)  # the same deals, played without a break
    breaks = 0
    while stats.deals_played < 60 and match.phase is not Phase.MATCH_OVER:
        if match.phase is Phase.BETWEEN_DEALS:
            stats.record(match.start_deal(), match)
            unbroken.record(twin.start_deal(), twin)
            continue
        seat = match.to_act
        assert seat is not None
        action = players[seat].choose(match.view(seat))
        stats.record(match.act(action, seat=seat), match)
        unbroken.record(twin.act(action, seat=seat), twin)
        if match.phase is not Phase.BETWEEN_DEALS and stats.deals_played % 4 == 1:
            # the game closes in the middle of the deal and starts again
            assert slot.save(match, None, None, None)
            save_stats(stats_path, stats)
            saved = slot.load()
            assert saved is not None
            match = saved.match
            stats, bad = load_stats(stats_path)
            assert bad is None
            breaks += 1
    assert breaks > 10
    assert len(stats.luck) == stats.deals_played == unbroken.deals_played
    assert stats.luck == unbroken.luck
