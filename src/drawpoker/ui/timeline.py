"""What the player sees on the table, and the timeline that moves it from event to event.

The engine jumps from decision to decision; the player should see each step happen. Events
become *beats* on a timeline; a beat changes the :class:`Board` when it starts and ends, and
carries *flights* (chips, cards, items moving between named places) that land one by one.
With the instant speed every beat completes at once, so the board always ends up the same.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.forfeits import ForfeitState
from drawpoker.i18n import current
from drawpoker.ui.tally import Tally

#: A named place on the table: ("deck",), ("muck",), ("pot",), ("stack", seat),
#: ("mine", i), ("hers", i), ("avatar",), ("pawn",), ("trophy", k).
Anchor = tuple[Any, ...]


@dataclass
class Line:
    """A text to show, kept as a key and arguments so it follows a language switch."""

    key: str
    args: dict[str, Any] = field(default_factory=dict)
    seat: int | None = None
    count: int | None = None  # when set, the key is plural: key.one / key.other
    #: Capitalise the first letter: for texts that may start with a name written for the
    #: middle of a sentence ("{winner} beats {loser}" with hand names).
    capitalise: bool = False

    def resolved_args(self) -> dict[str, Any]:
        """The arguments as shown now (a nested line or a callable is asked at draw time)."""
        return {k: (v.text() if isinstance(v, Line) else v() if callable(v) else v)
                for k, v in self.args.items()}

    def text(self) -> str:
        tr = current()
        args = self.resolved_args()
        if self.count is not None:
            return tr.plural(self.key, self.count, **args)
        text = tr.get(self.key, **args)
        return text[:1].upper() + text[1:] if self.capitalise else text


@dataclass
class OwnLine(Line):
    """A line in a character's own words (the roster's, per language) rather than a key of the
    language files; ``key`` keeps the shared line's key for what is told (tests, logs)."""

    words: Callable[[str], tuple[str, ...]] = lambda lang: ()
    variant: int = 1  # which of her variants, from 1

    def text(self) -> str:
        variants = self.words(current().code)
        if not variants:
            return super().text()
        said = variants[(self.variant - 1) % len(variants)]
        try:
            return said.format(**self.resolved_args())
        except (KeyError, IndexError, ValueError):  # the roster checks its placeholders
            return said


@dataclass
class CardSpot:
    """One of the five card places of a seat."""

    card: Card | None = None
    present: bool = False
    face_up: bool = False


@dataclass
class Result:
    """How the deal ended, in words, and whose cards to highlight."""

    headline: Line
    detail: Line | None
    winner: int | None


@dataclass
class NetResult:
    """What the player won or lost in the deal just ended, shown briefly by his chips."""

    amount: int
    age: float = 0.0  # seconds shown, in animation time (it never ages at the instant speed)
    HOLD = 2.2
    FADE = 0.8

    @property
    def alpha(self) -> int:
        """Opacity now: full while held, then fading out to nothing."""
        fading = (self.age - self.HOLD) / self.FADE
        return round(255 * max(0.0, min(1.0, 1.0 - fading)))


@dataclass
class Board:
    """The table as shown, which trails the engine while animations play."""

    stacks: list[int]
    forfeits: list[ForfeitState]
    pot: int = 0
    carried: int = 0
    deal_number: int = 0
    dealer: int = 1
    mine: list[CardSpot] = field(default_factory=lambda: [CardSpot() for _ in range(5)])
    hers: list[CardSpot] = field(default_factory=lambda: [CardSpot() for _ in range(5)])
    her_draw: int | None = None
    history: list[Line] = field(default_factory=list)
    speech: Line | None = None
    result: Result | None = None
    highlight: set[tuple[str, int]] = field(default_factory=set)
    trophies: list[int] = field(default_factory=list)  # item indices, in the order won
    banner: Line | None = None
    #: A write the disk refused (the save, the statistics, the history): told in a panel in
    #: the room, off the table, as long as a banner would stay.
    notice: Line | None = None
    showdown: bool = False
    net: NetResult | None = None

    def clear_deal(self) -> None:
        self.mine = [CardSpot() for _ in range(5)]
        self.hers = [CardSpot() for _ in range(5)]
        self.her_draw = None
        self.history = []
        self.result = None
        self.highlight = set()
        self.net = None
        self.showdown = False  # the banner stays: item news told just before this deal

    def my_hand(self) -> list[Card] | None:
        """The player's five cards when all are on the table face up."""
        if all(spot.present and spot.face_up and spot.card for spot in self.mine):
            return [spot.card for spot in self.mine if spot.card is not None]
        return None

    def her_hand(self) -> list[Card] | None:
        if all(spot.present and spot.face_up and spot.card for spot in self.hers):
            return [spot.card for spot in self.hers if spot.card is not None]
        return None


@dataclass
class Flight:
    """Something moving from one place to another during a beat."""

    kind: str  # "chips", "card", "flip", "item"
    src: Anchor
    dst: Anchor
    delay: float = 0.0
    travel: float = 0.3
    payload: Any = None
    land: Callable[[], None] | None = None
    landed: bool = False

    def progress(self, t: float) -> float:
        if self.travel <= 0:
            return 1.0 if t >= self.delay else 0.0
        return max(0.0, min(1.0, (t - self.delay) / self.travel))

    @property
    def ends_at(self) -> float:
        return self.delay + self.travel


@dataclass
class Beat:
    """One step of the story: changes at its start and end, flights in between."""

    duration: float
    start: Callable[[], None] | None = None
    end: Callable[[], None] | None = None
    flights: list[Flight] = field(default_factory=list)
    sound: str | None = None


class Timeline:
    """Plays beats one after the other; ``speed`` multiplies every duration (0 = instant)."""

    def __init__(self, speed: Callable[[], float], play_sound: Callable[[str], None]) -> None:
        self._speed = speed
        self._play_sound = play_sound
        self.queue: deque[Beat] = deque()
        self.current: Beat | None = None
        self.t = 0.0
        #: Set when every beat was finished at once (a skip, the instant speed): the money
        #: counters show those jumps at once too (see ``new_frame``).
        self.cut = False
        #: The table's money figures, counting to their new values as the chips land.
        self.tally = Tally(speed)

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    def add(self, beat: Beat) -> None:
        self.queue.append(beat)

    def active_flights(self) -> list[Flight]:
        """Flights in the air now (started, not landed)."""
        if self.current is None:
            return []
        return [f for f in self.current.flights if not f.landed and self.t >= f.delay]

    def update(self, dt: float) -> None:
        factor = self._speed()
        if factor <= 0:
            self.finish_all()
            return
        self.tally.advance(dt)
        remaining = dt / factor
        while True:
            if self.current is None:
                if not self.queue:
                    return
                self._begin(self.queue.popleft())
            beat = self.current
            assert beat is not None
            need = beat.duration - self.t
            if remaining < need:
                self.t += remaining
                self._land_due()
                return
            remaining -= max(0.0, need)
            self.t = beat.duration
            self._end()

    def finish_all(self) -> None:
        """Complete every beat now, in order (instant speed, or the player skipped)."""
        if self.busy:
            self.cut = True
        while self.busy:
            if self.current is None:
                self._begin(self.queue.popleft())
            self._end()

    def new_frame(self) -> None:
        """A frame is drawn: the figures changed by beats finished at once since the last
        one are shown at once too."""
        cut, self.cut = self.cut, False
        self.tally.frame(cut)

    def _begin(self, beat: Beat) -> None:
        self.current = beat
        self.t = 0.0
        if beat.start is not None:
            beat.start()
        if beat.sound and self._speed() > 0:
            self._play_sound(beat.sound)

    def _land_due(self) -> None:
        if self.current is None:
            return
        for flight in self.current.flights:
            if not flight.landed and self.t >= flight.ends_at:
                flight.landed = True
                if flight.land is not None:
                    flight.land()

    def _end(self) -> None:
        beat = self.current
        if beat is None:
            return
        for flight in sorted(beat.flights, key=lambda f: f.ends_at):
            if not flight.landed:
                flight.landed = True
                if flight.land is not None:
                    flight.land()
        if beat.end is not None:
            beat.end()
        self.current = None
        self.t = 0.0
