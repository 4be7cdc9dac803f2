"""The first start speaks the system's language (LANG=fr_FR.UTF-8 starts in French); once the
player has settings, their choice wins over the environment."""

from __future__ import annotations

import pytest

from drawpoker import settings as stored
from drawpoker import system_language
from drawpoker.settings import Settings

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture
def environment(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


@pytest.mark.parametrize(("lang", "expected"), [
    ("fr_FR.UTF-8", "fr"), ("pt_BR.UTF-8", "pt"), ("es_ES.UTF-8", "es"), ("de_AT.UTF-8", "de"),
    ("en_GB.UTF-8", "en"), ("ja_JP.UTF-8", "en"), ("C.UTF-8", "en"),
])
def test_first_start_takes_the_language_of_the_system(environment: pytest.MonkeyPatch,
                                                      lang: str, expected: str) -> None:
    environment.setenv("LANG", lang)
    assert not stored.settings_path().exists()
    result = stored.load_player()
    assert result.settings.language == expected and not result.problems


def test_the_game_starts_in_it(environment: pytest.MonkeyPatch) -> None:
    """Through the start-up path the game itself takes (``__main__``)."""
    from drawpoker.__main__ import _player_settings

    environment.setenv("LANG", "fr_FR.UTF-8")
    settings, _ = _player_settings()
    assert settings.language == "fr"


def test_gettext_order_language_list_then_lc_all(environment: pytest.MonkeyPatch) -> None:
    environment.setenv("LANG", "de_DE.UTF-8")
    environment.setenv("LC_ALL", "es_ES.UTF-8")
    assert stored.load_player().settings.language == "es"
    environment.setenv("LANGUAGE", "ja:pt")
    assert stored.load_player().settings.language == "pt"


def test_saved_settings_win_over_the_environment(environment: pytest.MonkeyPatch) -> None:
    stored.save(Settings(language="en"))
    environment.setenv("LANG", "fr_FR.UTF-8")
    assert stored.load_player().settings.language == "en"


def test_without_any_variable_the_locale_is_asked(environment: pytest.MonkeyPatch) -> None:
    environment.setattr(system_language.locale, "getlocale", lambda: ("de_DE", "UTF-8"))
    assert system_language.from_environment() == "de"
    environment.setattr(system_language.locale, "getlocale", lambda: (None, None))
    assert system_language.from_environment() == "en"
