"""Draw poker's hand history, checked: ``verify_text`` replays every deal of the text format.

For each deal the revealed deck order and salt must hash to the commitment published before the
cards were dealt, and the deal replayed through the engine must give back every recorded line;
her private discards are taken from her shown hand (or any cards of the right number). Every
deal is checked, also one a ``resumed`` line rolls back. The command, its file checks and exit
statuses are :mod:`drawpoker.storage.verify`'s.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass

from drawpoker.engine.draw import (
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
from drawpoker.engine.draw.match_data import match_from_dict, match_to_dict
from drawpoker.storage.draw.history import HUMAN, SEAT_NAMES
from drawpoker.storage.draw.history_reader import (
    BLOCK_LABELS,
    ENDING_LABELS,
    Block,
    HistoryError,
    Line,
    NotAHistory,
    Resume,
    is_action,
    read_history,
)
from drawpoker.storage.draw.text_format import UNCOMPARED_LABELS, Renderer
from drawpoker.storage.event_log import Findings
from drawpoker.storage.write_watch import Notice

_SALT = re.compile(r"^[0-9a-f]{32}$")


# --------------------------------------------------------------------------- replaying


@dataclass
class _Draw:
    """The computer drew ``count`` cards; which ones she threw away is not in the file."""

    count: int


def _parse_action(text: str, line: int) -> tuple[int, Action | _Draw]:
    _, _, rest = text.partition(": ")
    who, _, what = rest.partition(" ")
    if who not in SEAT_NAMES:
        raise HistoryError("verify.unreadable_line", line=line)
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
    raise HistoryError("verify.unreadable_line", line=line)


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


def _label(text: str) -> str:
    return text.partition(": ")[0]


def _compared(lines: Sequence[Line]) -> list[Line]:
    """The lines compared with a replay: the commitment and salt by their label only (the
    replay cannot know the salt; their values are checked against each other instead)."""
    return [
        (n, _label(text) + ":" if _label(text) in UNCOMPARED_LABELS else text)
        for n, text in lines
        if text.strip()
    ]


def _check_unfinished(match: Match, block: Block, report: Findings) -> bool:
    """A deal without its reveal: fine as the last thing of a match still being played, as
    long as every line is one the game writes and none says how the deal ended."""
    deal = block.number
    if match.deal_number + 1 != deal:
        report.problem("verify.out_of_order", deal=deal, expected=match.deal_number + 1)
        return False
    for line, text in block.lines:
        label = _label(text)
        if label in ENDING_LABELS:
            report.problem("verify.ended_unrevealed", deal=deal, line=line)
            return False
        if label not in BLOCK_LABELS:
            report.problem("verify.unreadable_line", line=line)
            return False
        if is_action(text):
            try:
                _parse_action(text, line)
            except HistoryError as exc:
                report.problems.append(exc.notice)
                return False
    if [_label(text) for _, text in block.lines[:3]] != ["commitment", "dealer", "stacks"]:
        report.problem("verify.no_commitment", deal=deal)
        return False
    return True


def _check_block(match: Match, block: Block, report: Findings) -> bool:
    """Check one finished deal; False when the replay cannot go on (the state is unknown)."""
    deal = block.number
    deck_line, salt_line = block.value("deck"), block.value("salt")
    commit_line = block.value("commitment")
    assert deck_line is not None and salt_line is not None
    if commit_line is None:
        report.problem("verify.no_commitment", deal=deal)
        return False
    try:
        order = parse_cards(deck_line[1])
    except ValueError:
        report.problem("verify.unreadable_line", line=deck_line[0])
        return False
    salt = salt_line[1].strip()
    if not _SALT.match(salt):
        report.problem("verify.bad_salt", deal=deal, line=salt_line[0])
        return False
    report.deals_checked += 1
    commitment_ok = verify_commitment(order, salt, commit_line[1].strip())
    if not commitment_ok:
        report.problem("verify.commitment_bad", deal=deal, line=deck_line[0])
    if match.deal_number + 1 != deal:
        report.problem("verify.out_of_order", deal=deal, expected=match.deal_number + 1)
        return False
    renderer = Renderer()
    expected: list[str] = []
    try:
        expected += renderer.render(match.start_deal(order), match)
        for line, text in block.action_lines():
            seat, action = _parse_action(text, line)
            if seat != match.to_act:
                report.problem("verify.out_of_turn", deal=deal, line=line)
                return False
            if isinstance(action, _Draw):
                action = Discard(_her_discards(match, action.count, block))
            try:
                batch = match.act(action)
            except IllegalAction as exc:
                report.problem("verify.illegal", deal=deal, line=line, reason=str(exc))
                return False
            expected += renderer.render(batch, match)
    except (ValueError, IllegalAction) as exc:
        report.problem("verify.replay_failed", deal=deal, reason=str(exc))
        return False
    if match.phase not in (Phase.BETWEEN_DEALS, Phase.MATCH_OVER):
        report.problem("verify.not_finished", deal=deal)
        return False
    replayed = _compared([(0, text) for text in expected if text != f"deal {deal}"])
    recorded = _compared(block.lines)
    for position in range(max(len(replayed), len(recorded))):
        want = replayed[position][1] if position < len(replayed) else ""
        if position >= len(recorded):
            report.problem("verify.missing_line", deal=deal, expected=want)
            return True
        line, found = recorded[position]
        if found != want:
            if not want:
                report.problem("verify.extra_line", deal=deal, line=line)
            else:
                report.problem(
                    "verify.line_differs", deal=deal, line=line, found=found, expected=want
                )
            return True
    if commitment_ok:
        report.note("verify.deal_ok", deal=deal)
    return True


def verify_text(text: str) -> Findings:
    """Check a whole history given as text (see the module's description)."""
    report = Findings()
    text = text.removeprefix("\ufeff")  # a byte-order mark, as Windows Notepad saves
    try:
        start, items = read_history(text)
    except HistoryError as exc:
        report.problems.append(exc.notice)
        report.unreadable = isinstance(exc, NotAHistory)
        return report
    start = dict(start)
    # The history leaves out the seed and the random generator (they would predict the decks);
    # a replay deals from the recorded orders, so any seed and generator state will do.
    version, internal, gauss = random.Random(0).getstate()
    start["rng"] = [version, list(internal), gauss]
    start["seed"] = 0
    try:
        match = match_from_dict(start)
    except MatchDataError as exc:
        report.problem("verify.bad_start", reason=str(exc))
        return report
    if text and not text.endswith("\n"):
        report.problem("verify.cut_line", line=text.count("\n") + 1)
    _check_items(match, items, report)
    return report


def _check_items(match: Match, items: list[Block | Resume], report: Findings) -> None:
    # One note per stopped deal, the last word on it: a deal stopped twice and still unfinished
    # is "not finished yet", once, not three notes. Where each deal's note sits in the report:
    placed: dict[int, int] = {}

    def note(deal: int, key: str) -> None:
        said = Notice(key, {"deal": str(deal)})
        if deal in placed:
            report.notes[placed[deal]] = said
        else:
            placed[deal] = len(report.notes)
            report.notes.append(said)

    # A rollback restores the state before a deal: keep that state for each deal a resumed
    # line names (only those, a long history would otherwise keep thousands).
    wanted = {item.deal for item in items if isinstance(item, Resume)}
    states: dict[int, dict[str, object]] = {}
    # A deal played again after a rollback comes from the same saved generator: same deck, same
    # salt, same commitment. Another one would let a forger swap a deal for a better one.
    first_commitments: dict[int, str] = {}
    for position, item in enumerate(items):
        if match.deal_number + 1 in wanted:
            states[match.deal_number + 1] = match_to_dict(match)
        if isinstance(item, Resume):
            state = states.get(item.deal)
            if state is None:
                report.problem("verify.bad_resume", line=item.line)
                return
            try:
                match = match_from_dict(state)
            except MatchDataError as exc:  # pragma: no cover - the replay's own state
                report.problem("verify.replay_failed", deal=item.deal, reason=str(exc))
                return
            continue
        following = items[position + 1] if position + 1 < len(items) else None
        commit = item.value("commitment")
        if commit is not None:
            first = first_commitments.setdefault(item.number, commit[1].strip())
            if first != commit[1].strip():
                report.problem("verify.commitment_changed", deal=item.number)
                return
        if item.value("deck") is None or item.value("salt") is None:
            if isinstance(following, Resume):
                # The game stopped in this deal (a crash may even have cut its last write) and
                # went on from a save: taken during the deal, the deal goes on in the next
                # block and is checked there; taken before it, this attempt does not count.
                key = "verify.continued" if following.kept is not None else "verify.interrupted"
                note(item.number, key)
            elif position == len(items) - 1:
                if not _check_unfinished(match, item, report):
                    return
                note(item.number, "verify.unfinished")
            else:
                report.problem("verify.no_reveal", deal=item.number)
                return
            continue
        if not _check_block(match, item, report):
            return
