"""Every letter of the hold'em table and setup is printed on its button's keycap, in every
language, and pressing it does the same thing in all of them (as test_keycaps checks for the
other scenes)."""

from __future__ import annotations

from pathlib import Path

import pytest
from text_recorder import recording
from ui_driver import make_app

from drawpoker import i18n
from drawpoker.engine.holdem import HoldemGame, HoldemRules
from drawpoker.i18n import Translator, available_languages
from drawpoker.storage.holdem.records import HoldemRecords
from drawpoker.ui import shortcuts
from drawpoker.ui.app import App
from drawpoker.ui.holdem import staging
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.holdem.seats import Seating
from drawpoker.ui.scene import SceneName
from drawpoker.ui.widgets import Button


def saved_game(folder: Path) -> HoldemRecords:
    """Hold'em records holding a game, so the setup offers CONTINUE."""
    records = HoldemRecords(folder)
    slot = records.slot
    game = HoldemGame(HoldemRules(players=3), seed=1)
    game.start_hand()
    slot.save(game, Seating(("", "Ada", "Elsa"), ("", "party", "party"), "normal").to_dict())
    return records


def _situations(app: App, folder: Path) -> list[list[Button]]:
    """The buttons of the setup, the table facing a bet, between hands, and after leaving."""
    found: list[list[Button]] = []
    setup = app.go(SceneName.HOLDEM_SETUP, records=saved_game(folder))
    app.draw()
    found.append(list(getattr(setup, "buttons", [])))
    app.pop()
    table = staging.stage(app, "flop")
    app.draw()
    found.append([*table.buttons, table.log_button])  # (the log's button stands apart)
    table = staging.stage(app, "showdown")
    app.draw()
    found.append([*table.buttons, table.log_button])
    assert isinstance(table, HoldemTableScene)
    table.leave()
    table.update(0.0)
    app.draw()
    found.append(list(table.buttons))
    return found


@pytest.mark.parametrize("language", available_languages())
def test_every_holdem_letter_is_on_its_button(language: str, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "_current", Translator(language))
    seen: set[str] = set()
    with recording(monkeypatch) as recorder:
        app = make_app(speed="instant", language=language)
        app.go(SceneName.TITLE)
        situations = _situations(app, tmp_path)
    for buttons in situations:
        letters = [shortcuts.letter(b.shortcut) for b in buttons if b.shortcut]
        assert len(letters) == len(set(letters)), f"two buttons share a letter: {letters}"
        for button in buttons:
            if not button.shortcut:
                continue
            wanted = shortcuts.letter(button.shortcut)
            assert button.cap_label == wanted
            assert any(d.text == wanted and button.rect.contains(d.rect)
                       for d in recorder.drawn), f"no {wanted!r} on {button.name}"
            seen.add(button.shortcut)
    holdem = {name for name in shortcuts.BUTTONS if name.startswith("holdem_")}
    # the setup page's PLAY A CODE and PRACTICE, shared with draw
    assert seen == holdem | {"play_code", "practice"}
