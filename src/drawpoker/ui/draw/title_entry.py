"""Draw's buttons on the title (its entry in :mod:`drawpoker.games`): CONTINUE a saved match,
NEW MATCH. A saved match is never dropped silently, and a buy-in whose save is gone comes back
to the bank when the title is built. Its extras there: the career's trophies won, on a small
shelf in the top right corner (:func:`title_shelf`)."""

from __future__ import annotations

import logging
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from drawpoker import career
from drawpoker.bank import DRAW
from drawpoker.i18n import t
from drawpoker.ui import bank_ui, characters, style, text, trophy_art
from drawpoker.ui.said import said
from drawpoker.ui.scene import SceneName
from drawpoker.ui.tell import tell as tell_in_box
from drawpoker.ui.widgets import Button

if TYPE_CHECKING:
    from drawpoker.storage.draw.records import MatchRecords
    from drawpoker.ui.scene import Host, Scene

log = logging.getLogger(__name__)

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


class DrawTitle:
    """The draw match as the title offers it: continue the saved one, or start anew."""

    def __init__(self, scene: Scene) -> None:
        self.scene = scene
        self.app: Host = scene.app

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


# ---------------------------------------------------------------------- the trophy shelf

def title_shelf(scene: Scene, surface: pygame.Surface, room: pygame.Rect,
                s: float) -> pygame.Rect:
    """The career's trophies won, small, on a plank centred at the top of ``room`` (the
    title's top right corner) under how many of how many; nothing without a trophy. Drawn
    once a career, a size and a language, then only blitted: the title redraws at its
    ambient rate."""
    ids = _won(scene)
    if not ids:
        return pygame.Rect(room.topleft, (0, 0))
    picture = _shelf(ids, room.size, round(s * 1000), shelf_words(scene), text.sizing())
    if picture is None:
        return pygame.Rect(room.topleft, (0, 0))
    where = picture.get_rect(midtop=(room.centerx, room.top))
    surface.blit(picture, where)
    return where


def shelf_words(scene: Scene) -> str:
    """How many of the ladder's trophies are won ("Trophies: 2 of 6"), over the shelf and
    said as the title opens; "" without a trophy."""
    ids = _won(scene)
    total = max(len(_order()), len(ids)) if ids else 0
    return t("career.title_shelf", won=len(ids), total=total) if ids else ""


def _won(scene: Scene) -> tuple[str, ...]:
    """The trophies won, in the ladder's order (ids it does not list last)."""
    records = scene.app.records.draw if scene.app.records is not None else None
    won = records.stats.stats.trophies if records is not None else {}
    if not won:  # the first frame of a new player's title reads no ladder
        return ()
    order = _order()
    return tuple(sorted(won, key=lambda ident: (ident not in order, order.index(ident)
                                                if ident in order else 0, ident)))


def _order() -> tuple[str, ...]:
    """The ladder over the roster the screens already loaded (``ui.characters``: reading the
    roster a second time cost the title's first frame 30 ms)."""
    return career.ordered(career.shipped_ladder(), tuple(c.id for c in characters.characters()))


@lru_cache(maxsize=4)
def _shelf(ids: tuple[str, ...], room: tuple[int, int], scale: int, caption: str,
           sizing: tuple[float, float]) -> pygame.Surface | None:
    """The shelf's picture for ``room`` (None when even small trophies have no room):
    ``caption`` over the trophies, dropped when the room is too low for both; ``sizing``
    (the text size) is part of the key only."""
    s = scale / 1000
    width, height = room
    size = max(9, round(14 * s))
    line = text.line_height(size)
    plank_h = max(3, round(5 * s))
    gap = round(3 * s)
    smallest = max(14, round(20 * s))
    cup = min(round(48 * s), height - line - gap - plank_h)
    if cup < smallest or text.measure(caption, size)[0] > width:
        caption, line, gap = "", 0, 0  # no room for the words: the trophies alone
        cup = min(round(48 * s), height - plank_h)
    slot = min(cup * 100 // 140 + round(8 * s), width // len(ids))
    cup = min(cup, (slot - round(4 * s)) * 140 // 100)
    if cup < smallest:
        return None
    shelf_w = slot * len(ids) + round(12 * s)
    picture = pygame.Surface((max(shelf_w, text.measure(caption, size)[0] if caption else 0),
                              line + gap + cup + plank_h), pygame.SRCALPHA)
    if caption:
        text.draw(picture, caption, (picture.get_width() // 2, 0), size, style.TEXT_DIM,
                  False, "midtop")
    plank = pygame.Rect(0, picture.get_height() - plank_h, shelf_w, plank_h)
    plank.centerx = picture.get_width() // 2
    pygame.draw.rect(picture, style.RAIL_LIGHT, plank, border_radius=max(1, plank_h // 2))
    pygame.draw.line(picture, style.RAIL, plank.bottomleft, plank.bottomright,
                     max(1, round(s)))
    left = plank.centerx - slot * len(ids) // 2
    for n, ident in enumerate(ids):
        image = trophy_art.trophy(career.colour_of(ident), cup)
        picture.blit(image, image.get_rect(midbottom=(left + n * slot + slot // 2, plank.top)))
    return picture
