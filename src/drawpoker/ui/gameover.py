"""The end of a match: who won, how, and a few figures of the match."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.engine import ForfeitState, Match
from drawpoker.i18n import t
from drawpoker.ui import felt, style, text
from drawpoker.ui.menus import TitleScene, _ButtonScene
from drawpoker.ui.table.items import ItemPictures
from drawpoker.ui.table.story import MatchStats
from drawpoker.ui.widgets import Button, draw_panel, layout_row

if TYPE_CHECKING:
    from drawpoker.ui.app import App


class GameOverScene(_ButtonScene):
    def __init__(self, app: App, match: Match, stats: MatchStats) -> None:
        super().__init__(app)
        self.match = match
        self.stats = stats
        self.pictures = ItemPictures(app.options.theme)
        self._theme = app.options.theme

    def resume(self) -> None:
        self._sync_theme()

    def _sync_theme(self) -> None:
        """A theme chosen in the settings shows at once: her pictures are built again."""
        if self.app.options.theme != self._theme:
            self._theme = self.app.options.theme
            self.pictures = ItemPictures(self._theme)

    def enter(self) -> None:
        self.buttons = [
            Button("gameover.new_match", self.new_match, (pygame.K_RETURN,), kind="primary",
                   shortcut="new_match", name="new_match"),
            Button("gameover.title", self.to_title, (pygame.K_ESCAPE,), shortcut="to_title",
                   name="title"),
        ]

    @property
    def player_won(self) -> bool:
        return self.match.winner == 0

    def new_match(self) -> None:
        from drawpoker.ui.table.scene import TableScene

        self.app.reset_to(TitleScene(self.app))
        self.app.push(TableScene(self.app))

    def to_title(self) -> None:
        self.app.reset_to(TitleScene(self.app))

    def figures(self) -> list[tuple[str, str]]:
        """(label, value) rows of the match figures."""
        m, st = self.match, self.stats
        won = sum(1 for s in m.forfeits if s is ForfeitState.LOST)
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

    def draw(self, surface: pygame.Surface) -> None:
        self._sync_theme()
        felt.draw(surface, with_line=False)
        w, h = surface.get_size()
        s = style.scale_for((w, h))

        def sc(v: float) -> int:
            return round(v * s)

        content = pygame.Rect(0, 0, sc(1100), h - sc(40))
        content.center = (w // 2, h // 2)
        head = pygame.Rect(content.left, content.top + sc(10), content.width, sc(70))
        headline = t("gameover.you_won") if self.player_won else t("gameover.she_won")
        text.draw_fitted(surface, headline, head, style.GOLD if self.player_won else style.BAD,
                         True, sc(56))
        reason = "gameover.how_forfeits_claimed" if self.match.end_reason == "forfeits_claimed" \
            else "gameover.how_broke"
        how = pygame.Rect(content.left, head.bottom + sc(6), content.width, sc(30))
        text.draw_fitted(surface, t(reason), how, style.TEXT, False, sc(22))
        # Left: her, as she ends the match. Right: the figures.
        body = pygame.Rect(content.left, how.bottom + sc(24), content.width,
                           content.bottom - how.bottom - sc(24) - sc(90))
        left = pygame.Rect(body.left, body.top, body.width * 36 // 100, body.height)
        right = pygame.Rect(left.right + sc(24), body.top, body.right - left.right - sc(24),
                            body.height)
        draw_panel(surface, left, sc(12))
        worn = {i for i, st in enumerate(self.match.forfeits) if st is ForfeitState.WORN}
        box = left.inflate(-sc(30), -sc(30))
        box.height -= sc(70)
        avatar = self.pictures.avatar(box, worn)
        surface.blit(avatar, avatar.get_rect(midbottom=box.midbottom))
        lost = [i for i, st in enumerate(self.match.forfeits) if st is ForfeitState.LOST]
        shelf = pygame.Rect(left.left + sc(15), box.bottom + sc(8), left.width - sc(30), sc(60))
        if lost:
            side = min(shelf.height, shelf.width // max(1, len(lost)))
            x = shelf.centerx - side * len(lost) // 2
            for n, item in enumerate(lost):
                surface.blit(self.pictures.picture("lost", item, side), (x + n * side, shelf.top))
        draw_panel(surface, right, sc(12))
        inner = right.inflate(-sc(48), -sc(36))
        text.draw(surface, t("gameover.figures"), inner.topleft, sc(24), style.PANEL_TITLE, True)
        rows = self.figures()
        row_h = min(sc(44), (inner.height - sc(44)) // max(1, len(rows)))
        y = inner.top + sc(44)
        for label, value in rows:
            text.draw(surface, label, (inner.left, y + row_h // 2), max(10, row_h * 45 // 100),
                      style.TEXT, False, "midleft")
            text.draw(surface, value, (inner.right, y + row_h // 2), max(10, row_h * 50 // 100),
                      style.GOLD, True, "midright")
            pygame.draw.line(surface, style.FELT_LINE, (inner.left, y + row_h),
                             (inner.right, y + row_h), 1)
            y += row_h
        bar = pygame.Rect(content.left, content.bottom - sc(64), content.width, sc(58))
        layout_row(self.buttons, bar, sc(240), sc(20))
        for button in self.buttons:
            button.draw(surface)
