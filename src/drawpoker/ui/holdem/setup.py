"""Before a hold'em game: how many computer opponents (1 to 5, keys 1-5) and their level (Tab
cycles), then START (Enter), which takes the starting money from the player's bank; CONTINUE
(C) picks up a saved game; Esc goes back."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from drawpoker.bank import HOLDEM
from drawpoker.engine.holdem.stakes import STAKES, Stakes, stake_of
from drawpoker.i18n import t
from drawpoker.settings import SettingsError
from drawpoker.storage.holdem.records import FREE_KEY, PRACTICE_KEY
from drawpoker.ui import bank_ui, felt, shortcuts, style, text
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.holdem import free_game
from drawpoker.ui.holdem.computer import levels
from drawpoker.ui.holdem.seats import Seating
from drawpoker.ui.holdem.setup_record import draw_record
from drawpoker.ui.notice_panel import draw_notices
from drawpoker.ui.said import said
from drawpoker.ui.scene import SceneName
from drawpoker.ui.tell import tell as tell_in_box
from drawpoker.ui.widgets import Button, draw_page

if TYPE_CHECKING:
    from drawpoker.storage.holdem.records import HoldemRecords
    from drawpoker.storage.holdem.stats import HoldemRecord
    from drawpoker.ui.scene import Host

log = logging.getLogger(__name__)

_DIGITS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5)
_KEYPAD = (pygame.K_KP1, pygame.K_KP2, pygame.K_KP3, pygame.K_KP4, pygame.K_KP5)


class HoldemSetupScene(ButtonScene):
    def __init__(self, app: Host, records: HoldemRecords | None = None) -> None:
        super().__init__(app)
        # The last choice made here is offered first (kept in the settings).
        remembered = app.settings
        self.opponents = remembered.holdem_opponents
        self.levels = levels()
        self.level = remembered.holdem_level if remembered.holdem_level in self.levels \
            else "normal" if "normal" in self.levels else self.levels[0]
        self.casino = remembered.holdem_casino_blinds
        # The stakes last chosen; when the bank cannot pay them, the largest it can.
        self.stakes = stake_of(remembered.holdem_buy_in)
        money = bank_ui.bank_for(app).bank.money
        if money < self.stakes.buy_in:
            affordable = [stake for stake in STAKES if stake.buy_in <= money]
            self.stakes = affordable[-1] if affordable else STAKES[0]
        #: Hold'em's save and record (none: nothing is written).
        self.records = records if records is not None else (
            app.records.holdem if app.records is not None else None)
        bank_ui.tie_records(app, self.records)  # a save of a buy-in paid back is stale
        self.notices: list[str] = []

    def enter(self) -> None:
        self._build()

    def resume(self) -> None:
        self._build()

    def _saved(self) -> bool:
        if self.records is None:
            return False
        found = self.records.exists()
        message = said(self.records.notice)
        if message and message not in self.notices:
            self.notices.append(message)
        return found

    def _build(self) -> None:
        enter = (pygame.K_RETURN, pygame.K_KP_ENTER)
        saved = self._saved()
        told = bank_ui.settle_lost_match(self.app, saved, HOLDEM)  # a buy-in whose game is gone
        if told and told not in self.notices:
            self.notices.append(told)
        refused = said(self.records.notice) if self.records is not None else None
        if refused:  # in a box too: the page's panel may have no room for all of it
            tell_in_box(self.app, [refused, *([told] if told else [])])
        self.count_buttons = [
            Button("holdem.setup.count", lambda n=n: self._set_count(n),  # type: ignore[misc]
                   (_DIGITS[n - 1], _KEYPAD[n - 1]), "",
                   "primary" if n == self.opponents else "normal", label_args={"count": n},
                   name=f"count_{n}")
            for n in range(1, 6)
        ]
        self.level_buttons = [
            Button(f"settings.level.{level}", lambda level=level: self._set_level(level),  # type: ignore[misc]
                   kind="primary" if level == self.level else "normal", name=f"level_{level}")
            for level in self.levels
        ]
        self.stake_buttons = [
            Button("holdem.setup.stake", lambda stake=stake: self._set_stakes(stake),  # type: ignore[misc]
                   kind="primary" if stake == self.stakes else "normal",
                   label_args={"buy_in": bank_ui.money(stake.buy_in)},
                   sublabel_key="holdem.setup.blinds",
                   sublabel_args={"small": stake.big_blind // 2, "big": stake.big_blind},
                   name=f"stake_{stake.buy_in}")
            for stake in STAKES
        ]
        self.order_buttons = [
            Button(f"holdem.setup.order.{name}", lambda casino=casino: self._set_order(casino),  # type: ignore[misc]
                   kind="primary" if casino == self.casino else "normal", name=f"order_{name}")
            for name, casino in (("seed", False), ("casino", True))
        ]
        actions = []
        if saved:
            actions.append(Button("holdem.setup.continue", self.continue_game, enter,
                                  kind="primary", shortcut="holdem_continue", name="continue"))
        actions += [
            Button("holdem.setup.start", self.start, () if saved else enter,
                   kind="normal" if saved else "primary", shortcut="holdem_start",
                   name="start"),
            # The same hands again from a code, for table chips only.
            Button("dealcode.button", lambda: free_game.ask_code(self), shortcut="play_code",
                   name="code"),
            Button("holdem.setup.back", self.app.pop, (pygame.K_ESCAPE,), "esc", name="back"),
        ]
        self.action_buttons = actions
        # Every card face up, for table chips only: by the title (the foot's row is full).
        self.practice = Button("draw.opponents.practice", lambda: free_game.start_practice(self),
                               shortcut="practice", name="practice")
        self.buttons = [*self.count_buttons, *self.level_buttons, *self.stake_buttons,
                        *self.order_buttons, *actions, self.practice]

    def _record(self) -> HoldemRecord | None:
        """The player's hold'em record, read once (none without a records folder)."""
        if not hasattr(self, "_record_read"):
            self._record_read: HoldemRecord | None = None
            if self.records is not None:
                book = self.records.reread_stats()
                self._record_read = book.stats
                message = said(book.notice)
                if message and message not in self.notices:
                    self.notices.append(message)
        return self._record_read

    def _set_count(self, count: int) -> None:
        self.opponents = count
        self._remember()
        self._build()

    def _set_level(self, level: str) -> None:
        self.level = level
        self._remember()
        self._build()

    def _set_order(self, casino: bool) -> None:
        self.casino = casino
        self._remember()
        self._build()

    def _set_stakes(self, stake: Stakes) -> None:
        self.stakes = stake
        self._remember()
        self._build()

    def _remember(self) -> None:
        """Keep the choice in the settings (stored at once, like the settings scene does)."""
        try:
            new = self.app.settings.replace(holdem_opponents=self.opponents,
                                            holdem_level=self.level,
                                            holdem_buy_in=self.stakes.buy_in,
                                            holdem_casino_blinds=self.casino)
        except SettingsError as exc:  # a level of the AI's own the settings do not know
            log.info("the hold'em choice is not remembered: %s", exc)
            return
        self.app.remember(new)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and shortcuts.pressed("setup_level", event):
            index = self.levels.index(self.level)
            self._set_level(self.levels[(index + 1) % len(self.levels)])
            return
        if event.type == pygame.KEYDOWN and shortcuts.pressed("setup_order", event):
            self._set_order(not self.casino)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            index = STAKES.index(self.stakes) + (1 if event.key == pygame.K_RIGHT else -1)
            self._set_stakes(STAKES[min(max(index, 0), len(STAKES) - 1)])
            return
        super().handle_event(event)

    def start(self) -> None:
        """A new game: a saved one is given up (its stack as saved goes back to the bank), the
        buy-in leaves the bank (or the pawnshop is asked first), then the table."""
        saved = self.records.load() if self.records is not None else None
        if saved is None:
            bank_ui.start_holdem(self.app, self.buy_in, None, self._give_up, self._show_table)
            return
        # A saved game is never dropped silently: the player confirms giving it up (Enter
        # cancels; only N again or a click goes ahead), and it then counts as a game lost.
        stack = saved.game.stacks[0]
        self.app.go(SceneName.CONFIRM, question_key="holdem.confirm.new_game",
                    question_args={"stack": bank_ui.money(stack)},
                    confirm_key="holdem.setup.start", safe_shortcut="holdem_start",
                    on_confirm=lambda: bank_ui.start_holdem(
                        self.app, self.buy_in, stack, self._give_up, self._show_table))

    @property
    def buy_in(self) -> int:
        """What NEW GAME takes from the bank: the chosen stakes' buy-in."""
        return self.stakes.buy_in

    def _give_up(self) -> None:
        """The saved game ends here: counted in the record as played and not won."""
        if self.records is not None:
            self.records.given_up()
        self.__dict__.pop("_record_read", None)  # read again when the page is drawn

    def _show_table(self) -> None:
        if self.records is not None:
            self.records.free = self.records.practice = False  # a game of the bank's
        self.app.replace(self.app.build(SceneName.HOLDEM_TABLE, opponents=self.opponents,
                                        level=self.level, records=self.records,
                                        stakes=self.stakes, casino_blinds=self.casino))

    def continue_game(self) -> None:
        saved = self.records.load() if self.records is not None else None
        if saved is None:
            self._build()
            return
        try:
            seating = Seating.from_dict(saved.seating, saved.game.players)
        except ValueError as exc:  # names lost: the game goes on with new ones
            log.warning("the saved seating is unusable (%s); new names are drawn", exc)
            seating = None
        history = saved.seating.get("history")
        if self.records is not None:  # a game for table chips only goes on as one
            self.records.free = saved.seating.get(FREE_KEY) is True
            self.records.practice = saved.seating.get(PRACTICE_KEY) is True
        self.app.replace(self.app.build(SceneName.HOLDEM_TABLE, game=saved.game,
                                        seating=seating, records=self.records,
                                        history_id=history if isinstance(history, str) else None))

    @staticmethod
    def _button_width(cell: tuple[str, list[Button], int, int], gap: int) -> int:
        """Each button's width in ``cell``: its own width, or its share of the cell."""
        _, row, width, span = cell
        return min(width, (span - gap * (len(row) - 1)) // max(1, len(row)))

    @classmethod
    def _fits(cls, cell: tuple[str, list[Button], int, int], tall: int, gap: int) -> bool:
        """Every button of ``cell`` shows its word at full size in its share of the cell."""
        wide = cls._button_width(cell, gap)
        return all(button.width_for(tall) <= wide for button in cell[1])

    def draw(self, surface: pygame.Surface) -> None:
        felt.draw(surface, with_line=False)
        w, h = surface.get_size()
        sc = style.sizer(style.scale_for((w, h)))
        inner, top = draw_page(surface, t("holdem.setup.title"), 760)
        y = top + sc(18)
        # The stakes' buttons are taller: their blinds, beneath the buy-in, stay readable.
        # Rows of (label, buttons, button width, cell width) cells. The level and the blind
        # order share a row, split by their numbers of buttons, when every button there shows
        # its word at full size; else (German at the large text size) each takes its own row.
        gap = sc(24)
        shared = inner.width - gap
        levels = len(self.level_buttons)
        level_span = shared * levels // (levels + len(self.order_buttons))
        level = (t("holdem.setup.level"), self.level_buttons, sc(150), level_span)
        order = (t("holdem.setup.order.title"), self.order_buttons, sc(176), shared - level_span)
        Cell = tuple[str, list[Button], int, int]
        pair: list[list[Cell]] = [[level, order]]
        if not all(self._fits(cell, sc(52), sc(12)) for cell in (level, order)):
            pair = [[(*level[:3], inner.width)], [(*order[:3], inner.width)]]
        rows: list[tuple[int, list[Cell]]] = [
            (52, [(t("holdem.setup.opponents"), self.count_buttons, sc(96), inner.width)]),
            *((52, cells) for cells in pair),
            (70, [(t("holdem.setup.stakes"), self.stake_buttons, sc(176), inner.width)]),
        ]
        for tall, cells in rows:
            left = inner.left
            for cell in cells:
                label, row, _, span = cell
                text.draw_fitted(surface, label, pygame.Rect(left, y, span, sc(30)), style.TEXT,
                                 True, sc(24), "topleft")
                x = left
                wide = self._button_width(cell, sc(12))
                for button in row:
                    button.rect = pygame.Rect(x, y + sc(36), wide, sc(tall))
                    x += wide + sc(12)
                left += span + gap
            y += sc(36) + sc(tall) + sc(18)
        bottom = inner.bottom - sc(54)
        x = inner.left
        widths = action_widths(self.action_buttons, inner.width, sc)
        for button, wide in zip(self.action_buttons, widths, strict=True):
            button.rect = pygame.Rect(x, bottom, wide, sc(54))
            x += wide + sc(14)
        wide = self.practice.width_for(sc(44))
        self.practice.rect = pygame.Rect(inner.right - wide, top - sc(45), wide, sc(44))
        # What NEW GAME takes from the bank, above the buttons.
        line = t("holdem.setup.buy_in", cost=bank_ui.money(self.buy_in),
                 money=bank_ui.money(bank_ui.bank_for(self.app).bank.money))
        pay = pygame.Rect(inner.left, bottom - sc(40), inner.width, sc(30))
        text.draw_fitted(surface, line, pay, style.GOLD, False, sc(20), "midleft")
        floor = pay.top - sc(6)  # what is drawn below the stakes stays above this
        if self.notices:
            # A refused save comes first (what was lost, what was kept, and where): the
            # order's meaning, the keys and the record only take the room it leaves.
            room = pygame.Rect(inner.left, y, inner.width, floor - y)
            told = draw_notices(surface, self.notices[-3:], room, style.scale_for((w, h)))
            y = told.bottom + sc(10)
        # What the chosen blind order means, right under its buttons' row.
        about = t(f"holdem.setup.order.about_{'casino' if self.casino else 'seed'}")
        size, lines = text.fit_wrapped(about, inner.width, sc(50), False, sc(18))
        if len(lines) * text.line_height(size) <= floor - y:
            text.draw_lines(surface, lines, pygame.Rect(inner.left, y, inner.width, 0), size,
                            style.TEXT)
            y += len(lines) * text.line_height(size) + sc(8)
        # The keys' hint where it still fits above the buy-in line (not in German at the
        # large size in 1024x600, where the blind order's meaning comes first).
        hint = t("holdem.setup.hint", level=shortcuts.letter("setup_level"),
                 order=shortcuts.letter("setup_order"))
        hint_room = floor - y
        size, lines = text.fit_wrapped(hint, inner.width, min(sc(50), max(hint_room, 0)), False,
                                       sc(18))
        if len(lines) * text.line_height(size) <= hint_room:
            text.draw_lines(surface, lines, pygame.Rect(inner.left, y, inner.width, 0), size,
                            style.TEXT_DIM)
            y += len(lines) * text.line_height(size) + sc(14)
        draw_record(surface, self._record(), inner, top, y, floor)
        for button in self.buttons:
            button.draw(surface)


def action_widths(buttons: list[Button], room: int, sc: Callable[[float], int]) -> list[int]:
    """Each action button as wide as its label needs ("NOUVELLE PARTIE", "JUGAR UN CÓDIGO"
    at the large text size), at least a common width where the row has room; short ones
    (BACK) give their room to long ones when it has not."""
    room -= sc(14) * (len(buttons) - 1)
    needs = [button.width_for(sc(54)) for button in buttons]
    wanted = [max(sc(236), need) for need in needs]
    if sum(wanted) <= room:
        return wanted
    if sum(needs) <= room:
        spare = (room - sum(needs)) // max(1, len(buttons))
        return [need + spare for need in needs]
    return [need * room // sum(needs) for need in needs]
