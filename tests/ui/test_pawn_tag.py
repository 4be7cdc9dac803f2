"""The draw table's pawn tag says all it has to say (issue 40: at the large size it read "She
buys it", in French "Rachat dès"): the item, its loan and the whole buy-back price, in every
language, at both text sizes and three window sizes, on the real staged table."""

from __future__ import annotations

import pygame
import pytest
from text_recorder import recording
from ui_driver import make_app

from drawpoker.i18n import t
from drawpoker.ui import shots

LANGUAGES = ["en", "fr", "pt", "es", "de"]
WINDOWS = [(1024, 600), (1280, 720), (1280, 800)]


@pytest.mark.parametrize("window", WINDOWS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pawn_tag_is_never_cut(language: str, text_size: str, window: tuple[int, int],
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(speed="instant", size=window, language=language)
    app.settings = app.settings.replace(text_size=text_size)
    table = shots.build_table(app, "pawned", 0)
    with recording(monkeypatch) as recorder:
        recorder.draw_app(app)
    panel = table.layout.pawn_panel
    tag = " ".join(d.text for d in recorder.drawn if panel.colliderect(d.rect))
    hint = t("draw.table.buyback_hint", amount=table.control.rules.buyback_at)
    assert " ".join(hint.split()) in " ".join(tag.split()), (tag, hint)
    assert t("draw.table.ticket", amount=table.control.rules.pawn_loan) in tag
    for drawn in recorder.drawn:
        if panel.colliderect(drawn.rect):
            assert panel.contains(drawn.rect), f"{drawn.text!r} leaves the shelf"
    pygame.display.quit()
