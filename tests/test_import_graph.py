"""The shape of the code, read from the source: no import circles, no game reaching into
another game, the shared core importing no game, and the layers in their order.

Imports are found with ``ast``: module level and inside functions alike, since a lazy import
is still a dependency; only ``if TYPE_CHECKING:`` blocks are left out (they never run).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import drawpoker

SRC = Path(drawpoker.__file__).parent.parent
GAMES = ("draw", "holdem", "canfield")
LAYERS = ("engine", "ai", "storage", "ui", "sim", "teach")
#: Modules that bring the games together and so may import any of them (the title, the
#: settings page, the scene list and the verifier reach the games only through the registry,
#: ``drawpoker.games``, and are not among them): the app shell, the command line, the
#: simulators' front door, the screenshot stager, the player's settings (each game's options)
#: and the bank's bounds (what each game's money can be).
SHELL = frozenset({
    "drawpoker.__main__",
    "drawpoker.settings",
    "drawpoker.bank.limits",
    "drawpoker.sim",
    "drawpoker.sim.__main__",
    "drawpoker.storage.export.command",
    "drawpoker.storage.shelf",
    "drawpoker.ui.app",
    "drawpoker.ui.stats",
    "drawpoker.ui.shots",
    "drawpoker.ui.bank_ui",
    "drawpoker.ui.bank_page",
    "drawpoker.teach.whatif",
})
#: What a layer may not import: the engine knows nothing of the others, the computer players
#: nothing of files or screens, the files nothing of screens.
FORBIDDEN = {
    "engine": ("drawpoker.ai", "drawpoker.storage", "drawpoker.ui", "drawpoker.sim",
               "drawpoker.bank"),
    "ai": ("drawpoker.storage", "drawpoker.ui", "drawpoker.sim"),
    "storage": ("drawpoker.ui", "drawpoker.sim"),
    # The teaching tools (what-if) use the engine, the players and the histories, never a
    # screen, the simulators or the bank: a what-if touches no money.
    "teach": ("drawpoker.ui", "drawpoker.sim", "drawpoker.bank"),
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports_in(source: str, name: str, is_package: bool, known: set[str],
               typing: bool = False) -> set[str]:
    """The project modules ``source`` imports (``from pkg import module`` names the module);
    with ``typing``, also those its ``if TYPE_CHECKING:`` blocks import."""
    found: set[str] = set()
    package = name.split(".") if is_package else name.split(".")[:-1]

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _type_checking(child) and not typing:
                for other in child.orelse:
                    visit_one(other)
            else:
                visit_one(child)

    def visit_one(node: ast.AST) -> None:
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                module = ".".join([*base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            for alias in node.names:
                sub = f"{module}.{alias.name}"
                found.add(sub if sub in known else module)
        visit(node)

    visit(ast.parse(source))
    return {module for module in found if module in known and module != name}


def import_graph(typing: bool = False) -> dict[str, set[str]]:
    paths = {module_name(path): path for path in (SRC / "drawpoker").rglob("*.py")}
    known = set(paths)
    return {name: imports_in(path.read_text(encoding="utf-8"), name,
                             path.name == "__init__.py", known, typing)
            for name, path in paths.items()}


GRAPH = import_graph()


def game_of(module: str) -> str | None:
    """The game a module belongs to (``drawpoker.<layer>.<game>...``), or None if shared."""
    parts = module.split(".")
    if len(parts) >= 3 and parts[1] in LAYERS and parts[2] in GAMES:
        return parts[2]
    return None


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return found


def crossings(graph: dict[str, set[str]]) -> list[str]:
    """Every import that breaks the shape, as 'importer -> imported (why)'."""
    bad = []
    for module, imported in sorted(graph.items()):
        game = game_of(module)
        layer = module.split(".")[1] if module.count(".") else ""
        for other in sorted(imported):
            other_game = game_of(other)
            if game and other_game and other_game != game:
                bad.append(f"{module} -> {other} (one game into another)")
            elif not game and other_game and module not in SHELL:
                bad.append(f"{module} -> {other} (a shared module into a game)")
            for prefix in FORBIDDEN.get(layer, ()):
                if other == prefix or other.startswith(prefix + "."):
                    bad.append(f"{module} -> {other} (layer {layer} below {prefix})")
    return bad


def test_no_import_circles() -> None:
    assert circles(GRAPH) == []


def test_no_import_circles_even_through_typing_imports() -> None:
    """Issue 39: a helper names what it uses of its scene or its app as a Protocol
    (``ui/scene.py``'s Host, each table's ``table_view``), never the module that imports it."""
    assert circles(import_graph(typing=True)) == []


def test_no_game_imports_another_and_the_core_imports_no_game() -> None:
    assert crossings(GRAPH) == []


def test_every_game_has_its_package_in_every_layer_that_holds_one() -> None:
    for layer in ("engine", "storage", "ui"):
        for game in GAMES:
            assert f"drawpoker.{layer}.{game}" in GRAPH, (layer, game)
    for layer in ("ai", "sim", "teach"):  # Canfield has no computer player, no simulator
        for game in ("draw", "holdem"):
            assert f"drawpoker.{layer}.{game}" in GRAPH, (layer, game)


# The checks themselves: each finds what it must on a small made-up graph or source.

def test_the_reader_sees_lazy_relative_and_package_imports_but_not_type_checking() -> None:
    known = {"p", "p.a", "p.b", "p.c", "p.d", "p.sub", "p.sub.e"}
    found = imports_in(
        "from typing import TYPE_CHECKING\n"
        "from p import a\n"
        "if TYPE_CHECKING:\n"
        "    from p.b import Thing\n"
        "else:\n"
        "    import p.d\n"
        "def later():\n"
        "    from .sub.e import f\n",
        "p.c", False, known)
    assert found == {"p.a", "p.d", "p.sub.e"}
    with_typing = imports_in("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                             "    from p.b import Thing\n", "p.c", False, known, typing=True)
    assert with_typing == {"p.b"}


def test_a_circle_is_found_even_through_three_modules() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


@pytest.mark.parametrize(("importer", "imported"), [
    ("drawpoker.engine.holdem.game", "drawpoker.engine.draw.rules"),
    ("drawpoker.ui.holdem.scene", "drawpoker.ui.draw.board"),
    ("drawpoker.engine.core.deck", "drawpoker.engine.draw.actions"),
    ("drawpoker.engine.draw.match", "drawpoker.ai.draw.hard"),
    ("drawpoker.storage.canfield.book", "drawpoker.storage.draw.saves"),
])
def test_a_crossing_is_found(importer: str, imported: str) -> None:
    assert crossings({importer: {imported}, imported: set()})
