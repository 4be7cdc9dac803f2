"""The draw table's game side: the match, its records, the opponent and her turns.

:class:`DrawTableController` holds the one ``Match`` and everything that must follow each
engine call (the bank's note of the stack, the hand history and statistics, the save after
every move), and asks the opponent for her actions from ``match.view(1)``. It draws nothing and
hears no keys, so a whole match can be played through it without a window; the table scene
turns input into its calls and the events it returns into the story on screen.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from drawpoker.engine.draw import (
    Action,
    ActionKind,
    Card,
    Discard,
    Event,
    LegalAction,
    Match,
    Phase,
    Rules,
)
from drawpoker.i18n import t
from drawpoker.ui import characters
from drawpoker.ui.draw import kept_her, practice
from drawpoker.ui.draw.match_stats import MatchStats
from drawpoker.ui.draw.opponent import Opponent, OpponentFactory
from drawpoker.ui.draw.standin_opponent import StandinOpponent
from drawpoker.ui.draw.table_model import DrawTableModel

if TYPE_CHECKING:
    from drawpoker.roster import Character
    from drawpoker.storage.draw.records import MatchRecords
    from drawpoker.storage.write_watch import Notice

log = logging.getLogger(__name__)

HUMAN, COMPUTER = 0, 1
#: Phases in which cards are in the players' hands.
IN_DEAL = (Phase.BET1, Phase.DRAW, Phase.BET2)
#: Deck orders by deal number, for screenshots and tests (None: shuffle).
DealOrders = Callable[[int], Sequence[Card] | None]


class DrawTableController:
    """One match against the computer, kept and recorded after every move."""

    def __init__(
        self,
        rules: Rules,
        records: MatchRecords | None,
        make_opponent: OpponentFactory | None = None,
        level: str = "normal",
        match: Match | None = None,
        opponent: Opponent | None = None,
        seed: int | None = None,
        deal_orders: DealOrders | None = None,
        character: str | None = None,
        on_moved: Callable[[Match], None] | None = None,
        free: str | None = None,
    ) -> None:
        """``character``: the roster id of the opponent chosen (a continued match takes its
        save's; None, or an id the roster lacks, is the theme's own figure); ``make_opponent``
        builds her AI unless ``opponent`` is given; ``on_moved`` hears the match after every
        engine call (the bank's note of the player's stack); ``free``: why a new match plays
        for table chips only ("code", "duplicate"; a continued one keeps its save's)."""
        #: The match's save, hand history and statistics (none: nothing is written).
        self.records = records
        if character is None and match is not None and records is not None:
            character = records.saved_character()
        #: Who she is: her face, name, lines and style (None: the theme's figure, as ever).
        self.character: Character | None = characters.find(character)
        if records is not None:
            records.character = self.character.id if self.character is not None else None
            if free is not None or match is None:  # a new match: of the bank's, or not
                records.free = free
        # A new match asks the broke player to top up (``may_top_up``) instead of ending.
        self.match = match if match is not None else Match(rules, seed=seed, rebuys=True)
        self.rules = self.match.rules
        self.opponent = opponent or self._make_opponent(make_opponent, level, seed)
        #: (deal number, her copy as that deal began) for the what-if; None until a deal
        #: (a continued match: as its save noted her, see ``kept_her``).
        self.her_at_deal: tuple[int, object] | None = None
        self._her_note: dict[str, object] | None = None
        #: A practice match's deal under way, for the why page mid-deal (see ``practice``).
        self.so_far: practice.DealSoFar | None = None
        self.deal_orders = deal_orders
        self.on_moved = on_moved
        #: Figures for the game-over screen, counted from every batch of events.
        self.stats = MatchStats()
        self._free = free  # without records: as the table was told
        #: The cards the player marked for the draw (kept in every save).
        self.marked: set[int] = set()
        if match is not None:
            self._restore_memory()
            self.marked = self._saved_marks()
            self._restore_her_at_deal()
            self._rebuild_practice_note()

    # ------------------------------------------------------------------ setup
    def _make_opponent(self, factory: OpponentFactory | None, level: str,
                       seed: int | None) -> Opponent:
        """Her AI: her style's level and tuning, or ``level`` (the settings') without her."""
        if factory is None:
            return StandinOpponent(seed)
        if self.character is None:
            return factory(level, seed)
        style = self.character.style
        if style.tuning:
            return factory(style.level, seed, tuning=dict(style.tuning))
        return factory(style.level, seed)

    def _restore_memory(self) -> None:
        """A continued match: give the opponent back what she remembered of the player."""
        loaded = self.records.loaded if self.records is not None else None
        memory = loaded.opponent if loaded is not None else None
        if memory is None:
            return
        try:
            from drawpoker.storage.draw.saves import restore_opponent_memory

            restore_opponent_memory(self.opponent, memory)
        except Exception as exc:
            log.warning("the opponent's memory could not be restored: %s", exc)

    def _restore_her_at_deal(self) -> None:
        """A continued match: her as its last deal began, from the save's note (if any)."""
        loaded = self.records.loaded if self.records is not None else None
        if loaded is None or loaded.match is not self.match:
            return
        self.her_at_deal = kept_her.from_note(loaded.extra.get(kept_her.KEY), self.opponent)
        self._her_note = kept_her.to_note(self.her_at_deal)

    def _rebuild_practice_note(self) -> None:
        """A practice match continued mid-deal: the note of the deal under way the why page
        reads, rebuilt from its verified history and committed order (``practice.resumed``)."""
        history = self.records.history if self.records is not None else None
        path = getattr(history, "path", None)
        if self.practice and isinstance(path, Path) and path.suffix == ".jsonl":
            self.so_far = practice.resumed(path, self.match)

    def _saved_marks(self) -> set[int]:
        """The cards the player had marked for the draw when this match was saved."""
        m = self.match
        loaded = self.records.loaded if self.records is not None else None
        if loaded is None or loaded.match is not m or m.phase not in (Phase.BET1, Phase.DRAW) \
                or m.drawn[HUMAN] is not None:
            return set()
        raw = loaded.extra.get("marked")
        if not isinstance(raw, list):
            return set()
        return {i for i in raw if type(i) is int and 0 <= i < len(m.view(HUMAN).hand)}

    @property
    def free(self) -> str | None:
        """Why this match plays for table chips only (None: for the bank's money)."""
        return self.records.free if self.records is not None else self._free

    @property
    def practice(self) -> bool:
        """A practice match: her cards shown all through each deal (``practice``)."""
        return self.free == practice.PRACTICE

    @property
    def her_name(self) -> str:
        """The name on her plate: the character's, else the language's word for her."""
        return self.character.name if self.character is not None else t("draw.table.her_name")

    def model(self) -> DrawTableModel:
        """What the table draws, says and offers now (its helpers read this, not the fields)."""
        return DrawTableModel(self.match, self.rules, self.records, self.opponent,
                              self.character, self.her_name, self.stats, frozenset(self.marked),
                              self.free, self.practice, self.her_at_deal, self.so_far)

    # ------------------------------------------------------------------ records
    def save(self) -> None:
        """Keep the match as it stands, with the cards marked for the draw (after every move,
        so a hard kill loses nothing and a deal cannot be replayed from its start)."""
        records = self.records
        if records is None:
            return
        try:
            if self.match.phase is Phase.MATCH_OVER:
                records.clear()
            elif self.match.deal_number:
                note = {kept_her.KEY: self._her_note} if self._her_note else {}
                records.save(self.match, extra={"marked": sorted(self.marked), **note})
        except Exception as exc:  # saving must never crash the game
            log.warning("could not save the match: %s", exc)

    def take_notices(self) -> list[Notice]:
        """Writes the disk refused since the last call (each told once)."""
        return self.records.take_notices() if self.records is not None else []

    def _moved(self, events: list[Event]) -> list[Event]:
        """After every engine call: the bank, the records, the save; the events go on."""
        m = self.match
        if self.so_far is not None:
            self.so_far.add(events)
        if self.on_moved is not None:
            self.on_moved(m)  # the stack, or at the end the cash-out, in the bank
        if self.records is not None:  # hand history, statistics, save after each deal
            try:
                self.records.record(events, m, self.opponent)
            except Exception as exc:  # keeping records must never stop the game
                log.warning("could not record the deal: %s", exc)
        if m.phase in IN_DEAL:
            self.save()
        self.stats.count(events)
        return events

    # ------------------------------------------------------------------ questions
    @property
    def her_turn(self) -> bool:
        """She is to act in a deal (the table lets her think first)."""
        m = self.match
        return m.to_act == COMPUTER and m.phase in IN_DEAL

    @property
    def my_turn(self) -> bool:
        return self.match.to_act == HUMAN

    def legal_actions(self) -> list[LegalAction]:
        """What the player may do now (nothing on her turn)."""
        return self.match.legal_actions() if self.my_turn else []

    @property
    def may_mark(self) -> bool:
        """The engine still lets the player choose cards for the draw."""
        m = self.match
        return m.phase in (Phase.BET1, Phase.DRAW) and m.drawn[HUMAN] is None

    def drop_is_free(self) -> bool:
        """Staying in costs nothing now (WAIT, or a call of nothing): a drop would be a slip."""
        legal = {a.kind: a for a in self.legal_actions()}
        return ActionKind.CHECK in legal or (
            ActionKind.CALL in legal and legal[ActionKind.CALL].to_call == 0)

    # ------------------------------------------------------------------ moves
    def start_deal(self) -> list[Event]:
        """Deal the next hand (nothing between deals only)."""
        if self.match.phase is not Phase.BETWEEN_DEALS:
            return []
        order = self.deal_orders(self.match.deal_number + 1) if self.deal_orders else None
        # Her very self as the deal begins, random state and all: the deal log's what-if
        # shows the very answers she would have given (kept in memory only, not in the save).
        self.her_at_deal = kept_her.kept(self.match.deal_number + 1, self.opponent)
        self._her_note = kept_her.to_note(self.her_at_deal)
        before = practice.before_deal(self.match) if self.practice else None
        events = self.match.start_deal(order=order)
        self.so_far = practice.dealt(before, self.match) if before is not None else None
        self.marked.clear()
        return self._moved(events)

    def act(self, action: Action) -> list[Event]:
        """Play the player's ``action``; an illegal one raises the engine's ``IllegalAction``
        and changes nothing."""
        events = self.match.act(action, seat=HUMAN)
        if isinstance(action, Discard):
            self.marked.clear()
        return self._moved(events)

    @property
    def may_top_up(self) -> bool:
        """The player cannot pay the next ante and is to answer: top up, or end the match."""
        return self.match.broke

    def top_up(self, amount: int) -> list[Event]:
        """The broke player brings ``amount`` from the bank (the caller has taken it there)."""
        return self._moved(self.match.top_up(amount))

    def decline_top_up(self) -> list[Event]:
        """The broke player does not top up: the match is over."""
        return self._moved(self.match.decline_top_up())

    def toggle_mark(self, index: int) -> bool:
        """Mark or unmark a card for the draw (kept in the save); False when it may not be."""
        if not self.may_mark or not 0 <= index < len(self.match.view(HUMAN).hand):
            return False
        self.marked ^= {index}
        self.save()
        return True

    def set_marks(self, indices: set[int]) -> None:
        """Mark exactly these cards (a draw the coach lists, a staged table)."""
        self.marked = set(indices)

    def marked_discard(self) -> Discard:
        """The draw of the marked cards (none marked: stand pat)."""
        hand = self.match.view(HUMAN).hand
        return Discard(tuple(hand[i] for i in sorted(self.marked) if i < len(hand)))

    def discard_marked(self) -> list[Event]:
        """DRAW: change the marked cards."""
        return self.act(self.marked_discard())

    def opponent_acts(self) -> list[Event]:
        """Her move, from her own view; a faulty AI is replaced by the stand-in for it."""
        view = self.match.view(COMPUTER)
        try:
            action = self.opponent.choose(view)
            events = self.match.act(action, seat=COMPUTER)
        except Exception as exc:  # a faulty opponent must not stop the match
            log.warning("the opponent failed (%s); the stand-in plays this move", exc)
            events = self.match.act(StandinOpponent(0).choose(view), seat=COMPUTER)
        return self._moved(events)

