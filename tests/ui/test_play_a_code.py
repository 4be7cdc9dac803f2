"""New match with a code (issue 35): the player types or pastes a deal code on the draw and
hold'em new-game pages; a wrong code is refused in words, a good one deals the coded original's
decks at a table that says it plays for table chips only; the bank is untouched, the match
counts apart in the statistics, and the code survives save and continue. All by real keys on
the real scenes, the records in a private folder."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker import i18n
from drawpoker.ai.draw import make_player
from drawpoker.bank import DRAW, HOLDEM
from drawpoker.engine.core.deal_code import DealCode
from drawpoker.engine.draw import Match, Phase, Rules
from drawpoker.engine.holdem import HoldemGame, Street
from drawpoker.engine.holdem.stakes import DEFAULT as DEFAULT_STAKES
from drawpoker.engine.holdem.stakes import rules_for
from drawpoker.storage.bank import BankBook
from drawpoker.storage.draw.stats import StatsBook
from drawpoker.storage.holdem.stats import HoldemStatsBook
from drawpoker.storage.shelf import Shelf
from drawpoker.storage.verify import verify_file
from drawpoker.ui import bank_ui, clipboard
from drawpoker.ui.app import App
from drawpoker.ui.code_entry import CodeEntryScene
from drawpoker.ui.draw import free_match
from drawpoker.ui.holdem import free_game
from drawpoker.ui.scene import SceneName

IN_DEAL = (Phase.BET1, Phase.DRAW, Phase.BET2)
#: A short match: it ends within a few deals of raising.
SHORT = Rules(deck_size=52, starting_money=20, pawn_loan=20, buyback_at=1000, forfeit_items=1)


def session(folder: Path, rules: Rules | None = None, language: str = "en") -> tuple[Driver,
                                                                                     BankBook]:
    """The title of an app whose records and bank are in ``folder``."""
    app = make_app(rules=rules, speed="instant", language=language)
    app.records = Shelf(folder)
    book = BankBook(folder / "bank.json")
    bank_ui.use_bank(app, book)
    app.go(SceneName.TITLE)
    driver = Driver(app)
    driver.settle()
    return driver, book


def type_text(driver: Driver, words: str) -> None:
    """Each character as the keyboard sends it (its key and what it types)."""
    for char in words:
        key = ord(char.lower()) if char.isalnum() else pygame.K_MINUS
        driver.post(pygame.KEYDOWN, key=key, mod=0, unicode=char, scancode=0)
        driver.post(pygame.KEYUP, key=key, mod=0, unicode=char, scancode=0)
    driver.step()


def revealed(history: Path) -> list[list[str]]:
    """The deck orders a hand history revealed, deal by deal."""
    lines = [json.loads(line) for line in history.read_text(encoding="utf-8").splitlines()]
    return [line["order"] for line in lines if line.get("type") == "DeckRevealed"]


def original_draw_decks(rules: Rules, seed: int, deals: int, folder: Path) -> list[list[str]]:
    """The decks of the coded original: a match the engine plays itself, written by the
    records the table uses."""
    match = Match(rules, seed=seed)
    records = Shelf(folder).draw
    players = (make_player("random", seed=1), make_player("random", seed=2))
    for _ in range(deals):
        if match.phase is not Phase.BETWEEN_DEALS:
            break
        records.record(match.start_deal(), match)
        while match.phase in IN_DEAL:
            seat = match.to_act
            assert seat is not None
            records.record(match.act(players[seat].choose(match.view(seat)), seat=seat), match)
    assert records.history is not None
    return revealed(records.history.path)


def to_code_page(driver: Driver) -> CodeEntryScene:
    """NEW MATCH, then PLAY A CODE (K) on the opponents page."""
    driver.key(pygame.K_n)
    driver.step()
    driver.key(pygame.K_k)
    scene = driver.scene
    assert isinstance(scene, CodeEntryScene) and scene.game == "draw"
    return scene


def finish_deal(driver: Driver) -> None:
    """Play the deal under way by keys (call, draw, wait) to its end."""
    for _ in range(20):
        driver.settle()
        if driver.table.control.match.phase not in IN_DEAL:
            return
        names = [b.name for b in driver.buttons()]
        key = next((k for name, k in (("call", pygame.K_c), ("draw", pygame.K_d),
                                      ("wait", pygame.K_w)) if name in names), pygame.K_c)
        driver.key(key)
    raise AssertionError("the deal never ended")


def test_a_wrong_code_is_refused_in_words_and_a_good_one_deals_the_originals_decks(
        tmp_path: Path) -> None:
    rules = Rules(deck_size=52)
    code = DealCode("draw", 52, 987_654_321)
    original = original_draw_decks(rules, code.seed, 3, tmp_path / "original")
    driver, book = session(tmp_path / "player", rules)
    money = book.bank.money
    page = to_code_page(driver)
    text = str(code)
    wrong = text[:-1] + ("0" if text[-1] != "0" else "1")
    holdem = str(DealCode("holdem", 52, 1))
    for typed, words in ((wrong, "does not check out"), (text[:6], "has 10 characters"),
                         (holdem, "This is a hold'em code"), ("", "Type a code first"),
                         ("Q003N-QK8NY", "No code starts with “Q”")):
        while page.typed:
            driver.key(pygame.K_BACKSPACE)
        type_text(driver, typed)
        driver.key(pygame.K_RETURN)
        assert driver.scene is page and words in page.error, (typed, page.error)
    while page.typed:
        driver.key(pygame.K_BACKSPACE)
    type_text(driver, text.lower().replace("-", " "))  # as a player might copy it out
    driver.key(pygame.K_RETURN)
    driver.settle()
    table = driver.table
    assert table.control.match.seed == code.seed and table.control.free == "code"
    assert book.bank.money == money and DRAW not in book.bank.tables  # no buy-in
    assert free_match.badge(driver.app, table.control.match, "code") == \
        f"TABLE CHIPS ONLY · code {code}"
    for _ in range(3):
        finish_deal(driver)
        m = table.control.match
        if m.phase is Phase.BETWEEN_DEALS and len(m.history) < 3:
            driver.key(pygame.K_n)  # next deal
    records = table.control.records
    assert records is not None and records.history is not None
    played = revealed(records.history.path)
    assert played and played == original[:len(played)]
    assert len(played) == 3
    report = verify_file(records.history.path)
    assert report.ok and any(str(code) in note for note in report.notes)


def test_the_code_is_pasted_with_ctrl_v(tmp_path: Path) -> None:
    driver, _ = session(tmp_path)
    page = to_code_page(driver)
    code = DealCode("draw", 32, 4242)
    if not clipboard.copy(f"  {code}\n"):
        pytest.skip("no clipboard here")
    driver.post(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_LCTRL, unicode="\x16",
                scancode=0)
    driver.step()
    assert page.typed == str(code)
    driver.key(pygame.K_RETURN)
    driver.settle()
    assert driver.table.control.match.seed == 4242 and driver.table.control.rules.deck_size == 32


def test_a_coded_match_survives_save_and_continue(tmp_path: Path) -> None:
    code = DealCode("draw", 52, 31_337)
    rules = Rules(deck_size=52)
    original = original_draw_decks(rules, code.seed, 3, tmp_path / "original")
    folder = tmp_path / "player"
    driver, _ = session(folder, rules)
    to_code_page(driver)
    type_text(driver, str(code))
    driver.key(pygame.K_RETURN)
    finish_deal(driver)
    driver.key(pygame.K_n)  # the second deal, saved in the middle
    driver.settle()
    assert driver.table.control.match.phase in IN_DEAL
    driver.app.quit()

    again, book = session(folder, rules)
    again.key(pygame.K_c)  # CONTINUE
    again.settle()
    table = again.table
    assert table.control.match.seed == code.seed and table.control.free == "code"
    assert DRAW not in book.bank.tables
    finish_deal(again)
    again.key(pygame.K_n)
    finish_deal(again)
    records = table.control.records
    assert records is not None and records.history is not None
    assert revealed(records.history.path) == original[:3]
    assert json.loads(records.history.path.read_text().splitlines()[0])["deal_code"] == \
        str(code)


def test_a_coded_match_to_its_end_leaves_the_bank_and_the_statistics_alone(
        tmp_path: Path) -> None:
    driver, book = session(tmp_path, SHORT)
    before = book.bank.to_dict()
    to_code_page(driver)
    type_text(driver, str(DealCode("draw", 52, 77)))
    driver.key(pygame.K_RETURN)

    def aggressive(d: Driver) -> None:
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
        elif d.has_button("match_result"):
            d.key(pygame.K_m)
        else:
            d.key(pygame.K_RETURN)

    driver.play_until(lambda: driver.app.scene is not None
                      and type(driver.app.scene).__name__ == "GameOverScene", aggressive)
    assert BankBook(tmp_path / "bank.json").bank.to_dict()["money"] == before["money"]
    assert book.bank.money == before["money"] and not book.bank.tables
    main = StatsBook(tmp_path / "stats.json").stats
    free = StatsBook(tmp_path / "stats_free.json").stats
    assert main.matches_played == 0 and main.deals_played == 0
    assert free.matches_played == 1 and free.deals_played >= 1


def holdem_session(tmp_path: Path) -> tuple[Driver, BankBook]:
    driver, book = session(tmp_path)
    driver.click_button("holdem")
    driver.step()
    return driver, book


def test_holdem_with_a_code_deals_the_originals_hands_for_table_chips(tmp_path: Path) -> None:
    code = DealCode("holdem", 52, 55_555)
    driver, book = holdem_session(tmp_path)
    setup = driver.scene
    money = book.bank.money
    driver.key(pygame.K_k)
    page = driver.scene
    assert isinstance(page, CodeEntryScene) and page.game == "holdem"
    type_text(driver, str(DealCode("canfield", 52, 5)))
    driver.key(pygame.K_RETURN)
    assert page.error == "This is a Canfield code; a hold'em code is needed here."
    while page.typed:
        driver.key(pygame.K_BACKSPACE)
    type_text(driver, str(code))
    driver.key(pygame.K_RETURN)
    driver.settle()
    table = driver.scene
    assert type(table).__name__ == "HoldemTableScene"
    control = table.control  # type: ignore[attr-defined]
    game = control.game
    assert game.seed == code.seed and free_game.badge(control) == \
        f"TABLE CHIPS ONLY · code {code}"
    assert book.bank.money == money and HOLDEM not in book.bank.tables
    # The coded original: a game of as many players dealt from the seed.
    opponents = getattr(setup, "opponents", 3)
    twin = HoldemGame(rules_for(opponents + 1, DEFAULT_STAKES, False), seed=code.seed)
    twin.start_hand()
    assert game.view(0).hole == twin.view(0).hole  # type: ignore[attr-defined]
    for _ in range(80):  # the hand to its end, then leave: a game for table chips ends
        driver.settle()
        if not game.street.is_betting:
            break
        driver.key(pygame.K_c)
    records = table.control.records  # type: ignore[attr-defined]
    assert records is not None and records.free
    saved = json.loads((tmp_path / "holdem.json").read_text())
    assert saved["seating"]["free"] is True
    main = HoldemStatsBook(tmp_path).stats
    assert main.hands_played == 0
    assert HoldemStatsBook(tmp_path, "holdem_stats_free.json").stats.hands_played == 1
    assert book.bank.money == money and HOLDEM not in book.bank.tables
    # continued from the setup page, it is still for table chips
    driver.app.reset_to(driver.app.build(SceneName.TITLE))
    driver.settle()
    driver.click_button("holdem")
    driver.step()
    driver.key(pygame.K_c)
    driver.settle()
    again = driver.scene
    assert again.control.game.seed == code.seed  # type: ignore[attr-defined]
    assert free_game.badge(again.control) != ""  # type: ignore[attr-defined]
    assert street_ok(again.control.game.street)  # type: ignore[attr-defined]


def street_ok(street: Street) -> bool:
    return street is Street.BETWEEN_HANDS or street.is_betting


@pytest.mark.parametrize("language", ["en", "fr", "pt", "es", "de"])
def test_the_refusals_are_said_in_every_language(tmp_path: Path, language: str) -> None:
    driver, _ = session(tmp_path, language=language)
    try:
        page = to_code_page(driver)
        for typed in ("D003N-QK8NZ", "H003N", "QQ"):
            while page.typed:
                driver.key(pygame.K_BACKSPACE)
            type_text(driver, typed)
            driver.key(pygame.K_RETURN)
            assert page.error and "{" not in page.error and "dealcode." not in page.error
    finally:
        i18n.current().set_language("en")


def test_the_app_builds_the_page_by_name() -> None:
    app: App = make_app()
    page = app.go(SceneName.CODE_ENTRY, game="canfield", on_code=lambda code: None)
    assert isinstance(page, CodeEntryScene)
