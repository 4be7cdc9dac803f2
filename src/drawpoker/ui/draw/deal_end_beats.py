"""The beats at the end of a draw deal (the pot won or carried, the net result) and of her
forfeit items (pawned, lost to the player, bought back), with the helpers every beat uses.

:class:`~drawpoker.ui.draw.story.Story` builds on this with the deal itself (antes, cards,
actions, the draw, the showdown); split so neither grows past a page.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from drawpoker.ai.draw.personality import Said
from drawpoker.engine.draw import Card, ForfeitState, Rules, evaluate
from drawpoker.engine.draw.events import ItemBoughtBack, ItemLost, ItemPawned, PotCarried, PotWon
from drawpoker.ui.hand_names import hand_name
from drawpoker.ui.timeline import Beat, Board, Flight, Line, NetResult, OwnLine, Result, Timeline

if TYPE_CHECKING:
    from drawpoker.roster import Character

HUMAN, COMPUTER = 0, 1


class DealEndBeats:
    """The end of a deal and her items, told as beats on the timeline."""

    def __init__(self, board: Board, timeline: Timeline, rules: Rules,
                 item_name: Callable[[int], str], character: Character | None) -> None:
        self.board = board
        self.character = character
        self.timeline = timeline
        self.rules = rules
        self.item_name = item_name
        self._said: Said | None = None  # her line for the event being told
        self._shown: tuple[tuple[Card, ...], tuple[Card, ...]] | None = None
        self._before_deal: list[Line] = []  # item news told just before the next deal starts
        self._stack_at_start: int | None = None  # the player's money as the deal began

    # ------------------------------------------------------------------ helpers
    def _say(self, said: Said | None) -> None:
        """Show her line (chosen when the event was told), if she has one; an item's index
        becomes its name, looked up when drawn so it follows a language switch."""
        if said is None:
            return
        args: dict[str, object] = dict(said.args)
        if "item" in said.args:
            args["item"] = self._item(said.args["item"])
        her = self.character
        if her is not None and said.situation in her.lines:
            situation = said.situation
            self.board.speech = OwnLine(said.key, args, words=lambda lang: her.lines_for(
                situation, lang), variant=said.variant)
        else:
            self.board.speech = Line(said.key, args)

    def _log(self, key: str, seat: int | None = None, count: int | None = None,
             **args: object) -> None:
        self.board.history.append(Line(key, dict(args), seat, count))

    def _item(self, index: int) -> Callable[[], str]:
        return lambda: self.item_name(index)

    # ------------------------------------------------------------------ the end of a deal
    def _names(self) -> tuple[Callable[[], str], Callable[[], str]]:
        """The two shown hands' names inside a sentence, looked up when shown (so they follow
        a language switch)."""
        hands = self._shown
        if hands is None:
            return (lambda: "", lambda: "")
        mine, hers = (evaluate(hand, self.rules) for hand in hands)
        return functools.partial(hand_name, mine), functools.partial(hand_name, hers)

    def _pot_won(self, event: PotWon) -> None:
        seat, amount = event.seat, event.amount
        me = seat == HUMAN
        if event.by_drop:
            headline = Line("draw.table.result.you_win_drop" if me
                            else "draw.table.result.she_wins_drop",
                            {"amount": amount}, seat)
            detail = None
        else:
            mine, hers = self._names()
            headline = Line("draw.table.result.you_win" if me else "draw.table.result.she_wins",
                            {"amount": amount}, seat)
            winner, loser = (mine, hers) if me else (hers, mine)
            detail = Line("draw.table.result.beats", {"winner": winner, "loser": loser},
                          capitalise=True)
        self._shown = None
        said = self._said

        def start() -> None:
            self.board.result = Result(headline, detail, seat)
            self._log("draw.table.log.you_win" if me else "draw.table.log.she_wins", seat,
                      amount=amount)
            self._say(said)

        def land() -> None:
            self.board.pot = max(0, self.board.pot - amount)
            self.board.stacks[seat] += amount
            self._show_net()

        flights = [Flight("chips", ("pot",), ("stack", seat), 0.15, 0.55, amount, land)]
        # A big pot's flourish at the winner's stack, in proportion (a quarter of the two
        # stacks' average and up; see ui/flourish.py).
        size = amount / max(1, (sum(self.board.stacks) + self.board.pot) / 2)
        if size >= 0.25:
            strength = min(1.0, size)
            flights.append(Flight("flourish", ("stack", seat), ("stack", seat), 0.6,
                                  0.4 + 0.5 * strength, strength))
        end = max(0.8, max(f.ends_at for f in flights) + 0.05)
        self.timeline.add(Beat(end, start=start, flights=flights,
                               sound="win" if me else "lose"))

    def _pot_carried(self, event: PotCarried) -> None:
        mine, _ = self._names()
        self._shown = None
        said = self._said

        def start() -> None:
            self.board.result = Result(
                Line("draw.table.result.tie", {"amount": event.amount}),
                Line("draw.table.result.same", {"hand": mine}, capitalise=True), None)
            self._log("draw.table.log.carried", amount=event.amount)
            self._say(said)
            self._show_net()

        self.timeline.add(Beat(0.4, start=start))

    def _show_net(self) -> None:
        """The player's net for the deal, when its start was seen (not in a resumed deal)."""
        if self._stack_at_start is not None:
            self.board.net = NetResult(self.board.stacks[HUMAN] - self._stack_at_start)
            self._stack_at_start = None

    # ------------------------------------------------------------------ forfeit items
    def _pawned(self, event: ItemPawned) -> None:
        item, loan = event.item, event.loan
        name = self._item(item)
        said = self._said

        def start() -> None:
            self.board.banner = Line("draw.table.event.pawned", {"item": name, "amount": loan})
            self._log("draw.table.log.pawned", COMPUTER, item=name, amount=loan)
            self._before_deal.append(self.board.history[-1])
            self._say(said)

        def land() -> None:
            self.board.forfeits[item] = ForfeitState.PAWNED

        def paid() -> None:
            self.board.stacks[COMPUTER] += loan

        # The item goes to the pawnbroker, then the loan comes back to her stack as chips.
        flights = [Flight("item", ("avatar",), ("pawn",), 0.2, 0.7, item, land),
                   Flight("chips", ("pawn",), ("stack", COMPUTER), 0.95, 0.45, loan, paid)]
        self.timeline.add(Beat(1.5, start=start, flights=flights))

    def _lost(self, event: ItemLost) -> None:
        item = event.item
        name = self._item(item)
        said = self._said

        def start() -> None:
            self.board.banner = Line("draw.table.event.lost", {"item": name})
            self._log("draw.table.log.lost", HUMAN, item=name)
            self._before_deal.append(self.board.history[-1])
            self._say(said)

        def land() -> None:
            self.board.forfeits[item] = ForfeitState.LOST
            if item not in self.board.trophies:
                self.board.trophies.append(item)

        # Sparks where it lands on his shelf, in proportion: the more of hers he holds, the
        # bigger (the last one wins the match); see item_flourish.
        slot = len(self.board.trophies)
        strength = item_flourish(slot + 1, self.rules.forfeit_items, won=True)
        flights = [Flight("item", ("pawn",), ("trophy", None), 0.2, 0.8, item, land),
                   Flight("flourish", ("trophy", slot), ("trophy", slot), 0.95,
                          0.4 + 0.5 * strength, strength)]
        end = max(1.3, flights[-1].ends_at + 0.05)
        self.timeline.add(Beat(end, start=start, flights=flights, sound="win"))

    def _bought_back(self, event: ItemBoughtBack) -> None:
        item, repaid = event.item, event.repaid
        name = self._item(item)
        said = self._said
        was_lost = item in self.board.trophies
        src = ("trophy", self.board.trophies.index(item)) if was_lost else ("pawn",)

        def start() -> None:
            self.board.banner = Line("draw.table.event.bought_back", {"item": name})
            self._log("draw.table.log.bought_back", COMPUTER, item=name, amount=repaid)
            self._say(said)
            if item in self.board.trophies:
                self.board.trophies.remove(item)

        def land() -> None:
            self.board.forfeits[item] = ForfeitState.WORN

        def paid() -> None:
            self.board.stacks[COMPUTER] -= repaid

        # She pays the pawnbroker in chips, then the item comes back to her.
        # A smaller flourish on her as it is back on (hers to be glad of, not his).
        strength = item_flourish(1, self.rules.forfeit_items, won=False)
        flights = [Flight("chips", ("stack", COMPUTER), ("pawn",), 0.1, 0.45, repaid, paid),
                   Flight("item", src, ("avatar",), 0.6, 0.8, item, land),
                   Flight("flourish", ("avatar",), ("avatar",), 1.35, 0.4 + 0.5 * strength,
                          strength)]
        end = max(1.5, flights[-1].ends_at + 0.05)
        self.timeline.add(Beat(end, start=start, flights=flights, sound="chips"))


def item_flourish(held: int, items: int, won: bool) -> float:
    """How big an item's flourish is (0 to 1, as a pot's): one of hers won is a moment in
    proportion to how many he holds (``held`` of ``items``; the last one is the match), her
    buying one back a small one."""
    if not won:
        return 0.15
    return min(1.0, 0.35 + 0.65 * held / max(1, items))
