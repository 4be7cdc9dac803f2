"""A made-up test language built from ``lang/en.yaml``: every text accented and made longer.

It always has every English key (it is generated from English), so it tests what happens with
more than one language before real translations exist, and its longer, accented texts check
that the layouts leave room for languages wordier than English and that accents render.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import yaml

from drawpoker import paths

CODE = "xx"
NAME = "Ŝeudó-Łangüe"
_ACCENTS = str.maketrans("aeiouycnsAEIOUYCNS", "áéîõüýçñšÁÉÎÕÜÝÇÑŠ")
_PLACEHOLDER = re.compile(r"(\{[^{}]*\})")


WORD = 12  # the longest made-up word added to a text: a wordier language has more words


def pseudo_text(text: str, growth: float) -> str:
    """Accent the letters outside placeholders and add ``growth`` (0.3 = 30 %) more letters:
    to a short text (a label) as one longer word, to a longer one as more words of at most
    `WORD` letters (real languages are wordier, not made of words longer than a line)."""
    parts = _PLACEHOLDER.split(text)
    out = "".join(p if _PLACEHOLDER.fullmatch(p) else p.translate(_ACCENTS) for p in parts)
    letters = sum(ch.isalpha() for p in parts if not _PLACEHOLDER.fullmatch(p) for ch in p)
    extra = round(letters * growth)
    if extra < 2:
        return out
    pad = "ëx" * ((extra + 1) // 2)
    words = [pad[i : i + WORD] for i in range(0, len(pad), WORD)]
    return out + "·" + " ".join(words)


def _convert(data: Any, growth: float) -> Any:
    if isinstance(data, dict):
        return {k: _convert(v, growth) for k, v in data.items()}
    if isinstance(data, str):
        return pseudo_text(data, growth)
    return data


def write_pseudo_language(folder: Path, growth: float = 0.3) -> Path:
    """Copy English into ``folder`` and write ``xx.yaml`` beside it; returns the folder."""
    folder.mkdir(parents=True, exist_ok=True)
    english = paths.lang_dir() / "en.yaml"
    shutil.copyfile(english, folder / "en.yaml")
    data = _convert(yaml.safe_load(english.read_text(encoding="utf-8")), growth)
    data["language"]["name"] = NAME
    data["language"]["code"] = CODE
    (folder / f"{CODE}.yaml").write_text(
        yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8"
    )
    return folder
