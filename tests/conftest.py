"""Every test runs with a private per-user folder: no test reads or writes the player's real
settings, saves, statistics or themes."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings


@pytest.fixture(autouse=True)
def _private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DRAWPOKER_HOME", str(tmp_path / "home"))
    weighed = sys.modules.get("drawpoker.themes.weighed")
    if weighed is not None:  # the pictures weighed by an earlier test (its home, its limits)
        weighed.forget()
        sys.modules["drawpoker.themes.images"]._checks_key.cache_clear()


@pytest.fixture(autouse=True)
def _no_table_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tables seat `hard` with no time budget in tests: a solve cut short by a busy
    machine would change her play, and no test may depend on timing (the budget's own tests
    set it back)."""
    import drawpoker.ai.budget

    monkeypatch.setattr(drawpoker.ai.budget, "TABLE_BUDGET", None)


# No test may depend on timing: a busy CI machine once failed a 200 ms hypothesis deadline.
# One profile for the whole suite; a test's own @settings still sets its example count.
settings.register_profile(
    "drawpoker", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("drawpoker")


@pytest.fixture(autouse=True)
def _text_at_its_own_size() -> Iterator[None]:
    """Text drawn at the size asked for until a test's app sets the window's floor and the
    player's text size: an app of an earlier test leaves neither behind (ui.text keeps them
    for the process). Nothing to do where the UI was never imported."""
    text = sys.modules.get("drawpoker.ui.text")
    if text is not None:
        text.configure(1.0, 0.0)
    yield
    text = sys.modules.get("drawpoker.ui.text")
    if text is not None:
        text.configure(1.0, 0.0)
