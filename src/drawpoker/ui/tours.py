"""Which house rules each table's tour tells, and its showing once: the tables call
:func:`show_once` as they open (a scene module may not import the tour's scene, so this lives
apart from :mod:`drawpoker.ui.tour`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from drawpoker.ui.scene import SceneName

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host

#: The pages of each table's tour: keys under ``tour.<table>`` (a title and a text each).
PAGES: dict[str, tuple[str, ...]] = {
    "draw": ("call", "wait", "tie"),
    "holdem": ("raise", "order", "short"),
}
#: The setting that remembers each tour was seen.
SEEN = {"draw": "tour_draw_seen", "holdem": "tour_holdem_seen"}


def show_once(app: Host, table: str) -> bool:
    """Open ``table``'s tour when the player has never seen it (and remember it is seen: a
    skipped tour is not shown again). True when it opened."""
    if not app.tours or getattr(app.settings, SEEN[table]):
        return False
    app.remember(app.settings.replace(**{SEEN[table]: True}))
    app.go(SceneName.TOUR, table=table)
    return True
