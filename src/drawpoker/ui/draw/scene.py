"""The table: plays a whole match between the player and the computer.

The scene holds the one ``Match`` (a save only needs ``match_to_dict(match)``), asks the opponent
for her actions from ``match.view(1)``, and turns the player's clicks and keys into actions.
What is shown trails the engine through the timeline, so every step can be seen.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.draw import (
    ActionKind,
    Bet,
    Call,
    Card,
    Discard,
    Drop,
    Event,
    ForfeitState,
    IllegalAction,
    LegalAction,
    Match,
    Phase,
    Raise,
    Wait,
)
from drawpoker.i18n import current, t
from drawpoker.settings import Settings
from drawpoker.ui import bank_ui, characters, shortcuts, text
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.draw.coach_panel import CoachPanel
from drawpoker.ui.draw.layout import TableLayout
from drawpoker.ui.draw.opponent import Opponent
from drawpoker.ui.draw.painter import TablePainter
from drawpoker.ui.draw.standin_opponent import StandinOpponent
from drawpoker.ui.draw.story import MatchStats, Snapshot, Story
from drawpoker.ui.hand_names import describe
from drawpoker.ui.item_pictures import ItemPictures
from drawpoker.ui.scene import SceneName
from drawpoker.ui.timeline import Beat, Board, Line, Timeline
from drawpoker.ui.widgets import AmountSelector, Button

if TYPE_CHECKING:
    from drawpoker.roster import Character
    from drawpoker.storage.draw.records import MatchRecords
    from drawpoker.ui.app import App

log = logging.getLogger(__name__)

HUMAN, COMPUTER = 0, 1
THINKING_SECONDS = 0.7
CARD_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5)
CARD_KEYPAD = (pygame.K_KP1, pygame.K_KP2, pygame.K_KP3, pygame.K_KP4, pygame.K_KP5)
# The physical number row, whatever the layout prints on it (on AZERTY keyboards the digits
# need Shift, so the key code alone would miss them).
CARD_SCANCODES = (pygame.KSCAN_1, pygame.KSCAN_2, pygame.KSCAN_3, pygame.KSCAN_4, pygame.KSCAN_5)


def card_slot(event: pygame.event.Event) -> int | None:
    """Which of the five cards a key press names, by digit, keypad or number-row position."""
    for keys in (CARD_KEYS, CARD_KEYPAD):
        if event.key in keys:
            return keys.index(event.key)
    scancode = getattr(event, "scancode", None)
    if scancode in CARD_SCANCODES:
        return CARD_SCANCODES.index(scancode)
    return None
DealOrders = Callable[[int], Sequence[Card] | None]


class TableScene(ButtonScene):
    def __init__(
        self,
        app: App,
        match: Match | None = None,
        opponent: Opponent | None = None,
        seed: int | None = None,
        deal_orders: DealOrders | None = None,
        character: str | None = None,
    ) -> None:
        """``character``: the roster id of the opponent the player chose (a continued match
        takes its save's); None, or an id the roster lacks, is the theme's own figure."""
        super().__init__(app)
        #: The match's save, hand history and statistics (none: nothing is written).
        self.records: MatchRecords | None = app.records.draw if app.records is not None else None
        if character is None and match is not None and self.records is not None:
            character = self.records.saved_character()
        #: Who she is: her face, name, lines and style (None: the theme's figure, as ever).
        self.character: Character | None = characters.find(character)
        if self.records is not None:
            self.records.character = self.character.id if self.character is not None else None
        self.match = match if match is not None else Match(app.rules, seed=seed)
        self.rules = self.match.rules
        self.opponent = opponent or self._make_opponent(seed)
        self.deal_orders = deal_orders
        if match is not None:
            self._restore_memory()
        self.pictures = ItemPictures(self.settings.theme, character=self.character)
        self._theme = self.settings.theme
        self.item_count = self.rules.forfeit_items
        self.stats = MatchStats()
        self.board = self._board_from_match()
        self.timeline = Timeline(lambda: self.settings.speed_factor, app.sounds.play)
        self.story = Story(self.board, self.timeline, self.rules, self.item_name,
                           random.Random(seed), self.stats, self.character)
        if self.match.phase in (Phase.BET1, Phase.DRAW, Phase.BET2):
            self.story.resume_deal(self.match.view(HUMAN))
        self.layout = TableLayout(app.size)
        self.painter = TablePainter(self)
        self.selector = AmountSelector()
        self.marked: set[int] = self._saved_marks() if match is not None else set()
        self.hover_card: int | None = None
        self.prompt: Line | None = None
        self.think_left: float | None = None
        #: An action key pressed before the buttons were up, played once they are.
        self._queued: pygame.event.Event | None = None
        #: False in screenshots and tests, so nothing on screen depends on the wall clock.
        self.live_clock = True
        self._draw_requested = False
        self._controls_key: object = None
        self._names: dict[tuple[Card, ...], tuple[int, str]] = {}
        self.coach = CoachPanel(self)
        self.coach.observe()

    @property
    def settings(self) -> Settings:
        """The player's settings of the moment (they may change while the pause menu is up)."""
        return self.app.settings

    # ------------------------------------------------------------------ setup
    def _make_opponent(self, seed: int | None) -> Opponent:
        """Her AI: her style's level and tuning, or the level of the settings without her."""
        factory = self.app.opponent_factory
        if self.character is None:
            return factory(self.settings.opponent_level, seed)
        style = self.character.style
        if style.tuning:
            return factory(style.level, seed, tuning=dict(style.tuning))
        return factory(style.level, seed)

    @property
    def her_name(self) -> str:
        """The name on her plate: the character's, else the language's word for her."""
        return self.character.name if self.character is not None else t("table.her_name")

    def _board_from_match(self) -> Board:
        """The board for a match as it stands (a new match, or one restored from a save)."""
        m = self.match
        board = Board(stacks=list(m.stacks), forfeits=list(m.forfeits), pot=m.pot,
                      carried=m.carried_pot, deal_number=m.deal_number, dealer=m.dealer)
        board.trophies = [i for i, s in enumerate(m.forfeits) if s is ForfeitState.LOST]
        if m.phase in (Phase.BET1, Phase.DRAW, Phase.BET2):
            for spot, card in zip(board.mine, m.view(HUMAN).hand, strict=False):
                spot.card, spot.present, spot.face_up = card, True, True
            for spot in board.hers:
                spot.present = True
            board.her_draw = m.drawn[COMPUTER]
        return board

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

    def enter(self) -> None:
        """A new match deals at once; so does one continued between two deals, so the table
        never shows an old deal's header over an empty log."""
        if self.match.phase is Phase.BETWEEN_DEALS:
            self.start_deal()

    def resume(self) -> None:
        self._sync_theme()

    def _sync_theme(self) -> None:
        """A theme chosen in the settings shows at once: her pictures are built again."""
        if self.settings.theme != self._theme:
            self._theme = self.settings.theme
            self.pictures = ItemPictures(self._theme, character=self.character)

    def exit(self) -> None:
        self.save()

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
                records.save(self.match, extra={"marked": sorted(self.marked)})
        except Exception as exc:  # saving must never crash the game
            log.warning("could not save the match: %s", exc)

    # ------------------------------------------------------------------ names
    def item_id(self, index: int) -> str:
        return self.pictures.item_id(index)

    def item_name(self, index: int) -> str:
        return self.pictures.item_name(index, current().code)

    def hand_name(self, cards: Sequence[Card]) -> str:
        key = tuple(cards)
        revision = current().revision
        cached = self._names.get(key)
        if cached is None or cached[0] != revision:
            if len(self._names) > 64:
                self._names.clear()
            cached = (revision, describe(cards, self.rules))
            self._names[key] = cached
        return cached[1]

    # ------------------------------------------------------------------ state questions
    @property
    def thinking(self) -> bool:
        return self.think_left is not None

    @property
    def can_mark(self) -> bool:
        """Cards may be marked for the draw until the player has drawn."""
        m = self.match
        return (m.phase in (Phase.BET1, Phase.DRAW) and m.drawn[HUMAN] is None
                and not self.timeline.busy and self.board.my_hand() is not None
                and not self._draw_requested)

    def is_animating(self) -> bool:
        m = self.match
        return self.timeline.busy or self.thinking or (
            m.to_act == COMPUTER and m.phase not in (Phase.BETWEEN_DEALS, Phase.MATCH_OVER))

    # ------------------------------------------------------------------ engine calls
    def _tell(self, events: list[Event], by_player: bool = True) -> None:
        m = self.match
        bank_ui.table_moved(self.app, m)  # the stack, or at the end the cash-out, in the bank
        if self.records is not None:  # hand history, statistics, save after each deal
            try:
                self.records.record(events, m, self.opponent)
            except Exception as exc:  # keeping records must never stop the game
                log.warning("could not record the deal: %s", exc)
        if m.phase in (Phase.BET1, Phase.DRAW, Phase.BET2):
            self.save()
        snapshot = Snapshot(m.view(HUMAN).hand, m.stacks, m.pot, m.forfeits)
        self.story.tell(events, snapshot, clear_banner=by_player)
        self.coach.observe()
        self._tell_record_problems()
        self._controls_key = None

    def _tell_record_problems(self) -> None:
        """A save, statistics or history the disk refused (full, read-only): the player must
        know. Shown as the banner once the story so far is told, once per failure."""
        notices = self.records.take_notices() if self.records is not None else []
        for index, notice in enumerate(notices):
            line = Line(notice.key, dict(notice.args))

            def show(line: Line = line) -> None:
                self.board.banner = line

            # Several at once (a read-only folder refuses the save, the statistics and the
            # history): each stays up a moment before the next, none is hidden by another.
            last = index == len(notices) - 1
            self.timeline.add(Beat(0.0 if last else 2.5, start=show))

    def start_deal(self) -> None:
        """Deal the next hand (the "Next deal" step)."""
        if self.match.phase is not Phase.BETWEEN_DEALS:
            return
        order = self.deal_orders(self.match.deal_number + 1) if self.deal_orders else None
        events = self.match.start_deal(order=order)
        self.marked.clear()
        self._draw_requested = False
        self._tell(events)

    def act(self, action: object) -> None:
        """Play one of the player's actions (only ever offered when legal)."""
        try:
            events = self.match.act(action, seat=HUMAN)  # type: ignore[arg-type]
        except IllegalAction as exc:
            log.warning("refused action %r: %s", action, exc)
            return
        if isinstance(action, Discard):
            self.marked.clear()
        self._tell(events)

    def _opponent_acts(self) -> None:
        view = self.match.view(COMPUTER)
        try:
            action = self.opponent.choose(view)
            events = self.match.act(action, seat=COMPUTER)
        except Exception as exc:  # a faulty opponent must not stop the match
            log.warning("the opponent failed (%s); the stand-in plays this move", exc)
            events = self.match.act(StandinOpponent(0).choose(view), seat=COMPUTER)
        self._tell(events, by_player=False)

    def _discard_marked(self) -> None:
        hand = self.match.view(HUMAN).hand
        self.act(Discard(tuple(hand[i] for i in sorted(self.marked) if i < len(hand))))

    def _draw_call(self) -> None:
        """DRAW in round one: end the betting; cards already marked are changed at once.

        With none marked the player chooses at the draw: standing pat is never done for her
        by a button that only said "to the draw".
        """
        self._draw_requested = bool(self.marked)
        self.act(Call())

    def _match_result(self) -> None:
        self.app.replace(self.app.build(SceneName.GAME_OVER, match=self.match, stats=self.stats,
                                        character=self.character))

    # ------------------------------------------------------------------ per frame
    def _ensure_layout(self) -> None:
        if self.layout.size != self.app.size:
            self.layout = TableLayout(self.app.size)
            self._controls_key = None

    def _not_ready(self) -> bool:
        """The player's buttons are not up yet: things move, or it is her turn."""
        m = self.match
        return self.timeline.busy or self.thinking or (
            m.to_act == COMPUTER and m.phase in (Phase.BET1, Phase.DRAW, Phase.BET2))

    def update(self, dt: float) -> None:
        self._ensure_layout()
        if self._queued is not None and self._not_ready():
            self.skip()
        self.story.portrait.advance(dt, self.settings.speed_factor)
        self.timeline.update(dt)
        net, factor = self.board.net, self.settings.speed_factor
        if net is not None and factor > 0:
            net.age += dt / factor
        m = self.match
        if not self.timeline.busy:
            if m.to_act == COMPUTER and m.phase not in (Phase.BETWEEN_DEALS, Phase.MATCH_OVER):
                if self.think_left is None:
                    self.think_left = THINKING_SECONDS * self.settings.speed_factor
                self.think_left -= dt
                if self.think_left <= 0:
                    self.think_left = None
                    self._opponent_acts()
                    self.timeline.update(0.0)
            elif m.to_act == HUMAN and m.phase is Phase.DRAW and self._draw_requested:
                self._draw_requested = False
                self._discard_marked()
                self.timeline.update(0.0)
        self._refresh_controls()
        if self._queued is not None and not self._not_ready():
            event, self._queued = self._queued, None
            self.press(event)  # a letter no button has now is simply not used

    def skip(self) -> None:
        """Space or a click: finish the animation, or stop her thinking."""
        if self.timeline.busy:
            self.timeline.finish_all()
        elif self.think_left is not None:
            self.think_left = 0.0

    # ------------------------------------------------------------------ controls
    def _refresh_controls(self) -> None:
        m = self.match
        legal = m.legal_actions() if m.to_act == HUMAN and not self.timeline.busy else []
        key = (m.phase, m.to_act, self.timeline.busy, tuple(legal), m.deal_number,
               self.layout.size)
        if key != self._controls_key:
            self._controls_key = key
            self._build_controls(legal)
        self._layout_controls()

    def _build_controls(self, legal: list[LegalAction]) -> None:
        m = self.match
        self.buttons = []
        self.prompt = None
        amounts: list[int] = []
        caption = "table.amount.bet"
        if self.timeline.busy:
            self.selector.set_amounts([], caption)
            return
        if m.phase is Phase.MATCH_OVER:
            self.buttons = [Button("table.button.match_result", self._match_result,
                                   (pygame.K_RETURN, pygame.K_KP_ENTER), kind="primary",
                                   shortcut="match_result", name="match_result")]
        elif m.phase is Phase.BETWEEN_DEALS:
            if m.deal_number:
                self.buttons = [Button("table.button.next_deal", self.start_deal,
                                       (pygame.K_RETURN, pygame.K_KP_ENTER), kind="primary",
                                       shortcut="next_deal", name="next_deal")]
                self.prompt = Line("table.result.next")
        elif m.to_act == HUMAN and m.phase is Phase.DRAW:
            self.buttons = [Button("table.button.draw", self._discard_marked,
                                   (pygame.K_RETURN, pygame.K_KP_ENTER), kind="primary",
                                   shortcut="draw", sublabel_fn=self._draw_sublabel,
                                   name="draw")]
            self.prompt = Line("table.prompt.draw")
        elif m.to_act == HUMAN:
            kinds = {action.kind: action for action in legal}
            round_one = m.phase is Phase.BET1
            to_call = kinds[ActionKind.CALL].to_call if ActionKind.CALL in kinds else 0
            if ActionKind.BET in kinds:
                amounts = kinds[ActionKind.BET].amounts()
                self.buttons.append(Button(
                    "table.button.bet", lambda: self._bet(Bet), kind="primary", shortcut="bet",
                    sublabel_fn=lambda: t("table.sub.pays", amount=self.selector.value or 0),
                    name="bet"))
            if ActionKind.WAIT in kinds:
                self.buttons.append(Button("table.button.wait", lambda: self.act(Wait()),
                                           shortcut="wait", name="wait"))
            if ActionKind.RAISE in kinds:
                amounts, caption = kinds[ActionKind.RAISE].amounts(), "table.amount.raise"
                self.buttons.append(Button(
                    "table.button.raise", lambda: self._bet(Raise), kind="primary",
                    shortcut="raise",
                    sublabel_fn=lambda: t("table.sub.pays",
                                          amount=to_call + (self.selector.value or 0)),
                    name="raise"))
            if ActionKind.CALL in kinds:
                if round_one:
                    self.buttons.append(Button(
                        "table.button.draw", self._draw_call, shortcut="draw",
                        sublabel_fn=lambda: self._draw_call_sublabel(to_call), name="draw"))
                else:
                    self.buttons.append(Button(
                        "table.button.call", lambda: self.act(Call()), shortcut="call",
                        sublabel_fn=lambda: t("table.sub.pays", amount=to_call) if to_call
                        else t("table.sub.show"), name="call"))
            if ActionKind.DROP in kinds:
                self.buttons.append(Button("table.button.drop", self._drop,
                                           kind="danger", shortcut="drop", name="drop"))
            self.prompt = self._prompt(kinds, to_call)
        self.selector.set_amounts(amounts, caption)

    def _prompt(self, kinds: dict[ActionKind, LegalAction], to_call: int) -> Line:
        m = self.match
        actions = m.view(HUMAN).actions
        raised = bool(actions) and actions[-1].kind is ActionKind.RAISE
        if m.phase is Phase.BET1:
            if ActionKind.WAIT in kinds:
                return Line("table.prompt.open")
            if to_call == 0:
                return Line("table.prompt.after_wait")
            return Line("table.prompt.facing_raise" if raised else "table.prompt.facing_bet",
                        {"amount": to_call})
        if to_call == 0:
            return Line("table.prompt.open_2")
        return Line("table.prompt.facing_raise_2" if raised else "table.prompt.facing_bet_2",
                    {"amount": to_call})

    def _draw_sublabel(self) -> str:
        """DRAW at the draw: how many cards it changes ("keep all five" for none)."""
        if not self.marked:
            return t("table.sub.stand_pat")
        return current().plural("table.sub.draw_cards", len(self.marked))

    def _draw_call_sublabel(self, to_call: int) -> str:
        """DRAW in round one: what it pays, else the marked cards it changes (see _draw_call;
        :meth:`marked_note` says it under the prompt when both apply)."""
        if to_call:
            return t("table.sub.pays", amount=to_call)
        if self.marked:
            return current().plural("table.sub.draw_cards", len(self.marked))
        return t("table.sub.to_draw")

    def marked_note(self) -> str | None:
        """Under the prompt: DRAW in round one will also change the cards marked already."""
        if not self.marked or self.match.phase is not Phase.BET1 or not any(
                button.name == "draw" for button in self.buttons):
            return None
        return current().plural("table.prompt.marked_draw", len(self.marked))

    def _drop(self) -> None:
        """DROP when staying in costs nothing (WAIT, or a call of nothing) asks first: giving
        up a pot for free is almost always a slip."""
        m = self.match
        legal = {a.kind: a for a in m.legal_actions()} if m.to_act == HUMAN else {}
        free = ActionKind.WAIT in legal or (
            ActionKind.CALL in legal and legal[ActionKind.CALL].to_call == 0)
        if not free:
            self.act(Drop())
            return
        self.app.go(SceneName.CONFIRM, question_key="confirm.drop",
                    confirm_key="table.button.drop", on_confirm=lambda: self.act(Drop()))

    def _bet(self, kind: type[Bet] | type[Raise]) -> None:
        if self.selector.value is not None:
            self.act(kind(self.selector.value))

    def _layout_controls(self) -> None:
        lay = self.layout
        area = lay.actions
        gap = lay.sc(12)
        button_w = self._button_width()
        selector_w = lay.sc(176) if self.selector.active else 0
        count = len(self.buttons)
        if count == 0:
            self.selector.layout(pygame.Rect(0, 0, 0, 0))
            return
        total = count * button_w + (count - 1) * gap + (selector_w + gap if selector_w else 0)
        if total > area.width:
            button_w = (area.width - (count - 1) * gap - (selector_w + gap if selector_w
                                                          else 0)) // count
            total = area.width
        x = area.centerx - total // 2
        if selector_w:
            self.selector.layout(pygame.Rect(x, area.top, selector_w, area.height))
            x += selector_w + gap
        else:
            self.selector.layout(pygame.Rect(0, 0, 0, 0))
        for button in self.buttons:
            button.rect = pygame.Rect(x, area.top, button_w, area.height)
            x += button_w + gap

    def _button_width(self) -> int:
        """Wide enough for the longest label and its keycap, never narrower than the design."""
        lay = self.layout
        size = int(lay.actions.height * 0.4)
        widest = max((text.measure(b.label, size, True)[0] for b in self.buttons), default=0)
        return max(lay.sc(156), widest + lay.actions.height + lay.sc(30))

    # ------------------------------------------------------------------ input
    def card_at(self, pos: tuple[int, int]) -> int | None:
        for index in range(4, -1, -1):
            if self.painter.my_card_rect(index).collidepoint(pos):
                return index
        return None

    def toggle_mark(self, index: int) -> None:
        if not self.can_mark:
            return
        if index in self.marked:
            self.marked.remove(index)
        else:
            self.marked.add(index)
        self.save()

    def handle_event(self, event: pygame.event.Event) -> None:
        self._ensure_layout()
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.go(SceneName.PAUSE)
                return
            if event.key == pygame.K_F1:
                self.app.go(SceneName.HELP)
                return
            if event.key == pygame.K_SPACE:
                self.skip()
                return
            if shortcuts.in_group("table", event) and self._not_ready():
                # A key never goes unheard: pressed while the cards move or she thinks, it
                # hurries the table on and acts as soon as the player's buttons are there.
                self._queued = event
                self.skip()
                return
            slot = card_slot(event)
            if slot is not None:
                self.toggle_mark(slot)
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
            self.hover_card = self.card_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.card_at(event.pos)
            if index is not None:
                self.toggle_mark(index)

    def draw(self, surface: pygame.Surface) -> None:
        self._sync_theme()  # also under the pause menu, while the settings are open
        self._ensure_layout()
        self._layout_controls()
        self.painter.draw(surface)

