"""The draw table's controller alone: whole matches played without a window or a scene.

The player's moves come from a stand-in AI looking at ``view(0)``, hers from the controller's
own opponent; after every move the money must add up, the save on disk must be the match as it
stands, and the bank must have heard of it. An illegal move is refused with the engine's error
and changes nothing.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from drawpoker.engine.draw import (
    Bet,
    Discard,
    Event,
    IllegalAction,
    Match,
    Phase,
    Rules,
    Wait,
)
from drawpoker.engine.draw.events import DealStarted, MatchOver, PotCarried, PotWon
from drawpoker.engine.draw.match_data import match_to_dict
from drawpoker.storage.draw import MatchRecords
from drawpoker.storage.verify import verify_text
from drawpoker.ui.draw.controller import HUMAN, DrawTableController
from drawpoker.ui.draw.standin_opponent import StandinOpponent

#: Small stakes and a short match, so a whole one is quick.
RULES = Rules(starting_money=200)


class Table:
    """A controller with its records in ``folder``, counting what the bank heard."""

    def __init__(self, folder: Path, seed: int, match: Match | None = None) -> None:
        self.folder = folder
        self.records = MatchRecords(folder)
        self.moves_heard: list[Match] = []
        self.control = DrawTableController(
            RULES, self.records, match=match, opponent=StandinOpponent(seed), seed=seed,
            on_moved=self.moves_heard.append)
        self.me = StandinOpponent(seed + 1000)

    def saved(self) -> Match | None:
        """What a fresh start of the game would find on disk."""
        return MatchRecords(self.folder).load()


def money_adds_up(match: Match) -> None:
    """Every dollar on the table: the two buy-ins and what the pawnbroker lent, less repaid,
    and the player's top-ups."""
    topped_up = sum(top_up.amount for top_up in match.top_ups)
    assert sum(match.stacks) + match.pot == (2 * RULES.starting_money + match.money_from_bank
                                             + topped_up)
    assert all(stack >= 0 for stack in match.stacks) and match.pot >= 0


def play_move(table: Table) -> list[Event]:
    """One call of the controller, as the scene would make it."""
    control, m = table.control, table.control.match
    if control.may_top_up:  # broke: she says no (the top-up is test_draw_top_up's)
        return control.decline_top_up()
    if m.phase is Phase.BETWEEN_DEALS:
        return control.start_deal()
    if control.her_turn:
        return control.opponent_acts()
    action = table.me.choose(m.view(HUMAN))
    if isinstance(action, Discard):  # the player's draw goes through her marks
        hand = m.view(HUMAN).hand
        for index, card in enumerate(hand):
            if card in action.cards:
                assert control.toggle_mark(index)
        assert control.marked_discard() == Discard(tuple(c for c in hand if c in action.cards))
        return control.discard_marked()
    return control.act(action)


@pytest.mark.parametrize("seed", [1, 7])
def test_a_whole_match_adds_up_and_is_saved_after_every_move(tmp_path: Path, seed: int) -> None:
    table = Table(tmp_path, seed)
    m = table.control.match
    told: list[Event] = []
    moves = 0
    while m.phase is not Phase.MATCH_OVER:
        events = play_move(table)
        moves += 1
        assert events, "every move the controller makes is told"
        told += events
        money_adds_up(m)
        assert len(table.moves_heard) == moves and table.moves_heard[-1] is m
        if m.phase in (Phase.BET1, Phase.DRAW, Phase.BET2) or m.phase is Phase.BETWEEN_DEALS:
            saved = table.saved()
            assert saved is not None and match_to_dict(saved) == match_to_dict(m)
        assert moves < 20_000
    assert isinstance(told[-1], MatchOver)
    # The figures for the game-over screen are the events' own.
    stats = table.control.stats
    assert stats.deals == sum(isinstance(e, DealStarted) for e in told) == m.deal_number
    pots = [e for e in told if isinstance(e, PotWon)]
    assert sum(stats.wins) == len(pots)
    assert stats.ties == sum(isinstance(e, PotCarried) for e in told)
    assert stats.biggest_pot == max((p.amount for p in pots), default=0)
    # The hand history the controller kept verifies, every deal of it.
    assert table.records.history is not None
    report = verify_text(table.records.history.path.read_text(encoding="utf-8"))
    assert report.ok and report.deals_checked == m.deal_number
    table.control.save()  # leaving the finished match: nothing is offered to continue
    assert table.saved() is None


def test_illegal_moves_are_refused_with_the_engines_error(tmp_path: Path) -> None:
    table = Table(tmp_path, seed=3)
    control = table.control
    control.start_deal()
    while control.her_turn:  # the player's turn in the first round
        control.opponent_acts()
    m = control.match
    before, heard = match_to_dict(m), len(table.moves_heard)
    saved = table.saved()
    assert saved is not None
    with pytest.raises(IllegalAction):
        control.act(Bet(RULES.max_bet * 100))
    with pytest.raises(IllegalAction):
        control.act(Discard(()))  # no draw before the betting ends
    assert match_to_dict(m) == before and len(table.moves_heard) == heard
    again = table.saved()
    assert again is not None and match_to_dict(again) == match_to_dict(saved)
    # Her turn is hers: the player may not move for her.
    while not control.her_turn:
        play_move(table)
    with pytest.raises(IllegalAction):
        control.act(Wait())
    # Between deals nothing but the next deal.
    while m.phase is not Phase.BETWEEN_DEALS:
        play_move(table)
    with pytest.raises(IllegalAction):
        control.act(Wait())
    assert control.start_deal() and control.start_deal() == []  # a deal is dealt once


def test_marks_are_saved_and_come_back_with_the_match(tmp_path: Path) -> None:
    table = Table(tmp_path, seed=5)
    control = table.control
    assert not control.toggle_mark(0)  # no cards before the first deal
    control.start_deal()
    assert control.toggle_mark(0) and control.toggle_mark(3) and control.toggle_mark(0)
    assert control.marked == {3}
    assert not control.toggle_mark(7)
    loaded = MatchRecords(tmp_path)
    match = loaded.load()
    assert match is not None
    again = DrawTableController(RULES, loaded, match=match, opponent=StandinOpponent(0))
    assert again.marked == {3} and again.match is match


def test_a_faulty_opponent_is_replaced_for_the_move(tmp_path: Path) -> None:
    class Broken(StandinOpponent):
        def choose(self, view: object) -> Wait:  # type: ignore[override]
            raise RuntimeError("her AI fell over")

    control = DrawTableController(RULES, None, opponent=Broken(0), seed=2)
    while control.match.phase is not Phase.MATCH_OVER and control.match.deal_number < 6:
        m = control.match
        if m.phase is Phase.BETWEEN_DEALS:
            control.start_deal()
        elif control.her_turn:
            assert control.opponent_acts()
        else:
            control.act(StandinOpponent(9).choose(m.view(HUMAN)))
        money_adds_up(m)


def test_the_model_is_the_table_as_it_stands_and_changes_nothing(tmp_path: Path) -> None:
    """The helpers read ``model()``: the controller's match, records and her as they are, its
    marks as a snapshot; the model cannot be written, and a mark goes through the controller."""
    import dataclasses

    table = Table(tmp_path, seed=5)
    control = table.control
    control.start_deal()
    model = control.model()
    assert (model.match, model.rules, model.records, model.opponent, model.stats) == (
        control.match, control.rules, control.records, control.opponent, control.stats)
    assert (model.character, model.her_name, model.free, model.practice) == (
        control.character, control.her_name, control.free, control.practice)
    assert (model.her_at_deal, model.so_far) == (control.her_at_deal, control.so_far)
    assert model.marked == frozenset()
    with pytest.raises(dataclasses.FrozenInstanceError):
        model.marked = frozenset({1})  # type: ignore[misc]
    assert control.toggle_mark(1)
    assert model.marked == frozenset() and control.model().marked == frozenset({1})
    control.set_marks({0, 4})
    assert control.model().marked == frozenset({0, 4})


def test_the_controller_needs_no_pygame() -> None:
    """It can run (and be tested) with no window: importing it brings in no pygame."""
    code = ("import sys, drawpoker.ui.draw.controller, drawpoker.ui.holdem.controller; "
            "sys.exit('pygame' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], env={**os.environ}, check=False)
    assert done.returncode == 0
