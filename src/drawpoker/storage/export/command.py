"""``python -m drawpoker export FILE... --format phh|pokerstars [--output PATH]``, and the
statistics page's export: the player's poker hands in a format other tools read.

Only what ``verify`` passes is exported: each file is verified first and left out whole, with
verify's first problem, when it fails. A history still being played gives its finished hands
(the last one is left out, said). Hands a format cannot say are left out with the reason
(hold'em in PHH with a big blind posted short; in the text format, a draw deal whose pot a tie
carried over). Every message goes to standard error, escaped; the export alone to standard
output or to ``--output`` (written atomically).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from drawpoker.i18n import t
from drawpoker.printable import printable
from drawpoker.storage import safe_json
from drawpoker.storage.atomic import write_text_atomic
from drawpoker.storage.draw import export as draw_export
from drawpoker.storage.event_log import is_event_log
from drawpoker.storage.export import phh, stars
from drawpoker.storage.export.hands import DRAW, HOLDEM, Hand
from drawpoker.storage.holdem import export as holdem_export
from drawpoker.storage.verify import verify_event_log
from drawpoker.storage.verify_report import (
    EXIT_OK,
    EXIT_PROBLEM,
    EXIT_UNREADABLE,
    MAX_HISTORY_BYTES,
)

FORMATS = ("phh", "pokerstars")
#: The file name ending of each format: PHH's multi-hand document, the trackers' text.
SUFFIX = {"phh": ".phhs", "pokerstars": ".txt"}
#: The histories of the poker games in a history folder (Canfield has no hands).
POKER_HISTORIES = ("match-*.jsonl", "holdem-*.jsonl", "match-*.txt")


@dataclass
class Gathered:
    """The hands of the files read, and what was left out, said in the player's language."""

    hands: list[Hand] = field(default_factory=list)
    left_out: list[str] = field(default_factory=list)
    files: int = 0
    unreadable: bool = False


def history_files(paths: Iterable[Path]) -> list[Path]:
    """The files named, a folder standing for its poker histories (oldest first)."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found += sorted({file for pattern in POKER_HISTORIES for file in path.glob(pattern)},
                            key=lambda file: file.name.split("-", 1)[-1])
        else:
            found.append(path)
    return found


def gather(paths: Iterable[Path]) -> Gathered:
    """Read, verify and take apart every history of ``paths``."""
    out = Gathered()
    for path in history_files(paths):
        out.files += 1
        name = printable(path)
        try:
            text = safe_json.read_regular_file(path, MAX_HISTORY_BYTES).decode("utf-8-sig")
        except (OSError, UnicodeDecodeError) as exc:
            out.unreadable = True
            out.left_out.append(t("verify.unreadable", file=name, reason=printable(exc)))
            continue
        if not is_event_log(text):
            out.left_out.append(t("export.old_text", file=name))
            continue
        report, found = verify_event_log(text)
        if not report.ok or found.header is None:
            out.left_out.append(t("export.not_verified", file=name, reason=report.problems[0]))
            continue
        game = found.header.get("game")
        if game not in (DRAW, HOLDEM):
            out.left_out.append(t("export.not_poker", file=name))
            continue
        build = holdem_export.hands_of if game == HOLDEM else draw_export.hands_of
        hands, unfinished = build(found.header, found.deals)
        out.hands += hands
        out.left_out += [t("export.unfinished", file=name, deal=number) for number in unfinished]
    return out


def write(hands: Sequence[Hand], fmt: str) -> tuple[str, list[str]]:
    """The export of ``hands`` in ``fmt``, and the hands the format left out, said."""
    if fmt == "phh":
        text, skipped = phh.document(hands)
    else:
        parts: list[str] = []
        skipped = []
        for hand in hands:
            try:
                parts.append(stars.hand_text(hand))
            except stars.Unwritable as exc:
                skipped.append((hand, str(exc)))
        text = stars.SEPARATOR.join(parts)
    said = [t("export.hand_left_out", match=printable(hand.match), deal=hand.number,
              reason=t(key)) for hand, key in skipped]
    return text, said


@dataclass
class Written:
    """What the statistics page's export wrote, for its message."""

    paths: list[Path]
    hands: int
    left_out: int


def export_to_folder(data_folder: Path, now: datetime | None = None) -> Written:
    """Export every poker history of the data folder in both formats, to
    ``exports/hands-<date-time>.phhs`` and ``.txt`` there (OSError when the disk refuses);
    nothing is written when there is no hand to export."""
    gathered = gather([data_folder / "history"])
    if not gathered.hands:  # nothing to write: no empty files
        return Written([], 0, len(gathered.left_out))
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    folder = data_folder / "exports"
    folder.mkdir(parents=True, exist_ok=True)
    paths: list[Path] = []
    left_out = len(gathered.left_out)
    exported = 0
    for fmt in FORMATS:
        text, skipped = write(gathered.hands, fmt)
        path = folder / f"hands-{stamp}{SUFFIX[fmt]}"
        write_text_atomic(path, text)
        paths.append(path)
        left_out += len(skipped)
        exported = max(exported, len(gathered.hands) - len(skipped))
    return Written(paths, exported, left_out)


def main(argv: Sequence[str] | None = None) -> int:
    """0 when every hand was exported, 1 when some were left out (each said), 2 when nothing
    could be read or the command line is wrong."""
    parser = argparse.ArgumentParser(prog="drawpoker export", description=t("export.usage"))
    parser.add_argument("files", type=Path, nargs="+", metavar="FILE",
                        help=t("export.files_help"))
    parser.add_argument("--format", choices=FORMATS, required=True, help=t("export.format_help"))
    parser.add_argument("--output", type=Path, metavar="PATH", help=t("export.output_help"))
    args = parser.parse_args(argv)
    gathered = gather(args.files)
    text, skipped = write(gathered.hands, args.format)
    for message in [*gathered.left_out, *skipped]:
        print(printable(message), file=sys.stderr)
    count = len(gathered.hands) - len(skipped)
    if args.output is not None:
        try:
            write_text_atomic(args.output, text)
        except OSError as exc:
            print(t("export.cannot_write", file=printable(args.output),
                    reason=printable(exc.strerror or exc)), file=sys.stderr)
            return EXIT_UNREADABLE
    elif text:
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
    print(t("export.summary", count=count, files=gathered.files,
            left_out=len(gathered.left_out) + len(skipped)), file=sys.stderr)
    if gathered.files == 0 or (count == 0 and gathered.unreadable):
        return EXIT_UNREADABLE
    return EXIT_OK if not gathered.left_out and not skipped else EXIT_PROBLEM
