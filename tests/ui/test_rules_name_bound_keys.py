"""The rules pages name the keys of codes and duplicates as the player has bound them (issue
35): moved on the keys page, the draw and hold'em pages' codes sections say the new letters,
in every language, never the defaults."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from ui_driver import make_app

from drawpoker import i18n
from drawpoker.engine.draw import Rules
from drawpoker.ui import shortcuts
from drawpoker.ui.draw.help_scene import section_texts
from drawpoker.ui.holdem.help import HoldemHelpScene

MOVED = {"log": "g", "holdem_log": "g", "copy_code": "m", "play_code": "z", "duplicate": "q",
         "stats_duplicates": "v"}


@pytest.fixture
def restored() -> Iterator[None]:
    yield
    shortcuts.follow({})


@pytest.mark.parametrize("language", ["en", "fr", "pt", "es", "de"])
def test_the_codes_sections_say_the_bound_keys(restored: None, language: str) -> None:
    app = make_app(language=language)
    i18n.set_language(language)
    shortcuts.follow(MOVED)  # as the keys page leaves them
    draw = dict(section_texts(Rules.preset("classic-52")))[i18n.t("help.section.codes")][0]
    for letter in ("(G)", "M", "(Z)", "(Q)", "V"):
        assert letter in draw, (language, letter, draw)
    assert "(H)" not in draw and "(K)" not in draw and "(D)" not in draw and "{" not in draw
    holdem = HoldemHelpScene(app).section_text("codes")
    assert "(G)" in holdem and "M" in holdem and "(Z)" in holdem and "{" not in holdem
    assert "(H)" not in holdem and "(K)" not in holdem
