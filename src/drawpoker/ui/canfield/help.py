"""The rules of Canfield and its keys, on a scrolling page in the player's language."""

from __future__ import annotations

from drawpoker.ui import shortcuts, status_keys
from drawpoker.ui.rules_page import KeyRows, RulesPage, RulesPageScene

SECTIONS = ("aim", "layout", "play", "spaces", "stock", "auto", "money", "end")
_S = shortcuts.PREFIX
#: The keycaps of the player's keys (``shortcut:`` names, moved on the keys page) and fixed ones.
KEYS: KeyRows = (
    (("space", _S + "canfield_deal"), "deal"),
    (("1\u20134", _S + "canfield_reserve", _S + "canfield_waste", _S + "canfield_foundation"),
     "pick"),
    ((_S + "canfield_hint", "enter"), "hint"),
    ((_S + "canfield_undo", "Ctrl+Z"), "undo"),
    ((_S + "canfield_new",), "new"),
    ((_S + "play_code",), "code"),
    (tuple(_S + action for action in status_keys.ACTIONS.values()), "status"),
    (("F2",), "spoken_log"),
    (("f1",), "help"),
    (("esc",), "back"),
)


class CanfieldHelpScene(RulesPageScene):
    """Canfield's rules page: the texts under ``canfield.help``."""

    PAGE = RulesPage("canfield.help_title", "canfield.help", SECTIONS, KEYS)
