"""Reading YAML that the player or the disk hands the game: plain data, bounded, never code.

Every YAML file the game reads (settings, theme manifests, language files, rules presets) goes
through :func:`load_yaml`. PyYAML's ``safe_load`` alone already refuses code, but it lets a small
file cost a lot: 20,000 nested brackets in 40 KB raise ``RecursionError`` from its recursive
composer, a few hundred bytes of aliases (``*a``) expand into billions of values once anything
walks them, and a 5000-digit number or a date such as ``2001-13-45`` raise ``ValueError``
from its constructors. Here each of those is a :class:`YamlRefused` with a reason and a line:

- the text is at most ``limits.max_bytes`` bytes of UTF-8;
- collections nest at most ``limits.max_depth`` deep (checked before going deeper);
- at most ``limits.max_nodes`` values in all;
- aliases are refused: none of the game's files needs them, and refusing them outright is the
  only bound on what they expand to that needs no counting;
- only plain types are built: text, numbers, true/false, null, lists and mappings. A date is
  kept as the text it was written as; ``!!binary``, ``!!set``, ``!!omap``, ``!!python/...`` and
  any other tag are refused.

>>> load_yaml("a: [1, 2]")
{'a': [1, 2]}
>>> load_yaml("a: &x [1]\\nb: *x")
Traceback (most recent call last):
...
drawpoker.safe_yaml.YamlRefused: uses an alias (*x) at line 2; aliases are not allowed here
"""

from __future__ import annotations

import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from yaml.composer import Composer
from yaml.constructor import SafeConstructor
from yaml.resolver import Resolver

__all__ = ["DocumentYaml", "YamlLimits", "YamlRefused", "load_yaml", "read_yaml", "read_yaml_file"]


@dataclass(frozen=True, slots=True)
class YamlLimits:
    """How much one document may hold. The defaults suit a small settings-like file."""

    max_bytes: int = 64 * 1024
    max_depth: int = 20
    max_nodes: int = 20_000
    #: Longest number written in digits; Python refuses to convert much longer ones anyway.
    max_digits: int = 100
    #: A key given twice in one mapping is refused (``duplicate_key``) unless the caller
    #: reports them itself (the translation files, which name both lines).
    duplicate_keys_allowed: bool = False


class YamlRefused(ValueError):
    """A YAML document the game will not use; ``str(error)`` says why (and where).

    ``kind`` is one of ``not_a_file``, ``too_large``, ``not_utf8``, ``syntax``, ``too_deep``,
    ``too_many``, ``alias``, ``special_type``, ``duplicate_key`` and ``bad_value``; ``problem``
    is the reason without the line; ``line`` is the 1-based line of the problem when it is known.
    """

    def __init__(self, kind: str, problem: str, line: int | None = None) -> None:
        where = f" at line {line}" if line is not None else ""
        head, sep, tail = problem.partition(";")
        super().__init__(f"{head}{where}{sep}{tail}")
        self.kind = kind
        self.problem = problem
        self.line = line


@dataclass(frozen=True, slots=True)
class DocumentYaml:
    """A loaded document: the plain data, and its node tree (for line numbers of keys)."""

    data: Any
    root: yaml.Node | None


def load_yaml(source: str | bytes, limits: YamlLimits = YamlLimits()) -> Any:
    """The plain data of one YAML document; raise :class:`YamlRefused` for anything else."""
    return read_yaml(source, limits).data


def read_yaml_file(path: Path, limits: YamlLimits = YamlLimits()) -> DocumentYaml:
    """Read ``path`` (never more than the size limit) and load it.

    ``OSError`` is raised as is when the file cannot be read, so callers can tell a missing or
    locked file from a bad one; everything wrong with the content is :class:`YamlRefused`.
    """
    if not stat.S_ISREG(path.stat().st_mode):
        # A folder, a device such as /dev/zero, or a pipe that would never end.
        raise YamlRefused("not_a_file", "is not a regular file")
    with path.open("rb") as handle:
        raw = handle.read(limits.max_bytes + 1)
    return read_yaml(raw, limits)


def read_yaml(source: str | bytes, limits: YamlLimits = YamlLimits()) -> DocumentYaml:
    """Like :func:`load_yaml`, keeping the node tree as well. The game's own files are read
    the same bounded way as the player's: an installed file may have been changed."""
    if isinstance(source, bytes):
        if len(source) > limits.max_bytes:
            raise _too_large(limits)
        try:
            text = source.decode("utf-8")
        except UnicodeDecodeError as exc:
            line = source[: exc.start].count(b"\n") + 1
            raise YamlRefused("not_utf8", "is not UTF-8 text; save it as UTF-8", line) from None
    else:
        text = source
        if len(text) > limits.max_bytes or len(text.encode("utf-8", "replace")) > limits.max_bytes:
            raise _too_large(limits)
    loader: _BoundedLoader | _FastLoader | None = None
    try:
        loader = _Loader(text.removeprefix("\ufeff"), limits)
        root = loader.get_single_node()
        data = loader.construct_document(root) if root is not None else None
    except YamlRefused:
        raise
    except yaml.MarkedYAMLError as exc:
        raise _from_marked(exc, limits) from None
    except yaml.reader.ReaderError as exc:
        line = text[: exc.position].count("\n") + 1
        raise YamlRefused(
            "syntax", f"holds a character YAML does not allow (#x{exc.character:04x})", line
        ) from None
    except yaml.YAMLError as exc:
        raise YamlRefused("syntax", f"is not valid YAML ({exc})") from None
    except (ValueError, OverflowError) as exc:
        # Constructors convert scalars with int(), float(), date(): e.g. too many digits.
        raise YamlRefused("bad_value", f"holds a value that cannot be read ({exc})") from None
    finally:
        if loader is not None:
            loader.dispose()
    return DocumentYaml(data, root)


def _too_large(limits: YamlLimits) -> YamlRefused:
    return YamlRefused("too_large", f"is too large (the limit is {limits.max_bytes} bytes)")


def _from_marked(exc: yaml.MarkedYAMLError, limits: YamlLimits) -> YamlRefused:
    mark = exc.problem_mark or exc.context_mark
    line = mark.line + 1 if mark is not None else None
    problem = str(exc.problem or exc.context or "unreadable").strip()
    if "maximum nesting depth" in problem:  # libyaml's own bound, far above ours
        return YamlRefused(
            "too_deep",
            f"nests lists or mappings too deeply (the limit is {limits.max_depth})",
            line,
        )
    start = exc.context_mark
    if start is not None and line is not None and start.line + 1 < line:
        problem += f", in the block that starts at line {start.line + 1}"
    if isinstance(exc, yaml.constructor.ConstructorError):
        # Special types are refused by the loader itself; what is left is e.g. a list as a key.
        return YamlRefused("bad_value", f"holds a value that cannot be read ({problem})", line)
    return YamlRefused("syntax", f"is not valid YAML ({problem})", line)


def _line(event: yaml.Event | yaml.Node | None) -> int | None:
    mark = getattr(event, "start_mark", None)
    return mark.line + 1 if mark is not None else None


class _Checks:
    """What every loader here checks while it builds values: no key twice, no huge number,
    no special type. (``limits`` is set by the loader; the PyYAML methods called here are the
    loader's, which mypy cannot see from a mixin.)"""

    limits: YamlLimits

    def construct_mapping(self, node: yaml.Node, deep: bool = False) -> dict[Any, Any]:
        """A mapping, refusing a key given twice (PyYAML would silently keep the last)."""
        if isinstance(node, yaml.MappingNode) and not self.limits.duplicate_keys_allowed:
            self.flatten_mapping(node)  # type: ignore[attr-defined]  # merge keys ("<<") first, as the safe loader does
            seen: dict[Any, int | None] = {}
            for key_node, _ in node.value:
                key = self.construct_object(key_node, deep=True)  # type: ignore[attr-defined]
                try:
                    first = seen.get(key, -1)
                except TypeError:  # a list as a key: refused by the loader below
                    continue
                if first != -1:
                    at = f" (first at line {first})" if first is not None else ""
                    raise YamlRefused(
                        "duplicate_key",
                        f"has the key {str(key)[:40]!r} twice{at}; keep only one",
                        _line(key_node),
                    )
                seen[key] = _line(key_node)
        return super().construct_mapping(node, deep)  # type: ignore[misc,no-any-return]

    def construct_yaml_int(self, node: yaml.Node) -> int:
        value = str(node.value)
        if sum(ch.isalnum() for ch in value) > self.limits.max_digits:
            raise YamlRefused(
                "bad_value",
                f"holds a number of more than {self.limits.max_digits} digits",
                _line(node),
            )
        return int(super().construct_yaml_int(node))  # type: ignore[misc]

    def construct_as_text(self, node: yaml.Node) -> str:
        return str(self.construct_scalar(node))  # type: ignore[attr-defined]

    def construct_refused(self, node: yaml.Node) -> None:
        raise YamlRefused(
            "special_type",
            f"uses a special YAML type ({node.tag}); only text, numbers, true/false, "
            "lists and mappings are allowed",
            _line(node),
        )



class _Bounds:
    """Counting depth and values as a document is composed, refusing aliases: what bounds
    the work of any file whatever it holds. (The PyYAML methods called here are the
    loader's, which mypy cannot see from a mixin.)"""

    limits: YamlLimits
    depth: int
    nodes: int

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        event: yaml.Event | None = self.peek_event()  # type: ignore[attr-defined]
        if isinstance(event, yaml.AliasEvent):
            raise YamlRefused(
                "alias",
                f"uses an alias (*{event.anchor}); aliases are not allowed here",
                _line(event),
            )
        self.nodes += 1
        if self.nodes > self.limits.max_nodes:
            raise YamlRefused(
                "too_many",
                f"holds too many values (the limit is {self.limits.max_nodes})",
                _line(event),
            )
        if not isinstance(event, yaml.CollectionStartEvent):
            return super().compose_node(parent, index)  # type: ignore[misc,no-any-return]
        if self.depth >= self.limits.max_depth:
            raise YamlRefused(
                "too_deep",
                f"nests lists or mappings too deeply (the limit is {self.limits.max_depth})",
                _line(event),
            )
        self.depth += 1
        try:
            return super().compose_node(parent, index)  # type: ignore[misc,no-any-return]
        finally:
            self.depth -= 1


class _BoundedLoader(_Checks, _Bounds, yaml.SafeLoader):
    """PyYAML's safe loader in pure Python, bounded: where PyYAML was built without libyaml."""

    def __init__(self, text: str, limits: YamlLimits) -> None:
        super().__init__(text)
        self.limits = limits
        self.depth = 0
        self.nodes = 0


try:
    from yaml._yaml import CParser
except ImportError:  # PyYAML without libyaml: the pure-Python reader does the same work
    _Loader: type[_BoundedLoader] | type[_FastLoader] = _BoundedLoader
else:
    class _FastLoader(_Checks, _Bounds, Composer, CParser,
                      SafeConstructor, Resolver):
        """The same bounded loader with libyaml's scanner and parser (7 times faster on a
        language file: the first frame reads one): the document is still composed here, so
        depth, values and aliases are counted and refused exactly as above; libyaml refuses
        deeper nesting than 1,000 on its own."""

        def __init__(self, text: str, limits: YamlLimits) -> None:
            CParser.__init__(self, text)
            SafeConstructor.__init__(self)
            Resolver.__init__(self)
            Composer.__init__(self)
            self.limits = limits
            self.depth = 0
            self.nodes = 0

    _Loader = _FastLoader


for _loader in {_BoundedLoader, _Loader}:
    _loader.add_constructor("tag:yaml.org,2002:int",  # type: ignore[type-var]
                            _Checks.construct_yaml_int)
    _loader.add_constructor("tag:yaml.org,2002:timestamp",  # type: ignore[type-var]
                            _Checks.construct_as_text)
    for _tag in ("binary", "set", "omap", "pairs"):
        _loader.add_constructor(f"tag:yaml.org,2002:{_tag}",  # type: ignore[type-var]
                                _Checks.construct_refused)
    _loader.add_constructor(None, _Checks.construct_refused)  # type: ignore[type-var]
