"""Past matches, from the statistics page: the player's hand histories (draw matches and hold'em
games, newest first), then the finished deals of the one chosen, each of which opens the what-if
(Enter) or her reasons (Y). The chosen history is verified before its deals are listed: a
forged or damaged file gets the verifier's words. Nothing here writes a file."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from drawpoker import paths
from drawpoker.i18n import t
from drawpoker.teach import whatif
from drawpoker.ui import style, text
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.scene import SceneName
from drawpoker.ui.whatif import words
from drawpoker.ui.whatif.frame import draw_frame, draw_rows
from drawpoker.ui.whatif.work import Job
from drawpoker.ui.widgets import Button, draw_panel

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host

#: The most histories listed (the newest).
MOST = 60


def histories(folder: Path) -> list[Path]:
    """The poker histories in ``folder``, newest first (their names start with the date)."""
    try:
        found = [p for p in folder.iterdir() if p.suffix == ".jsonl"
                 and p.name.startswith(("match-", "holdem-")) and p.is_file()]
    except OSError:
        return []
    return sorted(found, key=lambda p: p.name.split("-", 1)[1], reverse=True)[:MOST]


def history_words(path: Path) -> str:
    """``Draw poker · 2026-12-07 13:21``, from the file's name."""
    game = "whatif.past.draw" if path.name.startswith("match-") else "whatif.past.holdem"
    stamp = path.stem.split("-", 1)[1]
    day, _, time = stamp.partition("-")
    when = f"{day[:4]}-{day[4:6]}-{day[6:8]} {time[:2]}:{time[2:4]}" if len(day) == 8 \
        and len(time) >= 4 else stamp
    return t("whatif.past.history", game=t(game), when=when)


def deal_words(lines: list[dict[str, object]], game: str, her_name: str) -> str:
    """``Deal 3 · you won a pot of $45``: who took the pot, from the deal's lines."""
    first = lines[0]
    number = first.get("deal_number", first.get("hand_number", "?"))
    winners: list[str] = []
    pot = 0
    for line in lines:
        if line.get("type") == "PotWon" and isinstance(line.get("amount"), int):
            seat, pot = line.get("seat"), pot + int(line["amount"])  # type: ignore[call-overload]
            winners.append(t("whatif.you") if seat == 0 else her_name)
        elif line.get("type") == "PotAwarded" and isinstance(line.get("amount"), int):
            pot += int(line["amount"])  # type: ignore[call-overload]
            seats = line.get("winners")
            winners += [t("whatif.you") if s == 0 else t("whatif.past.seat", seat=s)
                        for s in (seats if isinstance(seats, list) else [])]
    who = ", ".join(dict.fromkeys(winners)) or "?"
    return t("whatif.past.deal", number=number, who=who, pot=words.money(pot))


class PastDealsScene(ButtonScene):
    """Two lists, each moved through with ↑ ↓ or a click: the histories, then one's deals."""

    def __init__(self, app: Host, folder: Path | None = None, wait: bool = False) -> None:
        super().__init__(app)
        base = app.records.folder if app.records is not None else paths.user_data_dir()
        self.folder = folder if folder is not None else base / "history"
        self.wait = wait
        self.files = histories(self.folder)
        self.history: whatif.History | None = None
        self.problems: list[str] = []
        self.selected = 0
        self.job: Job | None = None
        self.row_rects: list[pygame.Rect] = []

    def enter(self) -> None:
        self._buttons()

    @property
    def rows(self) -> list[str]:
        if self.history is not None:
            her = t("draw.table.her_name")
            return [deal_words(deal, self.history.game, her) for deal in self.history.deals
                    if any(line.get("type") == "DeckRevealed" for line in deal)]
        return [history_words(path) for path in self.files]

    def _buttons(self) -> None:
        out = [Button("whatif.back", self.back, (pygame.K_ESCAPE,), "esc", name="back")]
        if self.history is not None and self.rows:
            out = [Button("whatif.past.open", self.open_what_if, (pygame.K_RETURN,), "enter",
                          "primary", name="whatif"),
                   Button("whatif.past.why", self.open_why, shortcut="past_why", name="why"),
                   *out]
        elif self.history is None and self.files and self.job is None:
            out.insert(0, Button("whatif.past.choose", self.choose, (pygame.K_RETURN,),
                                 "enter", "primary", name="choose"))
        self.buttons = out

    def back(self) -> None:
        if self.history is not None or self.problems:
            self.history, self.problems, self.selected = None, [], 0
            self._buttons()
        else:
            self.app.pop()

    def choose(self) -> None:
        """Verify and read the selected history (its deals listed once it passes)."""
        if not self.files or self.job is not None:
            return
        path = self.files[self.selected]
        self.job = Job(lambda: whatif.load(path), self.wait)
        self._buttons()
        self.update(0.0)

    def update(self, dt: float) -> None:
        job = self.job
        if job is None or not job.done:
            return
        self.job = None
        self.problems = job.refused or ([job.error] if job.error else [])
        if not self.problems:
            self.history, self.selected = job.result, 0
        self._buttons()

    def is_animating(self) -> bool:
        return self.job is not None

    def _deal_number(self) -> int | None:
        if self.history is None:
            return None
        finished = [deal for deal in self.history.deals
                    if any(line.get("type") == "DeckRevealed" for line in deal)]
        if not finished:
            return None
        first = finished[min(self.selected, len(finished) - 1)][0]
        number = first.get("deal_number", first.get("hand_number"))
        return number if isinstance(number, int) else None

    def open_what_if(self) -> None:
        number = self._deal_number()
        if number is not None and self.history is not None:
            self.app.go(SceneName.WHAT_IF, path=self.history.path, deal=number)

    def open_why(self) -> None:
        number = self._deal_number()
        if number is not None and self.history is not None:
            self.app.go(SceneName.WHY, path=self.history.path, deal=number)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.press(event):
            return
        count = len(self.rows) if not self.problems else 0
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) and count:
            step = 1 if event.key == pygame.K_DOWN else -1
            self.selected = max(0, min(count - 1, self.selected + step))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in enumerate(self.row_rects):
                if rect.collidepoint(event.pos):
                    self.selected = index
                    (self.open_what_if if self.history is not None else self.choose)()
                    return

    def draw(self, surface: pygame.Surface) -> None:
        area, sc = draw_frame(surface, t("whatif.past.title"), "whatif.band", self.buttons)
        self.row_rects = []
        if self.job is not None:
            text.draw_fitted(surface, t("whatif.loading"), area, style.TEXT, True, sc(26))
            return
        if self.problems:
            draw_rows(surface, [(t("whatif.refused"), style.BAD),
                                *((p, style.TEXT) for p in self.problems)], area, sc(19))
            return
        rows = self.rows
        if not rows:
            text.draw_fitted(surface, t("whatif.past.empty"), area, style.TEXT, False, sc(22))
            return
        size = sc(19)
        step = text.line_height(size) + sc(10)
        shown = max(1, area.height // (step + sc(4)))
        first = max(0, min(self.selected - shown // 2, len(rows) - shown))
        for n, words_ in enumerate(rows[first:first + shown]):
            index = first + n
            rect = pygame.Rect(area.left, area.top + n * (step + sc(4)), area.width, step)
            chosen = index == self.selected
            draw_panel(surface, rect, sc(8), (*style.PANEL, 255 if chosen else 120),
                       style.GOLD if chosen else style.PANEL_EDGE)
            text.draw_fitted(surface, words_, rect.inflate(-sc(16), 0),
                             style.TEXT if chosen else style.TEXT_DIM, chosen, size, "midleft")
            self.row_rects += [pygame.Rect(0, 0, 0, 0)] * (index - len(self.row_rects))
            self.row_rects.append(rect)
