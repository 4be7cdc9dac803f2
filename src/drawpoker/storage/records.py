"""What a game's table needs of the disk, the same for every game: its save, its hand history
and its statistics behind one object, written after every move and telling the table when the
disk refused a write.

The app hands each table its game's records (see :mod:`drawpoker.storage.shelf`); a table never
opens files itself. Draw's :class:`~drawpoker.storage.draw.records.MatchRecords` and hold'em's
:class:`~drawpoker.storage.holdem.records.HoldemRecords` both keep this protocol.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar

from drawpoker.storage.write_watch import Notice

Game_contra = TypeVar("Game_contra", contravariant=True)
Event_contra = TypeVar("Event_contra", contravariant=True)
Saved_co = TypeVar("Saved_co", covariant=True)


class GameRecords(Protocol[Game_contra, Event_contra, Saved_co]):
    """One game's records: ``Saved_co`` is what ``load`` gives back to continue a game."""

    @property
    def notice(self) -> Notice | None:
        """Why the last saved game was refused (it is kept aside), if it was."""
        ...

    def exists(self) -> bool:
        """Whether there is a game to offer as CONTINUE."""
        ...

    def load(self) -> Saved_co | None:
        """The saved game, or None (``message`` says why when one was refused)."""
        ...

    def record(self, events: Sequence[Event_contra], game: Game_contra, /) -> None:
        """Write what the engine's last call returned: hand history and statistics."""
        ...

    def save(self, game: Game_contra, /, *, extra: Mapping[str, Any] | None = None) -> object:
        """Keep the game as it stands (``extra``: what the table adds, JSON-safe)."""
        ...

    def clear(self) -> None:
        """Forget the saved game (it is over, or given up)."""
        ...

    def take_notices(self) -> list[Notice]:
        """Writes the disk refused since the last call, each told once."""
        ...
