"""Safe access to a theme's files: paths stay inside the theme folder, images are checked.

Nothing here decodes pixels; PNG sizes come from the header and SVG sizes from the root
element, so a hostile file is refused before pygame ever sees it.
"""

from __future__ import annotations

import re
import struct
import xml.etree.ElementTree as ET
from pathlib import Path, PurePosixPath, PureWindowsPath

from drawpoker.themes.model import (
    IMAGE_SUFFIXES,
    MAX_IMAGE_BYTES,
    MAX_PNG_SIDE,
    ThemeError,
    ThemeImage,
)

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_SVG_SIDE = 10_000.0
_SVG_FORBIDDEN_ELEMENTS = frozenset({"script", "foreignObject", "image", "iframe"})
_NUMBER = re.compile(r"^\s*([0-9]*\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\s*(px)?\s*$")


def resolve_inside(folder: Path, relative: object, theme: str, field: str) -> Path:
    """The file ``relative`` names inside ``folder``, refusing anything that could leave it.

    Refused: non-strings, absolute paths (POSIX or Windows, drive letters included),
    backslashes, ``..`` parts, and any symbolic link on the way to the file.
    """
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


def check_image(path: Path, theme: str, field: str) -> ThemeImage:
    """Check an image file's type, byte size and dimensions; return it with its size."""
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
    width_f, height_f = _svg_size(path, theme, field)
    return ThemeImage(path, width_f, height_f)


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
    if _local(root.tag) != "svg":
        raise ThemeError(theme, f"{field} {path.name!r} is not an SVG file (no <svg> root)")
    for element in root.iter():
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
    width, height = _svg_box(root)
    if width is None or height is None:
        raise ThemeError(theme, f"{field} {path.name!r} needs a viewBox or a width and height")
    if not (0 < width <= MAX_SVG_SIDE and 0 < height <= MAX_SVG_SIDE):
        raise ThemeError(
            theme, f"{field} {path.name!r} has an unusable size ({width:g}x{height:g})"
        )
    return width, height


def _svg_box(root: ET.Element) -> tuple[float | None, float | None]:
    view_box = root.get("viewBox")
    if view_box:
        parts = view_box.replace(",", " ").split()
        if len(parts) == 4:
            try:
                return float(parts[2]), float(parts[3])
            except ValueError:
                pass
    return _length(root.get("width")), _length(root.get("height"))


def _length(value: str | None) -> float | None:
    if value is None:
        return None
    match = _NUMBER.match(value)
    return float(match.group(1)) if match else None


def _local(tag: str) -> str:
    """An XML name without its ``{namespace}`` prefix."""
    return tag.rsplit("}", 1)[-1]
