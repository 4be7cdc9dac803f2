"""The player's bank: one purse for the poker matches and Canfield, and the player's items.

Pure rules, no pygame and no files (``storage/bank.py`` keeps it on disk). Every dollar that
moves goes through a method here, so money is never made or lost on the way:

- a poker game takes its buy-in (the starting money) and gives the stack back at its end;
  while it is played the bank knows the buy-in is out and the stack last seen. Each table
  (draw, hold'em) has at most one buy-in out, and both may be out at once;
- a draw match whose player cannot pay the ante may take a top-up (a rebuy: the starting
  money, or what the bank holds if less), which comes back with the stack at the end;
- a Canfield deal takes the $52 stake; each card that reaches a foundation pays its $5 at once
  and each pass is charged its $5 when it is made (an undo moves them back), so the money a
  Canfield game left open has made or cost is in the bank, never owed to it;
- when the bank cannot pay, the next item is pawned for its loan. As for her, an item still
  pawned when another is pawned is lost (the pawnshop keeps it and the loan is written off);
- between games a pawned item is bought back by itself (its loan and 10%) once the bank holds
  that much and $250 more, so the player can still play afterwards;
- with no money and nothing left to pawn, a new bank starts: $500 and every item back.

Each of these moves is also written in the story's ledger (``BankStory.lines``), one figure
per kind of movement, so the statistics page can tell where every dollar came from and the
figures always add up to the money (``PlayerBank.reconciles``).
"""

from __future__ import annotations

import re
import secrets
from dataclasses import asdict, dataclass, field
from enum import StrEnum
from typing import Any

from drawpoker.bank.items import Item, load_items
from drawpoker.bank.limits import MAX_BUY_IN, stack_cap

START_MONEY = 500
#: A Canfield game pays $5 a card, 52 cards at most, and its passes cost $5 each.
CANFIELD_UNIT = 5
CANFIELD_MOST_PAID = 52 * CANFIELD_UNIT
#: What the bank keeps after buying a pawned item back by itself.
BUY_BACK_RESERVE = 250
#: No amount or count the game writes comes near this; a larger one is a damaged file.
LIMIT = 10**12
#: The poker tables that take buy-ins from the bank, each with its own game saved.
DRAW = "draw"
HOLDEM = "holdem"
TABLES = (DRAW, HOLDEM)


class ItemState(StrEnum):
    WORN = "worn"
    PAWNED = "pawned"
    LOST = "lost"


@dataclass(slots=True)
class BankStory:
    """What happened to the bank over time, for the statistics.

    The dollar figures are a ledger: every dollar that moves in or out of the bank is added to
    one of them, so ``opening`` plus the signed figures (:meth:`balance`) is always the
    bank's money, and the statistics page can show each kind of movement on its own line.
    """

    buy_ins: int = 0
    bought_in: int = 0  # dollars taken to poker tables (both tables)
    cash_outs: int = 0
    cashed_out: int = 0  # dollars brought back from them (both tables)
    canfield_games: int = 0
    canfield_paid: int = 0  # stakes paid
    canfield_won: int = 0  # what their cards paid back
    canfield_fees: int = 0  # their pass fees
    pawned: int = 0
    lost: int = 0
    bought_back: int = 0
    new_banks: int = 0
    top_ups: int = 0  # top-ups taken to a draw match by a broke player
    most: int = START_MONEY  # the most the bank ever held
    # The ledger's own figures (absent from files written before it: see ``open_ledger``).
    draw_in: int = 0  # buy-ins taken to draw matches
    draw_back: int = 0  # stacks brought back from them
    holdem_in: int = 0
    holdem_back: int = 0
    loans: int = 0  # lent by the pawnshop on the player's things
    buy_back_paid: int = 0  # paid to buy them back (loan and interest)
    new_bank_given: int = 0  # what the new banks started with
    new_bank_left: int = 0  # what was left in the old banks, gone with them
    top_up_paid: int = 0  # dollars the top-ups took to draw matches
    #: The money the ledger starts from: $500 for a bank made since the ledger, else what the
    #: bank held (less its itemised figures) when a file from before it was first loaded.
    opening: int = START_MONEY

    def lines(self) -> dict[str, int]:
        """Every kind of movement and its signed sum (what it brought the bank)."""
        return {
            DRAW: self.draw_back - self.draw_in,
            HOLDEM: self.holdem_back - self.holdem_in,
            "canfield_stakes": -self.canfield_paid,
            "canfield_cards": self.canfield_won,
            "canfield_fees": -self.canfield_fees,
            "loans": self.loans,
            "buy_backs": -self.buy_back_paid,
            "new_banks": self.new_bank_given - self.new_bank_left,
            "top_ups": -self.top_up_paid,
        }

    def balance(self) -> int:
        """What the bank should hold by its ledger: equal to its money after every move."""
        return self.opening + sum(self.lines().values())


#: Signs of the ledger's figures (what a dollar added to each does to the balance).
_SIGNS = {"draw_in": -1, "draw_back": 1, "holdem_in": -1, "holdem_back": 1,
          "canfield_paid": -1, "canfield_won": 1, "canfield_fees": -1, "loans": 1,
          "buy_back_paid": -1, "new_bank_given": 1, "new_bank_left": -1, "top_up_paid": -1}


@dataclass(slots=True)
class TableMoney:
    """A poker game in progress: what it took from the bank (its buy-in and the top-ups of a
    broke player) and its stack as last seen."""

    buy_in: int
    stack: int
    topped_up: int = 0


class SaveTie(StrEnum):
    """What a saved poker game is to the bank (:meth:`PlayerBank.tie`)."""

    PLAYS = "plays"  # its buy-in is out: it plays for it, and its stack pays that buy-in back
    FREE = "free"  # no id and no buy-in out: a match from before the shared bank, for nothing
    STALE = "stale"  # its buy-in is no longer out (paid back), or another one is: never pays


#: A buy-in's id as files hold it (``new_ticket`` makes 16 hexadecimal digits).
_TICKET = re.compile(r"[0-9a-f]{1,32}")


def new_ticket() -> str:
    """A buy-in's id, written into every save of its game: random, so no other buy-in, of
    this bank or of a bank started anew, ever has the same."""
    return secrets.token_hex(8)


@dataclass(slots=True)
class Pawned:
    """What one pawn did: the item pawned, its loan, and the earlier item it lost (if any)."""

    item: int
    loan: int
    lost: int | None = None


class BankError(ValueError):
    """A move the bank's rules do not allow (the caller should have checked first)."""


@dataclass(slots=True)
class PlayerBank:
    items: tuple[Item, ...] = field(default_factory=load_items)
    money: int = START_MONEY
    states: list[ItemState] = field(default_factory=list)
    #: The buy-ins out, by table (``TABLES``): a table holds at most one.
    tables: dict[str, TableMoney] = field(default_factory=dict)
    #: Each buy-in's id, by table: its game's saves carry it, so a copy of a save from another
    #: buy-in, or one put back after its game paid out, never pays (a buy-in from before ids
    #: has none, and goes with the one save that has none either).
    tickets: dict[str, str] = field(default_factory=dict)
    #: A Canfield stake paid for a game still in progress: the deal's seed (None: no game).
    canfield_open: bool = False
    canfield_seed: int | None = None
    #: What the open Canfield game's cards have paid in so far, and its pass fees paid out.
    canfield_credited: int = 0
    canfield_charged: int = 0
    story: BankStory = field(default_factory=BankStory)

    def __post_init__(self) -> None:
        if not self.states:
            self.states = [ItemState.WORN] * len(self.items)
        if len(self.states) != len(self.items):
            raise BankError("one state per item")

    @property
    def table(self) -> TableMoney | None:
        """The draw match's buy-in (the table the bank knew first)."""
        return self.tables.get(DRAW)

    # ------------------------------------------------------------------ questions
    def can_pay(self, amount: int) -> bool:
        return self.money >= amount

    def next_to_pawn(self) -> int | None:
        """Items go in the data file's order: the first one still worn."""
        for index, state in enumerate(self.states):
            if state is ItemState.WORN:
                return index
        return None

    def pawned_item(self) -> int | None:
        for index, state in enumerate(self.states):
            if state is ItemState.PAWNED:
                return index
        return None

    def owed(self) -> int:
        """The loan of the item at the pawnshop (0 when none is)."""
        index = self.pawned_item()
        return 0 if index is None else self.items[index].loan

    def money_at_table(self) -> int:
        """The stacks last seen at every table with a buy-in out."""
        return sum(money.stack for money in self.tables.values())

    # ------------------------------------------------------------------ poker
    def buy_in(self, amount: int, table: str = DRAW) -> None:
        """A new game at ``table`` takes its starting money."""
        if (amount <= 0 or table not in TABLES or table in self.tables
                or not self.can_pay(amount)):
            raise BankError(f"cannot buy in at {table} for ${amount} with ${self.money}")
        self.money -= amount
        self.tables[table] = TableMoney(amount, amount)
        self.tickets[table] = new_ticket()
        self.story.buy_ins += 1
        self.story.bought_in += amount
        self._book(f"{table}_in", amount)

    def can_top_up(self, amount: int, table: str = DRAW) -> bool:
        """Whether the bank can send ``amount`` more to the game in progress at ``table``."""
        return (type(amount) is int and 0 < amount <= MAX_BUY_IN and table in self.tables
                and self.can_pay(amount))

    def top_up(self, amount: int, table: str = DRAW) -> None:
        """A broke player's top-up (a rebuy): ``amount`` more goes to the game at ``table``,
        and comes back with its stack like the buy-in."""
        if not self.can_top_up(amount, table):
            raise BankError(f"cannot top up ${amount} at {table} with ${self.money}")
        self.money -= amount
        money = self.tables[table]
        money.topped_up = min(LIMIT, money.topped_up + amount)
        money.stack = self._worth(money.stack + amount, table)
        self.story.top_ups += 1
        self._book("top_up_paid", amount)

    def track(self, stack: int, table: str = DRAW) -> bool:
        """The stack as last seen at ``table``; True when it changed."""
        if table not in self.tables:
            return False
        seen = self._worth(stack, table)
        if seen == self.tables[table].stack:
            return False
        self.tables[table].stack = seen
        return True

    def cash_out(self, stack: int, table: str = DRAW) -> bool:
        """The game at ``table`` ended (or was given up): its stack comes back. False (and
        nothing moves) when no buy-in is out there, so a game can never pay twice."""
        if table not in self.tables:
            return False
        paid = max(0, min(self._worth(stack, table), LIMIT - self.money))
        self.money += paid
        del self.tables[table]
        self.tickets.pop(table, None)
        self.story.cash_outs += 1
        self.story.cashed_out = min(LIMIT, self.story.cashed_out + paid)
        self._book(f"{table}_back", paid)
        self._note_most()
        return True

    def _worth(self, stack: int, table: str) -> int:
        """What a stack the game reports is worth to the bank: no more than a game with this
        table's buy-in can hold (``bank.limits``: a save edited to hold more pays no more) and
        no more than the bank's limit, which a bank file must keep to load again."""
        if type(stack) is not int or stack < 0:
            raise BankError(f"a stack must be a whole number of dollars, got {stack!r}")
        money = self.tables[table]
        return min(stack, stack_cap(table, money.buy_in, LIMIT, money.topped_up))

    def tie(self, table: str, ticket: object) -> SaveTie:
        """What a save of ``table`` holding the buy-in id ``ticket`` (None: a save without
        one) is to the bank: only the save of the buy-in out plays for it. A save that has an
        id the bank does not have out is a copy (a backup, a sync conflict) of a game already
        paid back, or of another buy-in; one without an id goes with a buy-in without one (both
        from before ids), or plays for nothing when no buy-in is out, as it always did."""
        if table not in self.tables:
            return SaveTie.FREE if ticket is None else SaveTie.STALE
        return SaveTie.PLAYS if ticket == self.tickets.get(table) else SaveTie.STALE

    def settle_lost_table(self, table: str = DRAW) -> int | None:
        """A buy-in whose game no longer exists (its save refused or gone): the stack last
        seen comes back. Returns it, or None when there was nothing out."""
        money = self.tables.get(table)
        if money is None:
            return None
        self.cash_out(money.stack, table)
        return money.stack

    # ------------------------------------------------------------------ Canfield
    def stake_canfield(self, stake: int, seed: int | None) -> None:
        if self.canfield_open or not self.can_pay(stake):
            raise BankError(f"cannot stake ${stake} with ${self.money}")
        self.money -= stake
        self.canfield_open, self.canfield_seed = True, seed
        self.canfield_credited = self.canfield_charged = 0
        self.story.canfield_games += 1
        self._book("canfield_paid", stake)

    def can_account_canfield(self, paid: int, fees: int) -> bool:
        """Whether the open game may stand at ``paid`` for its cards and ``fees`` for its
        passes: the bank must be able to pay what that moves out."""
        return (self.canfield_open and 0 <= paid <= LIMIT and 0 <= fees <= LIMIT
                and self.money + (paid - self.canfield_credited)
                - (fees - self.canfield_charged) >= 0)

    def account_canfield(self, paid: int, fees: int) -> None:
        """The open game now stands at ``paid`` (its cards on the foundations) and ``fees``
        (its passes): the difference from what the bank last counted moves now."""
        if not self.can_account_canfield(paid, fees):
            raise BankError(f"the bank cannot follow a Canfield game to ${paid} paid and "
                            f"${fees} in fees with ${self.money}")
        self.money += (paid - self.canfield_credited) - (fees - self.canfield_charged)
        self._book("canfield_won", paid - self.canfield_credited)
        self._book("canfield_fees", fees - self.canfield_charged)
        self.canfield_credited, self.canfield_charged = paid, fees
        self._note_most()

    def settle_canfield(self, paid: int, fees: int) -> None:
        """The game ended at ``paid`` for its cards and ``fees`` for its passes (a game the
        bank followed move by move moves nothing more here)."""
        if not self.can_account_canfield(paid, fees):
            raise BankError(f"cannot settle a Canfield game paying ${paid} less ${fees}")
        self.account_canfield(paid, fees)
        self.canfield_open, self.canfield_seed = False, None
        self.canfield_credited = self.canfield_charged = 0

    def refund_canfield(self, stake: int) -> None:
        """The stake of a game the Canfield file no longer holds comes back."""
        if not self.canfield_open:
            return
        # What the dropped game moved goes back too, as far as the bank still holds it: card
        # pay it can no longer take back stays counted as pay.
        back = stake - self.canfield_credited + self.canfield_charged
        moved = max(0, self.money + back) - self.money
        self.money += moved
        self._book("canfield_paid", -stake)
        self._book("canfield_fees", -self.canfield_charged)
        self._book("canfield_won", moved - back - self.canfield_credited)
        self.canfield_open, self.canfield_seed = False, None
        self.canfield_credited = self.canfield_charged = 0
        self.story.canfield_games = max(0, self.story.canfield_games - 1)
        self._note_most()

    # ------------------------------------------------------------------ the pawnshop
    def pawn(self) -> Pawned:
        """Pawn the next item for its loan; an item still pawned is lost."""
        index = self.next_to_pawn()
        if index is None:
            raise BankError("nothing left to pawn")
        lost = self.pawned_item()
        if lost is not None:
            self.states[lost] = ItemState.LOST
            self.story.lost += 1
        self.states[index] = ItemState.PAWNED
        loan = self.items[index].loan
        self.money += loan
        self.story.pawned += 1
        self._book("loans", loan)
        self._note_most()
        return Pawned(index, loan, lost)

    def buy_back_if_able(self) -> int | None:
        """Between games: the pawned item comes home when the bank can pay for it and keep
        $250; returns its index."""
        index = self.pawned_item()
        if index is None or self.tables or self.canfield_open:
            return None
        price = self.items[index].buy_back_price
        if self.money < price + BUY_BACK_RESERVE:
            return None
        self.money -= price
        self.states[index] = ItemState.WORN
        self.story.bought_back += 1
        self._book("buy_back_paid", price)
        return index

    def can_start_again(self, cost: int) -> bool:
        """A new bank only when this one cannot pay ``cost`` and nothing is left to pawn."""
        return not self.can_pay(cost) and self.next_to_pawn() is None

    def new_bank(self, cost: int) -> None:
        if not self.can_start_again(cost):
            raise BankError("the bank can still pay, or pawn an item")
        self._book("new_bank_left", self.money)
        self._book("new_bank_given", START_MONEY)
        self.money = START_MONEY
        self.states = [ItemState.WORN] * len(self.items)
        self.story.new_banks += 1

    def _note_most(self) -> None:
        self.story.most = max(self.story.most, self.money)

    def _book(self, name: str, amount: int) -> None:
        """Add ``amount`` dollars (may be negative: an undo) to the ledger's figure ``name``.
        A figure never goes below $0 or above the limit (a file edited by hand can make it
        try): what it cannot take is moved into ``opening``, so the ledger still adds up."""
        story = self.story
        wanted = getattr(story, name) + amount
        kept = min(LIMIT, max(0, wanted))
        setattr(story, name, kept)
        story.opening += _SIGNS[name] * (wanted - kept)

    def open_ledger(self) -> None:
        """Start the ledger from the money held now (a file from before the ledger, or the
        old Canfield bank taken over): a buy-in still out is counted as its table's, and
        everything before that the file cannot itemise is in ``opening``."""
        for table, money in self.tables.items():
            setattr(self.story, f"{table}_in", money.buy_in)
        self.story.opening = 0
        self.story.opening = self.money - self.story.balance()

    def reconciles(self) -> bool:
        """Whether the ledger adds up to the money (true after every move of this class)."""
        return self.story.balance() == self.money

    # ------------------------------------------------------------------ JSON
    def to_dict(self) -> dict[str, Any]:
        return {
            "money": self.money,
            "items": {item.id: state.value for item, state in zip(self.items, self.states,
                                                                    strict=True)},
            "tables": {name: _table_dict(self.tables[name]) for name in TABLES
                       if name in self.tables},
            "tickets": {name: self.tickets[name] for name in TABLES if name in self.tickets},
            "canfield": {"seed": self.canfield_seed, "paid": self.canfield_credited,
                         "fees": self.canfield_charged} if self.canfield_open else None,
            "story": asdict(self.story),
        }

    @classmethod
    def from_dict(cls, data: object, items: tuple[Item, ...] | None = None) -> PlayerBank:
        """Check every value; raise BankError naming the first one no game could write."""
        if not isinstance(data, dict):
            raise BankError("the bank must be an object")
        bank = cls(items) if items is not None else cls()
        bank.money = _amount(data.get("money"), "money")
        raw = data.get("items")
        if not isinstance(raw, dict):
            raise BankError("items must be an object")
        known = {item.id: n for n, item in enumerate(bank.items)}
        for ident, value in raw.items():
            if ident not in known:  # an item the data file no longer has
                continue
            try:
                bank.states[known[ident]] = ItemState(value)
            except ValueError:
                raise BankError(f"item {ident!r} has no state {value!r}") from None
        if bank.states.count(ItemState.PAWNED) > 1:
            raise BankError("at most one item is at the pawnshop")
        if "tables" in data:
            tables = data["tables"]
            if not isinstance(tables, dict) or not set(tables) <= set(TABLES) or "table" in data:
                raise BankError(f"tables must be an object of {', '.join(TABLES)}")
        else:  # format 1 kept the one buy-in it knew (a draw match's) as "table"
            old = data.get("table")
            tables = {} if old is None else {DRAW: old}
        for name, table in tables.items():
            bank.tables[name] = _table_money(name, table)
        tickets = data.get("tickets", {})  # absent from files written before buy-ins had ids
        if not isinstance(tickets, dict) or not set(tickets) <= set(bank.tables) or not all(
                isinstance(ticket, str) and _TICKET.fullmatch(ticket)
                for ticket in tickets.values()):
            raise BankError("tickets must name a buy-in out with a short hexadecimal id")
        bank.tickets = dict(tickets)
        canfield = data.get("canfield")
        if canfield is not None:
            # Format 2 banks held only the seed: their game had paid nothing yet.
            if not isinstance(canfield, dict) or set(canfield) not in (
                    {"seed"}, {"seed", "paid", "fees"}):
                raise BankError("canfield must be null or hold seed (and paid and fees)")
            seed = canfield["seed"]
            if seed is not None and (type(seed) is not int or not 0 <= seed <= LIMIT):
                raise BankError("the Canfield seed must be a whole number")
            bank.canfield_open, bank.canfield_seed = True, seed
            paid = _amount(canfield.get("paid", 0), "the Canfield game's pay")
            if paid > CANFIELD_MOST_PAID or paid % CANFIELD_UNIT:
                raise BankError(f"a Canfield game cannot have paid ${paid}")
            fees = _amount(canfield.get("fees", 0), "the Canfield game's fees")
            if fees % CANFIELD_UNIT:
                raise BankError(f"a Canfield game cannot have cost ${fees} in fees")
            bank.canfield_credited, bank.canfield_charged = paid, fees
        story = data.get("story")
        if not isinstance(story, dict):
            raise BankError("story must be an object")
        for name in BankStory.__dataclass_fields__:
            if name != "opening":
                setattr(bank.story, name, _amount(story.get(name, 0), name))
        if "opening" not in story:  # a file from before the ledger: it starts now
            bank.open_ledger()
        else:
            opening = story["opening"]
            if type(opening) is not int or not -LIMIT <= opening <= LIMIT:
                raise BankError(f"opening must be a whole number of dollars, got {opening!r}")
            # A file edited by hand: what its figures do not explain is counted as before.
            bank.story.opening = opening
            bank.story.opening += bank.money - bank.story.balance()
        if bank.story.most < START_MONEY:
            raise BankError("the most the bank held is below its start")
        # Every dollar that comes in goes through _note_most, so the money is never above it.
        if bank.money > bank.story.most:
            raise BankError(f"money ${bank.money} is more than the most the bank held")
        return bank


def _table_dict(money: TableMoney) -> dict[str, int]:
    """A table's money; ``topped_up`` only when there was a top-up (older games read the
    rest)."""
    data = asdict(money)
    if not money.topped_up:
        del data["topped_up"]
    return data


def _table_money(name: str, table: object) -> TableMoney:
    if not isinstance(table, dict) or set(table) - {"topped_up"} != {"buy_in", "stack"}:
        raise BankError("a table's money must hold buy_in and stack (and perhaps topped_up)")
    buy_in = _amount(table["buy_in"], "the buy-in")
    if not 0 < buy_in <= MAX_BUY_IN:
        raise BankError(f"a buy-in of ${buy_in} (the rules allow $1 to ${MAX_BUY_IN})")
    topped_up = _amount(table.get("topped_up", 0), "the top-ups")
    if topped_up and name != DRAW:
        raise BankError(f"only a draw match takes top-ups, not {name}")
    stack = _amount(table["stack"], "the stack")
    cap = stack_cap(name, buy_in, LIMIT, topped_up)
    if stack > cap:
        raise BankError(f"a {name} stack of ${stack} after a ${buy_in} buy-in (at most ${cap})")
    return TableMoney(buy_in, stack, topped_up)


def _amount(value: object, name: str) -> int:
    if type(value) is not int or not 0 <= value <= LIMIT:
        raise BankError(f"{name} must be a whole number from 0 to {LIMIT}, got {value!r}")
    return value
