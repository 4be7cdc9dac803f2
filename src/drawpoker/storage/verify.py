"""``python -m drawpoker verify FILE``: check a hand history's shuffles and replay every deal.

For each deal: the revealed deck order and salt must hash to the commitment published before
the cards were dealt, and replaying the deal through the engine from that order with the
recorded actions must give back every recorded line (hands, draws, payments, showdown, pot).
The computer's discards are private, so the replay takes them from her shown hand, or, when she
never showed it, any cards of the right number: nothing the player saw depends on which.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from drawpoker.engine import (
    Action,
    Bet,
    Call,
    Card,
    Discard,
    Drop,
    IllegalAction,
    Match,
    MatchDataError,
    Phase,
    Raise,
    Wait,
    parse_cards,
    verify_commitment,
)
from drawpoker.i18n import t

from .history import (
    ACTION_LABELS,
    FORMAT,
    HUMAN,
    SEAT_NAMES,
    TITLE,
    UNCOMPARED_LABELS,
    Renderer,
)

Line = tuple[int, str]  # (line number in the file, text)


class HistoryError(ValueError):
    """The file cannot be read as a hand history at all."""


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
        return [(n, text) for n, text in self.lines if _is_action(text)]


@dataclass
class Report:
    """What verify found: one message per deal or problem; ``ok`` when nothing is wrong."""

    deals_checked: int = 0
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def _is_action(text: str) -> bool:
    label, _, rest = text.partition(": ")
    return label in ACTION_LABELS and not rest.startswith("skipped")


# --------------------------------------------------------------------------- reading the file


def read_history(text: str) -> tuple[dict[str, object], list[Block]]:
    """The starting state and the deal blocks, after applying every ``resumed`` line."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != TITLE:
        raise HistoryError(t("verify.not_history_title"))
    header: dict[str, str] = {}
    index = 1
    while index < len(lines) and lines[index].strip():
        label, _, value = lines[index].partition(": ")
        header[label] = value
        index += 1
    if header.get("format") != str(FORMAT):
        raise HistoryError(t("verify.bad_format", found=header.get("format", "?"), known=FORMAT))
    try:
        start = json.loads(header["start"])
    except (KeyError, json.JSONDecodeError) as exc:
        raise HistoryError(t("verify.bad_start", reason=str(exc))) from exc
    if not isinstance(start, dict):
        raise HistoryError(t("verify.bad_start", reason=type(start).__name__))
    blocks: list[Block] = []
    for number, text in enumerate(lines[index:], start=index + 1):
        if not text.strip():
            continue
        if text.startswith("deal "):
            blocks.append(Block(_whole(text[5:], number)))
        elif text.startswith("resumed: "):
            _apply_resume(blocks, text[len("resumed: ") :], number)
        elif not blocks:
            raise HistoryError(t("verify.outside_deal", line=number))
        else:
            blocks[-1].lines.append((number, text))
    return start, blocks


def _whole(text: str, line: int) -> int:
    try:
        return int(text.strip())
    except ValueError:
        raise HistoryError(t("verify.unreadable_line", line=line)) from None


def _apply_resume(blocks: list[Block], text: str, line: int) -> None:
    """A match reloaded from a save continues from the saved point: drop what came after it."""
    words = text.split()
    if words[:2] == ["before", "deal"] and len(words) == 3:
        first_undone = _whole(words[2], line)
        while blocks and blocks[-1].number >= first_undone:
            blocks.pop()
        return
    if len(words) == 5 and words[0] == "deal" and words[2] == "after" and words[4] == "actions":
        deal, kept = _whole(words[1], line), _whole(words[3], line)
        while blocks and blocks[-1].number > deal:
            blocks.pop()
        if not blocks or blocks[-1].number != deal:
            raise HistoryError(t("verify.bad_resume", line=line))
        block = blocks[-1]
        seen = 0
        for position, (_, entry) in enumerate(block.lines):
            if _is_action(entry):
                if seen == kept:
                    del block.lines[position:]
                    return
                seen += 1
        return
    raise HistoryError(t("verify.bad_resume", line=line))


# --------------------------------------------------------------------------- replaying


@dataclass
class _Draw:
    """The computer drew ``count`` cards; which ones she threw away is not in the file."""

    count: int


def _parse_action(text: str, line: int) -> tuple[int, Action | _Draw]:
    _, _, rest = text.partition(": ")
    who, _, what = rest.partition(" ")
    if who not in SEAT_NAMES:
        raise HistoryError(t("verify.unreadable_line", line=line))
    seat = SEAT_NAMES.index(who)
    words = what.replace(",", " ").split()
    try:
        if text.startswith("draw: "):
            if words[:2] == ["stand", "pat"] or words[:2] == ["stands", "pat"]:
                return seat, Discard(()) if seat == HUMAN else _Draw(0)
            if seat == HUMAN and words[0] == "discard":
                get = words.index("get")
                return seat, Discard(tuple(Card.from_str(w) for w in words[1:get]))
            if seat != HUMAN and words[0] == "draws":
                return seat, _Draw(int(words[1]))
        elif words[0] in ("bet", "raise"):
            amount = int(words[1])
            return seat, Bet(amount) if words[0] == "bet" else Raise(amount)
        else:
            simple: dict[str, Action] = {"wait": Wait(), "call": Call(), "drop": Drop()}
            if words[0] in simple:
                return seat, simple[words[0]]
    except (IndexError, ValueError):
        pass
    raise HistoryError(t("verify.unreadable_line", line=line))


def _her_discards(match: Match, count: int, block: Block) -> tuple[Card, ...]:
    hand = match.hands[1]
    shown = [text for _, text in block.lines if text.startswith(f"showdown: {SEAT_NAMES[1]} ")]
    if shown:
        try:
            final = set(parse_cards(shown[0].split(" ", 2)[2].split(",")[0]))
        except ValueError:
            final = set()
        thrown = tuple(card for card in hand if card not in final)
        if len(thrown) == count:
            return thrown
    return hand[len(hand) - count :] if count else ()


def _compared(lines: Sequence[Line]) -> list[Line]:
    return [
        (n, text)
        for n, text in lines
        if text.strip() and text.partition(": ")[0] not in UNCOMPARED_LABELS
    ]


def _check_block(match: Match, block: Block, last: bool, report: Report) -> bool:
    """Check one deal; False when the replay cannot go on (the match state is now unknown)."""
    deal = block.number
    deck_line, salt_line = block.value("deck"), block.value("salt")
    commit_line = block.value("commitment")
    if deck_line is None or salt_line is None:
        if last:
            report.notes.append(t("verify.unfinished", deal=deal))
            return True
        report.problems.append(t("verify.no_reveal", deal=deal))
        return False
    if commit_line is None:
        report.problems.append(t("verify.no_commitment", deal=deal))
        return False
    try:
        order = parse_cards(deck_line[1])
    except ValueError:
        report.problems.append(t("verify.unreadable_line", line=deck_line[0]))
        return False
    report.deals_checked += 1
    commitment_ok = verify_commitment(order, salt_line[1].strip(), commit_line[1].strip())
    if not commitment_ok:
        report.problems.append(t("verify.commitment_bad", deal=deal, line=deck_line[0]))
    if match.deal_number + 1 != deal:
        report.problems.append(t("verify.out_of_order", deal=deal, expected=match.deal_number + 1))
        return False
    renderer = Renderer()
    expected: list[str] = []
    try:
        expected += renderer.render(match.start_deal(order), match)
        for line, text in block.action_lines():
            seat, action = _parse_action(text, line)
            if seat != match.to_act:
                report.problems.append(t("verify.out_of_turn", deal=deal, line=line))
                return False
            if isinstance(action, _Draw):
                action = Discard(_her_discards(match, action.count, block))
            try:
                batch = match.act(action)
            except IllegalAction as exc:
                report.problems.append(t("verify.illegal", deal=deal, line=line, reason=str(exc)))
                return False
            expected += renderer.render(batch, match)
    except (ValueError, IllegalAction) as exc:
        report.problems.append(t("verify.replay_failed", deal=deal, reason=str(exc)))
        return False
    if match.phase not in (Phase.BETWEEN_DEALS, Phase.MATCH_OVER):
        report.problems.append(t("verify.not_finished", deal=deal))
        return False
    header: list[Line] = [(0, f"deal {deal}")]
    replayed = _compared([(0, text) for text in expected])
    recorded = _compared(block.lines)
    replayed = [entry for entry in replayed if entry not in header]
    for position in range(max(len(replayed), len(recorded))):
        want = replayed[position][1] if position < len(replayed) else ""
        if position >= len(recorded):
            report.problems.append(t("verify.missing_line", deal=deal, expected=want))
            return True
        line, found = recorded[position]
        if found != want:
            report.problems.append(
                t("verify.line_differs", deal=deal, line=line, found=found, expected=want)
            )
            return True
    if commitment_ok:
        report.notes.append(t("verify.deal_ok", deal=deal))
    return True


def verify_text(text: str) -> Report:
    report = Report()
    try:
        start, blocks = read_history(text)
    except HistoryError as exc:
        report.problems.append(str(exc))
        return report
    start = dict(start)
    # The history leaves out the random generator (it would predict the decks); a replay deals
    # from the recorded orders, so any generator state will do.
    version, internal, gauss = random.Random(0).getstate()
    start["rng"] = [version, list(internal), gauss]
    start["seed"] = None
    try:
        match = Match.from_dict(start)
    except MatchDataError as exc:
        report.problems.append(t("verify.bad_start", reason=str(exc)))
        return report
    for position, block in enumerate(blocks):
        if not _check_block(match, block, position == len(blocks) - 1, report):
            break
    return report


def verify_file(path: Path) -> Report:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        report = Report()
        report.problems.append(t("verify.unreadable", file=str(path), reason=str(exc)))
        return report
    return verify_text(text)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``python -m drawpoker verify FILE``: 0 when every deal checks out."""
    parser = argparse.ArgumentParser(prog="drawpoker verify", description=t("verify.usage"))
    parser.add_argument("file", type=Path, help=t("verify.file_help"))
    args = parser.parse_args(argv)
    report = verify_file(args.file)
    for note in report.notes:
        print(note)
    for problem in report.problems:
        print(problem, file=sys.stderr)
    if report.ok:
        print(t("verify.summary_ok", file=str(args.file), count=report.deals_checked))
        return 0
    print(
        t(
            "verify.summary_bad",
            file=str(args.file),
            count=report.deals_checked,
            problems=len(report.problems),
        ),
        file=sys.stderr,
    )
    return 1


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
