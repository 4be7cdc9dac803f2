"""The draw what-if on a history the game's records wrote: the cards come from the committed
order and her answers from her strategy, checked by walking the revealed order by hand."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from drawpoker.ai.draw import make_player
from drawpoker.engine.draw import Bet, Call, Card, Discard, Drop, Match, Raise, Rules, Wait
from drawpoker.teach import whatif
from drawpoker.teach.outcome import ChoiceError


def _lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(raw) for raw in path.read_text(encoding="utf-8").splitlines()]


def _deals(path: Path) -> dict[int, list[dict[str, Any]]]:
    found: dict[int, list[dict[str, Any]]] = {}
    current: list[dict[str, Any]] = []
    for line in _lines(path):
        if line["type"] == "DealStarted":
            current = found.setdefault(line["deal_number"], [])
        if line["type"] != "Header":
            current.append(line)
    return found


def _order(events: list[dict[str, Any]]) -> list[str]:
    return next(e["order"] for e in events if e["type"] == "DeckRevealed")


def _player_draw(events: list[dict[str, Any]]) -> dict[str, Any] | None:
    return next((e for e in events if e["type"] == "ActionTaken" and e["seat"] == 0
                 and e["action"]["kind"] == "discard"), None)


def _decision_number(events: list[dict[str, Any]], wanted: dict[str, Any]) -> int:
    mine = [e for e in events if e["type"] == "ActionTaken" and e["seat"] == 0]
    return mine.index(wanted) + 1


def _find(path: Path, first_to_draw: int, deal_at_most: int = 40) -> int:
    """A deal (as early as may be) where the player drew, ``first_to_draw`` drawing first."""
    for number, events in sorted(_deals(path).items()):
        if number > deal_at_most:
            break
        if events[0]["first_to_act"] == first_to_draw and _player_draw(events) is not None:
            return number
    pytest.skip("no such deal in this match")


@pytest.mark.parametrize("first", [0, 1])
def test_a_different_draw_brings_the_next_cards_of_the_committed_order(
        draw_history: Path, first: int) -> None:
    history = whatif.load(draw_history)
    number = _find(draw_history, first)
    events = _deals(draw_history)[number]
    order = _order(events)
    real = _player_draw(events)
    assert real is not None
    hand = next(e["hand"] for e in events if e["type"] == "CardsDealt")
    thrown_before = len(real["action"]["cards"])
    count = 3 if thrown_before != 3 else 1
    choice = "discard:" + ",".join(hand[:count])
    comparison = whatif.replay(history, number, _decision_number(events, real), choice)
    line = comparison.most_likely
    steps = [(s.who, s.what) for s in line.steps]
    mine = next(what for who, what in steps if who == "cards" and what.startswith("you get"))
    if first == 0:  # the player draws first: the stock's next cards are his
        assert mine == "you get " + " ".join(order[10:10 + count])
        hers = [what for who, what in steps if who == "her" and what.startswith("draw ")]
        her_count = int(hers[0].split()[1])
        if her_count:
            got = next(w for who, w in steps if who == "cards" and w.startswith("she gets"))
            assert got == "she gets " + " ".join(order[10 + count:10 + count + her_count])
    else:  # she drew first, as recorded: her cards are the recorded count's
        her_drawn = next(e["count"] for e in events if e["type"] == "CardsDrawn"
                         and e["seat"] == 1)
        start = 10 + her_drawn
        assert mine == "you get " + " ".join(order[start:start + count])
    kept = [c for c in hand if c not in hand[:count]]
    assert set(kept) <= set(line.your_cards)
    assert all(0 < other.probability <= 1 for other in comparison.lines)
    assert sum(other.probability for other in comparison.lines) == pytest.approx(1.0)


def _by_hand(path: Path, number: int, upto: int, then: Any) -> Match:
    """The deal walked by hand from its revealed order: the recorded actions up to the
    player's ``upto``-th, which is replaced by ``then`` (deal 1 only: no earlier deal)."""
    header = _lines(path)[0]
    match = Match(Rules.from_dict(header["rules"]), seed=0)
    events = _deals(path)[number]
    match.start_deal([Card.from_str(c) for c in _order(events)])
    seen = 0
    for e in events:
        if e["type"] != "ActionTaken":
            continue
        data = e["action"]
        if e["seat"] == 0:
            seen += 1
            if seen == upto:
                match.act(then, 0)
                return match
        kind = data["kind"]
        action = {"wait": Wait(), "call": Call(), "drop": Drop()}.get(kind)
        if kind == "bet":
            action = Bet(data["amount"])
        elif kind == "raise":
            action = Raise(data["amount"])
        elif kind == "discard":
            cards = data.get("cards")
            hand = match.hands[e["seat"]]
            action = Discard(tuple(Card.from_str(c) for c in cards) if cards is not None
                             else tuple(hand[5 - data["count"]:]))
        assert action is not None
        match.act(action, e["seat"])
    raise AssertionError("decision not found")


def test_a_call_instead_of_a_drop_shows_her_answers_by_her_strategy(draw_history: Path) -> None:
    history = whatif.load(draw_history)
    deals = _deals(draw_history)
    spot = None
    for number in sorted(deals)[:1]:  # deal 1: she has seen nothing of the player yet
        for e in deals[number]:
            if e["type"] == "ActionTaken" and e["seat"] == 0 and e["action"]["kind"] == "drop":
                owed = True
                spot = (number, _decision_number(deals[number], e), owed)
    if spot is None:
        # any deal's drop still checks the cards; her answers then rest on her memory too
        for number, events in sorted(deals.items()):
            drops = [e for e in events if e["type"] == "ActionTaken" and e["seat"] == 0
                     and e["action"]["kind"] == "drop" and e is not events[-1]]
            if drops:
                spot = (number, _decision_number(events, drops[0]), False)
                break
    assert spot is not None
    number, k, first_deal = spot
    try:
        comparison = whatif.replay(history, number, k, "call")
    except ChoiceError:
        pytest.skip("the drop was with nothing owed: call is a check there")
    assert comparison.decision.did == "drop"
    assert comparison.actual.money[0] <= 0
    order = _order(deals[number])
    for line in comparison.lines:  # every card any line shows comes from the order
        for step in line.steps:
            if step.who == "cards":
                assert all(code in order[10:] for code in step.what.split()[2:])
    if first_deal:
        match = _by_hand(draw_history, number, k, Call())
        if match.to_act == 1:
            seen = {make_player("hard", seed=s).choose(match.view(1)) for s in range(40)}
            first_answers = {line.steps[1].what for line in comparison.lines
                             if len(line.steps) > 1 and line.steps[1].who == "her"}
            assert {whatif_text(a) for a in seen} <= first_answers


def whatif_text(action: Any) -> str:
    from drawpoker.teach.draw.whatif import choice_text

    if isinstance(action, Discard):
        return f"draw {len(action.cards)}"
    return choice_text(action)


def test_unknown_decisions_and_choices_are_refused(draw_history: Path) -> None:
    history = whatif.load(draw_history)
    with pytest.raises(ChoiceError):
        whatif.replay(history, 1, 99, "call")
    with pytest.raises(ChoiceError):
        whatif.replay(history, 1, 1, "dance")
    with pytest.raises(ChoiceError):
        whatif.decisions(history, 9999)


def test_the_command_line_text_and_json(draw_history: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    from drawpoker.__main__ import main

    assert main(["whatif", str(draw_history), "--deal", "1"]) == 0
    out = capsys.readouterr().out
    assert "deal 1: your decisions" in out and "1. bet1" in out
    assert main(["whatif", str(draw_history), "--deal", "1", "--decision", "1",
                 "--choose", "drop"]) == 0
    out = capsys.readouterr().out
    assert "what happened:" in out and "what would have happened" in out
    assert main(["whatif", str(draw_history), "--deal", "1", "--decision", "1",
                 "--choose", "drop", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["choice"] == "drop" and data["lines"][0]["money"][0] == -5
    assert main(["whatif", str(draw_history), "--deal", "1", "--decision", "1",
                 "--choose", "fly"]) == 2
    assert "Traceback" not in capsys.readouterr().err


def test_a_history_with_revealed_cards_swapped_is_refused(
        draw_history: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from drawpoker.__main__ import main

    lines = _lines(draw_history)
    reveal = next(line for line in lines if line["type"] == "DeckRevealed")
    reveal["order"][10], reveal["order"][11] = reveal["order"][11], reveal["order"][10]
    forged = tmp_path / "forged.jsonl"
    forged.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    assert main(["whatif", str(forged), "--deal", "1"]) == 1
    err = capsys.readouterr().err
    assert "no what-if" in err and "Traceback" not in err
    with pytest.raises(whatif.Refused):
        whatif.load(forged)
