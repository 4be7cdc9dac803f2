"""The draw coach said aloud (issue 36): while its panel is open (by itself, with the coach
setting on, or by its key) the table says its advice once per moment: at the player's draw the
draws it lists, best first, each with its chance to improve and its value; after a deal its
review of the player's decisions. The same words as the panel's (``coach_words``), the cards
said in words instead of their corner letters and suit signs."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from drawpoker.ai.draw.coach import DrawOption
from drawpoker.ai.draw.hands import rank_of, suit_of
from drawpoker.engine.core.cards import SUIT_CHARS, Card
from drawpoker.i18n import current, t
from drawpoker.ui.draw.coach_words import card_text, number
from drawpoker.ui.spoken_cards import card_words

if TYPE_CHECKING:
    from drawpoker.ui.draw.table_view import DrawTable

HUMAN = 0


def code_words(code: int) -> str:
    """A card of the coach's (a code) in words: "king of spades"."""
    return card_words(Card(rank_of(code), SUIT_CHARS[suit_of(code)]))


@lru_cache(maxsize=8)
def _signs(language: str, revision: int) -> tuple[re.Pattern[str], dict[str, str]]:
    """Every card as the panel writes it ("K♠") and as speech says it, in this language."""
    words = {card_text(code): code_words(code) for code in range(52)}
    pattern = re.compile("|".join(re.escape(sign) for sign in sorted(words, key=len,
                                                                      reverse=True)))
    return pattern, words


def spoken(text: str) -> str:
    """The panel's words for the ear: cards in words, no star, no middle dots."""
    translator = current()
    pattern, words = _signs(translator.code, translator.revision)
    text = text.replace("\u2605", "").replace(" \u00b7 ", ", ")
    return pattern.sub(lambda found: words[found.group(0)], text).strip()


def option_words(option: DrawOption) -> str:
    """One draw the coach lists: what to keep and draw, its chances."""
    label = t("draw.coach.pat") if option.discards == 0 else t(
        "draw.coach.keep", cards=", ".join(code_words(code) for code in option.keep),
        count=option.discards)
    chances = t("draw.coach.chances", improve=number(option.improve), value=number(option.value, 0))
    words = f"{label}: {spoken(chances)}"
    return t("aloud.coach.best", option=words) if option.best else words


def coach_line(scene: DrawTable, full: bool) -> tuple[object, str] | None:
    """The coach's advice for this moment while its panel is open, with the moment it is for
    (said once a moment); None while it is closed or has nothing to say."""
    coach = scene.coach
    mode = coach.mode()
    if not coach.open or mode is None:
        return None
    match = scene.control.model().match
    view = match.view(HUMAN)
    moment = (mode, match.deal_number, len(view.actions))
    if mode == "draw":
        options = coach.draw_list()
        if not options:
            return None
        ranked = sorted(options, key=lambda option: not option.best)[:3 if full else 1]
        return moment, t("aloud.coach.draw", options="; ".join(map(option_words, ranked)))
    texts = [spoken(text) for (text, _kind), _index in coach.paragraphs(mode)]
    return moment, t("aloud.coach.review", words=" ".join(texts))
