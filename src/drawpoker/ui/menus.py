"""The title screen and the pause menu: a column of buttons, each with its shortcut."""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from drawpoker import __version__, games
from drawpoker.engine.core.cards import parse_cards
from drawpoker.i18n import t
from drawpoker.ui import bank_ui, characters, felt, style, text, title_motion
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.item_pictures import ItemPictures
from drawpoker.ui.notice_panel import draw_notices
from drawpoker.ui.scene import SceneName
from drawpoker.ui.widgets import Button, draw_panel, draw_shadow, layout_column

_FAN = parse_cards("Ts Js Qs Ks As")


class TitleScene(ButtonScene):
    """New match, continue a saved one, settings, help, quit."""

    def enter(self) -> None:
        #: Where the portrait and the message panel were drawn (tests check they stay apart).
        self.portrait_box = pygame.Rect(0, 0, 0, 0)
        self.notice_box = pygame.Rect(0, 0, 0, 0)
        #: Where the games' title extras were drawn (draw's trophy shelf), none when none.
        self.decor_boxes: list[pygame.Rect] = []
        self.words_box = pygame.Rect(0, 0, 0, 0)
        #: Where her figure was drawn this frame (she breathes: inside ``portrait_box``).
        self.figure_rect = pygame.Rect(0, 0, 0, 0)
        #: Animation seconds since the title opened (already divided by the speed factor).
        self.elapsed = 0.0
        self._build()

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        if self.app.scene is self:
            self.app.sounds.music("calm")
        factor = self.app.settings.speed_factor
        if factor > 0 and self.app.scene is self:
            self.elapsed += dt / factor

    def moment(self) -> float:
        """The time the motion is drawn at (``title_motion.STILL`` with animations off)."""
        return self.elapsed if self.app.settings.speed_factor > 0 else title_motion.STILL

    def is_animating(self) -> bool:
        """Only the fan's deal must run to its end; the rest is the calm ambient motion."""
        return self.app.scene is self and title_motion.dealing(self.moment())

    def ambient_fps(self) -> float:
        return title_motion.FPS if self.app.settings.speed_factor > 0 else 0.0

    def resume(self) -> None:
        self._build()

    def _build(self) -> None:
        """Each registered game's buttons in the left column (draw's CONTINUE takes Enter when
        there is a saved match); settings, statistics, help and quit in the right one."""
        app = self.app
        buttons: list[Button] = []
        for each in games.games():
            buttons += games.resolve(each.title_buttons)(self)
        #: The games fill the left column; settings, statistics, help and quit the right one.
        self._games = len(buttons)
        buttons += [
            Button("title.settings", lambda: app.go(SceneName.SETTINGS), shortcut="settings",
                   name="settings"),
            Button("title.help", lambda: app.go(SceneName.HELP), (pygame.K_F1,),
                   shortcut="help", name="help"),
            Button("stats.button", lambda: app.go(SceneName.STATS), shortcut="stats",
                   name="stats"),
            Button("title.quit", app.quit, kind="danger", shortcut="quit", name="quit"),
        ]
        self.buttons = buttons

    def handle_event(self, event: pygame.event.Event) -> None:
        """Esc means "back" everywhere; on the title there is nothing to go back to, so it
        asks whether to quit rather than closing the game at once."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ask_to_quit()
            return
        super().handle_event(event)

    def ask_to_quit(self) -> None:
        self.app.go(SceneName.CONFIRM, question_key="confirm.quit", confirm_key="title.quit",
                    on_confirm=self.app.quit)

    def _pictures(self) -> ItemPictures:
        """The chosen opponent (the settings remember her) dressed in the theme's items."""
        key = (self.app.settings.theme, self.app.settings.draw_opponent)
        if getattr(self, "_theme", None) != key:
            self._theme = key
            self._items = ItemPictures(key[0], character=characters.chosen(key[1]))
        return self._items

    def _layout_menu(self, w: int, h: int, s: float) -> pygame.Rect:
        """Two columns under the fan: the games on the left, everything else on the right."""
        gap = round(12 * s)
        menu = pygame.Rect(0, round(h * 0.5) + round(44 * s), 0, 0)
        menu.height = h - menu.top - round(48 * s)
        games = getattr(self, "_games", (len(self.buttons) + 1) // 2)
        per_column = max(games, len(self.buttons) - games)
        if not per_column:
            return menu
        height = min(round(54 * s), (menu.height - gap * (per_column - 1)) // per_column)
        # As wide as the longest label needs at the text size drawn ("TEXAS HOLD'EM" large).
        col_w = max([round(240 * s), *(button.width_for(height) for button in self.buttons)])
        col_w = min(col_w, (w - round(40 * s)) // 2)
        menu.width = 2 * col_w + gap
        menu.centerx = w // 2
        top = menu.centery - (height * per_column + gap * (per_column - 1)) // 2
        for n, button in enumerate(self.buttons):
            column, row = (0, n) if n < games else (1, n - games)
            button.rect = pygame.Rect(menu.left + column * (col_w + gap),
                                      top + row * (height + gap), col_w, height)
        return menu

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = style.scale_for((w, h))
        moment = self.moment()
        title_box, words = _draw_backdrop(surface, t("app.title"), t("title.subtitle"))
        self.words_box = words  # the title's and subtitle's words (kept clear of the extras)
        menu = self._layout_menu(w, h, s)
        # The bank's lines and the messages' room left of the menu (the cards drift below).
        room = pygame.Rect(round(20 * s), title_box.bottom + round(56 * s), 0, 0)
        room.width = menu.left - round(24 * s) - room.left
        bank_top = room.top
        band = pygame.Rect(0, 0, w, 0)
        band.top = bank_top + round(100 * s)
        band.height = max(0, h - round(48 * s) - band.top)
        self._draw_drifters(surface, band, s, moment)
        self._draw_fan(surface, w // 2, title_box.bottom, s, moment)
        for button in self.buttons:
            button.draw(surface)
        # Her, dressed for the match, right of the menu, breathing, blinking, glancing.
        box = pygame.Rect(0, 0, round(260 * s), round(440 * s))
        box.bottomleft = (menu.right + round(24 * s), h - round(40 * s))
        self.portrait_box = box if box.right <= w else pygame.Rect(0, 0, 0, 0)
        self.figure_rect = pygame.Rect(0, 0, 0, 0)
        if self.portrait_box.width:
            lift = round(4 * s * title_motion.breath(moment))
            fit = box.inflate(0, -round(4 * s))
            worn = set(range(self.app.settings.match_rules().forfeit_items))
            avatar = self._pictures().avatar(fit, worn, title_motion.mood(moment))
            self.figure_rect = avatar.get_rect(midbottom=(box.centerx, box.bottom - lift))
            surface.blit(avatar, self.figure_rect)
        # Each game's extras in the top right corner, over her (draw: the career's trophies).
        self.decor_boxes = self._draw_decor(
            surface, self._decor_room(w, h, s, menu, title_box.top, words), s)
        # The player's bank at the top of that room, the messages below it.
        self.bank_box = bank_ui.draw_title_bank(surface, self.app, room.topleft, room.width, s)
        room.top = self.bank_box.bottom + round(16 * s)
        room.height = h - round(40 * s) - room.top
        self.notice_box = draw_notices(surface, self.app.notices[-3:], room, s, anchor="bottom")
        footer = t("title.footer", version=__version__)
        text.draw(surface, footer, (w // 2, h - round(14 * s)), max(9, round(14 * s)),
                  style.TEXT_DIM, False, "midbottom")

    def _decor_room(self, w: int, h: int, s: float, menu: pygame.Rect, top: int,
                    words: pygame.Rect) -> pygame.Rect:
        """Where the games' extras may draw: the top right corner, right of the title's
        words and above her portrait (right of the menu when she has no room); under the
        subtitle when the words leave too narrow a corner. Clear of the buttons and the bank."""
        box = self.portrait_box
        column = box.left if box.width else menu.right + round(24 * s)
        bottom = (box.top if box.width else h - round(40 * s)) - round(6 * s)
        right = w - round(20 * s)
        left = max(column, words.right + round(16 * s))
        if right - left < round(180 * s):
            left, top = column, words.bottom + round(8 * s)
        return pygame.Rect(left, top, max(0, right - left), max(0, bottom - top))

    def _draw_decor(self, surface: pygame.Surface, room: pygame.Rect,
                    s: float) -> list[pygame.Rect]:
        """Each registered game's title extras in turn, the next one under the last; the
        rects drawn (tests check they stay clear of everything else)."""
        drawn: list[pygame.Rect] = []
        for each in games.games():
            if each.title_decor is None or room.width <= 0 or room.height <= 0:
                continue
            used = games.resolve(each.title_decor)(self, surface, room.copy(), s)
            if used.width and used.height:
                drawn.append(used)
                below = used.bottom + round(8 * s)
                room = pygame.Rect(room.left, below, room.width, room.bottom - below)
        return drawn

    def _draw_fan(self, surface: pygame.Surface, cx: int, top: int, s: float,
                  moment: float) -> None:
        """A royal flush dealt into a fan under the title, from a deck off the lower left."""
        card_w = round(112 * s)
        settings = self.app.settings
        pivot = pygame.Vector2(cx, top + round(400 * s))
        deck = pygame.Vector2(-round(140 * s), surface.get_height() + round(80 * s))
        for n, card in enumerate(_FAN):
            k = title_motion.dealt(n, moment)
            if k <= 0:
                continue
            angle = (2 - n) * 10
            place = pivot + pygame.Vector2(0, -round(255 * s)).rotate(-angle)
            where = deck.lerp(place, k)
            turn = round((angle + (1 - k) * 200) / 3) * 3 if k < 1 else angle
            image = title_motion.turned(card, card_w, turn, settings.four_colour,
                                        settings.card_back)
            surface.blit(image, image.get_rect(center=(round(where.x), round(where.y))))

    def _draw_drifters(self, surface: pygame.Surface, band: pygame.Rect, s: float,
                       moment: float) -> None:
        """Cards drifting slowly across the felt in ``band``, dim, behind everything else."""
        if band.height <= 0:
            return
        card_w = round(76 * s)
        settings = self.app.settings
        for drifter, center, angle in title_motion.drift_places(band, card_w, moment):
            image = title_motion.turned(drifter.card, card_w, angle, settings.four_colour,
                                        settings.card_back, title_motion.DRIFT_ALPHA)
            surface.blit(image, image.get_rect(center=center))


def _draw_backdrop(surface: pygame.Surface, title: str,
                   subtitle: str) -> tuple[pygame.Rect, pygame.Rect]:
    """The felt, the title and its subtitle (renders cached by ``felt`` and ``text``, so
    cheap 30 times a second); returns the title's box and where the words went."""
    felt.draw(surface, with_line=False)
    w, h = surface.get_size()
    s = style.scale_for((w, h))
    cx = w // 2
    title_box = pygame.Rect(0, round(h * 0.05), w, round(96 * s))
    title_box.centerx = cx
    fitted = text.fit_size(title, int(w * 0.8), title_box.height, text.DISPLAY, round(84 * s))
    text.draw(surface, title, (cx + round(3 * s), title_box.centery + round(3 * s)), fitted,
              (8, 40, 26), text.DISPLAY, "center")
    words = text.draw(surface, title, title_box.center, fitted, style.GOLD, text.DISPLAY,
                      "center")
    under = text.draw(surface, subtitle, (cx, title_box.bottom + round(8 * s)),
                      max(10, round(22 * s)), style.TEXT_DIM, False, "midtop")
    return title_box, words.union(under)


class PauseScene(ButtonScene):
    """Esc on the table: resume, settings, help, quit to the title."""

    is_overlay = True

    def __init__(self, app: object, help_scene: str = SceneName.HELP,
                 help_options: Mapping[str, object] | None = None) -> None:
        """``help_scene``: the rules HELP opens (the hold'em table has its own), built with
        ``help_options`` (what holds at this table)."""
        super().__init__(app)  # type: ignore[arg-type]
        self.help_scene = help_scene
        self.help_options = dict(help_options or {})

    def enter(self) -> None:
        app = self.app
        self.buttons = [
            Button("pause.resume", app.pop, (pygame.K_ESCAPE,), "esc", "primary",
                   name="resume"),
            Button("pause.settings", lambda: app.go(SceneName.SETTINGS), shortcut="settings",
                   name="settings"),
            Button("pause.help", lambda: app.go(self.help_scene, **self.help_options),
                   (pygame.K_F1,), shortcut="help", name="help"),
            Button("pause.quit_to_title", self.quit_to_title, kind="danger",
                   shortcut="quit_to_title", name="quit_to_title"),
        ]

    def quit_to_title(self) -> None:
        self.app.reset_to(self.app.build(SceneName.TITLE))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = style.scale_for((w, h))
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill(style.OVERLAY)
        surface.blit(veil, (0, 0))
        panel = pygame.Rect(0, 0, round(380 * s), round(390 * s))
        panel.center = (w // 2, h // 2)
        draw_shadow(surface, panel, round(14 * s), round(6 * s))
        draw_panel(surface, panel, round(14 * s), (*style.PANEL, 245), style.GOLD_DARK)
        text.draw(surface, t("pause.title"), (panel.centerx, panel.top + round(22 * s)),
                  round(38 * s), style.GOLD, text.DISPLAY, "midtop")
        column = panel.inflate(-round(60 * s), 0)
        column.top = panel.top + round(90 * s)
        column.height = panel.bottom - round(24 * s) - column.top
        layout_column(self.buttons, column, round(52 * s), round(12 * s))
        for button in self.buttons:
            button.draw(surface)
