"""Shared fixtures of the storage tests."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest


@pytest.fixture(scope="module")
def no_fsync() -> Iterator[None]:
    """Skip fsync in tests that play whole matches.

    fsync only matters for a power cut, which a test cannot make; a killed process is covered by
    the atomic-write tests, which keep the real fsync. Without it these tests spend most of
    their time waiting for the disk.
    """
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "fsync", lambda fd: None)
        yield
