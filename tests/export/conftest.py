"""Shared fixtures of the export's tests."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest


@pytest.fixture(scope="module")
def no_fsync() -> Iterator[None]:
    """Skip fsync while whole games are written (as tests/storage does): only a power cut,
    which no test makes, needs it, and the disk's waits would be most of the time."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "fsync", lambda fd: None)
        yield
