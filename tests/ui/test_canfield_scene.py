"""The Canfield scene driven through the real loop with posted mouse and keyboard events."""

from __future__ import annotations

import itertools
import json
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker import paths
from drawpoker.bank import START_MONEY as START_BANK
from drawpoker.bank import ItemState
from drawpoker.engine.canfield import DEAL, REDEAL, Canfield, Move, Spot, hint, to_dict
from drawpoker.engine.canfield.piles import FOUNDATIONS, STOCK, TABLEAU, WASTE
from drawpoker.engine.core.deal_code import DealCode
from drawpoker.storage.canfield.book import CanfieldBook
from drawpoker.ui.bank_dialog import BankQuestionScene
from drawpoker.ui.canfield.controller import CanfieldController
from drawpoker.ui.canfield.refusal import card_label, refusal
from drawpoker.ui.canfield.scene import CanfieldScene
from drawpoker.ui.confirm import ConfirmScene
from drawpoker.ui.menus import TitleScene

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from canfield.solver import solve

WINNABLE_SEED = 9  # the deal tests/canfield pins as won by the search


def open_scene(tmp_path: Path, seed: int = WINNABLE_SEED,
               size: tuple[int, int] = (1280, 720)) -> tuple[Driver, CanfieldScene]:
    app = make_app(size=size)
    app.push(TitleScene(app))
    book = CanfieldBook(tmp_path / "canfield.json")
    scene = CanfieldScene(app, book, itertools.count(seed))
    app.push(scene)
    driver = Driver(app)
    driver.settle()
    return driver, scene


def game_of(scene: CanfieldScene) -> Canfield:
    game = scene.control.game
    assert game is not None
    return game


def point(scene: CanfieldScene, spot: Spot, index: int = -1) -> tuple[int, int]:
    """The middle of a pile's card ``index`` (its top card by default) or of its empty place."""
    game = scene.control.table_game()
    assert game is not None
    rects = scene.layout.card_rects(game, spot)
    rect = rects[index] if rects else scene.layout.slot(spot)
    # Aim at the visible strip of a covered card, the middle of a top one.
    if rects and index not in (-1, len(rects) - 1):
        return rect.centerx, rect.top + 6
    return rect.center


def drag(driver: Driver, start: tuple[int, int], end: tuple[int, int]) -> None:
    driver.post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    driver.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    driver.step()
    for k in range(1, 6):
        pos = (start[0] + (end[0] - start[0]) * k // 5, start[1] + (end[1] - start[1]) * k // 5)
        driver.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        driver.step()
    driver.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    driver.step()


def play_by_clicks(driver: Driver, scene: CanfieldScene, move: Move) -> None:
    if move in (DEAL, REDEAL):
        driver.click(point(scene, STOCK))
        return
    game = game_of(scene)
    if move.to_foundation:
        driver.click(point(scene, move.source))
        driver.click(point(scene, move.source))  # a double click
        return
    driver.click(point(scene, move.source, 0 if move.source in TABLEAU else -1))
    driver.click(point(scene, move.target))
    assert game is scene.control.game or scene.control.result is not None


def first_playing_move(scene: CanfieldScene, driver: Driver,
                       want: object = lambda m: True) -> Move:
    """Deal (by key) until a card can be played somewhere, and return that move."""
    for _ in range(60):
        game = game_of(scene)
        moves = [m for m in game.playing_moves() if want(m)]
        if moves:
            return moves[0]
        driver.key(pygame.K_SPACE)
    raise AssertionError("no playable move came up")


@pytest.fixture
def title_deals_the_pinned_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    """The title starts a random deal; about 1 in 100 is stuck from the start (it ends at once),
    and the suite's other tests leave the global random state wherever they leave it."""
    from drawpoker.ui.canfield import controller
    monkeypatch.setattr(controller.random, "randrange", lambda *_args: WINNABLE_SEED)


@pytest.mark.usefixtures("title_deals_the_pinned_deal")
def test_started_from_the_title(tmp_path: Path) -> None:
    app = make_app()
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.settle()
    driver.click_button("canfield")
    assert isinstance(driver.scene, ConfirmScene) and "$52" in driver.scene.question
    driver.key(pygame.K_RETURN)  # yes: the stake is paid
    driver.settle()
    scene = driver.scene
    assert isinstance(scene, CanfieldScene)
    game = game_of(scene)
    assert game.net == 5 * game.foundation_cards - 52
    assert scene.control.book.path.parent == paths.user_data_dir()


def test_deal_by_key_and_by_click_and_undo(tmp_path: Path) -> None:
    driver, scene = open_scene(tmp_path)
    game = game_of(scene)
    start = game.position()
    stock = len(game.stock)
    driver.key(pygame.K_SPACE)
    assert len(game.stock) == stock - 3 and game.move_stack == [DEAL]
    driver.key(pygame.K_d)
    driver.click(point(scene, STOCK))
    assert game.move_stack == [DEAL, DEAL, DEAL]
    driver.key(pygame.K_u)
    driver.post(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="", scancode=0)
    driver.step()
    driver.click_button("undo")
    assert game.move_stack == [] and game.position() == start
    assert not driver.button("undo").enabled


def test_a_move_by_clicks_and_one_by_drag(tmp_path: Path) -> None:
    driver, scene = open_scene(tmp_path)
    game = game_of(scene)
    onto_tableau = lambda m: m.target in TABLEAU  # noqa: E731
    move = first_playing_move(scene, driver, onto_tableau)
    before = len(game.move_stack)
    play_by_clicks(driver, scene, move)
    assert game.move_stack[before:] == [move]
    driver.key(pygame.K_u)
    assert len(game.move_stack) == before
    source = point(scene, move.source, 0 if move.source in TABLEAU else -1)
    drag(driver, source, point(scene, move.target))
    assert game.move_stack[before:] == [move]
    assert scene.view.drag is None


def test_a_refused_drop_changes_nothing_and_says_so(tmp_path: Path) -> None:
    driver, scene = open_scene(tmp_path)
    game = game_of(scene)
    driver.key(pygame.K_SPACE)
    before = game.position()
    illegal = next(t for t in TABLEAU if Move(WASTE, t) not in game.legal_moves())
    drag(driver, point(scene, WASTE), point(scene, illegal))
    assert game.position() == before
    waste, onto = game.top(WASTE), game.top(illegal)
    assert waste is not None and onto is not None
    assert scene.control.message == (f"{card_label(waste)} does not go on {card_label(onto)}: "
                             "one rank lower and the other colour.")


def test_refusals_name_the_rule_in_the_players_language() -> None:
    from canfield.positions import make
    from drawpoker import i18n

    game = make(reserve="Qd 9h", waste="5s", tableau=("", "Kd", "5c", "Jc"))
    assert refusal(game, Move.parse("t2>t1")).startswith("Only a reserve card")
    assert refusal(game, Move.parse("r>fh")) == "9\u2665 is not the next card of its foundation."
    i18n.set_language("fr")
    assert refusal(game, Move.parse("r>t4")) == ("9\u2665 ne va pas sur V\u2663 : une valeur de "
                                                 "moins et l\u2019autre couleur.")


def test_keyboard_picks_a_pile_then_its_place(tmp_path: Path) -> None:
    driver, scene = open_scene(tmp_path)
    game = game_of(scene)
    keys = {TABLEAU[i]: pygame.K_1 + i for i in range(4)}
    keys.update({Spot.parse("r"): pygame.K_r, WASTE: pygame.K_w})
    move = first_playing_move(scene, driver)
    before = len(game.move_stack)
    driver.key(keys[move.source])
    assert scene.view.selected == move.source
    driver.key(pygame.K_f if move.to_foundation else keys[move.target])
    assert game.move_stack[before:] == [move]
    driver.key(pygame.K_1)
    driver.key(pygame.K_ESCAPE)  # lets go of the pile, stays in the game
    assert scene.view.selected is None and driver.scene is scene


def test_hint_is_shown_then_played(tmp_path: Path) -> None:
    driver, scene = open_scene(tmp_path)
    game = game_of(scene)
    expected = hint(game)
    driver.key(pygame.K_h)
    assert scene.view.hint == expected is not None
    assert scene.control.message
    driver.key(pygame.K_RETURN)
    assert game.move_stack[-1] == expected
    assert scene.view.hint is None


def test_the_pinned_deal_is_won_through_the_ui(tmp_path: Path) -> None:
    driver, scene = open_scene(tmp_path)
    moves = solve(Canfield.deal(WINNABLE_SEED))
    assert moves is not None
    by_itself = False
    for n, move in enumerate(moves):
        if scene.control.finishing or scene.control.result is not None:
            by_itself = True  # the win became certain: the game plays the rest itself
            break
        if n % 3 == 1 and not move.to_foundation and move not in (DEAL, REDEAL):
            source = point(scene, move.source, 0 if move.source in TABLEAU else -1)
            drag(driver, source, point(scene, move.target))
        else:
            play_by_clicks(driver, scene, move)
        game = scene.control.table_game()
        assert game is not None and game.move_stack[n] == move, (n, move)
    assert by_itself
    driver.settle()
    assert scene.control.result is not None and scene.control.result[0] is True
    finished = scene.control.table_game()
    assert finished is not None and finished.is_won()
    net = scene.control.result[1]
    assert net == 208 - 5 * finished.redeals
    book = CanfieldBook(tmp_path / "canfield.json")
    book.load()
    assert book.problem is None and book.game is None
    assert (book.stats.games, book.stats.won, book.stats.best_net) == (1, 1, net)
    assert book.bank == START_BANK + net
    driver.click_button("new_deal")
    assert isinstance(driver.scene, ConfirmScene)
    driver.key(pygame.K_RETURN)
    assert scene.control.result is None and game_of(scene).seed == WINNABLE_SEED + 1


def test_game_is_saved_and_continued_from_the_title(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    # A deal that can be played: a random one is now and then over at once (seen on CI).
    seeds = itertools.count(11)
    monkeypatch.setattr(CanfieldController, "next_seed", lambda self: next(seeds))
    app = make_app()
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.settle()
    driver.click_button("canfield")
    driver.key(pygame.K_RETURN)  # the price asked: yes
    driver.settle()
    scene = driver.scene
    assert isinstance(scene, CanfieldScene)
    for _ in range(4):
        driver.key(pygame.K_SPACE)
    position, moves = game_of(scene).position(), list(game_of(scene).move_stack)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, TitleScene)
    driver.click_button("canfield")  # the game in progress goes on: nothing asked, nothing paid
    driver.settle()
    again = driver.scene
    assert isinstance(again, CanfieldScene) and again is not scene
    assert game_of(again).position() == position and game_of(again).move_stack == moves
    driver.key(pygame.K_u)  # undo survives the save
    assert game_of(again).move_stack == moves[:-1]


@pytest.mark.usefixtures("title_deals_the_pinned_deal")
def test_a_damaged_file_is_set_aside_and_told(tmp_path: Path) -> None:
    path = paths.user_data_dir() / "canfield.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"format": 1, "bank": 120, "stats": {"games": 1, "won": 0, "best_net": -30,
                                                "total_net": -30, "bank_restarts": 0},
            "game": to_dict(Canfield.deal(4))}
    data["game"]["stock"].reverse()  # a position the deal and its moves do not give
    path.write_text(json.dumps(data))
    app = make_app()
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.settle()
    driver.click_button("canfield")
    if isinstance(driver.scene, ConfirmScene):  # no stake out: the price is asked
        driver.key(pygame.K_RETURN)
    driver.settle()
    scene = driver.scene
    assert isinstance(scene, CanfieldScene)
    kept = list(path.parent.glob("canfield.json.bad-*"))
    assert len(kept) == 1 and kept[0].name in scene.control.message  # what was kept, and where
    assert "data folder" in scene.control.message
    # A fresh book; the old bank's $120 was kept by the shared bank, and the new deal paid.
    assert scene.control.book.money_now() - game_of(scene).net == 120


def broke_table(tmp_path: Path, money: int) -> tuple[Driver, CanfieldScene]:
    book = CanfieldBook(tmp_path / "canfield.json")
    book.purse.bank.money = money
    app = make_app()
    app.push(TitleScene(app))
    scene = CanfieldScene(app, book, itertools.count(3))
    app.push(scene)
    driver = Driver(app)
    driver.settle()
    return driver, scene


def test_a_broke_bank_offers_to_pawn_an_item(tmp_path: Path) -> None:
    driver, scene = broke_table(tmp_path, 30)
    question = driver.scene
    assert isinstance(question, BankQuestionScene) and scene.control.game is None
    assert "jacket" in question.question() and "$100" in question.question()
    driver.key(pygame.K_ESCAPE)  # no: the table says why, and offers the pawnshop again
    assert driver.scene is scene and "cannot pay" in scene.control.message
    driver.click_button("get_money")
    assert isinstance(driver.scene, BankQuestionScene)
    driver.click_button("confirm")
    assert driver.scene is scene and game_of(scene).seed == 3
    bank = scene.control.book.purse.bank
    first = 5 * game_of(scene).foundation_cards  # the deal's foundation cards pay at once
    assert bank.states[0] is ItemState.PAWNED and bank.money == 30 + 100 - 52 + first
    saved = CanfieldBook(tmp_path / "canfield.json")  # kept on disk, both files agree
    saved.load()
    assert saved.purse.bank.states[0] is ItemState.PAWNED and saved.game is not None


def test_pawning_again_loses_the_item_still_pawned(tmp_path: Path) -> None:
    driver, scene = broke_table(tmp_path, 0)
    scene.control.book.purse.bank.pawn()  # the jacket is at the pawnshop, the $100 spent
    scene.control.book.purse.bank.money = 0
    driver.key(pygame.K_ESCAPE)  # the question asked on opening the table: not now
    driver.click_button("get_money")
    question = driver.scene
    assert isinstance(question, BankQuestionScene) and "lost" in question.question()
    driver.key(pygame.K_p)
    bank = scene.control.book.purse.bank
    assert bank.states[:2] == [ItemState.LOST, ItemState.PAWNED]
    first = 5 * game_of(scene).foundation_cards
    assert bank.money == 150 - 52 + first and game_of(scene).seed == 3


def test_with_nothing_left_to_pawn_a_new_bank_starts(tmp_path: Path) -> None:
    driver, scene = broke_table(tmp_path, 0)
    bank = scene.control.book.purse.bank
    bank.states = [ItemState.LOST] * len(bank.items)
    driver.key(pygame.K_ESCAPE)
    assert driver.button("get_money").label == "NEW BANK"
    driver.click_button("get_money")
    assert isinstance(driver.scene, BankQuestionScene)
    assert "nothing is left" in driver.scene.question()
    driver.key(pygame.K_b)
    first = 5 * game_of(scene).foundation_cards
    assert bank.money == START_BANK - 52 + first and bank.story.new_banks == 1
    assert set(bank.states) == {ItemState.WORN} and game_of(scene).seed == 3


def test_a_pass_the_bank_cannot_pay_is_refused(tmp_path: Path) -> None:
    """$52 pays the deal and leaves nothing: passes are paid by the cards up, until the
    money in hand is under $5; the next turn-over is refused and says why."""
    driver, scene = broke_table(tmp_path, 52)
    game = game_of(scene)
    for _ in range(2000):
        if not game.stock and not scene.control.book.can_turn_over():
            break
        driver.key(pygame.K_SPACE)
        assert scene.control.game is game, "the deal ended first"
    redeals = game.redeals
    assert scene.control.book.money_now() < 5 and redeals > 0
    driver.key(pygame.K_SPACE)
    control = scene.control
    assert game.redeals == redeals and "$5" in control.message and control.book.bank == 0


@pytest.mark.parametrize("size", [(1024, 600), (800, 480)])
def test_small_windows_keep_every_pile_inside(tmp_path: Path, size: tuple[int, int]) -> None:
    driver, scene = open_scene(tmp_path, size=size)
    lay = scene.layout
    window = pygame.Rect((0, 0), size)
    for spot in (STOCK, WASTE, *TABLEAU, *FOUNDATIONS):
        assert window.contains(lay.slot(spot))
    assert window.contains(lay.panel())
    for button in driver.buttons():
        assert window.contains(button.rect) and lay.panel().contains(button.rect)
    game = game_of(scene)
    longest = scene.layout.card_rects(game, TABLEAU[0])
    assert all(window.contains(rect) for rect in longest)


def test_rules_page_opens_with_f1_and_closes_with_esc(tmp_path: Path) -> None:
    from drawpoker.ui.canfield.help import CanfieldHelpScene

    driver, scene = open_scene(tmp_path)
    driver.key(pygame.K_F1)
    assert isinstance(driver.scene, CanfieldHelpScene)
    for _ in range(40):
        driver.key(pygame.K_PAGEDOWN)
    help_scene = driver.scene
    assert isinstance(help_scene, CanfieldHelpScene)
    assert 0 < help_scene.scroll == help_scene.page_height
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is scene and scene.control.game is not None


def test_a_double_click_sends_a_card_home(tmp_path: Path) -> None:
    driver, scene = open_scene(tmp_path)
    game = game_of(scene)
    moves = solve(Canfield.deal(WINNABLE_SEED))
    assert moves is not None
    n = next(i for i, m in enumerate(moves) if m.to_foundation)
    for earlier in moves[:n]:
        game.push(earlier)  # straight to the engine: only the double click is under test
    move = moves[n]
    before = game.foundation_cards
    driver.click(point(scene, move.source))
    assert scene.view.selected == move.source
    driver.click(point(scene, move.source))
    assert game.foundation_cards == before + 1 and game.move_stack[-1] == move


def test_a_saved_game_whose_win_is_certain_finishes_on_opening(tmp_path: Path) -> None:
    game = Canfield.deal(WINNABLE_SEED)
    moves = solve(game)
    assert moves is not None
    for move in moves:
        game.push(move)
        if game.auto_finish_moves() is not None:
            break
    assert not game.is_won()
    book = CanfieldBook(tmp_path / "canfield.json")
    book.purse.bank.stake_canfield(52, game.seed)  # as book.start() pays it
    book.purse.save()
    book.game = game
    book.save()
    book = CanfieldBook(tmp_path / "canfield.json")
    book.load()
    app = make_app()
    app.push(TitleScene(app))
    scene = CanfieldScene(app, book)
    app.push(scene)
    assert scene.control.finishing
    driver = Driver(app)
    driver.settle()
    assert scene.control.result is not None and scene.control.result[0] is True


def test_a_new_deal_mid_game_asks_first_and_counts_the_game(tmp_path: Path) -> None:
    from drawpoker.ui.confirm import ConfirmScene

    driver, scene = open_scene(tmp_path)
    driver.key(pygame.K_SPACE)
    net = game_of(scene).net
    driver.key(pygame.K_n)
    assert isinstance(driver.scene, ConfirmScene)
    driver.key(pygame.K_ESCAPE)  # no: the game goes on
    assert driver.scene is scene and game_of(scene).seed == WINNABLE_SEED
    driver.key(pygame.K_n)
    driver.key(pygame.K_RETURN)
    assert driver.scene is scene and game_of(scene).seed == WINNABLE_SEED + 1
    stats = scene.control.book.stats
    assert (stats.games, stats.won, stats.total_net) == (1, 0, net)
    assert scene.control.book.money_now() - game_of(scene).net == START_BANK + net


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_clicks_drags_and_keys_never_break_a_rule(tmp_path: Path, seed: int) -> None:
    """A monkey at the table: whatever it does, the cards and the money stay whole."""
    import random

    from drawpoker.engine.canfield import game_net
    from drawpoker.engine.core.cards import full_deck

    rng = random.Random(seed)
    driver, scene = open_scene(tmp_path, seed=seed * 100)
    spots = (STOCK, WASTE, Spot.parse("r"), *TABLEAU, *FOUNDATIONS)
    keys = (pygame.K_SPACE, pygame.K_u, pygame.K_h, pygame.K_RETURN, pygame.K_1, pygame.K_2,
            pygame.K_3, pygame.K_4, pygame.K_r, pygame.K_w, pygame.K_f)
    games = 0
    for _ in range(250):
        roll = rng.random()
        if roll < 0.35:
            driver.click(point(scene, rng.choice(spots)))
        elif roll < 0.6:
            drag(driver, point(scene, rng.choice(spots), 0), point(scene, rng.choice(spots)))
        elif roll > 0.99:
            driver.key(pygame.K_n)  # now and then a new deal
        else:
            driver.key(rng.choice(keys))
        if scene.control.result is not None:
            games += 1
            driver.settle()
            driver.key(pygame.K_RETURN)  # the result's card put away
            assert scene.control.result is not None and not scene.result_open
            driver.key(pygame.K_n)  # a new deal, asked (and answered yes below)
        while not isinstance(driver.scene, CanfieldScene):
            driver.key(pygame.K_RETURN)  # a question: yes
        driver.settle()
        game = scene.control.table_game()
        if game is None:  # the bank cannot pay another game: it says so
            assert "cannot pay" in scene.control.message and not scene.control.book.can_afford
            break
        cards = [*game.reserve, *game.stock, *game.waste]
        cards += [c for pile in (*game.tableau, *game.foundations) for c in pile]
        assert sorted(cards) == sorted(full_deck(52))
        assert game.net == game_net(game.foundation_cards, game.redeals)
        stats = scene.control.book.stats
        bank = scene.control.book.purse.bank
        loans = sum(item.loan for item, state in zip(bank.items, bank.states, strict=True)
                    if state is not ItemState.WORN)
        assert bank.story.bought_back == bank.story.new_banks == 0
        in_play = scene.control.game.net if scene.control.game is not None else 0
        assert scene.control.book.money_now() - in_play == START_BANK + stats.total_net + loans
        assert stats.games >= games and stats.won <= stats.games


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080), (2560, 1080)])
def test_the_piles_panel_and_buttons_lie_on_the_cloth(tmp_path: Path,
                                                      size: tuple[int, int]) -> None:
    """Canfield is played on a table as the draw table and hold'em are: its rail covers no
    pile (marked in gold or green, the waste fanned, a tableau pile at its longest), the
    panel, a button or the title; the rail is drawn where the layout says, and the table is
    composed once for the window, not every frame."""
    from drawpoker.ui import felt
    from drawpoker.ui.canfield.layout import CARD_W, RAIL_W

    driver, scene = open_scene(tmp_path, size=size)
    lay = scene.layout
    cloth, window = lay.cloth(), pygame.Rect((0, 0), size)
    mark = lay.px(6)  # a marked pile's outline stands out round its card
    kept = {f"{spot}": lay.slot(spot).inflate(mark, mark)
            for spot in (STOCK, WASTE, *TABLEAU, *FOUNDATIONS)}
    kept["waste fanned"] = lay.slot(WASTE).move(2 * round(lay.card[0] * 0.26), 0).inflate(
        mark, mark)
    longest = lay.slot(TABLEAU[-1]).move(0, 30 * lay.pile_step(31))
    kept["longest pile"] = longest.inflate(mark, mark).clip(window)
    kept["panel"], kept["title"] = lay.panel(), lay.title_box()
    kept |= {button.label: button.rect for button in driver.buttons()}
    for name, rect in kept.items():
        assert cloth.contains(rect), f"{name} {rect} is not on the cloth {cloth} at {size}"
    assert lay.card[0] == round(CARD_W * lay.scale), "the cards kept their size"
    screen = driver.app.screen
    rail = screen.get_at((lay.table().left + lay.px(RAIL_W) // 2, size[1] // 2))
    inside = screen.get_at((cloth.left + lay.px(4), size[1] - lay.px(8)))  # under the reserve
    assert rail.r > rail.g and inside.g > inside.r, (rail, inside)  # leather, then cloth
    before = felt.table.cache_info()
    driver.app.draw()
    driver.app.draw()
    after = felt.table.cache_info()
    assert after.misses == before.misses and after.hits >= before.hits + 2


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_results_buttons_hold_their_labels_in_french_at_the_large_size(
        tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """"NOUVELLE DONNE" and its keycap ran out of their button on the won game's card (the
    two buttons were as wide as each other): each button is now as wide as it needs."""
    from text_recorder import recording

    from drawpoker import i18n
    from drawpoker.i18n import Translator
    from drawpoker.storage.bank import BankBook
    from drawpoker.ui import bank_ui
    from drawpoker.ui.canfield.staging import build_canfield

    monkeypatch.setattr(i18n, "_current", Translator("fr"))
    app = make_app(size=size, language="fr")
    app.settings = app.settings.replace(text_size="large")
    bank_ui.use_bank(app, BankBook(tmp_path / "bank.json"))
    build_canfield(app, "won", tmp_path)
    scene = app.scene
    assert isinstance(scene, CanfieldScene) and scene.control.result is not None
    with recording(monkeypatch) as recorder:
        recorder.draw_app(app)
    assert not recorder.problems(), recorder.problems()
    rects = [button.rect for button in scene.buttons]
    assert len(rects) == 2 and not rects[0].colliderect(rects[1])


@pytest.mark.parametrize("state", ["deal", "won"])
def test_the_panel_is_a_column_only_while_it_holds_the_buttons(
        tmp_path: Path, state: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """With the buttons on the result's card, the panel is only as tall as its words (it was
    a column of empty panel down to the window's foot); every word stays on it."""
    from text_recorder import recording

    from drawpoker.storage.bank import BankBook
    from drawpoker.ui import bank_ui
    from drawpoker.ui.canfield import panel as panel_module
    from drawpoker.ui.canfield.staging import build_canfield

    drawn: list[pygame.Rect] = []
    real = panel_module.draw_panel

    def spy(surface: pygame.Surface, rect: pygame.Rect, *args: Any, **kwargs: Any) -> None:
        drawn.append(pygame.Rect(rect))
        real(surface, rect, *args, **kwargs)

    monkeypatch.setattr(panel_module, "draw_panel", spy)
    app = make_app(size=(1280, 720))
    bank_ui.use_bank(app, BankBook(tmp_path / "bank.json"))
    build_canfield(app, state, tmp_path)
    scene = app.scene
    assert isinstance(scene, CanfieldScene)
    with recording(monkeypatch) as recorder:
        drawn.clear()
        recorder.draw_app(app)
    full, plate = scene.layout.panel(), drawn[0]
    words = [d for d in recorder.drawn if full.contains(d.rect)]
    assert words and all(plate.contains(d.rect) for d in words)
    if state == "won":
        assert plate.height < full.height // 2, (plate, full)
    else:
        assert plate == full


STUCK_SEED = 32  # a deal with no move from the start: "No more moves" at once


@pytest.mark.parametrize("how", ["enter", "keypad enter", "esc", "click beside"])
def test_the_no_more_moves_card_is_put_away_and_never_pays(tmp_path: Path, how: str) -> None:
    """Enter on "No more moves" was NEW DEAL and took $52 at once (twice for a player who
    pressed it twice): Enter, Esc and a click beside the card only put it away."""
    from drawpoker.ui.canfield.panel import result_box

    driver, scene = open_scene(tmp_path, seed=STUCK_SEED)
    result = scene.control.result
    assert result is not None and result[0] is False and scene.result_open
    bank, games = scene.control.book.bank, scene.control.book.stats.games
    finished = scene.control.table_game()
    if how == "click beside":
        card = result_box(scene.layout)
        driver.click((card.centerx, card.bottom + 20))
    else:
        key = {"enter": pygame.K_RETURN, "keypad enter": pygame.K_KP_ENTER,
               "esc": pygame.K_ESCAPE}[how]
        driver.key(key)
    assert driver.scene is scene and not scene.result_open
    for _ in range(3):  # pressed again and again: still nothing paid
        driver.key(pygame.K_RETURN)
    assert driver.scene is scene and scene.control.table_game() is finished
    assert (scene.control.book.bank, scene.control.book.stats.games) == (bank, games)
    assert [b.name for b in driver.buttons()] == ["new_deal", "play_code", "help", "to_title"]
    driver.key(pygame.K_ESCAPE)  # with the card away, Esc is back to the title
    assert isinstance(driver.scene, TitleScene) and scene.control.book.bank == bank


@pytest.mark.parametrize("from_card", [True, False])
def test_a_new_deal_asks_and_says_its_price(tmp_path: Path, from_card: bool) -> None:
    """N (or the button), on the card or after it, asks with the price; no pays nothing, yes
    pays the stake once."""
    driver, scene = open_scene(tmp_path, seed=STUCK_SEED)
    if not from_card:
        driver.key(pygame.K_RETURN)
    bank = scene.control.book.bank
    driver.key(pygame.K_n)
    question = driver.scene
    assert isinstance(question, ConfirmScene) and "$52" in question.question
    driver.key(pygame.K_ESCAPE)
    control = scene.control
    assert driver.scene is scene and control.book.bank == bank and control.result is not None
    driver.click_button("new_deal")
    assert isinstance(driver.scene, ConfirmScene)
    driver.key(pygame.K_RETURN)
    assert driver.scene is scene and scene.control.result is None
    assert game_of(scene).seed == STUCK_SEED + 1
    assert scene.control.book.bank == bank - 52 + 5 * game_of(scene).foundation_cards


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_the_price_is_said_in_the_players_language(tmp_path: Path, lang: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from drawpoker import i18n
    from drawpoker.i18n import Translator

    monkeypatch.setattr(i18n, "_current", Translator(lang))
    app = make_app(language=lang)
    app.push(TitleScene(app))
    app.push(CanfieldScene(app, CanfieldBook(tmp_path / "canfield.json"),
                           itertools.count(STUCK_SEED)))
    driver = Driver(app)
    driver.settle()
    driver.key(pygame.K_n)
    question = driver.scene
    assert isinstance(question, ConfirmScene)
    assert i18n.t("money", amount=52) in question.question
    assert "{" not in question.question


def test_solitaire_on_the_title_asks_the_price_of_a_new_game(tmp_path: Path) -> None:
    """The title's SOLITAIRE took the stake at once; it asks now, and no leaves the bank."""
    from drawpoker.ui import bank_ui

    app = make_app()
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.settle()
    bank = bank_ui.bank_for(app).bank
    money = bank.money
    driver.click_button("canfield")
    assert isinstance(driver.scene, ConfirmScene) and "$52" in driver.scene.question
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, TitleScene) and bank.money == money
    assert not bank.canfield_open



def test_the_deal_number_is_the_players_count_and_the_seed_is_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The title read "Deal 723,082,735" (the seed): it counts the player's games now, "Deal
    12" for the twelfth, while the save keeps the seed the deal is dealt again from."""
    from text_recorder import recording

    seed = 723_082_735
    book = CanfieldBook(tmp_path / "canfield.json")
    book.stats.games, book.stats.won, book.stats.best_net = 11, 2, 40
    app = make_app()
    app.push(TitleScene(app))
    scene = CanfieldScene(app, book, itertools.count(seed))
    app.push(scene)
    driver = Driver(app)
    driver.settle()

    def title_words() -> str:
        with recording(monkeypatch) as recorder:
            recorder.draw_app(app)
        return " | ".join(drawn.text for drawn in recorder.drawn)

    words = title_words()
    assert "Deal 12" in words and "723" not in words
    saved = json.loads((tmp_path / "canfield.json").read_text())
    assert saved["game"]["seed"] == seed
    driver.key(pygame.K_SPACE)
    driver.key(pygame.K_ESCAPE)  # to the title; the game is kept, then opened again
    again = CanfieldBook(tmp_path / "canfield.json", book.purse)
    again.load()
    assert again.problem is None and again.game is not None and again.game.seed == seed
    assert again.game.move_stack == game_of(scene).move_stack
    scene = CanfieldScene(app, again)
    app.push(scene)
    driver.settle()
    assert "Deal 12" in title_words()
    driver.key(pygame.K_n)
    driver.key(pygame.K_RETURN)  # the twelfth given up (it counts): the thirteenth
    assert "Deal 13" in title_words()


def test_a_finished_game_keeps_its_number(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from text_recorder import recording

    driver, scene = open_scene(tmp_path, seed=STUCK_SEED)
    assert scene.control.result is not None and scene.control.table_number() == 1
    driver.key(pygame.K_RETURN)
    with recording(monkeypatch) as recorder:
        recorder.draw_app(driver.app)
    # The number with the deal's code (issue 35): the code that deals these cards again.
    code = DealCode("canfield", 52, STUCK_SEED)
    assert any(drawn.text == f"Deal 1 · code {code}" for drawn in recorder.drawn)


def test_a_card_sent_home_is_heard_with_its_chips(tmp_path: Path) -> None:
    """Issue 41: a card to a foundation is paid for, so its chips are heard over the card."""
    driver, scene = open_scene(tmp_path)
    played: list[str] = []
    scene.app.sounds.play = played.append  # type: ignore[method-assign]
    moves = solve(Canfield.deal(WINNABLE_SEED))
    assert moves is not None
    n = next(i for i, m in enumerate(moves) if m.to_foundation)
    for move in moves[:n]:
        play_by_clicks(driver, scene, move)
    assert "chips" not in played and played
    play_by_clicks(driver, scene, moves[n])
    assert played[-2:] == ["flip", "chips"]
