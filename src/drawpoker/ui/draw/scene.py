"""The table: plays a whole match between the player and the computer.

The scene turns the player's clicks and keys into calls of its
:class:`~drawpoker.ui.draw.controller.DrawTableController`, which holds the one ``Match``, its
records and the opponent, and tells the story of the events each call returns. What is shown
trails the engine through the timeline, so every step can be seen.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.draw import (
    Action,
    Bet,
    Call,
    Drop,
    Event,
    ForfeitState,
    IllegalAction,
    Match,
    Phase,
    Raise,
    Rules,
)
from drawpoker.i18n import current
from drawpoker.music import table_mood
from drawpoker.settings import Settings
from drawpoker.ui import bank_ui, tours
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.draw import controls, her_tell, table_keys
from drawpoker.ui.draw.coach_panel import CoachPanel
from drawpoker.ui.draw.controller import (
    COMPUTER,
    HUMAN,
    IN_DEAL,
    DealOrders,
    DrawTableController,
)
from drawpoker.ui.draw.her_portrait import HerPortrait, IdleFrames
from drawpoker.ui.draw.layout import TableLayout
from drawpoker.ui.draw.next_rules import next_rules
from drawpoker.ui.draw.opponent import Opponent, make_opponent
from drawpoker.ui.draw.overlays import Overlays
from drawpoker.ui.draw.painter import TablePainter
from drawpoker.ui.draw.story import Snapshot, Story
from drawpoker.ui.draw.top_up_flow import ask_top_up
from drawpoker.ui.draw.voice_lines import voice_of
from drawpoker.ui.hand_names import NameCache
from drawpoker.ui.item_pictures import ItemPictures
from drawpoker.ui.scene import SceneName
from drawpoker.ui.timeline import Beat, Board, Line, Timeline
from drawpoker.ui.widgets import AmountSelector

if TYPE_CHECKING:
    from drawpoker.storage.write_watch import Notice
    from drawpoker.ui.scene import Host

log = logging.getLogger(__name__)

THINKING_SECONDS = 0.7
def board_from_match(m: Match) -> Board:
    """The board for a match as it stands (a new match, or one restored from a save)."""
    board = Board(stacks=list(m.stacks), forfeits=list(m.forfeits), pot=m.pot,
                  carried=m.carried_pot, deal_number=m.deal_number, dealer=m.dealer)
    board.trophies = [i for i, s in enumerate(m.forfeits) if s is ForfeitState.LOST]
    if m.phase in IN_DEAL:
        for spot, card in zip(board.mine, m.view(HUMAN).hand, strict=False):
            spot.card, spot.present, spot.face_up = card, True, True
        for spot in board.hers:
            spot.present = True
        board.her_draw = m.drawn[COMPUTER]
    return board


def show_problems(notices: Sequence[Notice], board: Board, timeline: Timeline) -> None:
    """A save, statistics or history the disk refused (full, read-only): the player must
    know. Shown in a panel over the shelf (room for the whole message, off the cards) once the
    story so far is told, once per failure, until the player's next move."""
    for index, notice in enumerate(notices):
        line = Line(notice.key, dict(notice.args))

        def show(line: Line = line) -> None:
            board.notice = line

        # Several at once (a read-only folder refuses the save, the statistics and the
        # history): each stays up a moment before the next, none is hidden by another.
        last = index == len(notices) - 1
        timeline.add(Beat(0.0 if last else 2.5, start=show))


class TableScene(IdleFrames, ButtonScene):
    def __init__(
        self,
        app: Host,
        match: Match | None = None,
        opponent: Opponent | None = None,
        seed: int | None = None,
        deal_orders: DealOrders | None = None,
        character: str | None = None,
        free: str | None = None,
        rules: Rules | None = None,
    ) -> None:
        """``character``: the roster id of the opponent the player chose (a continued match
        takes its save's); None, or an id the roster lacks, is the theme's own figure.
        ``free``: a new match for table chips only ("code": dealt from a code the player
        typed, "duplicate"), which takes nothing from the bank; ``rules``: a new match's
        rules when not the settings' (a code's deck)."""
        super().__init__(app)
        #: The match, its records and the opponent: everything but the input and the drawing.
        self.control = DrawTableController(
            rules or next_rules(app), app.records.draw if app.records is not None else None,
            app.opponent_factory or make_opponent, self.settings.draw_opponent_level, match=match,
            opponent=opponent, seed=seed, deal_orders=deal_orders, character=character,
            on_moved=lambda m: bank_ui.table_moved(app, m), free=free)
        table = self.control.model()
        self.pictures = ItemPictures(self.settings.theme, character=table.character)
        self._theme = self.settings.theme
        self.item_count = table.rules.forfeit_items
        self.board = board_from_match(table.match)
        self.timeline = Timeline(lambda: self.settings.speed_factor, app.sounds.play)
        self.story = Story(self.board, self.timeline, table.rules, self.item_name,
                           random.Random(seed), table.character)
        if table.match.phase in IN_DEAL:
            self.story.resume_deal(table.match.view(HUMAN))
        self.layout = TableLayout(app.size)
        self.painter = TablePainter(self)
        self.her = HerPortrait(self)  # her portrait, alive (her idle loop, her gestures)
        self.selector = AmountSelector()
        self.hover_card: int | None = None
        self.prompt: Line | None = None
        self.think_left: float | None = None
        #: An action key pressed before the buttons were up, played once they are.
        self._queued: pygame.event.Event | None = None
        #: False in screenshots and tests, so nothing on screen depends on the wall clock.
        self.live_clock = True
        self._draw_requested = False
        #: What the buttons were built for (built again when it changes).
        self.controls_key: object = None
        #: The name of a hand on show ("a pair of kings"), in the language of the moment.
        self.hand_name = NameCache(self.control.model().rules)
        self.coach = CoachPanel(self)
        self.coach.observe()
        self.overlays = Overlays(self)

    @property
    def settings(self) -> Settings:
        """The player's settings of the moment (they may change while the pause menu is up)."""
        return self.app.settings

    def enter(self) -> None:
        """A new match deals at once; so does one continued between two deals, so the table
        never shows an old deal's header over an empty log."""
        if self.control.model().match.phase is Phase.BETWEEN_DEALS:
            self.start_deal()
        tours.show_once(self.app, "draw")  # the house rules, the first time only

    def resume(self) -> None:
        self._sync_theme()

    def _sync_theme(self) -> None:
        """A theme chosen in the settings shows at once: her pictures are built again."""
        if self.settings.theme != self._theme:
            self._theme = self.settings.theme
            self.pictures = ItemPictures(self._theme, character=self.control.model().character)

    def exit(self) -> None:
        self.save()

    def save(self) -> None:
        """Keep the match as it stands (the controller saves after every move by itself)."""
        self.control.save()

    # ------------------------------------------------------------------ names
    def item_name(self, index: int) -> str:
        return self.pictures.item_name(index, current().code)

    # ------------------------------------------------------------------ state questions
    @property
    def thinking(self) -> bool:
        return self.think_left is not None

    @property
    def can_mark(self) -> bool:
        """Cards may be marked for the draw until the player has drawn."""
        return (self.control.may_mark and not self.timeline.busy
                and self.board.my_hand() is not None and not self._draw_requested)

    def is_animating(self) -> bool:
        return self.not_ready() or self.timeline.tally.busy

    # ------------------------------------------------------------------ telling
    def _tell(self, events: list[Event], by_player: bool = True) -> None:
        """The events of one controller call, told on the table and to the coach."""
        m = self.control.model().match
        snapshot = Snapshot(m.view(HUMAN).hand, m.stacks, m.pot, m.forfeits)
        self.story.tell(events, snapshot, clear_banner=by_player)
        her_tell.show(self, events)  # her tell after her draw, as often as her page says
        voice_of(self).told(events, by_player)  # said aloud (speech off: nothing)
        self.coach.observe()
        self._tell_record_problems()
        self.controls_key = None

    def _tell_record_problems(self) -> None:
        show_problems(self.control.take_notices(), self.board, self.timeline)

    # ------------------------------------------------------------------ the player's moves
    def start_deal(self) -> None:
        """Deal the next hand (the "Next deal" step); a broke player is asked first."""
        if self.control.model().match.phase is not Phase.BETWEEN_DEALS or self.control.may_top_up:
            return
        self._draw_requested = False
        self._tell(self.control.start_deal())

    def act(self, action: Action) -> None:
        """Play one of the player's actions (only ever offered when legal)."""
        try:
            events = self.control.act(action)
        except IllegalAction as exc:
            log.warning("refused action %r: %s", action, exc)
            return
        self._tell(events)

    def discard_marked(self) -> None:
        """DRAW at the draw: the marked cards are changed (none: stand pat)."""
        self.act(self.control.marked_discard())

    def draw_call(self) -> None:
        """DRAW in round one: end the betting; cards already marked are changed at once.

        With none marked the player chooses at the draw: standing pat is never done for her
        by a button that only said "to the draw".
        """
        self._draw_requested = bool(self.control.model().marked)
        self.act(Call())

    def drop(self) -> None:
        """DROP when staying in costs nothing (WAIT, or a call of nothing) asks first: giving
        up a pot for free is almost always a slip."""
        if not self.control.drop_is_free():
            self.act(Drop())
            return
        self.app.go(SceneName.CONFIRM, question_key="confirm.drop",
                    confirm_key="draw.table.button.drop", on_confirm=lambda: self.act(Drop()))

    def bet(self, kind: type[Bet] | type[Raise]) -> None:
        if self.selector.value is not None:
            self.act(kind(self.selector.value))

    def marked_note(self) -> str | None:
        return controls.marked_note(self)

    def match_result(self) -> None:
        table = self.control.model()
        self.app.replace(self.app.build(SceneName.GAME_OVER, match=table.match,
                                        stats=table.stats, character=table.character))

    def tell(self, events: list[Event]) -> None:
        """Show and record what the player's answer to a question (the top-up) did."""
        self._tell(events)

    def _opponent_acts(self) -> None:
        self._tell(self.control.opponent_acts(), by_player=False)

    # ------------------------------------------------------------------ per frame
    def _ensure_layout(self) -> None:
        if self.layout.size != self.app.size:
            self.layout = TableLayout(self.app.size)
            self.controls_key = None

    def not_ready(self) -> bool:
        """The player's buttons are not up yet: things move, or it is her turn."""
        return self.timeline.busy or self.thinking or self.control.her_turn

    def update(self, dt: float) -> None:
        self._ensure_layout()
        if self._queued is not None and self.not_ready():
            self.skip()
        self.her.advance(dt)
        self.timeline.update(dt)
        self.app.sounds.music(table_mood(self.board.pot, self.board.stacks[HUMAN]))
        net, factor = self.board.net, self.settings.speed_factor
        if net is not None and factor > 0:
            net.age += dt / factor
        m = self.control.model().match
        if not self.timeline.busy:
            if self.control.her_turn:
                if self.think_left is None:
                    self.think_left = THINKING_SECONDS * self.settings.speed_factor
                self.think_left -= dt
                if self.think_left <= 0:
                    self.think_left = None
                    self._opponent_acts()
                    self.timeline.update(0.0)
            elif m.to_act == HUMAN and m.phase is Phase.DRAW and self._draw_requested:
                self._draw_requested = False
                self.discard_marked()
                self.timeline.update(0.0)
            elif self.control.may_top_up:
                ask_top_up(self)  # once the deal's end is told
        self._refresh_controls()
        self.overlays.lay_out()
        if self._queued is not None and not self.not_ready():
            event, self._queued = self._queued, None
            self.press(event)  # a letter no button has now is simply not used

    def _refresh_controls(self) -> None:
        """Build the controls again when the match, the movement or the window changed; place
        them every frame."""
        legal = controls.legal_now(self)
        key = controls.offer_key(self, legal)
        if key != self.controls_key:
            self.controls_key = key
            offer = controls.build(self, legal)
            self.buttons, self.prompt = offer.buttons, offer.prompt
            self.selector.set_amounts(offer.amounts, offer.caption)
        self._place_controls()
        voice_of(self).poll()  # the turn, the marks and the amount, said as they change

    def _place_controls(self) -> None:
        places = controls.places(self.layout, self.buttons, self.selector)
        self.selector.layout(places.selector)
        for button, rect in zip(self.buttons, places.buttons, strict=True):
            button.rect = rect

    def queue_key(self, event: pygame.event.Event) -> None:
        """A table key pressed too early: the table hurries on, the key acts once it can."""
        self._queued = event
        self.skip()

    def think_for(self, seconds: float) -> None:
        """Her thinking time left on her turn (a staged table holds it, or ends it at once)."""
        self.think_left = seconds

    def skip(self) -> None:
        """Space or a click: finish the animation, or stop her thinking."""
        if self.timeline.busy:
            self.timeline.finish_all()
        elif self.think_left is not None:
            self.think_left = 0.0

    # ------------------------------------------------------------------ input
    def toggle_mark(self, index: int) -> None:
        if self.can_mark:
            self.control.toggle_mark(index)

    def handle_event(self, event: pygame.event.Event) -> None:
        self._ensure_layout()
        self.her.on_input(event)  # any key or click ends a counting figure, her gesture
        if event.type == pygame.KEYDOWN and table_keys.handle_key(self, event):
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                          pygame.MOUSEMOTION) and self.overlays.handle_event(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and (
                self.timeline.busy or self.thinking):
            self.skip()
            return
        if self.press(event):
            return
        if self.coach.handle_event(event):
            return
        if self.selector.handle_event(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover_card = self.painter.card_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.painter.card_at(event.pos)
            if index is not None:
                self.toggle_mark(index)

    def draw(self, surface: pygame.Surface) -> None:
        self._sync_theme()  # also under the pause menu, while the settings are open
        self._ensure_layout()
        self._place_controls()
        self.overlays.lay_out()
        self.painter.draw(surface)

