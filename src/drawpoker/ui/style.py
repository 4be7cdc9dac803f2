"""The one palette and spacing scale of the game, so every scene looks like the same game.

Colours are named for what they paint, not for their hue. Sizes are given for a 1280x720 window
and scaled by :func:`scale_for`, so a layout designed once holds at every window size.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

Color = tuple[int, int, int]

DESIGN_SIZE: Final = (1280, 720)

# Table
FELT: Final[Color] = (22, 92, 60)
FELT_LIGHT: Final[Color] = (34, 118, 78)
FELT_DARK: Final[Color] = (13, 62, 40)
FELT_LINE: Final[Color] = (58, 140, 96)
RAIL: Final[Color] = (58, 34, 22)
RAIL_LIGHT: Final[Color] = (96, 60, 36)

# Panels (semi-dark boxes laid on the felt)
PANEL: Final[Color] = (11, 48, 32)
PANEL_EDGE: Final[Color] = (70, 128, 94)
PANEL_TITLE: Final[Color] = (196, 222, 204)

# Text
TEXT: Final[Color] = (244, 238, 222)
TEXT_DIM: Final[Color] = (172, 196, 180)
TEXT_DARK: Final[Color] = (30, 30, 34)
GOLD: Final[Color] = (232, 186, 74)
GOLD_DARK: Final[Color] = (150, 108, 30)
GOOD: Final[Color] = (120, 220, 140)
BAD: Final[Color] = (238, 110, 96)

# Buttons
BUTTON: Final[Color] = (236, 226, 200)
BUTTON_HOVER: Final[Color] = (255, 246, 222)
BUTTON_EDGE: Final[Color] = (120, 96, 54)
BUTTON_TEXT: Final[Color] = (38, 34, 30)
BUTTON_PRIMARY: Final[Color] = (232, 186, 74)
BUTTON_PRIMARY_HOVER: Final[Color] = (248, 206, 100)
BUTTON_DANGER: Final[Color] = (196, 84, 70)
BUTTON_DANGER_HOVER: Final[Color] = (218, 104, 88)
BUTTON_DISABLED: Final[Color] = (120, 132, 124)
KEYCAP: Final[Color] = (60, 52, 44)
KEYCAP_TEXT: Final[Color] = (250, 244, 230)

# Cards
CARD_FACE: Final[Color] = (252, 250, 244)
CARD_EDGE: Final[Color] = (150, 146, 136)
CARD_RED: Final[Color] = (196, 32, 40)
CARD_BLACK: Final[Color] = (26, 26, 30)
CARD_BLUE: Final[Color] = (28, 84, 190)
CARD_GREEN: Final[Color] = (22, 128, 56)
COURT_PANEL: Final[Color] = (246, 232, 196)
COURT_FRAME: Final[Color] = (176, 140, 66)
BACK: Final[Color] = (132, 30, 44)
BACK_DARK: Final[Color] = (92, 18, 30)
BACK_LINE: Final[Color] = (214, 176, 96)
HIGHLIGHT: Final[Color] = (255, 214, 90)
MARK_SHADE: Final[tuple[int, int, int, int]] = (10, 20, 30, 120)

# Chips: the colour of each value is in ``ui.chips`` (the casino convention); edge spots
CHIP_STRIPE: Final[Color] = (246, 240, 226)

# Speech bubble and pawn ticket
BUBBLE: Final[Color] = (252, 250, 242)
BUBBLE_TEXT: Final[Color] = (34, 34, 40)
TICKET: Final[Color] = (246, 214, 120)
TICKET_EDGE: Final[Color] = (150, 110, 40)

SHADOW: Final[tuple[int, int, int, int]] = (0, 0, 0, 90)
OVERLAY: Final[tuple[int, int, int, int]] = (4, 18, 12, 180)

# Spacing scale in design pixels (multiply by the layout scale)
GAP_S: Final = 6
GAP: Final = 12
GAP_L: Final = 20
RADIUS: Final = 10
#: The smallest text, in design pixels: 14 pixels at 1024x600, scaled like everything else.
TEXT_FLOOR: Final = 17.5


def scale_for(size: tuple[int, int]) -> float:
    """How much bigger than the 1280x720 design this window is (uniform, never distorted)."""
    return min(size[0] / DESIGN_SIZE[0], size[1] / DESIGN_SIZE[1])


def sizer(scale: float) -> Callable[[float], int]:
    """Design pixels to window pixels at ``scale``, never less than one pixel."""

    def size(v: float) -> int:
        return max(1, round(v * scale))

    return size


def mix(a: Color, b: Color, t: float) -> Color:
    """Blend two colours; ``t`` = 0 gives ``a``, 1 gives ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )
