"""A fourth game that lives only in the tests (issue 39): high card, one card each, the higher
rank wins. It is registered from the tests alone, with its own scene, title button, statistics
page, settings row, texts in five languages and a hand history the one verifier checks, to show
that adding a game touches no shared file of the program."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame

from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.deck import commitment, new_salt, shuffled_deck
from drawpoker.games import Game, KeyAction, Option, StatsPage
from drawpoker.i18n import t
from drawpoker.storage.event_log import header_line
from drawpoker.ui import felt, style, text
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.widgets import Button, draw_panel

KEY = "highcard"
#: The game's whole record (kept in memory: a test game owns no file). Its one option, the
#: deck, lives in the player's settings file under its key, declared below as data.
RECORD = {"played": 0, "won": 0}


def winner(yours: Card, hers: Card) -> int | None:
    """0 the player, 1 her, None a tie."""
    if yours.rank == hers.rank:
        return None
    return 0 if yours.rank > hers.rank else 1


# ---------------------------------------------------------------------------- the history

def deal_lines(number: int, order: list[Card], salt: str) -> list[dict[str, Any]]:
    """One deal as the game writes it: the commitment, the two cards and who won, the reveal."""
    yours, hers = order[0], order[1]
    return [{"type": "DealStarted", "deal": number, "commitment": commitment(order, salt)},
            {"type": "CardsShown", "deal": number, "yours": str(yours), "hers": str(hers),
             "winner": winner(yours, hers)},
            {"type": "DeckRevealed", "deal": number, "order": [str(c) for c in order],
             "salt": salt}]


def history(deals: int, seed: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    lines = [header_line(KEY, f"highcard-{seed}", {"deck": 52}, {})]
    for number in range(1, deals + 1):
        lines += deal_lines(number, shuffled_deck(52, rng), new_salt(rng))
    return lines


class HighCardReplayer:
    """What the game tells the one verifier."""

    start_type = "DealStarted"
    number_key = "deal"
    ending = frozenset({"DeckRevealed"})

    def first_deal(self, header: dict[str, Any]) -> int:
        return 1

    def new_game(self, header: dict[str, Any]) -> object:
        return {"deals": 0}

    def check_cards(self, events: list[dict[str, Any]], order: list[Card],
                    number: object) -> None:
        return None

    def replay(self, game: Any, events: list[dict[str, Any]],
               order: list[Card]) -> list[dict[str, Any]]:
        game["deals"] += 1
        lines = deal_lines(events[0]["deal"], order, "")
        lines[0]["commitment"] = ""
        return lines


# ---------------------------------------------------------------------------- the screens

class HighCardScene(ButtonScene):
    """PLAY deals one card each; BACK (Esc) returns to the title."""

    def enter(self) -> None:
        self.rng = random.Random(7)
        self.shown: tuple[Card, Card] | None = None
        self.buttons = [Button("highcard.play", self.play, (pygame.K_RETURN,), kind="primary",
                               shortcut="highcard_play", name="play"),
                        Button("highcard.back", self.app.pop, (pygame.K_ESCAPE,), "esc",
                               name="back")]

    def play(self) -> None:
        deck = self.app.settings.option(KEY, "deck")
        assert isinstance(deck, int)
        yours, hers = shuffled_deck(deck, self.rng)[:2]
        self.shown = (yours, hers)
        RECORD["played"] += 1
        RECORD["won"] += winner(yours, hers) == 0

    def draw(self, surface: pygame.Surface) -> None:
        felt.draw(surface, with_line=False)
        w, h = surface.get_size()
        text.draw(surface, t("highcard.title"), (w // 2, 40), 40, style.GOLD, True, "midtop")
        if self.shown:
            text.draw(surface, f"{self.shown[0]}  {self.shown[1]}", (w // 2, h // 2), 40,
                      style.TEXT, True, "center")
        for n, button in enumerate(self.buttons):
            button.rect = pygame.Rect(w // 2 - 220 + n * 230, h - 100, 210, 54)
            button.draw(surface)


def title_buttons(scene: Any) -> list[Button]:
    return [Button("highcard.title_button", lambda: scene.app.go("highcard_table"),
                   shortcut="highcard_open", name="highcard")]


def stats_opened(app: Any) -> dict[str, int]:
    return dict(RECORD)


def stats_painter(surface: pygame.Surface, area: pygame.Rect, sc: Any,
                  record: dict[str, int] | None) -> None:
    draw_panel(surface, area, sc(12))
    record = record or {"played": 0, "won": 0}
    text.draw(surface, t("highcard.stats", played=record["played"], won=record["won"]),
              area.inflate(-sc(36), -sc(28)).topleft, sc(22), style.TEXT, True)


GAME = Game(
    key=KEY,
    order=30,
    title_buttons=f"{__name__}:title_buttons",
    scenes={"highcard_table": f"{__name__}:HighCardScene"},
    name_key="highcard.title",
    stats_pages=(StatsPage("highcard", "highcard.stats_button", "", f"{__name__}:stats_opened",
                           f"{__name__}:stats_painter"),),
    options=(Option("deck", 52, (32, 52), "highcard.deck", "highcard.deck_value"),),
    keys=(KeyAction("highcard_open", "g", "highcard.key_open", heard=("title",)),
          KeyAction("highcard_play", "p", "highcard.key_play", heard=("highcard_table",))),
    history_game=KEY,
    replayer=f"{__name__}:HighCardReplayer",
    strings=Path(__file__).parent / "highcard_lang",
)
