"""Headless pygame for every UI test: dummy video and audio; English again after each test;
no fsync.

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
def _no_fsync(monkeypatch: pytest.MonkeyPatch) -> None:
    """The scenes save after every move, each save waiting twice for the disk (file and
    folder). fsync only matters for a power cut, which a test cannot make; a killed process is
    covered by tests/storage/test_atomic_write.py, which keeps the real fsync."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)
