"""The hold'em table's controller alone: whole games played without a window or a scene.

The player's moves come from the stand-in player looking at ``view()``, the others' from the
controller's computer players; after every action the money must add up, the save on disk must
be the game as it stands, and the bank must have heard of it. An illegal action is refused
with the engine's error and changes nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker.engine.core.actions import IllegalAction
from drawpoker.engine.holdem import (
    Call,
    Check,
    HoldemEvent,
    HoldemGame,
    MatchOver,
    PotAwarded,
    Raise,
    Street,
)
from drawpoker.engine.holdem.data import game_to_dict
from drawpoker.engine.holdem.stakes import DEFAULT, rules_for
from drawpoker.storage.holdem.records import HoldemRecords
from drawpoker.storage.verify import verify_file
from drawpoker.ui.holdem.computer import StandinPlayer
from drawpoker.ui.holdem.controller import HUMAN, HoldemTableController
from drawpoker.ui.holdem.seats import Seating


class Table:
    """A controller with its records in ``folder``, counting what the bank heard."""

    def __init__(self, folder: Path, seed: int, players: int = 4) -> None:
        self.folder = folder
        self.records = HoldemRecords(folder)
        game = HoldemGame(rules_for(players, DEFAULT, False), seed=seed)
        self.start_total = sum(game.stacks)
        self.moves_heard: list[HoldemGame] = []
        seating = Seating.choose(players, "easy", "classic", [], seed)
        self.control = HoldemTableController(game, seating, self.records, seed=seed,
                                             on_moved=self.moves_heard.append)
        self.me = StandinPlayer(seed + 1000)

    def saved(self) -> HoldemGame | None:
        """What a fresh start of the game would find on disk."""
        saved = HoldemRecords(self.folder).load()
        return saved.game if saved is not None else None


def money_adds_up(table: Table) -> None:
    """Every dollar at the table: the buy-ins and what the pawnbroker lent, less repaid."""
    g = table.control.game
    assert sum(g.stacks) + g.pot == table.start_total + g.money_from_bank
    assert all(stack >= 0 for stack in g.stacks) and g.pot >= 0


def play_move(table: Table) -> list[HoldemEvent]:
    """One call of the controller, as the scene would make it."""
    control = table.control
    if control.game.street is Street.BETWEEN_HANDS:
        if control.game.hand_number >= 12:  # long enough: the player leaves
            return control.leave()
        return control.start_hand()
    if control.computer_to_act:
        return control.computer_acts()
    return control.act(table.me.choose(control.view()))


@pytest.mark.parametrize(("seed", "players"), [(2, 2), (11, 4), (5, 6)])
def test_a_whole_game_adds_up_and_is_saved_after_every_action(
        tmp_path: Path, seed: int, players: int) -> None:
    table = Table(tmp_path, seed, players)
    g = table.control.game
    told: list[HoldemEvent] = []
    moves = 0
    while g.street is not Street.MATCH_OVER:
        events = play_move(table)
        moves += 1
        assert events, "every call the controller makes is told"
        told += events
        money_adds_up(table)
        assert len(table.moves_heard) == moves and table.moves_heard[-1] is g
        if g.street is not Street.MATCH_OVER:
            saved = table.saved()
            assert saved is not None and game_to_dict(saved) == game_to_dict(g)
        assert moves < 20_000
    assert isinstance(told[-1], MatchOver) and table.control.over == told[-1]
    assert table.saved() is None  # a finished game is not offered to continue
    last = [e for e in told if isinstance(e, PotAwarded)]
    assert table.control.last_pots == last[-len(table.control.last_pots):]
    assert table.control.notices == []
    history = table.records.history
    assert history is not None
    report = verify_file(history.path)
    assert report.ok and report.deals_checked == g.hand_number


def test_illegal_actions_are_refused_with_the_engines_error(tmp_path: Path) -> None:
    table = Table(tmp_path, seed=4)
    control = table.control
    with pytest.raises(IllegalAction):
        control.act(Check())  # no hand dealt yet
    control.start_hand()
    assert control.start_hand() == []  # a hand is dealt once
    while control.computer_to_act:
        control.computer_acts()
    g = control.game
    before, heard = game_to_dict(g), len(table.moves_heard)
    with pytest.raises(IllegalAction):
        control.leave()  # not during a hand
    kinds = {action.kind for action in g.legal_actions()}
    with pytest.raises(IllegalAction):
        control.act(Check() if Call().kind in kinds else Call())  # the one not offered
    assert game_to_dict(g) == before and len(table.moves_heard) == heard
    saved = table.saved()
    assert saved is not None and game_to_dict(saved) == before
    control.act(Raise() if any(a.kind is Raise().kind for a in g.legal_actions()) else Call())
    if control.computer_to_act:
        with pytest.raises(IllegalAction):
            control.act(Call())  # not his turn
    assert control.computer_acts() or not control.computer_to_act


def test_a_faulty_computer_player_is_replaced_for_the_action(tmp_path: Path) -> None:
    class Broken(StandinPlayer):
        def choose(self, view: object) -> Check:  # type: ignore[override]
            raise RuntimeError("her AI fell over")

    table = Table(tmp_path, seed=8, players=3)
    control = table.control
    control.players = {seat: Broken(seat) for seat in control.players}
    while control.game.hand_number < 4 and control.game.street is not Street.MATCH_OVER:
        play_move(table)
        money_adds_up(table)


def test_without_records_nothing_is_written(tmp_path: Path) -> None:
    game = HoldemGame(rules_for(3, DEFAULT, False), seed=1)
    seating = Seating.choose(3, "easy", "classic", [], 1)
    control = HoldemTableController(game, seating, None, seed=1)
    control.start_hand()
    while control.game.to_act is not None:
        if control.computer_to_act:
            control.computer_acts()
        else:
            control.act(StandinPlayer(3).choose(control.view()))
    control.save()
    assert control.records is None and control.notices == []
    assert control.game.to_act is None and control.view().hand_number == 1
    assert not any(tmp_path.iterdir())
    assert HUMAN == 0


class _SlowThinker:
    """A computer player whose every decision takes a while (as `hard` solving a river)."""

    def __init__(self) -> None:
        self.asked = 0

    def thinks_long(self, view: object) -> bool:
        return True

    def choose(self, view: object) -> Call | Check:
        self.asked += 1
        return StandinPlayer(0).choose(view)  # type: ignore[arg-type, return-value]


def test_a_long_think_is_shown_before_it_holds_the_table(tmp_path: Path) -> None:
    """The first call for a decision that takes a while plays nothing (the table paints her
    thinking first); the next one plays it, and the next decision is cued again."""
    table = Table(tmp_path, seed=4, players=2)
    control = table.control
    control.start_hand()
    while not control.computer_to_act:
        control.act(table.me.choose(control.view()))
    thinker = _SlowThinker()
    seat = control.game.to_act
    assert seat is not None
    control.players[seat] = thinker  # type: ignore[assignment]
    actions = len(control.game.view(seat).actions)
    assert control.computer_acts() == [] and thinker.asked == 0
    assert len(control.game.view(seat).actions) == actions
    assert control.computer_acts() and thinker.asked == 1


def test_hard_cues_a_river_solve_and_then_plays_from_its_cache() -> None:
    """`hard` asks for the cue on a river decision whose solve is not cached yet, and not
    once the solve is cached."""
    from drawpoker.ai.holdem.solved.player import Solved
    from drawpoker.ai.holdem.solved.resolve import clear_cache

    clear_cache()
    game = HoldemGame(rules_for(2, DEFAULT, False), seed=7)
    hard = Solved(1)
    station = StandinPlayer(3)
    for _ in range(20):
        game.start_hand()
        while game.to_act is not None:
            seat = game.to_act
            view = game.view(seat)
            if seat == 1 and view.street is Street.RIVER and hard.thinks_long(view):
                game.act(hard.choose(view), seat=seat)
                view2 = game.view(seat)
                assert not hard.thinks_long(view2) or view2.to_act != seat
                return
            game.act((hard if seat == 1 else station).choose(view), seat=seat)
        if game.street is Street.MATCH_OVER:
            break
    pytest.fail("hard never reached a river it had to solve")
