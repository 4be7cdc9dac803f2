"""Wording slips a tester found on screen, checked in every language."""

from __future__ import annotations

import re

import pytest

from drawpoker import paths
from drawpoker.i18n import fill, read_language

LANGUAGES = ["en", "fr", "pt", "es", "de"]
#: "1 cards", "1 cartes", "1 cartas", "1 Karten": a plural noun right after a count of one.
ONE_PLURAL = re.compile(r"\b1 (cards|cartes|cartas|Karten)\b")


def _texts(code: str) -> dict[str, str]:
    return read_language(code, paths.lang_dir()).texts


@pytest.mark.parametrize("code", LANGUAGES)
def test_canfield_progress_reads_right_for_one_card(code: str) -> None:
    text = fill(_texts(code)["canfield.progress"], {"passes": 1, "count": 1})
    assert not ONE_PLURAL.search(text), text


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_the_title_subtitle_is_translated(code: str) -> None:
    subtitle = _texts(code)["title.subtitle"]
    assert subtitle != _texts("en")["title.subtitle"]
    assert "Five" not in subtitle and "Draw" not in subtitle, subtitle
