"""Why? at a hold'em practice table against ``hard``, heads-up (issue 35): the solved level's
chances are exact, not sampled, so the page must name exactly the odds hard's strategy played
at each decision. The test finds them itself, without running the player: the hand is replayed
from its committed order, and at each of her decisions the shipped blueprint is read at her
information set (pre-flop and flop) or the turn and river are solved again from her view, as
the table solves them; the abstract odds are then put on the moves the table allowed. The page
must say them, as the why words write a chance, in every language."""

from __future__ import annotations

import copy
from pathlib import Path

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.ai.holdem.base import board_of, legal_of, my_combo
from drawpoker.ai.holdem.players import make_player
from drawpoker.ai.holdem.solved.betting import key, legal
from drawpoker.ai.holdem.solved.player import Solved, abstract_state
from drawpoker.engine.holdem import HoldemGame, action_of_kind
from drawpoker.engine.holdem.actions import HoldemActionKind
from drawpoker.engine.holdem.street import Street
from drawpoker.i18n import t
from drawpoker.storage.bank import BankBook
from drawpoker.storage.shelf import Shelf
from drawpoker.ui import bank_ui
from drawpoker.ui.scene import SceneName
from drawpoker.ui.whatif.why_scene import WhyScene

HUMAN, HER = 0, 1
#: The tables' seed: its first hands bring her to decisions on every street, the last one on
#: the river before the player's turn.
SEED = 5


def _practice_against_hard(folder: Path, language: str) -> Driver:
    """A seeded app, the hold'em setup page: one opponent of level hard, PRACTICE."""
    app = make_app(speed="instant", language=language, seed=SEED)
    app.records = Shelf(folder)
    bank_ui.use_bank(app, BankBook(folder / "bank.json"))
    app.go(SceneName.TITLE)
    driver = Driver(app)
    driver.settle()
    driver.click_button("holdem")
    driver.step()
    driver.key(pygame.K_1)
    driver.click_button("level_hard")
    driver.step()
    driver.key(pygame.K_p)
    driver.settle()
    return driver


def _to_his_turn_after_her_river(driver: Driver) -> None:
    """Play by keys (call or check) until it is the player's turn on the river after she
    acted there."""
    table = driver.scene
    for _ in range(300):
        driver.settle()
        game = table.control.game  # type: ignore[attr-defined]
        if not game.street.is_betting:
            driver.key(pygame.K_n)  # the next hand
            continue
        actions = game.view(HUMAN).actions
        if game.street is Street.RIVER and game.to_act == HUMAN and actions \
                and actions[-1].seat == HER and actions[-1].street is Street.RIVER:
            return
        driver.key(pygame.K_c)
    raise AssertionError("she never acted on the river before the player's turn")


def _abstract_odds(hard: Solved, view: object) -> dict[str, float]:
    """Hard's odds by abstract move (f, k, r) at her decision: the blueprint's entry for her
    information set before the turn, the table's turn or river solve after it."""
    if view.street is Street.TURN:  # type: ignore[attr-defined]
        solved = hard.turn.odds(view)  # type: ignore[arg-type]
    elif view.street is Street.RIVER:  # type: ignore[attr-defined]
        solved = hard.river.odds(view)  # type: ignore[arg-type]
    else:
        solved = None
    if solved is not None:
        return solved
    state = abstract_state(view)  # type: ignore[arg-type]
    assert state is not None
    bucket = hard.abstraction.bucket(my_combo(view), board_of(view))  # type: ignore[arg-type]
    shipped = hard.strategy.get(key(state, bucket))
    assert shipped is not None
    return {move: weight / sum(shipped) for move, weight in zip(legal(state), shipped,
                                                                  strict=True)}


def _on_the_table(view: object, odds: dict[str, float]) -> dict[str, float]:
    """The abstract odds on the moves the table allows: a raise it does not allow is a call
    or check, a fold not offered a check."""
    allowed = legal_of(view)  # type: ignore[arg-type]
    stay = "check" if HoldemActionKind.CHECK in allowed else "call"
    out: dict[str, float] = {}
    for move, p in odds.items():
        if move == "r" and HoldemActionKind.RAISE in allowed:
            name = "raise"
        elif move == "f" and HoldemActionKind.FOLD in allowed:
            name = "fold"
        else:
            name = stay
        out[name] = out.get(name, 0.0) + p
    return out


def _her_decisions(before: HoldemGame, order: list, lines: list) -> list[tuple[str, dict]]:
    """Each of her decisions in the hand so far: its street and hard's odds on its moves."""
    hard = make_player("hard", seed=0)
    assert isinstance(hard, Solved)
    game = copy.deepcopy(before)
    game.start_hand(order=order)
    found = []
    for line in lines:
        if line["type"] != "ActionTaken":
            continue
        seat, action = int(line["seat"]), action_of_kind(line["action"])
        if seat == HER:
            view = game.view(HER)
            found.append((str(view.street), _on_the_table(view, _abstract_odds(hard, view))))
        game.act(action, seat=seat)
    return found


@pytest.mark.parametrize("language", ["en", "fr", "pt", "es", "de"])
def test_why_names_hards_solved_odds_heads_up(tmp_path: Path, language: str,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from drawpoker import i18n
    from drawpoker.i18n import Translator
    from drawpoker.ui.whatif.words import choice_words, percent

    monkeypatch.setattr(i18n, "_current", Translator(language))
    driver = _practice_against_hard(tmp_path, language)
    table = driver.scene
    control = table.control  # type: ignore[attr-defined]
    assert control.practice and table.control.game.players == 2  # type: ignore[attr-defined]
    _to_his_turn_after_her_river(driver)
    so_far = control.so_far
    assert so_far is not None
    expected = _her_decisions(so_far.before, so_far.order, so_far.lines)
    streets = [street for street, _ in expected]
    assert {"preflop", "turn", "river"} <= set(streets)  # the blueprint and both solves
    driver.key(pygame.K_h)
    driver.key(pygame.K_y)
    driver.settle()
    why = driver.scene
    assert isinstance(why, WhyScene) and why.reasons is not None
    assert [(r.phase, r.basis) for r in why.reasons] == [(s, "mixed") for s in streets]
    name = table.name_of(HER)  # type: ignore[attr-defined]
    said = [text for text, _ in why.paragraphs()]
    for reason, (_, odds) in zip(why.reasons, expected, strict=True):
        assert reason.did in odds
        named = sorted(((move, p) for move, p in odds.items() if p >= 0.0005),
                       key=lambda item: -item[1])
        moves = ", ".join(t("why.option", move=choice_words(move), percent=percent(p))
                          for move, p in named)
        assert t("why.strategy", who=name, moves=moves) in said  # these chances, no other
