"""The roster of opponents: who she is, how she plays and what she says, read from plain data.

``assets/opponents/roster.yaml`` lists the characters; each has a folder of pictures drawn by
``assets/src/make_roster_art.py`` (``avatar.svg`` for her neutral face and ``faces/<mood>.svg``
for every other mood, in the forfeit themes' avatar box so a theme's items sit on her), a
playing style mapped onto the computer players' levels, and her own lines in every language.
Everything is checked on load. The file may come from anyone (rosters are shared), so it is
read like any player's file, with no shortcut for the shipped one: through the bounded YAML
reader, every text free of control characters, every ``{field}`` of her lines a plain name the
table fills, and each message quoting at most a short excerpt of a value. A mistake in one
character leaves her out, and says so in ``Roster.problems`` (the opponents page and the title
show it); the others stay playable. Only a file that holds no usable character at all is one
:class:`RosterError`. No pygame here: the UI draws what this returns.

>>> roster = load_roster()
>>> len(roster.characters) >= 6
True
>>> roster.get("rosa").style.level
'easy'
"""

from __future__ import annotations

import re
import string
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from drawpoker import paths
from drawpoker.manner import DEFAULT as CALM
from drawpoker.manner import Manner, MannerError, read_manner
from drawpoker.printable import excerpt, is_printable
from drawpoker.safe_yaml import YamlLimits, YamlRefused, read_yaml_file
from drawpoker.suggest import did_you_mean
from drawpoker.themes.expressions import ASPECT_TOLERANCE, EXPRESSIONS, NEUTRAL
from drawpoker.themes.images import check_image, resolve_inside
from drawpoker.themes.model import LANGUAGES, ThemeError, ThemeImage, ThemeItem
from drawpoker.wardrobe import WardrobeError, read_wardrobe

ROSTER_FILE = ("opponents", "roster.yaml")
LIMITS = YamlLimits(max_bytes=256 * 1024, max_depth=8, max_nodes=20_000)

#: The computer players' levels (``drawpoker.ai.draw.LEVELS``; a test keeps them equal).
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
#: What a style is called on the new-match screen; the level and the tuning do the playing.
KINDS: tuple[str, ...] = ("cautious", "bluffer", "loose", "tight", "tricky", "solid")
#: The threshold players' knobs a style may set (``ThresholdPlayer``'s attributes), with
#: their bounds. ``hard`` plays its solved strategy and reads the player: it takes none.
TUNING: Mapping[str, tuple[float, float]] = MappingProxyType({
    "open_at": (0.0, 1.0),
    "call1_at": (0.0, 1.0),
    "raise1_at": (0.0, 1.0),
    "bet2_at": (0.0, 1.0),
    "call2_at": (0.0, 1.0),
    "raise2_at": (0.0, 1.0),
    "max_raises": (0, 4),
    "bluff_rate": (0.0, 1.0),
})
TUNED_LEVELS = ("easy", "normal")
#: Her situations, named as the personality names them (``drawpoker.ai.draw.personality``):
#: her lines there replace the shared ones in ``lang/*.yaml``.
SITUATIONS: tuple[str, ...] = (
    "greeting",
    "she_wins",
    "she_loses",
    "bluff_shown",
    "pawned",
    "bought_back",
    "match_lost",
)
#: Placeholders a situation's lines may use (filled in by the table, like the shared lines).
PLACEHOLDERS: Mapping[str, frozenset[str]] = MappingProxyType({
    "pawned": frozenset({"item"}),
    "bought_back": frozenset({"item"}),
})
MAX_LINE = 60  # characters: a line must fit her speech bubble
MAX_LINES = 6  # variants per situation and language
MAX_NAME = 20
#: More than the new-match page could ever show.
MAX_CHARACTERS = 60
MAX_ABOUT = 80
_ID = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
_FORMATTER = string.Formatter()


class RosterError(ValueError):
    """The roster file (or one character of it) was refused; ``str(error)`` says where and
    what is wrong, ``character`` names the character (her id, or her place in the file)."""

    def __init__(self, where: str, problem: str, character: str = "") -> None:
        super().__init__(f"roster: {where}: {problem}" if where else f"roster: {problem}")
        self.where = where
        self.problem = problem
        self.character = character


def _shown(value: object) -> str:
    """A value as a message quotes it: a short excerpt, escaped, never the whole value."""
    return f"'{excerpt(value)}'" if isinstance(value, str) else excerpt(value)


@dataclass(frozen=True, slots=True)
class Style:
    """How she plays: a level of the computer players, what it looks like, and its tuning.

    ``tuning`` overrides the level's thresholds (names as in ``TUNING``); ``chattiness`` is
    the personality's (how often she remarks on the player's moves); ``about`` says it in
    words for the new-match screen.
    """

    level: str
    kind: str
    tuning: Mapping[str, float]
    chattiness: float
    about: Mapping[str, str]

    @property
    def reads(self) -> bool:
        """Whether she adapts to the player (only ``hard`` reads him: ``ai.draw.exploit``)."""
        return self.level == "hard"

    def describe(self, lang: str) -> str:
        return _pick(self.about, lang)


@dataclass(frozen=True, slots=True)
class Character:
    """One opponent: name, a line about her, her pictures by mood, her style and her lines.

    ``faces`` holds every mood of ``drawpoker.themes.expressions.EXPRESSIONS``, ``neutral``
    included (her avatar); ``lines`` maps a situation to each language's variants;
    ``wardrobe`` her own forfeit items (``drawpoker.wardrobe``), empty when she has none;
    ``manner`` her body language (``drawpoker.manner``: idle loop, reactions, tell).
    """

    id: str
    name: str
    about: Mapping[str, str]
    folder: Path
    faces: Mapping[str, ThemeImage]
    style: Style
    lines: Mapping[str, Mapping[str, tuple[str, ...]]]
    wardrobe: tuple[ThemeItem, ...] = ()
    manner: Manner = CALM

    @property
    def avatar(self) -> ThemeImage:
        return self.faces[NEUTRAL]

    def face(self, mood: str) -> ThemeImage:
        """Her picture for ``mood`` (the avatar for a mood she has no face for)."""
        return self.faces.get(mood, self.avatar)

    def describe(self, lang: str) -> str:
        return _pick(self.about, lang)

    def lines_for(self, situation: str, lang: str) -> tuple[str, ...]:
        """Her variants for ``situation`` in ``lang`` (English for another language)."""
        by_lang = self.lines[situation]
        return by_lang.get(lang) or by_lang.get(lang.split("-")[0]) or by_lang["en"]


@dataclass(frozen=True, slots=True)
class Roster:
    """Every usable character, in the file's order (the order of the new-match screen), and
    why each other one was left out."""

    characters: tuple[Character, ...]
    problems: tuple[RosterError, ...] = ()

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(character.id for character in self.characters)

    def get(self, character_id: str) -> Character:
        """The character with this id; ``KeyError`` if there is none."""
        for character in self.characters:
            if character.id == character_id:
                return character
        raise KeyError(character_id)

    def at_level(self, level: str) -> tuple[Character, ...]:
        return tuple(c for c in self.characters if c.style.level == level)


def roster_path() -> Path:
    return paths.asset_path(*ROSTER_FILE)


def load_roster(path: Path | None = None) -> Roster:
    """The roster in ``path`` (the shipped one by default), checked the same way whichever
    file it is; :class:`RosterError` when no character can be used, ``OSError`` if the file
    cannot be read."""
    path = roster_path() if path is None else path
    try:
        data = read_yaml_file(path, LIMITS).data
    except YamlRefused as exc:
        raise RosterError(path.name, str(exc)) from None
    return roster_from_data(data, path.parent)


def roster_from_data(data: object, folder: Path) -> Roster:
    """The roster described by ``data`` (the YAML document), pictures found under ``folder``;
    a character with a mistake is left out (``Roster.problems``)."""
    if not isinstance(data, dict) or not isinstance(data.get("characters"), list):
        raise RosterError("", "the file must hold a list of `characters`")
    unknown = set(data) - {"characters"}
    if unknown:
        raise RosterError("", f"unknown top-level key(s): {', '.join(sorted(map(str, unknown)))}")
    raw_list = data["characters"]
    if not raw_list:
        raise RosterError("", "`characters` is empty; the roster needs at least one")
    if len(raw_list) > MAX_CHARACTERS:
        raise RosterError("", f"more than {MAX_CHARACTERS} characters")
    characters: list[Character] = []
    problems: list[RosterError] = []
    seen: set[str] = set()
    for index, raw in enumerate(raw_list, start=1):
        try:
            character = _character(raw, index, folder)
            if character.id in seen:
                raise RosterError(f"character {character.id!r}", "the id is used twice",
                                  character.id)
        except RosterError as exc:
            problems.append(exc)
            continue
        seen.add(character.id)
        characters.append(character)
    if not characters:
        raise problems[0]
    return Roster(tuple(characters), tuple(problems))


# --------------------------------------------------------------------------- checks

_CHARACTER_KEYS = ("id", "name", "about", "art", "style", "lines")
#: Keys a character may leave out.
_OPTIONAL_KEYS = ("wardrobe", "manner")
_STYLE_KEYS = ("level", "kind", "tuning", "chattiness", "about")


def _character(raw: object, index: int, folder: Path) -> Character:
    """One character, or a :class:`RosterError` naming her (her id, else her place)."""
    try:
        return _checked_character(raw, index, folder)
    except RosterError as exc:
        if not exc.character:
            ident = raw.get("id") if isinstance(raw, dict) else None
            exc.character = ident if isinstance(ident, str) and _ID.match(ident) \
                else f"#{index}"
        raise


def _checked_character(raw: object, index: int, folder: Path) -> Character:
    where = f"character #{index}"
    if not isinstance(raw, dict):
        raise RosterError(where, "must be a mapping (id, name, about, art, style, lines)")
    ident = raw.get("id")
    if not isinstance(ident, str) or not _ID.match(ident):
        raise RosterError(where, "id must be lower-case letters, digits or '_', e.g. `rosa`")
    where = f"character {ident!r}"
    _known_keys(raw, _CHARACTER_KEYS, where, _OPTIONAL_KEYS)
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME \
            or not is_printable(name):
        raise RosterError(where, f"name must be text of 1 to {MAX_NAME} characters, "
                                 "without control characters")
    about = _translations(raw.get("about"), f"{where}: about", MAX_ABOUT)
    art = raw.get("art")
    faces = _faces(folder, art, where)
    style = _style(raw.get("style"), where)
    lines = _lines(raw.get("lines"), where)
    art_folder = folder / str(art)
    wardrobe: tuple[ThemeItem, ...] = ()
    if "wardrobe" in raw:
        try:
            wardrobe = read_wardrobe(art_folder, raw["wardrobe"], faces[NEUTRAL].aspect)
        except WardrobeError as exc:
            raise RosterError(f"{where}: wardrobe", f"{exc} (in {art}/)") from None
    try:
        manner = read_manner(raw.get("manner"))
    except MannerError as exc:
        raise RosterError(f"{where}: {exc.where}", exc.problem) from None
    return Character(ident, name, about, art_folder, faces, style, lines, wardrobe, manner)


def _known_keys(raw: dict[object, object], known: tuple[str, ...], where: str,
                optional: tuple[str, ...] = ()) -> None:
    for key in raw:
        if key not in known and key not in optional:
            every = known + optional
            also = did_you_mean(str(key), every)
            raise RosterError(where, f"unknown key {_shown(key)}{also}; "
                                     f"known: {', '.join(every)}")
    for key in known:
        if key not in raw:
            raise RosterError(where, f"{key} is missing")


def _translations(raw: object, where: str, limit: int) -> Mapping[str, str]:
    """Text in every language the game ships, each at most ``limit`` characters."""
    if not isinstance(raw, dict):
        raise RosterError(where, f"must map each language ({', '.join(LANGUAGES)}) to text")
    found: dict[str, str] = {}
    for lang in LANGUAGES:
        text = raw.get(lang)
        if text is None:
            raise RosterError(where, f"missing language {lang!r}")
        if not isinstance(text, str) or not text.strip() or not is_printable(text):
            raise RosterError(where, f"{lang}: must be text, without control characters")
        if len(text) > limit:
            raise RosterError(where, f"{lang}: {_shown(text)} is {len(text)} characters; "
                                     f"at most {limit}")
        found[lang] = text
    _no_other_languages(raw, where)
    return MappingProxyType(found)


def _no_other_languages(raw: dict[object, object], where: str) -> None:
    for lang in raw:
        if lang not in LANGUAGES:
            raise RosterError(
                where, f"unknown language {_shown(lang)}; languages: {', '.join(LANGUAGES)}"
            )


def _faces(folder: Path, art: object, where: str) -> Mapping[str, ThemeImage]:
    """Her avatar and a face for every mood, each a checked picture of the avatar's shape."""
    if not isinstance(art, str) or not _ID.match(art):
        raise RosterError(where, "art must name her folder next to the roster file, e.g. `rosa`")
    base = folder / art
    if not base.is_dir():
        raise RosterError(where, f"art folder {art!r} is missing (no such folder)")
    found: dict[str, ThemeImage] = {}
    for mood in EXPRESSIONS:
        relative = "avatar.svg" if mood == NEUTRAL else f"faces/{mood}.svg"
        label = f"{where}: mood {mood!r}"
        try:
            image = check_image(resolve_inside(base, relative, art, label), art, label)
        except ThemeError as exc:
            raise RosterError(label, f"{exc.problem} (in {art}/)") from None
        if found and abs(image.aspect / found[NEUTRAL].aspect - 1) > ASPECT_TOLERANCE:
            raise RosterError(label, f"{relative} must have the avatar's proportions")
        found[mood] = image
    return MappingProxyType(found)


def _style(raw: object, where: str) -> Style:
    where = f"{where}: style"
    if not isinstance(raw, dict):
        raise RosterError(where, f"must be a mapping ({', '.join(_STYLE_KEYS)})")
    _known_keys(raw, _STYLE_KEYS, where)
    level = raw["level"]
    if level not in LEVELS:
        raise RosterError(where, f"unknown level {_shown(level)}; levels: {', '.join(LEVELS)}")
    kind = raw["kind"]
    if kind not in KINDS:
        also = did_you_mean(str(kind), KINDS)
        raise RosterError(where, f"unknown kind {_shown(kind)}{also}; kinds: {', '.join(KINDS)}")
    tuning = _tuning(raw["tuning"], str(level), where)
    chattiness = raw["chattiness"]
    if not isinstance(chattiness, int | float) or isinstance(chattiness, bool) \
            or not 0 <= chattiness <= 1:
        raise RosterError(where, "chattiness must be a number from 0 to 1")
    about = _translations(raw["about"], f"{where}: about", MAX_ABOUT)
    return Style(str(level), str(kind), tuning, float(chattiness), about)


def _tuning(raw: object, level: str, where: str) -> Mapping[str, float]:
    if raw is None or raw == {}:
        return MappingProxyType({})
    if not isinstance(raw, dict):
        raise RosterError(where, "tuning must be a mapping of knobs to numbers")
    if level not in TUNED_LEVELS:
        raise RosterError(
            where, f"level {level!r} takes no tuning (only {' and '.join(TUNED_LEVELS)} do)"
        )
    found: dict[str, float] = {}
    for knob, value in raw.items():
        if knob not in TUNING:
            also = did_you_mean(str(knob), TUNING)
            raise RosterError(
                where, f"unknown tuning knob {_shown(knob)}{also}; knobs: {', '.join(TUNING)}"
            )
        low, high = TUNING[knob]
        if not isinstance(value, int | float) or isinstance(value, bool) \
                or not low <= value <= high:
            raise RosterError(where, f"tuning {knob} must be a number from {low:g} to {high:g}")
        if knob == "max_raises" and value != int(value):
            raise RosterError(where, "tuning max_raises must be a whole number")
        found[str(knob)] = value
    return MappingProxyType(found)


def _lines(raw: object, where: str) -> Mapping[str, Mapping[str, tuple[str, ...]]]:
    """Every situation, in every language, the same number of variants in each."""
    if not isinstance(raw, dict):
        raise RosterError(where, f"lines must map situations ({', '.join(SITUATIONS)}) to text")
    for situation in raw:
        if situation not in SITUATIONS:
            also = did_you_mean(str(situation), SITUATIONS)
            raise RosterError(where, f"lines: unknown situation {_shown(situation)}{also}")
    found: dict[str, Mapping[str, tuple[str, ...]]] = {}
    for situation in SITUATIONS:
        here = f"{where}: lines.{situation}"
        by_lang = raw.get(situation)
        if not isinstance(by_lang, dict):
            raise RosterError(here, "missing (each situation needs lines in every language)")
        _no_other_languages(by_lang, here)
        variants: dict[str, tuple[str, ...]] = {}
        for lang in LANGUAGES:
            texts = by_lang.get(lang)
            if texts is None:
                raise RosterError(here, f"missing language {lang!r}")
            if not isinstance(texts, list) or not 1 <= len(texts) <= MAX_LINES:
                raise RosterError(here, f"{lang}: must list 1 to {MAX_LINES} lines")
            for text in texts:
                _check_line(text, situation, f"{here}.{lang}")
            variants[lang] = tuple(texts)
        counts = {lang: len(texts) for lang, texts in variants.items()}
        if len(set(counts.values())) > 1:
            listed = ", ".join(f"{lang} {count}" for lang, count in counts.items())
            raise RosterError(
                here, f"every language needs as many lines as the others (found {listed})"
            )
        found[situation] = MappingProxyType(variants)
    return MappingProxyType(found)


def _check_line(text: object, situation: str, where: str) -> None:
    """A line she can say: short text, no control character, and each ``{field}`` a plain
    name the table fills there: no width, precision or conversion (``{item:>999999999}``
    would ask for a gigabyte), no attribute or index (``{item.__class__}``)."""
    if not isinstance(text, str) or not text.strip() or not is_printable(text):
        raise RosterError(where, "each line must be text, without control characters")
    if len(text) > MAX_LINE:
        raise RosterError(
            where, f"line too long ({len(text)} characters; at most {MAX_LINE}): {_shown(text)}"
        )
    allowed = PLACEHOLDERS.get(situation, frozenset())
    may = f"; it may use {{{'}, {'.join(sorted(allowed))}}}" if allowed else ""
    try:
        fields = [(name, spec, conversion)
                  for _, name, spec, conversion in _FORMATTER.parse(text) if name is not None]
    except ValueError:
        raise RosterError(where, f"unbalanced braces in {_shown(text)}") from None
    for name, spec, conversion in fields:
        if name not in allowed:
            raise RosterError(where, f"unknown placeholder {{{excerpt(name, 24)}}} in "
                                     f"{_shown(text)}{may}")
        if spec or conversion is not None:
            written = name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "")
            raise RosterError(where, f"the placeholder {{{excerpt(written, 24)}}} is not a plain "
                                     f"name the table fills, in {_shown(text)}{may}")


def _pick(texts: Mapping[str, str], lang: str) -> str:
    return texts.get(lang) or texts.get(lang.split("-")[0]) or texts["en"]
