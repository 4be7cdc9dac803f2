"""The player's bank, shared by the poker matches and Canfield (see :mod:`.model`)."""

from drawpoker.bank.items import Item, load_items
from drawpoker.bank.model import (
    BUY_BACK_RESERVE,
    DRAW,
    HOLDEM,
    START_MONEY,
    TABLES,
    BankError,
    BankStory,
    ItemState,
    Pawned,
    PlayerBank,
    TableMoney,
)

__all__ = [
    "BUY_BACK_RESERVE",
    "DRAW",
    "HOLDEM",
    "START_MONEY",
    "TABLES",
    "BankError",
    "BankStory",
    "Item",
    "ItemState",
    "Pawned",
    "PlayerBank",
    "TableMoney",
    "load_items",
]
