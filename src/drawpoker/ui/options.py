"""The player's display choices that the scenes read while they draw.

Kept as one small mutable object on the App so a settings scene (issue 5) can change a value and
every scene follows on its next frame. Storing it on disk belongs to the settings code; this
module only knows the values and their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from drawpoker.engine import Rules

#: How long animations take at each speed the settings offer, as a multiplier.
SPEED_FACTORS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}


@dataclass
class Options:
    """Everything a player can change without restarting the game."""

    language: str = "en"
    card_style: str = "two-colour"
    card_back: str = "classic"
    animation_speed: str = "normal"
    opponent_level: str = "normal"
    theme: str = "wardrobe"
    volume: float = 0.8
    muted: bool = False
    fullscreen: bool = False
    coach: bool = False
    rules: Rules = field(default_factory=lambda: Rules.preset("classic-32"))

    @property
    def four_colour(self) -> bool:
        return self.card_style == "four-colour"

    @property
    def speed_factor(self) -> float:
        """Multiplier for every animation and pause; 0 means instant."""
        return SPEED_FACTORS.get(self.animation_speed, 1.0)
