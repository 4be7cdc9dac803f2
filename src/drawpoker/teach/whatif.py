"""``python -m drawpoker whatif FILE --deal N [--decision K --choose CHOICE] [--json]``: a
decision of a finished deal played differently, on the deck the history committed to.

The library a scene can drive: :func:`load` (verifies first: only a history ``verify`` passes
is used), :func:`decisions` and :func:`replay`, each game's work in ``teach.draw`` and
``teach.holdem``. Nothing here writes a file, a save, the bank or the statistics.
The player's guide and the choice syntax: docs/whatif.md.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from drawpoker import games
from drawpoker.printable import printable
from drawpoker.storage import safe_json
from drawpoker.storage.event_log import RESUMED, Findings, Line, is_event_log, read_log
from drawpoker.storage.verify import replayers, verify_file
from drawpoker.storage.verify_report import MAX_HISTORY_BYTES
from drawpoker.teach.outcome import ChoiceError, Comparison, Decision, Reason

EXIT_OK, EXIT_REFUSED, EXIT_USAGE = 0, 1, 2

CHOICES_HELP = """\
choices (--choose):
  draw poker:  bet:AMOUNT  wait  raise:AMOUNT  call  drop
               discard:CARD,CARD...  (the cards to throw, e.g. discard:Ah,7c)
               discard:none          (stand pat)
  hold'em:     check  call  raise  fold
Cards are a rank (2-9, T, J, Q, K, A) and a suit (c, d, h, s). --then CHOICE (repeated) plays
your next decisions yourself, in order, along her likeliest answers; the output names the
next one left (--then goes on from it). Your other later decisions are the coach's; her
answers are her strategy's, each with its chance (see docs/whatif.md)."""


class Refused(Exception):
    """The history is not one ``verify`` passes: the verifier's own words."""

    def __init__(self, problems: list[str], status: int) -> None:
        super().__init__("; ".join(problems))
        self.problems = problems
        self.status = status


@dataclass
class History:
    """A verified history: its header and each finished deal's lines, by deal number."""

    game: str
    header: Line
    deals: list[list[Line]]  # in play order, rollbacks applied
    path: Path


def load(path: Path) -> History:
    """The history at ``path``, once ``verify`` passes it; Refused otherwise."""
    report = verify_file(path)
    if not report.ok:
        status = EXIT_USAGE if report.unreadable else EXIT_REFUSED
        raise Refused(report.problems or ["the history does not verify"], status)
    text = safe_json.read_regular_file(path, MAX_HISTORY_BYTES).decode("utf-8-sig")
    if not is_event_log(text):
        raise Refused(["what-if reads the event-log histories (.jsonl); this is a text history "
                       "of format 1"], EXIT_USAGE)
    found = Findings()
    log = read_log(text, replayers(), found, games.legacy_titles())
    if log is None:
        raise Refused(["the history cannot be read"], EXIT_USAGE)
    game = str(log.header.get("game"))
    if game not in ("draw", "holdem"):
        raise Refused([f"what-if plays poker deals; this is a {printable(game)} history"],
                      EXIT_USAGE)
    return History(game, log.header, _deals(log.lines, log.replayer.start_type,
                                            log.replayer.number_key), path)


def _deals(lines: list[Line], start: str, key: str) -> list[list[Line]]:
    """Each deal's lines as the game went on: a ``Resumed`` line rolls back to its save (the
    deals after it are dropped, the deal it names cut after its actions), as ``verify``
    reads it."""
    deals: list[list[Line]] = []
    for line in lines:
        if line["type"] == start:
            deals.append([line])
        elif line["type"] == RESUMED:
            numbers = [d[0].get(key) for d in deals]
            deal, actions = line.get("deal"), line.get("actions")
            keep = numbers.index(deal) + 1 if deal in numbers else 0
            del deals[keep:]
            if actions is not None and deals:
                seen, cut = 0, len(deals[-1])
                for index, event in enumerate(deals[-1]):
                    if event["type"] == "ActionTaken":
                        if seen == actions:
                            cut = index
                            break
                        seen += 1
                deals[-1] = deals[-1][:cut]
        elif deals:
            deals[-1].append(line)
    return deals


def _deal(history: History, number: int, level: str | None, her: Any = None) -> Any:
    if history.game == "draw":
        from drawpoker.teach.draw.whatif import rebuild

        return rebuild(history.header, history.deals, number, level, her)
    from drawpoker.teach.holdem.whatif import rebuild as rebuild_hand

    return rebuild_hand(history.header, history.deals, number, level, her)


def decisions(history: History, deal: int, level: str | None = None) -> list[Decision]:
    """The player's decisions in ``deal`` (numbered from 1)."""
    rebuilt = _deal(history, deal, level)
    if history.game == "draw":
        from drawpoker.teach.draw.whatif import decisions as draw_decisions

        found: list[Decision] = draw_decisions(rebuilt)
        return found
    from drawpoker.teach.holdem.whatif import decisions as hand_decisions

    listed: list[Decision] = hand_decisions(rebuilt)
    return listed


def replay(history: History, deal: int, decision: int, choice: str,
           level: str | None = None, then: Sequence[str] = (), her: Any = None) -> Comparison:
    """The deal with the player's ``decision`` played as ``choice``, beside the real one;
    ``then``: his own later choices, in order, along her likeliest answers (the rest the
    coach's); ``Comparison.ahead`` is his next decision there, to go on choosing. ``her``:
    her own player (draw; hold'em: the computer players by seat) as the deal began, kept by
    the match in progress: the answers are then the very choices (basis "state"), not the
    strategies' chances."""
    rebuilt = _deal(history, deal, level, her)
    if history.game == "draw":
        from drawpoker.teach.draw.whatif import replay as draw_replay

        done: Comparison = draw_replay(rebuilt, decision, choice, then)
        return done
    from drawpoker.teach.holdem.whatif import replay as hand_replay

    played: Comparison = hand_replay(rebuilt, decision, choice, then)
    return played


def reasons(history: History, deal: int, level: str | None = None) -> list[Reason]:
    """Why the computer players did what they did in ``deal``: each of their decisions with
    her strategy's answers there and their chances (named with her hand only when she showed
    it at the showdown)."""
    rebuilt = _deal(history, deal, level)
    if history.game == "draw":
        from drawpoker.teach.draw.why import reasons as draw_reasons

        found: list[Reason] = draw_reasons(rebuilt)
        return found
    from drawpoker.teach.holdem.why import reasons as hand_reasons

    listed: list[Reason] = hand_reasons(rebuilt)
    return listed


# --------------------------------------------------------------------------- the text


def decisions_text(deal: int, found: list[Decision]) -> list[str]:
    out = [f"deal {deal}: your decisions"]
    for d in found:
        board = f", board {' '.join(d.board)}" if d.board else ""
        out.append(f"  {d.number}. {d.phase}: you held {' '.join(d.cards)}{board}, pot {d.pot}, "
                   f"owed {d.owed}; you did {d.did}")
        out.append(f"     could: {', '.join(d.choices)}")
    return out


def _money(money: Sequence[int]) -> str:
    return ", ".join(f"{'you' if n == 0 else f'seat {n}'} {m:+d}" for n, m in enumerate(money))


def _line_text(title: str, line: Any) -> list[str]:
    out = [title]
    for step in line.steps:
        chance = f"  ({step.chance:.1%})" if step.chance < 1.0 else ""
        out.append(f"  {step.who}: {step.what}{chance}")
    if line.board:
        out.append(f"  board: {' '.join(line.board)}")
    for who, cards in line.shown:
        out.append(f"  showdown: {who} {' '.join(cards)}")
    if not line.shown and line.your_cards:
        out.append(f"  your cards: {' '.join(line.your_cards)}")
    if line.her_cards and not line.shown:
        out.append(f"  her cards (from the revealed deck): {' '.join(line.her_cards)}")
    out.append(f"  pot {line.pot}; money: {_money(line.money)}")
    return out


def comparison_text(c: Comparison) -> list[str]:
    d = c.decision
    out = [f"deal {c.deal}, decision {d.number} ({d.phase}): you did {d.did}; what if {c.choice}?",
           ""]
    out += _line_text("what happened:", c.actual)
    out.append("")
    best = c.most_likely
    how = {"rule": "her answers follow her rule (chance 100%)",
           "mixed": "her answers are drawn from her mixed strategy: each line has its chance",
           "sampled": "her answers come from Monte Carlo inside her play: chances are "
                      "estimated by running her many times",
           "state": "her very answers: the match in progress kept her random state"}[c.basis]
    kind = "your line" if c.then else "most likely line"
    out += _line_text(f"what would have happened ({kind}, {best.probability:.1%}):", best)
    out.append(f"  {how}; {len(c.lines)} line(s)"
               + ("; past the limit only her likeliest answer was followed" if c.cut else ""))
    out.append(f"  your expected money over her answers: {c.expected_money:+.2f} "
               f"(what happened: {c.actual.money[0]:+d})")
    for other in c.lines[1:6]:
        theirs = "; ".join(f"{s.who} {s.what}" for s in other.steps if s.who != "cards")
        out.append(f"  also {other.probability:.1%}: {theirs} -> you {other.money[0]:+d}")
    if c.coach:
        out += ["", "the coach's value of each choice you had (over every deck you could not "
                    "see, see docs/whatif.md):"]
        for value in c.coach:
            shown = f"{value.value:.3f}" if value.unit == "equity" else f"{value.value:+.2f} $"
            mark = "  <- you" if value.choice == d.did else \
                "  <- the what-if" if value.choice == c.choice else ""
            note = f"  ({value.note})" if value.note else ""
            out.append(f"  {value.choice:<22} {shown}{mark}{note}")
    if c.then:
        out.append(f"your own choices after it, on the first line: {', '.join(c.then)}")
    if c.ahead is not None:
        a = c.ahead
        out.append(f"next on that line, decision {a.number} ({a.phase}): you hold "
                   f"{' '.join(a.cards)}, pot {a.pot}, owed {a.owed}; could: "
                   f"{', '.join(a.choices)} (go on with --then CHOICE)")
    for note in c.notes:
        out.append(f"note: {note}")
    return out


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="drawpoker whatif",
        description="Play one of your decisions of a finished deal differently, on the deck "
                    "the history committed to before the deal and revealed after it. Only a "
                    "history that verify passes is used.",
        epilog=CHOICES_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file", type=Path, help="a hand history (history/*.jsonl)")
    parser.add_argument("--deal", type=int, required=True, metavar="N", help="the deal (hand)")
    parser.add_argument("--decision", type=int, metavar="K",
                        help="your decision to change (as --deal N lists them)")
    parser.add_argument("--choose", metavar="CHOICE", help="what to do instead (below)")
    parser.add_argument("--then", metavar="CHOICE", action="append", default=[],
                        help="your next decision after it, played yourself (repeat for "
                             "each one after)")
    parser.add_argument("--level", choices=("easy", "normal", "hard"),
                        help="her level (the history does not keep it; default hard in draw "
                             "poker, normal in hold'em)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """0: done; 1: the history does not verify (the verifier's words); 2: a wrong command
    line, an unreadable file, or a deal, decision or choice the player did not have."""
    args = build_parser().parse_args(argv)
    if (args.decision is None) != (args.choose is None):
        print("drawpoker whatif: --decision and --choose go together", file=sys.stderr)
        return EXIT_USAGE
    if args.then and args.choose is None:
        print("drawpoker whatif: --then follows --decision and --choose", file=sys.stderr)
        return EXIT_USAGE
    try:
        history = load(args.file)
        if args.decision is None:
            found = decisions(history, args.deal, args.level)
            if args.json:
                print(json.dumps({"game": history.game, "deal": args.deal,
                                  "decisions": [d.__dict__ for d in found]}, indent=1))
            else:
                _print(decisions_text(args.deal, found))
            return EXIT_OK
        comparison = replay(history, args.deal, args.decision, args.choose, args.level,
                            args.then)
    except Refused as refused:
        for problem in refused.problems:
            print(printable(problem), file=sys.stderr)
        print(f"drawpoker whatif: {printable(args.file)} is not a history verify passes: "
              "no what-if", file=sys.stderr)
        return refused.status
    except ChoiceError as error:
        print(f"drawpoker whatif: {printable(error)}", file=sys.stderr)
        return EXIT_USAGE
    if args.json:
        print(json.dumps(comparison.to_dict(), indent=1))
    else:
        _print(comparison_text(comparison))
    return EXIT_OK


def _print(lines: Sequence[str]) -> None:
    for line in lines:
        print(printable(line))


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
