"""The panel a question is asked in, over a veiled scene: the confirm and pawnshop questions."""

from __future__ import annotations

import pygame

from drawpoker.ui import style, text
from drawpoker.ui.widgets import Button, draw_panel, draw_shadow, layout_row


def draw_question_panel(surface: pygame.Surface, *, width: int, height: int, question: str,
                        text_size: int, buttons: list[Button], title: str = "",
                        gap: int = 16) -> None:
    """Veil the scene, then a ``width`` x ``height`` (design pixels) panel: ``title`` in gold
    if given, ``question`` centred and shrunk to fit, ``buttons`` in a row at the bottom."""
    w, h = surface.get_size()
    sc = style.sizer(style.scale_for((w, h)))
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    veil.fill(style.OVERLAY)
    surface.blit(veil, (0, 0))
    # Wider when the buttons' labels need it ("NOUVELLE DONNE" beside "ANNULER", large text).
    needs = sum(button.width_for(sc(56)) for button in buttons) + sc(20) * (len(buttons) - 1)
    panel = pygame.Rect(0, 0, min(w - sc(40), max(sc(width), needs + sc(56))), sc(height))
    panel.center = (w // 2, h // 2)
    draw_shadow(surface, panel, sc(14), sc(6))
    draw_panel(surface, panel, sc(14), (*style.PANEL, 245), style.GOLD_DARK)
    inner = panel.inflate(-sc(56), -sc(40))
    top = inner.top
    if title:
        head = pygame.Rect(inner.left, inner.top, inner.width, sc(40))
        text.draw_fitted(surface, title, head, style.GOLD, text.DISPLAY, sc(34))
        top = head.bottom + sc(8)
    bar = pygame.Rect(inner.left, inner.bottom - sc(56), inner.width, sc(56))
    box = pygame.Rect(inner.left, top, inner.width, bar.top - sc(gap) - top)
    size, lines = text.fit_wrapped(question, box.width, box.height, False, sc(text_size), sc(12))
    block = len(lines) * text.line_height(size)
    shown = pygame.Rect(box.left, box.centery - block // 2, box.width, block)
    text.draw_lines(surface, lines, shown, size, style.TEXT, False, "center")
    layout_row(buttons, bar, sc(290), sc(20))
    for button in buttons:
        button.draw(surface)
