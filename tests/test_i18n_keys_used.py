"""Every translation key the code names literally exists in ``lang/en.yaml``.

A missing key does not crash: the raw key is drawn on screen instead (the Canfield rules page
once showed ``canfield.help.text.mouse`` in every language). This scan walks the source with
:mod:`ast` and checks two kinds of string:

* the first argument of ``t(...)`` / ``tr(...)`` / ``<translator>.get(...)`` calls: a plain
  literal must be a key, an f-string's literal start must begin some key;
* any other literal that looks like a dotted key under a top-level section of ``en.yaml``
  (keys kept in tables, passed on later) must be a key or the start of one (a prefix that code
  completes at run time).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from drawpoker import paths
from drawpoker.i18n import read_language

SRC = Path(__file__).resolve().parents[1] / "src" / "drawpoker"
CALLS = {"t", "tr"}
DOTTED = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+[._]?$")
#: File names ("stats.json") share a section name now and then: they are not keys.
FILE_NAME = re.compile(r"\.(json|yaml|yml|png|txt|log|ttf|bak|tmp)$")


def _english_keys() -> set[str]:
    return set(read_language("en", paths.lang_dir()).texts)


def _first_literal(node: ast.expr) -> tuple[str, bool] | None:
    """The literal text of a key argument, and whether it is complete (not an f-string head)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value, True
    if isinstance(node, ast.JoinedStr) and node.values:
        head = node.values[0]
        if isinstance(head, ast.Constant) and isinstance(head.value, str):
            return head.value, False
    return None


def _is_translation_call(call: ast.Call) -> bool:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id in CALLS
    if isinstance(func, ast.Attribute):
        return func.attr == "t" or (func.attr == "get" and isinstance(func.value, ast.Name)
                                    and func.value.id in {"tr", "translator"})
    return False


def _problems() -> list[str]:
    keys = _english_keys()
    prefixes = {k.rsplit(".", n)[0] + "." for k in keys for n in range(1, k.count(".") + 1)}
    sections = {k.split(".", 1)[0] for k in keys}
    found: list[str] = []
    for file in sorted(SRC.rglob("*.py")):
        tree = ast.parse(file.read_text(encoding="utf-8"))
        seen_in_calls: set[int] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _is_translation_call(node) and node.args:
                literal = _first_literal(node.args[0])
                if literal is None:
                    continue
                seen_in_calls.add(id(node.args[0]))
                text, complete = literal
                if complete and text not in keys:
                    found.append(f"{file.relative_to(SRC)}:{node.lineno}: t({text!r})")
                elif not complete and not any(k.startswith(text) for k in keys):
                    found.append(f"{file.relative_to(SRC)}:{node.lineno}: t(f{text!r}...)")
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
                continue
            text = node.value
            if id(node) in seen_in_calls or not DOTTED.match(text):
                continue
            if text.split(".", 1)[0] not in sections:
                continue
            if FILE_NAME.search(text) or text in keys or text + "." in prefixes:
                continue
            if text.endswith((".", "_")) and any(k.startswith(text) for k in keys):
                continue
            found.append(f"{file.relative_to(SRC)}:{node.lineno}: {text!r}")
    return found


def test_every_key_the_code_names_is_in_english() -> None:
    assert _problems() == []


def test_the_scan_sees_calls_and_tables() -> None:
    """The scan itself works: it finds keys in real calls (so a typo there would show)."""
    keys = _english_keys()
    assert "draw.table.button.bet" in keys
    tree = ast.parse('t("table.button.bett")\nNAMES = ("table.button.bett",)\n')
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and _is_translation_call(n)]
    assert len(calls) == 1
    assert _first_literal(calls[0].args[0]) == ("table.button.bett", True)


def _dynamic_keys() -> list[str]:
    """Keys the code builds at run time (f-strings over a known list), listed out."""
    from drawpoker import settings as stored
    from drawpoker.ui.canfield.help import KEYS, SECTIONS

    keys = [f"canfield.help.{part}.{name}" for name in SECTIONS for part in ("section", "text")]
    keys += ["canfield.help.text.mouse", "canfield.help.section.keys"]
    keys += [f"canfield.help.keys.{what}" for _, what in KEYS]
    keys += [f"settings.value.deck_{v}" for v in stored.choices("draw_deck_size")]
    keys += [f"settings.value.match_length.{v}" for v in stored.choices("draw_match_length")]
    keys += [f"settings.level.{v}" for v in stored.choices("draw_opponent_level")]
    keys += [f"settings.speed.{v}" for v in stored.choices("animation_speed")]
    keys += [f"settings.value.{v}" for name in ("card_style", "card_back")
             for v in stored.choices(name)]
    return keys


def test_every_key_built_at_run_time_is_in_english() -> None:
    keys = _english_keys()
    assert [key for key in _dynamic_keys() if key not in keys] == []
