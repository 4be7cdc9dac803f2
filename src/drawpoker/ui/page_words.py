"""What each page says aloud when it opens, and what its controls say when the focus comes to
them (issue 36): for a player who hears the game instead of seeing it.

A page's words are found by its class name, like its controls (``focus_targets``), so no
scene module is imported here: the shared pages are described below from what every scene
keeps under the same names; a game's own pages register theirs from their module
(:func:`register`), where their words live.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from drawpoker import games
from drawpoker.i18n import t
from drawpoker.ui.widgets import Button, key_name


@dataclass(frozen=True)
class PageWords:
    """How one kind of page is said.

    ``title``: its name, said as it opens (and when it is back on top); ``body``: what a dialog
    asks or tells, said with the name as it opens; ``choice``: what the page itself has chosen
    (the opponent, the tour's page), said again whenever it changes; ``sections``: a text
    page's parts, read one at a time with ↓ and ↑; ``back``: what a table says when it is back
    on top (its turn again); ``table``: a game's table, whose own voice says the game.
    """

    title: Callable[[Any], str]
    body: Callable[[Any], str] | None = None
    choice: Callable[[Any], str] | None = None
    sections: Callable[[Any], list[str]] | None = None
    back: Callable[[Any], str] | None = None
    table: bool = False


def _joined(*parts: str) -> str:
    """Sentences joined, empty ones left out, each ended."""
    ended = [part if part.rstrip()[-1:] in ".!?:…" else part + "." for part in parts
             if part and part.strip()]
    return " ".join(ended)


def spoken_label(label: str) -> str:
    """A button's label as it is said: "NEW MATCH" reads "New match" (some speech engines
    spell out a word in capitals)."""
    return label[:1] + label[1:].lower() if label.isupper() else label


def button_words(button: Button) -> str:
    """A button as its focus says it: label, what it costs or does, its key."""
    label = spoken_label(button.label)
    sub = button.sublabel
    if sub:
        label = f"{label}, {sub}"
    cap = button.cap_label
    if cap:
        return t("aloud.ui.button_key", label=label, letter=cap)
    return t("aloud.ui.button", label=label)


def _rules_sections(scene: Any) -> list[str]:
    """A rules page (hold'em, Canfield): each section with its heading, then the keys."""
    page = scene.PAGE
    found = [_joined(t(f"{page.prefix}.section.{name}"), scene.section_text(name))
             for name in page.sections]
    keys = "; ".join(
        f"{', '.join(key_name(cap) for cap in caps)}: {t(f'{page.prefix}.keys.{what}')}"
        for caps, what in page.keys)
    found.append(_joined(t(f"{page.prefix}.section.keys"), t(f"{page.prefix}.text.mouse"),
                         keys))
    return found


def _title_body(scene: Any) -> str:
    """The title's messages, then what each game's extras say (draw: its trophies)."""
    extras = [games.resolve(each.title_words)(scene) for each in games.games()
              if each.title_words is not None]
    return " ".join([*getattr(scene.app, "notices", []), *(_joined(e) for e in extras if e)])


#: Every page's words by its class name (games add theirs with :func:`register`).
WORDS: dict[str, PageWords] = {
    "TitleScene": PageWords(lambda s: t("app.title"), body=_title_body),
    "PauseScene": PageWords(lambda s: t("pause.title")),
    "ConfirmScene": PageWords(lambda s: "", body=lambda s: s.question),
    "MessageScene": PageWords(lambda s: t(s.title_key), body=lambda s: s.message),
    "BankQuestionScene": PageWords(lambda s: t("bank.pawnshop"), body=lambda s: s.question()),
    "TopUpScene": PageWords(lambda s: t("bank.top_up_title"), body=lambda s: s.question()),
    "TourScene": PageWords(lambda s: "", choice=lambda s: _joined(s.title, s.text)),
    "SettingsScene": PageWords(lambda s: t("settings.title")),
    "SpeechSettingsScene": PageWords(lambda s: t("aloud.settings.title")),
    "HoldemSetupScene": PageWords(lambda s: t("holdem.setup.title")),
    "HoldemHelpScene": PageWords(lambda s: t(s.PAGE.title_key), sections=_rules_sections),
    "CanfieldHelpScene": PageWords(lambda s: t(s.PAGE.title_key), sections=_rules_sections),
}


def register(class_name: str, words: PageWords) -> None:
    """A game's page, described by its own module (imported before the page is built)."""
    WORDS[class_name] = words


#: The statistics page's right-hand pages a game draws (hold'em's record, draw's duplicates),
#: by the page's name: each read a piece at a time, worded by the game's own module.
STATS_PAGES: dict[str, Callable[[Any], list[str]]] = {}


def register_stats_page(page: str, sections: Callable[[Any], list[str]]) -> None:
    """A game's page of the statistics screen, read by ``sections(stats_scene)``."""
    STATS_PAGES[page] = sections


def words_for(scene: object) -> PageWords | None:
    return WORDS.get(type(scene).__name__)


def opening(scene: object, again: bool = False) -> str:
    """What a page says as it opens (``again``: back on top after a page over it closed)."""
    words = words_for(scene)
    if words is None:
        return ""
    if again:
        return words.back(scene) if words.back is not None else _joined(words.title(scene))
    parts = [words.title(scene)]
    if words.body is not None:
        parts.append(words.body(scene))
    if words.choice is not None:
        parts.append(words.choice(scene))
    if words.sections is not None:
        parts.append(t("aloud.ui.sections", count=len(words.sections(scene))))
    return _joined(*parts)


#: The keys that read a page's next piece, and the one before.
NEXT_KEYS = (pygame.K_DOWN, pygame.K_PAGEDOWN)
PREVIOUS_KEYS = (pygame.K_UP, pygame.K_PAGEUP)


class PieceReader:
    """↓ and ↑ through the pieces of an end shown on a table (hold'em's end of the game,
    Canfield's result card), as the pages read theirs: from the top again when the end
    changes."""

    def __init__(self) -> None:
        self.at = -1
        self._of: object = None

    def step(self, event: pygame.event.Event, pieces: list[str], of: object) -> str | None:
        """The piece ``event`` (↓ or ↑) comes to, None when it is no reading key; ``of``
        names the end being read (a new one starts from its top)."""
        if event.type != pygame.KEYDOWN or event.key not in (*NEXT_KEYS, *PREVIOUS_KEYS):
            return None
        if of != self._of:
            self._of, self.at = of, -1
        if not pieces:
            return None
        self.at = max(0, min(len(pieces) - 1, self.at + (1 if event.key in NEXT_KEYS else -1)))
        return pieces[self.at]
