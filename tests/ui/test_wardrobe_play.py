"""Her own wardrobe at the tables (issue 41), through the real scenes with real keys: at the
draw table Rosa pawns her biscuit tin, buys it back and loses her things by their own names;
at hold'em Kiki does the same with her sketchbook; the five hold'em seats are five different
people at a glance (a picture-difference check between every two seats), each portrait twice
the scale her whole figure had there, and the same woman looks the same from one game to the
next, whatever seat she takes.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from itertools import combinations
from pathlib import Path

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.engine.draw import ForfeitState, Phase, Rules
from drawpoker.engine.holdem import HoldemGame, HoldemRules, Street
from drawpoker.i18n import t
from drawpoker.roster import load_roster
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import STRONG, WEAK, PassiveOpponent, stacked_order
from drawpoker.ui.holdem import staging
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.holdem.seats import Seating
from drawpoker.ui.item_pictures import BUST
from drawpoker.ui.scene import SceneName

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from holdem.tables import stacked

ROSTER = load_roster()
#: Her whole figure's height at a hold'em seat before issue 41 (the plate's picture box).
FIGURE_BEFORE = {(1024, 600): 96, (1280, 720): 120}


# --------------------------------------------------------------------------- draw


def test_at_the_draw_table_rosa_pawns_buys_back_and_loses_her_own_things() -> None:
    rosa = ROSTER.get("rosa")
    tin, bag = (item.name("en") for item in rosa.wardrobe[:2])
    rules = Rules(starting_money=30, pawn_loan=30, buyback_at=60, forfeit_items=2)
    app = make_app(rules)
    plan = {"mine": STRONG, "hers": WEAK}
    table = TableScene(app, opponent=PassiveOpponent(), seed=3,  # type: ignore[arg-type]
                       deal_orders=lambda n: stacked_order(rules, plan["mine"], plan["hers"], n),
                       character="rosa")
    table.live_clock = False
    app.push(table)
    d = Driver(app)
    m = table.control.match
    assert [table.pictures.item_name(i, "en") for i in range(2)] == [tin, bag]
    pawned = bought_back = False
    worn_with_tin = table.pictures.avatar(pygame.Rect(0, 0, 180, 300), {0, 1})
    texts: list[str] = []  # every line of every deal's log
    for _ in range(300):
        d.settle()
        texts += [line.text() for line in table.board.history if line.text() not in texts]
        if m.phase is Phase.MATCH_OVER:
            break
        pawned = pawned or m.forfeits[0] is ForfeitState.PAWNED
        bought_back = bought_back or (pawned and m.forfeits[0] is ForfeitState.WORN)
        hers = pawned and not bought_back  # she wins while the tin is pawned: she buys it back
        plan.update(mine=WEAK if hers else STRONG, hers=STRONG if hers else WEAK)
        names = {b.name for b in table.buttons}
        if "next_deal" in names:
            d.key(pygame.K_n)
        elif "bet" in names:
            d.key(pygame.K_b)
        elif "call" in names:
            d.key(pygame.K_c)
        elif "draw" in names:
            d.key(pygame.K_d)
    assert m.phase is Phase.MATCH_OVER and bought_back
    assert m.forfeits == (ForfeitState.LOST, ForfeitState.LOST)
    said = " | ".join(texts)
    assert t("draw.table.log.pawned", item=tin, amount=30) in texts, said
    assert any(text.startswith(t("draw.table.log.bought_back", item=tin, amount=60)[:20])
               for text in texts), said
    assert t("draw.table.log.lost", item=bag) in texts or t("draw.table.log.lost",
                                                            item=tin) in texts, said
    # Without her tin her picture is another: the item was drawn on her, and is gone.
    bare = table.pictures.avatar(pygame.Rect(0, 0, 180, 300), set())
    assert pygame.image.tobytes(bare, "RGBA") != pygame.image.tobytes(worn_with_tin, "RGBA")


# --------------------------------------------------------------------------- hold'em


def _kiki_table(game: HoldemGame, orders: Callable[[int], list | None]) -> Driver:
    app = make_app(speed="instant")
    app.go(SceneName.TITLE)
    # Her seat's own theme is the party's: the player's theme (wardrobe) dresses her anyway.
    seating = Seating(("", "Kiki"), ("", "party"), "normal", ("", "kiki"))
    app.go(SceneName.HOLDEM_TABLE, game=game, seating=seating, deck_orders=orders, seed=2)
    scene = app.scene
    assert isinstance(scene, HoldemTableScene)
    scene.control.players = {seat: staging.ScriptedPlayer() for seat in scene.control.players}
    return Driver(app)


def test_at_holdem_kiki_pawns_buys_back_and_loses_her_own_things() -> None:
    kiki = ROSTER.get("kiki")
    game = HoldemGame(HoldemRules(players=2, starting_money=100, pawn_loan_blinds=2), seed=2)
    plan = {"her_aces": False}

    def orders(hand: int) -> list | None:
        mine, hers = ("7c 2d", "As Ah") if plan["her_aces"] else ("As Ah", "7c 2d")
        return stacked(game, {0: mine, 1: hers}, "Ks Qd 9h 4c 3s")

    driver = _kiki_table(game, orders)
    scene = driver.scene
    assert isinstance(scene, HoldemTableScene)
    own = [item.name("en") for item in kiki.wardrobe]
    assert [scene.item_name(1, i) for i in range(len(own))] == own
    said: set[str] = set()
    pawned = bought_back = False
    for _ in range(600):
        driver.step()
        said |= {line.text(scene.name_of, scene.item_name) for line in scene.log_lines}
        g = scene.control.game
        states = g.items[1].states
        pawned = pawned or any(state is ForfeitState.PAWNED for state in states)
        bought_back = bought_back or any(text.startswith("Kiki buys back ") for text in said)
        plan["her_aces"] = pawned and not bought_back
        if g.street is Street.MATCH_OVER and not scene.busy:
            break
        if scene.busy or scene.control.computer_to_act:
            continue
        if g.street is Street.BETWEEN_HANDS:
            driver.key(pygame.K_n)
        else:
            driver.key(pygame.K_r if driver.has_button("raise") else pygame.K_c)
    assert scene.control.game.street is Street.MATCH_OVER
    words = " | ".join(sorted(said))
    assert pawned and bought_back, words
    assert any(text.startswith(f"Kiki pawns {own[0]} for $") for text in said), words
    assert any(text.startswith(f"Kiki buys back {own[0]} for $") for text in said), words
    assert any(text.startswith("Kiki loses ") and text[11:-len(" for good.")] in own
               for text in said), words
    assert not any(theme_name in words for theme_name in ("Party hat", "Hat", "Sunglasses"))
    assert any(state is ForfeitState.LOST for state in scene.control.game.items[1].states)


def _six_seats(size: tuple[int, int], seed: int) -> HoldemTableScene:
    app = make_app(speed="instant", size=size)
    app.go(SceneName.TITLE)
    app.go(SceneName.HOLDEM_TABLE, opponents=5, seed=seed)
    driver = Driver(app)
    driver.settle()
    app.draw()
    scene = driver.scene
    assert isinstance(scene, HoldemTableScene)
    return scene


def _small(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(pygame.transform.smoothscale(surface, (30, 36)), "RGB")


def _difference(a: bytes, b: bytes) -> float:
    """Mean absolute difference of two pictures' channels, 0 (the same) to 255."""
    return sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_five_seats_are_five_different_people_at_a_glance(size: tuple[int, int]) -> None:
    scene = _six_seats(size, seed=5)
    screen = scene.app.screen
    faces = {seat: scene.painter.placed[("face", seat)] for seat in range(1, 6)}
    assert len({scene.control.seating.characters[seat] for seat in faces}) == 5
    for seat, face in faces.items():
        assert face.height >= 100, f"seat {seat}'s portrait is {face.height} px tall"
        # Her figure is drawn at twice (or more) the scale it had, cut to her head and shoulders.
        assert face.height / BUST >= 2 * FIGURE_BEFORE[size]
        wardrobe = {i.id for i in scene.control.seating.character(seat).wardrobe}  # type: ignore[union-attr]
        assert set(scene.pictures(seat).art.theme.item_ids) == wardrobe  # type: ignore[union-attr]
    pictures = {seat: _small(screen.subsurface(face).copy()) for seat, face in faces.items()}
    differences = {(a, b): _difference(pictures[a], pictures[b])
                   for a, b in combinations(sorted(pictures), 2)}
    least = min(differences.values())
    assert least >= 20, f"two seats look too alike: {differences}"


def test_the_same_woman_looks_the_same_from_one_game_to_the_next() -> None:
    first, second = _six_seats((1280, 720), seed=5), _six_seats((1280, 720), seed=11)
    at = {scene: {scene.control.seating.characters[s]: s for s in range(1, 6)}
          for scene in (first, second)}
    both = set(at[first]) & set(at[second])
    assert both, "the two games share at least one opponent"
    moved = [who for who in both if at[first][who] != at[second][who]]
    assert moved, "one of them sits elsewhere (so her seat does not decide her look)"
    box = first.layout.face_rect(1)
    for who in both:
        a = first.pictures(at[first][who]).bust(box, {0, 1, 2, 3, 4, 5})
        b = second.pictures(at[second][who]).bust(box, {0, 1, 2, 3, 4, 5})
        assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA"), who
