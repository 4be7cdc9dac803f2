"""The Texas hold'em table: the human (seat 0) against 1 to 5 computer players.

The game, its records and the computer players' turns are the
:class:`~drawpoker.ui.holdem.controller.HoldemTableController`'s; the scene paces the computer
players with a short visible pause (frame time; ``advance`` plays them at once, for tests and
the impatient: Space or a click), turns the player's clicks and keys into the controller's
calls, and tells the events they return.

What is drawn trails the game through draw's timeline (``story.py``): chips and cards move,
the computer players' faces react and one of them may say a line. Space or a click finishes
the movement at once, and no button is offered until it has finished.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from drawpoker.bank import HOLDEM
from drawpoker.engine.core.actions import IllegalAction
from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.deal_code import new_seed
from drawpoker.engine.holdem import (
    Fold,
    HoldemAction,
    HoldemActionKind,
    HoldemEvent,
    HoldemGame,
    Street,
)
from drawpoker.engine.holdem.stakes import DEFAULT as DEFAULT_STAKES
from drawpoker.engine.holdem.stakes import Stakes, rules_for
from drawpoker.i18n import current, t
from drawpoker.music import table_mood
from drawpoker.ui import bank_ui, tours
from drawpoker.ui.holdem import controls, keys, seat_idle
from drawpoker.ui.holdem.aloud import aloud_of, computer_batch
from drawpoker.ui.holdem.controller import DeckOrders, HoldemTableController
from drawpoker.ui.holdem.layout import HoldemLayout
from drawpoker.ui.holdem.log_actions import HoldemLogActions
from drawpoker.ui.holdem.log_lines import HandLog, LogLine, resumed_log, single_pot
from drawpoker.ui.holdem.looks import palettes_for
from drawpoker.ui.holdem.painter import HoldemPainter
from drawpoker.ui.holdem.seat_idle import SeatsIdle
from drawpoker.ui.holdem.seats import Seating
from drawpoker.ui.holdem.shown import TableShown
from drawpoker.ui.holdem.story import HoldemStory, batch_sound
from drawpoker.ui.holdem.voice import Voice
from drawpoker.ui.item_pictures import ItemPictures
from drawpoker.ui.scene import Scene, SceneName
from drawpoker.ui.timeline import Timeline
from drawpoker.ui.toggle import ToggleButton
from drawpoker.ui.widgets import Button

if TYPE_CHECKING:
    from drawpoker.settings import Settings
    from drawpoker.storage.holdem.records import HoldemRecords
    from drawpoker.ui.scene import Host

log = logging.getLogger(__name__)

HUMAN = 0
#: How long a computer player "thinks" before acting, at normal speed.
THINKING_SECONDS = 0.8
LOG_LINES = 60


class HoldemTableScene(SeatsIdle, Scene):
    def __init__(
        self,
        app: Host,
        game: HoldemGame | None = None,
        seating: Seating | None = None,
        opponents: int = 3,
        level: str = "normal",
        seed: int | None = None,
        deck_orders: DeckOrders | None = None,
        records: HoldemRecords | None = None,
        history_id: str | None = None,
        stakes: Stakes | None = None,
        casino_blinds: bool = False,
    ) -> None:
        super().__init__(app)
        if game is None:
            rules = rules_for(opponents + 1, stakes or DEFAULT_STAKES, casino_blinds)
            # A seed a deal code holds, so the game's code can deal these hands again.
            game = HoldemGame(rules, seed=seed if seed is not None else new_seed())
        players = game.players
        if seating is None or len(seating.names) != players:
            seating = Seating.choose(players, level, app.settings.theme, _theme_ids(), seed)
        #: The game, its records and the computer players: all but the input and the drawing.
        self.control = HoldemTableController(
            game, seating, records if records is not None else (
                app.records.holdem if app.records is not None else None),
            seed=seed, deck_orders=deck_orders, history_id=history_id,
            on_moved=lambda g: bank_ui.stack_seen(app, g.stacks[HUMAN],
                                                  g.street is Street.MATCH_OVER, HOLDEM))
        self._pictures: dict[tuple[str, int], ItemPictures] = {}
        self._palettes = palettes_for(seating.names)
        self.layout = HoldemLayout(app.size, players)
        self.buttons: list[Button] = []
        #: This hand's log is an overlay the player opens (H or its button), closed at first.
        self.log_open = False
        self.log_button = ToggleButton("holdem.button.log", self.toggle_log,
                                       shortcut="holdem_log", name="log")
        self.log_lines: list[LogLine] = []
        #: The log's what-if, why and deal code, once a hand is over.
        self.log_actions = HoldemLogActions(self)
        #: The current hand's log, which knows a round's first bet from a raise.
        self.hand_log = HandLog()
        self.think_left: float | None = None
        #: An action key pressed while another player was to act, played on the player's turn.
        self.queued: pygame.event.Event | None = None
        #: The player's own two cards of the last hand: they stay in view after it ends
        #: (the engine shows only cards shown down).
        self.my_hole: tuple[Card, ...] = self.control.view().hole
        #: What the buttons were built for (built again when it changes).
        self.controls_key: object = None
        if game.street.is_betting:
            self.log_lines, self.hand_log = resumed_log(self.control.view())
        view = self.control.view()
        self.shown = TableShown.of(view, self.control.last_pots, len(self.my_hole))
        self.timeline = Timeline(lambda: self.options.speed_factor, app.sounds.play)
        #: Each computer player's face (draw's portrait: a mood held for a while, her idle loop).
        self.portraits = {s: seat_idle.portrait(seating, s) for s in range(1, players)}
        voice = Voice(seed)
        if game.hand_number:
            voice.resumed(view.big_blind, view.seats)
        self.story = HoldemStory(self.shown, self.timeline, voice, self.portraits,
                                 self.item_name, seating.character)
        self.painter = HoldemPainter(self)

    # ------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        game = self.control.game
        if game.street is Street.BETWEEN_HANDS and game.hand_number == 0:
            self.start_hand()
        tours.show_once(self.app, "holdem")  # the house rules, the first time only

    def exit(self) -> None:
        self.save()

    def save(self) -> None:
        """Keep the game as it stands (the controller saves after every action by itself)."""
        self.control.save()

    @property
    def options(self) -> Settings:
        """The player's settings now (the app replaces them when they change)."""
        return self.app.settings

    # ------------------------------------------------------------------ names and pictures
    def name_of(self, seat: int) -> str:
        return t("holdem.you") if seat == HUMAN else self.control.seating.names[seat]

    def pictures(self, seat: int) -> ItemPictures:
        """Her pictures, dressed as ``Seating.theme_of`` says (a roster character by the player's
        theme, the same in every game), else the theme's figure in her own colours (``looks``)."""
        theme = self.control.seating.theme_of(seat, self.options.theme)
        key = (theme, seat)
        if key not in self._pictures:
            character = self.control.seating.character(seat)
            self._pictures[key] = ItemPictures(theme, self._palettes[seat], character) \
                if character is None else ItemPictures(theme, character=character)
        return self._pictures[key]

    def item_name(self, seat: int, item: int) -> str:
        return self.pictures(seat).item_name(item, current().code)

    # ------------------------------------------------------------------ telling
    def _tell(self, events: list[HoldemEvent]) -> None:
        """The events of one controller call, told on the table (its records are kept)."""
        if self.control.game.street.is_betting:  # kept when the hand ends, as the table saw them
            self.my_hole = self.control.view().hole
        view = self.control.view()
        board = view.board  # between hands: the finished hand's board

        def log(event: HoldemEvent) -> None:  # as its beat starts, not before
            self.log_lines += self.hand_log.lines(event, board, single_pot(self.control.last_pots))
            del self.log_lines[:-LOG_LINES]

        results, mine = list(self.control.last_pots), len(self.my_hole)

        def sync() -> None:  # the table as the game had it after this batch
            self.shown.sync(self.control.view(), results, mine)

        self.story.tell(events, view.stacks, view.out, log, sync)
        aloud_of(self).told(events, not computer_batch(events))  # said aloud (speech off: nothing)
        if self.options.speed_factor <= 0:  # no beats play their sounds: one for the batch
            sound = batch_sound(events)
            if sound:
                self.app.sounds.play(sound)
        self.controls_key = None

    # ------------------------------------------------------------------ the player's moves
    def start_hand(self) -> None:
        """Deal the next hand (NEXT HAND)."""
        if self.control.game.street is not Street.BETWEEN_HANDS:
            return
        self.log_lines = []
        self.hand_log = HandLog()
        self._tell(self.control.start_hand())

    def act(self, action: HoldemAction) -> None:
        """Play one of the player's actions (only ever offered when legal)."""
        try:
            events = self.control.act(action)
        except IllegalAction as exc:
            log.warning("refused action %r: %s", action, exc)
            return
        self._tell(events)

    def ask_to_leave(self) -> None:
        """Leaving ends the whole game (and may count as lost): one slip of L must not do it.
        Enter cancels; only L again or a click on the button leaves."""
        self.app.go(SceneName.CONFIRM, question_key="holdem.confirm.leave",
                    confirm_key="holdem.button.leave", on_confirm=self.leave,
                    safe_shortcut="holdem_leave")

    def leave(self) -> None:
        """LEAVE TABLE between hands: the match ends (a win with at least the start money)."""
        try:
            events = self.control.leave()
        except IllegalAction as exc:
            log.warning("cannot leave now: %s", exc)
            return
        self._tell(events)

    def to_title(self) -> None:
        self.app.reset_to(self.app.build(SceneName.TITLE))

    def computer_acts(self) -> None:
        """The computer player to act plays now."""
        events = self.control.computer_acts()
        if events:
            self.think_left = None
            self._tell(events)

    def advance(self) -> None:
        """Let every computer player due act now, up to the player's turn or the hand's end,
        every movement finished (tests and screenshots; the table itself paces them with the
        frame time)."""
        self.timeline.finish_all()
        while self.control.computer_to_act:
            self.computer_acts()
            self.timeline.finish_all()

    # ------------------------------------------------------------------ per frame
    def is_animating(self) -> bool:
        return self.timeline.busy or self.control.computer_to_act or self.timeline.tally.busy

    @property
    def busy(self) -> bool:
        """Chips or cards are still moving: the table is not ready for the next action."""
        return self.timeline.busy

    def mood(self, seat: int) -> str:
        """A computer player's face now: her latest reaction, else thinking while she
        decides, else neutral."""
        thinking = self.control.game.to_act == seat and self.think_left is not None
        return self.portraits[seat].mood(thinking)

    def update(self, dt: float) -> None:
        self._ensure_layout()
        if self.queued is not None and (self.busy or self.control.computer_to_act):
            self.hurry()
        speed = self.options.speed_factor
        for portrait in self.portraits.values():
            portrait.advance(dt, speed)
        speech = self.shown.speech
        if speech is not None:
            speech.left -= dt / speed if speed > 0 else dt
            if speech.left <= 0:
                self.shown.speech = None
                self.app.mark_dirty()
        self.timeline.update(dt)
        self.app.sounds.music(table_mood(self.shown.pot, self.shown.stacks[HUMAN], self.shown.won))
        if self.busy:
            self.think_left = None
        elif self.control.computer_to_act:
            if self.think_left is None:
                self.think_left = THINKING_SECONDS * self.options.speed_factor
            self.think_left -= dt
            if self.think_left <= 0:
                self.computer_acts()
        else:
            self.think_left = None
        self.refresh_controls()
        if self.queued is not None and not (self.busy or self.control.computer_to_act):
            event, self.queued = self.queued, None  # the key pressed early, played now
            keys.press(self.buttons, event)

    def refresh_controls(self) -> None:
        """Build and place the buttons again when the game, the movement or the window changed;
        the turn and its keys are said as it comes (speech off: nothing)."""
        model = self.control.model()
        key, legal = controls.moment(model, self.layout.size, self.busy)
        if key != self.controls_key:
            self.controls_key = key
            self.buttons = controls.offered(self, model, legal)
        aloud_of(self).poll()

    def _ensure_layout(self) -> None:
        if self.layout.size != self.app.size:
            self.layout = HoldemLayout(self.app.size, self.control.game.players)
            self.controls_key = None
        self.log_button.rect = self.layout.log_button.copy()
        self.log_button.kind = "primary" if self.log_open else "normal"

    def fold(self) -> None:
        """FOLD when checking is free asks first: giving a hand up for nothing is a slip."""
        game = self.control.game
        kinds = {a.kind for a in game.legal_actions()} if game.to_act == HUMAN else set()
        if HoldemActionKind.CHECK not in kinds:
            self.act(Fold())
            return
        self.app.go(SceneName.CONFIRM, question_key="holdem.confirm.fold",
                    confirm_key="holdem.button.fold", on_confirm=lambda: self.act(Fold()))

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> None:
        self._ensure_layout()
        self.refresh_controls()
        queued = keys.handle_event(self, event)
        if queued is not None:  # an action key before the player's turn waits for it
            self.queued = queued

    def toggle_log(self) -> None:
        self.log_open = not self.log_open

    def hurry(self) -> None:
        """Space or a click: the movement on the table finishes at once; else the computer
        player thinking acts at once."""
        if self.busy:
            self.timeline.finish_all()
        elif self.control.computer_to_act:
            self.computer_acts()

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure_layout()
        self.refresh_controls()
        self.painter.draw(surface)


def _theme_ids() -> list[str]:
    try:
        from drawpoker.themes import discover_themes

        return [theme.id for theme in discover_themes()]
    except Exception as exc:  # no theme at all: the pictures draw placeholders
        log.warning("no forfeit themes found (%s)", exc)
        return []
