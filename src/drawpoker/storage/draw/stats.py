"""The player's statistics across matches, updated from the engine's events and kept as JSON.

What counts: matches won and lost (in all, and against each opponent of the roster by her id),
deals played (won, lost, tied), how often the player dropped, the biggest pot the player won,
the best hand the player held, the player's final hand of every deal by category, and the
top-ups from the bank when she was broke (how many, how many dollars; absent from older files),
the record book against each opponent and the career's trophies (``opponents.py``; absent from
older files: a file written before them loads unchanged).
A bad statistics file is refused like a bad save: the player gets the defaults and a message,
and the file is kept aside.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from drawpoker import career, paths
from drawpoker.engine.core.saved_data import MatchDataError, whole_number
from drawpoker.engine.draw import Card, Category, Event, HandValue, Match, Rules, evaluate, events
from drawpoker.storage.atomic import write_text_atomic
from drawpoker.storage.draw.luck import KEEP, DealLuck, LuckTracker, trimmed
from drawpoker.storage.draw.opponents import (
    MAX_COUNT,
    MAX_OPPONENTS,
    OPPONENT_ID,
    Record,
    by_opponent,
    trophies_from,
    trophies_to,
)
from drawpoker.storage.draw.saves import (
    BadFile,
    FileRefused,
    Problem,
    check_version,
    read_json_file,
)
from drawpoker.storage.json_book import JsonBook

log = logging.getLogger(__name__)

STATS_VERSION = 1
STATS_TAG = "drawpoker-stats"
STATS_NAME = "stats.json"
HUMAN = 0

_COUNTS = (
    "matches_won",
    "matches_lost",
    "matches_abandoned",
    "deals_played",
    "deals_won",
    "deals_lost",
    "deals_tied",
    "drops",
    "biggest_pot",
    "top_ups",
    "topped_up",
)


@dataclass(slots=True)
class BestHand:
    """The best hand the player ever held, compared in the standard ranking."""

    cards: tuple[Card, ...]
    value: HandValue

    def beats(self, other: BestHand | None) -> bool:
        return other is None or self.value > other.value


__all__ = ["MAX_COUNT", "MAX_OPPONENTS", "Record", "Statistics", "StatsBook"]


@dataclass(slots=True)
class Statistics:
    matches_won: int = 0
    matches_lost: int = 0
    #: Matches the player gave up for a new one (a saved match replaced by NEW MATCH).
    matches_abandoned: int = 0
    deals_played: int = 0
    deals_won: int = 0
    deals_lost: int = 0
    deals_tied: int = 0
    drops: int = 0  # deals the player gave up
    biggest_pot: int = 0  # the largest pot the player won
    top_ups: int = 0  # times the broke player topped up from the bank (a rebuy)
    topped_up: int = 0  # the dollars those top-ups brought
    best_hand: BestHand | None = None
    hands_by_category: dict[Category, int] = field(
        default_factory=lambda: dict.fromkeys(Category, 0)
    )
    #: Per deal, the result next to what the cards were expected to win (``luck.py``).
    luck: list[DealLuck] = field(default_factory=list)
    #: Per roster opponent (her id), the matches finished against her; matches against the
    #: theme's own figure (saves from before the roster) count only in the totals.
    by_opponent: dict[str, Record] = field(default_factory=dict)
    #: The career's trophies: each opponent beaten on the ladder and the day, in the order won.
    trophies: dict[str, str] = field(default_factory=dict)
    #: The career's order (None: the shipped ladder over the shipped roster) and today's date.
    ladder: tuple[str, ...] | None = field(default=None, repr=False, compare=False)
    today: Callable[[], date] = field(default=date.today, repr=False, compare=False)
    #: The opponent whose trophy the last match finished won (None: it won none); not kept.
    fresh_trophy: str | None = field(default=None, repr=False, compare=False)
    _luck: LuckTracker = field(default_factory=LuckTracker, repr=False, compare=False)

    @property
    def matches_played(self) -> int:
        return self.matches_won + self.matches_lost

    @property
    def drop_rate(self) -> float:
        """Share of deals the player dropped, 0.0 before the first deal."""
        return self.drops / self.deals_played if self.deals_played else 0.0

    # ------------------------------------------------------------------ updating
    def against(self, opponent: str) -> Record:
        """The player's record against ``opponent`` (nothing played yet: 0 and 0)."""
        return self.by_opponent.get(opponent, Record())

    def record(self, batch: Iterable[Event], match: Match, opponent: str | None = None,
               career: bool = False) -> bool:
        """Count what ``batch`` (the events of one engine call, just returned) tells; ``match``
        is read for the player's final hand, ``opponent`` (her roster id) gets the match's
        result; ``career``: the match plays for the bank's money, so a win over the ladder's
        next opponent gives her trophy (never a match for table chips only). True when a deal
        or the match ended."""
        finished = False
        batch = list(batch)
        if not any(isinstance(e, events.DealStarted) for e in batch) \
                and not self._luck.follows(match):
            self._luck.adopt(match, batch)  # a match loaded in the middle of a deal
        for event in batch:
            deal = self._luck.feed(event, match)
            if deal is not None:
                self.luck = trimmed([*self.luck, deal])
            if isinstance(event, events.ActionTaken) and event.seat == HUMAN:
                if event.action.kind == "drop":
                    self.drops += 1
            elif isinstance(event, events.PotWon):
                if event.seat == HUMAN:
                    self.deals_won += 1
                    self.biggest_pot = max(self.biggest_pot, event.amount)
                    mine = self._record_of(opponent)
                    if mine is not None:
                        mine.best_pot = max(mine.best_pot, event.amount)
                else:
                    self.deals_lost += 1
            elif isinstance(event, events.PotCarried):
                self.deals_tied += 1
            elif isinstance(event, events.ToppedUp) and event.seat == HUMAN:
                self.top_ups += 1
                self.topped_up = min(MAX_COUNT, self.topped_up + event.amount)
                finished = True  # written at once: the bank has paid it
            elif isinstance(event, events.DeckRevealed):
                self.deals_played += 1
                self._count_hand(match.hands[HUMAN], match.rules)
                finished = True
            elif isinstance(event, events.MatchOver):
                if event.winner == HUMAN:
                    self.matches_won += 1
                else:
                    self.matches_lost += 1
                self._count_opponent(opponent, event.winner == HUMAN, match.deal_number,
                                     career)
                finished = True
        return finished

    def _record_of(self, opponent: str | None) -> Record | None:
        """Her record (begun if need be), None for no roster opponent or one too many."""
        if opponent is None or not OPPONENT_ID.fullmatch(opponent):
            return None
        if opponent not in self.by_opponent and len(self.by_opponent) >= MAX_OPPONENTS:
            log.warning("statistics keep no record against %r: too many opponents", opponent)
            return None
        return self.by_opponent.setdefault(opponent, Record())

    def _count_opponent(self, opponent: str | None, won: bool, deals: int,
                        career_match: bool) -> None:
        record = self._record_of(opponent)
        if record is None or opponent is None:
            return
        today = self.today()
        record.finished(won, deals, today)
        self.fresh_trophy = None
        if won and career_match and self.next_up == opponent:
            self.trophies[opponent] = today.isoformat()
            self.fresh_trophy = opponent

    @property
    def next_up(self) -> str | None:
        """The opponent whose trophy is the career's next (None: every one won)."""
        order = self.ladder if self.ladder is not None else career.career_order()
        return career.next_up(order, self.trophies)

    def _count_hand(self, hand: tuple[Card, ...], rules: Rules) -> None:
        try:
            value = evaluate(hand, rules)
        except (TypeError, ValueError) as exc:  # not a whole hand: nothing to count
            log.warning("statistics skip a hand that cannot be valued (%s)", exc)
            return
        self.hands_by_category[value.category] += 1
        # Stored and compared in the standard ranking, so hands of different rule sets compare.
        standard = HandValue(value.category, value.ranks)
        candidate = BestHand(tuple(hand), standard)
        if candidate.beats(self.best_hand):
            self.best_hand = candidate

    # ------------------------------------------------------------------ JSON
    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"game": STATS_TAG, "version": STATS_VERSION}
        for name in _COUNTS:
            data[name] = getattr(self, name)
        data["hands_by_category"] = {
            category.name.lower(): count for category, count in self.hands_by_category.items()
        }
        data["luck"] = [deal.to_list() for deal in self.luck]
        data["opponents"] = {
            opponent: record.to_dict() for opponent, record in self.by_opponent.items()
        }
        data["career"] = trophies_to(self.trophies)
        best = self.best_hand
        data["best_hand"] = (
            None
            if best is None
            else {
                "cards": [str(card) for card in best.cards],
                "category": best.value.category.name.lower(),
                "ranks": list(best.value.ranks),
            }
        )
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Statistics:
        """Check every value; raise FileRefused naming the first bad one."""
        check_version(data, STATS_VERSION, "the statistics file")
        stats = cls()
        for name in _COUNTS:
            setattr(stats, name, _count(data.get(name, 0), name))
        if stats.deals_won + stats.deals_lost + stats.deals_tied > stats.deals_played:
            raise FileRefused(Problem.INVALID, "more deals won, lost and tied than deals played")
        if stats.drops > stats.deals_played:
            raise FileRefused(Problem.INVALID, "more drops than deals played")
        if (stats.topped_up == 0) != (stats.top_ups == 0):
            raise FileRefused(Problem.INVALID, "top-ups without dollars, or dollars without one")
        by_category = data.get("hands_by_category", {})
        if not isinstance(by_category, dict):
            raise FileRefused(Problem.INVALID, "hands_by_category must be an object")
        names = {category.name.lower(): category for category in Category}
        for key, value in by_category.items():
            if key not in names:
                raise FileRefused(Problem.INVALID, f"unknown hand category {key!r}")
            stats.hands_by_category[names[key]] = _count(value, f"hands_by_category.{key}")
        if sum(stats.hands_by_category.values()) > stats.deals_played:
            raise FileRefused(Problem.INVALID, "more hands counted than deals played")
        stats.best_hand = _best_hand(data.get("best_hand"), names)
        luck = data.get("luck", [])  # absent from files written before the coach
        if not isinstance(luck, list):
            raise FileRefused(Problem.INVALID, "luck must be a list")
        try:
            # The game keeps the last KEEP deals: a longer list (edited) is cut before any
            # entry is read, so two million entries cost no more than five thousand.
            stats.luck = [DealLuck.from_list(raw) for raw in luck[-KEEP:]]
        except ValueError as exc:
            raise FileRefused(Problem.INVALID, str(exc)) from exc
        stats.by_opponent = by_opponent(data.get("opponents", {}), stats.matches_won,
                                        stats.matches_lost)
        stats.trophies = trophies_from(data.get("career"), stats.by_opponent)
        return stats


def _count(value: object, name: str) -> int:
    try:
        return whole_number(value, name, 0, MAX_COUNT)
    except MatchDataError as exc:
        raise FileRefused(Problem.INVALID, str(exc)) from None


def _best_hand(data: object, names: dict[str, Category]) -> BestHand | None:
    if data is None:
        return None
    if not isinstance(data, dict):
        raise FileRefused(Problem.INVALID, "best_hand must be an object or null")
    try:
        raw_cards, raw_ranks = data["cards"], data["ranks"]
        if not isinstance(raw_cards, list) or not isinstance(raw_ranks, list):
            raise TypeError("cards and ranks must be lists")
        if not all(type(text) is str for text in raw_cards):
            raise TypeError("cards are card codes like 'As'")
        cards = tuple(Card.from_str(text) for text in raw_cards)
        category = names[str(data["category"])]
        value = HandValue(category, tuple(raw_ranks))
    except (KeyError, TypeError, ValueError) as exc:
        raise FileRefused(Problem.INVALID, f"best_hand is damaged: {exc}") from exc
    if len(cards) != 5 or len(set(cards)) != 5:
        raise FileRefused(Problem.INVALID, "best_hand must be five different cards")
    return BestHand(cards, value)


def default_stats_path() -> Path:
    return paths.user_data_dir() / STATS_NAME


class StatsBook(JsonBook[Statistics]):
    """The statistics file: loaded once, updated from events, written after every deal."""

    def __init__(self, path: Path | None = None) -> None:
        super().__init__(path if path is not None else default_stats_path())

    def empty(self) -> Statistics:
        return Statistics()

    def read(self) -> Statistics:
        try:
            return Statistics.from_dict(read_json_file(self.path, STATS_TAG))
        except (ValueError, TypeError, KeyError, AttributeError) as exc:  # a check missed it
            raise FileRefused(Problem.INVALID, f"{self.path}: {exc!r}") from exc

    def text(self) -> str:
        return json.dumps(self.stats.to_dict(), indent=2) + "\n"

    def record(self, batch: Iterable[Event], match: Match, opponent: str | None = None,
               career: bool = False) -> None:
        """Update from one engine call's events; write the file when a deal ended
        (``career``: a match for the bank's money, see :meth:`Statistics.record`)."""
        if self.stats.record(batch, match, opponent, career):
            self.save()

    def abandoned(self) -> None:
        """Count a saved match the player gave up for a new one, and write the file."""
        self.stats.matches_abandoned += 1
        self.save()


def save_stats(path: Path, stats: Statistics) -> None:
    write_text_atomic(path, json.dumps(stats.to_dict(), indent=2) + "\n")


def load_stats(path: Path) -> tuple[Statistics, BadFile | None]:
    """The statistics at ``path``: defaults when there is no file; defaults and the reason when
    the file is bad (it is then moved aside, so the next write does not overwrite it)."""
    book = StatsBook(path)
    return book.stats, book.bad
