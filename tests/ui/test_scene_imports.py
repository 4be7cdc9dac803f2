"""No scene module imports another: scenes reach each other by name through the app.

The imports are read from the source with ``ast`` (module level, inside functions and under
``TYPE_CHECKING`` alike), so a lazy import inside a method is caught as well.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import drawpoker.ui
from drawpoker.ui.app import App
from drawpoker.ui.scene import SceneName
from drawpoker.ui.scenes import SceneRegistry, UnknownScene, standard_registry

UI = Path(drawpoker.ui.__file__).parent

#: Every module that holds a screen of the game (ui/holdem/scene.py is the hold'em table to come).
SCENE_MODULES: tuple[str, ...] = (
    "drawpoker.ui.menus",
    "drawpoker.ui.confirm",
    "drawpoker.ui.settings",
    "drawpoker.ui.speech_settings",
    "drawpoker.ui.keys_page",
    "drawpoker.ui.stats",
    "drawpoker.ui.draw.help_scene",
    "drawpoker.ui.draw.gameover",
    "drawpoker.ui.draw.scene",
    "drawpoker.ui.draw.choose_opponent",
    "drawpoker.ui.draw.record_book",
    "drawpoker.ui.canfield.scene",
    "drawpoker.ui.canfield.help",
    "drawpoker.ui.bank_dialog",
    "drawpoker.ui.draw.top_up_scene",
    "drawpoker.ui.holdem.scene",
    "drawpoker.ui.holdem.setup",
    "drawpoker.ui.holdem.help",
    "drawpoker.ui.tour",
    "drawpoker.ui.message",
    "drawpoker.ui.whatif.scene",
    "drawpoker.ui.whatif.why_scene",
    "drawpoker.ui.whatif.past_scene",
    "drawpoker.ui.code_entry",
)
#: Modules every scene may build on: the base classes and the names.
BASES = ("drawpoker.ui.scene", "drawpoker.ui.button_scene", "drawpoker.ui.rules_page")
#: The registry imports every scene module, so a scene that imported it would import them all.
REGISTRY = "drawpoker.ui.scenes"


def _module_path(module: str) -> Path:
    return UI.joinpath(*module.split(".")[2:]).with_suffix(".py")


def _all_ui_modules() -> list[str]:
    return sorted("drawpoker.ui." + ".".join(path.relative_to(UI).with_suffix("").parts)
                  for path in UI.rglob("*.py"))


def imported_modules(module: str) -> set[str]:
    """Every module ``module``'s source imports, anywhere in the file, as dotted names.

    ``from drawpoker.ui import menus`` counts as importing ``drawpoker.ui.menus``.
    """
    path = _module_path(module)
    package = module.rsplit(".", 1)[0] if path.name != "__init__.py" else module
    return imports_in(path.read_text(encoding="utf-8"), package)


def imports_in(source: str, package: str) -> set[str]:
    """The modules ``source`` (a module of ``package``) imports."""
    tree = ast.parse(source)
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from .x import y
                parts = package.split(".")
                parent = parts[:len(parts) - node.level + 1]
                base = ".".join(parent + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def _defines_a_scene(module: str) -> bool:
    tree = ast.parse(_module_path(module).read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            bases = {b.id if isinstance(b, ast.Name) else getattr(b, "attr", "")
                     for b in node.bases}
            if bases & {"Scene", "ButtonScene"}:
                return True
    return False


def test_the_import_reader_sees_every_kind_of_import() -> None:
    """The check itself: lazy, type-only, relative and package-style imports are all found."""
    found = imports_in(
        "from typing import TYPE_CHECKING\n"
        "from drawpoker.ui import menus\n"
        "if TYPE_CHECKING:\n"
        "    from drawpoker.ui.stats import StatsScene\n"
        "def later():\n"
        "    from .draw.scene import TableScene\n"
        "    import drawpoker.ui.draw.gameover\n",
        "drawpoker.ui")
    assert {"drawpoker.ui.menus", "drawpoker.ui.stats", "drawpoker.ui.draw.scene",
            "drawpoker.ui.draw.gameover"} <= found


@pytest.mark.parametrize("module", [m for m in SCENE_MODULES if _module_path(m).exists()])
def test_no_scene_module_imports_another(module: str) -> None:
    found = imported_modules(module)
    others = sorted(found & (set(SCENE_MODULES) - {module}))
    assert not others, f"{module} imports the scene module(s) {others}: use app.go(SceneName.X)"
    assert REGISTRY not in found, f"{module} imports the registry, which imports every scene"


#: The app builds scenes from the registry: reaching them through it is the point.
MEDIATORS = ("drawpoker.ui.app", REGISTRY)


def scene_modules_reached(module: str) -> dict[str, list[str]]:
    """Other scene modules ``module`` reaches through the ui modules it imports (not through
    the app or the registry), each with the chain of imports that leads there."""
    ui_modules = set(_all_ui_modules())
    scenes = set(SCENE_MODULES)

    def ui_imports(name: str) -> set[str]:
        return imported_modules(name) & ui_modules

    chains = {name: [name] for name in ui_imports(module)}
    todo, seen, reached = list(chains), {module}, {}
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        if name in scenes:
            reached[name] = chains[name]
            continue
        if name in MEDIATORS:
            continue
        for found in ui_imports(name):
            chains.setdefault(found, [*chains[name], found])
            todo.append(found)
    return reached


@pytest.mark.parametrize("module", [m for m in SCENE_MODULES if _module_path(m).exists()])
def test_no_scene_module_reaches_another_through_a_helper(module: str) -> None:
    """menus -> bank_ui -> bank_dialog would be the circle again, one module removed."""
    assert scene_modules_reached(module) == {}


def test_every_scene_module_is_listed() -> None:
    """A new module with a scene in it must join SCENE_MODULES (so the check covers it)."""
    defining = {m for m in _all_ui_modules() if m not in BASES and _defines_a_scene(m)}
    assert defining <= set(SCENE_MODULES), sorted(defining - set(SCENE_MODULES))
    assert "drawpoker.ui.draw.scene" in defining and "drawpoker.ui.canfield.scene" in defining


def test_every_scene_name_is_registered_and_builds() -> None:
    registry = standard_registry()
    assert set(registry.names()) == set(SceneName)


def test_registry_refuses_a_name_twice_and_names_the_known_ones() -> None:
    registry = SceneRegistry()
    registry.register("x", lambda app: None)
    with pytest.raises(ValueError, match="already registered"):
        registry.register("x", lambda app: None)
    with pytest.raises(UnknownScene, match="known: x"):
        registry.build(None, "nowhere")  # type: ignore[arg-type]


def test_go_builds_by_name_and_pushes() -> None:
    from ui_driver import make_app

    app = make_app()
    scene = app.go(SceneName.TITLE)
    assert app.scene is scene and type(scene).__name__ == "TitleScene"
    help_scene = app.go("draw_help")  # a plain string names it too
    assert app.scene is help_scene and type(help_scene).__name__ == "HelpScene"
    assert isinstance(app, App)


def test_the_standard_scenes_are_imported_when_first_needed_and_warmed_up_once() -> None:
    """Issue 25: importing every scene before the first frame was 0.43 s of a 0.64 s start.
    The registry names each scene's module; building one imports it, and ``warm_up`` imports
    one more each time it is called until none is left."""
    from drawpoker import games
    from drawpoker.ui.scenes import STANDARD, Deferred

    registry = standard_registry()
    named = {name: module for name, (module, _) in STANDARD.items()}
    named.update({name: ref.partition(":")[0] for name, ref in games.scenes()})
    factories = [registry._factories[name] for name in named]
    assert all(isinstance(f, Deferred) for f in factories)
    assert set(registry.names()) == set(named)
    assert set(named.values()) == set(SCENE_MODULES)  # every scene module, each named once
    calls = 0
    while registry.warm_up():
        calls += 1
        assert calls <= len(factories)
    assert all(isinstance(f, Deferred) and f.loaded for f in factories)
    assert calls <= len(factories) and not registry.warm_up()
    for name, module in named.items():
        deferred = registry._factories[name]
        assert isinstance(deferred, Deferred)
        assert deferred.load().__module__ == module
        assert deferred.load().__name__ == deferred.name


def test_a_deferred_name_that_is_not_a_scene_factory_is_refused() -> None:
    from drawpoker.ui.scenes import Deferred

    with pytest.raises(TypeError, match="not a scene factory"):
        Deferred("drawpoker.ui.scene", "__doc__").load()
    with pytest.raises(ModuleNotFoundError):
        Deferred("drawpoker.ui.no_such_scene", "Scene").load()


def test_the_title_does_not_import_the_tables_or_the_ai() -> None:
    """What the first frame needs, and no more: the title is drawn without the game tables'
    modules or the draw levels' strategies (they come while the title waits, or on entry)."""
    import subprocess
    import sys

    code = (
        "import os, sys\n"
        "os.environ['SDL_VIDEODRIVER'] = os.environ['SDL_AUDIODRIVER'] = 'dummy'\n"
        "from drawpoker.ui.app import App\n"
        "from drawpoker.ui.scene import SceneName\n"
        "app = App((800, 480))\n"
        "app.go(SceneName.TITLE)\n"
        "app.step()\n"
        "print(' '.join(sorted(m for m in sys.modules if m.startswith('drawpoker'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    loaded = set(out)
    assert "drawpoker.ui.menus" in loaded
    for heavy in ("drawpoker.ui.draw.scene", "drawpoker.ui.holdem.scene",
                  "drawpoker.ui.canfield.scene", "drawpoker.ai.draw", "drawpoker.ai.holdem"):
        assert heavy not in loaded, heavy


def test_the_app_warms_the_scenes_up_while_the_title_waits() -> None:
    app = App((800, 480))
    app.go(SceneName.TITLE)
    # the title deals its fan in first (an animation: no import may make it stutter), then
    # waits for the player, and each idle frame imports one scene
    from drawpoker.ui.scenes import Deferred

    def pending() -> int:
        return sum(isinstance(f, Deferred) and not f.loaded
                   for f in app.registry._factories.values())

    assert pending() > 0
    for _ in range(60):
        app.run(max_frames=10)
        if not pending():
            break
    assert pending() == 0  # the app imported every scene while the title waited
