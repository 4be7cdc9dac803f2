"""The "did you mean ...?" of a refused file's message: the closest known word to a wrong one.

difflib is imported only when a file is refused, not on every start (issue 41's first frame).
"""

from __future__ import annotations

from collections.abc import Iterable


def did_you_mean(word: object, known: Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` for the known word closest to ``word``, or "" for none.

    >>> did_you_mean("brething", ["breathing", "glance"])
    " (did you mean 'breathing'?)"
    >>> did_you_mean("zzz", ["breathing"])
    ''
    """
    import difflib

    hint = difflib.get_close_matches(str(word), list(known), n=1)
    return f" (did you mean {hint[0]!r}?)" if hint else ""
