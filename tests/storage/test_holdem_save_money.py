"""A holdem.json edited to hand the player money (QA4): the engine's checks pass any split of
the table's money and any rules, so the save itself checks that the rules are the game's and
that the player's stack is what the recorded hands give; every honest save still loads."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from drawpoker.engine.holdem import HoldemGame, HoldemRules, Street
from drawpoker.engine.holdem.actions import action_of_kind
from drawpoker.storage.holdem.saves import HoldemSlot

SEATING: dict[str, object] = {"names": ["", "Ada", "Carmen", "Elsa"],
                              "themes": ["", "wardrobe", "party", "wardrobe"], "level": "easy"}


def played(seed: int, hands: int, players: int = 4) -> HoldemGame:
    """Random legal actions (raises and all-ins, folds, side pots), stopped mid-hand."""
    rng = random.Random(seed)
    game = HoldemGame(HoldemRules(players=players), seed=seed)
    for _ in range(hands):
        if game.street is Street.MATCH_OVER:
            break
        game.start_hand()
        while game.to_act is not None:
            kinds = [str(legal.kind) for legal in game.legal_actions()]
            game.act(action_of_kind(rng.choice(kinds)))
    if game.street is Street.BETWEEN_HANDS:
        game.start_hand()
        if game.to_act is not None:
            kinds = [str(legal.kind) for legal in game.legal_actions()]
            game.act(action_of_kind(rng.choice(kinds)))
    return game


def saved(tmp_path: Path, game: HoldemGame) -> Path:
    seating = dict(SEATING)
    seating["names"] = SEATING["names"][:game.rules.players]  # type: ignore[index]
    seating["themes"] = SEATING["themes"][:game.rules.players]  # type: ignore[index]
    assert HoldemSlot(tmp_path).save(game, seating)
    return tmp_path / "holdem.json"


@pytest.mark.parametrize("seed", range(8))
def test_honest_saves_of_long_random_games_load(tmp_path: Path, seed: int) -> None:
    """With loans (pawned and lost items), side pots and saves in the middle of a hand."""
    game = played(seed, hands=40, players=2 + seed % 5)
    path = saved(tmp_path, game)
    loaded = HoldemSlot(tmp_path).load()
    if game.street is Street.MATCH_OVER:
        assert loaded is None and not path.exists()  # a finished game is cleared
        return
    assert loaded is not None and loaded.game.stacks == game.stacks


def edit(path: Path, change: object) -> None:
    data = json.loads(path.read_text())
    change(data["holdem"])  # type: ignore[operator]
    path.write_text(json.dumps(data))


def move_money(g: dict[str, dict[str, list[int]]]) -> None:
    stacks = g["table"]["stacks"]
    stacks[0] += 100
    stacks[1] -= 100


def more_starting_money(g: dict[str, dict[str, int | list[int]]]) -> None:
    g["rules"]["starting_money"] = 1_000_000
    stacks = g["table"]["stacks"]
    assert isinstance(stacks, list)
    g["table"]["stacks"] = [s + 1_000_000 - 500 for s in stacks]


def a_bank_loan_to_the_player(g: dict[str, dict[str, int | list[int]]]) -> None:
    g["table"]["bank_lent"] = 10**13
    stacks = g["table"]["stacks"]
    assert isinstance(stacks, list)
    stacks[0] += 10**13


def a_loan_no_item_was_pawned_for(g: dict[str, dict[str, int | list[int]]]) -> None:
    """The player's stack stays right; a computer player gets a million the bank never lent
    on any item (for the player to win from her in the hands that follow)."""
    g["table"]["bank_lent"] = int(g["table"]["bank_lent"]) + 10**6  # type: ignore[call-overload]
    stacks = g["table"]["stacks"]
    assert isinstance(stacks, list)
    stacks[1] += 10**6


@pytest.mark.parametrize("change", [move_money, more_starting_money,
                                    a_bank_loan_to_the_player, a_loan_no_item_was_pawned_for])
def test_a_save_edited_to_pay_the_player_is_refused(tmp_path: Path, change: object) -> None:
    game = played(3, hands=6)
    assert game.street is not Street.MATCH_OVER
    path = saved(tmp_path, game)
    edit(path, change)
    raw = path.read_bytes()
    slot = HoldemSlot(tmp_path)
    assert slot.load() is None and slot.last_bad is not None
    assert slot.last_bad.problem == "invalid"
    assert [p.read_bytes() for p in tmp_path.glob("holdem.json.bad-*")] == [raw]


def test_a_save_of_a_game_not_started_cannot_give_the_player_more(tmp_path: Path) -> None:
    game = HoldemGame(HoldemRules(players=3), seed=1)
    path = saved(tmp_path, game)
    edit(path, lambda g: g["table"].update(stacks=[1400, 50, 50]))
    assert HoldemSlot(tmp_path).load() is None


def test_a_holdem_save_of_another_buy_in_is_stale_and_not_counted_again(
        tmp_path: Path) -> None:
    """Issue 37: the seating carries the buy-in's id; a copy of another buy-in's save is
    refused as stale, kept aside, and (its game counted when it ended) not counted again."""
    from drawpoker.bank import HOLDEM, PlayerBank
    from drawpoker.bank.model import SaveTie
    from drawpoker.storage.files import Problem
    from drawpoker.storage.holdem.records import BUY_IN_KEY, HoldemRecords

    bank = PlayerBank()
    records = HoldemRecords(tmp_path)
    records.tie(lambda: bank.tickets.get(HOLDEM),
                lambda ticket: None if bank.tie(HOLDEM, ticket) is not SaveTie.STALE
                else "stale")
    bank.buy_in(100, HOLDEM)
    game = played(3, hands=2, players=2)
    seating = dict(SEATING)
    seating["names"] = SEATING["names"][:2]  # type: ignore[index]
    seating["themes"] = SEATING["themes"][:2]  # type: ignore[index]
    records.seating = seating
    assert records.save(game)
    saved = json.loads((tmp_path / "holdem.json").read_text())
    assert saved["seating"][BUY_IN_KEY] == bank.tickets[HOLDEM]
    assert records.exists()
    bank.cash_out(100, HOLDEM)
    bank.buy_in(500, HOLDEM)  # another buy-in, other stakes
    played_before = records.reread_stats().stats.games_played
    assert records.load() is None
    bad = records.slot.last_bad
    assert bad is not None and bad.problem is Problem.STALE and bad.kept_as is not None
    assert records.reread_stats().stats.games_played == played_before
