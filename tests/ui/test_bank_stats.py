"""The statistics screen's bank page, and a damaged bank file told on the title."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker import i18n, paths
from drawpoker.bank import ItemState
from drawpoker.storage.canfield.book import CanfieldBook
from drawpoker.ui import bank_page, bank_ui
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.stats import StatsScene


def test_b_shows_the_bank_its_things_canfield_and_its_story() -> None:
    app = make_app()
    book = bank_ui.bank_for(app)
    book.bank.money = book.bank.story.opening = 0
    book.bank.pawn()
    book.bank.pawn()  # the jacket is lost, the watch pawned
    book.bank.buy_in(200)
    book.save()
    canfield = CanfieldBook(paths.user_data_dir() / "canfield.json", book)
    canfield.stats.games, canfield.stats.won, canfield.stats.best_net = 3, 1, 120
    canfield.save()
    app.push(TitleScene(app))
    d = Driver(app)
    d.settle()
    d.key(pygame.K_t)
    scene = d.scene
    assert isinstance(scene, StatsScene) and not scene.show_bank
    d.key(pygame.K_b)
    assert scene.show_bank and scene.bank_canfield.games == 3
    assert d.button("bank").label == "HANDS"
    rows = dict(bank_page.ledger_rows(book.bank))
    # The bank was set to $0 by hand: that is where its ledger starts.
    assert rows["Pawn loans"] == 250 and rows["Draw matches"] == 0  # given back by the title
    assert bank_page.counts_line(book.bank).startswith("Pawned 2 · lost 1")
    drawn: list[str] = []
    real = bank_page.text.draw_fitted

    def spy(surface: pygame.Surface, words: str, *args: object, **kw: object) -> pygame.Rect:
        drawn.append(words)
        return real(surface, words, *args, **kw)  # type: ignore[arg-type]

    real_lines = bank_page.text.draw_lines

    def spy_lines(surface: pygame.Surface, lines: list[str], *args: object,
                  **kw: object) -> None:
        drawn.append(" ".join(lines))  # (a line that may wrap, as Canfield's)
        real_lines(surface, lines, *args, **kw)  # type: ignore[arg-type]

    bank_page.text.draw_fitted = spy  # type: ignore[assignment]
    bank_page.text.draw_lines = spy_lines  # type: ignore[assignment]
    try:
        book.bank.buy_in(200)  # the title gave back the match it could not continue (no save)
        app.draw()
    finally:
        bank_page.text.draw_fitted = real  # type: ignore[assignment]
        bank_page.text.draw_lines = real_lines  # type: ignore[assignment]
    for words in ("leather jacket", "lost", "watch", "pawned", "\u2212$200", "+$250", "$200",
                  "Games 3 · won 1 · best +$120"):
        assert words in drawn, words
    assert book.bank.states[2] is ItemState.WORN and "yours" in drawn
    d.key(pygame.K_b)  # back to the charts
    assert not scene.show_bank and d.button("bank").label == "BANK"


@pytest.mark.parametrize("language", ["en", "fr", "pt", "es", "de"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_bank_page_fits(language: str, size: tuple[int, int]) -> None:
    """Every text of the page inside the panel and none over another, in every language."""
    i18n.set_language(language)
    app = make_app(size=size, language=language)
    book = bank_ui.bank_for(app)
    book.bank.money = 0
    book.bank.pawn()
    book.bank.buy_in(100)
    for name in ("buy_ins", "cash_outs", "canfield_games", "pawned", "lost", "new_banks"):
        setattr(book.bank.story, name, 999)
    book.bank.story.bought_in = book.bank.story.cashed_out = 99_999
    app.push(TitleScene(app))
    scene = StatsScene(app)
    app.push(scene)
    scene._toggle_bank()
    surface = pygame.Surface(size)
    area = pygame.Rect(size[0] // 2, 80, size[0] // 2 - 30, size[1] - 180)
    rects = bank_page.draw_bank_page(surface, area, lambda v: max(1, round(v * size[1] / 720)),
                                     book.bank, scene.bank_canfield)
    for rect in rects:
        assert area.contains(rect), rect
    labels = [r for r in rects if r.height]
    for n, one in enumerate(labels):
        for other in labels[n + 1:]:
            overlap = one.clip(other)
            assert overlap.width <= 1 or overlap.height <= 1, (one, other)


def test_a_damaged_bank_is_told_on_the_title_and_kept() -> None:
    folder = paths.user_data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "bank.json").write_text('{"game": "drawpoker-bank", "version": 1, "bank": 5}')
    app = make_app()
    app.push(TitleScene(app))
    Driver(app).settle()
    assert any("bank file holds impossible values" in notice for notice in app.notices)
    assert list(folder.glob("bank.json.bad-*"))
    assert bank_ui.bank_for(app).bank.money == 500


@pytest.mark.parametrize("language", ["en", "fr", "pt", "es", "de"])
def test_one_button_at_most_goes_back_to_the_hands(language: str) -> None:
    """Issue 40: LUCK then BANK left two buttons labelled HANDS. One page at a time: its
    button goes back to the hands chart, every other one names the page it opens."""
    i18n.set_language(language)
    app = make_app(language=language)
    app.push(TitleScene(app))
    scene = StatsScene(app)
    app.push(scene)
    d = Driver(app)
    hands = i18n.t("draw.coach.chart.show_hands")
    opens = {"luck": i18n.t("draw.coach.chart.show_luck"), "bank": i18n.t("bank.stats.button"),
             "holdem": i18n.t("holdem.stats.button")}
    assert len({hands, *opens.values()}) == 4  # four different words in every language
    for key, page in [(pygame.K_l, "luck"), (pygame.K_b, "bank"), (pygame.K_h, "holdem"),
                      (pygame.K_l, "luck"), (pygame.K_l, "hands"), (pygame.K_b, "bank"),
                      (pygame.K_b, "hands")]:
        d.key(key)
        assert scene.page == page
        labels = {name: d.button(name).label for name in opens}
        assert list(labels.values()).count(hands) == (page != "hands")
        for name, label in labels.items():
            assert label == (hands if name == page else opens[name])
