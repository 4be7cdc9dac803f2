"""What a table keeps beside itself in a weak-keyed table (its voice) holds the table weakly:
a value that held its key strongly would keep both, and every surface of the table, alive."""

from __future__ import annotations

import weakref
from typing import Generic, TypeVar

T = TypeVar("T")


class HeldWeakly(Generic[T]):
    """Gives ``self.scene`` from a weak reference to the scene it serves."""

    def __init__(self, scene: T) -> None:
        self._scene = weakref.ref(scene)

    @property
    def scene(self) -> T:
        scene = self._scene()
        if scene is None:  # pragma: no cover - the table went before what serves it
            raise ReferenceError("the table this serves is gone")
        return scene
