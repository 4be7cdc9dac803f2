"""What ``verify`` found in a hand history, whichever game wrote it."""

from __future__ import annotations

from dataclasses import dataclass, field

EXIT_OK, EXIT_PROBLEM, EXIT_UNREADABLE = 0, 1, 2
#: Larger files are refused unread (a history of a thousand deals is about 1 MB, and no match
#: lasts four thousand): whatever the bytes hold, what they parse into stays within about
#: 200 MB and 2 seconds (``tests/benchmarks/bench_hostile_files.py``).
MAX_HISTORY_BYTES = 4 * 1024 * 1024


@dataclass
class Report:
    """What verify found: one message per deal or problem; ``ok`` when nothing is wrong."""

    deals_checked: int = 0
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    #: The file could not be read as a history at all (exit status 2).
    unreadable: bool = False

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def exit_status(self) -> int:
        if self.unreadable:
            return EXIT_UNREADABLE
        return EXIT_OK if self.ok else EXIT_PROBLEM
