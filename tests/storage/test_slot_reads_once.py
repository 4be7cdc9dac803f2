"""CONTINUE right after the title checked the save reads it once (a save is replayed from its
seed to be trusted: issue 21), but never hands back a match the file no longer holds."""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker.engine.draw import ActionKind, Call, Discard, Match, Rules, Wait
from drawpoker.engine.draw.actions import DISCARD
from drawpoker.storage.draw.saves import SavedMatch, SaveSlot


class CountingSlot(SaveSlot):
    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.reads = 0

    def read(self) -> SavedMatch:
        self.reads += 1
        return super().read()


def _played(seed: int, deals: int) -> Match:
    """``deals`` deals in which both players only wait, call and stand pat."""
    m = Match(Rules(), seed=seed)
    for _ in range(deals):
        m.start_deal()
        while m.to_act is not None:
            kinds = {legal.kind for legal in m.legal_actions()}
            if DISCARD in kinds:
                m.act(Discard([]))
            else:
                m.act(Wait() if ActionKind.CHECK in kinds else Call())
    return m


@pytest.fixture
def slot(tmp_path: Path) -> CountingSlot:
    slot = CountingSlot(tmp_path / "save.json")
    assert slot.save(_played(5, 2))
    return slot


def test_continue_after_the_title_check_reads_the_save_once(slot: CountingSlot) -> None:
    assert slot.exists()
    saved = slot.load()
    assert saved is not None and saved.match.deal_number == 2
    assert slot.reads == 1
    again = slot.load()  # a later load reads the file again: the first match may have moved on
    assert again is not None and again is not saved and slot.reads == 2


def test_a_save_changed_after_the_check_is_read_again(slot: CountingSlot) -> None:
    assert slot.exists()
    assert slot.save(_played(6, 3))
    saved = slot.load()
    assert saved is not None and saved.match.deal_number == 3 and slot.reads == 2


def test_a_save_replaced_behind_the_games_back_is_read_again(slot: CountingSlot,
                                                              tmp_path: Path) -> None:
    assert slot.exists()
    other = SaveSlot(tmp_path / "other.json")
    assert other.save(_played(7, 4))
    (tmp_path / "other.json").replace(slot.path)
    saved = slot.load()
    assert saved is not None and saved.match.deal_number == 4 and slot.reads == 2


def test_a_save_removed_after_the_check_is_gone(slot: CountingSlot) -> None:
    assert slot.exists()
    slot.path.unlink()
    assert slot.load() is None
