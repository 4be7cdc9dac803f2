"""The rule values of a match, as one frozen value loaded from YAML presets."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources

from drawpoker.engine.core.rules_value import MAX_AMOUNT as MAX_AMOUNT
from drawpoker.engine.core.rules_value import RulesError as RulesError
from drawpoker.engine.core.rules_value import RulesValue
from drawpoker.engine.core.variants import Family, Variant, VariantError, variant
from drawpoker.engine.draw.variant import DECK_SIZES
from drawpoker.safe_yaml import YamlLimits, YamlRefused, load_yaml

#: A preset is a flat list of a dozen rule values.
PRESET_LIMITS = YamlLimits(max_bytes=16 * 1024, max_depth=4, max_nodes=500)
#: No amount of money in the rules may be larger (a save holding $10**30 must not load).
#: More raises per round than any table allows.
MAX_RAISES = 50


@dataclass(frozen=True, slots=True)
class Rules(RulesValue):
    """Every tunable number of the game. Amounts are whole dollars.

    >>> Rules(deck_size=52).ante
    5
    """

    deck_size: int = 32
    ante: int = 5
    bet_unit: int = 5
    max_bet: int = 50
    max_raises: int = 3
    starting_money: int = 200
    pawn_loan: int = 100
    buyback_at: int = 250
    forfeit_items: int = 6
    ace_low_32: bool = False
    flush_beats_full_house: bool = False

    def __post_init__(self) -> None:
        self._check_types()
        if self.deck_size not in DECK_SIZES:
            raise RulesError(f"rules.deck_size must be {' or '.join(map(str, DECK_SIZES))}, "
                             f"got {self.deck_size}")
        self._check_between("ante", 1, MAX_AMOUNT)
        self._check_between("bet_unit", 1, MAX_AMOUNT)
        self._check_between("max_bet", self.bet_unit, MAX_AMOUNT)
        self._check_between("max_raises", 0, MAX_RAISES)
        self._check_between("starting_money", self.ante, MAX_AMOUNT)
        self._check_between("pawn_loan", self.ante, MAX_AMOUNT)
        self._check_between("buyback_at", self.pawn_loan + self.ante, MAX_AMOUNT)
        self._check_between("forfeit_items", 0, 20)
        if self.max_bet % self.bet_unit:
            raise RulesError(
                f"rules.max_bet ({self.max_bet}) must be a multiple of bet_unit ({self.bet_unit})"
            )
        if self.flush_beats_full_house and self.deck_size != 32:
            # With 52 cards a flush (5,108 hands) is more common than a full house (3,744):
            # ranking it higher would make the commoner hand win. See docs/rules.md.
            raise RulesError(
                "rules.flush_beats_full_house is a 32-card rule: with 52 cards a flush is more "
                "common than a full house"
            )

    @staticmethod
    def preset_names() -> list[str]:
        return list(_preset_names())

    @classmethod
    def preset(cls, name: str) -> Rules:
        """Load a named preset shipped with the game, e.g. ``classic-32``."""
        return _preset(name)[0]

    @staticmethod
    def preset_variant(name: str) -> Variant:
        """The game variant a preset names (its ``variant:`` line), e.g. ``draw-32``."""
        return _preset(name)[1]


@cache
def _preset_names() -> tuple[str, ...]:
    folder = resources.files("drawpoker.engine.draw") / "presets"
    return tuple(sorted(
        entry.name.removesuffix(".yaml") for entry in folder.iterdir()
        if entry.name.endswith(".yaml")
    ))


@cache  # the shipped files never change while the game runs; Rules and Variant are frozen
def _preset(name: str) -> tuple[Rules, Variant]:
    """A preset's rules and the variant it names, which must be a draw game of its deck.

    Parsed once per name: the settings screen asks for the rules every frame."""
    if name not in Rules.preset_names():
        raise RulesError(f"unknown rules preset {name!r}; known: {', '.join(Rules.preset_names())}")
    text = (resources.files("drawpoker.engine.draw") / "presets" / f"{name}.yaml").read_text(
        encoding="utf-8"
    )
    try:
        data = load_yaml(text, PRESET_LIMITS)  # bounded like a player's file
    except YamlRefused as exc:
        raise RulesError(f"rules preset {name!r} {exc}") from exc
    if not isinstance(data, dict) or "variant" not in data:
        raise RulesError(f"rules preset {name!r} does not name its game variant")
    variant_id = data.pop("variant")
    rules = Rules.from_dict(data)
    try:
        game = variant(variant_id)
    except VariantError as exc:
        raise RulesError(f"rules preset {name!r}: {exc}") from None
    if game.family is not Family.DRAW or rules.deck_size not in game.deck_sizes:
        raise RulesError(
            f"rules preset {name!r} names {game.id}, not five-card draw with "
            f"{rules.deck_size} cards"
        )
    return rules, game
