"""The statistics scene: every chart label ends before its bar, in every language and size.

(The text-fit test sees texts only; a label running under a bar is a shape against a text.)
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import scene_matrix

from drawpoker import i18n, paths
from drawpoker.i18n import Translator, available_languages
from drawpoker.ui.stats import StatsScene

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from pseudo_lang import CODE as PSEUDO
from pseudo_lang import write_pseudo_language


@pytest.fixture
def language(request: pytest.FixtureRequest, tmp_path: Path,
             monkeypatch: pytest.MonkeyPatch) -> str:
    code: str = request.param
    folder: Path | None = None
    if code == PSEUDO:
        folder = write_pseudo_language(tmp_path / "lang", growth=0.15)
        monkeypatch.setattr(paths, "lang_dir", lambda: folder)
    monkeypatch.setattr(i18n, "_current", Translator("en", folder))
    return code


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", [*available_languages(), PSEUDO], indirect=True)
def test_chart_labels_end_before_their_bars(language: str, size: tuple[int, int]) -> None:
    app = scene_matrix.build("stats", size, language)
    app.draw()
    scene = app.scene
    assert isinstance(scene, StatsScene)
    assert len(scene.bars) == 2 + 9  # won and lost; the nine kinds of hand
    for label, bar in scene.bars:
        assert label.right < bar.left, f"a label {label} runs into its bar {bar}"
