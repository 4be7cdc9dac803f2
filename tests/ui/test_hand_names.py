"""Hand names read right in a sentence: capital only where a sentence or label starts.

"Two pair, queens and sevens beats pair of nines", not "... beats Pair of nines"; German keeps
its nouns capitalised but not the article: "... gegen ein Paar Neunen".
"""

from __future__ import annotations

import pytest
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker import i18n
from drawpoker.engine.draw import Category, Rules, evaluate, parse_cards
from drawpoker.i18n import available_languages
from drawpoker.ui.draw.help_scene import EXAMPLES
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import TIE_HERS, TIE_MINE, PassiveOpponent, stacked_order
from drawpoker.ui.hand_names import hand_name

TWO_PAIR = "Qs Qh 7c 7d Ac"
PAIR = "9s 9h Kc Jd 8s"
ACE_HIGH = "Ah Qd Tc 8c 7s"


def showdown(mine: str, hers: str) -> Driver:
    """Play one deal to the showdown through the real loop: wait, stand pat, call."""
    rules = Rules()
    app = make_app(rules)
    table = TableScene(app, opponent=PassiveOpponent(), seed=1,  # type: ignore[arg-type]
                       deal_orders=lambda n: stacked_order(rules, mine, hers, n))
    table.live_clock = False
    app.push(table)
    d = Driver(app)
    d.settle()
    d.click_button("wait")
    d.settle()
    d.click_button("draw")
    d.settle()
    d.click_button("call")
    d.settle()
    assert d.table.board.result is not None
    return d


def _detail(d: Driver) -> str:
    result = d.table.board.result
    assert result is not None and result.detail is not None
    return result.detail.text()


def test_the_loser_is_named_in_lower_case_and_the_winner_starts_the_sentence() -> None:
    d = showdown(TWO_PAIR, PAIR)
    assert _detail(d) == "Two pair, queens and sevens beats pair of nines"
    d = showdown(PAIR, ACE_HIGH)
    assert _detail(d) == "Pair of nines beats ace high"
    d = showdown(TIE_MINE, TIE_HERS)
    assert _detail(d) == "Both have ace high"


def test_the_names_follow_a_language_switch_after_the_showdown() -> None:
    d = showdown(TWO_PAIR, PAIR)
    i18n.set_language("de")
    assert _detail(d) == "Zwei Paare, Damen und Siebenen gegen ein Paar Neunen"
    i18n.set_language("fr")
    assert _detail(d) == "Double paire de dames et de sept bat paire de neuf"
    d = showdown(PAIR, ACE_HIGH)
    i18n.set_language("de")
    assert _detail(d) == "Ein Paar Neunen gegen Ass hoch"


def test_the_hand_labels_on_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    d = showdown(ACE_HIGH, PAIR)
    with recording(monkeypatch) as recorder:
        recorder.draw_app(d.app)
    drawn = recorder.texts()
    assert "Your hand: ace high" in drawn and "Her hand: pair of nines" in drawn
    i18n.set_language("de")
    with recording(monkeypatch) as recorder:
        recorder.draw_app(d.app)
    assert "Ihre Hand: ein Paar Neunen" in recorder.texts()


@pytest.mark.parametrize("code", available_languages())
def test_every_hand_name_starts_with_a_capital_where_a_label_starts(code: str) -> None:
    i18n.set_language(code)
    for category, cards in EXAMPLES.items():
        value = evaluate(parse_cards(cards))
        label = hand_name(value, at_start=True)
        inside = hand_name(value)
        assert label[0].isupper(), (code, category, label)
        assert label[1:] == inside[1:]
        if code in ("en", "fr", "pt", "es"):  # no capitals inside a sentence
            assert inside[0].islower(), (code, category, inside)
    royal = evaluate(parse_cards("Th Jh Qh Kh Ah"))
    assert hand_name(royal, at_start=True)[0].isupper()


def test_english_says_two_pair() -> None:
    from drawpoker.ui.hand_names import category_name

    assert category_name(Category.TWO_PAIR) == "Two pair"
    assert hand_name(evaluate(parse_cards(TWO_PAIR))) == "two pair, queens and sevens"


def test_german_keeps_its_nouns_capitalised_inside_a_sentence() -> None:
    i18n.set_language("de")
    pair = evaluate(parse_cards("Ks Kd 7h 9c Qs"))
    assert hand_name(pair) == "ein Paar Könige"
    assert hand_name(evaluate(parse_cards("Js Jh Jd Ac 8s"))) == "Drilling Buben"
