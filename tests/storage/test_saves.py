"""Saved matches: exact resume; every kind of bad save refused, kept aside, never overwritten."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from drawpoker.engine.draw import Match, Phase, Rules
from drawpoker.engine.draw.match_data import match_to_dict
from drawpoker.storage.draw import Problem, SaveSlot, load_match, save_match
from drawpoker.storage.draw.saves import SAVE_VERSION, restore_opponent_memory
from drawpoker.ui.draw.standin_opponent import StandinOpponent
from drawpoker.ui.said import said


def _mid_deal_match(seed: int = 5, actions: int = 3) -> Match:
    match = Match(Rules.preset("classic-32"), seed=seed)
    players = (StandinOpponent(1), StandinOpponent(2))
    for _ in range(4):  # a few whole deals, so stacks, dealer and history have moved
        match.start_deal()
        while match.phase not in (Phase.BETWEEN_DEALS, Phase.MATCH_OVER):
            seat = match.to_act
            assert seat is not None
            match.act(players[seat].choose(match.view(seat)))
    match.start_deal()
    for _ in range(actions):
        if match.phase in (Phase.BETWEEN_DEALS, Phase.MATCH_OVER):
            break
        seat = match.to_act
        assert seat is not None
        match.act(players[seat].choose(match.view(seat)))
    return match


def _good_save(path: Path) -> Match:
    match = _mid_deal_match()
    save_match(path, match, opponent={"bluffs_seen": 3}, match_id="20250101-120000-abcd")
    return match


def test_saved_match_resumes_exactly(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    match = _good_save(path)
    result = load_match(path)
    assert result.bad is None and result.notice is None
    saved = result.saved
    assert saved is not None
    assert match_to_dict(saved.match) == match_to_dict(match)
    assert saved.opponent == {"bluffs_seen": 3}
    assert saved.match_id == "20250101-120000-abcd"
    # Both go on the same way: same deck, same legal actions, same money.
    players_a = (StandinOpponent(8), StandinOpponent(9))
    players_b = (StandinOpponent(8), StandinOpponent(9))
    for _ in range(60):
        for m, players in ((match, players_a), (saved.match, players_b)):
            if m.phase is Phase.MATCH_OVER:
                continue
            if m.phase is Phase.BETWEEN_DEALS:
                m.start_deal()
            else:
                seat = m.to_act
                assert seat is not None
                m.act(players[seat].choose(m.view(seat)))
        assert match_to_dict(saved.match) == match_to_dict(match)


def test_save_file_is_versioned_json(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    _good_save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["game"] == "drawpoker"
    assert data["version"] == SAVE_VERSION
    assert set(data) >= {"match", "opponent", "match_id", "saved_at", "extra"}


def test_no_save_is_no_problem(tmp_path: Path) -> None:
    result = load_match(tmp_path / "match.json")
    assert result.saved is None and result.bad is None and result.notice is None


def _edit(change: Callable[[dict[str, Any]], None]) -> Callable[[str], str]:
    def edit(text: str) -> str:
        data = json.loads(text)
        change(data)
        return json.dumps(data)

    return edit


def _set(*keys: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        for key in keys[:-1]:
            data = data[key]
        data[keys[-1]] = value

    return change


def _more_money(data: dict[str, Any]) -> None:
    data["match"]["stacks"][0] += 100


def _card_twice(data: dict[str, Any]) -> None:
    hands = data["match"]["hands"]
    hands[0][0] = hands[1][0]


def _drop(key: str) -> Callable[[dict[str, Any]], None]:
    return lambda data: data.pop(key)


BAD_SAVES: dict[str, tuple[Callable[[str], str], Problem]] = {
    "empty": (lambda text: "", Problem.TRUNCATED),
    "only spaces": (lambda text: "   \n", Problem.TRUNCATED),
    "cut in half": (lambda text: text[: len(text) // 2], Problem.TRUNCATED),
    "cut one byte short": (lambda text: text.rstrip()[:-1], Problem.TRUNCATED),
    "cut after a nested object": (
        lambda text: text[: text.index("}") + 1],
        Problem.TRUNCATED,
    ),
    "garbage in the middle": (
        lambda text: text.replace(',"version"', ',#!%@"version"', 1),
        Problem.CORRUPT,
    ),
    "not json at all": (lambda text: "this is not a save }", Problem.CORRUPT),
    "a list, not an object": (lambda text: "[1, 2, 3]", Problem.CORRUPT),
    "another game's file": (_edit(_set("game", value="chess")), Problem.CORRUPT),
    "newer version": (_edit(_set("version", value=SAVE_VERSION + 1)), Problem.NEWER),
    "no version": (_edit(_drop("version")), Problem.INVALID),
    "version is text": (_edit(_set("version", value="1")), Problem.INVALID),
    "version zero": (_edit(_set("version", value=0)), Problem.INVALID),
    "no match": (_edit(_drop("match")), Problem.INVALID),
    "money does not add up": (_edit(_more_money), Problem.INVALID),
    "a card twice": (_edit(_card_twice), Problem.INVALID),
    "negative pot": (_edit(_set("match", "pot", value=-5)), Problem.INVALID),
    "impossible phase": (_edit(_set("match", "phase", value="bet3")), Problem.INVALID),
    "missing field": (_edit(lambda data: data["match"].pop("stacks")), Problem.INVALID),
    "memory not an object": (_edit(_set("opponent", value=[1, 2])), Problem.INVALID),
    "match id with a path": (_edit(_set("match_id", value="../../etc")), Problem.INVALID),
    "extra not an object": (_edit(_set("extra", value="x")), Problem.INVALID),
}


@pytest.mark.parametrize("name", sorted(BAD_SAVES))
def test_bad_save_is_refused_kept_aside_and_a_new_match_starts(tmp_path: Path, name: str) -> None:
    damage, problem = BAD_SAVES[name]
    path = tmp_path / "match.json"
    _good_save(path)
    path.write_text(damage(path.read_text(encoding="utf-8")), encoding="utf-8")
    bad_bytes = path.read_bytes()

    slot = SaveSlot(path)
    assert not slot.exists()  # never offered as "continue": refused as soon as it is looked at
    assert slot.last_bad is not None and slot.last_bad.problem is problem
    message = said(slot.notice)
    assert message and "saves.problem" not in message  # a real sentence from lang/en.yaml
    kept = slot.last_bad.kept_as
    assert kept is not None and kept.name.startswith("match.json.bad-")
    assert kept.name in message
    assert kept.read_bytes() == bad_bytes
    assert not path.exists()
    assert slot.load() is None  # the game starts a new match

    # The new match is saved beside the kept file, which stays untouched.
    assert slot.save(Match(Rules(), seed=9))
    assert load_match(path).saved is not None
    assert kept.read_bytes() == bad_bytes


def test_non_utf8_save_is_corrupt(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    path.write_bytes(b'{"game": "drawpoker", "version": 1, \xff\xfe}')
    result = load_match(path)
    assert result.bad is not None and result.bad.problem is Problem.CORRUPT
    assert result.bad.kept_as is not None and result.bad.kept_as.exists()


def test_bad_save_is_never_overwritten_even_without_loading_it(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    path.write_text('{"game": "drawpoker", "vers', encoding="utf-8")
    slot = SaveSlot(path)  # the player chose "new match" without trying "continue"
    assert slot.save(Match(Rules(), seed=3))
    kept = list(tmp_path.glob("match.json.bad-*"))
    assert len(kept) == 1
    assert kept[0].read_text(encoding="utf-8") == '{"game": "drawpoker", "vers'
    assert load_match(path).saved is not None


def test_bad_save_that_cannot_be_moved_is_left_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from drawpoker.storage import files

    path = tmp_path / "match.json"
    path.write_text("{broken", encoding="utf-8")

    def cannot_move(path: Path) -> Path:
        raise PermissionError("read-only folder")

    monkeypatch.setattr(files, "move_aside", cannot_move)
    slot = SaveSlot(path)
    assert slot.load() is None and said(slot.notice)
    assert not slot.save(Match(Rules(), seed=3))
    slot.clear()
    assert path.read_text(encoding="utf-8") == "{broken"


def test_finished_match_clears_the_slot(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    slot = SaveSlot(path)
    match = _mid_deal_match()
    assert slot.save(match)
    assert slot.exists()
    match.phase, match.winner, match.to_act = Phase.MATCH_OVER, 0, None
    assert slot.save(match)
    assert not slot.exists()


def test_memory_that_json_cannot_hold_is_refused_before_writing(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    _good_save(path)
    before = path.read_bytes()
    with pytest.raises(TypeError):
        save_match(path, Match(Rules()), opponent={"when": object()})
    with pytest.raises(ValueError):
        save_match(path, Match(Rules()), opponent={"rate": float("nan")})
    assert path.read_bytes() == before


def test_opponent_memory_seam() -> None:
    class Learner:
        def __init__(self) -> None:
            self.memory: dict[str, Any] = {}

        def memory_to_dict(self) -> dict[str, Any]:
            return dict(self.memory)

        def memory_from_dict(self, data: dict[str, Any]) -> None:
            if "drops" not in data:
                raise ValueError("not my memory")
            self.memory = data

    from drawpoker.storage.draw import opponent_memory

    learner = Learner()
    learner.memory = {"drops": 4}
    assert opponent_memory(learner) == {"drops": 4}
    assert opponent_memory(object()) is None
    fresh = Learner()
    assert restore_opponent_memory(fresh, {"drops": 4}) and fresh.memory == {"drops": 4}
    assert not restore_opponent_memory(fresh, {"other": 1})
    assert not restore_opponent_memory(object(), {"drops": 1})
