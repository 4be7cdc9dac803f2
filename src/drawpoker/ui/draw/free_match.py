"""Draw matches for table chips only: one dealt from a code the player typed, the duplicate
of a match just played (the same deals with the hands swapped), and practice with her cards
shown.

The first two know their decks before they are dealt (a code holds them; a duplicate's player
has seen them), and practice shows her cards, so none touches the bank: no buy-in leaves it
and no stack comes back (``bank_ui.stack_seen`` follows only a table the bank has a buy-in out
at), and each counts in the statistics of such matches, apart from the others
(``MatchRecords.free``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from drawpoker.engine.core.deal_code import DealCode
from drawpoker.engine.draw import Match, Rules
from drawpoker.i18n import t
from drawpoker.ui import bank_ui, style, text
from drawpoker.ui.draw.next_rules import next_rules
from drawpoker.ui.scene import SceneName
from drawpoker.ui.widgets import draw_panel

if TYPE_CHECKING:
    from drawpoker.ui.draw.controller import DrawTableController
    from drawpoker.ui.draw.layout import TableLayout
    from drawpoker.ui.scene import Host


class _Table(Protocol):
    """What the badge reads of the table (no import of the table's scene module here)."""

    @property
    def app(self) -> Host: ...

    @property
    def layout(self) -> TableLayout: ...

    @property
    def control(self) -> DrawTableController: ...


def rules_for_code(app: Host, code: DealCode) -> Rules:
    """The rules of the next match with the code's deck (the rest as the settings say)."""
    rules = next_rules(app)
    if rules.deck_size == code.deck_size:
        return rules
    return app.settings.replace(draw_deck_size=code.deck_size).match_rules()


def start_practice(app: Host, character: str | None) -> None:
    """The table, in place of the page on top, for practice with her cards shown (table
    chips only: the player sees what she holds, ``ui/draw/practice``)."""
    bank_ui.settle_lost_match(app, has_save=False)  # a buy-in left out with no match
    app.replace(app.build(SceneName.TABLE, character=character, free="practice"))


def may_duplicate(match: Match) -> bool:
    """Whether ``match`` can be played again from her seat: a match its seed dealt (not given
    decks), not itself a duplicate, with at least one deal played."""
    return not match.staged and not match.swapped and bool(match.history)


def start_code_match(app: Host, character: str | None, code: DealCode) -> None:
    """The table, in place of the page on top, dealing the code's decks for table chips."""
    bank_ui.settle_lost_match(app, has_save=False)  # a buy-in left out with no match
    app.replace(app.build(SceneName.TABLE, character=character, seed=code.seed,
                          rules=rules_for_code(app, code), free="code"))


def start_duplicate(app: Host, match: Match, character: str | None) -> None:
    """The duplicate of ``match`` (over) at a new table, for table chips; its first match's
    results are kept to stand beside its own."""
    bank_ui.settle_lost_match(app, has_save=False)
    twin = match.duplicate(rebuys=True)
    records = app.records.draw if app.records is not None else None
    if records is not None:
        records.new_match(twin)  # its own history, nothing of the first match's save
        records.begin_duplicate(match, character)
    app.reset_to(app.build(SceneName.TITLE))
    app.go(SceneName.TABLE, match=twin, character=character, free="duplicate")


def offer_duplicate(app: Host, match: Match, character: str | None) -> None:
    """PLAY HER SEAT after a match: what a duplicate is and that it plays for table chips
    only, asked before it starts."""
    app.go(SceneName.CONFIRM, question_key="dealcode.duplicate.about",
           confirm_key="dealcode.duplicate.offer", kind="primary",
           on_confirm=lambda: start_duplicate(app, match, character))


def badge(app: Host, match: Match, free: str | None) -> str:
    """The words the table shows over a match for table chips only ("" for the others)."""
    if free == "duplicate" or match.swapped:
        return t("dealcode.free.duplicate")
    if free == "practice":
        return t("dealcode.free.practice")
    if free == "code":
        code = DealCode.for_seed("draw", match.rules.deck_size, match.seed)
        return t("dealcode.free.code", code=str(code) if code is not None else "")
    return ""


def draw_badge(surface: pygame.Surface, scene: _Table) -> None:
    """Over the right side of the table, under the log and coach buttons: that this match
    plays for table chips only, and its code (the coach, opened, covers it)."""
    table = scene.control.model()
    words = badge(scene.app, table.match, table.free)
    if not words:
        return
    lay = scene.layout
    sc = lay.sc
    area = pygame.Rect(lay.coach_area.left, lay.coach_area.top,
                       lay.coach_area.width, lay.my_stack.top - sc(8) - lay.coach_area.top)
    size, lines = text.fit_wrapped(words, area.width - sc(20), area.height - sc(12), True,
                                   sc(18), smallest=max(9, sc(14)))
    box = pygame.Rect(area.left, area.top, area.width,
                      len(lines) * text.line_height(size, True) + sc(12))
    draw_panel(surface, box, lay.radius, (*style.PANEL, 235), style.GOLD)
    text.draw_lines(surface, lines, box.inflate(-sc(20), -sc(12)), size, style.GOLD, True,
                    "center")
