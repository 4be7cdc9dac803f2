"""Draw and hold'em name the same hand the same way (issue 40): hold'em said "Your hand: Pair
of nines" where draw says "Your hand: pair of nines". Both tables are drawn for real, in every
language, and the label each shows for the same five cards is compared word for word."""

from __future__ import annotations

import pytest
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker import i18n
from drawpoker.engine.core.evaluator7 import evaluate7
from drawpoker.engine.draw import Rules, evaluate, parse_cards
from drawpoker.i18n import available_languages, t
from drawpoker.ui.draw.help_scene import EXAMPLES
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import PassiveOpponent, stacked_order
from drawpoker.ui.hand_names import hand_name
from drawpoker.ui.holdem.staging import stage

#: The hold'em staging's flop: the player holds Th 2c, the board is 6c 7s 8d.
HOLDEM_FLOP = "Th 2c 6c 7s 8d"
OTHER = "Ks Kd Qh Jc 9s"


def _labels(app_drawn: list[str], template: str) -> list[str]:
    head = template.split("{hand}")[0]
    return [text for text in app_drawn if text.startswith(head)]


def _draw_label(code: str, monkeypatch: pytest.MonkeyPatch) -> str:
    """The draw table's "Your hand" label at the showdown of a deal dealt HOLDEM_FLOP."""
    rules = Rules(deck_size=52)
    app = make_app(rules, language=code)
    table = TableScene(app, opponent=PassiveOpponent(), seed=1,  # type: ignore[arg-type]
                       deal_orders=lambda n: stacked_order(rules, HOLDEM_FLOP, OTHER, n))
    table.live_clock = False
    app.push(table)
    d = Driver(app)
    d.settle()
    for button in ("wait", "draw", "call"):
        d.click_button(button)
        d.settle()
    with recording(monkeypatch) as recorder:
        recorder.draw_app(app)
    found = _labels(recorder.texts(), t("draw.table.your_hand"))
    assert len(found) == 1, found
    return found[0]


def _holdem_label(code: str, monkeypatch: pytest.MonkeyPatch) -> str:
    app = make_app(language=code, speed="instant")
    stage(app, "flop")
    with recording(monkeypatch) as recorder:
        recorder.draw_app(app)
    found = _labels(recorder.texts(), t("holdem.your_hand"))
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize("code", available_languages())
def test_both_tables_label_the_same_hand_alike(code: str,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    draw = _draw_label(code, monkeypatch)
    holdem = _holdem_label(code, monkeypatch)
    assert holdem == draw
    name = hand_name(evaluate(parse_cards(HOLDEM_FLOP)))
    assert draw.endswith(name), (draw, name)  # the name as it reads mid-sentence
    if code == "en":
        assert holdem == "Your hand: ten high"


@pytest.mark.parametrize("code", available_languages())
def test_seven_cards_are_named_as_their_best_five(code: str) -> None:
    """Hold'em names seven cards by the five that play; draw names those five the same."""
    i18n.set_language(code)
    low = parse_cards("2d 3c")  # two cards that never play in these examples
    for cards in EXAMPLES.values():
        five = parse_cards(cards)
        seven = [*five, *low]
        if evaluate7(seven) != evaluate(five):  # low cards that do play (a wheel): skip
            continue
        assert hand_name(evaluate7(seven)) == hand_name(evaluate(five)), cards
