"""The rules of Texas hold'em as this table plays them, and its keys, on a scrolling page."""

from __future__ import annotations

import pygame

from drawpoker.i18n import t
from drawpoker.ui import shortcuts, status_keys, style
from drawpoker.ui.rules_page import KeyRows, RulesPage, RulesPageScene
from drawpoker.ui.scene import SceneName
from drawpoker.ui.widgets import Button

SECTIONS = ("aim", "blinds", "deal", "betting", "showdown", "pots", "forfeits", "players", "end",
            "codes")
_S = shortcuts.PREFIX
KEYS: KeyRows = (
    ((_S + "holdem_call",), "call"),
    ((_S + "holdem_raise",), "raise"),
    ((_S + "holdem_fold",), "fold"),
    ((_S + "holdem_next", "enter"), "next"),
    ((_S + "holdem_leave",), "leave"),
    ((_S + "holdem_log",), "log"),
    (("space",), "hurry"),
    (tuple(_S + action for action in status_keys.ACTIONS.values()), "status"),
    (("F2",), "spoken_log"),
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

    def enter(self) -> None:
        super().enter()
        # The first-run tour of the house rules, again (T), left of BACK.
        self.buttons.append(Button("tour.button",
                                   lambda: self.app.go(SceneName.TOUR, table="holdem"),
                                   shortcut="tour", name="tour"))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        sc = style.sizer(style.scale_for(surface.get_size()))
        back, tour = self.buttons[0], self.buttons[1]
        tour.rect = pygame.Rect(0, 0, max(sc(150), tour.width_for(back.rect.height)),
                                back.rect.height)
        tour.rect.topright = (back.rect.left - sc(14), back.rect.top)
        tour.draw(surface)

    def section_text(self, name: str) -> str:
        if name == "codes":  # the keys it names, as the player has bound them
            return t("holdem.help.text.codes", log=shortcuts.letter("holdem_log"),
                     copy=shortcuts.letter("copy_code"), code=shortcuts.letter("play_code"),
                     practice=shortcuts.letter("practice"))
        words = super().section_text(name)
        if name != "blinds":
            return words
        order = "casino" if self.casino_blinds else "seed"
        return f"{words} {t(f'holdem.help.in_force.{order}')}"
