"""Practice with her cards shown (issue 35): from the new-match page (P), a draw match for
table chips only whose table shows her cards face up all through each deal; there, "why she
did that" opens mid-deal for her decisions so far, with her hand named, and her reasons are
those her strategy gives with the cards she holds (checked by her player run here by hand).
At a table that hides her cards (a match of the bank's) nothing opens mid-deal and her cards
stay face down: never a word about hidden cards."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from test_play_a_code import finish_deal, session
from ui_driver import Driver

from drawpoker.engine.core.cards import Card
from drawpoker.engine.draw import Phase
from drawpoker.i18n import t
from drawpoker.speech import RecordingSpeaker
from drawpoker.storage.verify import verify_file
from drawpoker.teach.branching import enumerate_answers
from drawpoker.teach.draw.why import answer_text
from drawpoker.ui import card_art, speech_hub, status_keys
from drawpoker.ui.draw.choose_opponent import ChooseOpponentScene
from drawpoker.ui.draw.voice_lines import card_words, hand_words
from drawpoker.ui.whatif.why_scene import WhyScene

IN_DEAL = (Phase.BET1, Phase.DRAW, Phase.BET2)
HUMAN, HER = 0, 1
#: The speaker each test's app says its lines to.
SPOKEN: dict[object, RecordingSpeaker] = {}


def _her_actions_this_deal(driver: Driver) -> int:
    """Her actions in the deal under way, as the table's hand history has them."""
    path = driver.table.control.records.history.path  # type: ignore[union-attr]
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    starts = [n for n, line in enumerate(lines) if line.get("type") == "DealStarted"]
    return sum(1 for line in lines[starts[-1]:] if line.get("type") == "ActionTaken"
               and line.get("seat") == HER)


def _to_a_deal_she_acted_in(driver: Driver) -> None:
    """Play by keys until a deal is under way, she has acted in it and it is his turn."""
    for _ in range(80):
        driver.settle()
        m = driver.table.control.match
        if m.phase in IN_DEAL and m.to_act == HUMAN and _her_actions_this_deal(driver):
            return
        if m.phase not in IN_DEAL:
            driver.key(pygame.K_n)  # the next deal
            continue
        names = [b.name for b in driver.buttons()]
        key = next((k for name, k in (("call", pygame.K_c), ("draw", pygame.K_d),
                                      ("wait", pygame.K_w)) if name in names), pygame.K_c)
        driver.key(key)
    raise AssertionError("she never acted in a deal still under way")


def _faces_drawn(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> set[Card]:
    """The cards the table draws face up in one frame."""
    drawn: set[Card] = set()
    real = card_art.face

    def face(card: Card, *args: object, **kwargs: object) -> pygame.Surface:
        drawn.add(card)
        return real(card, *args, **kwargs)  # type: ignore[arg-type]

    with monkeypatch.context() as patch:
        patch.setattr(card_art, "face", face)
        driver.table.draw(driver.app.screen)
    return drawn


def _said_for_cards(driver: Driver) -> str:
    """What the cards' status key (A unless moved) says now."""
    letter = status_keys.LETTERS["cards"].lower()
    driver.post(pygame.KEYDOWN, key=ord(letter), mod=0, unicode=letter, scancode=0)
    driver.post(pygame.KEYUP, key=ord(letter), mod=0, unicode=letter, scancode=0)
    driver.step()
    return SPOKEN[driver.app].texts[-1]


def _new_match_page(tmp_path: Path) -> tuple[Driver, object]:
    driver, book = session(tmp_path)
    speech_hub.install(driver.app, SPOKEN.setdefault(driver.app, RecordingSpeaker()))
    driver.key(pygame.K_n)
    driver.step()
    assert isinstance(driver.scene, ChooseOpponentScene)
    return driver, book


def test_practice_shows_her_cards_and_why_opens_mid_deal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    driver, book = _new_match_page(tmp_path)
    money = book.bank.money  # type: ignore[attr-defined]
    driver.key(pygame.K_p)  # PRACTICE
    driver.settle()
    table = driver.table
    assert table.control.free == "practice" and table.control.practice
    assert book.bank.money == money  # type: ignore[attr-defined]  # no buy-in
    _to_a_deal_she_acted_in(driver)
    m = table.control.match
    her_hand = tuple(m.hands[HER])
    assert set(her_hand) <= _faces_drawn(driver, monkeypatch)  # her cards face up
    assert _said_for_cards(driver) == t("aloud.your_cards", cards=hand_words(
        m.view(HUMAN).hand, set(table.control.marked))) + " " + t(
        "aloud.her_open", name=table.control.her_name, cards=", ".join(map(card_words, her_hand)))
    acted = _her_actions_this_deal(driver)
    driver.key(pygame.K_h)  # the log: why, mid-deal
    assert [b.name for b in table.overlays.actions.buttons] == ["why"]
    driver.key(pygame.K_y)
    driver.settle()
    why = driver.scene
    assert isinstance(why, WhyScene) and why.reasons is not None
    assert len(why.reasons) == acted >= 1
    assert all(r.shown and r.cards for r in why.reasons)
    # Her first decision, checked by hand: her player as the deal began, shown the deal so
    # far, run through the branching on the hand she was dealt.
    so_far = table.control.so_far
    kept = table.control.her_at_deal
    assert so_far is not None and kept is not None
    import copy

    replay = copy.deepcopy(so_far.before)
    her = copy.deepcopy(kept[1])
    replay.start_deal(so_far.order)
    first = next(line for line in so_far.lines if line["type"] == "ActionTaken")
    if first["seat"] == HUMAN:
        from drawpoker.teach.draw.whatif import _action_of

        replay.act(_action_of(first["action"]), HUMAN)
    her.observe(replay.view(HER))
    answers = enumerate_answers(her, lambda p: answer_text(p.choose(replay.view(HER))))
    reason = why.reasons[0]
    assert reason.cards == tuple(str(c) for c in replay.hands[HER])
    assert dict(reason.options) == pytest.approx({str(a): p for a, p in answers.options})
    words = " ".join(text for text, _ in why.paragraphs())
    assert "decisions so far" in words and " held " in words
    assert "did not show her cards" not in words
    # The page wrote nothing and moved nothing of the match.
    driver.key(pygame.K_ESCAPE)
    driver.settle()
    assert driver.table is table and table.control.match.phase in IN_DEAL
    # The deal over (by a drop too): her cards were in view, so her reasons keep her hand.
    finish_deal(driver)
    if not table.overlays.log_open:
        driver.key(pygame.K_h)
    assert "why" in [b.name for b in table.overlays.actions.buttons]
    driver.key(pygame.K_y)
    driver.settle()
    after = driver.scene
    assert isinstance(after, WhyScene) and after.reasons is not None
    assert len(after.reasons) >= acted and all(r.shown and r.cards for r in after.reasons)
    assert "decisions so far" not in " ".join(text for text, _ in after.paragraphs())


def test_a_table_that_hides_her_cards_opens_no_why_mid_deal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    driver, _ = _new_match_page(tmp_path)
    driver.pick_opponent()  # PLAY: a match of the bank's
    driver.settle()
    table = driver.table
    assert table.control.free is None and not table.control.practice
    _to_a_deal_she_acted_in(driver)
    her_hand = set(table.control.match.hands[HER])
    assert not her_hand & _faces_drawn(driver, monkeypatch)  # face down
    m = table.control.match
    assert _said_for_cards(driver) == t("aloud.your_cards", cards=hand_words(
        m.view(HUMAN).hand, set(table.control.marked)))  # and not a word of hers
    assert table.control.so_far is None  # nothing of her deal is kept for the page
    driver.key(pygame.K_h)
    assert table.overlays.actions.buttons == []
    driver.key(pygame.K_y)
    driver.settle()
    assert driver.scene is table  # no why page mid-deal


def _to_bet2_after_her_draw(driver: Driver) -> None:
    """Play by keys until, in a deal under way, both have drawn and it is his turn to bet."""
    for _ in range(200):
        driver.settle()
        m = driver.table.control.match
        if m.phase is Phase.BET2 and m.to_act == HUMAN:
            return
        if m.phase not in IN_DEAL:
            driver.key(pygame.K_n)
            continue
        names = [b.name for b in driver.buttons()]
        key = next((k for name, k in (("call", pygame.K_c), ("draw", pygame.K_d),
                                      ("wait", pygame.K_w)) if name in names), pygame.K_c)
        driver.key(key)
    raise AssertionError("no deal reached its second betting round")


def _reasons_now(driver: Driver) -> list[object]:
    """Her reasons as the why page finds them now (opened by keys, then closed)."""
    table = driver.table
    if not table.overlays.log_open:
        driver.key(pygame.K_h)
    driver.key(pygame.K_y)
    driver.settle()
    why = driver.scene
    assert isinstance(why, WhyScene) and why.reasons is not None
    driver.key(pygame.K_ESCAPE)
    driver.settle()
    return list(why.reasons)


def test_a_continued_practice_match_still_shows_her_cards_and_why(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Saved mid-deal (after her draw) and continued, the match is still practice (its save
    says so): her cards face up, and Why? opens for the deal under way at once: the table
    rebuilds its note of the deal from the verified history, the committed order and her hand
    (her discard's cards), and finds the very reasons the first session found."""
    driver, _ = _new_match_page(tmp_path)
    driver.key(pygame.K_p)
    driver.settle()
    _to_bet2_after_her_draw(driver)
    first = driver.table.control.so_far
    assert first is not None
    before = _reasons_now(driver)
    assert any(r.phase == "draw" for r in before)  # her discard is among them
    driver.app.quit()
    again, _ = session(tmp_path)
    again.key(pygame.K_c)  # CONTINUE
    again.settle()
    table = again.table
    assert table.control.free == "practice" and table.control.match.phase is Phase.BET2
    assert set(table.control.match.hands[HER]) <= _faces_drawn(again, monkeypatch)
    rebuilt = table.control.so_far
    assert rebuilt is not None and rebuilt.number == first.number
    assert rebuilt.order == first.order
    acts = [(line["seat"], line["action"]) for line in first.lines
            if line["type"] == "ActionTaken"]
    assert [(line["seat"], line["action"]) for line in rebuilt.lines
            if line["type"] == "ActionTaken"] == acts
    again.key(pygame.K_h)
    assert [b.name for b in table.overlays.actions.buttons] == ["why"]
    after = _reasons_now(again)
    assert after == before
    finish_deal(again)
    again.key(pygame.K_n)
    _to_a_deal_she_acted_in(again)
    assert [b.name for b in table.overlays.actions.buttons] == ["why"]


def test_a_continued_practice_deal_with_a_forged_history_waits_for_the_next_deal(
        tmp_path: Path) -> None:
    """A history that no longer verifies gives no note: Why? waits for the next deal."""
    driver, _ = _new_match_page(tmp_path)
    driver.key(pygame.K_p)
    driver.settle()
    _to_a_deal_she_acted_in(driver)
    path = driver.table.control.records.history.path  # type: ignore[union-attr]
    driver.app.quit()
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    header["rules"] = {**header["rules"], "ante": header["rules"]["ante"] + 1}
    lines[0] = json.dumps(header)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert not verify_file(path).ok
    again, _ = session(tmp_path)
    again.key(pygame.K_c)
    again.settle()
    table = again.table
    assert table.control.practice and table.control.so_far is None
    again.key(pygame.K_h)
    assert table.overlays.actions.buttons == []
