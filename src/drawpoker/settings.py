"""The player's settings: one frozen value, stored per user as a small YAML file.

This is the one settings model: the app holds a :class:`Settings`, every scene reads it, and the
settings scene replaces it (``app.settings = app.settings.replace(draw_deck_size=52)``) and
stores it with :func:`save`. Derived values (the rules of the next match, the animation speed
factor, the sound volume) are properties here, so no second copy of the choices exists
anywhere. Each game's settings are named for it (``draw_*``, ``holdem_*``; issue 39).

Reading never fails: a missing file gives the defaults silently; a file that cannot be read,
is not plain YAML within :data:`LIMITS` (read by :mod:`drawpoker.safe_yaml`: no aliases, no
deep nesting, no huge file), or holds wrong or out-of-range values gives the defaults for what
is wrong (each
field on its own when the file is a readable mapping) plus :class:`SettingsProblem` records that
the UI shows in the player's language. The rejected file is moved aside as
``settings.yaml.bad-<timestamp>`` (never silently lost) and the repaired settings are written
back, so the problem is reported once.

This module is pure Python (no pygame) so tools and tests can use it without a display.

>>> s = Settings(draw_deck_size=52, draw_starting_money=500)
>>> s.rules().deck_size, s.rules().starting_money
(52, 500)
>>> Settings(draw_match_length="quick").rules().buyback_at
300
"""

from __future__ import annotations

import dataclasses
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import yaml

from drawpoker import games, keymap, paths, system_language
from drawpoker.engine.draw import Rules
from drawpoker.engine.holdem.stakes import DEFAULT as DEFAULT_STAKES
from drawpoker.engine.holdem.stakes import STAKES
from drawpoker.games import OptionValue
from drawpoker.i18n import available_languages
from drawpoker.safe_yaml import YamlLimits, YamlRefused, read_yaml_file
from drawpoker.storage.atomic import move_aside, write_text_atomic

log = logging.getLogger(__name__)

FILE_NAME = "settings.yaml"
#: Written into the file so a later version can read an older file and convert it. Version 2
#: names draw's settings for their game (``draw_deck_size``); version 1's names are read too.
VERSION = 2
#: A settings file is a flat list of a dozen values: anything much bigger or deeper is refused.
LIMITS = YamlLimits(max_bytes=16 * 1024, max_depth=4, max_nodes=500)

DECK_SIZES: tuple[int, ...] = (32, 52)
#: Which family of rules presets a match uses: "classic" or the shorter "quick" money rules.
MATCH_LENGTHS: tuple[str, ...] = ("classic", "quick")
STARTING_MONEY: tuple[int, ...] = (100, 200, 500)
OPPONENT_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
CARD_STYLES: tuple[str, ...] = ("two-colour", "four-colour")
CARD_BACKS: tuple[str, ...] = ("classic", "navy")
ANIMATION_SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")
VOLUME_MIN, VOLUME_MAX, VOLUME_STEP = 0, 100, 10
#: How big every text is drawn: "large" for a player who reads the normal size with effort.
TEXT_SIZES: tuple[str, ...] = ("normal", "large")
#: The factor each text size multiplies every text by.
TEXT_FACTORS: dict[str, float] = {"normal": 1.0, "large": 1.22}
#: How long animations take at each speed the settings offer, as a multiplier (0: instant).
SPEED_FACTORS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
#: Spoken announcements (drawpoker.speech): "short" says the facts, "full" adds pot and stacks.
SPEECH_VERBOSITIES: tuple[str, ...] = ("short", "full")
#: The speech rate, in percent slower or faster than the speech engine's normal.
SPEECH_RATES: tuple[int, ...] = (-50, -25, 0, 25, 50, 75, 100)
#: The speech settings: rows of the settings' own speech page (ui/speech_settings.py), not of
#: the main page; DRAWPOKER_SPEECH (ui/speech_hub.py) turns speech on before any page is heard.
SPEECH_FIELDS: tuple[str, ...] = ("speech", "speech_verbosity", "speech_rate")

#: Language codes as the files in ``lang/`` are named: "en", "pt", "pt-br", "zh_hant".
_LANGUAGE_CODE = re.compile(r"^[a-z]{2,3}([-_][a-z0-9]{2,8})?$", re.IGNORECASE)
#: Theme ids as the theme manifests define them.
_THEME_ID = re.compile(r"^[a-z0-9][a-z0-9_-]{0,31}$")
#: Opponent ids as the roster defines them (``drawpoker.roster``); "" is none chosen yet. An id
#: of the right form that the roster lacks is the UI's to replace (by the roster's first).
_OPPONENT_ID = re.compile(r"^([a-z][a-z0-9_]{0,31})?$")
#: A game's option as the settings keep it: "<game key>.<option name>".
_OPTION_NAME = re.compile(r"^[a-z][a-z0-9_]{0,31}\.[a-z_][a-z0-9_]{0,31}$")

HOLDEM_OPPONENTS: tuple[int, ...] = (1, 2, 3, 4, 5)
#: Hold'em's own levels (draw keeps OPPONENT_LEVELS; hold'em's hard plays its own solved game).
HOLDEM_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
#: Values once offered and since withdrawn, with what a file holding one now gets: quietly, as
#: the player chose nothing wrong. (Hold'em's "hard", withdrawn once, is offered again.)
RETIRED: dict[tuple[str, str], str] = {}
#: Fields the game remembers where the choice is made (the hold'em setup page, the keys
#: page), so the settings scene has no row for them.
REMEMBERED: tuple[str, ...] = ("holdem_opponents", "holdem_level", "holdem_buy_in",
                               "holdem_casino_blinds", "draw_opponent", "tour_draw_seen",
                               "tour_holdem_seen", "keys")
#: The hold'em buy-ins the setup page offers (with their blinds, engine/holdem/stakes.yaml).
HOLDEM_BUY_INS: tuple[int, ...] = tuple(stake.buy_in for stake in STAKES)

#: Settings whose change alters the rules of a match; they take effect from the next match.
RULE_FIELDS: tuple[str, ...] = (
    "draw_deck_size", "draw_match_length", "draw_ace_low_32", "draw_flush_beats_full_house",
    "draw_starting_money",
)
#: Draw's settings before each game's were named for it (files of version 1): read under their
#: new names, so an older file keeps every choice (issue 39).
RENAMED: dict[str, str] = {name: f"draw_{name}" for name in (
    "deck_size", "ace_low_32", "flush_beats_full_house", "match_length", "starting_money",
    "opponent_level", "opponent", "coach")}


class SettingsError(ValueError):
    """A setting has a wrong type or a value outside its choices; the message names it."""


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the player chooses in the settings scene."""

    language: str = "en"
    draw_deck_size: int = 32
    draw_ace_low_32: bool = False
    draw_flush_beats_full_house: bool = False
    draw_match_length: str = "classic"
    draw_starting_money: int = 200
    draw_opponent_level: str = "normal"
    theme: str = "wardrobe"
    card_style: str = "two-colour"
    card_back: str = "classic"
    animation_speed: str = "normal"
    text_size: str = "normal"
    volume: int = 80
    muted: bool = False
    # The music that follows the moment (calm, tense, won, lost): off unless the player
    # turns it up; its own volume beside the effects' (issue 41).
    music_volume: int = 0
    fullscreen: bool = False
    draw_coach: bool = False  # the draw coach at the table (off: the game as it always was)
    # Nothing slides, bounces, shakes or drifts: every movement cuts to its end (issue 36).
    reduced_motion: bool = False
    # Black felt, white cards with thick black edges, pure red and black suits (issue 36).
    high_contrast: bool = False
    # Spoken announcements for players who do not see the screen (off: silent, as ever).
    speech: bool = False
    speech_verbosity: str = "full"
    speech_rate: int = 0
    # Remembered from the hold'em setup page (its last choice), not rows of the settings scene.
    holdem_opponents: int = 3
    holdem_level: str = "normal"
    holdem_buy_in: int = DEFAULT_STAKES.buy_in
    holdem_casino_blinds: bool = False
    # Remembered from the draw new-match page: the opponent last chosen (a roster id).
    draw_opponent: str = ""
    # The first-run tour of each table's house rules was shown (ui/tour.py): once only.
    tour_draw_seen: bool = False
    tour_holdem_seen: bool = False
    # The keys the player moved (keys page, drawpoker.keymap): (action, key) pairs, sorted,
    # only those that differ from the defaults; stored as a mapping (``keys: {bet: g}``).
    keys: tuple[tuple[str, str], ...] = ()
    # Each registered game's own options (``drawpoker.games.Option``): ("game.option", value)
    # pairs, sorted, only those chosen; stored per game (``options: {highcard: {deck: 32}}``).
    # A game not installed this time keeps its values, unchecked, for when it is again.
    options: tuple[tuple[str, OptionValue], ...] = ()

    def __post_init__(self) -> None:
        for field in dataclasses.fields(self):
            error = check_field(field.name, getattr(self, field.name))
            if error is not None:
                raise SettingsError(error)

    def rules(self) -> Rules:
        """The engine rules these settings choose (a preset with the player's options).

        The match length picks the preset family; the starting money setting applies on top.
        """
        return Rules.preset(f"{self.draw_match_length}-{self.draw_deck_size}").replace(
            ace_low_32=self.draw_ace_low_32,
            # A 32-card rule (Rules refuses it with 52 cards); the setting is kept for 32.
            flush_beats_full_house=self.draw_flush_beats_full_house and self.draw_deck_size == 32,
            starting_money=self.draw_starting_money,
        )

    def preset(self) -> Rules:
        """The rules preset the match length and deck choose, before the player's options."""
        return Rules.preset(f"{self.draw_match_length}-{self.draw_deck_size}")

    def match_rules(self) -> Rules:
        """The rules a new match is played by.

        As :meth:`rules`, except that a quick match always starts with its preset's money: one
        choice, not two that can disagree (the starting money setting is the classic game's,
        and a hand-edited file cannot change that).
        """
        if self.draw_match_length == "classic":
            return self.rules()
        return self.replace(draw_starting_money=self.preset().starting_money).rules()

    def option(self, game: str, name: str) -> OptionValue:
        """Game ``game``'s option ``name``: the player's choice, or its default."""
        declared = games.option(game, name)
        return dict(self.options).get(f"{game}.{name}", declared.default)

    def with_option(self, game: str, name: str, value: OptionValue) -> Settings:
        """A copy with game ``game``'s option ``name`` set (checked against its choices)."""
        found = dict(self.options)
        found[f"{game}.{name}"] = value
        return self.replace(options=tuple(sorted(found.items())))

    @property
    def key_bindings(self) -> dict[str, str]:
        """Every action's key (:mod:`drawpoker.keymap`): the defaults and the player's."""
        return keymap.bindings(self.keys)

    @property
    def four_colour(self) -> bool:
        return self.card_style == "four-colour"

    @property
    def speed_factor(self) -> float:
        """Multiplier for every animation and pause; 0 means instant (always so with reduced
        motion: the title, the confetti and the cascade stand still, the cards cut)."""
        if self.reduced_motion:
            return 0.0
        return SPEED_FACTORS.get(self.animation_speed, 1.0)

    @property
    def text_factor(self) -> float:
        """How many times its normal size every text is drawn."""
        return TEXT_FACTORS.get(self.text_size, 1.0)

    @property
    def sound_volume(self) -> float:
        """The volume as the mixer takes it, 0.0 to 1.0."""
        return self.volume / VOLUME_MAX

    @property
    def music_level(self) -> float:
        """The music's volume as the mixer takes it, 0.0 (off) to 1.0; 0.0 when muted."""
        return 0.0 if self.muted else self.music_volume / VOLUME_MAX

    def replace(self, **changes: Any) -> Settings:
        """A copy with some values changed (checked like the constructor)."""
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    def rules_differ(self, other: Settings) -> bool:
        """Whether switching from ``other`` to these settings changes the rules of a match."""
        return any(getattr(self, name) != getattr(other, name) for name in RULE_FIELDS)


FIELD_NAMES: tuple[str, ...] = tuple(f.name for f in dataclasses.fields(Settings))
_DEFAULT_VALUES: dict[str, Any] = {f.name: f.default for f in dataclasses.fields(Settings)}


def choices(name: str) -> tuple[Any, ...]:
    """The values a setting may take, in the order the settings scene cycles through them.

    Language and theme depend on the files installed, so the UI lists those itself.
    """
    fixed: dict[str, tuple[Any, ...]] = {
        "draw_deck_size": DECK_SIZES,
        "draw_ace_low_32": (False, True),
        "draw_flush_beats_full_house": (False, True),
        "draw_match_length": MATCH_LENGTHS,
        "draw_starting_money": STARTING_MONEY,
        "draw_opponent_level": OPPONENT_LEVELS,
        "card_style": CARD_STYLES,
        "card_back": CARD_BACKS,
        "animation_speed": ANIMATION_SPEEDS,
        "text_size": TEXT_SIZES,
        "volume": tuple(range(VOLUME_MIN, VOLUME_MAX + 1, VOLUME_STEP)),
        "music_volume": tuple(range(VOLUME_MIN, VOLUME_MAX + 1, VOLUME_STEP)),
        "muted": (False, True),
        "fullscreen": (False, True),
        "draw_coach": (False, True),
        "reduced_motion": (False, True),
        "high_contrast": (False, True),
        "speech": (False, True),
        "speech_verbosity": SPEECH_VERBOSITIES,
        "speech_rate": SPEECH_RATES,
        "holdem_opponents": HOLDEM_OPPONENTS,
        "holdem_level": HOLDEM_LEVELS,
        "holdem_buy_in": HOLDEM_BUY_INS,
        "holdem_casino_blinds": (False, True),
        "tour_draw_seen": (False, True),
        "tour_holdem_seen": (False, True),
    }
    if name not in fixed:
        raise KeyError(f"setting {name!r} has no fixed list of choices")
    return fixed[name]


def check_field(name: str, value: object) -> str | None:
    """Why ``value`` is not acceptable for setting ``name``, or None when it is."""
    if name not in _DEFAULT_VALUES:
        return f"unknown setting {name!r}"
    default = _DEFAULT_VALUES[name]
    if name == "keys":
        return _check_keys(value)
    if name == "options":
        return _check_options(value)
    if isinstance(default, bool):
        if not isinstance(value, bool):
            return f"{name} must be true or false, got {value!r}"
        return None
    if isinstance(default, int):
        if isinstance(value, bool) or not isinstance(value, int):
            return f"{name} must be a whole number, got {value!r}"
        if name == "volume":
            if not VOLUME_MIN <= value <= VOLUME_MAX:
                return f"volume must be between {VOLUME_MIN} and {VOLUME_MAX}, got {value}"
            return None
        allowed = choices(name)
        if value not in allowed:
            return f"{name} must be one of {', '.join(map(str, allowed))}, got {value}"
        return None
    if not isinstance(value, str):
        return f"{name} must be a text, got {value!r}"
    if name == "language":
        if not _LANGUAGE_CODE.match(value):
            return f"language code {value!r} is not valid"
        known = available_languages()
        if value not in known:  # a well-formed code the game has no texts for
            return f"there is no {value!r} translation (the game has {', '.join(known)})"
        return None
    if name == "theme":
        return None if _THEME_ID.match(value) else f"theme id {value!r} is not valid"
    if name == "draw_opponent":
        return None if _OPPONENT_ID.fullmatch(value) else f"opponent id {value!r} is not valid"
    allowed = choices(name)
    if value not in allowed:
        return f"{name} must be one of {', '.join(allowed)}, got {value!r}"
    return None


def _check_keys(value: object) -> str | None:
    """Why ``value`` is not a valid ``keys`` field: sorted (action, key) pairs, each a change
    the keys page could make, together without a clash."""
    if not isinstance(value, tuple) or not all(
            isinstance(pair, tuple) and len(pair) == 2 and all(isinstance(p, str) for p in pair)
            for pair in value):
        return f"keys must be pairs of an action and a key, got {value!r}"
    kept, bad = keymap.check(dict(value))
    if bad:
        return "; ".join(bad)
    if kept != value:
        return f"keys must list only changed keys, sorted, got {value!r}"
    return None


def check_option(full_name: object, value: object) -> str | None:
    """Why ``value`` is not acceptable for a game's option (``"game.option"``), or None. A
    game not registered now is not asked: its plain values are kept for its return."""
    if not isinstance(full_name, str) or not _OPTION_NAME.fullmatch(full_name):
        return f"options: {full_name!r} is not a game's option name"
    if not isinstance(value, bool | int | str) or (isinstance(value, str) and len(value) > 64):
        return f"options: {full_name} must be true, false, a number or a short text"
    game, _, name = full_name.partition(".")
    if game not in {each.key for each in games.games()}:
        return None
    try:
        declared = games.option(game, name)
    except KeyError:
        return f"options: the game {game!r} has no option {name!r}"
    if type(value) is not type(declared.default) or value not in declared.choices:
        allowed = ", ".join(str(choice) for choice in declared.choices)
        return f"options: {full_name} must be one of {allowed}, got {value!r}"
    return None


def _check_options(value: object) -> str | None:
    """Why ``value`` is not a valid ``options`` field: sorted, unique pairs, each valid."""
    if not isinstance(value, tuple) or not all(
            isinstance(pair, tuple) and len(pair) == 2 for pair in value):
        return f"options must be pairs of a game's option and its value, got {value!r}"
    names = [pair[0] for pair in value]
    if names != sorted(set(names)):
        return "options must name each option once, sorted"
    return next((error for pair in value if (error := check_option(*pair)) is not None), None)


def _parse_options(value: object) -> tuple[tuple[tuple[str, OptionValue], ...], list[str]]:
    """The file's ``options`` (a mapping per game), each value kept unless it is wrong."""
    if value is None:
        return (), []
    if not isinstance(value, dict):
        return (), [f"options must be a mapping of games to their options, got {value!r}"]
    good: dict[str, OptionValue] = {}
    bad: list[str] = []
    for game, chosen in value.items():
        if not isinstance(chosen, dict):
            bad.append(f"options: {game!r} must be a mapping of options to values")
            continue
        for name, option_value in chosen.items():
            full_name = f"{game}.{name}"
            error = check_option(full_name, option_value)
            if error is None:
                good[full_name] = option_value
            else:
                bad.append(error)
    return tuple(sorted(good.items())), bad


DEFAULTS = Settings()


# --------------------------------------------------------------------------- problems


@dataclass(frozen=True, slots=True)
class SettingsProblem:
    """Something wrong with the settings file, for the UI to show in the player's language.

    ``key`` is a translation key under ``settings.problem``; ``args`` fill its placeholders.
    ``detail`` is the English explanation for the log.
    """

    key: str
    args: dict[str, str]
    detail: str


@dataclass(frozen=True, slots=True)
class LoadResult:
    """The settings read from disk and what had to be repaired on the way."""

    settings: Settings
    problems: tuple[SettingsProblem, ...] = ()
    #: Where the rejected file was moved, when it was.
    kept_as: Path | None = None


def settings_path() -> Path:
    """The player's settings file (its folder may not exist yet)."""
    return paths.user_config_dir() / FILE_NAME


def parse(data: object) -> tuple[Settings, list[str]]:
    """Settings from a decoded YAML document, with a reason for every value not taken.

    Each bad field falls back to its default on its own; unknown keys are reported and dropped.
    """
    if data is None:
        return DEFAULTS, []
    if not isinstance(data, dict):
        return DEFAULTS, [f"the file must be a mapping of names to values, "
                          f"not {type(data).__name__}"]
    good: dict[str, Any] = {}
    bad: list[str] = []
    # An older file's name is read as its new one, unless the file has the new one too.
    names = {str(raw): value for raw, value in data.items()}
    for old, new in RENAMED.items():
        if old in names and new not in names:
            names[new] = names.pop(old)
        elif old in names:
            names.pop(old)
    for name, value in names.items():
        if name == "version":
            continue
        if name not in _DEFAULT_VALUES:
            bad.append(f"unknown setting {name!r}")
            continue
        if name == "options":  # each game's option on its own
            good[name], wrong_options = _parse_options(value)
            bad.extend(wrong_options)
            continue
        if name == "keys":  # each moved key on its own: a wrong one leaves the others moved
            if isinstance(value, dict):
                good[name], wrong = keymap.check(value)
                bad.extend(wrong)
            elif value is not None:
                bad.append(f"keys must be a mapping of actions to keys, got {value!r}")
            continue
        if isinstance(value, str):
            value = RETIRED.get((name, value), value)
        error = check_field(name, value)
        if error is None:
            good[name] = value
        else:
            bad.append(error)
            if name == "language":  # a language the game cannot show: the system's, as at first run
                good[name] = system_language.from_environment()
    return Settings(**good), bad


def load_player(path: Path | None = None) -> LoadResult:
    """The player's settings as the game starts: :func:`load`, and on a first run (no file
    yet) the system's language when the game has it."""
    path = path or settings_path()
    first_run = not path.exists()
    result = load(path)
    if first_run:
        language = system_language.from_environment()
        return dataclasses.replace(result, settings=result.settings.replace(language=language))
    return result


def load(path: Path | None = None, now: Callable[[], datetime] = datetime.now) -> LoadResult:
    """Read the settings; never raises for anything wrong with the file."""
    path = path or settings_path()
    try:
        data = read_yaml_file(path, LIMITS).data
    except FileNotFoundError:
        return LoadResult(DEFAULTS)
    except OSError as exc:
        return _reject(path, DEFAULTS, "settings.problem.unreadable",
                       f"cannot read {path}: {exc}", now)
    except YamlRefused as exc:
        key = "unreadable" if exc.kind == "not_a_file" else "corrupt"
        return _reject(path, DEFAULTS, f"settings.problem.{key}", f"{path} {exc}", now)
    settings, bad = parse(data)
    if not bad:
        return LoadResult(settings)
    if not isinstance(data, dict):
        return _reject(path, settings, "settings.problem.corrupt", f"{path}: {bad[0]}", now)
    return _reject(path, settings, "settings.problem.bad_values",
                   f"{path}: " + "; ".join(bad), now)


def _reject(path: Path, settings: Settings, key: str, detail: str,
            now: Callable[[], datetime]) -> LoadResult:
    """Move the bad file aside, write the repaired settings, and describe what happened."""
    log.warning("settings: %s; using defaults for what is wrong", detail)
    kept = _keep_aside(path, now)
    if kept is not None:
        try:
            save(settings, path)
        except OSError as exc:
            log.warning("settings: cannot write the repaired settings to %s: %s", path, exc)
    args = {"file": str(path), "kept": str(kept) if kept is not None else str(path)}
    return LoadResult(settings, (SettingsProblem(key, args, detail),), kept)


def _keep_aside(path: Path, now: Callable[[], datetime]) -> Path | None:
    """Rename ``path`` to ``<name>.bad-<timestamp>`` (a fresh name, never over another file)."""
    try:
        target = move_aside(path, now())
    except OSError as exc:
        log.warning("settings: cannot keep the bad file %s aside: %s", path, exc)
        return None
    log.warning("settings: the bad file is kept as %s", target)
    return target


# --------------------------------------------------------------------------- saving


def dump(settings: Settings) -> str:
    """The YAML text of a settings file (a comment, the version, then every field)."""
    per_game: dict[str, dict[str, OptionValue]] = {}
    for full_name, value in settings.options:
        game, _, name = full_name.partition(".")
        per_game.setdefault(game, {})[name] = value
    fields = {**settings.to_dict(), "keys": dict(settings.keys), "options": per_game}
    body = yaml.safe_dump({"version": VERSION, **fields}, sort_keys=False, allow_unicode=True)
    return "# drawpoker settings. Edit with care: a bad value falls back to its default.\n" + body


def save(settings: Settings, path: Path | None = None) -> Path:
    """Write the settings atomically; a crash mid-write leaves the old file whole."""
    path = path or settings_path()
    write_text_atomic(path, dump(settings))
    return path
