"""What the keys page (``ui/keys_page.py``) shows and says: its list of actions under their
sections' headings, each with its keycap, and the words for a key, an action and a refusal."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple, Protocol

import pygame

from drawpoker import keymap
from drawpoker.i18n import t
from drawpoker.ui import felt, shortcuts, style, text
from drawpoker.ui.widgets import Button, draw_keycap, draw_page, draw_panel, keycap_width


class KeysScene(Protocol):
    """What the page's drawing reads of the keys page (``ui/keys_page.py``)."""

    first: int  # the first line shown
    message: str
    refused: bool
    waiting: str | None  # the action listening for its new key
    buttons: list[Button]

    @property
    def action(self) -> str: ...


class ListShown(NamedTuple):
    """What the list drew, for the page's input: the scroll it settled on, how many lines fit
    and each action's row (rows out of view have none)."""

    first: int
    lines: int
    rects: dict[str, pygame.Rect]


#: Keys pygame names that the keycaps already translate (``keys.*`` in the language files).
_NAMED = {"escape": "esc", "return": "enter", "enter": "enter", "tab": "tab", "space": "space",
          "f1": "f1", "f11": "f11", "delete": "delete", "backspace": "backspace"}


def key_words(key: str) -> str:
    """A key as the page writes and says it: "G", "F5", "Tab" (translated where named)."""
    if key in _NAMED:
        return t(f"keys.{_NAMED[key]}")
    if len(key) == 1 or key in keymap.FUNCTION_KEYS:
        return keymap.shown(key)
    return key.title()


def action_words(name: str) -> str:
    return t(keymap.label_key(name))


def section_words(name: str) -> str:
    section = next(action.section for action in keymap.actions() if action.name == name)
    return t(keymap.section_label_key(section))


def row_words(name: str) -> str:
    """An action's row as speech says it: "Bet, draw table: B" (and its first key if moved)."""
    key = shortcuts.key_of(name)
    words = t("keymap.row", action=action_words(name), section=section_words(name),
              cap=key_words(key))
    default = keymap.defaults()[name]
    if key != default:
        words = f"{words} {t('keymap.was', cap=key_words(default))}"
    return words


def refusal(problem: keymap.Clash) -> str:
    """Why a key was refused, in the player's words."""
    key = key_words(problem.key)
    if problem.kind == "taken":
        return t("keymap.taken", cap=key, action=action_words(problem.other),
                 section=section_words(problem.other))
    return t(f"keymap.{problem.kind}", cap=key)


def entries() -> list[tuple[str, str]]:
    """The list's lines in order: ("head", section) before each section's ("key", action)."""
    found: list[tuple[str, str]] = []
    every = keymap.actions()
    for section in keymap.sections():
        found.append(("head", section))
        found += [("key", action.name) for action in every if action.section == section]
    return found


def in_view(first: int, action: str, lines: int) -> int:
    """The first line shown once the list scrolls from ``first`` so that ``action`` (and its
    heading, at a section's top) is among its ``lines`` lines."""
    index = entries().index(("key", action))
    if index - 1 < first:
        return max(0, index - 1)
    if index >= first + lines:
        return index - lines + 1
    return first


def draw_keys_page(surface: pygame.Surface, scene: KeysScene) -> ListShown:
    """The page: its title and what it does, the list, the last thing said, the buttons;
    returns what the list drew, for the page to keep."""
    felt.draw(surface, with_line=False)
    sc = style.sizer(style.scale_for(surface.get_size()))
    inner, top = draw_page(surface, t("keymap.title"), 980)
    small = sc(17)
    size, lines = text.fit_wrapped(t("keymap.intro"), inner.width, 2 * text.line_height(sc(17)),
                                   False, small)
    text.draw_lines(surface, lines, pygame.Rect(inner.left, top + sc(4), inner.width, 0), size,
                    style.TEXT_DIM)
    list_top = top + sc(10) + len(lines) * text.line_height(size)
    bar = pygame.Rect(inner.left, inner.bottom - sc(50), inner.width, sc(50))
    said_h = 2 * text.line_height(small)
    said = pygame.Rect(inner.left, bar.top - sc(8) - said_h, inner.width, said_h)
    box = pygame.Rect(inner.left, list_top, inner.width, said.top - sc(8) - list_top)
    shown = _draw_list(surface, scene, box, sc)
    if scene.message:
        size, lines = text.fit_wrapped(scene.message, said.width, said.height, False, small)
        text.draw_lines(surface, lines, said, size, style.BAD if scene.refused else style.GOLD)
    _draw_bar(surface, scene, bar, sc)
    return shown


def _draw_list(surface: pygame.Surface, scene: KeysScene, box: pygame.Rect,
               sc: Callable[[float], int]) -> ListShown:
    """The lines in view: headings, then each action with its keycap (and its first key)."""
    row_h = max(sc(34), text.line_height(sc(19)) + sc(8))
    lines = max(1, box.height // row_h)
    found = entries()
    first = in_view(max(0, min(scene.first, len(found) - lines)), scene.action, lines)
    rects: dict[str, pygame.Rect] = {}
    cap_h = sc(28)
    key_x = box.left + box.width * 56 // 100  # the prompt "Press the new key…" fits after it
    for offset, (kind, name) in enumerate(found[first:first + lines]):
        row = pygame.Rect(box.left, box.top + offset * row_h, box.width, row_h - sc(4))
        if kind == "head":
            text.draw_fitted(surface, t(keymap.section_label_key(name)), row, style.PANEL_TITLE,
                             True, sc(21), anchor="bottomleft")
            pygame.draw.line(surface, style.PANEL_EDGE, (row.left, row.bottom),
                             (row.right, row.bottom), max(1, sc(1)))
            continue
        rects[name] = row
        chosen = name == scene.action
        if chosen:
            draw_panel(surface, row, max(3, row.height // 5), (*style.FELT_LIGHT, 210),
                       style.GOLD_DARK)
        label = pygame.Rect(row.left + sc(12), row.top, key_x - row.left - sc(24), row.height)
        text.draw_fitted(surface, action_words(name), label, style.TEXT, False, sc(19),
                         anchor="midleft")
        key = shortcuts.key_of(name)
        if scene.waiting == name:
            spot = pygame.Rect(key_x, row.top, row.right - key_x - sc(8), row.height)
            text.draw_fitted(surface, t("keymap.press"), spot, style.GOLD, True, sc(19),
                             anchor="midleft")
            continue
        cap = key_words(key)
        width = keycap_width(cap, cap_h)
        draw_keycap(surface, cap, (key_x + width // 2, row.centery), cap_h)
        default = keymap.defaults()[name]
        if key != default:
            was = pygame.Rect(key_x + width + sc(12), row.top, row.right - key_x - width - sc(20),
                              row.height)
            text.draw_fitted(surface, t("keymap.was", cap=key_words(default)),
                             was, style.TEXT_DIM, False, sc(16), anchor="midleft")
    _draw_cues(surface, first, box, len(found), lines, sc)
    return ListShown(first, lines, rects)


def _draw_cues(surface: pygame.Surface, first: int, box: pygame.Rect, count: int,
               lines: int, sc: Callable[[float], int]) -> None:
    """Small arrows where the list goes on above or below the view."""
    size, x = sc(9), box.right - sc(10)
    if first > 0:
        y = box.top + sc(2)
        pygame.draw.polygon(surface, style.GOLD, [(x - size, y + size), (x + size, y + size),
                                                  (x, y)])
    if first + lines < count:
        y = box.bottom - sc(2)
        pygame.draw.polygon(surface, style.GOLD, [(x - size, y - size), (x + size, y - size),
                                                  (x, y)])


def _draw_bar(surface: pygame.Surface, scene: KeysScene, bar: pygame.Rect,
              sc: Callable[[float], int]) -> None:
    """BACK at the right, RESET ALL before it, the keys' hint in what is left."""
    right = bar.right
    for button in reversed(scene.buttons):
        width = max(sc(170), button.width_for(bar.height) + sc(28))
        button.rect = pygame.Rect(right - width, bar.top, width, bar.height)
        right = button.rect.left - sc(14)
        button.draw(surface)
    room = pygame.Rect(bar.left, bar.top, right - bar.left - sc(12), bar.height)
    size, lines = text.fit_wrapped(t("keymap.hint"), room.width, room.height, False, sc(16))
    high = len(lines) * text.line_height(size)
    if high <= room.height:  # else left out: the page's first lines say the same
        text.draw_lines(surface, lines, pygame.Rect(room.left, room.centery - high // 2,
                                                    room.width, high), size, style.TEXT_DIM)
