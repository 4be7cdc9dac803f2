"""The opponents page draws every character's line about her whole: in every language, at both
text sizes and at the small, usual and large windows, no description ends in an ellipsis (the
large text and French once cut a few: the words now run on under her portrait)."""

from __future__ import annotations

import pytest
from text_recorder import recording

from drawpoker import i18n
from drawpoker.i18n import Translator, available_languages
from drawpoker.settings import Settings
from drawpoker.ui import shots
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.draw.choose_opponent import ChooseOpponentScene

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


def test_every_language_is_checked() -> None:
    assert set(available_languages()) >= {"en", "fr", "pt", "es", "de"}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("code", available_languages())
def test_every_description_is_drawn_whole(code: str, text_size: str, size: tuple[int, int],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "_current", Translator("en"))
    app = App(size, Settings(language=code, text_size=text_size), clock=FixedClock())
    page = shots.build_opponents(app, 3)
    assert isinstance(page, ChooseOpponentScene)
    with recording(monkeypatch) as recorder:
        recorder.draw_app(app)
    cut = [d.text for d in recorder.drawn if "…" in d.text]
    assert not cut, cut
    shown = "".join("".join(d.text.split()) for d in recorder.drawn)
    for character in page.roster:
        assert "".join(character.describe(code).split()) in shown, (character.id,
                                                                    character.describe(code))
    problems = list(dict.fromkeys(recorder.problems()))
    assert not problems, "\n".join(problems)
