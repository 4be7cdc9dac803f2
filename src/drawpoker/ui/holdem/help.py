"""The rules of Texas hold'em as this table plays them, and its keys, on a scrolling page."""

from __future__ import annotations

from drawpoker.ui import shortcuts
from drawpoker.ui.rules_page import KeyRows, RulesPage, RulesPageScene

SECTIONS = ("aim", "blinds", "deal", "betting", "showdown", "pots", "forfeits", "end")
_S = shortcuts.PREFIX
KEYS: KeyRows = (
    ((_S + "holdem_call",), "call"),
    ((_S + "holdem_raise",), "raise"),
    ((_S + "holdem_fold",), "fold"),
    ((_S + "holdem_next", "enter"), "next"),
    ((_S + "holdem_leave",), "leave"),
    (("space",), "hurry"),
    (("f1",), "help"),
    (("esc",), "back"),
)


class HoldemHelpScene(RulesPageScene):
    """Hold'em's rules page: the texts under ``holdem.help``."""

    PAGE = RulesPage("holdem.help.title", "holdem.help", SECTIONS, KEYS)
