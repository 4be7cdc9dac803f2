"""Her body language as data: the idle loop of her own, the reactions that fit her style and
the one tell an attentive player can learn, read from her roster entry's ``manner``.

Plain values, checked on load like the rest of the roster (``drawpoker.roster`` turns a
:class:`MannerError` into a message naming her and the field); no pygame here: the table draws
what this returns (``ui/idle.py``, ``ui/gestures.py``). The tell is honest by construction:
its two frequencies are all the table may use (``ui/draw/her_tell.py``) and the help page
states them in words.

>>> manner = read_manner({"idle": {"breath": 4, "fidgets": ["nod"]}})
>>> manner.idle.breath, manner.idle.fidgets, manner.tell is None
(4.0, ('nod',), True)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from drawpoker.engine.core.hand_value import Category
from drawpoker.printable import excerpt
from drawpoker.suggest import did_you_mean
from drawpoker.themes.expressions import EXPRESSIONS

#: What she may do with her body, each drawn by ``drawpoker.ui.gestures`` (a test keeps the
#: two equal): moving the whole portrait (sway, nod, lean, grin), a small thing drawn on her
#: (earring, glasses: a glint where ``glint`` says; pencil, tap: at her hands' place), or
#: something on the table (cards: she squares them; chips: she glances at her stack).
GESTURES: tuple[str, ...] = (
    "sway", "nod", "lean", "grin", "earring", "glasses", "pencil", "tap", "cards", "chips",
)
#: The gestures she may do while idle (the table's own things are for tells and reactions).
IDLE_GESTURES: tuple[str, ...] = (
    "sway", "nod", "lean", "earring", "glasses", "pencil", "tap",
)
#: Every public event kind of the reaction table (``drawpoker.ui.reactions.REACTIONS``; a test
#: keeps the two equal): her overrides may name only these.
REACTION_KINDS: tuple[str, ...] = (
    "she_wins_pot", "she_wins_big_pot", "she_wins_by_drop", "you_win_pot", "you_win_big_pot",
    "you_win_by_drop", "pot_carried", "you_raise_big", "she_raises", "she_bets_big",
    "she_stands_pat", "she_pawns", "she_loses_item", "she_buys_back", "she_wins_match",
    "she_loses_match",
)
#: The hands a tell may call strong: this category or better after the draw.
STRONG: tuple[str, ...] = tuple(c.name.lower() for c in Category if c > Category.HIGH_CARD)
#: Bounds: seconds of a breath, of the gaps between blinks, glances and fidgets, of a gesture.
BREATH = (2.0, 8.0)
EVERY = (1.5, 60.0)
SECONDS = (0.3, 30.0)
GESTURE_SECONDS = (0.5, 5.0)

_IDLE_KEYS = ("breath", "blink_every", "glance_every", "fidgets", "fidget_every")
_REACTION_KEYS = ("mood", "seconds", "gesture")
_TELL_KEYS = ("gesture", "strong", "when_strong", "otherwise", "seconds")
_KEYS = ("idle", "glint", "reactions", "tell")


class MannerError(ValueError):
    """A mistake in her ``manner``; ``where`` names the field, ``problem`` says what to fix."""

    def __init__(self, where: str, problem: str) -> None:
        super().__init__(f"{where}: {problem}")
        self.where = where
        self.problem = problem


@dataclass(frozen=True, slots=True)
class Idle:
    """Her idle loop: one breath every ``breath`` seconds, a blink and a glance about every
    ``blink_every`` and ``glance_every`` seconds, one of ``fidgets`` about every
    ``fidget_every`` seconds (none when the tuple is empty)."""

    breath: float = 3.6
    blink_every: float = 5.0
    glance_every: float = 14.0
    fidgets: tuple[str, ...] = ()
    fidget_every: float = 9.0


@dataclass(frozen=True, slots=True)
class OwnReaction:
    """Her face for an event kind, how long, and a gesture with it (None: the face only)."""

    mood: str
    seconds: float
    gesture: str | None = None


@dataclass(frozen=True, slots=True)
class Tell:
    """After the draw she makes ``gesture`` with probability ``when_strong`` when her hand is
    ``strong`` or better, else with probability ``otherwise``; it lasts ``seconds``."""

    gesture: str
    strong: str
    when_strong: float
    otherwise: float
    seconds: float = 2.4

    @property
    def category(self) -> Category:
        return Category[self.strong.upper()]

    def chance(self, category: Category) -> float:
        """How often she shows it holding a hand of ``category`` (the page's numbers)."""
        return self.when_strong if category >= self.category else self.otherwise


@dataclass(frozen=True, slots=True)
class Manner:
    """Everything of her body language; the default is a calm figure with no tell."""

    idle: Idle = field(default_factory=Idle)
    #: Where on her picture a glint shows (earring, glasses), as shares of its width, height.
    glint: tuple[float, float] = (0.5, 0.25)
    reactions: Mapping[str, OwnReaction] = field(
        default_factory=lambda: MappingProxyType({}))
    tell: Tell | None = None


DEFAULT = Manner()


def read_manner(raw: object) -> Manner:
    """Her ``manner`` mapping checked, or :class:`MannerError` naming the field."""
    if raw is None:
        return DEFAULT
    if not isinstance(raw, dict):
        raise MannerError("manner", f"must be a mapping ({', '.join(_KEYS)})")
    _keys(raw, _KEYS, "manner")
    idle = _idle(raw.get("idle"))
    glint = _glint(raw.get("glint", [0.5, 0.25]))
    reactions = _reactions(raw.get("reactions"))
    tell = _tell(raw["tell"]) if raw.get("tell") is not None else None
    if tell is not None and tell.gesture in idle.fidgets:
        raise MannerError("manner.tell.gesture", f"{tell.gesture!r} is one of her idle "
                          "fidgets too; a tell must mean something, so it may not be")
    return Manner(idle, glint, MappingProxyType(reactions), tell)


def _keys(raw: dict[object, object], known: tuple[str, ...], where: str) -> None:
    for key in raw:
        if key not in known:
            also = did_you_mean(str(key), known)
            raise MannerError(where, f"unknown key '{excerpt(key, 24)}'{also}; "
                                     f"known: {', '.join(known)}")


def _number(raw: object, where: str, bounds: tuple[float, float]) -> float:
    low, high = bounds
    if not isinstance(raw, int | float) or isinstance(raw, bool) or not low <= raw <= high:
        raise MannerError(where, f"must be a number from {low:g} to {high:g}, "
                                 f"not {excerpt(raw, 24)}")
    return float(raw)


def _choice(raw: object, where: str, known: tuple[str, ...], what: str) -> str:
    if not isinstance(raw, str) or raw not in known:
        also = did_you_mean(str(raw), known)
        raise MannerError(where, f"unknown {what} '{excerpt(raw, 24)}'{also}; "
                                 f"{what}s: {', '.join(known)}")
    return raw


def _idle(raw: object) -> Idle:
    where = "manner.idle"
    if raw is None:
        return Idle()
    if not isinstance(raw, dict):
        raise MannerError(where, f"must be a mapping ({', '.join(_IDLE_KEYS)})")
    _keys(raw, _IDLE_KEYS, where)
    base = Idle()
    fidgets = raw.get("fidgets", [])
    if not isinstance(fidgets, list) or len(fidgets) > len(IDLE_GESTURES):
        raise MannerError(f"{where}.fidgets", "must list a few of: " + ", ".join(IDLE_GESTURES))
    chosen = tuple(_choice(f, f"{where}.fidgets", IDLE_GESTURES, "fidget") for f in fidgets)
    return Idle(
        _number(raw.get("breath", base.breath), f"{where}.breath", BREATH),
        _number(raw.get("blink_every", base.blink_every), f"{where}.blink_every", EVERY),
        _number(raw.get("glance_every", base.glance_every), f"{where}.glance_every", EVERY),
        chosen,
        _number(raw.get("fidget_every", base.fidget_every), f"{where}.fidget_every", EVERY),
    )


def _glint(raw: object) -> tuple[float, float]:
    if not isinstance(raw, list) or len(raw) != 2:
        raise MannerError("manner.glint", "must be two shares of her picture, e.g. [0.3, 0.2]")
    x, y = (_number(v, "manner.glint", (0.0, 1.0)) for v in raw)
    return x, y


def _reactions(raw: object) -> dict[str, OwnReaction]:
    where = "manner.reactions"
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise MannerError(where, "must map event kinds to {mood, seconds, gesture}")
    found: dict[str, OwnReaction] = {}
    for kind, value in raw.items():
        kind = _choice(kind, where, REACTION_KINDS, "event kind")
        here = f"{where}.{kind}"
        if not isinstance(value, dict):
            raise MannerError(here, f"must be a mapping ({', '.join(_REACTION_KEYS)})")
        _keys(value, _REACTION_KEYS, here)
        for key in ("mood", "seconds"):
            if key not in value:
                raise MannerError(here, f"{key} is missing")
        mood = _choice(value["mood"], f"{here}.mood", EXPRESSIONS, "mood")
        seconds = _number(value["seconds"], f"{here}.seconds", SECONDS)
        gesture = value.get("gesture")
        if gesture is not None:
            gesture = _choice(gesture, f"{here}.gesture", GESTURES, "gesture")
        found[kind] = OwnReaction(mood, seconds, gesture)
    return found


def _tell(raw: object) -> Tell:
    where = "manner.tell"
    if not isinstance(raw, dict):
        raise MannerError(where, f"must be a mapping ({', '.join(_TELL_KEYS)})")
    _keys(raw, _TELL_KEYS, where)
    for key in _TELL_KEYS[:4]:
        if key not in raw:
            raise MannerError(where, f"{key} is missing")
    gesture = _choice(raw["gesture"], f"{where}.gesture", GESTURES, "gesture")
    strong = _choice(raw["strong"], f"{where}.strong", STRONG, "hand")
    when_strong = _number(raw["when_strong"], f"{where}.when_strong", (0.0, 1.0))
    otherwise = _number(raw["otherwise"], f"{where}.otherwise", (0.0, 1.0))
    if when_strong == otherwise:
        raise MannerError(where, "when_strong and otherwise are equal: a tell that never "
                                 "depends on her hand tells nothing")
    seconds = _number(raw.get("seconds", 2.4), f"{where}.seconds", GESTURE_SECONDS)
    return Tell(gesture, strong, when_strong, otherwise, seconds)
