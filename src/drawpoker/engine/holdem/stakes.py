"""The stakes a hold'em game may be played for: the buy-in and the first big blind, as data
(``stakes.yaml``). The rules of a game are the defaults with one of these; anything else was
not dealt by the game (a verifier and the save loader refuse it).

>>> [stake.buy_in for stake in STAKES]
[100, 200, 500, 1000]
>>> rules_for(3, STAKES[0]).big_blind, is_offered(rules_for(3, STAKES[0]))
(2, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources

from drawpoker.engine.core.rules_value import RulesError
from drawpoker.engine.holdem.rules import HoldemRules
from drawpoker.safe_yaml import YamlLimits, YamlRefused, load_yaml

_LIMITS = YamlLimits(max_bytes=4096, max_depth=3, max_nodes=200)


@dataclass(frozen=True, slots=True)
class Stakes:
    buy_in: int
    big_blind: int


def _load() -> tuple[Stakes, ...]:
    text = (resources.files("drawpoker.engine.holdem") / "stakes.yaml").read_text("utf-8")
    try:
        data = load_yaml(text, _LIMITS)  # bounded like a player's file
    except YamlRefused as exc:
        raise RulesError(f"the hold'em stakes file {exc}") from exc
    if not isinstance(data, list) or not data:
        raise RulesError("the hold'em stakes file must list stakes")
    found = []
    for item in data:
        if not isinstance(item, dict) or set(item) != {"buy_in", "big_blind"}:
            raise RulesError(f"a hold'em stake is a buy_in and a big_blind, got {item!r}")
        stake = Stakes(item["buy_in"], item["big_blind"])
        HoldemRules(starting_money=stake.buy_in, big_blind=stake.big_blind)  # checks both
        found.append(stake)
    return tuple(sorted(set(found), key=lambda stake: stake.buy_in))


#: Every stake offered, smallest first.
STAKES: tuple[Stakes, ...] = _load()
#: The stake of the default rules ($500, big blind $10).
DEFAULT = next(s for s in STAKES if s.buy_in == HoldemRules().starting_money
               and s.big_blind == HoldemRules().big_blind)


def rules_for(players: int, stake: Stakes, casino_blinds: bool = False) -> HoldemRules:
    """The rules of a game of ``players`` seats played for ``stake``, in either blind order."""
    return HoldemRules(players=players, starting_money=stake.buy_in, big_blind=stake.big_blind,
                       casino_blinds=casino_blinds)


def stake_of(buy_in: int) -> Stakes:
    """The stake with this buy-in (the default's when none has it)."""
    return next((s for s in STAKES if s.buy_in == buy_in), DEFAULT)


def dealt_rules(rules: HoldemRules) -> HoldemRules:
    """The rules the game deals by for a table like ``rules`` (its players, stake, blind order,
    and its loans: fixed, or growing for a game begun before they were fixed). A save's check
    and a history's both compare with this, so neither refuses what the other accepts."""
    stake = stake_of(rules.starting_money)
    return rules_for(rules.players, stake, rules.casino_blinds is True).replace(
        fixed_loan=rules.fixed_loan is True)


def is_offered(rules: HoldemRules) -> bool:
    """Whether the game deals by ``rules`` (see `dealt_rules`)."""
    return rules == dealt_rules(rules)
