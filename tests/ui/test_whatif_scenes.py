"""The what-if, the why and the deal code in the game, driven by real events on real tables
whose records are written in a private folder: the pages open from the deal log and from the
statistics, give what the teaching library gives on the same file, refuse a forged history
with the verifier's words, and never touch the match, its save, the bank or the statistics."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker import i18n
from drawpoker.ai.draw import make_player
from drawpoker.engine.draw import Match, Phase, Rules
from drawpoker.engine.draw.match_data import match_to_dict
from drawpoker.storage.shelf import Shelf
from drawpoker.storage.verify import verify_file
from drawpoker.teach import whatif
from drawpoker.ui import clipboard, shortcuts
from drawpoker.ui.scene import SceneName
from drawpoker.ui.whatif import words
from drawpoker.ui.whatif.past_scene import PastDealsScene
from drawpoker.ui.whatif.scene import WhatIfScene
from drawpoker.ui.whatif.why_scene import WhyScene

IN_DEAL = (Phase.BET1, Phase.DRAW, Phase.BET2)


def play_draw_match(folder: Path, seed: int, deals: int) -> Path:
    """A match written by the records the table uses (his seat ``random``, hers ``hard``),
    as tests/teach make them."""
    match = Match(Rules.preset("classic-52"), seed=seed)
    records = Shelf(folder).draw
    players = (make_player("random", seed=seed), make_player("hard", seed=seed + 1))
    for _ in range(deals):
        records.record(match.start_deal(), match)
        while match.phase in IN_DEAL:
            seat = match.to_act
            assert seat is not None
            records.record(match.act(players[seat].choose(match.view(seat))), match)
    assert records.history is not None
    return records.history.path


def _table_after_a_deal(folder: Path, seed: int = 1234, free: str | None = None) -> Driver:
    """A draw table with its records in ``folder``, its first deal played by keys to its end
    (``free="code"``: a match for table chips only, whose code the log shows at once)."""
    app = make_app(seed=5)
    app.records = Shelf(folder)
    driver = Driver(app)
    app.go(SceneName.TITLE)
    app.go(SceneName.TABLE, seed=seed, **({"free": free} if free else {}))
    _finish_deal(driver)
    return driver


def _finish_deal(driver: Driver) -> None:
    """Play the deal under way by keys (call, draw, wait) to its end."""
    for _ in range(12):
        driver.settle()
        if driver.table.control.match.phase not in IN_DEAL:
            break
        names = [b.name for b in driver.buttons()]
        key = next((k for name, k in (("call", pygame.K_c), ("draw", pygame.K_d),
                                      ("wait", pygame.K_w)) if name in names), pygame.K_c)
        driver.key(key)
    driver.settle()
    assert driver.table.control.match.phase is Phase.BETWEEN_DEALS


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_the_what_if_from_the_deal_log_plays_a_decision_differently_and_touches_nothing(
        tmp_path: Path) -> None:
    driver = _table_after_a_deal(tmp_path)
    table = driver.table
    before, match_state = _files(tmp_path), match_to_dict(table.control.match)
    history = table.control.records.history.path  # type: ignore[union-attr]
    driver.key(pygame.K_h)
    assert table.overlays.log_open
    driver.key(pygame.K_i)
    driver.settle()
    scene = driver.scene
    assert isinstance(scene, WhatIfScene) and scene.stage == "pick"
    assert [d.did for d in scene.decisions] == \
        [d.did for d in whatif.decisions(whatif.load(history), 1, scene.level)]
    # The last decision: at the draw, mark the first two cards; else the first other choice.
    while scene.selected < len(scene.decisions) - 1:
        driver.key(pygame.K_DOWN)
    decision = scene.decisions[scene.selected]
    if decision.phase == "draw":
        driver.key(pygame.K_1)
        driver.key(pygame.K_2)
        choice = "discard:" + ",".join(decision.cards[:2])
        driver.key(pygame.K_RETURN)
    else:
        choice = scene.buttons[0].name.removeprefix("choice:")
        driver.key(pygame.K_1)
    driver.settle()
    assert scene.stage == "result" and scene.comparison is not None
    kept = table.control.her_at_deal  # the match in progress keeps her: her very answers
    assert kept is not None and scene.her is kept[1]
    expected = whatif.replay(whatif.load(history), 1, decision.number, choice, scene.level,
                             her=kept[1])
    assert scene.comparison.basis == "state"
    assert scene.comparison.to_dict() == expected.to_dict()
    driver.step(2)
    driver.key(pygame.K_a)  # another choice: back to the choices
    assert scene.stage == "pick"
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is table
    assert _files(tmp_path) == before and match_to_dict(table.control.match) == match_state


def test_why_opens_from_the_log_and_the_deal_code_is_copied(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    driver = _table_after_a_deal(tmp_path, free="code")  # a paid match's: at its end only
    table = driver.table
    driver.key(pygame.K_h)
    driver.key(pygame.K_y)
    driver.settle()
    assert isinstance(driver.scene, WhyScene) and driver.scene.reasons is not None
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is table
    code = json.loads(table.control.records.history.path.read_text().splitlines()[0])[  # type: ignore
        "deal_code"]
    driver.key(pygame.K_j)
    assert table.overlays.actions.copied == "whatif.log.copied"
    assert pygame.scrap.get_text() == code
    monkeypatch.setattr(clipboard.pygame.scrap, "put_text", _refuse)
    driver.key(pygame.K_j)  # no clipboard: the code is shown to write down
    assert table.overlays.actions.copied == "whatif.log.no_clipboard"
    assert code in i18n.t("whatif.log.no_clipboard", code=code)


def _refuse(text: str) -> None:
    raise pygame.error("no clipboard")


def test_a_forged_history_gets_the_verifiers_words_not_a_what_if(tmp_path: Path) -> None:
    path = play_draw_match(tmp_path, seed=21, deals=4)
    lines = path.read_text(encoding="utf-8").splitlines()
    for n, raw in enumerate(lines):
        data = json.loads(raw)
        if data["type"] == "DeckRevealed":  # two revealed cards swapped
            order = data["order"]
            order[0], order[7] = order[7], order[0]
            lines[n] = json.dumps(data)
            break
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    report = verify_file(path)
    assert not report.ok
    app = make_app()
    app.go(SceneName.TITLE)
    for name in (SceneName.WHAT_IF, SceneName.WHY):
        scene = app.go(name, path=path, deal=1, wait=True)
        assert scene.problems == [p[:300] for p in report.problems]  # type: ignore[attr-defined]
        app.draw()
        app.pop()


@pytest.mark.parametrize("language", ["en", "fr", "pt", "es", "de"])
def test_the_reasons_name_the_strategys_own_chances_in_every_language(
        tmp_path: Path, language: str) -> None:
    path = play_draw_match(tmp_path, seed=21, deals=6)
    history = whatif.load(path)
    reasons = whatif.reasons(history, 4, "hard")  # deal 4 ends at a showdown
    assert reasons and all(r.shown and r.options for r in reasons)
    i18n.set_language(language)
    app = make_app(language=language)
    app.go(SceneName.TITLE)
    scene = app.go(SceneName.WHY, path=path, deal=4, level="hard", wait=True)
    said = " ".join(text for text, _ in scene.paragraphs())  # type: ignore[attr-defined]
    for reason in reasons:
        for choice, chance in reason.options:
            if chance >= 0.0005:
                assert i18n.t("why.option", move=words.choice_words(choice),
                              percent=words.percent(chance)) in said
        assert words.cards(reason.cards) in said
    app.draw()
    hidden = next(n for n in range(1, 7) if any(not r.shown for r in
                                                whatif.reasons(history, n, "hard")))
    quiet = app.go(SceneName.WHY, path=path, deal=hidden, level="hard", wait=True)
    for reason in quiet.reasons:  # type: ignore[attr-defined]
        assert not reason.cards and not reason.options


def test_past_deals_from_the_statistics_open_the_what_if(tmp_path: Path) -> None:
    path = play_draw_match(tmp_path, seed=21, deals=3)
    app = make_app()
    app.records = Shelf(tmp_path)
    driver = Driver(app)
    app.go(SceneName.TITLE)
    app.go(SceneName.STATS)
    driver.key(pygame.K_p)
    past = driver.scene
    assert isinstance(past, PastDealsScene) and past.files == [path]
    driver.key(pygame.K_RETURN)
    driver.settle()
    assert past.history is not None and len(past.rows) == 3
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RETURN)
    driver.settle()
    scene: Any = driver.scene
    assert isinstance(scene, WhatIfScene) and scene.deal == 2 and scene.stage == "pick"
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)  # the deals, then the histories
    assert past.history is None


@pytest.mark.parametrize("language", ["en", "fr", "pt", "es", "de"])
def test_the_log_buttons_show_their_letters_and_no_small_text(
        tmp_path: Path, language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """At 1024x600, the smallest window: each log button carries its letter, and nothing in
    the open log (the code, the buttons) is drawn under 14 px."""
    app = make_app(size=(1024, 600), language=language, seed=5)
    app.records = Shelf(tmp_path)
    driver = Driver(app)
    app.go(SceneName.TITLE)
    app.go(SceneName.TABLE, seed=1234, free="code")  # its code shown at once
    i18n.set_language(language)
    _finish_deal(driver)
    driver.key(pygame.K_h)
    table = driver.table
    with recording(monkeypatch) as recorder:
        recorder.clear()
        recorder.draw_app(app)
    panel = table.layout.history_panel
    buttons = table.overlays.actions.buttons
    assert [b.name for b in buttons] == ["whatif", "why", "copy_code"]
    for button in buttons:
        letter = shortcuts.letter(button.shortcut)
        assert any(d.text == letter and button.rect.contains(d.rect) for d in recorder.drawn)
    small = [(d.text, d.size) for d in recorder.drawn
             if panel.contains(d.rect) and d.text.strip() and d.size < 14]
    assert not small


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=["1024x600", "1280x720"])
@pytest.mark.parametrize("language", ["en", "fr", "pt", "es", "de"])
def test_the_teaching_pages_fit_in_every_language(
        tmp_path: Path, language: str, size: tuple[int, int],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The what-if's choices and its answer (the coach's chart and its heading too), and the
    why page, drawn as the screenshots stage them: every text inside its box and its panel,
    none over another (the German chart heading once ran past its panel at 1024x600)."""
    from drawpoker.ui import shots

    problems: list[str] = []
    for scene_name, state in (("whatif", ""), ("whatif", "result"), ("why", "")):
        app = make_app(size=size, language=language, seed=5)
        i18n.set_language(language)
        folder = tmp_path / f"{scene_name}-{state}"
        folder.mkdir()
        with recording(monkeypatch) as recorder:
            scene = shots.build_teaching(app, scene_name, state, 3, folder)
            scene.update(0.0)
            recorder.clear()
            recorder.draw_app(app)
        problems += [f"{scene_name} {state}: {p}" for p in dict.fromkeys(recorder.problems())]
        if state == "result":
            assert any("Trainer" in d.text or "coach" in d.text.lower() or ":" in d.text
                       for d in recorder.drawn)
    assert not problems, "\n".join(problems)
