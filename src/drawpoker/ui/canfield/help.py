"""The rules of Canfield and its keys, on a scrolling page in the player's language."""

from __future__ import annotations

from drawpoker.ui.rules_page import KeyRows, RulesPage, RulesPageScene

SECTIONS = ("aim", "layout", "play", "spaces", "stock", "auto", "money", "end")
KEYS: KeyRows = (
    (("space", "D"), "deal"),
    (("1\u20134", "R", "W", "F"), "pick"),
    (("H", "enter"), "hint"),
    (("U", "Ctrl+Z"), "undo"),
    (("N",), "new"),
    (("A", "V", "P", "S", "O", "E"), "status"),
    (("F2",), "spoken_log"),
    (("f1",), "help"),
    (("esc",), "back"),
)


class CanfieldHelpScene(RulesPageScene):
    """Canfield's rules page: the texts under ``canfield.help``."""

    PAGE = RulesPage("canfield.help_title", "canfield.help", SECTIONS, KEYS)
