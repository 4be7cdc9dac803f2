"""Where the match in progress keeps her random state, the what-if shows the very choice she
would have made (issue 35): the table keeps her as each deal began; the deal log's what-if
plays on a copy of her, so her answers are one line with no chances. Checked against the deal
as it was (her state replays it exactly), by her copy run by hand, and she is left untouched."""

from __future__ import annotations

import copy
import random
from pathlib import Path

import pygame
import pytest
from test_whatif_scenes import _files, _table_after_a_deal

from drawpoker.ai.draw import make_player
from drawpoker.engine.draw import Phase
from drawpoker.engine.draw.match_data import match_to_dict
from drawpoker.teach import whatif
from drawpoker.teach.branching import clone
from drawpoker.teach.draw.whatif import HER, HUMAN, parse_choice, rebuild
from drawpoker.ui.whatif.scene import WhatIfScene, options_of


def _states(player: object) -> list[object]:
    return [value.getstate() for value in vars(player).values()
            if isinstance(value, random.Random)]


def test_the_logs_what_if_gives_her_very_answers(tmp_path: Path) -> None:
    driver = _table_after_a_deal(tmp_path)
    table = driver.table
    kept = table.control.her_at_deal
    assert kept is not None and kept[0] == table.control.match.deal_number
    her_rng = _states(table.control.opponent)
    before, match_state = _files(tmp_path), match_to_dict(table.control.match)
    path = table.control.records.history.path  # type: ignore[union-attr]
    history = whatif.load(path)
    her = table.control.character
    level = her.style.level if her else table.settings.draw_opponent_level
    decisions = whatif.decisions(history, 1, level)
    # Her state replays the deal exactly: his real choice gives the real deal, chance 1.
    last = decisions[-1]
    same = whatif.replay(history, 1, last.number, last.did, level, her=kept[1])
    assert same.basis == "state" and len(same.lines) == 1
    assert same.lines[0].money == same.actual.money
    assert [s.what for s in same.lines[0].steps] == [s.what for s in same.actual.steps]
    # Another choice at his last decision: her answers are her copy's, run here by hand.
    others = [c for c in options_of(last)] or ["discard:none"]
    choice = others[0] if last.phase != "draw" else "discard:" + last.cards[0]
    changed = whatif.replay(history, 1, last.number, choice, level, her=kept[1])
    assert changed.basis == "state" and len(changed.lines) == 1
    assert changed.lines[0].probability == 1.0
    deal = rebuild(history.header, history.deals, 1, level)
    match = copy.deepcopy(deal.before)
    her = clone(kept[1])
    match.start_deal(deal.order)
    mine = 0
    hers: list[str] = []
    for event in deal.events:
        if event["type"] != "ActionTaken":
            continue
        if event["seat"] == HUMAN:
            mine += 1
            if mine == last.number:
                break
            match.act(parse_choice(_text(event["action"]), match.view(HUMAN)), HUMAN)
        else:
            match.act(her.choose(match.view(HER)), HER)
    match.act(parse_choice(choice, match.view(HUMAN)), HUMAN)
    while match.phase in (Phase.BET1, Phase.DRAW, Phase.BET2):
        assert match.to_act == HER  # his last decision: only she acts after it
        action = her.choose(match.view(HER))
        hers.append(str(action.kind))
        match.act(action, HER)
    told = [s.what.split(":")[0].split(" ")[0] for s in changed.lines[0].steps if s.who == "her"]
    assert told == [h if h != "discard" else "draw" for h in hers]
    # The page opened from the log gets her too; nothing of the match or of her moved.
    driver.key(pygame.K_h)
    driver.key(pygame.K_i)
    driver.settle()
    scene = driver.scene
    assert isinstance(scene, WhatIfScene) and scene.her is kept[1]
    assert _states(table.control.opponent) == her_rng
    assert _files(tmp_path) == before and match_to_dict(table.control.match) == match_state


def _text(data: dict[str, object]) -> str:
    kind = str(data["kind"])
    if kind == "discard":
        cards = data.get("cards") or []
        return "discard:" + (",".join(str(c) for c in cards) or "none")  # type: ignore[union-attr]
    if kind in ("bet", "raise"):
        return f"{kind}:{data['amount']}"
    return kind


def test_a_state_that_is_not_hers_falls_back_to_her_strategy(tmp_path: Path) -> None:
    driver = _table_after_a_deal(tmp_path)
    table = driver.table
    path = table.control.records.history.path  # type: ignore[union-attr]
    history = whatif.load(path)
    decisions = whatif.decisions(history, 1, "hard")
    last = decisions[-1]
    stranger = make_player("random", seed=99)
    done = whatif.replay(history, 1, last.number, last.did, "hard", her=stranger)
    if done.basis == "state":  # a stranger who happened to choose as she did: still one line
        assert len(done.lines) == 1
    else:
        assert any("did not make the recorded choices" in note for note in done.notes)


def test_holdem_kept_players_replay_the_hand_and_answer_with_one_line(tmp_path: Path) -> None:
    """The hold'em table keeps its players as each hand began: the what-if on a copy gives
    the real hand again for the real choice, and one line (no chances) for another."""
    from ui_driver import Driver, make_app

    from drawpoker.storage.shelf import Shelf
    from drawpoker.ui.scene import SceneName

    app = make_app(seed=5, speed="instant")
    app.records = Shelf(tmp_path)
    driver = Driver(app)
    app.go(SceneName.TITLE)
    table = app.go(SceneName.HOLDEM_TABLE, seed=77)  # type: ignore[attr-defined]
    control = table.control  # type: ignore[attr-defined]
    for _ in range(30):
        driver.settle()
        if control.game.history and control.game.to_act is None:
            break
        if control.game.to_act == 0:
            kinds = [str(k) for k in control.game.view(0).legal_kinds()]
            driver.key(pygame.K_c if "call" in kinds or "check" in kinds else pygame.K_f)
    kept = control.kept_players
    assert kept is not None
    path = control.records.history.path
    history = whatif.load(path)
    hand = control.game.history[-1].hand_number
    assert kept[0] == hand
    found = whatif.decisions(history, hand, control.seating.level)
    if not found:
        return  # the player had no decision this hand
    first = found[0]
    later = [d.did for d in found[1:]]  # his own later choices: the hand as it was
    same = whatif.replay(history, hand, first.number, first.did, control.seating.level,
                         then=later, her=kept[1])
    assert same.basis == "state" and len(same.lines) == 1
    assert same.lines[0].money == same.actual.money
    assert [s.what for s in same.lines[0].steps] == [s.what for s in same.actual.steps]
    other = next(c for c in first.choices if c != first.did)
    changed = whatif.replay(history, hand, first.number, other, control.seating.level,
                            her=kept[1])
    assert changed.basis == "state" and len(changed.lines) == 1
    assert changed.lines[0].probability == 1.0


def test_a_continued_match_keeps_her_as_the_deal_began(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The save notes her random states as the deal began: continued, the what-if of that deal
    is still her very answers, the same as before the save; a note that does not fit is
    dropped (her strategy's chances then)."""
    from test_play_a_code import finish_deal, session

    from drawpoker.ui.draw import kept_her

    driver, _ = session(tmp_path)
    driver.key(pygame.K_n)
    driver.step()
    driver.pick_opponent()
    driver.settle()
    finish_deal(driver)
    driver.settle()
    table = driver.table
    assert table.control.free is None  # for the bank's money
    kept = table.control.her_at_deal
    assert kept is not None and kept[0] == 1
    path = table.control.records.history.path  # type: ignore[union-attr]
    her = table.control.character
    level = her.style.level if her else table.settings.draw_opponent_level
    history = whatif.load(path)
    last = whatif.decisions(history, 1, level)[-1]
    choice = (options_of(last) or ["discard:none"])[0] if last.phase != "draw" \
        else "discard:" + last.cards[0]
    before = whatif.replay(history, 1, last.number, choice, level, her=kept[1])
    assert before.basis == "state"
    driver.app.quit()

    restorations: list[tuple[int, object] | None] = []
    real = kept_her.from_note

    def noted(note: object, opponent: object) -> tuple[int, object] | None:
        found = real(note, opponent)
        restorations.append(found)
        return found

    monkeypatch.setattr(kept_her, "from_note", noted)
    again, _ = session(tmp_path)
    again.key(pygame.K_c)  # CONTINUE (the table then deals the next deal at once)
    again.settle()
    assert len(restorations) == 1
    restored = restorations[0]
    assert restored is not None and restored[0] == 1
    after = whatif.replay(history, 1, last.number, choice, level, her=restored[1])
    assert after.basis == "state" and after.to_dict() == before.to_dict()
    note = kept_her.to_note(restored)
    assert note is not None
    zeros = {**note, "rng": {name: [3, [0] * 624 + [624], None] for name in note["rng"]}}
    opponent = again.table.control.opponent
    assert real(zeros, opponent) is None
    assert real({**note, "deal": "1"}, opponent) is None
    assert real({**note, "rng": {}}, opponent) is None


def _continued_holdem(folder: Path) -> object:
    """A new session's CONTINUE of the hold'em game saved in ``folder``: its table scene."""
    from test_holdem_history import Driver as HoldemDriver
    from ui_driver import make_app

    from drawpoker.storage.holdem.records import HoldemRecords
    from drawpoker.ui.holdem.scene import HoldemTableScene
    from drawpoker.ui.scene import SceneName

    app = make_app(speed="instant")
    app.go(SceneName.TITLE)
    app.go(SceneName.HOLDEM_SETUP, records=HoldemRecords(folder))
    driver = HoldemDriver(app)
    driver.settle()
    driver.key(pygame.K_RETURN)  # CONTINUE takes Enter when a game is saved
    driver.settle()
    resumed = driver.scene
    assert isinstance(resumed, HoldemTableScene)
    return resumed


def test_a_continued_holdem_game_keeps_its_players_as_the_hand_began(tmp_path: Path) -> None:
    """The hold'em save notes the computer players' random states as its last hand began:
    continued, the what-if of that hand is still their very answers, the same as before the
    save; an old save without the note still loads (their strategies' chances then), and a
    note that does not fit is dropped."""
    import json

    from test_holdem_history import history_file, play

    from drawpoker.ui.holdem import kept_players

    scene = play(tmp_path, hands=1, opponents=3, seed=21)
    control = scene.control
    kept = control.kept_players
    assert kept is not None and kept[0] == 1 == scene.control.game.hand_number
    save = tmp_path / "holdem.json"
    seating = json.loads(save.read_text(encoding="utf-8"))["seating"]
    assert seating[kept_players.HAND_KEY] == 1
    assert set(seating[kept_players.RNG_KEY]) == set(kept_players.sources(control.players))
    history = whatif.load(history_file(tmp_path))
    level = control.seating.level
    found = whatif.decisions(history, 1, level)
    assert found, "the player had a decision in the first hand"
    first = found[0]
    other = next(c for c in first.choices if c != first.did)
    before = [whatif.replay(history, 1, first.number, choice, level, her=kept[1]).to_dict()
              for choice in (first.did, other)]
    assert all(b["basis"] == "state" for b in before)

    resumed = _continued_holdem(tmp_path)
    restored = resumed.control.kept_players  # type: ignore[attr-defined]
    assert restored is not None and restored[0] == 1 and restored[1] is not kept[1]
    assert {name: source.getstate() for name, source in
            kept_players.sources(restored[1]).items()} == \
        {name: source.getstate() for name, source in kept_players.sources(kept[1]).items()}
    after = [whatif.replay(history, 1, first.number, choice, level, her=restored[1]).to_dict()
             for choice in (first.did, other)]
    assert after == before
    # Its saves go on noting them (the next save of the continued game keeps the note).
    resumed.control.save()  # type: ignore[attr-defined]
    again = json.loads(save.read_text(encoding="utf-8"))["seating"]
    assert again[kept_players.RNG_KEY] == seating[kept_players.RNG_KEY]

    # A note that does not fit: dropped, the game goes on.
    players = resumed.control.players  # type: ignore[attr-defined]
    states = seating[kept_players.RNG_KEY]
    zeros = {name: [3, [0] * 624 + [624], None] for name in states}
    assert kept_players.from_note({**seating, kept_players.RNG_KEY: zeros}, players) is None
    assert kept_players.from_note({**seating, kept_players.HAND_KEY: "1"}, players) is None
    one_less = dict(list(states.items())[1:])
    assert kept_players.from_note({**seating, kept_players.RNG_KEY: one_less}, players) is None

    # A save from before the note: it loads and goes on, with no kept players.
    data = json.loads(save.read_text(encoding="utf-8"))
    for key in (kept_players.HAND_KEY, kept_players.RNG_KEY):
        data["seating"].pop(key)
    save.write_text(json.dumps(data), encoding="utf-8")
    old = _continued_holdem(tmp_path)
    assert old.control.game.hand_number == 1  # type: ignore[attr-defined]
    assert old.control.kept_players is None  # type: ignore[attr-defined]
    assert whatif.replay(history, 1, first.number, other, level).basis != "state"
