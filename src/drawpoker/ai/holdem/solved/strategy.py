"""The shipped strategies: ``data/solved_<abstraction>.json``, written by `train`, read at the
first heads-up decision that needs one (never at import) and checked whole, so a damaged file
stops with a message naming it and what is wrong instead of playing nonsense.

A file holds ``strategy``: for each information set key (`betting.key`), the odds of its
abstract actions in the order `betting.legal` lists them, in thousandths summing to 1000; and
``thin``: the keys the training met too rarely for their odds to mean much (big pots after many
raises, `train.count_visits`). Those are left out of the table, so the player asks its
fallback (`normal`) there, as for any node without odds.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

FORMAT = "drawpoker-holdem-solved-1"
SCALE = 1000
_ACTIONS = frozenset("fkr")

Strategy = dict[str, tuple[int, ...]]


class StrategyError(ValueError):
    """The strategy file is missing or damaged (its message names the file)."""


def parse(text: str, where: str) -> Strategy:
    """The table of a strategy file's text; StrategyError saying what is wrong."""
    try:
        data: Any = json.loads(text)
    except ValueError as error:
        raise StrategyError(f"{where} is not valid JSON ({error}); reinstall the game") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StrategyError(f"{where} is not a {FORMAT} strategy file; reinstall the game")
    table = data.get("strategy")
    if not isinstance(table, dict) or not table:
        raise StrategyError(f"{where} holds no strategy; reinstall the game")
    out: Strategy = {}
    for k, odds in table.items():
        parts = k.split(".") if isinstance(k, str) else []
        if len(parts) != 4 or not all(p.isdigit() for p in parts[:3]) or not (
            parts[3][:1].isdigit() and set(parts[3][1:]) <= _ACTIONS
        ):
            raise StrategyError(f"{where}: {k!r} is not an information set key")
        if (
            not isinstance(odds, list)
            or not 1 <= len(odds) <= 3
            or any(type(p) is not int or p < 0 for p in odds)
            or sum(odds) != SCALE
        ):
            raise StrategyError(
                f"{where}: the odds at {k!r} must be 1 to 3 whole thousandths summing to "
                f"{SCALE}, got {odds!r}"
            )
        out[k] = tuple(odds)
    thin = data.get("thin", {"keys": []})
    keys = thin.get("keys") if isinstance(thin, dict) else None
    if not isinstance(keys, list) or not all(isinstance(k, str) and k in out for k in keys):
        raise StrategyError(f"{where}: 'thin' must list keys of the strategy; reinstall the game")
    for k in keys:
        del out[k]
    return out


def load_path(path: Path) -> Strategy:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise StrategyError(f"cannot read the strategy file {path}: {error}") from None
    return parse(text, str(path))


@cache
def shipped(name: str) -> Strategy:
    """The strategy of abstraction ``name`` shipped with the game (read once)."""
    where = f"drawpoker/ai/holdem/data/solved_{name}.json"
    try:
        text = (resources.files("drawpoker.ai.holdem") / "data" / f"solved_{name}.json").read_text(
            encoding="utf-8"
        )
    except (OSError, UnicodeDecodeError) as error:
        raise StrategyError(f"cannot read {where}: {error}; reinstall the game") from None
    return parse(text, where)
