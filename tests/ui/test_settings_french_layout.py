"""The settings page in long languages (issue 40, French): the card preview stays on the page
however the notes wrap, and the BACK button's label keeps clear of its keycap ("RETOUR" beside
"Échap"), in every language, at both text sizes and three window sizes. The coach's verdict
names the strategy, not a "her" that reads as the opponent's ("C'est son coup principal")."""

from __future__ import annotations

import pytest
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker import paths
from drawpoker.i18n import available_languages, read_language, t
from drawpoker.ui.settings import SettingsScene
from drawpoker.ui.widgets import keycap_width

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]
TEXT_SIZES = ["normal", "large"]


def _open(code: str, size: tuple[int, int], text_size: str) -> tuple[Driver, SettingsScene]:
    app = make_app(language=code, size=size)
    app.settings = app.settings.replace(text_size=text_size)
    scene = SettingsScene(app)
    app.push(scene)
    driver = Driver(app)
    driver.step()
    return driver, scene


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", available_languages())
def test_the_card_preview_stays_and_covers_nothing(code: str, size: tuple[int, int],
                                                   text_size: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    driver, scene = _open(code, size, text_size)
    with recording(monkeypatch) as recorder:
        recorder.draw_app(driver.app)
    box = scene.preview_box
    assert box.width and box.height, f"no card preview in {code} at {size}, {text_size}"
    # Five cards of at least a third of their design width (74 px at 1280x720).
    assert box.height >= 0.33 * 74 * 1.4 * size[1] / 720, box
    for row in scene.rows:
        assert not box.colliderect(row.rect), row.name
    assert not box.colliderect(scene.buttons[0].rect)
    for drawn in recorder.drawn:
        assert not box.colliderect(drawn.rect), f"the preview covers {drawn.text!r}"


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", available_languages())
def test_the_back_label_keeps_clear_of_its_keycap(code: str, size: tuple[int, int],
                                                  text_size: str,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    driver, scene = _open(code, size, text_size)
    with recording(monkeypatch) as recorder:
        recorder.draw_app(driver.app)
    back = scene.buttons[0]
    inside = [d for d in recorder.drawn if back.rect.contains(d.rect)]
    label = next(d for d in inside if d.text == t("settings.back"))
    cap = next(d for d in inside if d.text == back.cap_label)
    assert label.pixels == label.asked, "the label shrank to fit beside its keycap"
    cap_w = keycap_width(back.cap_label, max(10, int(back.rect.height * 0.42)))
    cap_left = cap.rect.centerx - cap_w // 2
    room = label.pixels * 0.6  # more than a space: the two read as two things
    assert cap_left - label.rect.right >= room, (label.rect, cap_left)
    assert label.rect.left - back.rect.left >= room, (label.rect, back.rect)
    assert cap_left + cap_w <= back.rect.right


#: The strategy, in each language: what the coach's verdicts speak of.
STRATEGY = {"en": "strategy", "fr": "stratégie", "pt": "estratégia", "es": "estrategia",
            "de": "Strategie"}


@pytest.mark.parametrize("code", sorted(STRATEGY))
def test_the_coach_says_whose_main_move_it_is(code: str) -> None:
    texts = read_language(code, paths.lang_dir()).texts
    assert STRATEGY[code] in texts["draw.coach.verdict.agree"], texts["draw.coach.verdict.agree"]
    if code == "fr":  # "son", "elle": the opponent's, to a French reader
        for key in ("agree", "mixed", "rare"):
            words = texts[f"draw.coach.verdict.{key}"].replace("’", " ").split()
            assert not {"son", "Elle", "elle"} & set(words), texts[f"draw.coach.verdict.{key}"]
