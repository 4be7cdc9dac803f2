"""Headless pygame for every UI test: dummy video and audio; English again after each test.

The private per-user folder comes from the top-level conftest."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    """A test that switched language leaves the game in English for the next one."""
    from drawpoker import i18n

    yield
    if i18n.current().code != "en":
        i18n.set_language("en")


@pytest.fixture(autouse=True)
def _text_at_its_own_size() -> Iterator[None]:
    """Text drawn at the size asked for until a test's app sets the window's floor and the
    player's text size (an app of an earlier test leaves neither behind)."""
    from drawpoker.ui import text

    text.configure(1.0, 0.0)
    yield
    text.configure(1.0, 0.0)
