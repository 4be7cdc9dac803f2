"""The rules of Texas hold'em as this table plays them, and its keys, on a scrolling page."""

from __future__ import annotations

from drawpoker.i18n import t
from drawpoker.ui import shortcuts
from drawpoker.ui.rules_page import KeyRows, RulesPage, RulesPageScene

SECTIONS = ("aim", "blinds", "deal", "betting", "showdown", "pots", "forfeits", "players", "end")
_S = shortcuts.PREFIX
KEYS: KeyRows = (
    ((_S + "holdem_call",), "call"),
    ((_S + "holdem_raise",), "raise"),
    ((_S + "holdem_fold",), "fold"),
    ((_S + "holdem_next", "enter"), "next"),
    ((_S + "holdem_leave",), "leave"),
    ((_S + "holdem_log",), "log"),
    (("space",), "hurry"),
    (("f1",), "help"),
    (("esc",), "back"),
)


class HoldemHelpScene(RulesPageScene):
    """Hold'em's rules page: the texts under ``holdem.help``."""

    PAGE = RulesPage("holdem.help.title", "holdem.help", SECTIONS, KEYS)

    def __init__(self, app: object, casino_blinds: bool | None = None) -> None:
        """``casino_blinds``: the order at the table the page was opened from (None: the one
        the setup page last chose), so the page says which of the two is in force."""
        super().__init__(app)
        if casino_blinds is None:
            casino_blinds = bool(self.app.settings.holdem_casino_blinds)
        self.casino_blinds = casino_blinds

    def section_text(self, name: str) -> str:
        words = super().section_text(name)
        if name != "blinds":
            return words
        order = "casino" if self.casino_blinds else "seed"
        return f"{words} {t(f'holdem.help.in_force.{order}')}"
