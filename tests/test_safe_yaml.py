"""The bounded YAML reader: plain data in, one documented error for everything else."""

from __future__ import annotations

import math
import os
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from drawpoker.safe_yaml import YamlLimits, YamlRefused, load_yaml, read_yaml, read_yaml_file
from soak import size

SMALL = YamlLimits(max_bytes=4096, max_depth=5, max_nodes=50, max_digits=20)


def _bomb(levels: int) -> str:
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    lines += [f"a{n}: &a{n} [{', '.join([f'*a{n - 1}'] * 9)}]" for n in range(1, levels)]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(
    ("text", "data"),
    [
        ("a: [1, 2.5, true, null, text]\n", {"a": [1, 2.5, True, None, "text"]}),
        ("name: {en: Hat, fr: Chapeau}\n", {"name": {"en": "Hat", "fr": "Chapeau"}}),
        ("when: 2001-01-01\n", {"when": "2001-01-01"}),  # a date stays the text it was
        ("a: &x 1\n", {"a": 1}),  # an anchor alone is harmless
        ("\ufeffa: 1\n", {"a": 1}),
        ("", None),
        ("# only a comment\n", None),
    ],
)
def test_plain_data_loads(text: str, data: object) -> None:
    assert load_yaml(text) == data
    assert load_yaml(text.encode("utf-8")) == data


HOSTILE = [
        ("[" * 20_000 + "]" * 20_000, "too_deep", 1),  # 40 KB; RecursionError in PyYAML
        ("a:\n" + "".join("  " * n + "- \n" for n in range(1, 8)), "too_deep", 6),
        ("[" + "1, " * 100 + "]", "too_many", 1),
        (_bomb(9), "alias", 2),  # the 484-byte bomb: refused before anything is expanded
        ("a: &a [*a]\n", "alias", 1),  # a list inside itself
        ("a: " + "1" * 30 + "\n", "bad_value", 1),
        ("a: 0x" + "f" * 30 + "\n", "bad_value", 1),
        ("a: !!binary aGk=\n", "special_type", 1),
        ("a: !!set {x: null}\n", "special_type", 1),
        ("a: !!omap [{x: 1}]\n", "special_type", 1),
        ("a: !!python/object/apply:os.system [echo]\n", "special_type", 1),
        ("a: !custom 1\n", "special_type", 1),
        ("{[1]: 2}\n", "bad_value", 1),
        ("<<: 3\n", "bad_value", 1),
        ("a: 1\n---\nb: 2\n", "syntax", 2),
        ("a: 'open\n", "syntax", 2),
        ("a: b: c\n", "syntax", 1),
        ("a: x\x00\n", "syntax", 1),
        ("a: *nowhere\n", "alias", 1),
]


@pytest.fixture(params=["libyaml", "python"])
def loader(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Both readers the game may run with: libyaml's parser (the wheels have it) under the
    same bounded composer, and the pure-Python one (a PyYAML built without libyaml)."""
    from drawpoker import safe_yaml

    if request.param == "python":
        monkeypatch.setattr(safe_yaml, "_Loader", safe_yaml._BoundedLoader)
    else:
        assert safe_yaml._Loader is not safe_yaml._BoundedLoader  # libyaml is in use
    return str(request.param)


@pytest.mark.parametrize(("text", "kind", "line"), HOSTILE)
def test_hostile_documents_are_refused(text: str, kind: str, line: int, loader: str) -> None:
    with pytest.raises(YamlRefused) as caught:
        load_yaml(text, YamlLimits(max_bytes=64 * 1024, max_depth=5, max_nodes=50,
                                   max_digits=20))
    assert caught.value.kind == kind
    assert caught.value.line == line
    assert f"at line {line}" in str(caught.value)
    assert len(str(caught.value)) < 300


def test_size_is_checked_before_parsing() -> None:
    with pytest.raises(YamlRefused, match="too large") as caught:
        load_yaml(b"a: 1\n" + b" " * 5000, SMALL)
    assert caught.value.kind == "too_large"
    with pytest.raises(YamlRefused, match="too large"):
        load_yaml("é" * 3000, SMALL)  # 6000 bytes once encoded


def test_bytes_must_be_utf8() -> None:
    with pytest.raises(YamlRefused) as caught:
        load_yaml(b"a: 1\nb: caf\xe9\n")
    assert (caught.value.kind, caught.value.line) == ("not_utf8", 2)


def test_a_file_is_read_no_further_than_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "big.yaml"
    path.write_bytes(b"a: 1\n" + b"#" * 10_000)
    with pytest.raises(YamlRefused, match="too large"):
        read_yaml_file(path, SMALL)
    with pytest.raises(YamlRefused) as caught:
        read_yaml_file(tmp_path, SMALL)  # a folder
    assert caught.value.kind == "not_a_file"
    if os.path.exists("/dev/zero"):
        with pytest.raises(YamlRefused, match="not a regular file"):
            read_yaml_file(Path("/dev/zero"), SMALL)
    with pytest.raises(FileNotFoundError):
        read_yaml_file(tmp_path / "missing.yaml", SMALL)


def test_the_node_tree_gives_lines() -> None:
    document = read_yaml("a:\n  b: x\n")
    assert document.data == {"a": {"b": "x"}}
    assert isinstance(document.root, yaml.MappingNode)
    (key, value), = document.root.value
    assert key.value == "a" and value.value[0][0].start_mark.line == 1


# --------------------------------------------------------------------------- fuzzing

_scalars = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
            | st.text(max_size=20))
_trees = st.recursive(
    _scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.text(max_size=8) | st.integers(), inner, max_size=4),
    max_leaves=40,
)


KINDS = {"too_large", "not_utf8", "syntax", "too_deep", "too_many", "alias", "special_type",
         "bad_value"}


def _plain(value: object, depth: int = 0) -> bool:
    """Only the plain types, never deeper than the limit allows."""
    if depth > SMALL.max_depth + 1:
        return False
    if isinstance(value, list):
        return all(_plain(item, depth + 1) for item in value)
    if isinstance(value, dict):
        return all(_plain(k, depth + 1) and _plain(v, depth + 1) for k, v in value.items())
    return value is None or isinstance(value, bool | int | float | str)


@settings(max_examples=300, deadline=None)
@given(raw=st.binary(max_size=300))
def test_random_bytes_give_plain_data_or_the_documented_error(raw: bytes) -> None:
    try:
        assert _plain(load_yaml(raw, SMALL))
    except YamlRefused as error:
        assert error.kind in KINDS


@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet=st.sampled_from("[]{}:,-&*!|>'\"#%@ \nab01.e"), max_size=200))
def test_random_yaml_like_text_gives_plain_data_or_the_documented_error(text: str) -> None:
    try:
        assert _plain(load_yaml(text, SMALL))
    except YamlRefused as error:
        assert error.kind in KINDS


@settings(max_examples=size(200), deadline=None)
@given(tree=_trees)
def test_plain_trees_come_back_as_they_went(tree: object) -> None:
    text = yaml.safe_dump(tree)
    try:
        loaded = load_yaml(text, YamlLimits(max_digits=400))
    except YamlRefused as error:
        # Only a limit may refuse a plain tree: the nesting of its dump.
        assert error.kind == "too_deep"
        return

    def same(a: object, b: object) -> bool:
        if isinstance(a, float) and isinstance(b, float):
            return a == b or (math.isinf(a) and a == b)
        if isinstance(a, list) and isinstance(b, list):
            return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
        if isinstance(a, dict) and isinstance(b, dict):
            return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
        return a == b

    assert same(loaded, tree)


def test_every_yaml_the_game_reads_goes_through_this_reader() -> None:
    """No other module parses YAML on its own (dumping settings is fine)."""
    import re

    import drawpoker

    source = Path(drawpoker.__file__).parent
    parse = re.compile(r"\byaml\.(safe_load|load|full_load|unsafe_load|compose|parse|"
                       r"load_all|safe_load_all|SafeLoader|Loader)\b")
    offenders = [str(path.relative_to(source)) for path in source.rglob("*.py")
                 if path.name != "safe_yaml.py" and parse.search(path.read_text("utf-8"))]
    assert offenders == []


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("language: fr\nlanguage: de\n", 2),
        ("a:\n  x: 1\n  y: 2\n  x: 3\n", 4),
        ("{a: 1, b: 2, a: 3}\n", 1),
        ("1: one\n1: uno\n", 2),
    ],
)
def test_a_key_given_twice_is_refused(text: str, line: int) -> None:
    with pytest.raises(YamlRefused) as caught:
        load_yaml(text)
    assert caught.value.kind == "duplicate_key"
    assert caught.value.line == line
    assert "twice" in str(caught.value)


def test_shipped_yaml_files_have_no_key_twice() -> None:
    root = Path(__file__).resolve().parent.parent
    files = [*root.glob("lang/*.yaml"), *root.glob("src/drawpoker/**/*.yaml"),
             *root.glob("assets/**/*.yaml")]
    assert len(files) >= 12
    big = YamlLimits(max_bytes=10**7, max_nodes=10**6)
    for path in files:
        read_yaml_file(path, big)  # raises YamlRefused on a key given twice


def test_no_yaml_is_read_past_the_bounded_reader() -> None:
    """Issue 37: no "trusted" shortcut. The game's own files (languages, rules presets, hold'em
    stakes, the roster, theme manifests) may have been changed on disk like any file, so every
    YAML the game reads goes through :mod:`drawpoker.safe_yaml`: no other module parses YAML."""
    import re

    import drawpoker

    source = Path(drawpoker.__file__).parent
    parsing = re.compile(r"yaml\.(safe_load|load|full_load|unsafe_load|compose|parse)\(|"
                         r"C?SafeLoader|CLoader|trusted=")
    found = [f"{path.relative_to(source)}:{n}"
             for path in source.rglob("*.py") if path.name != "safe_yaml.py"
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if parsing.search(line)]
    assert found == []


def test_every_shipped_yaml_file_reads_the_same_by_both_readers(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """libyaml's parser speeds up the first frame (issue 41); it must give exactly what the
    pure-Python reader gives, node lines included (messages name them)."""
    import drawpoker
    from drawpoker import paths, safe_yaml

    shipped = [*paths.lang_dir().glob("*.yaml"),
               *(Path(drawpoker.__file__).parent / "engine").rglob("*.yaml"),
               *paths.assets_dir().rglob("*.yaml")]
    assert len(shipped) >= 20
    limits = YamlLimits(max_bytes=512 * 1024, max_depth=20, max_nodes=100_000)
    fast = {path: read_yaml_file(path, limits) for path in shipped}
    monkeypatch.setattr(safe_yaml, "_Loader", safe_yaml._BoundedLoader)
    for path in shipped:
        slow = read_yaml_file(path, limits)
        assert fast[path].data == slow.data and fast[path].data, path
        assert fast[path].root is not None and slow.root is not None
        assert fast[path].root.start_mark.line == slow.root.start_mark.line
