"""Her lines: every key exists in the English lines, and they never depend on her hidden hand."""

from __future__ import annotations

from pathlib import Path

import yaml

import drawpoker.ai
from drawpoker.ai.personality import Personality, all_keys
from drawpoker.engine import Match, Phase, Rules, full_deck
from drawpoker.engine.events import Event

LINES = Path(drawpoker.ai.__file__).parent / "data" / "lines_en.yaml"


def _lookup(data: dict[str, object], key: str) -> object:
    node: object = data
    for part in key.split("."):
        assert isinstance(node, dict), key
        node = node.get(part, node.get(int(part)) if part.isdigit() else None)
    return node


def test_every_key_has_an_english_line() -> None:
    data = yaml.safe_load(LINES.read_text(encoding="utf-8"))
    for key in all_keys():
        line = _lookup(data, key)
        assert isinstance(line, str) and line.strip(), key


def _events_of_a_deal(order: list[object], seed: int) -> list[Event]:
    from drawpoker.ai import make_player

    match = Match(Rules(deck_size=32), seed=seed)
    events = match.start_deal(order)  # type: ignore[arg-type]
    players = [make_player("calling-station", seed=1), make_player("calling-station", seed=2)]
    while match.phase in (Phase.BET1, Phase.DRAW, Phase.BET2):
        seat = match.to_act
        assert seat is not None
        action = players[seat].choose(match.view(seat))
        if action.kind == "discard":
            action = type(action)(match.view(seat).hand[:3])
        events += match.act(action, seat)
    return events


def test_lines_before_showdown_do_not_depend_on_her_hand() -> None:
    deck = full_deck(32)
    for trial in range(20):
        order_a = list(deck)
        order_b = order_a[:5] + order_a[27:32] + order_a[10:27] + order_a[5:10]
        keys = []
        for order in (order_a, order_b):
            voice = Personality(seed=trial)
            said = []
            for event in _events_of_a_deal(order, trial):
                if type(event).__name__ == "Showdown":
                    break
                said.append(voice.line_for(event))
            keys.append(said)
        assert keys[0] == keys[1]
        deck = deck[1:] + deck[:1]


def test_greets_once_and_comments_on_pawning() -> None:
    from drawpoker.engine.events import DealStarted, ItemPawned

    voice = Personality(seed=3)
    first = voice.line_for(DealStarted(1, 1, 0, "x"))
    assert first is not None and first.startswith("opponent.lines.greeting.")
    assert voice.line_for(DealStarted(2, 0, 1, "y")) is None
    pawn = voice.line_for(ItemPawned(0, 100))
    assert pawn is not None and pawn.startswith("opponent.lines.pawned.")
