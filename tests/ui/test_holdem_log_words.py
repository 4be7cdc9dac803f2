"""The hold'em log and result lines say what happened (issue 23): the first bet after the flop
is a bet, not "raises to $10"; chips nobody called come back, they are no side pot won; and a
hand with one pot calls it "the pot", not "the main pot"."""

from __future__ import annotations

from drawpoker.engine.core.cards import parse_cards
from drawpoker.engine.holdem import (
    ActionTaken,
    BoardDealt,
    Call,
    HandStarted,
    PotAwarded,
    Raise,
    Street,
)
from drawpoker.ui.holdem.log_lines import HandLog, single_pot
from drawpoker.ui.holdem.painter import result_text

NAMES = ("", "Ada", "Nadia")


def name_of(seat: int) -> str:
    return NAMES[seat] or "You"


def words(lines: list) -> list[str]:  # type: ignore[type-arg]
    return [line.text(name_of, lambda seat, item: "") for line in lines]


def test_the_first_bet_of_a_round_after_the_flop_is_a_bet() -> None:
    log = HandLog()
    said = words(log.lines(HandStarted(1, 0, 2, 1, 10, (1, 2, 0), "0" * 64), ()))
    said += words(log.lines(ActionTaken(2, Raise(), 20, Street.PREFLOP, False), ()))
    said += words(log.lines(ActionTaken(0, Call(), 20, Street.PREFLOP, False), ()))
    said += words(log.lines(BoardDealt(Street.FLOP, tuple(parse_cards("2c 7d Kh"))), ()))
    said += words(log.lines(ActionTaken(1, Raise(), 10, Street.FLOP, False), ()))
    said += words(log.lines(ActionTaken(2, Raise(), 20, Street.FLOP, False), ()))
    said += words(log.lines(BoardDealt(Street.TURN, tuple(parse_cards("3s"))), ()))
    said += words(log.lines(ActionTaken(0, Raise(), 10, Street.TURN, False), ()))
    assert said[1] == "Nadia raises to $20."  # before the flop the big blind is the bet
    assert said[4] == "Ada bets $10." and said[5] == "Nadia raises to $20."
    assert said[7] == "You bet $10."


def test_chips_nobody_called_come_back_and_one_pot_is_the_pot() -> None:
    main = PotAwarded(0, 40, (0, 1, 2), (1,), (40,), False)
    back = PotAwarded(1, 5, (2,), (2,), (5,), True)  # only Nadia could win it: her own chips
    pots = [main, back]
    assert single_pot(pots)
    log = HandLog()
    said = [words(log.lines(pot, (), single_pot(pots)))[0] for pot in pots]
    assert said == ["Ada wins $40 (pot).", "$5 nobody called goes back to Nadia."]
    assert result_text(main, name_of, single=True) == "Ada wins $40 (pot)"
    assert result_text(back, name_of) == "$5 nobody called goes back to Nadia"
    side = PotAwarded(1, 30, (1, 2), (2,), (30,), False)  # a real side pot: names stay
    assert not single_pot([main, side])
    assert result_text(side, name_of) == "Nadia wins $30 (side pot 1)"
    assert words(HandLog().lines(main, (), single_pot([main, side]))) == [
        "Ada wins $40 (main pot)."]
