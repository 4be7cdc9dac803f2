"""Safe access to a theme's files: paths stay inside the theme folder, images are checked.

Nothing here decodes pixels; PNG sizes come from the header and SVG sizes from the root
element, so a hostile file is refused before pygame ever sees it.
"""

from __future__ import annotations

import functools
import hashlib
import math
import os
import re
import stat
import struct
import xml.etree.ElementTree as ET
from pathlib import Path, PurePosixPath, PureWindowsPath

from drawpoker.themes import svg_cost, weighed
from drawpoker.themes.model import (
    IMAGE_SUFFIXES,
    MAX_IMAGE_ASPECT,
    MAX_IMAGE_BYTES,
    MAX_PNG_SIDE,
    ThemeError,
    ThemeImage,
)
from drawpoker.themes.svg_cost import check_drawing_cost

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
#: An SVG's sides in user units (or pixels): from a hundredth to ten thousand.
MIN_SVG_SIDE, MAX_SVG_SIDE = 0.01, 10_000.0
#: How far from 0 a viewBox may start.
MAX_SVG_ORIGIN = 1_000_000.0
#: The most any picture is ever rendered at, whatever the layout asks (one side; pixels).
MAX_RENDER_SIDE = 8192
MAX_RENDER_PIXELS = 4096 * 4096
_SVG_FORBIDDEN_ELEMENTS = frozenset({"script", "foreignObject", "image", "iframe"})
#: Elements (shapes, groups, gradient stops...) in one SVG; the built-in pictures use 330 at most.
MAX_SVG_ELEMENTS = 1000
#: A dash pattern in an attribute or a style, unless it is "none".
_DASHES = re.compile(r"stroke-dasharray\s*(=\s*[\"']|:)\s*(?!none\b)[^\s\"';]", re.IGNORECASE)
_LENGTH = re.compile(
    r"^\s*([0-9]*\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\s*(px|pt|pc|mm|cm|in|%)?\s*$", re.IGNORECASE
)
#: Pixels per unit at 96 dpi, as the SVG renderer converts them.
_UNITS = {"px": 1.0, "pt": 96 / 72, "pc": 16.0, "mm": 96 / 25.4, "cm": 96 / 2.54, "in": 96.0}


#: A plain relative name (``faces/smile.svg``): letters, digits, ``_``, ``-`` and ``.``, never
#: starting a part with a dot (so never ``..``), parts joined by ``/``.
_PLAIN = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]*(?:/[A-Za-z0-9_][A-Za-z0-9_.-]*)*")


def resolve_inside(folder: Path, relative: object, theme: str, field: str) -> Path:
    """The file ``relative`` names inside ``folder``, refusing anything that could leave it.

    Refused: non-strings, absolute paths (POSIX or Windows, drive letters included),
    backslashes, ``..`` parts, and any symbolic link on the way to the file.
    """
    if isinstance(relative, str) and _PLAIN.fullmatch(relative):
        return _plain_inside(folder, relative, theme, field)
    if not isinstance(relative, str) or not relative.strip():
        raise ThemeError(theme, f"{field} must be a file name inside the theme folder")
    if "\x00" in relative:
        raise ThemeError(theme, f"{field} {relative!r} contains a NUL character")
    posix = PurePosixPath(relative)
    windows = PureWindowsPath(relative)
    if posix.is_absolute() or windows.is_absolute() or windows.drive or windows.root:
        raise ThemeError(
            theme,
            f"{field} {relative!r} is an absolute path; use a path relative to the theme folder",
        )
    if "\\" in relative:
        raise ThemeError(theme, f"{field} {relative!r} uses backslashes; use '/'")
    if ".." in posix.parts:
        raise ThemeError(theme, f"{field} {relative!r} leaves the theme folder ('..')")
    current = folder
    for part in posix.parts:
        current = current / part
        if current.is_symlink():
            raise ThemeError(
                theme,
                f"{field} {relative!r} goes through a symbolic link, which themes may not use",
            )
    if not current.exists():
        raise ThemeError(theme, f"{field} {relative!r} is missing (no such file)")
    if not current.is_file():
        raise ThemeError(theme, f"{field} {relative!r} is not a file")
    # Belt and braces: whatever the file system did, the real path must be inside.
    if not current.resolve().is_relative_to(folder.resolve()):
        raise ThemeError(theme, f"{field} {relative!r} leaves the theme folder")
    return current


def _plain_inside(folder: Path, relative: str, theme: str, field: str) -> Path:
    """A plain name (no dot parts, no drive, no backslash) checked one ``lstat`` a part: no
    part a symbolic link, the last an ordinary file. With no link and no ``..`` on the way the
    file cannot be outside the folder, so the two ``resolve`` calls of the general path are
    not needed: the roster's 278 pictures cost the first frame about 10 ms less."""
    path = os.fspath(folder)
    mode = 0
    for part in relative.split("/"):
        path = os.path.join(path, part)
        try:
            mode = os.lstat(path).st_mode
        except OSError:
            raise ThemeError(theme, f"{field} {relative!r} is missing (no such file)") from None
        if stat.S_ISLNK(mode):
            raise ThemeError(
                theme,
                f"{field} {relative!r} goes through a symbolic link, which themes may not use",
            )
    if not stat.S_ISREG(mode):
        raise ThemeError(theme, f"{field} {relative!r} is not a file")
    return Path(path)


def check_image(path: Path, theme: str, field: str) -> ThemeImage:
    """Check an image file's type, byte size and dimensions; return it with its size.
    A picture shipped with the game is held to every check like a player's (about 10 ms more
    for the built-in themes at start-up): an installed file may have been changed."""
    suffix = path.suffix.lower()
    if suffix not in IMAGE_SUFFIXES:
        raise ThemeError(theme, f"{field} {path.name!r} must be a .svg or .png image")
    size = path.stat().st_size
    if size == 0:
        raise ThemeError(theme, f"{field} {path.name!r} is empty")
    if size > MAX_IMAGE_BYTES:
        raise ThemeError(
            theme,
            f"{field} {path.name!r} is too large ({size} bytes; "
            f"the limit is {MAX_IMAGE_BYTES} bytes)",
        )
    if suffix == ".png":
        width, height = _png_size(path, theme, field)
        return ThemeImage(path, float(width), float(height))
    # The same bytes under the same checks always pass with the same size: weighed once.
    key = weighed.digest(path.read_bytes(), _checks_key())
    known = weighed.size_of(key)
    if known is not None:
        return ThemeImage(path, *known)
    width_f, height_f = _svg_size(path, theme, field)
    weighed.remember(key, (width_f, height_f))
    return ThemeImage(path, width_f, height_f)


@functools.cache
def _checks_key() -> str:
    """What the checks are: the game's version and the source of the modules that weigh a
    picture (a changed check weighs every picture again), with their limits."""
    from drawpoker import __version__

    parts = [__version__, str((MAX_SVG_ELEMENTS, MAX_IMAGE_BYTES, MAX_SVG_SIDE, MIN_SVG_SIDE,
                               MAX_RENDER_PIXELS, MAX_RENDER_SIDE, MAX_IMAGE_ASPECT))]
    for module in (__file__, svg_cost.__file__):
        try:
            parts.append(hashlib.sha256(Path(module).read_bytes()).hexdigest())
        except (OSError, TypeError):  # a build without sources: its version says enough
            parts.append("-")
    return "/".join(parts)


def _png_size(path: Path, theme: str, field: str) -> tuple[int, int]:
    with path.open("rb") as handle:
        head = handle.read(24)
    if len(head) < 24 or not head.startswith(PNG_SIGNATURE) or head[12:16] != b"IHDR":
        raise ThemeError(theme, f"{field} {path.name!r} is not a valid PNG file")
    width, height = struct.unpack(">II", head[16:24])
    if width == 0 or height == 0:
        raise ThemeError(theme, f"{field} {path.name!r} has no pixels")
    if width > MAX_PNG_SIDE or height > MAX_PNG_SIDE:
        raise ThemeError(
            theme,
            f"{field} {path.name!r} is too large ({width}x{height} "
            f"pixels; the limit is {MAX_PNG_SIDE}x{MAX_PNG_SIDE})",
        )
    check_proportions(width, height, theme, f"{field} {path.name!r}")
    return width, height


def _svg_size(path: Path, theme: str, field: str) -> tuple[float, float]:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise ThemeError(theme, f"{field} {path.name!r} is not UTF-8 text") from None
    if "<!doctype" in text.lower() or "<!entity" in text.lower():
        raise ThemeError(
            theme, f"{field} {path.name!r} declares a DOCTYPE or entities, which themes may not use"
        )
    try:
        root = ET.fromstring(text)
    except ET.ParseError as exc:
        raise ThemeError(theme, f"{field} {path.name!r} is not a valid SVG file ({exc})") from None
    if _DASHES.search(text):
        # Each dash is drawn as its own piece: a tiny dash along a long path is millions of
        # pieces, minutes of drawing, and there is no cheap way to bound the path's length.
        raise ThemeError(
            theme,
            f"{field} {path.name!r} uses dashed strokes (stroke-dasharray), which themes may "
            "not use; draw the dashes as separate short strokes",
        )
    if _local(root.tag) != "svg":
        raise ThemeError(theme, f"{field} {path.name!r} is not an SVG file (no <svg> root)")
    for count, element in enumerate(root.iter(), start=1):
        if count > MAX_SVG_ELEMENTS:
            # Each shape may cover the whole picture: drawing time grows with their number.
            raise ThemeError(
                theme,
                f"{field} {path.name!r} has more than {MAX_SVG_ELEMENTS} elements; "
                "simplify it (combine shapes into paths)",
            )
        name = _local(element.tag)
        if name in _SVG_FORBIDDEN_ELEMENTS:
            raise ThemeError(
                theme, f"{field} {path.name!r} contains <{name}>, which themes may not use"
            )
        for attribute, value in element.attrib.items():
            local = _local(attribute)
            if local.lower().startswith("on"):
                raise ThemeError(
                    theme,
                    f"{field} {path.name!r} has an event handler "
                    f"({local}), which themes may not use",
                )
            if local == "href" and not value.startswith("#"):
                raise ThemeError(
                    theme,
                    f"{field} {path.name!r} links to another file "
                    f"({value!r}); an SVG must be self-contained",
                )
    box = _svg_box(root, theme, f"{field} {path.name!r}")
    check_drawing_cost(root, box, theme, f"{field} {path.name!r}")
    return box


def check_proportions(width: float, height: float, theme: str, what: str) -> None:
    """Refuse a picture so long and thin that drawing it at a sensible height would not fit."""
    ratio = max(width / height, height / width)
    if ratio > MAX_IMAGE_ASPECT:
        raise ThemeError(
            theme,
            f"{what} is {width:g} by {height:g}: one side is {ratio:.4g} times the other, "
            f"more than the limit of {MAX_IMAGE_ASPECT:g}",
        )


def render_size(size: tuple[int, int]) -> tuple[int, int]:
    """``size`` shrunk (keeping its proportions) to what the renderer is ever asked to draw.

    Validated themes never come near the bound; it keeps a layout mistake from asking the SVG
    renderer for a picture that overflows a rectangle or the memory.
    """
    width, height = (max(1, int(side)) for side in size)
    scale = min(1.0, MAX_RENDER_SIDE / max(width, height),
                math.sqrt(MAX_RENDER_PIXELS / (width * height)))
    if scale >= 1.0:
        return width, height
    return max(1, int(width * scale)), max(1, int(height * scale))


def _svg_box(root: ET.Element, theme: str, what: str) -> tuple[float, float]:
    """The picture's size in user units from its viewBox, else its width and height.

    Both are checked when both are given: the renderer takes the picture's proportions from
    the width and height and what is inside from the viewBox.
    """
    view_box = root.get("viewBox")
    box: tuple[float, float] | None = None
    if view_box is not None:
        numbers = [_finite(part) for part in view_box.replace(",", " ").split()]
        if len(numbers) != 4 or None in numbers:
            raise ThemeError(
                theme, f"{what} has a viewBox that is not four numbers ({view_box[:40]!r})"
            )
        x, y, w, h = (n or 0.0 for n in numbers)
        if abs(x) > MAX_SVG_ORIGIN or abs(y) > MAX_SVG_ORIGIN:
            raise ThemeError(theme, f"{what} has a viewBox that starts too far away")
        box = _checked_box(w, h, theme, f"{what} viewBox")
    width_text, height_text = root.get("width"), root.get("height")
    if width_text is None or height_text is None:
        if box is None:
            raise ThemeError(theme, f"{what} needs a viewBox or a width and height")
        return box  # the renderer takes a missing one from the viewBox
    width, height = _length(width_text), _length(height_text)
    if width == "%" or height == "%":
        if box is None:
            raise ThemeError(theme, f"{what} needs a viewBox when its size is a percentage")
        return box
    if not isinstance(width, float) or not isinstance(height, float):
        raise ThemeError(
            theme,
            f"{what} has a width or height that is not a plain length "
            f"({width_text[:20]!r} by {height_text[:20]!r}); use numbers, px or mm",
        )
    sized = _checked_box(width, height, theme, f"{what} width and height")
    return box if box is not None else sized


def _checked_box(width: float, height: float, theme: str, what: str) -> tuple[float, float]:
    if not (MIN_SVG_SIDE <= width <= MAX_SVG_SIDE and MIN_SVG_SIDE <= height <= MAX_SVG_SIDE):
        raise ThemeError(
            theme,
            f"{what} has an unusable size ({width:g}x{height:g}); each side must be from "
            f"{MIN_SVG_SIDE:g} to {MAX_SVG_SIDE:g}",
        )
    check_proportions(width, height, theme, what)
    return width, height


def _finite(text: str) -> float | None:
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def _length(value: str) -> float | str | None:
    """A length in pixels (units converted as the renderer does), ``"%"``, or None if unusable."""
    match = _LENGTH.match(value)
    if match is None:
        return None
    number, unit = float(match.group(1)), (match.group(2) or "px").lower()
    if unit == "%":
        return "%"
    return number * _UNITS[unit] if math.isfinite(number) else None


def _local(tag: str) -> str:
    """An XML name without its ``{namespace}`` prefix."""
    return tag.rsplit("}", 1)[-1]
