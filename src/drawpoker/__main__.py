"""``python -m drawpoker``: start the game, or render one scene to a PNG and exit.

>>> main(["--version"])  # doctest: +SKIP
drawpoker 0.1.0
"""

from __future__ import annotations

import argparse
import functools
import logging
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from drawpoker import __version__

if TYPE_CHECKING:
    from drawpoker.settings import Settings
    from drawpoker.storage.shelf import Shelf

log = logging.getLogger("drawpoker")

SCENES = ("title", "opponents", "table", "gameover", "help", "pause", "settings", "keys",
          "stats", "canfield", "holdem-flop", "holdem-showdown", "holdem-pawn", "whatif",
          "why", "code-entry", "holdem-practice")
LAUNCHER_FLAGS = ("--install-launcher", "--uninstall-launcher")
#: Exit status when the game stopped on an error (a crash report was written).
CRASHED = 70
#: Exit status when another copy of the game already uses the same data folder.
ALREADY_RUNNING = 3


#: The window's own minimum (``ui.app.MIN_SIZE``) and an 8K screen: a size outside is refused
#: before anything is drawn (99999x99999 would take gigabytes).
MIN_WINDOW = (800, 480)
MAX_WINDOW = (7680, 4320)
_SIZE = re.compile(r"^\s*([0-9]{1,6})\s*[xX]\s*([0-9]{1,6})\s*$")


def _size(text: str) -> tuple[int, int]:
    match = _SIZE.match(text)
    if match is None:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, got {text[:40]!r}")
    w, h = int(match.group(1)), int(match.group(2))
    (min_w, min_h), (max_w, max_h) = MIN_WINDOW, MAX_WINDOW
    if not (min_w <= w <= max_w and min_h <= h <= max_h):
        raise argparse.ArgumentTypeError(
            f"size {w}x{h} is out of range: from {min_w}x{min_h} to {max_w}x{max_h}"
        )
    return w, h


def _theme_id(text: str) -> str:
    """A theme id as manifests spell them; the theme itself is looked up (or replaced) later."""
    from drawpoker.settings import check_field

    if check_field("theme", text) is not None:
        raise argparse.ArgumentTypeError(
            f"theme must be a theme id such as wardrobe, got {text[:40]!r}"
        )
    return text


def _opponent_id(text: str) -> str:
    """An opponent id as the roster spells them (an unknown one shows the theme's figure)."""
    from drawpoker.settings import check_field

    if not text or check_field("draw_opponent", text) is not None:
        raise argparse.ArgumentTypeError(
            f"opponent must be an id of assets/opponents/roster.yaml such as rosa, "
            f"got {text[:40]!r}")
    return text


def _language(code: str) -> str:
    """An installed language's code; never a path (``--lang ../../x`` names no file)."""
    from drawpoker import i18n

    known = i18n.available_languages()
    if code not in known:
        raise argparse.ArgumentTypeError(
            f"unknown language {code[:40]!r}; installed: {', '.join(known)}"
        )
    return code


#: What ``--help`` says the game is: all three games in the box, not only the first one.
DESCRIPTION = (
    "Three card games against the computer, played from one bank: five-card draw\n"
    "poker against one opponent, Texas hold'em against one to five, and Canfield\n"
    "solitaire."
)
#: Where the player's files live, and the variable that moves them (the README says it too).
EPILOG = (
    "environment:\n"
    "  DRAWPOKER_HOME=FOLDER  keep every per-user file in FOLDER instead of\n"
    "                         the system's folders: saves, statistics, the\n"
    "                         bank and hand histories in FOLDER/data, settings\n"
    "                         in FOLDER/config, the log and crash reports in\n"
    "                         FOLDER/log (a portable copy, a test run; see\n"
    "                         docs/saves-and-history.md)"
)


def build_parser() -> argparse.ArgumentParser:
    from drawpoker.ui.draw.staging import STATES

    parser = argparse.ArgumentParser(
        prog="drawpoker",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"drawpoker {__version__}")
    parser.add_argument("--size", type=_size, default=(1280, 720), metavar="WxH",
                        help="window size, from {}x{} to {}x{} (default 1280x720)".format(
                            *MIN_WINDOW, *MAX_WINDOW))
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", action="store_true", help="start in full screen")
    mode.add_argument("--windowed", action="store_true", help="start in a window (default)")
    parser.add_argument("--lang", type=_language, metavar="CODE",
                        help="language: one of the lang/*.yaml files, e.g. en or fr")
    parser.add_argument("--seed", type=int, default=None,
                        help="seed for the shuffle and the opponent")
    shots = parser.add_argument_group("screenshots (render one frame and exit)")
    shots.add_argument("--screenshot", type=Path, metavar="OUT.png")
    shots.add_argument("--scene", choices=SCENES, default="table")
    shots.add_argument("--state", choices=(*STATES, "bank", "cascade", "holdem", "duplicate",
                                            "canfield", "refused", "result", "code",
                                            "code-log", "career", "practice", "why"),
                       default="deal",
                       help="situation of the table or game-over scene (code-log: a "
                       "match from a code after its first deal, the deal log open with its "
                       "code; practice: a practice match mid-deal, her cards face up, the "
                       "deal log open with WHY; for holdem-practice: why, its Why? page "
                       "mid-hand; for stats: career, the record book; for title: "
                       "career, two trophies won on its shelf); for "
                       "canfield: won, "
                       "cascade (the won game's cards bouncing away), pawned (the "
                       "pawnshop's question), code (a deal from a code, for no money), else "
                       "a game in progress; "
                       "for stats: bank (the bank's page), holdem (the hold'em record), "
                       "duplicate (a match and its duplicate); for whatif and why: a draw "
                       "match, or holdem; for whatif also result (a decision played the "
                       "other way); for code-entry: holdem or canfield (their codes), "
                       "refused (a mistyped code refused)")
    shots.add_argument("--four-colour", action="store_true", help="four-colour deck")
    shots.add_argument("--coach", action="store_true", help="the draw coach on")
    shots.add_argument("--large-text", action="store_true", help="the large text size")
    shots.add_argument("--theme", type=_theme_id, help="forfeit theme id")
    shots.add_argument("--opponent", type=_opponent_id, metavar="ID",
                       help="the draw opponent (a roster id, e.g. mei): chosen first on the "
                       "opponents page, and the one at the table and game over")
    desktop = parser.add_argument_group("desktop launcher (see docs/saves-and-history.md)")
    desktop.add_argument("--install-launcher", action="store_true",
                         help="put a launcher on the desktop and in the applications menu")
    desktop.add_argument("--uninstall-launcher", action="store_true",
                         help="remove the launcher the game made")
    commands = parser.add_subparsers(title="commands", dest="command", metavar="COMMAND")
    # main() hands "verify" and "history" to their own parsers before this one runs; listed
    # here for --help.
    commands.add_parser(
        "verify", help="check a hand history: drawpoker verify FILE (drawpoker verify --help)"
    )
    commands.add_parser("history", help="show a hand history as text: drawpoker history FILE")
    commands.add_parser(
        "export", help="your poker hands for other tools: drawpoker export FILE --format "
        "phh|pokerstars [--output PATH] (drawpoker export --help)")
    commands.add_parser(
        "whatif", help="play one of your decisions of a finished deal differently: drawpoker "
        "whatif FILE --deal N [--decision K --choose CHOICE] (drawpoker whatif --help)")
    return parser


def main(argv: list[str] | None = None) -> int:
    # pygame's greeting on import is for developers; a player's terminal stays clean.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    raw = list(sys.argv[1:] if argv is None else argv)
    if raw[:1] == ["verify"]:
        from drawpoker.storage.verify import main as verify

        return verify(raw[1:])
    if raw[:1] == ["history"]:
        from drawpoker.storage.verify import history_main

        return history_main(raw[1:])
    if raw[:1] == ["export"]:
        from drawpoker.storage.export.command import main as export

        return export(raw[1:])
    if raw[:1] == ["whatif"]:
        from drawpoker.teach.whatif import main as whatif

        return whatif(raw[1:])
    if set(raw) & set(LAUNCHER_FLAGS):
        from drawpoker import launcher

        return launcher.main([arg for arg in raw if arg in LAUNCHER_FLAGS])
    args = build_parser().parse_args(argv)
    if args.screenshot is not None:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from drawpoker.settings import Settings

    if args.screenshot is not None:
        settings = Settings()  # reproducible: never the player's own settings
        notices: list[Callable[[], str]] = []
    else:
        settings, notices = _player_settings()
    if args.lang:
        settings = settings.replace(language=args.lang)
    if args.four_colour:
        settings = settings.replace(card_style="four-colour")
    if args.coach:
        settings = settings.replace(draw_coach=True)
    if args.large_text:
        settings = settings.replace(text_size="large")
    if args.theme:
        settings = settings.replace(theme=args.theme)
    if getattr(args, "opponent", None):
        settings = settings.replace(draw_opponent=args.opponent)
    if args.fullscreen or args.windowed:
        settings = settings.replace(fullscreen=bool(args.fullscreen))
    if args.screenshot is not None:
        from drawpoker.ui.shots import render_screenshot

        try:
            render_screenshot(args.screenshot, args.scene, args.state, args.seed or 0,
                              args.size, settings)
        except OSError as exc:  # a folder, a device, a read-only place: said, not a traceback
            print(f"drawpoker: cannot write the screenshot to {args.screenshot}: "
                  f"{exc.strerror or exc}", file=sys.stderr)
            return 2
        print(args.screenshot)
        return 0
    # The window's X11 class, which the desktop launcher's StartupWMClass names: docks group
    # the window with its launcher (without it the class is "__main__.py").
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "drawpoker")
    from drawpoker.ui.app import App
    from drawpoker.ui.scene import SceneName

    if not _hold_user_folder(settings.language):
        return ALREADY_RUNNING
    from drawpoker import logbook

    logbook.start_log()
    sys.excepthook = logbook.excepthook
    try:
        records = _records()
        app = App(args.size, settings, records=records)
        app.tours = True  # the house rules' tour at each table's first start
        app.notices = [notice() for notice in [*notices, *_FOLDER_NOTICES]]
        app.notices += _shared_file_notices()
        if records is not None:
            from drawpoker.ui.said import said

            app.notices += [said(notice) for notice in records.notices()]
        app.go(SceneName.TITLE)
        app.run()
    except Exception as error:  # the player is told where the report is, not left guessing
        logbook.crashed(error)
        return CRASHED
    return 0


def _player_settings() -> tuple[Settings, list[Callable[[], str]]]:
    """The player's stored settings, and the problems with the file (told on the title)."""
    from drawpoker.settings import Settings, load_player

    try:
        from drawpoker.ui.settings import problem_text

        result = load_player()
    except Exception as exc:  # settings must never stop the game from starting
        log.warning("settings could not be loaded (%s); using the defaults", exc)
        return Settings(), []
    return result.settings, [functools.partial(problem_text, p) for p in result.problems]


_HELD: list[object] = []  # the folder lock, kept for the life of the process
#: Why the folder could not be locked, told on the title (in the language of the game).
_FOLDER_NOTICES: list[Callable[[], str]] = []


def _hold_user_folder(language: str) -> bool:
    """One running copy per data folder (saves, statistics, histories): False, after telling
    the player, when another copy holds it. Screenshots and ``verify`` write nothing shared and
    take no lock."""
    from drawpoker import i18n, paths
    from drawpoker.storage.lock import FolderLock, FolderLocked

    lock = FolderLock(paths.user_data_dir())
    try:
        lock.acquire()
    except FolderLocked:
        translator = i18n.current()
        if translator.code != language:
            translator.set_language(language)
        title, text = translator.get("app.title"), translator.get("app.already_running")
        print(text, file=sys.stderr)
        if os.environ.get("SDL_VIDEODRIVER") != "dummy":  # a launcher has no terminal to read
            try:
                import pygame

                pygame.display.message_box(title, text, "warn")
            except Exception as exc:  # no display: the terminal message is all we can do
                log.info("no message box (%s)", exc)
        return False
    except OSError as exc:
        # A read-only folder, or drawpoker.lock is a folder: the game runs, the player is told.
        log.warning("cannot lock the data folder (%s); do not run two copies at once", exc)
        reason, folder = exc.strerror or str(exc), str(paths.user_data_dir())
        _FOLDER_NOTICES.append(lambda: i18n.t("app.lock_failed", folder=folder, reason=reason))
        return True
    _HELD.append(lock)
    return True


def _shared_file_notices() -> list[str]:
    """What the title tells about the files people share: an opponent the roster left out,
    the player's items file refused, a theme skipped (each names the file and why)."""
    from drawpoker.bank.items import ITEMS_FILE, items_problem, load_items
    from drawpoker.i18n import t
    from drawpoker.printable import excerpt
    from drawpoker.themes import ThemeError, discover_themes
    from drawpoker.ui import characters

    told = characters.notices()
    load_items()
    refused = items_problem()
    if refused is not None:
        told.append(t("draw.opponents.items_refused", file=ITEMS_FILE, reason=refused))
    problems: list[ThemeError] = []
    try:
        discover_themes(problems=problems)
    except OSError as exc:  # unreadable theme folders: the settings page says it too
        log.warning("cannot list the themes: %s", exc)
    told += [t("settings.problem.theme_skipped", theme=excerpt(problem.theme),
               reason=excerpt(problem.problem, 160)) for problem in problems]
    return told


def _records() -> Shelf | None:
    """Every game's saves, hand histories and statistics in the per-user folder."""
    try:
        from drawpoker.storage.shelf import Shelf

        return Shelf()
    except Exception as exc:
        log.warning("saves and statistics are not available: %s", exc)
        return None


if __name__ == "__main__":
    sys.exit(main())
