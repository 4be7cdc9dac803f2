"""Matches played by two stand-in opponents, recorded the way the table records real play, and
the draw text histories (format 1) the game wrote before the event log, kept as test data."""

from __future__ import annotations

from pathlib import Path

from drawpoker.engine.draw import Match, Phase, Rules
from drawpoker.storage.draw import MatchRecords
from drawpoker.ui.draw.standin_opponent import StandinOpponent

IN_DEAL = (Phase.BET1, Phase.DRAW, Phase.BET2)
#: Histories written by earlier versions of the game (see its README.md).
OLD_HISTORIES = Path(__file__).resolve().parents[1] / "data" / "histories"


def old_text(name: str) -> str:
    """A draw text history (format 1) from ``OLD_HISTORIES``, e.g. ``draw-six-deals.txt``."""
    return (OLD_HISTORIES / name).read_text(encoding="utf-8")


class Table:
    """A match, its records and two players; ``step`` is one engine call."""

    def __init__(self, folder: Path, seed: int = 3, rules: Rules | None = None) -> None:
        self.match = Match(rules or Rules.preset("classic-32"), seed=seed)
        # Like the table scene: no setup call, the records notice the new match by themselves.
        self.records = MatchRecords(folder)
        self.players = (StandinOpponent(seed * 2 + 1), StandinOpponent(seed * 2 + 2))

    def step(self) -> None:
        m = self.match
        if m.phase is Phase.BETWEEN_DEALS:
            batch = m.start_deal()
        else:
            assert m.to_act is not None
            batch = m.act(self.players[m.to_act].choose(m.view(m.to_act)))
        self.records.record(batch, m)

    def play_deal(self) -> None:
        self.step()
        while self.match.phase in IN_DEAL:
            self.step()

    def play(self, deals: int) -> None:
        for _ in range(deals):
            if self.match.phase is Phase.MATCH_OVER:
                return
            self.play_deal()

    def play_to_end(self, limit: int = 500) -> None:
        self.play(limit)
        assert self.match.phase is Phase.MATCH_OVER


def history_text(table: Table) -> str:
    assert table.records.history is not None
    return table.records.history.path.read_text(encoding="utf-8")
