"""The game's log and its crash reports, in the player's log folder, for the player to send.

Under the Windows GUI command nobody sees stderr, so warnings (a refused file, a write the disk
refused) go to a small rotating log, and an error nothing caught becomes a crash report next to
it: the traceback, the version and the log's last lines. The player is told where it is, in a
message box where there is a screen and on stderr.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import platform
import sys
import traceback
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from types import TracebackType

from drawpoker import __version__, paths

LOG_NAME = "drawpoker.log"
#: A log of 256 kB and two older ones: enough for a session's story, never a disk's worth.
MAX_BYTES = 256 * 1024
BACKUPS = 2
#: Log lines copied into a crash report (what led up to it).
TAIL_LINES = 60
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

log = logging.getLogger("drawpoker")


def start_log(folder: Path | None = None) -> Path | None:
    """Log the game's warnings and errors (and Python's warnings) to ``folder``'s rotating log;
    the log's path, or None when the folder cannot be written (the game goes on without it)."""
    folder = folder if folder is not None else paths.user_log_dir()
    path = folder / LOG_NAME
    for handler in log.handlers:  # started already (a second call, or tests)
        if isinstance(handler, logging.handlers.RotatingFileHandler) \
                and Path(handler.baseFilename) == path.resolve():
            return path
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError as exc:
        log.warning("no log file in %s: %s", folder, exc)
        return None
    handler.setFormatter(logging.Formatter(_FORMAT))
    handler.setLevel(logging.INFO)
    log.addHandler(handler)
    if log.level == logging.NOTSET or log.level > logging.INFO:
        log.setLevel(logging.INFO)
    logging.captureWarnings(True)
    logging.getLogger("py.warnings").addHandler(handler)
    log.info("drawpoker %s on Python %s, %s", __version__, platform.python_version(),
             platform.platform())
    return path


def write_crash_report(error: BaseException, folder: Path | None = None,
                       now: datetime | None = None) -> Path | None:
    """Write ``error``'s report (``crash-<time>.txt``) and return its path; None when even
    that cannot be written (it is then on stderr only)."""
    folder = folder if folder is not None else paths.user_log_dir()
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    trace = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    parts = [
        f"drawpoker {__version__} crash report, {stamp}",
        f"Python {platform.python_version()} ({sys.executable}), {platform.platform()}",
        "",
        trace.rstrip(),
        "",
        f"The last lines of {LOG_NAME}:",
        *_log_tail(folder / LOG_NAME),
    ]
    path = folder / f"crash-{stamp}.txt"
    try:
        from drawpoker.storage.atomic import write_text_atomic

        write_text_atomic(path, "\n".join(parts) + "\n")
    except OSError as exc:
        print(f"drawpoker: cannot write a crash report in {folder}: {exc}", file=sys.stderr)
        return None
    return path


def _log_tail(path: Path) -> list[str]:
    try:
        with path.open(encoding="utf-8", errors="replace") as handle:
            return [line.rstrip("\n") for line in handle.readlines()[-TAIL_LINES:]]
    except OSError:
        return ["(no log)"]


def crashed(error: BaseException, tell: Callable[[str], None] | None = None,
            folder: Path | None = None) -> Path | None:
    """An error nothing caught: log it, write the report, tell the player where it is."""
    log.critical("the game stopped: %s", error, exc_info=error)
    path = write_crash_report(error, folder)
    where = str(path) if path is not None else str(folder or paths.user_log_dir())
    message = _crash_message(where)
    print(message, file=sys.stderr)
    traceback.print_exception(type(error), error, error.__traceback__, file=sys.stderr)
    (tell or _message_box)(message)
    return path


def _crash_message(where: str) -> str:
    try:
        from drawpoker import i18n

        return i18n.t("app.crashed", path=where)
    except Exception:  # the texts themselves may be what broke
        return (f"The game stopped because of an error. A report was saved as {where}: "
                "please send it to the developers.")


def _message_box(message: str) -> None:
    """Where there is a screen (a launcher has no terminal to read), a message box."""
    if os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
        return
    try:
        import pygame

        pygame.display.message_box("drawpoker", message, "error")
    except Exception as exc:  # no display left to ask: stderr and the report are enough
        log.info("no message box (%s)", exc)


def excepthook(kind: type[BaseException], error: BaseException,
               trace: TracebackType | None) -> None:
    """``sys.excepthook``: an error that reached the top becomes a crash report."""
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, error, trace)
        return
    crashed(error.with_traceback(trace))
