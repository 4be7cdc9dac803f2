"""Draw's buttons on the title (its entry in :mod:`drawpoker.games`): CONTINUE a saved match,
NEW MATCH. A saved match is never dropped silently, and a buy-in whose save is gone comes back
to the bank when the title is built."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from drawpoker.bank import DRAW
from drawpoker.ui import bank_ui
from drawpoker.ui.said import said
from drawpoker.ui.scene import SceneName
from drawpoker.ui.tell import tell as tell_in_box
from drawpoker.ui.widgets import Button

if TYPE_CHECKING:
    from drawpoker.storage.draw.records import MatchRecords
    from drawpoker.ui.app import App
    from drawpoker.ui.scene import Scene

log = logging.getLogger(__name__)

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


class DrawTitle:
    """The draw match as the title offers it: continue the saved one, or start anew."""

    def __init__(self, scene: Scene) -> None:
        self.scene = scene
        self.app: App = scene.app

    @property
    def records(self) -> MatchRecords | None:
        return self.app.records.draw if self.app.records is not None else None

    def buttons(self) -> list[Button]:
        """With a saved match, CONTINUE comes first and takes Enter; NEW MATCH asks first."""
        app = self.app
        saved = self.saved()
        told = bank_ui.settle_lost_match(app, saved)  # a buy-in whose match is gone comes back
        if told and told not in app.notices:
            app.notices.append(told)
        refused = said(self.records.notice) if self.records is not None else None
        if refused and app.scene is self.scene:  # in a box too, over the title
            tell_in_box(app, [refused, *([told] if told else [])])
        buttons: list[Button] = []
        if saved:
            buttons.append(Button("title.continue", self.continue_match, ENTER,
                                  kind="primary", shortcut="continue", name="continue"))
        buttons.append(Button("title.new_match", self.new_match, () if saved else ENTER,
                              kind="normal" if saved else "primary", shortcut="new_match",
                              name="new_match"))
        return buttons

    def saved(self) -> bool:
        slot = self.records
        if slot is None:
            return False
        bank_ui.bank_for(self.app)  # the bank first: it tells a save of a buy-in paid back
        if slot.exists():
            return True
        # A save that cannot be loaded was refused by exists(): tell the player here.
        self._notice(said(slot.notice))
        return False

    def _notice(self, message: str | None) -> None:
        if message and message not in self.app.notices:
            self.app.notices.append(message)

    def new_match(self) -> None:
        """The player chooses her opponent; a saved match is given up only once confirmed,
        and the player hears where its money goes (the saved stack back to the bank)."""
        if not self.saved():
            self.app.go(SceneName.OPPONENTS)
            return
        stack = bank_ui.saved_stack(self.app, self.records)
        back = stack is not None and DRAW in bank_ui.bank_for(self.app).bank.tables
        self.app.go(SceneName.CONFIRM,
                    question_key="confirm.new_match_back" if back else "confirm.new_match",
                    question_args={"stack": bank_ui.money(stack or 0)},
                    confirm_key="title.new_match", on_confirm=self._abandon_saved,
                    safe_shortcut="new_match")

    def _abandon_saved(self) -> None:
        """Count the saved match as abandoned in the statistics, forget it, start anew."""
        slot = self.records
        if slot is not None:  # counted where it counted: a match for table chips apart
            slot.stats_of(slot.saved_free()).abandoned()
        bank_ui.match_given_up(self.app, bank_ui.saved_stack(self.app, slot))
        if slot is not None:
            try:
                slot.clear()
            except Exception as exc:  # a stuck file must not stop a new match
                log.warning("could not clear the saved match: %s", exc)
        self.app.go(SceneName.OPPONENTS)

    def continue_match(self) -> None:
        slot = self.records
        match = slot.load() if slot is not None else None
        if match is not None:
            self.app.go(SceneName.TABLE, match=match)
        else:  # the save was refused: say why on the title (it is kept aside)
            self._notice(said(slot.notice) if slot is not None else None)
            self.scene.resume()


def title_buttons(scene: Scene) -> list[Button]:
    """Draw's entry on the title (see :mod:`drawpoker.games.draw`)."""
    return DrawTitle(scene).buttons()
