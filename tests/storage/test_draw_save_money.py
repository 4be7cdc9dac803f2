"""A match.json edited to hand the player money (QA4 F3): the engine took any split of the
table's money that added up, so $100 could move from her stack to the player's, or a match be
made won. The save is now refused (kept aside, explained) unless replaying its deals gives its
money; every save real play writes, at every phase, still loads."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from drawpoker.engine.draw import Match, Phase, Rules
from drawpoker.engine.draw.match_data import match_to_dict
from drawpoker.storage.draw import Problem, load_match, save_match
from drawpoker.ui.draw.standin_opponent import StandinOpponent
from drawpoker.ui.said import said

pytestmark = pytest.mark.usefixtures("no_fsync")


def play_and_save(tmp_path: Path, seed: int, rules: Rules) -> list[tuple[Path, Match]]:
    """A match between two stand-in players, saved (as the table saves) after every move."""
    match = Match(rules, seed=seed)
    players = (StandinOpponent(seed), StandinOpponent(seed + 1))
    saves: list[tuple[Path, Match]] = []
    for step in range(400):
        if match.phase is Phase.MATCH_OVER:
            break
        if match.phase is Phase.BETWEEN_DEALS:
            match.start_deal()
        else:
            seat = match.to_act
            assert seat is not None
            match.act(players[seat].choose(match.view(seat)))
        path = tmp_path / f"{seed}-{step}.json"
        save_match(path, match, match_id=f"m{seed}-{step}")
        saves.append((path, match_to_dict(match)))  # type: ignore[arg-type]
    return saves


def test_every_save_of_real_play_loads(tmp_path: Path) -> None:
    """Small money, so items are pawned, lost and bought back and matches end."""
    rules = Rules.preset("classic-32")
    small = Rules.from_dict({**rules.to_dict(), "starting_money": 40, "pawn_loan": 20,
                             "buyback_at": 60, "forfeit_items": 3})  # fmt: skip
    phases: set[str] = set()
    lent = repaid = 0
    for seed, each in ((1, small), (2, small), (3, rules)):
        for path, state in play_and_save(tmp_path, seed, each)[::3]:
            result = load_match(path)
            assert result.bad is None, result.bad
            assert result.saved is not None
            assert match_to_dict(result.saved.match) == state
            phases.add(state["phase"])  # type: ignore[index]
            lent = max(lent, state["bank_lent"])  # type: ignore[index]
            repaid = max(repaid, state["bank_repaid"])  # type: ignore[index]
    assert phases == {str(phase) for phase in Phase}
    assert lent > 0 and repaid > 0


def _last_between_deals(tmp_path: Path) -> Path:
    saves = play_and_save(tmp_path, 7, Rules.preset("classic-32"))
    path = next(p for p, s in reversed(saves) if s["phase"] == "between_deals")  # type: ignore[index]
    assert load_match(path).saved is not None
    return path


def test_qa4_steal_from_her_stack_is_refused_kept_and_explained(tmp_path: Path) -> None:
    path = _last_between_deals(tmp_path)
    data = json.loads(path.read_text())
    data["match"]["stacks"][0] += 100
    data["match"]["stacks"][1] -= 100
    edited = json.dumps(data)
    path.write_text(edited)
    result = load_match(path)
    assert result.saved is None and result.bad is not None
    assert result.bad.problem is Problem.INVALID
    assert "deals give" in result.bad.detail
    assert result.bad.kept_as is not None and result.bad.kept_as.read_text() == edited
    assert not path.exists()
    assert said(result.notice) and result.bad.kept_as.name in said(result.notice)


def test_qa4_a_match_won_by_hand_is_refused(tmp_path: Path) -> None:
    """Every item lost and the whole table's money ($800 more than the buy-in) to the player."""
    path = _last_between_deals(tmp_path)
    data = json.loads(path.read_text())
    m = data["match"]
    rules = Rules.from_dict(m["rules"])
    items = rules.forfeit_items
    m.update(
        stacks=[2 * rules.starting_money + items * rules.pawn_loan, 0], pot=0, carried_pot=0,
        phase="match_over", to_act=None, winner=0, end_reason="forfeits_claimed",
        forfeits=["lost"] * items, taken=list(range(items)), bank_lent=items * rules.pawn_loan,
        bank_repaid=0,
    )  # fmt: skip
    path.write_text(json.dumps(data))
    result = load_match(path)
    assert result.saved is None and result.bad is not None
    assert result.bad.problem is Problem.INVALID


def _showdown_she_won(tmp_path: Path) -> tuple[Path, int]:
    """A save between deals with an earlier deal (not the last, whose cards the save also
    holds) that she won at the showdown; the index of its record."""
    for seed in range(20, 60):
        for path, state in play_and_save(tmp_path, seed, Rules.preset("classic-32")):
            records = state["history"]
            if state["phase"] != "between_deals" or len(records) < 2:  # type: ignore[index,arg-type]
                continue
            for n, record in enumerate(records[:-1]):  # type: ignore[index]
                if record["shown"] is not None and record["winner"] == 1 \
                        and record["pot"] >= 20:
                    return path, n
    raise AssertionError("no showdown won by her in 40 matches")


def test_issue23_a_showdown_swapped_in_the_save_does_not_replay(tmp_path: Path) -> None:
    """Issue 23: a save in which one showdown's hands were swapped, the winner changed and the
    pot moved to the player loaded (+$110): decks were rebuilt to fit any showdown. The match
    keeps its seed; the loader deals every deal again from it, so the swap is refused, and so
    is the same edit claiming the match was dealt given decks."""
    path, n = _showdown_she_won(tmp_path)
    data = json.loads(path.read_text())
    match = data["match"]
    assert match["format"] == 2 and match["staged"] is False and type(match["seed"]) is int
    forged = match["history"][n]
    pot = forged["pot"]
    forged["shown"] = [forged["shown"][1], forged["shown"][0]]
    forged["winner"] = 0
    match["stacks"] = [match["stacks"][0] + pot, match["stacks"][1] - pot]
    # Checked as before seeds were kept (decks built to fit each showdown), the edit passes:
    match["staged"] = True
    path.write_text(json.dumps(data))
    lenient = load_match(path, staged_ok=True).saved
    assert lenient is not None and lenient.match.stacks[0] == match["stacks"][0]
    for staged, why in ((False, "deck dealt"), (True, "seed")):
        match["staged"] = staged
        path.write_text(json.dumps(data))
        result = load_match(path)
        assert result.saved is None and result.bad is not None, staged
        assert result.bad.problem is Problem.INVALID
        assert why in result.bad.detail, result.bad.detail


def test_a_match_without_a_given_seed_keeps_one_and_its_shuffles_must_follow(
        tmp_path: Path) -> None:
    match = Match(Rules.preset("classic-32"))
    assert type(match.seed) is int and not match.staged
    players = (StandinOpponent(1), StandinOpponent(2))
    for _ in range(40):
        if match.phase is Phase.BETWEEN_DEALS:
            match.start_deal()
        elif match.phase is not Phase.MATCH_OVER:
            seat = match.to_act
            assert seat is not None
            match.act(players[seat].choose(match.view(seat)))
    path = tmp_path / "match.json"
    save_match(path, match)
    assert load_match(path).saved is not None
    data = json.loads(path.read_text())
    data["match"]["seed"] += 1  # another seed deals other decks
    path.write_text(json.dumps(data))
    refused = load_match(path)
    assert refused.saved is None and refused.bad is not None


def test_a_save_is_tied_to_its_buy_in_and_a_stale_copy_is_refused(tmp_path: Path) -> None:
    """Issue 37, through the records and the bank's own rule: every save carries the id of the
    buy-in out; once that buy-in is paid back (or another one is out) a copy of the save is
    refused as stale, kept aside, and loads nowhere, even just after ``exists`` read it."""
    from drawpoker.bank import DRAW, PlayerBank
    from drawpoker.bank.model import SaveTie
    from drawpoker.storage.draw.records import BUY_IN_KEY, MatchRecords

    bank = PlayerBank()
    records = MatchRecords(tmp_path)
    records.tie(lambda: bank.tickets.get(DRAW),
                lambda ticket: None if bank.tie(DRAW, ticket) is not SaveTie.STALE
                else "stale")
    bank.buy_in(100, DRAW)
    match = Match(Rules.preset("classic-32"), seed=4)
    records.record(match.start_deal(), match)
    records.save(match)
    path = tmp_path / "match.json"
    assert json.loads(path.read_text())["extra"][BUY_IN_KEY] == bank.tickets[DRAW]
    assert records.exists() and records.load() is not None
    copy = path.read_bytes()
    assert records.exists()  # read now; the buy-in is paid back before CONTINUE
    bank.cash_out(100, DRAW)
    assert records.load() is None
    bad = records.slot.last_bad
    assert bad is not None and bad.problem is Problem.STALE and bad.kept_as is not None
    assert bad.kept_as.read_bytes() == copy and not path.exists()
    assert said(records.notice) is not None
    bank.buy_in(100, DRAW)  # another buy-in out: the copy is not its save either
    path.write_bytes(copy)
    assert not records.exists() and records.slot.last_bad is not None
