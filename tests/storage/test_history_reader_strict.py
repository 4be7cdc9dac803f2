"""The draw history reader refuses what the game never writes: each case here was accepted by
a reader with one of its checks removed (issue 21), so each test fails without that check."""

from __future__ import annotations

import pytest

from drawpoker.storage.draw.history_reader import Block, HistoryError, Resume, read_history
from drawpoker.storage.draw.text_format import FORMAT, TITLE

HEADER = [TITLE, f"format: {FORMAT}", "match: 20260101-120000-abcd", 'start: {"a": 1}', ""]
DEAL = ["deal 1", "commitment: " + "0" * 64, "round 1: you bet $5", "round 1: computer calls"]


def read(*lines: str) -> tuple[dict[str, object], list[Block | Resume]]:
    return read_history("\n".join(lines) + "\n")


def test_the_plain_file_reads() -> None:
    start, items = read(*HEADER, *DEAL, "resumed: deal 1 after 2 actions", "round 1: x",
                        "resumed: before deal 2")
    assert start == {"a": 1}
    assert [type(item).__name__ for item in items] == ["Block", "Resume", "Block", "Resume"]
    assert len(items[2].action_lines()) == 3  # type: ignore[union-attr]


@pytest.mark.parametrize("label", ["format", "match", "start"])
def test_a_header_label_written_twice_is_refused(label: str) -> None:
    twice = next(line for line in HEADER if line.startswith(label + ": "))
    with pytest.raises(HistoryError):
        read(*HEADER[:2], twice, *HEADER[2:], *DEAL)


def test_a_resumed_deal_keeping_more_actions_than_it_had_is_refused() -> None:
    with pytest.raises(HistoryError):
        read(*HEADER, *DEAL, "resumed: deal 1 after 3 actions")
    read(*HEADER, *DEAL, "resumed: deal 1 after 2 actions")  # exactly what it had: fine


@pytest.mark.parametrize("line", [
    "resumed: before deal 2 and more",
    "resumed: before deal",
    "resumed: deal 1 after 1 actions please",
])
def test_a_resumed_line_with_words_the_game_never_writes_is_refused(line: str) -> None:
    with pytest.raises(HistoryError):
        read(*HEADER, *DEAL, line)
