"""No engine module reads another object's private fields (issue 39, friend modules).

A helper split off a class for its size and left reading the class's ``_fields`` is a friend
module: both have to change together, and nothing says so. So every ``x._name`` (one leading
underscore, not a dunder) in ``src/drawpoker/engine`` must be on ``self`` or ``cls``; a
module that needs another object's state asks for it as a value (``Match.state()``).
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import drawpoker.engine

ENGINE = Path(drawpoker.engine.__file__).parent
#: What is left outside engine/draw, per file (path under engine/): this list may only shrink.
#: engine/draw has none and may get none.
ALLOWED: dict[str, int] = {
    "canfield/game.py": 3,  # a game copying or dealing another game of its own class
    "core/forfeit_ledger.py": 1,  # a ledger making its next value
}


def friend_reads(source: str) -> list[str]:
    """Each ``x._name`` in ``source`` whose ``x`` is not ``self`` or ``cls``, as written."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Attribute):
            continue
        name = node.attr
        if not name.startswith("_") or (name.startswith("__") and name.endswith("__")):
            continue
        if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
            continue
        found.append(f"line {node.lineno}: {ast.unparse(node)}")
    return found


def test_the_scan_finds_a_friend_read() -> None:
    source = (
        "class A:\n"
        "    def f(self, other):\n"
        "        self._mine = cls_value = self.__class__\n"
        "        return other._theirs, cls._fine, make()._made, x.__dict__, x.public\n"
    )
    assert friend_reads(source) == ["line 4: other._theirs", "line 4: make()._made"]


def test_no_engine_module_reads_private_fields_but_the_listed() -> None:
    counts: Counter[str] = Counter()
    reads: dict[str, list[str]] = {}
    for path in sorted(ENGINE.rglob("*.py")):
        found = friend_reads(path.read_text(encoding="utf-8"))
        if found:
            name = path.relative_to(ENGINE).as_posix()
            counts[name], reads[name] = len(found), found
    over = {name: reads[name] for name, count in counts.items()
            if count > ALLOWED.get(name, 0)}
    assert not over, f"modules reading another object's private fields: {over}"
    assert not [name for name in counts if name.startswith("draw/")]
