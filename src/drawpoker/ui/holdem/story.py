"""Turns the hold'em game's events into beats on draw's timeline (``ui/table/board.py``): the
blinds and bets moving out of the stacks, the cards dealt round the table, the bets gathered
into the pot at the end of each round, the board turned up, the hands shown down and each pot
going to its winners; with each event, the faces and the one line the voice chose.

Only public information moves: the other players' cards fly face down and turn up only when
the engine shows them down. Each batch ends with a beat that sets the table from the game's
view, so the numbers shown are exactly the game's whatever the animations did.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from drawpoker.engine.holdem import (
    ActionTaken,
    BlindPosted,
    BoardDealt,
    HandStarted,
    HoldemActionKind,
    HoldemEvent,
    HoleCardsDealt,
    ItemBoughtBack,
    ItemPawned,
    MatchOver,
    PotAwarded,
    Showdown,
)
from drawpoker.roster import Character
from drawpoker.ui.holdem.shown import Speech, TableShown
from drawpoker.ui.holdem.voice import LINE_SECONDS, OWN_WORDS, Heard, Said, Voice
from drawpoker.ui.portrait import Portrait
from drawpoker.ui.reactions import reaction_sound
from drawpoker.ui.timeline import Beat, Flight, Line, OwnLine, Timeline

HUMAN = 0
#: Seconds (at normal speed) of each kind of movement.
CHIPS, CARD, FLIP, STAGGER = 0.3, 0.22, 0.2, 0.06
#: At the showdown her cards turn one by one with a beat between them, and the next player's
#: after a longer one, so each hand is read before the next shows (her hand's name comes up
#: at her seat as her second card lands).
REVEAL_CARD, REVEAL_SEAT = 0.3, 0.7
#: A pot worth this share of an average stack gets a flourish at its winner's stack.
FLOURISH_FROM = 0.25


class HoldemStory:
    """Feeds the beats of each batch of events into the timeline."""

    def __init__(self, shown: TableShown, timeline: Timeline, voice: Voice,
                 portraits: dict[int, Portrait], item_name: Callable[[int, int], str],
                 character: Callable[[int], Character | None] = lambda seat: None) -> None:
        """``character``: the roster character in a seat (None: the theme's figure), who says
        the lines the roster gives her in her own words."""
        self.shown = shown
        self.character = character
        self.item_name = item_name
        self.timeline = timeline
        self.voice = voice
        self.portraits = portraits
        self.log: Callable[[HoldemEvent], None] = lambda event: None

    def tell(self, events: Sequence[HoldemEvent], stacks: Sequence[int], out: Sequence[bool],
             log: Callable[[HoldemEvent], None], sync: Callable[[], None]) -> None:
        """Queue the beats of one batch (``stacks`` and ``out`` as the game has them after it;
        ``log`` writes an event's lines as its beat starts, ``sync`` sets the table from the
        game at the end)."""
        heard, said = self.voice.hear(events, stacks, out)
        self.log = log
        for index, event in enumerate(events):
            line = said[1] if said is not None and said[0] == index else None
            self._one(event, heard[index], line)
        self.timeline.add(Beat(0.0, start=sync))

    # ------------------------------------------------------------------ faces and words
    def _heard(self, event: HoldemEvent, heard: Heard, said: Said | None) -> Callable[[], None]:
        """What happens as an event's beat starts: its log lines, faces and line."""
        log = self.log  # this batch's (a later batch may be queued behind it)

        def start() -> None:
            log(event)
            for seat, kind in heard.moods:
                portrait = self.portraits.get(seat)
                if portrait is not None and kind in portrait.reactions:
                    portrait.feel(kind)
            if said is not None:
                args: dict[str, object] = dict(said.args)
                if "item" in said.args:  # named when drawn: it follows a language switch
                    seat, item = said.seat, said.args["item"]
                    args["item"] = lambda: self.item_name(seat, item)
                self.shown.speech = Speech(said.seat, self._line(said, args), LINE_SECONDS)
        return start

    def _line(self, said: Said, args: dict[str, object]) -> Line:
        """The line in her own words where the roster gives her some, else the shared ones."""
        her = self.character(said.seat)
        situation = OWN_WORDS.get(said.situation)
        if her is None or situation is None or situation not in her.lines:
            return Line(said.key, args)
        return OwnLine(said.key, args, words=lambda lang: her.lines_for(situation, lang),
                       variant=said.variant)

    def _one(self, event: HoldemEvent, heard: Heard, said: Said | None) -> None:
        start = self._heard(event, heard, said)
        voiced = self._reaction_sound(heard)
        if voiced is not None:  # her wordless "mm-hm" or "hmph", just before the event's own
            self.timeline.add(Beat(0.0, sound=voiced))
        if isinstance(event, HandStarted):
            def fresh() -> None:
                self.shown.new_hand()
                start()

            self.timeline.add(Beat(0.2, start=fresh))
        elif isinstance(event, BlindPosted):
            self._bet(event.seat, event.amount, start)
        elif isinstance(event, HoleCardsDealt):
            self._deal(event.seats, start)
        elif isinstance(event, ActionTaken):
            self._action(event, start)
        elif isinstance(event, BoardDealt):
            self._gather()
            self._board(len(event.cards), start)
        elif isinstance(event, Showdown):
            self._gather()
            self._showdown([seat for seat, _ in event.hands], start)
        elif isinstance(event, PotAwarded):
            self._gather()
            self._pot(event, start)
        elif isinstance(event, ItemPawned):
            self._loan(event.seat, event.loan, start, into_stack=True)
        elif isinstance(event, ItemBoughtBack):
            self._loan(event.seat, event.repaid, start, into_stack=False)
        elif isinstance(event, MatchOver):
            sound = "fanfare" if event.human_won else "sad_trombone"
            won = event.human_won

            def over() -> None:
                start()
                self.shown.won = won

            self.timeline.add(Beat(0.6, start=over, sound=sound))
        else:  # an item lost, a player out, the deck revealed: words and faces only
            self.timeline.add(Beat(0.3 if heard.moods or said else 0.0, start=start))

    def _reaction_sound(self, heard: Heard) -> str | None:
        """The sound of the first face this event gives a player at the table."""
        for seat, kind in heard.moods:
            portrait = self.portraits.get(seat)
            if portrait is not None and kind in portrait.reactions:
                return reaction_sound(portrait.reactions[kind])
        return None

    # ------------------------------------------------------------------ chips
    def _bet(self, seat: int, amount: int, start: Callable[[], None]) -> None:
        shown = self.shown

        def land() -> None:
            shown.stacks[seat] -= amount
            shown.bets[seat] += amount

        flights = [Flight("chips", ("stack", seat), ("bet", seat), 0.0, CHIPS, amount, land)]
        self.timeline.add(Beat(CHIPS + 0.05, start=start, flights=flights, sound="chips"))

    def _gather(self) -> None:
        """The round is over: every bet in front of the players slides into the pot."""
        shown = self.shown
        beat = Beat(CHIPS + 0.1)

        def start() -> None:
            for seat, amount in enumerate(shown.bets):
                if amount <= 0:
                    continue

                def land(seat: int = seat, amount: int = amount) -> None:
                    shown.bets[seat] -= amount
                    shown.middle += amount

                beat.flights.append(Flight("chips", ("bet", seat), ("pot",), 0.0, CHIPS, amount,
                                           land))
            if not beat.flights:  # nothing to gather: no pause either
                beat.duration = 0.0

        beat.start = start
        beat.sound = None
        self.timeline.add(beat)

    def _pot(self, pot: PotAwarded, start: Callable[[], None]) -> None:
        shown = self.shown
        flights = []
        for seat, share in zip(pot.winners, pot.shares, strict=True):
            def land(seat: int = seat, share: int = share) -> None:
                shown.middle = max(0, shown.middle - share)
                shown.stacks[seat] += share

            flights.append(Flight("chips", ("pot",), ("stack", seat), 0.1, 0.5, share, land))
            flights += self._flourish(seat, share)

        def begin() -> None:
            shown.results.append(pot)
            start()

        sound = "win" if HUMAN in pot.winners else "chips"
        end = max((f.ends_at for f in flights), default=0.0) + 0.05
        self.timeline.add(Beat(max(0.75, end), start=begin, flights=flights, sound=sound))

    def _flourish(self, seat: int, share: int) -> list[Flight]:
        """A big pot's short flourish at the winner's stack as the chips land, in proportion:
        sparks from a quarter of an average stack, more and longer up to a whole one."""
        shown = self.shown
        average = (sum(shown.stacks) + shown.pot) / max(1, len(shown.stacks))
        size = share / average if average > 0 else 0.0
        if size < FLOURISH_FROM:
            return []
        strength = min(1.0, size)
        return [Flight("flourish", ("stack", seat), ("stack", seat), 0.55, 0.4 + 0.5 * strength,
                       strength)]

    def _loan(self, seat: int, amount: int, start: Callable[[], None], into_stack: bool) -> None:
        """A pawn's loan comes to her stack from her items; a buy-back goes the other way."""
        shown = self.shown
        sign = 1 if into_stack else -1

        def land() -> None:
            shown.stacks[seat] += sign * amount

        ends = (("items", seat), ("stack", seat))
        src, dst = ends if into_stack else ends[::-1]
        flights = [Flight("chips", src, dst, 0.2, 0.5, amount, land)]
        self.timeline.add(Beat(1.0, start=start, flights=flights, sound="chips"))

    def _action(self, event: ActionTaken, start: Callable[[], None]) -> None:
        seat = event.seat
        if event.paid:
            self._bet(seat, event.paid, start)
        elif event.action.kind is HoldemActionKind.FOLD and seat != HUMAN:
            shown = self.shown

            def land(n: int = 0) -> None:
                shown.cards[seat] = 0

            flights = [Flight("card", ("hole", seat, n), ("centre",), n * STAGGER, CARD, None,
                              land if n else None) for n in range(2)]
            self.timeline.add(Beat(CARD + STAGGER + 0.05, start=start, flights=flights,
                                   sound="fold"))
        else:
            sound = "fold" if event.action.kind is HoldemActionKind.FOLD else "check"
            self.timeline.add(Beat(0.25, start=start, sound=sound))

    # ------------------------------------------------------------------ cards
    def _deal(self, seats: Sequence[int], start: Callable[[], None]) -> None:
        """Two cards each, one at a time round the table, from the middle; then the player's
        own two turn up."""
        shown = self.shown
        flights: list[Flight] = []
        order = [(round_, seat) for round_ in range(2) for seat in seats]
        for n, (round_, seat) in enumerate(order):
            def land(seat: int = seat, count: int = round_ + 1) -> None:
                shown.cards[seat] = count

            flights.append(Flight("card", ("centre",), ("hole", seat, round_), n * STAGGER, CARD,
                                  None, land))
        done = len(order) * STAGGER + CARD
        if HUMAN in seats:
            for n in range(2):
                def up(last: bool = n == 1) -> None:
                    if last:
                        shown.my_cards_up = True

                flights.append(Flight("flip", ("hole", HUMAN, n), ("hole", HUMAN, n),
                                      done + n * STAGGER, FLIP, None, up))
        end = max(f.ends_at for f in flights) if flights else 0.0
        self.timeline.add(Beat(end + 0.05, start=start, flights=flights, sound="deal"))

    def _board(self, count: int, start: Callable[[], None]) -> None:
        """The new board cards turn up one after the other in their places."""
        shown = self.shown
        beat = Beat(count * 0.12 + FLIP + 0.1, sound="deal")

        def begin() -> None:
            first = shown.board
            for n in range(count):
                def land(index: int = first + n) -> None:
                    shown.board = max(shown.board, index + 1)

                beat.flights.append(Flight("flip", ("board", first + n), ("board", first + n),
                                           n * 0.12, FLIP, None, land))
            start()

        beat.start = begin
        self.timeline.add(beat)

    def _showdown(self, seats: Sequence[int], start: Callable[[], None]) -> None:
        shown = self.shown
        flights: list[Flight] = []
        others = [seat for seat in seats if seat != HUMAN]
        for n, seat in enumerate(others):
            for card in range(2):
                def land(seat: int = seat, last: bool = card == 1) -> None:
                    shown.cards[seat] = 2
                    if last:
                        shown.faces_up.add(seat)

                flights.append(Flight("flip", ("hole", seat, card), ("hole", seat, card),
                                      n * REVEAL_SEAT + card * REVEAL_CARD, FLIP, seat, land))
        end = max((f.ends_at for f in flights), default=0.0)
        self.timeline.add(Beat(end + 0.3, start=start, flights=flights, sound="flip"))


def batch_sound(events: Sequence[HoldemEvent]) -> str | None:
    """One effect for a whole batch (the most telling one), for the instant speed, where no
    beat plays its own."""
    names: set[str] = set()
    for event in events:
        if isinstance(event, MatchOver):
            return "fanfare" if event.human_won else "sad_trombone"
        if isinstance(event, PotAwarded):
            names.add("win" if HUMAN in event.winners else "chips")
        elif isinstance(event, Showdown):
            names.add("flip")
        elif isinstance(event, HoleCardsDealt | BoardDealt):
            names.add("deal")
        elif isinstance(event, BlindPosted) or (isinstance(event, ActionTaken) and event.paid):
            names.add("chips")
    for name in ("win", "flip", "deal", "chips"):
        if name in names:
            return name
    return None
