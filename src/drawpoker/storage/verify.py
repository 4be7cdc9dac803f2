"""``python -m drawpoker verify FILE``: check the shuffles of a hand history of any game and
replay every deal.

Each game's verifier replays every deal (hand) of its history from the revealed deck, which
must hash to the commitment published before the deal: draw's text format in
:mod:`drawpoker.storage.draw.verify`, hold'em's event log in
:mod:`drawpoker.storage.holdem.history`, Canfield's (one game a file) in
:mod:`drawpoker.storage.canfield.history`. Every deal written is checked, also one a ``resumed``
line later rolls back (the game crashed before saving it). A file that is not an ordinary
file, is larger than 4 MB, or is not UTF-8 is refused before it is read. Exit status: 0 every
finished deal checks out, 1 a problem was found, 2 the file cannot be read as a hand history at
all (see docs/saves-and-history.md).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from drawpoker import games
from drawpoker.i18n import t
from drawpoker.printable import printable
from drawpoker.storage import safe_json
from drawpoker.storage.event_log import (
    Findings,
    Replayer,
    is_event_log,
    read_log,
    verify_log,
)
from drawpoker.storage.verify_report import EXIT_OK as EXIT_OK
from drawpoker.storage.verify_report import EXIT_PROBLEM as EXIT_PROBLEM
from drawpoker.storage.verify_report import EXIT_UNREADABLE as EXIT_UNREADABLE
from drawpoker.storage.verify_report import MAX_HISTORY_BYTES, Report

__all__ = ["EXIT_OK", "EXIT_PROBLEM", "EXIT_UNREADABLE", "Report", "main", "verify_file",
           "verify_text"]


def verify_file(path: Path) -> Report:
    """Check the history at ``path``; only an ordinary file of at most 4 MB is read."""
    try:
        # utf-8-sig: a history saved by Windows Notepad starts with a byte-order mark.
        text = safe_json.read_regular_file(path, MAX_HISTORY_BYTES).decode("utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        report = Report(unreadable=True)
        report.problems.append(t("verify.unreadable", file=printable(path),
                                 reason=printable(exc)))
        return report
    return verify_text(text)


def replayers() -> dict[str, Replayer]:
    """Each game's part of the one verifier, by the ``game`` its log's header names (the
    registered games' replayers, :mod:`drawpoker.games`)."""
    return games.replayers()


def verify_text(text: str) -> Report:
    """Check a history given as text: an event log (a JSON object a line) through the one
    replay verifier, a text history of draw's format 1 through its own reader."""
    if is_event_log(text):
        return _worded(verify_log(text, replayers(), games.legacy_titles()))
    verifiers = [each.text_verifier for each in games.games() if each.text_verifier]
    if not verifiers:
        return _worded(verify_log(text, replayers(), games.legacy_titles()))
    return _worded(games.resolve(verifiers[0])(text))


def verify_event_log(text: str) -> tuple[Report, Findings]:
    """Check an event log as :func:`verify_text` does, and keep what the verifier read (the
    header and the deals) for a reader of a log that passes: the export reads it once."""
    found = verify_log(text, replayers(), games.legacy_titles())
    return _worded(found), found


def _worded(found: Findings) -> Report:
    """The verifier's findings in the player's language; every value they quote from the file
    escaped, so no control character or escape sequence reaches the terminal."""
    report = Report(deals_checked=found.deals_checked, unreadable=found.unreadable)
    report.problems += [_said(n.key, n.args) for n in found.problems]
    report.notes += [_said(n.key, n.args) for n in found.notes]
    return report


def _said(key: str, args: dict[str, str]) -> str:
    return printable(t(key, **{name: printable(value) for name, value in args.items()}))


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``python -m drawpoker verify FILE``: 0 when every finished deal checks
    out, 1 when a problem is found, 2 when the file cannot be read as a hand history."""
    parser = argparse.ArgumentParser(prog="drawpoker verify", description=t("verify.usage"))
    parser.add_argument("file", type=Path, help=t("verify.file_help"))
    args = parser.parse_args(argv)
    report = verify_file(args.file)
    for note in report.notes:
        print(printable(note))
    for problem in report.problems:
        print(printable(problem), file=sys.stderr)
    if report.ok:
        print(t("verify.summary_ok", file=printable(args.file), count=report.deals_checked))
        return EXIT_OK
    print(
        t(
            "verify.summary_bad",
            file=printable(args.file),
            count=report.deals_checked,
            problems=len(report.problems),
        ),
        file=sys.stderr,
    )
    return report.exit_status


def history_main(argv: Sequence[str] | None = None) -> int:
    """``python -m drawpoker history FILE``: a hand history as a player reads it. A draw
    event log is rendered as the text histories of format 1 were written (deals, actions,
    draws, showdown, pot), a Canfield log as its deal, steps and what each paid; a text
    history is shown as it is, a hold'em log line by line.
    Reading is not checking: ``verify`` says whether the file can be trusted. Every line is
    printed escaped (:func:`~drawpoker.printable.printable`): the file may hold anything."""
    parser = argparse.ArgumentParser(prog="drawpoker history",
                                     description="show a hand history as text")
    parser.add_argument("file", type=Path, help=t("verify.file_help"))
    args = parser.parse_args(argv)
    try:
        text = safe_json.read_regular_file(args.file, MAX_HISTORY_BYTES).decode("utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        print(t("verify.unreadable", file=printable(args.file), reason=printable(exc)),
              file=sys.stderr)
        return EXIT_UNREADABLE
    if not is_event_log(text):
        _print_lines(_file_lines(text))
        return EXIT_OK
    found = Findings()
    log = read_log(text, replayers(), found, games.legacy_titles())
    if log is None:
        print(_worded(found).problems[0], file=sys.stderr)
        return EXIT_UNREADABLE
    writer = games.history_game(log.header.get("game"))
    if writer is not None and writer.history_render:
        _print_lines(games.resolve(writer.history_render)([log.header, *log.lines]))
    else:
        _print_lines(_file_lines(text))
    return EXIT_OK


def _file_lines(text: str) -> list[str]:
    """The file's lines, split at its newlines only: any other break (a lone carriage return,
    a form feed, U+2028) is the file's content, shown escaped."""
    lines = [line.removesuffix("\r") for line in text.split("\n")]
    return lines[:-1] if lines and not lines[-1] else lines


def _print_lines(lines: Sequence[str]) -> None:
    """Each line of a file's text, escaped (the file's line breaks are the only ones kept)."""
    for line in lines:
        print(printable(line))


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
