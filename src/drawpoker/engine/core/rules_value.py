"""What draw's `Rules` and hold'em's `HoldemRules` share: reading, writing and changing a
frozen rules value, with the same messages for a damaged or unknown field."""

from __future__ import annotations

import dataclasses
from typing import Any, Self, cast

#: No amount in any game's rules is larger (the money checks stay far from any overflow).
MAX_AMOUNT = 1_000_000


class RulesError(ValueError):
    """A rules value or preset is invalid; the message names the field."""


class RulesValue:
    """Mixin for a frozen (slotted) dataclass of rule values."""

    __slots__ = ()

    @classmethod
    def from_dict(cls, data: Any) -> Self:
        if not isinstance(data, dict):
            raise RulesError(
                f"rules must be a mapping of names to values, got {type(data).__name__}"
            )
        known = {f.name for f in dataclasses.fields(cast(Any, cls))}
        unknown = sorted(map(repr, set(data) - known))
        if unknown:
            raise RulesError(f"unknown rules field(s): {', '.join(map(str, unknown))}")
        try:
            return cls(**data)
        except TypeError as exc:  # a key that is not a string
            raise RulesError(f"rules are damaged: {exc}") from None

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(cast(Any, self))

    def _check_types(self) -> None:
        """Each field exactly of its declared kind: a bool field true or false, every other
        a whole number (never a bool, never 1.0). Both games' ``__post_init__`` start here."""
        for rule in dataclasses.fields(cast(Any, self)):
            value = getattr(self, rule.name)
            if rule.type in ("bool", bool):
                if not isinstance(value, bool):
                    raise RulesError(f"rules.{rule.name} must be true or false, got {value!r}")
            elif isinstance(value, bool) or not isinstance(value, int):
                raise RulesError(f"rules.{rule.name} must be a whole number, got {value!r}")

    def _check_between(self, name: str, low: int, high: int) -> None:
        value = getattr(self, name)
        if value < low:
            raise RulesError(f"rules.{name} must be at least {low}, got {value}")
        if value > high:
            raise RulesError(f"rules.{name} must be at most {high}, got {value}")

    def replace(self, **changes: Any) -> Self:
        return cast(Self, dataclasses.replace(cast(Any, self), **changes))
