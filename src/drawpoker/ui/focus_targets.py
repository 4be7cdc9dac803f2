"""Which controls of a scene the keyboard focus visits (see :mod:`drawpoker.ui.focus`).

A scene may list its own (a ``focus_targets()`` method); otherwise they are found from the
widgets every scene keeps under the same names: ``buttons``, the settings' ``rows``, a
table's amount ``selector``, the draw table's five cards, the new-match page's opponent
``cards`` (the Canfield table lists its own: its piles are the game's). Finding them here
keeps the scenes (each under a page) as they are, and one list for every scene means the test
walks them all the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import partial
from typing import Any

from drawpoker.i18n import t
from drawpoker.ui.focus_target import Target
from drawpoker.ui.page_words import button_words
from drawpoker.ui.scene import Scene
from drawpoker.ui.setting_rows import ChoiceRow
from drawpoker.ui.spoken_cards import card_words
from drawpoker.ui.widgets import AmountSelector, Button


def button_targets(buttons: Sequence[Button]) -> list[Target]:
    """Each enabled button, pressed as a click presses it."""
    return [Target(("button", button.name or button.label_key, index), button.rect,
                   button.on_click, primary=button.kind == "primary",
                   label=partial(button_words, button))
            for index, button in enumerate(buttons) if button.enabled]


def row_targets(rows: Sequence[ChoiceRow],
                on_focus: Callable[[int], None] | None = None) -> list[Target]:
    """Settings rows: Enter steps the value on (as a click on it), ← and → stay the row's;
    ``on_focus`` hears the index of the row the focus comes to (the page's ``focus_row``)."""
    return [Target(("row", row.name), row.rect, partial(row.step, 1, True),
                   on_focus=partial(on_focus, index) if on_focus is not None else None,
                   label=partial(row_words, row))
            for index, row in enumerate(rows) if row.enabled()]


def row_words(row: ChoiceRow) -> str:
    """A settings row as speech says it: "Card colours: two colours"."""
    return t("aloud.ui.row", label=row.label(), value=row.value_text())


def _card_words(scene: Any, index: int) -> str:
    """One of the draw table's cards, with its key and whether it is marked."""
    table = scene.control.model()
    hand = table.match.view(0).hand
    if index >= len(hand):
        return ""
    key = "aloud.slot_marked" if index in table.marked else "aloud.slot"
    return t(key, slot=index + 1, card=card_words(hand[index]))


def selector_targets(selector: AmountSelector) -> list[Target]:
    """The amount's − and + (the arrows still change it wherever the focus is)."""
    if not selector.active:
        return []
    return button_targets([selector.minus, selector.plus])


def _draw_table(scene: Any) -> list[Target]:
    """The draw table: its five cards while they can be marked, then its buttons."""
    found: list[Target] = []
    if scene.can_mark:
        for index in range(5):
            found.append(Target(("card", index), scene.painter.my_card_rect(index),
                                partial(scene.toggle_mark, index),
                                label=partial(_card_words, scene, index)))
    found += selector_targets(scene.selector)
    return found + button_targets(scene.buttons)


def _opponents(scene: Any) -> list[Target]:
    """The new-match page: each opponent's card chooses her, then START and BACK."""
    found = [Target(("opponent", index), rect, partial(scene.choose, index),
                    label=partial(lambda i: scene.roster[i].name, index))
             for index, rect in enumerate(scene.cards)]
    return found + button_targets(scene.buttons)


#: Scenes whose controls are more than their buttons, by class name (no scene module is
#: imported here: each is loaded only when the player opens it).
ADAPTERS: dict[str, Callable[[Any], list[Target]]] = {
    "TableScene": _draw_table,
    "ChooseOpponentScene": _opponents,
}


def targets_of(scene: Scene) -> list[Target]:
    """Every control of ``scene`` that can take the focus, in Tab order."""
    own = getattr(scene, "focus_targets", None)
    if callable(own):
        found: list[Target] = own()
        return found
    adapter = ADAPTERS.get(type(scene).__name__)
    if adapter is not None:
        return adapter(scene)
    rows = getattr(scene, "rows", None)
    found = []
    if rows and all(isinstance(row, ChoiceRow) for row in rows):
        found += row_targets(rows, getattr(scene, "focus_row", None))
    selector = getattr(scene, "selector", None)
    if isinstance(selector, AmountSelector):
        found += selector_targets(selector)
    return found + button_targets(getattr(scene, "buttons", ()))


def own_key(scene: Scene) -> Hashable | None:
    """The control a scene with a focus of its own has chosen (the settings' row, the keys
    page's action: its ``own_focus()``), if any."""
    own = getattr(scene, "own_focus", None)
    if callable(own):
        chosen: Hashable | None = own()
        return chosen
    rows = getattr(scene, "rows", None)
    index = getattr(scene, "focus", None)
    if rows and isinstance(index, int) and 0 <= index < len(rows) \
            and isinstance(rows[index], ChoiceRow):
        return ("row", rows[index].name)
    return None
