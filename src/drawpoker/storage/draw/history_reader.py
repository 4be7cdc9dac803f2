"""Reading a hand history into its starting state, deal blocks and ``resumed`` lines.

Only the reading: :mod:`drawpoker.storage.draw.verify` replays what this finds. Anything that is not
a line the game writes is refused here with :class:`HistoryError` (or :class:`NotAHistory` when
the file is no hand history at all).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from drawpoker.storage import safe_json
from drawpoker.storage.draw.text_format import ACTION_LABELS, FORMAT, TITLE
from drawpoker.storage.write_watch import Notice

Line = tuple[int, str]  # (line number in the file, text)

HEADER_LABELS = ("format", "match", "started", "check", "start")
#: Lines that show a deal ended: the deck and salt are written with them, in the same write.
ENDING_LABELS = ("showdown", "pot", "match over", "forfeit lost", "buy back")
#: Every label a deal's block may hold.
BLOCK_LABELS = (
    "commitment", "dealer", "stacks", "ante", "you hold", "round 1", "round 2", "draw",
    "showdown", "pot", "deck", "salt", "pawn", "forfeit lost", "buy back", "match over",
)  # fmt: skip


class HistoryError(ValueError):
    """A line of the file cannot be read as part of a hand history: ``notice`` says which
    (a key and its arguments; the command words it)."""

    def __init__(self, key: str, **args: object) -> None:
        super().__init__(key, args)
        self.notice = Notice(key, {name: str(value) for name, value in args.items()})


class NotAHistory(HistoryError):
    """The file is not a hand history (of a format this game reads) at all."""


@dataclass
class Resume:
    """A ``resumed`` line: the game went on from a save taken before deal ``deal`` (``kept`` is
    None) or in deal ``deal`` after ``kept`` of its actions."""

    line: int
    deal: int
    kept: int | None


@dataclass
class Block:
    number: int
    lines: list[Line] = field(default_factory=list)

    def value(self, label: str) -> tuple[int, str] | None:
        for number, text in self.lines:
            if text.startswith(label + ": "):
                return number, text[len(label) + 2 :]
        return None

    def action_lines(self) -> list[Line]:
        return [(n, text) for n, text in self.lines if is_action(text)]


def is_action(text: str) -> bool:
    label, _, rest = text.partition(": ")
    return label in ACTION_LABELS and not rest.startswith("skipped")


# --------------------------------------------------------------------------- reading the file


def read_history(text: str) -> tuple[dict[str, object], list[Block | Resume]]:
    """The starting state, then the deal blocks and ``resumed`` lines in file order.

    After ``resumed: deal N after K actions`` the lines that follow continue deal N: they form
    a new block that starts with deal N's lines up to its first K actions.
    """
    lines = text.splitlines()
    if not lines or lines[0].strip() != TITLE:
        raise NotAHistory("verify.not_history_title")
    header: dict[str, str] = {}
    index = 1
    while index < len(lines) and lines[index].strip():
        label, _, value = lines[index].partition(": ")
        if label not in HEADER_LABELS or label in header:
            raise HistoryError("verify.unreadable_line", line=index + 1)
        header[label] = value
        index += 1
    if header.get("format") != str(FORMAT):
        raise NotAHistory("verify.bad_format", found=header.get("format", "?"), known=FORMAT)
    if "start" not in header:
        raise HistoryError("verify.bad_start", reason="no start line")
    try:
        start = safe_json.loads(header["start"])
    except safe_json.JsonRefused as exc:
        raise HistoryError("verify.bad_start", reason=str(exc)) from None
    if not isinstance(start, dict):
        raise HistoryError("verify.bad_start", reason=type(start).__name__)
    items: list[Block | Resume] = []
    current: Block | None = None
    for number, line in enumerate(lines[index:], start=index + 1):
        if not line.strip():
            continue
        if line.startswith("deal "):
            current = Block(_whole(line[5:], number))
            items.append(current)
        elif line.startswith("resumed: "):
            resume = _resume(line[len("resumed: ") :], number)
            items.append(resume)
            current = None
            if resume.kept is not None:
                current = _continued(items, resume)
                items.append(current)
        elif current is None:
            raise HistoryError("verify.outside_deal", line=number)
        else:
            current.lines.append((number, line))
    return start, items


def _whole(text: str, line: int) -> int:
    text = text.strip()
    if not text.isdigit() or len(text) > 12:
        raise HistoryError("verify.unreadable_line", line=line)
    return int(text)


def _resume(text: str, line: int) -> Resume:
    words = text.split()
    if words[:2] == ["before", "deal"] and len(words) == 3:
        return Resume(line, _whole(words[2], line), None)
    if len(words) == 5 and words[0] == "deal" and words[2] == "after" and words[4] == "actions":
        return Resume(line, _whole(words[1], line), _whole(words[3], line))
    raise HistoryError("verify.bad_resume", line=line)


def _continued(items: list[Block | Resume], resume: Resume) -> Block:
    """Deal ``resume.deal`` as the save knew it: its lines before action ``kept + 1``."""
    earlier = [item for item in items if isinstance(item, Block) and item.number == resume.deal]
    if not earlier:
        raise HistoryError("verify.bad_resume", line=resume.line)
    block = Block(resume.deal)
    seen = 0
    for number, text in earlier[-1].lines:
        if is_action(text):
            if seen == resume.kept:
                break
            seen += 1
        block.lines.append((number, text))
    if seen != resume.kept:
        raise HistoryError("verify.bad_resume", line=resume.line)
    return block
