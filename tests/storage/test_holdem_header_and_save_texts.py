"""The hold'em history's header is checked as the game writes it (QA3 F4): the rules the game
deals by (a forged starting money shows in no event until an all-in) and the seating's names.
And a refused ``holdem.json`` is explained as a hold'em game, not as draw's match (QA3 F12)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from drawpoker.engine.holdem import HoldemGame, HoldemRules, Street, action_of_kind
from drawpoker.i18n import t
from drawpoker.storage.holdem.history import MAX_NAME_LENGTH, HoldemHistory
from drawpoker.storage.holdem.saves import HoldemSlot
from drawpoker.storage.verify import EXIT_OK, EXIT_PROBLEM, main, verify_file
from drawpoker.ui.said import said

NAMES = ["", "Ada", "Carmen"]


def written_game(folder: Path, hands: int = 3) -> Path:
    """A game as the table writes it: the header, then every event; everyone calls or checks."""
    game = HoldemGame(HoldemRules(players=3), seed=4)
    history = HoldemHistory(folder)
    history.start(game.rules, NAMES)
    for _ in range(hands):
        history.record(game.start_hand())
        while game.to_act is not None:
            kinds = [str(legal.kind) for legal in game.legal_actions()]
            history.record(game.act(action_of_kind("call" if "call" in kinds else "check")))
        if game.street is Street.MATCH_OVER:
            break
    return history.path


@pytest.fixture(scope="module")
def honest(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    path = written_game(tmp_path_factory.mktemp("holdem"))
    report = verify_file(path)
    assert report.ok and report.deals_checked == 3, report.problems
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def forged(tmp_path: Path, events: list[dict[str, Any]]) -> Path:
    path = tmp_path / "forged.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in events), encoding="utf-8")
    return path


@pytest.mark.parametrize(("field", "value"), [
    ("starting_money", 100_000), ("starting_money", 400), ("big_blind", 20),
    ("double_every", 1000), ("pawn_loan_blinds", 1000), ("forfeit_items", 0),
])
def test_header_rules_the_game_never_deals_by_are_refused(
        honest: list[dict[str, Any]], tmp_path: Path, field: str, value: int) -> None:
    """Calls and checks only: no event shows the stacks, so these replay cleanly."""
    events = json.loads(json.dumps(honest))
    events[0]["rules"][field] = value
    path = forged(tmp_path, events)
    assert main([str(path)]) == EXIT_PROBLEM
    assert field in verify_file(path).problems[0]


@pytest.mark.parametrize("names", [
    ["", "Ada"], ["", "Ada", "Carmen", "Elsa"], ["You", "Ada", "Carmen"], [0, "Ada", "Carmen"],
    ["", 5, "Carmen"], ["", "", "Carmen"], ["", "x" * (MAX_NAME_LENGTH + 1), "Carmen"],
    ["", "Ada\ud800", "Carmen"], ["", ["Ada"], "Carmen"], None, "Ada", {"0": ""},
])
def test_header_names_the_game_never_writes_are_refused(
        honest: list[dict[str, Any]], tmp_path: Path, names: object) -> None:
    events = json.loads(json.dumps(honest))
    events[0]["start"]["names"] = names
    path = forged(tmp_path, events)
    assert main([str(path)]) == EXIT_PROBLEM
    assert verify_file(path).problems == [t("holdem.verify.bad_names", players=3,
                                            most=MAX_NAME_LENGTH)]


def test_a_header_longer_than_any_line_the_game_writes_is_not_read(
        honest: list[dict[str, Any]], tmp_path: Path) -> None:
    """A 100,000-character name makes a line over the reader's 64 kB: refused unread."""
    events = json.loads(json.dumps(honest))
    events[0]["start"]["names"] = ["", "x" * 100_000, "Carmen"]
    path = forged(tmp_path, events)
    assert main([str(path)]) == EXIT_PROBLEM
    assert verify_file(path).problems == [t("verify.unreadable_line", line=1)]


def test_names_the_game_can_write_pass(honest: list[dict[str, Any]], tmp_path: Path) -> None:
    events = json.loads(json.dumps(honest))
    events[0]["start"]["names"] = ["", "Zoë Ann", "x" * MAX_NAME_LENGTH]
    assert main([str(forged(tmp_path, events))]) == EXIT_OK


def test_a_game_of_every_size_verifies(tmp_path: Path) -> None:
    for players in range(2, 7):
        game = HoldemGame(HoldemRules(players=players), seed=players)
        history = HoldemHistory(tmp_path / str(players))
        history.start(game.rules, ["", *(f"P{n}" for n in range(1, players))])
        history.record(game.start_hand())
        while game.to_act is not None:
            kinds = [str(legal.kind) for legal in game.legal_actions()]
            history.record(game.act(action_of_kind("call" if "call" in kinds else "check")))
        assert verify_file(history.path).ok, players


@pytest.mark.parametrize(("raw", "problem"), [
    (b"{", "truncated"), (b"\xff", "corrupt"),
    (b'{"game":"drawpoker-holdem","version":99}', "newer"),
    (b'{"game":"drawpoker-holdem","version":1,"holdem":5}', "invalid"),
])
def test_a_refused_holdem_save_is_explained_as_a_holdem_game(
        tmp_path: Path, raw: bytes, problem: str) -> None:
    (tmp_path / "holdem.json").write_bytes(raw)
    slot = HoldemSlot(tmp_path)
    assert slot.load() is None and slot.last_bad is not None
    assert slot.last_bad.problem == problem
    message = said(slot.notice)
    assert message is not None
    assert message.startswith(t(f"holdem.saves.problem.{problem}"))
    assert t(f"saves.problem.{problem}") not in message  # draw's "saved match" wording
    kept = list(tmp_path.glob("holdem.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == raw and kept[0].name in message


@pytest.mark.parametrize("name", ["\ud800", "Ada\udfff"])
def test_a_seating_with_half_a_character_is_refused(tmp_path: Path, name: str) -> None:
    """A lone surrogate in a seat name was a traceback when the table hashed it for her looks
    (QA4). Anything a line of the names file can hold (a NUL, a tab) loads: the table now
    draws it."""
    game = HoldemGame(HoldemRules(players=2), seed=1)
    seating = {"names": ["", name], "themes": ["", "wardrobe"], "level": "easy"}
    assert HoldemSlot(tmp_path).save(game, seating)
    slot = HoldemSlot(tmp_path)
    assert slot.load() is None and slot.last_bad is not None
    assert slot.last_bad.problem == "invalid"


@pytest.mark.parametrize("name", ["\U0001F469\u200d\U0001F469", "\x00", "A\tB", "\u202e"])
def test_names_the_names_file_can_give_load(tmp_path: Path, name: str) -> None:
    game = HoldemGame(HoldemRules(players=2), seed=1)
    seating = {"names": ["", name], "themes": ["", "wardrobe"], "level": "easy"}
    assert HoldemSlot(tmp_path).save(game, seating)
    loaded = HoldemSlot(tmp_path).load()
    assert loaded is not None and loaded.seating == seating
