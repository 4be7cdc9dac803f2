"""The end of a match: who won, the trophies won from her in a showcase, and the figures.

A win brings confetti, twinkling trophies and a fanfare; a loss a falling dusk, rain and a
sad trombone. Both follow the animation speed (and stand still when animations are off).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.draw import ForfeitState, Match
from drawpoker.i18n import current, t
from drawpoker.ui import celebration, felt, style, text
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.draw.match_stats import MatchStats
from drawpoker.ui.item_pictures import ItemPictures
from drawpoker.ui.reactions import REACTIONS
from drawpoker.ui.scene import SceneName
from drawpoker.ui.widgets import Button, draw_panel, draw_shadow, layout_row

if TYPE_CHECKING:
    from drawpoker.roster import Character
    from drawpoker.ui.app import App

Sizer = Callable[[float], int]
VELVET = (96, 20, 38)
VELVET_DARK = (58, 10, 24)
SHELF = (150, 104, 44)
PLATE = (214, 180, 104)


class GameOverScene(ButtonScene):
    def __init__(self, app: App, match: Match, stats: MatchStats,
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
        self._trophy_spots: list[pygame.Rect] = []

    def resume(self) -> None:
        self._sync_theme()

    def _sync_theme(self) -> None:
        """A theme chosen in the settings shows at once: her pictures are built again."""
        if self.app.settings.theme != self._theme:
            self._theme = self.app.settings.theme
            self.pictures = ItemPictures(self._theme, character=self.character)

    def enter(self) -> None:
        self.buttons = [
            Button("gameover.new_match", self.new_match, (pygame.K_RETURN,), kind="primary",
                   shortcut="new_match", name="new_match"),
            Button("gameover.title", self.to_title, (pygame.K_ESCAPE,), shortcut="to_title",
                   name="title"),
        ]
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
        factor = self.app.settings.speed_factor
        if factor > 0:
            self.elapsed += dt / factor

    def moment(self) -> float:
        """The time the effects are drawn at (``celebration.STILL`` with animations off)."""
        return self.elapsed if self.app.settings.speed_factor > 0 else celebration.STILL

    def is_animating(self) -> bool:
        return celebration.moving(self.moment())

    # ------------------------------------------------------------------ buttons
    def new_match(self) -> None:
        """Over the title, the player chooses the next opponent (her record now counts this
        match); that page asks for the buy-in."""
        self.app.reset_to(self.app.build(SceneName.TITLE))
        self.app.go(SceneName.OPPONENTS)

    def to_title(self) -> None:
        self.app.reset_to(self.app.build(SceneName.TITLE))

    def figures(self) -> list[tuple[str, str]]:
        """(label, value) rows of the match figures."""
        m, st = self.match, self.stats
        won = len(self.trophies)
        return [
            (t("gameover.deals"), str(m.deal_number)),
            (t("gameover.your_wins"), str(st.wins[0])),
            (t("gameover.her_wins"), str(st.wins[1])),
            (t("gameover.ties"), str(st.ties)),
            (t("gameover.biggest_pot"), t("money", amount=st.biggest_pot)),
            (t("gameover.your_money"), t("money", amount=m.stacks[0])),
            (t("gameover.items_won"),
             t("gameover.items_won_value", won=won, total=len(m.forfeits))),
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
        headline = t("gameover.you_won") if self.player_won else t("gameover.she_won")
        color = style.GOLD if self.player_won else style.BAD
        shadow = head.move(sc(3), sc(3))
        text.draw_fitted(surface, headline, shadow, (8, 34, 22), text.DISPLAY, sc(68))
        text.draw_fitted(surface, headline, head, color, text.DISPLAY, sc(68))
        reason = "gameover.how_forfeits_claimed" if self.match.end_reason == "forfeits_claimed" \
            else "gameover.how_broke"
        how = pygame.Rect(content.left, head.bottom, content.width, sc(30))
        text.draw_fitted(surface, t(reason), how, style.TEXT, False, sc(22))
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
        self.draw_figures(surface, pygame.Rect(right.left, case.bottom + sc(16), right.width,
                                               figures_h), sc)
        if self.player_won:
            celebration.sparkles(surface, self._trophy_spots, moment)
            celebration.confetti(surface, moment)
        else:
            celebration.rain(surface, moment)
        layout_row(self.buttons, bar, sc(240), sc(20))
        for button in self.buttons:
            button.draw(surface)

    def draw_her(self, surface: pygame.Surface, panel: pygame.Rect,
                 sc: Sizer) -> None:
        """Her, as she ends the match: stripped of what she lost, or wearing it all."""
        draw_panel(surface, panel, sc(12))
        worn = {i for i, st in enumerate(self.match.forfeits) if st is ForfeitState.WORN}
        box = panel.inflate(-sc(24), -sc(24))
        kind = "she_loses_match" if self.player_won else "she_wins_match"
        avatar = self.pictures.avatar(box, worn, REACTIONS[kind].mood)  # her face as it ends
        surface.blit(avatar, avatar.get_rect(midbottom=box.midbottom))

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
        text.draw_fitted(surface, t("table.trophies"), title, style.GOLD, text.DISPLAY, sc(30))
        won = self.trophies
        count = max(len(self.match.forfeits), 1)
        shelf_y = inner.bottom - sc(34)
        area = pygame.Rect(inner.left, title.bottom + sc(8), inner.width,
                           shelf_y - title.bottom - sc(8))
        pygame.draw.rect(surface, SHELF, (inner.left - sc(6), shelf_y, inner.width + sc(12),
                                          sc(7)), border_radius=sc(2))
        pygame.draw.line(surface, style.mix(SHELF, (255, 255, 255), 0.35),
                         (inner.left - sc(6), shelf_y), (inner.right + sc(6), shelf_y), 1)
        self._trophy_spots = []
        if not won:
            note = pygame.Rect(area.left, area.top, area.width, area.height * 35 // 100)
            text.draw_fitted(surface, t("gameover.showcase_empty"), note, style.TEXT_DIM, False,
                             sc(20))
            area = pygame.Rect(area.left, note.bottom, area.width, area.bottom - note.bottom)
        slot_w = inner.width // count
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
            glow = pygame.Rect(0, 0, spot.width * 11 // 10, max(2, sc(10)))
            glow.center = (spot.centerx, shelf_y - sc(2))
            pygame.draw.ellipse(surface, VELVET_DARK, glow)
            surface.blit(picture, spot)
            self._trophy_spots.append(spot)
            plate = pygame.Rect(0, 0, slot_w - sc(10), sc(22))
            plate.midtop = (slot.centerx, shelf_y + sc(10))
            pygame.draw.rect(surface, PLATE, plate, border_radius=sc(4))
            pygame.draw.rect(surface, style.GOLD_DARK, plate, 1, border_radius=sc(4))
            name = self.pictures.item_name(item, current().code)
            text.draw_fitted(surface, name, plate.inflate(-sc(8), -sc(2)), style.TEXT_DARK,
                             True, sc(14))

    def draw_figures(self, surface: pygame.Surface, panel: pygame.Rect,
                     sc: Sizer) -> None:
        """The match in numbers, in two columns."""
        draw_panel(surface, panel, sc(12))
        inner = panel.inflate(-sc(36), -sc(20))
        title = pygame.Rect(inner.left, inner.top, inner.width, sc(28))
        text.draw_fitted(surface, t("gameover.figures"), title, style.PANEL_TITLE, True, sc(20),
                         anchor="midleft")
        rows = self.figures()
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
