"""The hold'em table's game side: the game, its records and the computer players' turns.

:class:`HoldemTableController` holds the one ``HoldemGame``, asks each computer player for
her action from her own view, and after every engine call notes the stack in the bank,
records the events (hand history and record) and saves, so a crash loses nothing and a hand
cannot be dealt again. It draws nothing and hears no keys: the table scene paces the computer
players, turns input into its calls and tells the events they return.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from drawpoker.ai.holdem.base import HoldemPlayer
from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.deal_code import DealCode
from drawpoker.engine.holdem import (
    HoldemAction,
    HoldemEvent,
    HoldemGame,
    HoldemView,
    MatchOver,
    PotAwarded,
    Street,
)
from drawpoker.ui.holdem import kept_players, practice
from drawpoker.ui.holdem.computer import StandinPlayer, make_player
from drawpoker.ui.holdem.seats import Seating
from drawpoker.ui.holdem.table_model import HoldemTableModel

if TYPE_CHECKING:
    from drawpoker.storage.holdem.records import HoldemRecords
    from drawpoker.storage.write_watch import Notice

log = logging.getLogger(__name__)

HUMAN = 0
#: Deck orders by hand number, for screenshots and tests (None: shuffle).
DeckOrders = Callable[[int], Sequence[Card] | None]


class HoldemTableController:
    """One hold'em game of the player against the computer players, kept after every action."""

    def __init__(
        self,
        game: HoldemGame,
        seating: Seating,
        records: HoldemRecords | None,
        seed: int | None = None,
        deck_orders: DeckOrders | None = None,
        history_id: str | None = None,
        on_moved: Callable[[HoldemGame], None] | None = None,
    ) -> None:
        """``seating``: who sits where (her level plays every computer seat); ``history_id``:
        the hand history a continued game goes on with; ``on_moved`` hears the game after every
        engine call (the bank's note of the player's stack)."""
        self.game = game
        self.seating = seating
        self.players: dict[int, HoldemPlayer] = {
            seat: make_player(seating.level, None if seed is None else seed * 10 + seat)
            for seat in range(1, game.players)
        }
        self.deck_orders = deck_orders
        #: (hand number, the computer players' copies as that hand began) for the what-if
        #: (a continued game: as its save noted them, see ``kept_players``).
        self.kept_players: tuple[int, object] | None = None
        self._kept_note: dict[str, object] = {}
        #: A practice game's hand under way, for the why page mid-hand (see ``practice``).
        self.so_far: practice.HandSoFar | None = None
        self.on_moved = on_moved
        #: The game's save, hand history and record (none: nothing is written).
        self.records = records
        if records is not None:
            # Given decks (tests, screenshots) are not the seed's: no code for them.
            code = None if deck_orders is not None else DealCode.for_seed(
                "holdem", 52, game.seed)
            records.begin(game, seating.to_dict(), seating.names, history_id,
                          len(game.view(HUMAN).actions) if game.street.is_betting else None,
                          code)
            self._restore_kept_players(records)
            path = getattr(records.history, "path", None)
            if self.practice and isinstance(path, Path):  # continued mid-hand: its note
                self.so_far = practice.resumed(path, game, self.kept_players)
        #: Writes the disk refused (save, record, history), on the table until the next hand.
        self.notices: list[Notice] = []
        #: The pots of the last finished hand (for the result line and the winners' glow).
        self.last_pots: list[PotAwarded] = []
        self.over: MatchOver | None = None
        #: The decision whose long think was shown first (`computer_acts`).
        self._cued: tuple[int, int, int] | None = None
        if game.street is Street.MATCH_OVER and game.end_reason is not None:
            self.over = MatchOver(game.end_reason, game.end_reason.human_won)

    def view(self) -> HoldemView:
        """The game as the player sees it."""
        return self.game.view(HUMAN)

    @property
    def practice(self) -> bool:
        """A practice game: every computer player's cards shown all through each hand."""
        return self.records is not None and self.records.practice

    @property
    def computer_to_act(self) -> bool:
        seat = self.game.to_act
        return seat is not None and seat != HUMAN

    def model(self) -> HoldemTableModel:
        """What the table draws and offers now (its painter, controls and speech read this)."""
        return HoldemTableModel(self.game, self.seating, tuple(self.notices),
                                tuple(self.last_pots), self.over, self.computer_to_act)

    # ------------------------------------------------------------------ records
    def _restore_kept_players(self, records: HoldemRecords) -> None:
        """A continued game: its players as its last hand began, from the save's note."""
        loaded = records.loaded
        if loaded is None or loaded.game is not self.game:
            return
        self.kept_players = kept_players.from_note(loaded.seating, self.players)
        self._kept_note = kept_players.to_note(self.kept_players)

    def save(self) -> None:
        """Keep the game as it stands (after every action); a finished game is forgotten."""
        if self.records is None:
            return
        try:
            if self.game.street is Street.MATCH_OVER:
                self.records.clear()
            elif self.game.hand_number:
                self.records.save(self.game, extra=self._kept_note)
        except Exception as exc:  # saving must never stop the game
            log.warning("could not save the hold'em game: %s", exc)

    def _moved(self, events: list[HoldemEvent]) -> list[HoldemEvent]:
        """After every engine call: the results noted, the records, the bank, the save."""
        if self.so_far is not None:
            self.so_far.add(events)
        for event in events:
            if isinstance(event, PotAwarded):
                self.last_pots.append(event)
            elif isinstance(event, MatchOver):
                self.over = event
        if self.records is not None:  # history and record first: a save never runs ahead
            self.records.record(events, self.game)
        # The stack in the bank; at the end of the game (or on leaving) it goes back, before
        # the save is removed, so a crash in between never pays twice nor loses it.
        if self.on_moved is not None:
            self.on_moved(self.game)
        self.save()
        if self.records is not None:  # told once per failure, again only after a write worked
            self.notices += self.records.take_notices()
        return events

    # ------------------------------------------------------------------ moves
    def start_hand(self) -> list[HoldemEvent]:
        """Deal the next hand (nothing unless between hands)."""
        if self.game.street is not Street.BETWEEN_HANDS:
            return []
        number = self.game.hand_number + 1
        order = self.deck_orders(number) if self.deck_orders is not None else None
        self.last_pots = []
        self.notices = []
        # The players themselves as the hand begins, random states and all: the log's what-if
        # shows their very answers (and the save notes their states, for a continued game).
        copies = kept_players.kept(self.players)
        self.kept_players = (number, copies) if copies is not None else None
        self._kept_note = kept_players.to_note(self.kept_players)
        before = practice.before_hand(self.game) if self.practice else None
        events = self.game.start_hand(order=order)
        self.so_far = practice.dealt(before, copies, self.game) if before is not None else None
        return self._moved(events)

    def act(self, action: HoldemAction) -> list[HoldemEvent]:
        """Play the player's ``action``; an illegal one raises the engine's ``IllegalAction``
        and changes nothing."""
        return self._moved(self.game.act(action, seat=HUMAN))

    def leave(self) -> list[HoldemEvent]:
        """LEAVE TABLE between hands: the game ends (``IllegalAction`` during a hand)."""
        return self._moved(self.game.leave())

    def _cue_first(self, seat: int, view: HoldemView) -> bool:
        """True once per decision that will take her a while (`hard` solving a river): the
        table paints her thinking before the solve holds it, even at instant speed."""
        thinks = getattr(self.players[seat], "thinks_long", None)
        key = (view.hand_number, seat, len(view.actions))
        if thinks is None or self._cued == key:
            return False
        try:
            long = bool(thinks(view))
        except Exception:  # a question about timing must never stop the game
            return False
        if long:
            self._cued = key
        return long

    def computer_acts(self) -> list[HoldemEvent]:
        """The computer player to act plays now (a broken AI is replaced by the stand-in);
        nothing when it is the player's turn or no one's."""
        seat = self.game.to_act
        if seat is None or seat == HUMAN:
            return []
        view = self.game.view(seat)
        if self._cue_first(seat, view):
            return []
        try:
            action = self.players[seat].choose(view)
            events = self.game.act(action, seat=seat)
        except Exception as exc:  # a faulty player must not stop the game
            log.warning("hold'em player %d failed (%s); the stand-in plays", seat, exc)
            events = self.game.act(StandinPlayer(0).choose(view), seat=seat)
        return self._moved(events)

