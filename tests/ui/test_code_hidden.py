"""A paid match's deal code stays out of sight while the match is played (issue 35): its seed
deals every deck still to come, so the deal log shows and copies it only once the match is
over; a match for table chips only (a code's) shows it at once. Real tables, real keys."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker.engine.core.deal_code import DealCode
from drawpoker.engine.draw import Phase, Rules
from drawpoker.engine.holdem import Street
from drawpoker.storage.shelf import Shelf
from drawpoker.ui.holdem import log_actions as holdem_log
from drawpoker.ui.scene import SceneName

IN_DEAL = (Phase.BET1, Phase.DRAW, Phase.BET2)
#: A short match: it ends within a few deals of raising.
SHORT = Rules(deck_size=52, starting_money=20, pawn_loan=20, buyback_at=1000, forfeit_items=1)


def table(folder: Path, free: str | None = None) -> Driver:
    app = make_app(rules=SHORT, speed="instant", seed=5)
    app.records = Shelf(folder)
    driver = Driver(app)
    app.go(SceneName.TITLE)
    app.go(SceneName.TABLE, seed=1234, **({"free": free} if free else {}))
    driver.settle()
    return driver


def aggressive(d: Driver) -> None:
    """Raise whenever possible: the short match is over within a few deals."""
    if d.has_button("next_deal"):
        d.key(pygame.K_RETURN)
    elif d.has_button("bet"):
        for _ in range(12):
            d.key(pygame.K_UP)
        d.click_button("bet")
    elif d.has_button("raise"):
        d.key(pygame.K_r)
    elif d.has_button("call"):
        d.key(pygame.K_c)
    elif d.has_button("draw"):
        d.key(pygame.K_d)
    else:
        d.key(pygame.K_RETURN)


def drawn_texts(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    with recording(monkeypatch) as recorder:
        recorder.clear()
        recorder.draw_app(driver.app)
        return [d.text for d in recorder.drawn]


def the_code(driver: Driver) -> str:
    match = driver.table.control.match
    return str(DealCode.for_seed("draw", match.rules.deck_size, match.seed))


def test_a_paid_matchs_code_is_shown_only_once_the_match_is_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    driver = table(tmp_path)
    scene = driver.table
    assert scene.control.free is None  # played for the table's stake
    code = the_code(driver)
    driver.play_until(lambda: scene.control.match.phase is Phase.BETWEEN_DEALS
                      and scene.control.match.deal_number >= 1, aggressive)
    driver.key(pygame.K_h)
    assert scene.overlays.log_open
    assert [b.name for b in scene.overlays.actions.buttons] == ["whatif", "why"]
    assert code not in drawn_texts(driver, monkeypatch)
    driver.key(pygame.K_j)  # the copy key does nothing: there is nothing to copy
    assert scene.overlays.actions.copied == ""
    driver.key(pygame.K_h)
    driver.play_until(lambda: scene.control.match.phase is Phase.MATCH_OVER, aggressive)
    driver.settle()
    if not scene.overlays.log_open:
        driver.key(pygame.K_h)
    assert scene.overlays.log_open
    assert [b.name for b in scene.overlays.actions.buttons] == ["whatif", "why", "copy_code"]
    assert code in drawn_texts(driver, monkeypatch)
    driver.key(pygame.K_j)
    assert scene.overlays.actions.copied in ("whatif.log.copied", "whatif.log.no_clipboard")


def test_a_coded_match_shows_its_code_after_the_first_deal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    driver = table(tmp_path, free="code")
    scene = driver.table
    assert scene.control.free == "code"
    driver.play_until(lambda: scene.control.match.phase is Phase.BETWEEN_DEALS
                      and scene.control.match.deal_number >= 1, aggressive)
    assert scene.control.match.phase is not Phase.MATCH_OVER
    driver.key(pygame.K_h)
    assert [b.name for b in scene.overlays.actions.buttons] == ["whatif", "why", "copy_code"]
    assert the_code(driver) in drawn_texts(driver, monkeypatch)


class FakeRecords:
    def __init__(self, free: bool) -> None:
        self.free = free


class FakeGame:
    def __init__(self, street: Street) -> None:
        self.street = street
        self.seed = 123456789


class FakeControl:
    def __init__(self, street: Street, free: bool) -> None:
        self.game = FakeGame(street)
        self.records = FakeRecords(free)
        self.deck_orders = None


@pytest.mark.parametrize(("street", "free", "shown"), [
    (Street.BETWEEN_HANDS, False, False),
    (Street.FLOP, False, False),
    (Street.MATCH_OVER, False, True),
    (Street.BETWEEN_HANDS, True, True),
])
def test_holdem_shows_a_paid_games_code_only_at_its_end(street: Street, free: bool,
                                                        shown: bool) -> None:
    control = FakeControl(street, free)
    code = str(DealCode.for_seed("holdem", 52, 123456789))
    assert holdem_log.deal_code(control) == code  # type: ignore[arg-type]
    assert holdem_log.shown_code(control) == (code if shown else "")  # type: ignore[arg-type]
