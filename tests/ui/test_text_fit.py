"""Every button and label of every scene, in every language, fits its box with the real font.

Each scene is drawn in each situation that shows different texts (scene_matrix), at the
window sizes the game promises to look right at, with the texts recorded as drawn
(text_recorder). A fitted text fails when it overflows its box or had to shrink below
``MIN_SHRINK`` of its size; a paragraph line fails when it is wider than its column; any
text fails when it leaves the surface it is drawn on, overlaps another text of the same
scene, or sits on one line with another with less than a space between them (two texts that
read as one). The statistics are also drawn with the language's widest hand name as best
hand, where a label and its value once ran into each other. Languages are the files in
``lang/`` (so a new translation is checked as soon as it is dropped in) plus a generated
pseudo-language with accents and 15 % longer texts, which shows whether layouts leave room
beyond English.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from scene_matrix import SCENES, build
from text_recorder import recording

from drawpoker import i18n, paths
from drawpoker.i18n import Translator, available_languages

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from pseudo_lang import CODE as PSEUDO
from pseudo_lang import write_pseudo_language

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]
LANGUAGES = [*available_languages(), PSEUDO]
#: The large text size is checked where it is hardest, and cheaply (the suite is slow
#: already): at the smallest window, in the longest language only.
CASES = [*((language, size, "normal") for language in LANGUAGES for size in SIZES),
         ("de", (1024, 600), "large")]


def _case_id(value: object) -> str:
    return f"{value[0]}x{value[1]}" if isinstance(value, tuple) else str(value)


@pytest.fixture
def language(request: pytest.FixtureRequest, tmp_path: Path,
             monkeypatch: pytest.MonkeyPatch) -> str:
    """Switch the game to the language under test (the pseudo one from a private folder)."""
    code: str = request.param
    if code == PSEUDO:
        folder = write_pseudo_language(tmp_path / "lang", growth=0.15)
        monkeypatch.setattr(paths, "lang_dir", lambda: folder)
        monkeypatch.setattr(i18n, "_current", Translator("en", folder))
    else:
        monkeypatch.setattr(i18n, "_current", Translator("en"))
    return code


@pytest.mark.parametrize(("language", "size", "text_size"), CASES, indirect=["language"],
                         ids=_case_id)
def test_every_text_fits(language: str, size: tuple[int, int], text_size: str,
                         monkeypatch: pytest.MonkeyPatch) -> None:
    problems: list[str] = []
    seen = 0
    for name in SCENES:
        with recording(monkeypatch) as recorder:
            app = build(name, size, language, text_size)
            assert app.settings.text_size == text_size
            recorder.clear()
            recorder.draw_app(app)
        seen += len(recorder.drawn)
        problems += [f"{name}: {problem}" for problem in dict.fromkeys(recorder.problems())]
    assert seen > 200, "the recorder saw almost no text: is the scene drawing through ui.text?"
    assert not problems, f"{len(problems)} text(s) do not fit:\n" + "\n".join(problems)


def test_the_recorder_catches_a_text_that_does_not_fit(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check itself: a label far too long for its button is reported."""
    import pygame

    from drawpoker.ui import text
    pygame.font.init()
    surface = pygame.Surface((400, 200))
    with recording(monkeypatch) as recorder:
        text.draw_fitted(surface, "A LABEL THAT IS FAR TOO LONG FOR THIS BUTTON",
                         pygame.Rect(10, 10, 120, 40), (255, 255, 255), True, largest=24)
        text.draw_fitted(surface, "OK", pygame.Rect(10, 60, 120, 40), (255, 255, 255), True,
                         largest=24)
        text.draw(surface, "off the edge", (390, 100), 20, (255, 255, 255))
    problems = recorder.problems()
    assert len(problems) == 2
    assert "FAR TOO LONG" in problems[0] and "off the edge" in problems[1]


def test_the_recorder_catches_two_texts_on_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """A label and a right-aligned value that meet (the statistics' "Best hand you held" and
    its hand name once did), or that only touch, are reported; a proper gap is not."""
    import pygame

    from drawpoker.ui import text
    pygame.font.init()
    surface = pygame.Surface((400, 200))
    white = (255, 255, 255)
    with recording(monkeypatch) as recorder:
        text.draw(surface, "Best hand you held", (10, 10), 18, white)
        text.draw(surface, "Full house, kings over sevens", (300, 10), 18, white, True,
                  "topright")
    assert len(recorder.problems()) == 1 and "overlaps" in recorder.problems()[0]
    with recording(monkeypatch) as recorder:
        first = text.draw(surface, "Deals played", (10, 60), 18, white)
        text.draw(surface, "150", (first.right + 1, 60), 18, white)
    assert len(recorder.problems()) == 1 and "runs into" in recorder.problems()[0]
    with recording(monkeypatch) as recorder:
        first = text.draw(surface, "Deals played", (10, 110), 18, white)
        text.draw(surface, "150", (first.right + 12, 110), 18, white)
        text.draw(surface, "Pots you won", (10, 110 + first.height + 2), 18, white)
    assert recorder.problems() == []
