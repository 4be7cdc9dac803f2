"""Headless pygame for every UI test: dummy video and audio, a private per-user folder."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def _private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """No test reads or writes the real per-user folders, and English is restored after."""
    from drawpoker import i18n

    monkeypatch.setenv("DRAWPOKER_HOME", str(tmp_path / "home"))
    yield
    if i18n.current().code != "en":
        i18n.set_language("en")
