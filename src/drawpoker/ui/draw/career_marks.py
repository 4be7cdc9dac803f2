"""The career on the opponents page (issue 41): the ladder's marks on each card, the trophy
shelf in the page's heading, and the words both say (on screen and aloud).

The cards stand in the ladder's order (``drawpoker.career``). Each says where she is in the
career: her trophy and the day it was won (beaten), NEXT (a win for the bank's money takes her
trophy) or a padlock (locked: the ones under her first). Free choice stays: any card can be
played; a locked one's match counts in the record book, her trophy waits for her turn.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from drawpoker import career
from drawpoker.i18n import t
from drawpoker.ui import page_words, style, text, trophy_art

if TYPE_CHECKING:
    from drawpoker.roster import Character
    from drawpoker.storage.draw.stats import Statistics

_Scale = Callable[[float], int]


def ordered(characters: Sequence[Character]) -> tuple[Character, ...]:
    """The characters in the career's order (the ladder's, the others after)."""
    by_id = {character.id: character for character in characters}
    order = career.ordered(career.shipped_ladder(), by_id)
    return tuple(by_id[ident] for ident in order)


def trophies(stats: Statistics | None) -> dict[str, str]:
    return dict(stats.trophies) if stats is not None else {}


def standing(characters: Sequence[Character], stats: Statistics | None) -> dict[str, str]:
    """Each one's place: ``beaten``, ``next`` or ``locked`` (``drawpoker.career``)."""
    return career.standing([c.id for c in characters], trophies(stats))


def when(day: str) -> str:
    """A day kept as ``YYYY-MM-DD`` as the player's language writes it ("7 Dec 2026")."""
    try:
        year, month, number = (int(part) for part in day.split("-"))
        months = t("career.months").split()
        return t("career.date", day=str(number), month=months[month - 1], year=str(year))
    except (ValueError, IndexError):
        return day


def status(character: Character, characters: Sequence[Character],
           stats: Statistics | None) -> tuple[str, tuple[int, int, int]]:
    """Her career line and its colour: the trophy's day, next, or whom to beat first."""
    place = standing(characters, stats).get(character.id, career.LOCKED)
    if place == career.BEATEN:
        return t("career.beaten", date=when(trophies(stats)[character.id])), style.GOLD
    if place == career.NEXT:
        return t("career.next"), style.GOOD
    coming = next((c for c in characters if standing(characters, stats)[c.id] == career.NEXT),
                  None)
    return t("career.locked", name=coming.name if coming is not None else ""), style.TEXT_DIM


def mark_width(place: str, sc: _Scale) -> int:
    """How far her mark (``draw_mark``) reaches in from the card's right edge, inset
    included: her name keeps clear of it."""
    if place == career.BEATEN:
        return sc(8) + sc(44)
    if place == career.NEXT:
        return sc(8) + text.measure(t("career.mark_next"), sc(15), True)[0] + sc(16)
    return sc(8) + sc(28)


def draw_mark(surface: pygame.Surface, card: pygame.Rect, place: str,
              character: Character, sc: _Scale) -> None:
    """Her mark in the card's top right corner: her trophy, NEXT, or a padlock."""
    pad = sc(8)
    if place == career.BEATEN:
        image = trophy_art.trophy(career.colour_of(character.id), sc(44))
        surface.blit(image, image.get_rect(topright=(card.right - pad, card.top + pad)))
    elif place == career.NEXT:
        label = t("career.mark_next")
        size = sc(15)
        w, h = text.measure(label, size, True)
        pill = pygame.Rect(0, 0, w + sc(16), h + sc(6))
        pill.topright = (card.right - pad, card.top + pad)
        pygame.draw.rect(surface, style.GOOD, pill, border_radius=pill.height // 2)
        text.draw(surface, label, pill.center, size, style.TEXT_DARK, True, "center")
        pygame.draw.rect(surface, style.GOOD, card, max(2, sc(2)), border_radius=sc(10))
    else:
        image = trophy_art.padlock(sc(28))
        surface.blit(image, image.get_rect(topright=(card.right - pad, card.top + pad)))


def draw_shelf(surface: pygame.Surface, inner: pygame.Rect, top: int,
               characters: Sequence[Character], stats: Statistics | None,
               sc: _Scale) -> pygame.Rect:
    """The trophy shelf in the heading's right part (beside the page's title): each rung's
    trophy, or its empty place (the day it was won is on her card); its rect."""
    title_w = text.measure(t("draw.opponents.title"), sc(40), text.DISPLAY)[0]
    area = pygame.Rect(inner.left + title_w + sc(24), inner.top - sc(6), 0,
                       top - inner.top + sc(10))
    area.width = inner.right - area.left
    if not characters or area.width < sc(60) * len(characters):
        return pygame.Rect(area.topleft, (0, 0))
    won = trophies(stats)
    slot_w = min(sc(110), area.width // len(characters))
    shelf = pygame.Rect(0, 0, slot_w * len(characters), area.height)
    shelf.topright = area.topright
    plank = pygame.Rect(shelf.left, shelf.bottom - sc(8), shelf.width, sc(8))
    pygame.draw.rect(surface, style.RAIL_LIGHT, plank, border_radius=sc(3))
    pygame.draw.line(surface, style.RAIL, plank.bottomleft, plank.bottomright, max(1, sc(2)))
    height = plank.top - shelf.top
    for index, character in enumerate(characters):
        slot = pygame.Rect(shelf.left + index * slot_w, shelf.top, slot_w, height)
        image = trophy_art.trophy(career.colour_of(character.id), height) \
            if character.id in won else trophy_art.empty_place(height)
        surface.blit(image, image.get_rect(midbottom=(slot.centerx, plank.top)))
    return shelf


def sample_career(stats: Statistics, characters: Sequence[Character]) -> None:
    """A made-up career for screenshots: two trophies, a third opponent met and not beaten
    yet (never the player's own statistics)."""
    from drawpoker.storage.draw.opponents import Record

    made_up = [Record(4, 1, 210, 2, 3, 9, "2026-11-02"), Record(2, 3, 145, 0, 1, 14, "2026-11-20"),
               Record(0, 2, 60, 0, 0, 0, "")]
    ordered_ones = ordered(characters)
    for character, record in zip(ordered_ones, made_up, strict=False):
        stats.by_opponent[character.id] = record
    stats.trophies = {c.id: stats.by_opponent[c.id].first_won for c in ordered_ones[:2]}


def fresh_trophy_line(app: Any, character: Character | None) -> str:
    """What the end of a match says when it won her trophy for the career (and who is next),
    "" when it won none."""
    records = app.records.draw if app.records is not None else None
    stats = records.stats.stats if records is not None else None
    if character is None or stats is None or stats.fresh_trophy != character.id:
        return ""
    coming = stats.next_up
    if coming is None:
        return t("career.trophy_last", name=character.name)
    from drawpoker.ui import characters

    found = characters.find(coming)
    return t("career.trophy_now", name=character.name,
             next=found.name if found is not None else coming)


# ---------------------------------------------------------------------- aloud

def _choice(scene: Any) -> str:
    """The chosen one, her career line and her record, said whenever the choice changes."""
    character = scene.character
    line, _ = status(character, scene.roster, scene.statistics())
    return page_words._joined(character.name, line, scene.record_line(character))


def _body(scene: Any) -> str:
    """The shelf in words: how many trophies, and who is next."""
    stats = scene.statistics()
    won = trophies(stats)
    coming = [c.name for c in scene.roster if c.id not in won]
    if not coming:
        return t("career.aloud_done", total=len(scene.roster))
    return t("career.aloud_shelf", won=len(won), total=len(scene.roster), name=coming[0])


page_words.register("ChooseOpponentScene", page_words.PageWords(
    lambda scene: t("draw.opponents.title"), body=_body, choice=_choice))

__all__ = ["draw_mark", "draw_shelf", "ordered", "sample_career", "standing", "status", "when"]
