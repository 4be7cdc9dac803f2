"""Her tell, honest: after her draw she makes her gesture as often as her page says, no more.

The one place in the UI that reads her hidden hand for her body language: her face and her
idle loop follow public events only (``ui/portrait.py``, ``ui/idle.py``); elsewhere only the
controller hands the computer player her own view, and a practice table shows her cards face
up (``ui/draw/practice.py``): ``tests/ui/test_her_tell.py`` holds that list. Each
roster opponent's ``manner.tell`` gives a gesture and two frequencies: how often she makes
it when she holds ``strong`` or better after the draw, and how often otherwise
(``drawpoker.manner.Tell``); the help page states both in words. Whether she makes it in a
deal is drawn from a stream of its own, seeded by the match's seed, the deal's number and
her id: the same match always shows the same tells, and neither the shuffle nor her
decisions (the engine's and the computer player's streams) nor a saved game's replay are
touched by it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from drawpoker.engine.draw import Card, Event, Match, Phase, Rules, evaluate
from drawpoker.engine.draw.events import CardsDrawn
from drawpoker.i18n import t
from drawpoker.manner import Tell
from drawpoker.ui.draw.voice_lines import voice_of
from drawpoker.ui.timeline import Beat

if TYPE_CHECKING:
    from drawpoker.roster import Character
    from drawpoker.ui.draw.table_view import DrawTable

COMPUTER = 1


def chance(tell: Tell, hand: Sequence[Card], rules: Rules) -> float:
    """How often she shows ``tell`` holding ``hand`` (the numbers of her page)."""
    return tell.chance(evaluate(hand, rules).category)


def shows(tell: Tell, hand: Sequence[Card], rules: Rules, seed: int, deal_number: int,
          who: str) -> bool:
    """Whether she makes her gesture in this deal: a draw of her own tell stream."""
    stream = random.Random(f"tell/{who}/{seed}/{deal_number}")  # str seeds: SHA-512, stable
    return stream.random() < chance(tell, hand, rules)


def after_her_draw(match: Match, character: Character | None,
                   events: Sequence[Event]) -> Tell | None:
    """Her tell when ``events`` hold her draw and she makes it this deal, else None (no
    tell, no draw of hers, or the deal already over: her cards are shown then anyway)."""
    if character is None:
        return None
    tell = character.manner.tell
    if tell is None or match.phase is not Phase.BET2:
        return None
    if not any(isinstance(e, CardsDrawn) and e.seat == COMPUTER for e in events):
        return None
    hand = match.view(COMPUTER).hand  # her hidden cards: read here and nowhere else
    if len(hand) != 5:
        return None
    shown = shows(tell, hand, match.rules, match.seed, match.deal_number, character.id)
    return tell if shown else None



def show(scene: DrawTable, events: Sequence[Event]) -> None:
    """Queue her tell, when she makes it, just after her draw is shown on the table's
    timeline; with speech on it is said as it is seen ("Rosa squares her cards."), so a
    player who does not see the screen can learn it too."""
    table = scene.control.model()
    tell = after_her_draw(table.match, table.character, events)
    if tell is None:
        return
    portrait = scene.story.portrait

    def start() -> None:
        portrait.act(tell.gesture, tell.seconds)
        voice = voice_of(scene)
        if voice.on:
            voice.say(t(f"tells.seen.{tell.gesture}", name=scene.control.model().her_name))

    scene.timeline.add(Beat(0.0, start=start))
