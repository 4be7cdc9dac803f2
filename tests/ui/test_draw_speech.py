"""A whole draw match played by keys alone with speech on, every line checked against the
state of the moment (issue 36): the pot named is the match's pot, the cards read are the hand,
and each turn's line names exactly the keys of the buttons there are.

The speaker is a recording sink that notes the match as each line arrives; the deck is stacked
so the match holds a pawn, a buy-back, a lost item and its end; the opponent only checks and
calls.
"""

from __future__ import annotations

import re

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.engine.draw import ForfeitState, Match, Phase, Rules
from drawpoker.i18n import t
from drawpoker.speech import Priority, RecordingSpeaker
from drawpoker.ui import shortcuts, speech_hub, status_keys
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import STRONG, WEAK, PassiveOpponent, stacked_order
from drawpoker.ui.draw.voice_lines import card_words, hand_words, voice_of

HUMAN, COMPUTER = 0, 1


class StateSink(RecordingSpeaker):
    """Keeps, with each line, the pot, the stacks and the hand at the moment it was asked."""

    def __init__(self) -> None:
        super().__init__()
        self.match: Match | None = None
        self.states: list[tuple[int, tuple[int, int]]] = []

    def say(self, text: str, interrupt: bool = False,
            priority: Priority = Priority.NORMAL) -> None:
        super().say(text, interrupt, priority)
        m = self.match
        self.states.append((m.pot, m.stacks) if m is not None else (-1, (-1, -1)))


def _key(d: Driver, letter: str) -> None:
    code = ord(letter.lower())
    d.post(pygame.KEYDOWN, key=code, mod=0, unicode=letter.lower(), scancode=0)
    d.post(pygame.KEYUP, key=code, mod=0, unicode=letter.lower(), scancode=0)
    d.step()


def _letters(line: str) -> set[str]:
    """The key letters a turn line names ("B: bet …; W: wait …")."""
    return set(re.findall(r"(?:^|[;.] )([A-Z])\s?:", line))


def _play(language: str) -> tuple[Driver, StateSink, list[str]]:
    rules = Rules(starting_money=30, pawn_loan=30, buyback_at=60, forfeit_items=2)
    app = make_app(rules, language=language)
    sink = StateSink()
    speech_hub.install(app, sink)
    plan = {"mine": STRONG, "hers": WEAK}
    table = TableScene(app, opponent=PassiveOpponent(), seed=3,  # type: ignore[arg-type]
                       deal_orders=lambda n: stacked_order(rules, plan["mine"], plan["hers"], n))
    table.live_clock = False
    sink.match = table.control.match
    app.push(table)
    d = Driver(app)
    m = table.control.match
    pawned = bought_back = False
    for _ in range(300):
        d.settle()
        if m.phase is Phase.MATCH_OVER:
            break
        # She wins while her item is pawned (so she buys it back), then loses everything.
        pawned = pawned or m.forfeits[0] is ForfeitState.PAWNED
        bought_back = bought_back or (pawned and m.forfeits[0] is ForfeitState.WORN)
        hers_wins = pawned and not bought_back
        plan.update(mine=WEAK if hers_wins else STRONG, hers=STRONG if hers_wins else WEAK)
        names = {b.name for b in table.buttons}
        turn = [line.text for line in sink.lines if line.priority is Priority.HIGH
                and not line.interrupt]
        if names & {"bet", "wait", "raise", "call", "draw", "drop"} and m.phase is not Phase.DRAW:
            # No move that was not announced: the turn's line names exactly these keys.
            assert _letters(turn[-1]) == {shortcuts.letter(n) for n in names}, turn[-1]
            _key(d, status_keys.LETTERS["cards"])
            assert sink.texts[-1] == t("aloud.your_cards",
                                       cards=hand_words(m.view(HUMAN).hand))
        if "next_deal" in names:
            assert turn[-1] == t("aloud.next_deal", letter="N")
            _key(d, "N")
        elif "bet" in names:
            _key(d, "B")
        elif "call" in names:
            _key(d, "C")
        elif "draw" in names:
            _key(d, "D")
    assert m.phase is Phase.MATCH_OVER and bought_back
    return d, sink, sink.texts


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_whole_match_by_keys_is_said_and_each_line_matches_the_state(language: str) -> None:
    d, sink, texts = _play(language)
    table = d.table
    m = table.control.match
    name = table.control.her_name
    # Every pot and stack named is the match's at the moment the line was asked.
    money = re.compile(re.escape(t("aloud.money", pot=999, mine=888, name=name,
                                   hers=777)).replace("999", r"\d+").replace("888", r"\d+")
                       .replace("777", r"\d+"))
    checked = 0
    for line, (pot, stacks) in zip(sink.lines, sink.states, strict=True):
        if money.fullmatch(line.text):
            checked += 1
            assert line.text == t("aloud.money", pot=pot, mine=stacks[HUMAN],
                                  name=name, hers=stacks[COMPUTER])
    assert checked > 10
    # The pawn, the buy-back, the item lost and the end were all said.
    item = table.item_name
    assert any(x == t("draw.table.log.pawned", item=item(0), amount=30) for x in texts)
    assert any(x == t("draw.table.log.bought_back", item=item(0), amount=amount)
               for x in texts for amount in range(30, 61))
    assert t("draw.table.log.lost", item=item(0)) in texts
    assert m.winner == HUMAN and t("aloud.match_won") in texts
    assert texts[-1] == t("aloud.match_result", letter="M")
    # A showdown names both hands.
    assert any(x.startswith(t("aloud.showdown", mine="", name="", hers="")[:5])
               for x in texts)


def test_status_keys_answer_from_the_state_and_repeat() -> None:
    rules = Rules(starting_money=60)
    app = make_app(rules)
    sink = RecordingSpeaker()
    speech_hub.install(app, sink)
    table = TableScene(app, opponent=PassiveOpponent(), seed=1,  # type: ignore[arg-type]
                       deal_orders=lambda n: stacked_order(rules, STRONG, WEAK, n))
    table.live_clock = False
    app.push(table)
    d = Driver(app)
    d.settle()
    m = table.control.match
    _key(d, "V")
    assert sink.texts[-1] == t("aloud.value", hand=table.hand_name(m.view(HUMAN).hand))
    _key(d, "P")
    assert sink.texts[-1] == t("aloud.pot", pot=m.pot)
    _key(d, "S")
    assert sink.texts[-1].startswith(t("aloud.her_stack", name=table.control.her_name,
                                       amount=m.stacks[COMPUTER], mine=m.stacks[HUMAN]))
    before = sink.texts[-1]
    _key(d, "E")
    assert sink.texts[-1] == before and sink.lines[-1].interrupt
    d.key(pygame.K_2)  # mark the second card: said with the card
    assert sink.texts[-1] == t("aloud.marked", slot=2,
                               card=card_words(m.view(HUMAN).hand[1]))


def test_speech_off_says_nothing_and_the_letters_do_nothing() -> None:
    app = make_app(Rules(starting_money=60))
    table = TableScene(app, opponent=PassiveOpponent(), seed=1)  # type: ignore[arg-type]
    app.push(table)
    d = Driver(app)
    d.settle()
    assert not voice_of(table).on
    _key(d, "A")
    assert voice_of(table).last_line == ""


def test_status_letters_clash_with_no_table_button() -> None:
    used = {shortcuts.letter(name) for group in ("table", "holdem_table")
            for name in shortcuts.GROUPS[group]} | {"M", "U", "Z", "R", "W", "F", "D"}
    assert not used & set(status_keys.LETTERS.values())
    assert len(set(status_keys.LETTERS.values())) == len(status_keys.LETTERS)
