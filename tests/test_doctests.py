"""Every ``>>>`` example in the source runs, so the examples in the docstrings stay true."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

import drawpoker

SRC = Path(drawpoker.__file__).parent


def _modules() -> list[str]:
    names = []
    for path in sorted(SRC.rglob("*.py")):
        if path.name == "__main__.py" or ">>>" not in path.read_text(encoding="utf-8"):
            continue
        parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return names


MODULES = _modules()


def test_the_examples_are_found() -> None:
    assert len(MODULES) >= 30  # 32 modules carried examples when this test was written


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_run(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0, f"{name} has '>>>' but no example doctest can find"
    assert result.failed == 0
