"""Pictures weighed once (issue 41: the first frame weighed some 150 drawings each start):
remembered by their bytes and the checks' limits, only when they passed; a changed byte, a
damaged cache or other checks mean weighing again; a refused picture is never remembered."""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker import paths
from drawpoker.themes import images, weighed
from drawpoker.themes.model import ThemeError

GOOD = ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="120" '
        'viewBox="0 0 100 120"><rect x="1" y="1" width="98" height="118" fill="#345"/></svg>')


@pytest.fixture()
def counted(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    weighings: list[Path] = []
    real = images._svg_size

    def counting(path: Path, theme: str, field: str) -> tuple[float, float]:
        weighings.append(path)
        return real(path, theme, field)

    monkeypatch.setattr(images, "_svg_size", counting)
    return weighings


def _new_process() -> None:
    """What a new start of the game knows: only the cache file."""
    weighed.save()
    weighed.forget()


def test_a_picture_is_weighed_once_and_remembered_across_starts(tmp_path: Path,
                                                                 counted: list[Path]) -> None:
    picture = tmp_path / "a.svg"
    picture.write_text(GOOD, encoding="utf-8")
    first = images.check_image(picture, "t", "avatar")
    _new_process()
    assert (paths.user_cache_dir() / weighed.FILE).is_file()
    again = images.check_image(picture, "t", "avatar")
    assert (again.width, again.height) == (first.width, first.height) == (100.0, 120.0)
    assert counted == [picture]


def test_a_changed_picture_is_weighed_again(tmp_path: Path, counted: list[Path]) -> None:
    picture = tmp_path / "a.svg"
    picture.write_text(GOOD, encoding="utf-8")
    images.check_image(picture, "t", "avatar")
    _new_process()
    picture.write_text(GOOD.replace('stroke="none"', "").replace("#345", "#346"),
                       encoding="utf-8")
    images.check_image(picture, "t", "avatar")
    assert counted == [picture, picture]


def test_a_refused_picture_is_never_remembered(tmp_path: Path, counted: list[Path]) -> None:
    picture = tmp_path / "bad.svg"
    picture.write_text(GOOD.replace("<rect", '<script>x</script><rect'), encoding="utf-8")
    for _ in range(2):
        with pytest.raises(ThemeError):
            images.check_image(picture, "t", "avatar")
        _new_process()
    assert counted == [picture, picture]


def test_other_checks_weigh_every_picture_again(tmp_path: Path, counted: list[Path],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    picture = tmp_path / "a.svg"
    picture.write_text(GOOD, encoding="utf-8")
    images.check_image(picture, "t", "avatar")
    _new_process()
    monkeypatch.setattr(images, "MAX_SVG_ELEMENTS", 1)  # a stricter game
    images._checks_key.cache_clear()
    with pytest.raises(ThemeError, match="elements"):
        images.check_image(picture, "t", "avatar")


@pytest.mark.parametrize("content", [b"\xff\xfe", b"[1, 2]", b'{"ab": [1, 2]}',
                                     b'{"' + b"a" * 64 + b'": [0, -5]}', b"{" * 5000])
def test_a_damaged_cache_only_means_weighing_again(tmp_path: Path, counted: list[Path],
                                                   content: bytes) -> None:
    cache = paths.user_cache_dir() / weighed.FILE
    cache.parent.mkdir(parents=True)
    cache.write_bytes(content)
    weighed.forget()
    picture = tmp_path / "a.svg"
    picture.write_text(GOOD, encoding="utf-8")
    assert images.check_image(picture, "t", "avatar").width == 100.0
    assert counted == [picture]
