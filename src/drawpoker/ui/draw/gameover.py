"""The end of a match: who won, the trophies won from her in a showcase, and the figures.

A win brings confetti, twinkling trophies and a fanfare; a loss a falling dusk, rain and a
sad trombone. Both follow the animation speed (and stand still when animations are off).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.draw import ForfeitState, Match
from drawpoker.i18n import current, t
from drawpoker.music import end_mood
from drawpoker.ui import celebration, felt, style, text
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.draw import career_marks, free_match
from drawpoker.ui.draw.match_stats import MatchStats
from drawpoker.ui.item_pictures import ItemPictures
from drawpoker.ui.reactions import REACTIONS
from drawpoker.ui.scene import SceneName
from drawpoker.ui.widgets import Button, draw_panel, draw_shadow, layout_row

if TYPE_CHECKING:
    from drawpoker.roster import Character
    from drawpoker.ui.scene import Host

Sizer = Callable[[float], int]
VELVET = (96, 20, 38)
VELVET_DARK = (58, 10, 24)
SHELF = (150, 104, 44)
PLATE = (214, 180, 104)


class GameOverScene(ButtonScene):
    def __init__(self, app: Host, match: Match, stats: MatchStats,
                 character: Character | None = None) -> None:
        """``character``: the roster opponent the match was played against (None: the
        theme's own figure)."""
        super().__init__(app)
        self.match = match
        self.stats = stats
        self.character = character
        self.pictures = ItemPictures(app.settings.theme, character=character)
        self._theme = app.settings.theme
        #: Animation seconds since the scene opened (already divided by the speed factor).
        self.elapsed = 0.0
        #: Where each trophy stands (or will stand) on the shelf, and where she wore it.
        self._trophy_spots: list[pygame.Rect] = []
        self._worn_at: dict[int, pygame.Rect] = {}
        #: The trophies in the air this frame: (picture, where), drawn above everything.
        self._flying: list[tuple[pygame.Surface, pygame.Rect]] = []
        #: Where her figure was drawn this frame.
        self.figure_rect = pygame.Rect(0, 0, 0, 0)

    def resume(self) -> None:
        self._sync_theme()

    def _sync_theme(self) -> None:
        """A theme chosen in the settings shows at once: her pictures are built again."""
        if self.app.settings.theme != self._theme:
            self._theme = self.app.settings.theme
            self.pictures = ItemPictures(self._theme, character=self.character)

    def enter(self) -> None:
        self.buttons = [
            Button("draw.gameover.new_match", self.new_match, (pygame.K_RETURN,), kind="primary",
                   shortcut="new_match", name="new_match"),
            Button("draw.gameover.title", self.to_title, (pygame.K_ESCAPE,), shortcut="to_title",
                   name="title"),
        ]
        if free_match.may_duplicate(self.match):  # the same deals again from her seat
            self.buttons.insert(1, Button("dealcode.duplicate.offer", lambda: (
                free_match.offer_duplicate(self.app, self.match, self._character_id)),
                shortcut="duplicate", name="duplicate"))
        self.app.sounds.play(self.sound)

    @property
    def player_won(self) -> bool:
        return self.match.winner == 0

    @property
    def sound(self) -> str:
        return "fanfare" if self.player_won else "sad_trombone"

    @property
    def trophies(self) -> list[int]:
        """The items won from her, in the engine's order."""
        return [i for i, s in enumerate(self.match.forfeits) if s is ForfeitState.LOST]

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        self.app.sounds.music(end_mood(self.player_won))
        factor = self.app.settings.speed_factor
        if factor > 0:
            self.elapsed += dt / factor

    def moment(self) -> float:
        """The time the effects are drawn at (``celebration.STILL`` with animations off)."""
        return self.elapsed if self.app.settings.speed_factor > 0 else celebration.STILL

    def is_animating(self) -> bool:
        moment = self.moment()
        flying = any(self.flown(n) < 1 for n in range(len(self.trophies)))
        return celebration.moving(moment) or flying

    def flown(self, n: int) -> float:
        """How far the ``n``-th trophy (in :attr:`trophies`' order) has flown from her to the
        shelf: they fly when the player wins the match; after a loss they simply stand there."""
        return celebration.trophy_flight(n, self.moment()) if self.player_won else 1.0

    def landed(self, n: int) -> bool:
        return self.flown(n) >= 1

    # ------------------------------------------------------------------ buttons
    def new_match(self) -> None:
        """Over the title, the player chooses the next opponent (her record now counts this
        match); that page asks for the buy-in."""
        self.app.reset_to(self.app.build(SceneName.TITLE))
        self.app.go(SceneName.OPPONENTS)

    @property
    def _character_id(self) -> str | None:
        return self.character.id if self.character is not None else None

    def to_title(self) -> None:
        self.app.reset_to(self.app.build(SceneName.TITLE))

    def figures(self) -> list[tuple[str, str]]:
        """(label, value) rows of the match figures."""
        m, st = self.match, self.stats
        won = len(self.trophies)
        return [
            (t("draw.gameover.deals"), str(m.deal_number)),
            (t("draw.gameover.your_wins"), str(st.wins[0])),
            (t("draw.gameover.her_wins"), str(st.wins[1])),
            (t("draw.gameover.ties"), str(st.ties)),
            (t("draw.gameover.biggest_pot"), t("money", amount=st.biggest_pot)),
            (t("draw.gameover.your_money"), t("money", amount=m.stacks[0])),
            (t("draw.gameover.items_won"),
             t("draw.gameover.items_won_value", won=won, total=len(m.forfeits))),
        ]

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        self._sync_theme()
        felt.draw(surface, with_line=False)
        w, h = surface.get_size()
        sc = style.sizer(style.scale_for((w, h)))
        moment = self.moment()
        if not self.player_won:
            celebration.dim(surface, moment)
        content = pygame.Rect(0, 0, min(w - sc(32), sc(1180)), h - sc(28))
        content.center = (w // 2, h // 2)
        head = pygame.Rect(content.left, content.top + sc(4), content.width, sc(76))
        headline = self.headline()
        color = style.GOLD if self.player_won else style.BAD
        shadow = head.move(sc(3), sc(3))
        text.draw_fitted(surface, headline, shadow, (8, 34, 22), text.DISPLAY, sc(68))
        text.draw_fitted(surface, headline, head, color, text.DISPLAY, sc(68))
        how = pygame.Rect(content.left, head.bottom, content.width, sc(30))
        line, trophy = self.how_it_ended()
        text.draw_fitted(surface, line, how, style.GOLD if trophy else style.TEXT, False, sc(22))
        bar = pygame.Rect(content.left, content.bottom - sc(58), content.width, sc(58))
        body = pygame.Rect(content.left, how.bottom + sc(16), content.width,
                           bar.top - sc(16) - how.bottom - sc(16))
        left = pygame.Rect(body.left, body.top, body.width * 30 // 100, body.height)
        right = pygame.Rect(left.right + sc(20), body.top, body.right - left.right - sc(20),
                            body.height)
        self.draw_her(surface, left, sc)
        figures_h = min(right.height * 42 // 100, sc(196))
        case = pygame.Rect(right.left, right.top, right.width, right.height - figures_h - sc(16))
        self.draw_showcase(surface, case, sc)
        _draw_figures(surface, pygame.Rect(right.left, case.bottom + sc(16), right.width,
                                           figures_h), self.figures(), sc)
        for picture, where in self._flying:
            surface.blit(picture, where)
        if self.player_won:
            landed = [spot for n, spot in enumerate(self._trophy_spots) if self.landed(n)]
            celebration.sparkles(surface, landed, moment)
            celebration.confetti(surface, moment)
        else:
            celebration.rain(surface, moment)
        layout_row(self.buttons, bar, sc(240), sc(20))
        for button in self.buttons:
            button.draw(surface)

    def how_it_ended(self) -> tuple[str, bool]:
        """The line under the headline, shown and said (``pages_aloud``): her trophy when this
        match won it for the career and who is next (True), else how the match ended."""
        trophy = career_marks.fresh_trophy_line(self.app, self.character)
        if trophy:
            return trophy, True
        forfeits = self.match.end_reason == "forfeits_claimed"
        how = "draw.gameover.how_forfeits_claimed" if forfeits else "draw.gameover.how_broke"
        return t(how), False

    def headline(self) -> str:
        """Who won, naming her when she is one of the roster."""
        if self.character is None:
            return t("draw.gameover.you_won") if self.player_won else t("draw.gameover.she_won")
        key = "draw.gameover.you_beat" if self.player_won else "draw.gameover.named_won"
        return t(key, name=self.character.name)

    def draw_her(self, surface: pygame.Surface, panel: pygame.Rect,
                 sc: Sizer) -> None:
        """Her, as she ends the match: beaten, each trophy leaving her in turn for the
        player's shelf; or pleased, hopping, wearing it all."""
        draw_panel(surface, panel, sc(12))
        moment = self.moment()
        worn = {i for i, st in enumerate(self.match.forfeits) if st is ForfeitState.WORN}
        if self.player_won:  # what has not flown yet she still wears
            worn |= {item for n, item in enumerate(self.trophies) if self.flown(n) <= 0}
        box = panel.inflate(-sc(24), -sc(24))
        kind = "she_loses_match" if self.player_won else "she_wins_match"
        fit = box if self.player_won else box.inflate(0, -sc(12))
        avatar = self.pictures.avatar(fit, worn, REACTIONS[kind].mood)  # her face as it ends
        lift = 0 if self.player_won else round(celebration.glee(moment) * fit.height)
        self.figure_rect = avatar.get_rect(midbottom=(box.centerx, box.bottom - lift))
        surface.blit(avatar, self.figure_rect)
        resting = avatar.get_rect(midbottom=box.midbottom)
        self._worn_at = {}
        for item in self.trophies:
            where = self.pictures.worn_rect(item, resting)
            self._worn_at[item] = where if where is not None else pygame.Rect(
                resting.centerx, resting.centery, 1, 1)

    def draw_showcase(self, surface: pygame.Surface, case: pygame.Rect,
                      sc: Sizer) -> None:
        """The trophies on red velvet, each on the shelf with a brass name plate; what she
        kept shows as its shadow in its place."""
        draw_shadow(surface, case, sc(12), sc(6))
        velvet = _velvet(case.size, sc(12))
        surface.blit(velvet, case)
        pygame.draw.rect(surface, style.GOLD_DARK, case, max(2, sc(4)), border_radius=sc(12))
        pygame.draw.rect(surface, style.GOLD, case.inflate(-sc(8), -sc(8)), max(1, sc(1)),
                         border_radius=sc(9))
        inner = case.inflate(-sc(36), -sc(24))
        title = pygame.Rect(inner.left, inner.top, inner.width, sc(34))
        text.draw_fitted(surface, t("draw.table.trophies"), title, style.GOLD, text.DISPLAY, sc(30))
        won = self.trophies
        count = max(len(self.match.forfeits), 1)
        # Room under the shelf for the name plates at the text size drawn: two lines each,
        # or, when a word is wider than its slot (large text), one line each in two rows.
        slot_w = inner.width // count
        names = [self.pictures.item_name(item, current().code) for item in range(count)]
        line_h = text.line_height(sc(14))
        widest = max((text.measure(word, sc(14))[0] for name in names for word in name.split()),
                     default=0)
        staggered = widest > slot_w - sc(12)
        plate_h = 2 * (line_h + sc(6)) + sc(2) if staggered else 2 * line_h + sc(6)
        shelf_y = inner.bottom - plate_h - sc(12)
        area = pygame.Rect(inner.left, title.bottom + sc(8), inner.width,
                           shelf_y - title.bottom - sc(8))
        pygame.draw.rect(surface, SHELF, (inner.left - sc(6), shelf_y, inner.width + sc(12),
                                          sc(7)), border_radius=sc(2))
        pygame.draw.line(surface, style.mix(SHELF, (255, 255, 255), 0.35),
                         (inner.left - sc(6), shelf_y), (inner.right + sc(6), shelf_y), 1)
        self._trophy_spots = []
        self._flying = []
        moment = self.moment()
        if not won:
            note = pygame.Rect(area.left, area.top, area.width, area.height * 35 // 100)
            text.draw_fitted(surface, t("draw.gameover.showcase_empty"), note, style.TEXT_DIM,
                             False,
                             sc(20))
            area = pygame.Rect(area.left, note.bottom, area.width, area.bottom - note.bottom)
        x0 = inner.centerx - slot_w * count // 2
        for item in range(count):
            slot = pygame.Rect(x0 + item * slot_w, area.top, slot_w, area.height)
            if item not in won:  # hers still: a shadow of it on the shelf
                side = min(slot_w - sc(24), area.height - sc(6))
                ghost = self.pictures.picture("icon", item, side).copy()
                ghost.fill((24, 4, 12, 255), special_flags=pygame.BLEND_RGBA_MIN)
                ghost.set_alpha(150)
                surface.blit(ghost, ghost.get_rect(midbottom=(slot.centerx, shelf_y - sc(2))))
                continue
            picture = self.pictures.picture("lost", item, min(slot_w - sc(14), area.height))
            spot = picture.get_rect(midbottom=(slot.centerx, shelf_y - sc(2)))
            self._trophy_spots.append(spot)
            n = len(self._trophy_spots) - 1
            glow = pygame.Rect(0, 0, spot.width * 11 // 10, max(2, sc(10)))
            glow.center = (spot.centerx, shelf_y - sc(2))
            pygame.draw.ellipse(surface, VELVET_DARK, glow)
            flown = self.flown(n)
            if flown >= 1:
                hop = round(celebration.trophy_hop(n, moment) * spot.height) \
                    if self.player_won else 0
                surface.blit(picture, spot.move(0, -hop))
            elif flown > 0:
                self._flying.append(_in_flight(picture, self._worn_at.get(item), spot, flown))
            name = names[item]
            if staggered:  # every other plate a row lower, each up to two slots wide
                plate = pygame.Rect(0, 0, min(text.measure(name, sc(14))[0] + sc(12),
                                              2 * slot_w - sc(10)), line_h + sc(6))
                plate.midtop = (slot.centerx, shelf_y + sc(10) + item % 2 * (line_h + sc(8)))
                plate.clamp_ip(pygame.Rect(inner.left - sc(8), plate.top, inner.width + sc(16),
                                           plate.height))  # the last stays in the case
                pygame.draw.rect(surface, PLATE, plate, border_radius=sc(4))
                pygame.draw.rect(surface, style.GOLD_DARK, plate, 1, border_radius=sc(4))
                text.draw_fitted(surface, name, plate.inflate(-sc(8), -sc(2)), style.TEXT_DARK,
                                 False, sc(14))
                continue
            room = pygame.Rect(0, 0, slot_w - sc(12), plate_h - sc(6))
            size, lines = text.fit_wrapped(name, room.width, room.height, False, sc(14))
            # The plate as tall as the name's lines: "Sunglasses" on one, "Lunettes / de
            # soleil" on two.
            plate = pygame.Rect(0, 0, slot_w - sc(8),
                                len(lines) * text.line_height(size) + sc(6))
            plate.midtop = (slot.centerx, shelf_y + sc(10))
            pygame.draw.rect(surface, PLATE, plate, border_radius=sc(4))
            pygame.draw.rect(surface, style.GOLD_DARK, plate, 1, border_radius=sc(4))
            text.draw_lines(surface, lines, plate.inflate(-sc(2), -sc(6)), size,
                            style.TEXT_DARK, False, "center")


def _draw_figures(surface: pygame.Surface, panel: pygame.Rect, rows: list[tuple[str, str]],
                  sc: Sizer) -> None:
    """The match in numbers (``rows``: label, value), in two columns."""
    draw_panel(surface, panel, sc(12))
    inner = panel.inflate(-sc(36), -sc(20))
    title = pygame.Rect(inner.left, inner.top, inner.width, sc(28))
    text.draw_fitted(surface, t("draw.gameover.figures"), title, style.PANEL_TITLE, True, sc(20),
                     anchor="midleft")
    per_column = (len(rows) + 1) // 2
    gap = sc(36)
    col_w = (inner.width - gap) // 2
    top = title.bottom + sc(6)
    row_h = (inner.bottom - top) // per_column
    for n, (label, value) in enumerate(rows):
        col, row = divmod(n, per_column)
        cell = pygame.Rect(inner.left + col * (col_w + gap), top + row * row_h, col_w, row_h)
        value_w = text.measure(value, row_h * 62 // 100, text.DISPLAY)[0]
        text.draw(surface, value, (cell.right, cell.centery), row_h * 62 // 100, style.GOLD,
                  text.DISPLAY, "midright")
        label_box = pygame.Rect(cell.left, cell.top, cell.width - value_w - sc(10), row_h)
        text.draw_fitted(surface, label, label_box, style.TEXT, False, row_h * 45 // 100,
                         anchor="midleft")
        pygame.draw.line(surface, style.FELT_LINE, (cell.left, cell.bottom - 1),
                         (cell.right, cell.bottom - 1), 1)


def _in_flight(picture: pygame.Surface, start: pygame.Rect | None, end: pygame.Rect,
               k: float) -> tuple[pygame.Surface, pygame.Rect]:
    """A trophy ``k`` of the way from where she wore it to its place on the shelf: an arc
    over the panels, growing from its worn size to its shelf size."""
    start = start if start is not None else end
    ease = 1 - (1 - k) ** 2
    width = max(1, round(start.width + (end.width - start.width) * ease))
    height = max(1, round(width * end.height / max(1, end.width)))
    x = start.centerx + (end.centerx - start.centerx) * ease
    y = start.centery + (end.centery - start.centery) * ease
    rise = min(end.height * 0.6, abs(end.centerx - start.centerx) * 0.15)  # a low arc:
    y -= math.sin(math.pi * k) * rise  # it stays clear of the showcase's title
    image = pygame.transform.scale(picture, (width, height))
    return image, image.get_rect(center=(round(x), round(y)))


@lru_cache(maxsize=4)
def _velvet(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The showcase's red velvet, lit from above, with rounded corners (drawn once a size)."""
    velvet = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(size[1]):
        shade = style.mix(VELVET, VELVET_DARK, y / max(1, size[1]))
        pygame.draw.line(velvet, shade, (0, y), (size[0], y))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    velvet.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return velvet
