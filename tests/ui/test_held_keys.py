"""A key held down belongs to the scene it was pressed on (issue 23: T on the defeat screen
opened the statistics: T went to the title, and the key's repeat pressed STATISTICS there)."""

from __future__ import annotations

import pygame
import scene_matrix
from ui_driver import Driver

from drawpoker.ui.menus import TitleScene
from drawpoker.ui.stats import StatsScene


def down(d: Driver, key: int, letter: str) -> None:
    d.post(pygame.KEYDOWN, key=key, mod=0, unicode=letter, scancode=0)
    d.step()


def up(d: Driver, key: int) -> None:
    d.post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
    d.step()


def test_t_held_on_the_defeat_screen_goes_to_the_title_and_stays_there() -> None:
    d = Driver(scene_matrix.build("gameover-lost", (1280, 720)))
    down(d, pygame.K_t, "t")
    assert isinstance(d.scene, TitleScene)
    for _ in range(5):  # the key repeats while it is held
        down(d, pygame.K_t, "t")
    assert isinstance(d.scene, TitleScene)
    up(d, pygame.K_t)
    down(d, pygame.K_t, "t")  # a new press is a press on the title: STATISTICS
    assert isinstance(d.scene, StatsScene)


def test_a_key_held_on_one_scene_does_not_stop_other_keys_on_the_next() -> None:
    d = Driver(scene_matrix.build("gameover-lost", (1280, 720)))
    down(d, pygame.K_t, "t")
    assert isinstance(d.scene, TitleScene)
    down(d, pygame.K_s, "s")  # T still held: S is a new key, SETTINGS opens
    assert type(d.scene).__name__ == "SettingsScene"
