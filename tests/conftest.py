"""Every test runs with a private per-user folder: no test reads or writes the player's real
settings, saves, statistics or themes."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DRAWPOKER_HOME", str(tmp_path / "home"))
