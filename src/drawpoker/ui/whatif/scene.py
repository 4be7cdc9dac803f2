"""The what-if page: one of the player's decisions in a finished deal played differently.

Opened from the draw table's and the hold'em table's deal log and from the past matches of the
statistics page, always on a hand history file: the page verifies it first (a forged or damaged
file gets the verifier's words, never a what-if), lists the player's decisions in the deal, lets
him pick one and play it differently, and shows what happened beside what would have happened,
with the coach's value of every choice he had (:mod:`drawpoker.teach.whatif` does the work, off
the frame loop). GO ON (Enter) lets him make his next decision on that line himself, and the
next (the library's ``then``), rather than leave them to the coach. It reads the file and
writes nothing: the match, its save, the bank and the statistics are never touched, and every
frame says so.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from drawpoker.teach import whatif
from drawpoker.teach.outcome import Comparison, Decision
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.whatif import pick_view, result_view
from drawpoker.ui.whatif.words import choice_key, plural
from drawpoker.ui.whatif.work import Job
from drawpoker.ui.widgets import Button

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host

DIGITS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7,
          pygame.K_8, pygame.K_9)


def options_of(decision: Decision) -> list[str]:
    """The other choices the player had, in the library's syntax: a bet or raise at its
    smallest and largest size (the coach values those two), a draw chosen card by card."""
    out: list[str] = []
    for choice in decision.choices:
        kind, _, rest = choice.partition(":")
        if kind == "discard":
            continue
        if ".." in rest:
            low, _, high = rest.partition("..")
            out += [f"{kind}:{amount}" for amount in dict.fromkeys((low, high))]
        else:
            out.append(choice)
    return [choice for choice in out if choice != decision.did]


class WhatIfScene(ButtonScene):
    """Stages: loading (the file verified, the decisions listed), pick, working, result, and
    refused (the verifier's words) or failed (a choice refused, said in one line)."""

    def __init__(self, app: Host, path: Path, deal: int, level: str | None = None,
                 her_name: str = "", decision: int = 1, wait: bool = False,
                 her: object = None) -> None:
        """``path``: the hand history; ``deal``: the deal (hand) number; ``level``: her level
        (the history does not keep it); ``wait``: do each job at once (tests, screenshots);
        ``her``: her own player as the deal began (the match in progress keeps her): her very
        answers instead of her mixed strategy."""
        super().__init__(app)
        self.path, self.deal, self.level = path, deal, level
        self.her_name = her_name
        self.wait = wait
        self.her = her
        self.stage = "loading"
        self.history: whatif.History | None = None
        self.decisions: list[Decision] = []
        self.selected = max(0, decision - 1)
        self.thrown: set[int] = set()
        self.comparison: Comparison | None = None
        self.choice = ""
        #: The changed decision's number and choice, and his own choices after it.
        self.base: tuple[int, str] | None = None
        self.then: list[str] = []
        #: His next decision on the line, while he goes on choosing (None: the deal's own).
        self.going: Decision | None = None
        self.job: Job | None = None
        self.problems: list[str] = []
        self.card_rects: list[pygame.Rect] = []
        self.row_rects: list[pygame.Rect] = []

    # ------------------------------------------------------------------ the work
    def enter(self) -> None:
        path, deal, level = self.path, self.deal, self.level

        def load() -> tuple[whatif.History, list[Decision]]:
            history = whatif.load(path)
            return history, whatif.decisions(history, deal, level)

        self.job = Job(load, self.wait)
        self._buttons()
        self.update(0.0)

    def update(self, dt: float) -> None:
        job = self.job
        if job is None or not job.done:
            return
        self.job = None
        if job.refused:
            self.stage, self.problems = "refused", job.refused
        elif job.error:
            self.stage, self.problems = "failed", [job.error]
        elif self.stage == "loading":
            self.history, self.decisions = job.result
            self.selected = min(self.selected, max(0, len(self.decisions) - 1))
            self.stage = "pick" if self.decisions else "failed"
            if not self.decisions:
                self.problems = []
        else:
            self.comparison = job.result
            self.stage = "result"
        self._buttons()

    def is_animating(self) -> bool:
        return self.job is not None

    @property
    def decision(self) -> Decision | None:
        if self.going is not None:
            return self.going
        return self.decisions[self.selected] if self.decisions else None

    @property
    def card_mode(self) -> bool:
        """The draw of draw poker: the player marks the cards to throw."""
        decision = self.decision
        return decision is not None and decision.phase == "draw"

    def play(self, choice: str) -> None:
        """Replay the deal with the selected decision played as ``choice``."""
        history, decision = self.history, self.decision
        if history is None or decision is None or self.job is not None:
            return
        if self.going is None or self.base is None:
            self.base, self.then = (decision.number, choice), []
        else:
            self.then = [*self.then, choice]
        (number, first), then = self.base, list(self.then)
        deal, level, her = self.deal, self.level, self.her
        self.choice = choice
        self.stage = "working"
        self.job = Job(lambda: whatif.replay(history, deal, number, first, level, then, her),
                       self.wait)
        self._buttons()
        self.update(0.0)

    def play_draw(self) -> None:
        decision = self.decision
        if decision is None:
            return
        thrown = [decision.cards[i] for i in sorted(self.thrown) if i < len(decision.cards)]
        self.play("discard:" + (",".join(thrown) or "none"))

    # ------------------------------------------------------------------ the controls
    def select(self, index: int) -> None:
        if self.stage == "pick" and 0 <= index < len(self.decisions):
            self.selected = index
            self.thrown = set()
            self._buttons()

    def toggle(self, index: int) -> None:
        decision = self.decision
        if self.stage == "pick" and self.card_mode and decision is not None \
                and 0 <= index < len(decision.cards):
            self.thrown ^= {index}
            self._buttons()

    def again(self) -> None:
        """Back from the result to the choices (the deal's own decision)."""
        self.stage, self.comparison = "pick", None
        self.going, self.base, self.then = None, None, []
        self._buttons()

    def go_on(self) -> None:
        """His next decision on the line shown: his to make, not the coach's."""
        comparison = self.comparison
        if self.stage != "result" or comparison is None or comparison.ahead is None:
            return
        self.going, self.stage, self.thrown = comparison.ahead, "pick", set()
        self._buttons()

    def _buttons(self) -> None:
        back = Button("whatif.back", self.app.pop, (pygame.K_ESCAPE,), "esc", name="back")
        buttons: list[Button] = []
        decision = self.decision
        if self.stage == "pick" and decision is not None:
            if self.card_mode:
                count = len(self.thrown)
                buttons.append(Button(plural("whatif.play_draw", count) if count
                                      else "whatif.play_pat",
                                      self.play_draw, (pygame.K_RETURN, pygame.K_KP_ENTER),
                                      "enter", "primary", label_args={"count": count},
                                      name="play"))
            else:
                buttons += [choice_button(choice, n, self.play) for n, choice
                            in enumerate(options_of(decision)[:len(DIGITS)])]
        elif self.stage == "result":
            ahead = self.comparison is not None and self.comparison.ahead is not None
            if ahead:
                buttons.append(Button("whatif.go_on", self.go_on,
                                      (pygame.K_RETURN, pygame.K_KP_ENTER), "enter", "primary",
                                      name="go_on"))
            buttons.append(Button("whatif.again", self.again, (pygame.K_BACKSPACE,),
                                  kind="normal" if ahead else "primary",
                                  shortcut="whatif_again", name="again"))
        self.buttons = [*buttons, back]

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.press(event):
            return
        if self.stage != "pick":
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self.select(self.selected + (1 if event.key == pygame.K_DOWN else -1))
            elif self.card_mode and event.key in DIGITS[:5]:
                self.toggle(DIGITS.index(event.key))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in enumerate(self.card_rects):
                if rect.collidepoint(event.pos):
                    self.toggle(index)
                    return
            for index, rect in enumerate(self.row_rects):
                if rect.collidepoint(event.pos):
                    self.select(index)
                    return

    def draw(self, surface: pygame.Surface) -> None:
        if self.stage == "result" and self.comparison is not None:
            result_view.draw(surface, self, self.comparison)
        else:
            self.card_rects, self.row_rects = pick_view.draw(surface, self)



def choice_button(choice: str, n: int, play: Callable[[str], None]) -> Button:
    """The button that plays ``choice``, with digit ``n + 1`` as its key."""
    key, args = choice_key(choice)
    return Button(key, lambda: play(choice), (DIGITS[n],), str(n + 1), label_args=args,
                  name=f"choice:{choice}")
