"""Hold'em games for table chips only: dealt from a code the player typed, and practice with
every card shown (``practice``).

A code tells every deck of the game (practice shows every card), so such a game takes nothing
from the bank and pays nothing back (``bank_ui.stack_seen`` follows only a table with a buy-in
out), is said to be one before it starts and at the table, and counts in a record of its own
(``HoldemRecords.free``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from drawpoker.bank import HOLDEM
from drawpoker.engine.core.deal_code import DealCode
from drawpoker.i18n import t
from drawpoker.ui import bank_ui
from drawpoker.ui.scene import SceneName

if TYPE_CHECKING:
    from drawpoker.engine.holdem.stakes import Stakes
    from drawpoker.storage.holdem.records import HoldemRecords
    from drawpoker.ui.holdem.controller import HoldemTableController
    from drawpoker.ui.scene import Host


class Setup(Protocol):
    """What is read of the setup page (no scene module imported here)."""

    app: Host
    records: HoldemRecords | None
    opponents: int
    level: str
    casino: bool
    stakes: Stakes

    def _give_up(self) -> None: ...


def ask_code(setup: Setup) -> None:
    """PLAY A CODE on the setup page: the code typed, then the game dealt from it."""
    setup.app.go(SceneName.CODE_ENTRY, game="holdem",
                 on_code=lambda code: start_code(setup, code))


def start_practice(setup: Setup) -> None:
    """PRACTICE on the setup page: the page's players and stakes with every card shown, for
    table chips only (a saved game is given up first, when the player confirms it)."""
    _start(setup, None, practice=True)


def start_code(setup: Setup, code: DealCode) -> None:
    """The table dealing ``code``'s decks, with the page's players and stakes, for table
    chips; a saved game is given up first, when the player confirms it (its stack goes back
    to the bank as with NEW GAME)."""
    _start(setup, code)


def _start(setup: Setup, code: DealCode | None, practice: bool = False) -> None:
    """A game for table chips only: ``code``'s, or practice (a fresh seed)."""
    app, records = setup.app, setup.records

    def show() -> None:
        if records is not None:
            records.free, records.practice = True, practice
        seed = {"seed": code.seed} if code is not None else {}
        app.replace(app.build(SceneName.HOLDEM_TABLE, opponents=setup.opponents,
                              level=setup.level, records=records, stakes=setup.stakes,
                              casino_blinds=setup.casino, **seed))

    saved = records.load() if records is not None else None
    if saved is None:
        bank_ui.settle_lost_match(app, False, HOLDEM)  # a buy-in out with no game
        show()
        return
    stack = saved.game.stacks[0]

    def give_up_and_show() -> None:
        setup._give_up()
        bank_ui.match_given_up(app, stack, HOLDEM)
        show()

    app.go(SceneName.CONFIRM, question_key="holdem.confirm.new_game",
           question_args={"stack": bank_ui.money(stack)},
           confirm_key="draw.opponents.practice" if practice else "dealcode.entry.play",
           on_confirm=give_up_and_show)


def badge(control: HoldemTableController) -> str:
    """"TABLE CHIPS ONLY · code …" over a game for table chips ("" for the others); at
    practice, that every card is shown."""
    records = control.records
    if records is None or not records.free:
        return ""
    if records.practice:
        return t("dealcode.free.practice_holdem")
    code = DealCode.for_seed("holdem", 52, control.game.seed)
    return t("dealcode.free.code", code=str(code) if code is not None else "")

