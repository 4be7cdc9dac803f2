"""The test driver's seeded tables (`ui_driver.seeded_tables`, for tests that wander through
the app as the monkey does): every new table gets a seed drawn from the app's, so the same walk
deals the same cards; without one each table takes its seed from the system, as a player's do."""

from __future__ import annotations

from typing import cast

from ui_driver import make_app

from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.scene import SceneName


def _seeds(seed: int | None) -> tuple[int, int, int | None]:
    app = make_app(seed=seed)
    first = cast("TableScene", app.build(SceneName.TABLE))
    second = cast("TableScene", app.build(SceneName.TABLE))
    holdem = cast("HoldemTableScene", app.build(SceneName.HOLDEM_TABLE))
    return first.control.match.seed, second.control.match.seed, holdem.control.game.seed


def test_a_seeded_app_repeats_its_tables_and_each_new_table_has_its_own() -> None:
    first, second, holdem = _seeds(7)
    assert _seeds(7) == (first, second, holdem)
    assert first != second and holdem is not None
    assert _seeds(8)[0] != first


def test_without_a_seed_each_app_deals_its_own_cards() -> None:
    assert _seeds(None)[0] != _seeds(None)[0]
    # The hold'em game draws its own from the system too: a 40-bit seed, so it has a deal code.
    holdem = _seeds(None)[2]
    assert holdem is not None and 0 <= holdem < 2**40 and holdem != _seeds(None)[2]
