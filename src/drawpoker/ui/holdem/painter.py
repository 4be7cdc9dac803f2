"""Draws the hold'em table from the game's view of seat 0 (never another seat's cards before
they are shown down): the oval, the opponents' plates, the board and pots (``pot_line.py``),
the player's cards, the log, the table's facts and the buttons. Money, cards and results come
from what the table shows (``shown.py``), which trails the game while things move (``motion.py``
draws those)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.evaluator7 import best_five, evaluate7
from drawpoker.engine.core.forfeits import ForfeitState
from drawpoker.engine.holdem import (
    HoldemActionKind,
    HoldemView,
    PotAwarded,
    PublicHoldemAction,
    Street,
)
from drawpoker.i18n import t
from drawpoker.ui import card_art, chips, felt, shortcuts, style, text
from drawpoker.ui.hand_names import category_name, hand_name, sentence
from drawpoker.ui.holdem import motion, panels, practice, seat_tags
from drawpoker.ui.holdem.log_lines import is_returned, pot_name, single_pot, street_total
from drawpoker.ui.holdem.pot_line import draw_pots
from drawpoker.ui.notice_panel import draw_notices
from drawpoker.ui.said import said
from drawpoker.ui.widgets import draw_panel

if TYPE_CHECKING:
    from drawpoker.ui.holdem.layout import HoldemLayout
    from drawpoker.ui.holdem.table_model import HoldemTableModel
    from drawpoker.ui.holdem.table_view import HoldemTable

HUMAN = 0
_ITEM_KIND = {ForfeitState.WORN: "icon", ForfeitState.PAWNED: "pawned", ForfeitState.LOST: "lost"}


class HoldemPainter:
    def __init__(self, scene: HoldemTable) -> None:
        self.scene = scene
        self.moving = motion.Moving(scene)
        #: Where the last frame drew each face and card: ("face", seat), ("card", seat, n).
        self.placed: dict[tuple[object, ...], pygame.Rect] = {}

    # ------------------------------------------------------------------ whole frame
    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        lay = scene.layout
        view = scene.control.view()
        winners = scene.shown.winners()
        scene.timeline.new_frame()
        self.moving = motion.Moving(scene)
        self.placed = {}
        self._oval(surface)
        self._board(surface, view)
        draw_pots(surface, scene, view, self.moving)
        for seat in range(1, view.players):
            self._bet(surface, view, seat)
            self._plate(surface, view, seat, seat in winners)
        self._bet(surface, view, HUMAN)
        self._me(surface, view, HUMAN in winners)
        model = scene.control.model()
        self._results(surface, model)
        scene.log_button.draw(surface)  # placed and lit by the scene (``_ensure_layout``)
        if scene.log_open:
            panels.draw_log(surface, scene)
        if model.notices:  # a write the disk refused, in the room (see scene._check_writes)
            draw_notices(surface, [said(n) for n in model.notices], lay.notices, lay.scale,
                         anchor="bottom")
        panels.draw_info(surface, scene, view)
        for button in scene.buttons:
            button.draw(surface)
        if not scene.buttons and not scene.busy:
            self._waiting(surface, view, lay.actions)
        self.moving.draw(surface)

    # ------------------------------------------------------------------ table and board
    def _oval(self, surface: pygame.Surface) -> None:
        """The room and the oval table (the draw table's rail, trim and lit cloth: one
        cached picture per window size), and the betting line on the cloth."""
        lay = self.scene.layout
        rail_w = lay.sc(18)
        surface.blit(felt.table(surface.get_size(), tuple(lay.oval), -1, rail_w), (0, 0))
        pygame.draw.ellipse(surface, style.FELT_LINE,
                            lay.oval.inflate(-2 * rail_w - lay.sc(40), -2 * rail_w - lay.sc(40)),
                            max(1, lay.sc(2)))

    def _board(self, surface: pygame.Surface, view: HoldemView) -> None:
        lay = self.scene.layout
        best = self._best_of_winners(view)
        turned = min(self.scene.shown.board, len(view.board))
        for index in range(5):
            rect = lay.board_card(index)
            if self.moving.covers(("board", index)):
                continue
            if index < turned:
                card = view.board[index]
                self._card(surface, card, rect, lit=card in best)
            else:
                pygame.draw.rect(surface, style.FELT_LINE, rect, max(1, lay.sc(2)),
                                 border_radius=lay.sc(6))

    def _card(self, surface: pygame.Surface, card: Card | None, rect: pygame.Rect,
              lit: bool = False, dim: bool = False) -> None:
        opts = self.scene.options
        image = (card_art.face(card, rect.width, opts.four_colour) if card is not None
                 else card_art.back(rect.width, opts.card_back))
        spot = image.get_rect(midtop=rect.midtop)
        surface.blit(image, spot)
        if lit:
            pygame.draw.rect(surface, style.HIGHLIGHT, spot.inflate(4, 4), max(2, rect.width // 22),
                             border_radius=max(3, rect.width // 10))
        if dim:
            shade = pygame.Surface(spot.size, pygame.SRCALPHA)
            shade.fill(style.MARK_SHADE)
            surface.blit(shade, spot)

    def _best_of_winners(self, view: HoldemView) -> set[Card]:
        """The cards making the winning hands, lit at the showdown."""
        shown = self.scene.shown
        winners = shown.winners()
        lit: set[Card] = set()
        if len(view.board) < 5 or shown.board < 5:
            return lit
        for seat, hole in view.shown:
            if seat in winners and (seat in shown.faces_up or seat == HUMAN):
                _, making = best_five([*hole, *view.board])
                lit |= set(making)
        return lit

    def _bet(self, surface: pygame.Surface, view: HoldemView, seat: int) -> None:
        amount = self.moving.on_table(("bet", seat), self.scene.shown.bets[seat])
        if amount <= 0:
            return
        lay = self.scene.layout
        x, y = lay.bet_spot(seat)
        d = lay.sc(22)
        pile = chips.draw_pile(surface, amount, (x, y), d, max_columns=2, max_height=5)
        # The amount on the side of the board, so it never runs into her plate.
        right = seat == HUMAN or x <= lay.centre[0]
        spot = (pile.right + lay.sc(4), y) if right else (pile.left - lay.sc(4), y)
        text.draw(surface, t("money", amount=amount), spot, lay.sc(18), style.TEXT, True,
                  "bottomleft" if right else "bottomright")

    # ------------------------------------------------------------------ seats
    def _plate(self, surface: pygame.Surface, view: HoldemView, seat: int, won: bool) -> None:
        scene = self.scene
        lay = scene.layout
        sc = lay.sc
        plate = lay.seat_rect(seat)
        out = view.out[seat]
        to_act = view.to_act == seat and not scene.busy
        edge = style.HIGHLIGHT if won else (style.GOLD if to_act else style.PANEL_EDGE)
        draw_panel(surface, plate, sc(12), (*style.PANEL, 215), edge)
        if won or to_act:
            pygame.draw.rect(surface, edge, plate, max(2, sc(3)), border_radius=sc(12))
        # Her picture, wearing what she has not pawned or lost, with her mood of the moment.
        face = lay.face_rect(seat)
        states = view.forfeits[seat]
        worn = {i for i, state in enumerate(states) if state is ForfeitState.WORN}
        avatar = scene.pictures(seat).bust(face, worn, scene.mood(seat))
        if out:
            avatar = avatar.copy()
            avatar.set_alpha(90)
        spot = avatar.get_rect(topleft=face.topleft)
        surface.blit(avatar, spot)
        self.placed[("face", seat)] = spot.clip(face)
        self._seat_cards(surface, view, seat)
        # Name, stack, what she did, her items.
        col = lay.words_box(seat)
        name_h = max(sc(26), text.least_line(True))
        text.draw_fitted(surface, scene.name_of(seat), pygame.Rect(col.left, col.top,
                         col.width, name_h), style.TEXT, True, sc(22), "midleft")
        stack = scene.timeline.tally.value(("stack", seat),
                                  self.moving.on_table(("stack", seat), scene.shown.stacks[seat]))
        stack_h = max(sc(24), text.least_line(True))
        text.draw_fitted(surface, t("money", amount=stack),
                         pygame.Rect(col.left, col.top + name_h, col.width, stack_h), style.GOLD,
                         True, sc(21), "midleft")
        status, colour = plate_status(self.scene, view, seat)
        if status:  # on two lines when one is too narrow ("Geht mit: / 10 $")
            top = name_h + stack_h + sc(1)
            room = pygame.Rect(col.left, col.top + top, col.width, col.height - top - sc(24))
            room = seat_tags.above_tag(scene, view, seat, room)
            size, lines = text.fit_wrapped(status, room.width, room.height, False, sc(18))
            text.draw_lines(surface, lines, room, size, colour)
        self._markers(surface, view, seat, lay.marker_box(seat))
        self._items(surface, seat, states, pygame.Rect(col.left, col.bottom - sc(24), col.width,
                                                      sc(24)))
        if not any(self.moving.covers(("hole", seat, n)) for n in range(2)):
            seat_tags.draw_tag(surface, scene, view, seat, won)  # her hand, over her items

    def _seat_cards(self, surface: pygame.Surface, view: HoldemView, seat: int) -> None:
        """Her two cards in their own place on her plate: backs while she holds them, faces
        once shown down (at a practice table, faces all through the hand)."""
        lay = self.scene.layout
        shown = self.scene.shown
        faces: dict[int, tuple[Card, ...]] = dict(view.shown)
        up = seat in shown.faces_up and seat in faces
        practice_faces = practice.open_hole(self.scene.control, seat)
        if not up and practice_faces:
            faces, up = {seat: practice_faces}, True
        for n in range(min(2, shown.cards[seat])):
            if self.moving.covers(("hole", seat, n)):
                continue
            rect = lay.seat_card(seat, n)
            card = faces[seat][n] if up else None
            self._card(surface, card, rect, lit=card is not None
                       and card in self._best_of_winners(view))
            self.placed[("card", seat, n)] = rect

    def _markers(self, surface: pygame.Surface, view: HoldemView, seat: int,
                 box: pygame.Rect) -> None:
        """Dealer button, small and big blind, as small discs in the plate's corner."""
        if not view.hand_number or view.out[seat]:
            return
        marks = []
        if view.dealer == seat:
            marks.append(("holdem.marker.dealer", (246, 240, 226), style.TEXT_DARK))
        if view.small_blind_seat == seat:
            marks.append(("holdem.marker.small", (90, 150, 220), style.TEXT))
        if view.big_blind_seat == seat:
            marks.append(("holdem.marker.big", (220, 120, 60), style.TEXT_DARK))
        # Discs big enough for their letters at the text size drawn.
        widest = max((text.measure(t(key), int(box.height * 0.55), True)[0]
                      for key, _, _ in marks), default=0)
        r = max(box.height // 2, widest // 2 + 4)
        x = box.right - r
        for key, fill, ink in marks:
            centre = (x, box.centery)
            pygame.draw.circle(surface, fill, centre, r)
            pygame.draw.circle(surface, style.TEXT_DARK, centre, r, 1)
            label = t(key)
            size = text.fit_size(label, 2 * r - 4, 2 * r, True, int(box.height * 0.55))
            text.draw(surface, label, centre, size, ink, True, "center")
            x -= 2 * r + 3

    def _items(self, surface: pygame.Surface, seat: int, states: tuple[ForfeitState, ...],
               box: pygame.Rect) -> None:
        """Her items in a row: worn, at the pawnbroker's, or lost for good."""
        if not states:
            return
        size = min(box.height, box.width // len(states) - 2)
        pictures = self.scene.pictures(seat)
        for n, state in enumerate(states):
            image = pictures.picture(_ITEM_KIND[state], n, size)
            if image.get_size() != (size, size):
                image = pygame.transform.smoothscale(image, (size, size))
            surface.blit(image, (box.left + n * (size + 2), box.top))

    def _me(self, surface: pygame.Surface, view: HoldemView, won: bool) -> None:
        scene = self.scene
        lay = scene.layout
        sc = lay.sc
        hole = view.hole or (scene.my_hole if view.street is Street.BETWEEN_HANDS else ())
        shown = scene.shown
        for n in range(2):
            rect = lay.hole_card(n)
            if self.moving.covers(("hole", HUMAN, n)):
                continue
            if n < min(len(hole), shown.cards[HUMAN]):
                card = hole[n] if shown.my_cards_up else None
                lit = won and card in self._best_of_winners(view)
                self._card(surface, card, rect, lit=lit, dim=_folded(view, HUMAN))
            else:
                pygame.draw.rect(surface, style.FELT_LINE, rect, max(1, sc(2)),
                                 border_radius=sc(6))
        plate = lay.me
        edge = style.HIGHLIGHT if won else (style.GOLD if view.to_act == HUMAN
                                            and not scene.busy else style.PANEL_EDGE)
        draw_panel(surface, plate, sc(12), (*style.PANEL, 215), edge)
        inner = plate.inflate(-sc(16), -sc(10))
        text.draw_fitted(surface, scene.name_of(HUMAN), pygame.Rect(inner.left, inner.top,
                         inner.width - sc(62), sc(28)), style.TEXT, True, sc(22), "midleft")
        stack = scene.timeline.tally.value(("stack", HUMAN),
                                  self.moving.on_table(("stack", HUMAN), shown.stacks[HUMAN]))
        text.draw_fitted(surface, t("money", amount=stack),
                         pygame.Rect(inner.left, inner.top + sc(28), inner.width, sc(28)),
                         style.GOLD, True, sc(24), "midleft")
        status, colour = plate_status(self.scene, view, HUMAN)
        if status:
            text.draw_fitted(surface, status, pygame.Rect(inner.left, inner.top + sc(56),
                             inner.width, max(sc(22), text.least_line())), colour, False, sc(18),
                             "midleft")
        self._markers(surface, view, HUMAN, pygame.Rect(inner.right - sc(56), inner.top, sc(56),
                                                           sc(26)))
        board = view.board[:shown.board]
        if len(view.hole) == 2 and len(board) >= 3 and shown.my_cards_up:
            # As draw's table says it: the name as it reads mid-sentence, the line capitalised.
            name = hand_name(evaluate7([*view.hole, *board]))
            text.draw_fitted(surface, sentence(t("holdem.your_hand", hand=name)), lay.hand_name,
                             style.TEXT, True, sc(20), "center")

    # ------------------------------------------------------------------ words
    def _results(self, surface: pygame.Surface, model: HoldemTableModel) -> None:
        """Each pot's outcome under the pot's line, never reaching the player's cards (issue
        40: four lines of the large text piled onto them): the lines share the room between
        the pot and the cards, two to a row across the felt when one each is too small."""
        scene = self.scene
        lay = scene.layout
        single = single_pot(scene.shown.results)
        lines = [result_text(pot, scene.name_of, single) for pot in scene.shown.results]
        if model.over is not None and not scene.busy:
            amount = model.game.stacks[HUMAN]
            lines.insert(0, t(f"holdem.over.{model.over.reason}", amount=amount))
        for n, (row, box, largest) in enumerate(result_rows(lay, lines)):
            rect = text.draw_fitted(surface, row, box, style.GOLD if n == 0 else style.TEXT,
                                    True, largest)
            self.placed[("result", n)] = rect

    def _waiting(self, surface: pygame.Surface, view: HoldemView, area: pygame.Rect) -> None:
        """While a computer player thinks: who, and how to hurry her."""
        seat = view.to_act
        if seat is None or seat == HUMAN:
            return
        line = t("holdem.prompt.waiting", name=self.scene.name_of(seat))
        text.draw_fitted(surface, line, area, style.TEXT_DIM, False, self.scene.layout.sc(22))


def result_rows(lay: HoldemLayout, lines: list[str]) -> list[tuple[str, pygame.Rect, int]]:
    """Where the result lines go: (text, its box, its largest size), a row each over the
    felt between the side seats (a line too long for it wrapped on two), as many as the room
    over the player's cards holds; the last row then says how many more the hand's log
    tells."""
    if not lines:
        return []
    area = lay.results_area()
    wide = lay.results_wide() if len(lines) > 1 else area
    step = min(text.line_height(lay.sc(24), True) + lay.sc(2), area.height // len(lines))
    least = text.line_height(lay.sc(18), True)
    if step < least:
        step = max(least, text.least_line(True))
    room = max(1, area.height // step)
    pieces: list[tuple[int, str]] = []  # (which line, the text of one row)
    for n, line in enumerate(lines):
        size = lay.sc(24 if n == 0 else 20)
        if text.fit_size(line, wide.width, step, True, size) >= size * 3 // 4:
            pieces.append((n, line))
        else:
            pieces += [(n, part) for part in text.wrap(line, lay.sc(18), wide.width, True)]
    if len(pieces) > room:  # too many for the room: the first ones, and how many more
        kept = pieces[:room - 1]
        while kept and any(n == kept[-1][0] for n, _ in pieces[len(kept):]):
            kept.pop()  # never half a line
        hidden = len(lines) - len({n for n, _ in kept})
        pieces = [*kept, (len(lines), t("holdem.result.more", count=hidden,
                                        letter=shortcuts.letter("holdem_log")))]
    rows = []
    for row, (n, line) in enumerate(pieces):
        box = pygame.Rect(wide.left, area.top + row * step, wide.width, step)
        rows.append((line, box, lay.sc(24 if n == 0 else 20)))
    return rows


def plate_status(scene: HoldemTable, view: HoldemView,
                 seat: int) -> tuple[str, style.Color]:
    """One word on the plate: out, folded, all in, her hand at the showdown, or what she
    did last this betting round."""
    if view.out[seat]:
        return t("holdem.state.out"), style.TEXT_DIM
    shown = dict(view.shown)
    won = scene.shown.won_by(seat)
    if won:
        return t("holdem.state.wins", amount=won), style.GOOD
    if seat != HUMAN and seat_tags.tag_words(scene, view, seat) is not None:
        return "", style.TEXT  # her hand is named on the plate over her cards
    if seat in shown and seat in scene.shown.faces_up | {HUMAN} \
            and len(view.board) == 5 and scene.shown.board == 5:
        return category_name(evaluate7([*shown[seat], *view.board]).category), style.TEXT
    if _folded(view, seat):
        return t("holdem.state.folded"), style.TEXT_DIM
    if view.all_in[seat]:
        return t("holdem.state.all_in"), style.BAD
    if view.to_act == seat and scene.think_left is not None:
        return t("holdem.state.thinking"), style.TEXT_DIM
    last = _last_action(view.actions, seat, view.street)
    if last is not None:
        did = str(last.kind)
        amount = last.paid
        if last.kind is HoldemActionKind.RAISE and _opened(view.actions, last):
            did = "bet"  # the round's first bet after the flop, as the log says
        elif last.kind is HoldemActionKind.RAISE:  # "Raises to $40", as the log says
            amount = street_total(view, seat, view.street)
        return t(f"holdem.did.{did}", amount=amount), style.TEXT
    return "", style.TEXT


def result_text(pot: PotAwarded, name_of: object, single: bool = False) -> str:
    """One pot's outcome: "Ada wins $120 (pot)", "Main pot split: $60 each", or chips nobody
    called handed back; ``single``: the hand's only pot, "the pot"."""
    assert callable(name_of)
    if is_returned(pot):
        seat = pot.eligible[0]
        key = "holdem.result.returned.you" if seat == HUMAN else "holdem.result.returned.them"
        return t(key, name=name_of(seat), amount=pot.amount)
    where = pot_name(-1 if single else pot.index)
    if len(pot.winners) == 1:
        who = pot.winners[0]
        key = "holdem.result.win.you" if who == HUMAN else "holdem.result.win.them"
        return t(key, name=name_of(who), amount=pot.amount, pot=where)
    low = min(pot.shares)
    names = ", ".join(name_of(seat) for seat in pot.winners)
    if low == max(pot.shares):
        line = t("holdem.result.split", amount=low, pot=where, names=names)
    else:
        line = t("holdem.result.split_odd", amount=low, pot=where, names=names,
                 odd=pot.amount - low * len(pot.shares), first=name_of(pot.winners[0]))
    return line[:1].upper() + line[1:]  # "{pot} partagé": the pot's name opens the sentence


def _opened(actions: tuple[PublicHoldemAction, ...], raised: PublicHoldemAction) -> bool:
    """Whether ``raised`` opened its betting round after the flop (no raise before it)."""
    if raised.street is Street.PREFLOP:
        return False
    for action in actions:
        if action is raised:
            return True
        if action.street is raised.street and action.kind is HoldemActionKind.RAISE:
            return False
    return False


def _last_action(actions: tuple[PublicHoldemAction, ...], seat: int,
                 street: Street) -> PublicHoldemAction | None:
    for action in reversed(actions):
        if action.seat == seat and action.street == street:
            return action
    return None


def _folded(view: HoldemView, seat: int) -> bool:
    """Whether ``seat`` folded this hand (also between hands, from the finished hand)."""
    return any(a.seat == seat and a.kind is HoldemActionKind.FOLD for a in view.actions)
