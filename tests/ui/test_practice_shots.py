"""The practice screenshots (issue 35) render by name: ``--scene table --state practice`` (her
cards face up, the deal log open with WHY mid-deal) and ``--scene holdem-practice`` (every
computer player's cards face up, WHY mid-hand; ``--state why``: its page, heads-up against hard),
each played by keys in a temporary folder."""

from __future__ import annotations

from pathlib import Path

import pygame
from ui_driver import make_app

from drawpoker.ui import shots


def test_the_draw_practice_shot_is_mid_deal_with_why(tmp_path: Path) -> None:
    app = make_app(speed="instant")
    table = shots.build_practice(app, 3, tmp_path)
    assert table.control.practice and table.overlays.log_open  # type: ignore[attr-defined]
    assert [b.name for b in table.overlays.actions.buttons] == ["why"]  # type: ignore[attr-defined]


def test_the_holdem_practice_shot_is_mid_hand_with_why(tmp_path: Path) -> None:
    app = make_app(speed="instant")
    table = shots.build_holdem_practice(app, 3, tmp_path)
    assert table.control.practice and table.log_open  # type: ignore[attr-defined]
    assert [b.name for b in table.log_actions.buttons] == ["why"]  # type: ignore[attr-defined]


def test_the_holdem_why_shot_is_the_page_mid_hand_heads_up_against_hard(tmp_path: Path) -> None:
    """``--scene holdem-practice --state why``: the why page over a practice table, heads-up
    against hard, her decisions so far up to the turn or river, each with its exact odds."""
    from drawpoker.ui.whatif.why_scene import WhyScene

    app = make_app(speed="instant")
    page = shots.build_holdem_practice(app, 3, tmp_path, why=True)
    assert isinstance(page, WhyScene) and page.under_way and page.everyone
    table = app.scenes[-2]
    assert table.control.practice and table.control.game.players == 2  # type: ignore[attr-defined]
    assert page.reasons and all(r.shown and r.basis == "mixed" for r in page.reasons)
    assert page.reasons[-1].phase in ("turn", "river")


def test_the_shots_render_to_files(tmp_path: Path) -> None:
    from drawpoker.settings import Settings

    for scene, state in (("table", "practice"), ("holdem-practice", "deal"),
                         ("holdem-practice", "why")):
        out = tmp_path / f"{scene}.png"
        shots.render_screenshot(out, scene, state, 3, (1024, 600), Settings())
        assert pygame.image.load(str(out)).get_size() == (1024, 600)
