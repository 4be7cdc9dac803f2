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

    def replace(self, **changes: Any) -> Self:
        return cast(Self, dataclasses.replace(cast(Any, self), **changes))
