"""``--lang`` and ``--size`` are checked before anything is loaded or drawn."""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker.__main__ import MAX_WINDOW, MIN_WINDOW, build_parser, main


def _refused(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as stop:
        main(args)
    assert stop.value.code == 2  # argparse's usage error, not a traceback
    return capsys.readouterr().err


@pytest.mark.parametrize("code", ["../../x", "/etc/passwd", "../lang/en", "en.yaml", "xx", ""])
def test_lang_accepts_only_installed_languages(
        tmp_path: Path, code: str, capsys: pytest.CaptureFixture[str]) -> None:
    outside = tmp_path / "x.yaml"
    outside.write_text("title: {quit: PWNED}\n", encoding="utf-8")
    err = _refused(["--screenshot", str(tmp_path / "out.png"), "--lang", code], capsys)
    assert "argument --lang: unknown language" in err and "installed: en" in err
    assert not (tmp_path / "out.png").exists()


@pytest.mark.parametrize("code", ["en", "fr", "pt", "es", "de"])
def test_every_shipped_language_is_accepted(code: str) -> None:
    assert build_parser().parse_args(["--lang", code]).lang == code


@pytest.mark.parametrize(
    ("size", "message"),
    [
        ("99999x99999", "out of range"),
        ("7681x4320", "out of range"),
        ("100000000x1", "must look like 1280x720"),
        ("799x600", "out of range"),
        ("0x0", "out of range"),
        ("-800x600", "must look like"),
        ("1280", "must look like"),
        ("1280x720x3", "must look like"),
        ("١٢٨٠x720", "must look like"),  # other digits than 0-9
    ],
)
def test_size_is_bounded(size: str, message: str, capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(["--screenshot", "never.png", f"--size={size}"], capsys)
    assert "argument --size" in err and message in err


@pytest.mark.parametrize("size", [MIN_WINDOW, MAX_WINDOW, (1024, 600), (1920, 1080)])
def test_sizes_in_range_are_accepted(size: tuple[int, int]) -> None:
    assert build_parser().parse_args(["--size", "{}x{}".format(*size)]).size == size
    assert build_parser().parse_args(["--size", " {} X {} ".format(*size)]).size == size


@pytest.mark.parametrize("theme", ["../themes/x", "Wardrobe", "a" * 40, ""])
def test_theme_takes_only_a_theme_id(theme: str, capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(["--screenshot", "never.png", f"--theme={theme}"], capsys)
    assert "argument --theme: theme must be a theme id" in err
    assert build_parser().parse_args(["--theme", "party"]).theme == "party"


def test_a_screenshot_into_a_folder_is_a_clear_error_not_a_traceback(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--screenshot", str(tmp_path), "--scene", "title"]) == 2
    err = capsys.readouterr().err
    assert "cannot write the screenshot" in err and str(tmp_path) in err
    assert tmp_path.is_dir() and not list(tmp_path.iterdir())  # nothing left behind


@pytest.mark.skipif(not Path("/proc/version").exists(), reason="needs Linux's /proc")
def test_a_screenshot_that_cannot_be_written_does_not_exit_0(
        capsys: pytest.CaptureFixture[str]) -> None:
    """It once printed the path and exited 0 with nothing written."""
    assert main(["--screenshot", "/proc/version", "--scene", "title"]) == 2
    assert "cannot write the screenshot" in capsys.readouterr().err
