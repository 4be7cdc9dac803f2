"""The duplicate match in the game (issue 35): after a draw match, PLAY HER SEAT deals the
same decks with the hands swapped, for table chips only (said before it starts and at the
table); the statistics' DUPLICATES page puts the two results side by side, deal by deal, with
their sum. Driven by real keys on the real scenes, the records in a private folder."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker.engine.draw import Match, Phase, Rules
from drawpoker.engine.draw.match_replay import deal_results
from drawpoker.storage.bank import BankBook
from drawpoker.storage.draw.duplicates import DuplicateBook, DuplicatePair
from drawpoker.storage.draw.stats import StatsBook
from drawpoker.storage.shelf import Shelf
from drawpoker.ui import bank_ui
from drawpoker.ui.draw import duplicate_page
from drawpoker.ui.scene import SceneName

#: A short match: it ends within a few deals of raising.
SHORT = Rules(deck_size=52, starting_money=20, pawn_loan=20, buyback_at=1000, forfeit_items=1)


def session(folder: Path, language: str = "en", seed: int = 1) -> tuple[Driver, BankBook]:
    """The title, the records and the bank in ``folder``; new tables dealt from ``seed``."""
    app = make_app(rules=SHORT, speed="instant", language=language, seed=seed)
    app.records = Shelf(folder)
    book = BankBook(folder / "bank.json")
    bank_ui.use_bank(app, book)
    app.go(SceneName.TITLE)
    driver = Driver(app)
    driver.settle()
    return driver, book


def aggressive(d: Driver) -> None:
    """Bet the most, raise, call, draw: a short match ends in a few deals (broke, the player
    ends it rather than topping up)."""
    if type(d.scene).__name__ == "TopUpScene":
        d.key(pygame.K_ESCAPE)
    elif d.has_button("next_deal"):
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
    elif d.has_button("match_result"):
        d.key(pygame.K_m)
    else:
        d.key(pygame.K_RETURN)


def over(d: Driver) -> bool:
    return type(d.app.scene).__name__ == "GameOverScene"


def revealed(history: Path) -> list[list[str]]:
    lines = [json.loads(line) for line in history.read_text(encoding="utf-8").splitlines()]
    return [line["order"] for line in lines if line.get("type") == "DeckRevealed"]


def play_a_match(driver: Driver) -> Match:
    """NEW MATCH against the first opponent, to its end."""
    driver.key(pygame.K_n)
    driver.step()
    driver.key(pygame.K_RETURN)  # PLAY: the buy-in, then the table
    driver.settle()
    match = driver.table.control.match
    driver.play_until(lambda: over(driver), aggressive)
    return match


def test_her_seat_deals_the_same_decks_swapped_for_table_chips_and_the_results_stand_side_by_side(
        tmp_path: Path) -> None:
    driver, book = session(tmp_path)
    original = play_a_match(driver)
    records = driver.app.records.draw  # type: ignore[union-attr]
    assert records.history is not None
    first_decks = revealed(records.history.path)
    money = book.bank.money
    assert not book.bank.tables  # the match paid back
    # The offer, and what it is, before anything is dealt.
    assert driver.has_button("duplicate")
    driver.key(pygame.K_d)
    question = driver.scene
    assert type(question).__name__ == "ConfirmScene"
    assert "For table chips only" in question.question  # type: ignore[attr-defined]
    driver.key(pygame.K_RETURN)
    driver.settle()
    table = driver.table
    twin = table.control.match
    assert twin.swapped and twin.seed == original.seed and table.control.free == "duplicate"
    assert set(twin.view(0).hand) <= {card for card in twin.view(0).hand}
    dealt = [str(card) for card in twin.view(0).hand]
    assert sorted(dealt) == sorted(first_decks[0][5:10])  # her first hand is his now
    assert book.bank.money == money and not book.bank.tables  # no buy-in
    assert table.painter is not None
    with recording_words(driver) as words:
        assert any("TABLE CHIPS ONLY" in line for line in words)
    driver.play_until(lambda: over(driver), aggressive)
    assert book.bank.money == money and not book.bank.tables
    assert BankBook(tmp_path / "bank.json").bank.money == money
    assert not driver.has_button("duplicate")  # no duplicate of a duplicate
    # The records: the pair, the first match counted as ever, the duplicate apart.
    pairs = DuplicateBook(tmp_path).stats
    assert len(pairs) == 1 and pairs[0].done
    assert pairs[0].yours == deal_results(original) and pairs[0].hers == deal_results(twin)
    assert len(revealed(records.history.path)) == len(twin.history)
    for deck_then, deck_now in zip(first_decks, revealed(records.history.path), strict=False):
        assert deck_now == deck_then[5:10] + deck_then[:5] + deck_then[10:]
    main = StatsBook(tmp_path / "stats.json").stats
    free = StatsBook(tmp_path / "stats_free.json").stats
    assert main.matches_played == 1 and main.deals_played == len(original.history)
    assert free.matches_played == 1 and free.deals_played == len(twin.history)
    # The statistics page: D opens the two side by side.
    driver.key(pygame.K_t)  # to the title
    driver.settle()
    driver.key(pygame.K_t)  # statistics
    driver.step()
    stats = driver.scene
    assert type(stats).__name__ == "StatsScene"
    with recording_words(driver, pygame.K_d) as words:
        shown = " ".join(words)
    assert stats.page == "duplicate"  # type: ignore[attr-defined]
    assert "Duplicate results" in shown
    assert duplicate_page.verdict(pairs[0]) in shown.replace("\n", " ") or any(
        duplicate_page.verdict(pairs[0]).startswith(line) for line in words)
    assert duplicate_page.signed(pairs[0].totals()[2]) in words


class recording_words:
    """The texts the app draws on the next frame (after ``key``, if given)."""

    def __init__(self, driver: Driver, key: int | None = None) -> None:
        self.driver, self.key = driver, key

    def __enter__(self) -> list[str]:
        import pytest

        self.patch = pytest.MonkeyPatch()
        with recording(self.patch) as recorder:
            if self.key is not None:
                self.driver.key(self.key)
            recorder.clear()
            recorder.draw_app(self.driver.app)
            return [d.text for d in recorder.drawn]

    def __exit__(self, *exc: object) -> None:
        self.patch.undo()


def test_a_duplicate_continued_from_its_save_goes_on_filling_its_pair(tmp_path: Path) -> None:
    driver, _ = session(tmp_path)
    original = play_a_match(driver)
    driver.key(pygame.K_d)
    driver.key(pygame.K_RETURN)
    driver.settle()
    twin = driver.table.control.match
    assert twin.swapped and twin.phase in (Phase.BET1, Phase.DRAW, Phase.BET2)
    driver.app.quit()  # in the middle of the duplicate's first deal: saved after every move

    again, book = session(tmp_path)
    again.key(pygame.K_c)  # CONTINUE
    again.settle()
    table = again.table
    assert table.control.match.swapped and table.control.match.seed == original.seed
    assert table.control.free == "duplicate" and not book.bank.tables
    again.play_until(lambda: over(again), aggressive)
    pair = DuplicateBook(tmp_path).stats[-1]
    assert pair.done and pair.hers == deal_results(table.control.match) and pair.hers
    assert pair.yours == deal_results(original)


def test_the_page_reads_in_every_language_and_fits(tmp_path: Path) -> None:
    """The page with a made-up pair, in each language at 1024x600: no text overflows."""
    import pytest

    for language in ("en", "fr", "pt", "es", "de"):
        patch = pytest.MonkeyPatch()
        try:
            with recording(patch) as recorder:
                app = make_app(language=language, size=(1024, 600))
                app.go(SceneName.TITLE)
                stats = app.go(SceneName.STATS)
                stats._toggle_game_page("duplicate")  # type: ignore[attr-defined]
                stats.page_data["duplicate"] = (duplicate_page.sample_pairs(), None, None)  # type: ignore[attr-defined]
                recorder.clear()
                recorder.draw_app(app)
                problems = list(dict.fromkeys(recorder.problems()))
                assert not problems, (language, problems)
                assert len(recorder.drawn) > 30
        finally:
            patch.undo()
            from drawpoker import i18n

            i18n.current().set_language("en")


def test_a_pair_is_refused_when_its_file_is_damaged(tmp_path: Path) -> None:
    (tmp_path / "duplicates.json").write_text(
        '{"game": "drawpoker-duplicates", "version": 1, "pairs": [{"seed": -1}]}')
    book = DuplicateBook(tmp_path)
    assert book.stats == [] and book.notice is not None
    good = DuplicatePair(5, 52, [10, -5], [-10, 15], "rosa", True)
    assert good.totals() == (5, 5, 10) and good.rows()[1] == (2, -5, 15)
