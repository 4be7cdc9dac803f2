"""Her tell is honest (issue 41): over many deals it follows her hand exactly as often as her
page says, it is the same under the same match seed, it leaves the match's own random
draws alone, and at the real table it shows after her draw when her real hand says so."""

from __future__ import annotations

import dataclasses
import random

import pygame
from ui_driver import Driver, make_app

from drawpoker.engine.draw import Category, Match, Phase, Rules, evaluate, full_deck
from drawpoker.manner import Tell
from drawpoker.speech import RecordingSpeaker
from drawpoker.ui import characters, speech_hub
from drawpoker.ui.draw import her_tell, tell_words
from drawpoker.ui.draw.next_rules import next_rules
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import (
    STRONG,
    WEAK,
    PassiveOpponent,
    player_move,
    stacked_order,
)

RULES = Rules()
MINE = "7h 8c 9d Jc Qh"  # queen high, none of her cards


def test_her_tell_follows_her_hand_as_often_as_her_page_says() -> None:
    """Random five-card hands, bucketed by the page's "strong", until each bucket holds 2,000:
    the share of deals she shows her tell in is the page's number, within 0.05 (about four
    standard deviations: a fixed seed, so this never flickers)."""
    deck = full_deck(RULES.deck_size)
    for character in characters.characters():
        tell = character.manner.tell
        assert tell is not None
        deals = random.Random(41)
        seen = {True: [0, 0], False: [0, 0]}  # strong -> [shown, deals]
        number = 0
        while min(seen[True][1], seen[False][1]) < 2000:
            number += 1
            hand = deals.sample(deck, 5)
            strong = evaluate(hand, RULES).category >= tell.category
            if seen[strong][1] >= 2000:
                continue
            seen[strong][0] += her_tell.shows(tell, hand, RULES, 12345, number, character.id)
            seen[strong][1] += 1
        for strong, share in ((True, tell.when_strong), (False, tell.otherwise)):
            shown, count = seen[strong]
            assert abs(shown / count - share) < 0.05, (character.id, strong, shown / count)


def test_the_same_match_shows_the_same_tells_and_the_numbers_are_the_pages() -> None:
    tell = Tell("cards", "two_pair", 0.5, 0.25)
    hand = full_deck(RULES.deck_size)[:5]
    runs = [[her_tell.shows(tell, hand, RULES, 7, n, "rosa") for n in range(1, 200)]
            for _ in range(2)]
    assert runs[0] == runs[1], "deterministic under the match seed"
    other = [her_tell.shows(tell, hand, RULES, 8, n, "rosa") for n in range(1, 200)]
    assert other != runs[0], "another match, other deals"
    category = evaluate(hand, RULES).category
    assert her_tell.chance(tell, hand, RULES) == (0.5 if category >= Category.TWO_PAIR else 0.25)
    rosa = characters.find("rosa")
    assert rosa is not None and rosa.manner.tell is not None
    line = tell_words.tell_line(rosa)
    assert line is not None
    assert f"{tell_words.percent(rosa.manner.tell.when_strong)}%" in line
    assert f"{tell_words.percent(rosa.manner.tell.otherwise)}%" in line


def test_reading_her_tell_leaves_the_matchs_random_draws_alone() -> None:
    match = Match(RULES, seed=99)
    match.start_deal()
    while match.phase is not Phase.BET2 and match.phase is not Phase.BETWEEN_DEALS:
        match.act(player_move(match.view(match.to_act), False), match.to_act)
    engine_state, global_state = match._rng.getstate(), random.getstate()
    rosa = characters.find("rosa")
    assert rosa is not None
    for _ in range(3):
        her_tell.after_her_draw(match, rosa, [])
        if match.phase is Phase.BET2:
            hand = match.view(1).hand
            assert rosa.manner.tell is not None
            her_tell.shows(rosa.manner.tell, hand, RULES, match.seed, match.deal_number, "rosa")
    assert match._rng.getstate() == engine_state and random.getstate() == global_state


def _table(hers: str, tell: Tell, speaker: RecordingSpeaker | None = None) -> TableScene:
    """A table against Rosa standing pat on ``hers``, her tell replaced by ``tell``."""
    app = make_app(speed="normal")
    if speaker is not None:
        speech_hub.install(app, speaker)
    table = TableScene(app, opponent=PassiveOpponent(), seed=5, character="rosa",
                       deal_orders=lambda n: stacked_order(next_rules(app), MINE, hers, n))
    rosa = table.control.character
    assert rosa is not None
    table.control.character = dataclasses.replace(
        rosa, manner=dataclasses.replace(rosa.manner, tell=tell))
    table.live_clock = False
    app.push(table)
    return table


def _said(speaker: RecordingSpeaker) -> list[str]:
    return speaker.texts


def _to_her_draw(table: TableScene) -> list[str | None]:
    """Play to the second betting round (the player stands pat too), a frame at a time; her
    gestures seen on the way."""
    seen: list[str | None] = []
    for _ in range(3000):
        table.app.step()
        made = table.story.portrait.gesture()
        seen.append(made[0] if made else None)
        if table.control.match.phase is Phase.BET2 and not table.timeline.busy:
            break
        if table.control.match.to_act == 0 and not table.not_ready():
            table.act(player_move(table.control.match.view(0), False))
    return seen


def test_at_the_table_her_tell_comes_after_her_draw_from_her_real_hand() -> None:
    sure = Tell("cards", "two_pair", 1.0, 0.0)  # the page would say: always, and never
    heard = RecordingSpeaker()
    strong = _table(STRONG, sure, heard)
    assert "cards" in _to_her_draw(strong), "four aces after the draw: she squares her cards"
    for _ in range(30):  # half a second: her cards slide as she squares them
        strong.app.step()
    assert strong.her.card_shift(0) != 0 and strong.her.card_shift(2) == 0
    assert "Rosa squares her cards." in _said(heard), "said too, for a player who cannot see it"
    driver = Driver(strong.app)
    driver.key(pygame.K_LSHIFT)  # any key: the gesture ends at once
    assert strong.story.portrait.gesture() is None and strong.her.card_shift(0) == 0
    unheard = RecordingSpeaker()
    weak = _table(WEAK, sure, unheard)
    assert "cards" not in _to_her_draw(weak), "queen high: never, as the page says"
    assert not any("squares" in line for line in _said(unheard))
    pygame.event.clear()


def test_the_rules_page_states_every_tell_in_words_in_five_languages() -> None:
    from drawpoker import i18n
    from drawpoker.ui.draw.help_scene import section_texts

    for lang in ("en", "fr", "pt", "es", "de"):
        i18n.set_language(lang)
        sections = dict(section_texts(RULES))
        paragraphs = sections[i18n.t("tells.section")]
        for character in characters.characters():
            tell = character.manner.tell
            assert tell is not None
            line = next(p for p in paragraphs if p.startswith(character.name))
            assert i18n.t(f"tells.gesture.{tell.gesture}") in line
            assert i18n.t(f"tells.hand.{tell.strong}") in line
            for share in (tell.when_strong, tell.otherwise):
                assert f"{tell_words.percent(share)}" in line, (lang, line)
    i18n.set_language("en")


def test_only_her_tell_reads_her_hidden_hand_for_her_body_language() -> None:
    """The UI modules that read her cards at all, each for its stated reason; a new one must
    be added here on purpose (her face and idle loop never may)."""
    import re
    from pathlib import Path

    import drawpoker.ui

    allowed = {
        "draw/controller.py",  # hands the computer player her own view to choose from
        "draw/staging.py",  # the screenshots' scripted opponent
        "draw/practice.py",  # a practice table shows her cards face up
        "draw/her_tell.py",  # her tell, as often as her page says
    }
    # The match's own state, not an event's (the showdown's hands are public).
    peek = re.compile(r"match\.view\((COMPUTER|1|HER)\)|match\.hands\[(COMPUTER|1|HER)\]")
    root = Path(drawpoker.ui.__file__).parent
    readers = {path.relative_to(root).as_posix() for path in root.rglob("*.py")
               if peek.search(path.read_text(encoding="utf-8"))}
    draw_readers = {name for name in readers if name.startswith("draw/")}
    assert draw_readers <= allowed, draw_readers - allowed
    assert "draw/her_tell.py" in draw_readers
