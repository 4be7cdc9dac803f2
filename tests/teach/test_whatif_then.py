"""Going on choosing after the changed decision (issue 35): ``then`` plays the player's own
later choices, in order, along her likeliest answers (the first line), and ``ahead`` is his
next decision there. The cards his own later draw brings are checked against the revealed
order by hand; a choice he did not have, or one after the deal was over, is refused."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_whatif_draw import _deals, _order
from test_whatif_holdem import _events, _game_with_a_fold

from drawpoker.teach import whatif
from drawpoker.teach.outcome import ChoiceError


def _bet1_then_draw(path: Path) -> tuple[int, whatif.Comparison]:
    """A deal whose first decision (before the draw) played another way still reaches the
    player's draw on the first line: its number and that what-if."""
    history = whatif.load(path)
    for number in sorted(_deals(path))[:30]:
        found = whatif.decisions(history, number)
        if not found or found[0].phase != "bet1":
            continue
        for choice in ("call", "wait"):
            if choice in found[0].choices and choice != found[0].did:
                comparison = whatif.replay(history, number, 1, choice)
                if comparison.ahead is not None and comparison.ahead.phase == "draw":
                    return number, comparison
    pytest.skip("no such deal in this match")


def test_his_own_draw_after_the_change_brings_the_orders_next_cards(draw_history: Path) -> None:
    history = whatif.load(draw_history)
    number, comparison = _bet1_then_draw(draw_history)
    ahead = comparison.ahead
    assert ahead is not None and ahead.number == 2 and ahead.did == ""
    assert any(c.startswith("discard") for c in ahead.choices)
    own = "discard:" + ",".join(ahead.cards[:2])
    went_on = whatif.replay(history, number, 1, comparison.choice, then=[own])
    assert went_on.then == [own]
    line = went_on.lines[0]  # his own line first
    steps = [(s.who, s.what) for s in line.steps]
    assert ("you", own) in steps
    assert steps[0] == ("you", comparison.choice)
    order = _order(_deals(draw_history)[number])
    mine = next(what for who, what in steps if who == "cards" and what.startswith("you get"))
    index = steps.index(("you", own))
    her_draws = [what for who, what in steps[:index] if who == "her" and what.startswith("draw")]
    drawn_before = int(her_draws[0].split()[1]) if her_draws else 0
    start = 10 + drawn_before  # 5 cards each, then the draws in the order they are made
    assert mine == "you get " + " ".join(order[start:start + 2])
    assert set(ahead.cards[2:]) <= set(line.your_cards)
    assert sum(other.probability for other in went_on.lines) == pytest.approx(1.0)
    assert "yours, then the coach's" in went_on.notes[-1]
    # Going on again from the decision after it, if there is one on that line.
    if went_on.ahead is not None:
        assert went_on.ahead.number == 3 and went_on.ahead.phase == "bet2"


def test_a_later_choice_he_did_not_have_or_past_the_end_is_refused(draw_history: Path) -> None:
    history = whatif.load(draw_history)
    number, comparison = _bet1_then_draw(draw_history)
    with pytest.raises(ChoiceError, match="did not hold"):
        whatif.replay(history, number, 1, comparison.choice, then=["discard:Ah,Ad,Ac,As"]
                      if "Ah" not in (comparison.ahead.cards if comparison.ahead else ())
                      else ["discard:2c,2d,2h,2s"])
    with pytest.raises(ChoiceError, match="over before"):
        whatif.replay(history, number, 1, comparison.choice,
                      then=["discard:none", "call", "call", "call", "call", "call", "call",
                            "call", "call"])


def test_the_command_line_goes_on_with_then(draw_history: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    number, comparison = _bet1_then_draw(draw_history)
    assert comparison.ahead is not None
    assert whatif.main([str(draw_history), "--deal", str(number), "--decision", "1",
                        "--choose", comparison.choice]) == whatif.EXIT_OK
    assert "go on with --then" in capsys.readouterr().out
    assert whatif.main([str(draw_history), "--deal", str(number), "--decision", "1",
                        "--choose", comparison.choice, "--then", "discard:none"]) == \
        whatif.EXIT_OK
    out = capsys.readouterr().out
    assert "your own choices after it, on the first line: discard:none" in out
    assert whatif.main([str(draw_history), "--deal", str(number), "--then", "call"]) == \
        whatif.EXIT_USAGE


def test_holdem_a_call_then_his_own_fold_on_the_next_street(tmp_path: Path) -> None:
    path, hand = _game_with_a_fold(tmp_path)
    history = whatif.load(path)
    fold = next(d for d in whatif.decisions(history, hand, "hard") if d.did == "fold")
    comparison = whatif.replay(history, hand, fold.number, "call", "hard")
    if comparison.ahead is None:
        pytest.skip("the call ended the hand on the first line")
    ahead = comparison.ahead
    assert ahead.number == fold.number + 1 and ahead.did == ""
    choice = "fold" if "fold" in ahead.choices else "check"
    went_on = whatif.replay(history, hand, fold.number, "call", "hard", then=[choice])
    line = went_on.lines[0]
    assert [s.what for s in line.steps if s.who == "you"][:2] == ["call", choice]
    events = _events(path, hand)
    order = next(e["order"] for e in events if e["type"] == "DeckRevealed")
    seats = next(e["seats"] for e in events if e["type"] == "HandStarted")
    n = len(seats)
    assert line.board == tuple(order[2 * n: 2 * n + len(line.board)])
    assert len(line.board) >= len(ahead.board)
    if choice == "fold":
        assert not any(who == "you" for who, _ in line.shown)
