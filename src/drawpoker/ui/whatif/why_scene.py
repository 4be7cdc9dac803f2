"""Why she did that: each of her decisions in a finished deal, with the reason her own strategy
gives for it (every answer it has in that spot and its chance, the hand class it played, the
reads of the player that bent her odds), in words. Her hand is named only when she showed it at
the showdown; a deal she won by a drop keeps her cards and her reasons hers.

Opened from the deal log and from the past matches, on a history that verifies (else the
verifier's words); the work (:func:`drawpoker.teach.whatif.reasons`) runs off the frame loop.
It writes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from drawpoker.i18n import t
from drawpoker.teach import whatif
from drawpoker.teach.outcome import Reason
from drawpoker.ui import style
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.whatif import words
from drawpoker.ui.whatif.frame import draw_frame, draw_rows
from drawpoker.ui.whatif.work import Job
from drawpoker.ui.widgets import Button

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host

KINDS = {"head": style.GOLD, "plain": style.TEXT, "dim": style.TEXT_DIM}


class WhyScene(ButtonScene):
    """Her decisions and their reasons, scrolled with ↑ ↓ (or the wheel) a paragraph at a
    time; Esc goes back."""

    def __init__(self, app: Host, path: Path | None, deal: int, level: str | None = None,
                 her_name: str = "", wait: bool = False,
                 work: Callable[[], list[Reason]] | None = None, under_way: bool = False,
                 everyone: bool = False) -> None:
        """``work``: the reasons found by a table that shows her cards (practice), in place
        of a finished deal's from the history at ``path``; ``under_way``: its deal goes on;
        ``everyone``: the reasons are several players' (hold'em), each hand in view."""
        super().__init__(app)
        self.path, self.deal, self.level = path, deal, level
        self.work, self.under_way, self.everyone = work, under_way, everyone
        self.her_name = her_name or t("draw.table.her_name")
        self.wait = wait
        self.reasons: list[Reason] | None = None
        self.problems: list[str] = []
        self.refused = False
        self.first = 0
        self.job: Job | None = None

    def enter(self) -> None:
        path, deal, level = self.path, self.deal, self.level
        work = self.work
        if work is None:
            assert path is not None, "a finished deal's reasons come from its history"

            def work() -> list[Reason]:
                return whatif.reasons(whatif.load(path), deal, level)

        self.job = Job(work, self.wait)
        self.buttons = [Button("whatif.back", self.app.pop, (pygame.K_ESCAPE,), "esc",
                               "primary", name="back")]
        self.update(0.0)

    def update(self, dt: float) -> None:
        job = self.job
        if job is None or not job.done:
            return
        self.job = None
        self.refused = bool(job.refused)
        self.problems = job.refused or ([job.error] if job.error else [])
        self.reasons = job.result if not self.problems else None

    def is_animating(self) -> bool:
        return self.job is not None

    def paragraphs(self) -> list[tuple[str, style.Color]]:
        """Everything the page says, in order (the words tests read)."""
        if self.problems:
            head = "whatif.refused" if self.refused else "whatif.failed"
            return [(t(head), style.BAD), *((p, style.TEXT) for p in self.problems)]
        if self.reasons is None:
            return [(t("why.loading"), style.TEXT)]
        if not self.reasons:
            return [(t("why.none_all") if self.everyone else t("why.none", name=self.her_name),
                     style.TEXT)]
        out: list[tuple[str, style.Color]] = []
        if self.under_way:  # a deal under way, her cards shown (practice)
            key = "why.so_far_all" if self.everyone else "why.so_far"
            out.append((t(key, name=self.her_name), style.TEXT_DIM))
        for reason in self.reasons:
            out += [(text_, KINDS[kind]) for text_, kind
                    in words.reason_paragraphs(reason, self.her_name)]
        return out

    def scroll(self, by: int) -> None:
        self.first = max(0, min(len(self.paragraphs()) - 1, self.first + by))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.press(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll(1 if event.key == pygame.K_DOWN else -1)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll(5 if event.key == pygame.K_PAGEDOWN else -5)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)

    def draw(self, surface: pygame.Surface) -> None:
        title = t("why.title_all", deal=self.deal) if self.everyone \
            else t("why.title", deal=self.deal, name=self.her_name)
        band = "why.band" if self.work is None else "why.band_all" if self.everyone \
            else "why.band_open"  # practice: in view
        area, sc = draw_frame(surface, title, band, self.buttons)
        paragraphs = self.paragraphs()
        hint = t("why.hint") if len(paragraphs) > 1 else ""
        size = sc(19)
        bottom = draw_rows(surface, paragraphs, area.inflate(0, -sc(24)).move(0, -sc(12)),
                           size, self.first)
        if hint and bottom < area.bottom:
            draw_rows(surface, [(hint, style.TEXT_DIM)], pygame.Rect(
                area.left, area.bottom - sc(22), area.width, sc(24)), sc(17))
