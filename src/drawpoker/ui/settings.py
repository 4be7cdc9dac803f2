"""The settings scene: it edits the app's one :class:`~drawpoker.settings.Settings` value.

Each row is a view of one field of that value; a change replaces the value on the app
(``app.settings = ...``) and stores it. Every change is saved at once (atomically) and
applied at once where that makes sense: language, card colours and back, animations, text
size, sound, theme and full screen. Changes to the rules (deck, match length, rule options,
starting money) and to the opponent take effect from the next match, and the scene says so; a
match in progress keeps the rules it started with.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from drawpoker import games, i18n
from drawpoker import settings as stored
from drawpoker.i18n import t
from drawpoker.settings import Settings, SettingsError, SettingsProblem
from drawpoker.themes import DEFAULT_THEME_ID, Theme, ThemeError, discover_themes
from drawpoker.ui import felt, game_options, style, text
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.card_preview import draw_preview, roomiest
from drawpoker.ui.notice_panel import draw_notices
from drawpoker.ui.scene import SceneName
from drawpoker.ui.setting_rows import ChoiceRow, on_off
from drawpoker.ui.tell import tell as tell_in_box
from drawpoker.ui.widgets import Button, draw_page

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host

log = logging.getLogger(__name__)

#: Room either side of the BACK button's label, so a long one ("RETOUR") does not touch its
#: keycap ("Échap") or the button's edge (at the design size; scaled).
BACK_BREATHING = 28


def problem_text(problem: SettingsProblem) -> str:
    """A settings-file problem in the player's language."""
    return t(problem.key, **problem.args)


# --------------------------------------------------------------------------- the scene

_ROW_KEYS_PREV = (pygame.K_UP,)
_ROW_KEYS_NEXT = (pygame.K_DOWN, pygame.K_TAB)


class SettingsScene(ButtonScene):
    """Every setting, in two groups: the match (rules, opponent) and look and sound."""

    def __init__(self, app: Host, path: Path | None = None,
                 notices: Sequence[str] = ()) -> None:
        super().__init__(app)
        self.path = path
        #: Messages shown at the top (a settings file that had to be repaired, a failed save).
        self.notices: list[str] = list(notices)
        self.focus = 0
        self.themes: list[Theme] = []
        self.languages: list[str] = []
        self.rows: list[ChoiceRow] = []
        self.match_rows: list[ChoiceRow] = []
        self.look_rows: list[ChoiceRow] = []
        self.note_box = pygame.Rect(0, 0, 0, 0)
        #: Where the card preview was drawn (empty when there was no room for it).
        self.preview_box = pygame.Rect(0, 0, 0, 0)

    # ------------------------------------------------------------------ building
    def enter(self) -> None:
        self.languages = i18n.available_languages()
        refused: list[ThemeError] = []
        try:
            self.themes = discover_themes(problems=refused)
        except OSError as exc:  # pragma: no cover - unreadable theme folders
            log.warning("cannot list the themes: %s", exc)
            self.themes = []
        # The catalog logged each full reason; several refused themes make one short line.
        if len(refused) == 1:  # the player's own theme: say why it is not offered
            message = t("settings.problem.theme_skipped", theme=refused[0].theme,
                        reason=refused[0].problem)
        elif refused:
            message = self.app.translator.plural(
                "settings.problem.themes_skipped", len(refused),
                names=", ".join(problem.theme for problem in refused))
        if refused and message not in self.notices:
            self.notices.append(message)
        self.buttons = [Button("settings.back", self.close,
                               (pygame.K_ESCAPE, pygame.K_BACKSPACE), "esc", "primary",
                               name="back"),
                        Button("settings.speech", lambda: self.app.go(
                            SceneName.SPEECH_SETTINGS, path=self.path), shortcut="speech",
                               name="speech"),
                        # The keys page: every action's key, moved by pressing the new one.
                        Button("settings.keys", lambda: self.app.go(
                            SceneName.KEYS, path=self.path), shortcut="keys", name="keys")]
        # Each game's group of rows (draw's next-match rules), from its registry entry, then a
        # row per option a game declares as data (a game from outside: kept under its key).
        self.match_rows = [row for each in games.games() if each.settings_rows
                           for row in games.resolve(each.settings_rows)(self)]
        self.match_rows += game_options.rows(self)
        row = self.choice_row
        self.look_rows = [
            row("language", "settings.language", i18n.language_name,
                values=lambda: self.languages),
            row("theme", "settings.theme", self._theme_name,
                values=lambda: [th.id for th in self.themes] or [DEFAULT_THEME_ID]),
            row("card_style", "settings.card_style", lambda v: t(f"settings.value.{v}")),
            row("card_back", "settings.card_back", lambda v: t(f"settings.value.{v}")),
            row("animation_speed", "settings.animation_speed",
                lambda v: t(f"settings.speed.{v}")),
            row("text_size", "settings.text_size",
                lambda v: t(f"settings.text_sizes.{v}")),
            row("volume", "settings.volume",
                lambda v: t("settings.value.volume", percent=v), gauge=True),
            row("music_volume", "settings.music_volume", _music_shown, gauge=True,
                enabled=self.app.sounds.available, machine=True,
                disabled_text=lambda: t("settings.value.no_audio")),
            # Shown as "Sound: On/Off", the opposite of the stored "muted"; without an audio
            # device it says so rather than "On" over a silent game.
            row("muted", "settings.muted", lambda v: on_off(not v),
                values=lambda: (True, False), enabled=self.app.sounds.available,
                disabled_text=lambda: t("settings.value.no_audio"), machine=True),
            row("fullscreen", "settings.fullscreen", on_off),
            row("reduced_motion", "settings.reduced_motion", on_off),
            row("high_contrast", "settings.high_contrast", on_off),
        ]
        self.rows = self.match_rows + self.look_rows
        tell_in_box(self.app, self.notices)  # once: the rows may leave the panel no room

    @property
    def settings(self) -> Settings:
        """What the rows show: the app's settings (F11 may change them under this scene)."""
        return self.app.settings

    def close(self) -> None:
        self.app.pop()

    def choice_row(self, name: str, label_key: str, shown: Callable[[Any], str], *,
             values: Callable[[], Sequence[Any]] | None = None,
             enabled: Callable[[], bool] = lambda: True,
             disabled_text: Callable[[], str] = lambda: "",
             gauge: bool = False, machine: bool = False) -> ChoiceRow:
        return ChoiceRow(
            name=name,
            label=lambda: t(label_key),
            values=values or (lambda: stored.choices(name)),
            current=lambda: getattr(self.settings, name),
            shown=shown,
            choose=lambda value: self.change(name, value),
            enabled=enabled,
            disabled_text=disabled_text,
            gauge=gauge,
            disabled_by_machine=machine,
        )

    def _theme_name(self, theme_id: str) -> str:
        for theme in self.themes:
            if theme.id == theme_id:
                return theme.name(self.app.translator.code)
        return theme_id

    def row(self, name: str) -> ChoiceRow:
        """The row of setting ``name`` (tests click it by name)."""
        for row in self.rows:
            if row.name == name:
                return row
        raise KeyError(name)

    # ------------------------------------------------------------------ changing
    def change(self, name: str, value: Any) -> None:
        """Set one setting: apply it to the game at once, then store it."""
        try:
            new = self.settings.replace(**{name: value})
            if name == "draw_match_length":  # the quick preset brings its own money
                money = stored.DEFAULTS.draw_starting_money if value == "classic" \
                    else new.preset().starting_money
                new = new.replace(draw_starting_money=money)
        except SettingsError as exc:  # pragma: no cover - rows only offer valid values
            log.warning("refused setting: %s", exc)
            return
        self.store(new)

    def store(self, new: Settings) -> None:
        """Follow ``new`` at once and keep it in the file (a notice when it cannot be)."""
        self.apply(new)
        try:
            stored.save(new, self.path)
        except OSError as exc:
            log.warning("cannot save the settings: %s", exc)
            message = t("settings.problem.not_saved", reason=exc.strerror or str(exc))
            if message not in self.notices:
                self.notices.append(message)

    def apply(self, new: Settings) -> None:
        """Make the game follow ``new`` now (rules only reach the next match)."""
        self.app.settings = new

    def notes(self) -> list[tuple[str, str]]:
        """The games' notes under their rows (text and tone)."""
        return [note for each in games.games() if each.settings_notes
                for note in games.resolve(each.settings_notes)(self)]

    def missing_texts(self) -> int:
        """How many texts the chosen language lacks (they show in English)."""
        return self.app.translator.missing_count()

    # ------------------------------------------------------------------ input
    def focus_row(self, index: int) -> None:
        """The keyboard focus came to row ``index`` (``focus_targets``): ← and → now step it."""
        self.focus = index

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.press(event):
            return
        for index, row in enumerate(self.rows):
            if row.handle_event(event):
                if event.type == pygame.MOUSEBUTTONDOWN:
                    self.focus = index
                return
        if event.type == pygame.KEYDOWN:
            shift = bool(event.mod & pygame.KMOD_SHIFT)
            if event.key in _ROW_KEYS_PREV or (event.key == pygame.K_TAB and shift):
                self.focus = (self.focus - 1) % len(self.rows)
            elif event.key in _ROW_KEYS_NEXT:
                self.focus = (self.focus + 1) % len(self.rows)
            elif event.key == pygame.K_LEFT:
                self.rows[self.focus].step(-1)
            elif event.key == pygame.K_RIGHT:
                self.rows[self.focus].step(+1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.rows[self.focus].step(+1, wrap=True)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        felt.draw(surface, with_line=False)
        w, h = surface.get_size()
        s = style.scale_for((w, h))

        sc = style.sizer(s)

        inner, title_bottom = draw_page(surface, t("settings.title"), 1180)
        top = title_bottom + sc(8)
        bottom_h = sc(50)
        # The notices get what the rows leave: the rows never shrink for them.
        rows_need = sc(36) + len(self.look_rows) * (sc(44) + sc(4))
        room = inner.bottom - bottom_h - sc(10) - top - rows_need - sc(8)
        panel = draw_notices(surface, self.notices,
                             pygame.Rect(inner.left, top, inner.width, room), s)
        if panel.height:
            top = panel.bottom + sc(8)
        body = pygame.Rect(inner.left, top, inner.width, inner.bottom - bottom_h - sc(10) - top)
        gap = sc(40)
        col_w = (body.width - gap) // 2
        left = pygame.Rect(body.left, body.top, col_w, body.height)
        right = pygame.Rect(left.right + gap, body.top, col_w, body.height)
        row_h, left_h = _row_heights(body.height, len(self.match_rows), len(self.look_rows), sc)
        self._draw_group(surface, "settings.group.match", self.match_rows, left, left_h, s)
        rows_bottom = left.top + sc(36) + len(self.match_rows) * (left_h + sc(4))
        # Each note on up to two lines: a long translation wraps rather than shrinks.
        self.note_box = pygame.Rect(left.left + sc(8), rows_bottom + sc(4), left.width - sc(16), 0)
        tones = {"plain": style.TEXT, "quiet": style.TEXT_DIM, "attention": style.GOLD}
        for note, tone in self.notes():
            self.note_box = self._draw_note(surface, note, tones.get(tone, style.TEXT),
                                            self.note_box.left, self.note_box.bottom + sc(2),
                                            self.note_box.width, sc(16))
        self._draw_group(surface, "settings.group.look", self.look_rows, right, row_h, s)
        missing = self.missing_texts()
        free_top = self.look_rows[-1].rect.bottom if self.look_rows else right.top
        if missing and self.look_rows:
            box = pygame.Rect(right.left + sc(8), free_top + sc(8), right.width - sc(16),
                              sc(26))
            text.draw_fitted(surface, self.app.translator.plural(
                "settings.translation_incomplete", missing), box, style.TEXT_DIM, False,
                sc(16), anchor="midleft")
            free_top = box.bottom
        # The card preview under the notes, or under the look rows when long notes (French,
        # Portuguese at the large size) leave more room there: wherever its cards are larger.
        under_notes = pygame.Rect(left.left, self.note_box.bottom + sc(14), left.width,
                                  left.bottom - self.note_box.bottom - sc(14))
        under_rows = pygame.Rect(right.left, free_top + sc(14), right.width,
                                 right.bottom - free_top - sc(14))
        self.preview_box = draw_preview(surface, roomiest((under_notes, under_rows), s), s,
                                        self.app.settings.four_colour,
                                        self.app.settings.card_back)
        _draw_bar(surface, self.buttons,
                  pygame.Rect(inner.left, inner.bottom - bottom_h, inner.width, bottom_h))
        focused = self.rows[self.focus] if self.rows else None
        for row in self.rows:
            row.draw(surface, row is focused)

    @staticmethod
    def _draw_note(surface: pygame.Surface, note: str, color: style.Color, x: int, y: int,
                   width: int, size: int) -> pygame.Rect:
        """A note of at most two lines at ``(x, y)``; returns the box it took."""
        room = 2 * text.line_height(size)
        size, lines = text.fit_wrapped(note, width, room, False, size)
        box = pygame.Rect(x, y, width, len(lines) * text.line_height(size))
        text.draw_lines(surface, lines, box, size, color)
        return box

    def _draw_group(self, surface: pygame.Surface, title_key: str, rows: list[ChoiceRow],
                    area: pygame.Rect, row_h: int, s: float) -> None:
        head = pygame.Rect(area.left + round(8 * s), area.top, area.width, round(32 * s))
        text.draw_fitted(surface, t(title_key), head, style.PANEL_TITLE, True,
                         round(22 * s), anchor="midleft")
        pygame.draw.line(surface, style.PANEL_EDGE, (area.left, head.bottom),
                         (area.right, head.bottom), max(1, round(s)))
        y = head.bottom + round(4 * s)
        # Labels and values share the row as their longest texts need (40 % to 58 % for the
        # labels): a long translation takes room from a short one.
        size = row_h * 46 // 100
        label = max((text.measure(row.label(), size * 4 // 5)[0] for row in rows), default=0)
        label += row_h // 2 + 4
        value = max((text.measure(shown, size * 4 // 5, True)[0] for row in rows
                     for shown in _all_shown(row)), default=0)
        value += 2 * row_h + row_h // 2
        if label + value <= area.width:
            share = label / (label + value)
        else:  # the values first: a label can take a second line, a value cannot
            share = 1 - value / max(1, area.width)
        share = min(0.58, max(0.32, share))
        for row in rows:
            row.layout(pygame.Rect(area.left, y, area.width, row_h), share)
            y += row_h + round(4 * s)


def _draw_bar(surface: pygame.Surface, buttons: list[Button], bar: pygame.Rect) -> None:
    """BACK at the right, the speech and keys pages' buttons before it, the keys' hint in what
    is left."""
    sc = style.sizer(style.scale_for(surface.get_size()))
    right = bar.right
    for button in buttons:
        width = max(sc(190), button.width_for(bar.height) + sc(BACK_BREATHING))
        button.rect = pygame.Rect(right - width, bar.top, width, bar.height)
        right = button.rect.left - sc(16)
        button.draw(surface)
    hint = t("settings.hint")
    room = pygame.Rect(bar.left, bar.top, right - bar.left - sc(14), bar.height)
    if text.fits(hint, text.fit_size(hint, room.width, room.height, False, sc(16)),
                 room.width, room.height):
        text.draw_fitted(surface, hint, room, style.TEXT_DIM, False, sc(16), anchor="midleft")
        return
    # German at the large text size beside three buttons: the hint on two lines.
    size, lines = text.fit_wrapped(hint, room.width, room.height, False, sc(16))
    block = room.copy()
    block.height = len(lines) * text.line_height(size)
    block.centery = room.centery
    text.draw_lines(surface, lines, block, size, style.TEXT_DIM)


def _all_shown(row: ChoiceRow) -> list[str]:
    """Every text a row's value can show (a language list counts only its current one)."""
    if row.name == "language":
        return [row.value_text()]
    shown = [row.shown(value) for value in row.values()]
    # A row another setting disables keeps room for its note, so the columns never jump; one
    # the machine disables (no audio device) stays so all along, and needs it only then.
    if not row.disabled_by_machine or not row.enabled():
        shown.append(row.disabled_text())
    return shown


def _row_heights(height: int, match: int, look: int,
                 sc: Callable[[float], int]) -> tuple[int, int]:
    """The height of a look row and of a match row in a body ``height`` high: the look
    column's rows share it; the match column has fewer rows, which keep their height (up to
    the same most) with room below for its two notes."""
    look_h = min(sc(44), (height - sc(36)) // max(1, look) - sc(4))
    match_h = min(sc(44), (height - sc(36) - sc(76)) // max(1, match) - sc(4))
    return look_h, max(look_h, match_h)


def _music_shown(percent: int) -> str:
    """The music's own volume, beside the effects': 0 (the default) is "Off"."""
    return t("settings.value.volume", percent=percent) if percent else on_off(False)
