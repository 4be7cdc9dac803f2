"""What the files' notices say, in the language of the moment: storage hands the UI keys and
arguments (:class:`~drawpoker.storage.write_watch.Notice`), never finished sentences."""

from __future__ import annotations

from drawpoker.i18n import t
from drawpoker.storage.write_watch import Notice


def said(notice: Notice | None) -> str:
    """The notice as the player reads it ("" for none): its sentence, then those that follow.

    >>> said(None)
    ''
    """
    if notice is None:
        return ""
    return " ".join([t(notice.key, **notice.args), *(said(more) for more in notice.more)])
