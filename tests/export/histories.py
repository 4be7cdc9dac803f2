"""Hand histories written the way the tables write them, for the export's tests and its
benchmark: hold'em games of 2 to 6 seats in both blind orders, draw matches of both decks."""

from __future__ import annotations

import random
from pathlib import Path

from drawpoker.engine.draw import Match, Phase, Rules
from drawpoker.engine.holdem import HoldemGame, HoldemRules, Street
from drawpoker.engine.holdem.actions import action_of_kind
from drawpoker.engine.holdem.stakes import dealt_rules
from drawpoker.storage.draw import MatchRecords
from drawpoker.storage.holdem.history import HoldemHistory
from drawpoker.ui.draw.standin_opponent import StandinOpponent

#: How often a computer-like seat picks each kind when it may: calls and checks mostly, a raise
#: now and then, folds when facing a bet (so hands reach the river, all-ins and side pots).
_WEIGHTS = {"check": 6, "call": 6, "raise": 2, "fold": 1}


def holdem_file(folder: Path, seed: int, players: int, hands: int, casino: bool = False,
                names: list[str] | None = None) -> Path:
    """A hold'em game of ``hands`` hands at most (it may end first), its history's path."""
    rules = dealt_rules(HoldemRules(players=players, casino_blinds=casino))
    game = HoldemGame(rules, seed=seed)
    history = HoldemHistory(folder)
    history.start(game.rules, names or ["", *(f"Seat{n}" for n in range(1, players))])
    rng = random.Random(seed)
    while game.hand_number < hands and game.street is not Street.MATCH_OVER:
        history.record(game.start_hand())
        while game.to_act is not None:
            kinds = [str(legal.kind) for legal in game.legal_actions()]
            kind = rng.choices(kinds, [_WEIGHTS[kind] for kind in kinds])[0]
            history.record(game.act(action_of_kind(kind)))
    return history.path


def draw_file(folder: Path, seed: int, deals: int, deck: int = 32) -> Path:
    """A draw match of ``deals`` deals at most, played by two stand-in players."""
    match = Match(Rules.preset(f"classic-{deck}"), seed=seed)
    records = MatchRecords(folder)
    players = (StandinOpponent(seed * 2 + 1), StandinOpponent(seed * 2 + 2))
    for _ in range(deals):
        if match.phase is Phase.MATCH_OVER:
            break
        records.record(match.start_deal(), match)
        while match.phase in (Phase.BET1, Phase.DRAW, Phase.BET2):
            assert match.to_act is not None
            records.record(match.act(players[match.to_act].choose(match.view(match.to_act))),
                           match)
    assert records.history is not None
    return records.history.path
