"""How each of her gestures (``drawpoker.manner.GESTURES``) is drawn: a shift of her whole
portrait, a small thing drawn on her, or a touch to what is hers on the table.

Every function takes the gesture's progress ``p`` (0 to 1) and draws nothing heavier than a
few shapes, so an idle frame stays cheap. ``still`` draws a gesture without motion (the
animations off or reduced motion): no shift, the thing held where it is at its clearest, so
a player who cannot have motion still sees her tell.
"""

from __future__ import annotations

import math

import pygame

from drawpoker.ui import style

#: The face a gesture brings with it (None: her mood of the moment stays).
MOODS: dict[str, str] = {"grin": "smug", "chips": "thinking"}
#: Gestures that touch the table's things rather than her picture.
ON_TABLE = frozenset({"cards", "chips"})
#: Where her hands rest on her picture, as shares of its width and height (the roster's
#: pictures share one pose: arms down, hands at the table's edge).
HAND = (0.83, 0.79)
PENCIL = (246, 206, 72)
PENCIL_TIP = (60, 48, 40)
TAP = (250, 246, 236)


def shift(gesture: str | None, p: float, unit: float, still: bool = False) -> tuple[int, int]:
    """How far the gesture moves her whole portrait, in pixels (``unit``: one design pixel)."""
    if gesture is None or still:
        return 0, 0
    wave = math.sin(math.pi * p)
    if gesture == "sway":
        return round(4 * unit * math.sin(math.tau * p)), 0
    if gesture == "nod":
        return 0, round(5 * unit * abs(math.sin(2 * math.pi * p)) * wave)
    if gesture == "lean":
        return 0, round(10 * unit * wave)
    if gesture == "grin":
        return 0, -round(4 * unit * abs(math.sin(3 * math.pi * p)) * wave)
    if gesture == "glasses":
        return 0, -round(2 * unit * wave)
    return 0, 0


def card_shift(index: int, p: float, unit: float, still: bool = False) -> int:
    """Her card ``index`` (0 to 4) drawn this far to the side while she squares her cards:
    each slides a little towards the middle one and back (held squared when ``still``)."""
    squeeze = 1.0 if still else math.sin(math.pi * p)
    return round((2 - index) * 5 * unit * squeeze)


def star(surface: pygame.Surface, centre: tuple[float, float], radius: float,
         colour: style.Color = style.HIGHLIGHT) -> None:
    """A small four-pointed glint."""
    if radius < 1:
        return
    cx, cy = centre
    thin = radius * 0.24
    pygame.draw.polygon(surface, colour, [
        (cx, cy - radius), (cx + thin, cy - thin), (cx + radius, cy), (cx + thin, cy + thin),
        (cx, cy + radius), (cx - thin, cy + thin), (cx - radius, cy), (cx - thin, cy - thin)])


def draw_on_her(surface: pygame.Surface, gesture: str | None, p: float,
                picture: pygame.Rect, glint: tuple[float, float], unit: float,
                still: bool = False) -> None:
    """What the gesture draws on her picture (drawn at ``picture``); nothing for most."""
    if gesture is None:
        return
    glow = 1.0 if still else math.sin(math.pi * p)
    if gesture in ("earring", "glasses"):
        x = picture.left + glint[0] * picture.width
        y = picture.top + glint[1] * picture.height
        star(surface, (x, y), (4 + 7 * glow) * unit,
             style.mix(style.HIGHLIGHT, (255, 255, 255), 0.5 * glow))
        if gesture == "earring":  # her fingertip at the earring
            tip = (round(x + 7 * unit), round(y + 9 * unit))
            pygame.draw.circle(surface, (120, 84, 60), tip, max(2, round(4 * unit)))
    elif gesture == "pencil":
        _pencil(surface, picture, p, unit, still)
    elif gesture == "tap":
        _taps(surface, picture, p, unit, still)


def _hand(picture: pygame.Rect) -> tuple[float, float]:
    return picture.left + HAND[0] * picture.width, picture.top + HAND[1] * picture.height


def _pencil(surface: pygame.Surface, picture: pygame.Rect, p: float, unit: float,
            still: bool) -> None:
    """A pencil in her hand, its point tapping the table three times."""
    x, y = _hand(picture)
    lift = 0.0 if still else abs(math.sin(3 * math.pi * p))
    angle = math.radians(35 + 14 * lift)
    length = 58 * unit
    end = (x + math.cos(angle) * length * 0.3, y + math.sin(angle) * length * 0.3)
    top = (x - math.cos(angle) * length * 0.7, y - math.sin(angle) * length * 0.7)
    pygame.draw.line(surface, PENCIL_TIP, top, end, max(4, round(8 * unit)) + 2)
    pygame.draw.line(surface, PENCIL, top, end, max(3, round(8 * unit)))
    pygame.draw.circle(surface, PENCIL_TIP, (round(end[0]), round(end[1])), max(2, round(3 * unit)))


def _taps(surface: pygame.Surface, picture: pygame.Rect, p: float, unit: float,
          still: bool) -> None:
    """Her fingers drumming: little marks by her hand, one beat after another."""
    x, y = _hand(picture)
    beat = 1.0 if still else (3 * p) % 1.0
    for n in range(3):
        angle = math.radians(-60 + 40 * n)
        near, far = (12 + 6 * beat) * unit, (22 + 9 * beat) * unit
        a = (x + math.cos(angle) * near, y - 10 * unit + math.sin(angle) * near)
        b = (x + math.cos(angle) * far, y - 10 * unit + math.sin(angle) * far)
        pygame.draw.line(surface, TAP, a, b, max(2, round(3.5 * unit)))


def draw_on_stack(surface: pygame.Surface, stack: pygame.Rect, p: float, unit: float,
                  still: bool = False) -> None:
    """Her glance at her chips: a glint on top of her stack."""
    glow = 1.0 if still else math.sin(math.pi * p)
    star(surface, (stack.centerx, stack.bottom - stack.height * 0.3), (6 + 8 * glow) * unit)
