"""Writes the fixture histories with the writers of the commit it is run on (run once, on the
code before the shared event log, to keep files today's players have; see README.md here):

    PYTHONPATH=src:tests/storage python tests/data/histories/make_fixtures.py OUT
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from recorded_play import Table

from drawpoker.engine.draw import Rules
from drawpoker.engine.holdem import HoldemGame, Street
from drawpoker.engine.holdem.stakes import rules_for, stake_of
from drawpoker.storage.draw import MatchRecords
from drawpoker.storage.holdem.history import HoldemHistory


def draw(out: Path) -> None:
    finished = Table(out / "finished", seed=7)
    finished.play_to_end()
    lowball = Table(out / "quick-52", seed=5, rules=Rules.preset("quick-52"))
    lowball.play(3)
    # Stopped in the middle of deal 3 and continued from the save, then a crash after deal 4
    # and a continue from the save taken between deals 4 and 5.
    resumed = Table(out / "resumed", seed=11)
    resumed.play(2)
    resumed.step()
    resumed.step()
    resumed.records.save(resumed.match)
    again = MatchRecords(out / "resumed")
    loaded = again.load()
    assert loaded is not None
    resumed.match, resumed.records = loaded, again
    resumed.play(2)
    resumed.step()
    again = MatchRecords(out / "resumed")
    loaded = again.load()
    assert loaded is not None
    resumed.match, resumed.records = loaded, again
    resumed.play(2)


def holdem(out: Path) -> None:
    rules = rules_for(3, stake_of(500), False)
    game = HoldemGame(rules, seed=4)
    history = HoldemHistory(out / "holdem", "20260101-120000-abcd")
    history.start(rules, ["", "Ada", "Bo"])
    pick = random.Random(2)
    while game.street is not Street.MATCH_OVER:
        if game.to_act is None:
            if game.hand_number >= 4:
                break
            history.record(game.start_hand())
            continue
        legal = game.legal_actions()
        calm = [a for a in legal if str(a.kind) != "raise"] or legal
        history.record(game.act(pick.choice(calm).action()))
    history.resumed(game.hand_number, None)  # continued from the save between hands
    history.record(game.start_hand())
    history.record(game.act(game.legal_actions()[0].action()))


if __name__ == "__main__":
    target = Path(sys.argv[1])
    draw(target)
    holdem(target)
