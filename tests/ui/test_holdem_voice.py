"""The hold'em voice on its own: which public event gives which face and which line, the one
line a batch keeps, and no line for chips merely handed back after a showdown."""

from __future__ import annotations

import itertools

from drawpoker.engine.draw import parse_cards
from drawpoker.engine.holdem import (
    ActionTaken,
    Call,
    HandStarted,
    ItemPawned,
    PotAwarded,
    Showdown,
    Street,
)
from drawpoker.ui.holdem.voice import BIG_POT_BLINDS, Voice
from drawpoker.ui.reactions import REACTIONS

STACKS, OUT = (100, 100, 100), (False, False, False)


def hand(number: int = 2) -> HandStarted:
    return HandStarted(number, 0, 1, 2, 10, (1, 2, 0), "c0ffee")


def pot(amount: int, winners: tuple[int, ...], eligible: tuple[int, ...],
        uncontested: bool = False, index: int = 0) -> PotAwarded:
    shares = tuple(amount // len(winners) for _ in winners)
    return PotAwarded(index, amount, eligible, winners, shares, uncontested)


def test_every_mood_named_is_a_reaction_the_portraits_know() -> None:
    from drawpoker.ui.holdem.voice import MOODS

    assert set(MOODS.values()) <= set(REACTIONS)


def test_the_pawn_outranks_the_pot_in_one_batch_and_both_faces_change() -> None:
    voice = Voice(seed=1)
    voice.resumed(10, (1, 2, 0))
    events = [pot(40, (2,), (1, 2), uncontested=True), ItemPawned(1, 0, 200)]
    heard, said = voice.hear(events, STACKS, OUT)
    assert said is not None and said[0] == 1 and said[1].seat == 1
    assert said[1].key.startswith("speech.pawned.") and said[1].args == {"item": 0}
    assert heard[0].moods == ((2, "she_wins_by_drop"),)
    assert heard[1].moods == ((1, "she_pawns"),)


def test_a_big_pot_after_a_showdown_pleases_the_winner_and_annoys_the_loser() -> None:
    voice = Voice(seed=2)
    voice.hear([hand()], STACKS, OUT)
    cards = parse_cards("As Ah Kc Kd")
    shown = Showdown(((1, (cards[0], cards[1])), (2, (cards[2], cards[3]))))
    big = BIG_POT_BLINDS * 10
    heard, said = voice.hear([shown, pot(big, (1,), (1, 2))], STACKS, OUT)
    assert set(heard[1].moods) == {(1, "she_wins_big_pot"), (2, "you_win_big_pot")}
    assert said is not None and said[1].key.startswith("speech.she_wins_big.")


def test_chips_handed_back_after_a_showdown_say_nothing() -> None:
    voice = Voice(seed=3)
    voice.hear([hand()], STACKS, OUT)
    cards = parse_cards("As Ah Kc Kd")
    shown = Showdown(((1, (cards[0], cards[1])), (2, (cards[2], cards[3]))))
    back = pot(30, (2,), (2,), uncontested=True, index=1)
    heard, said = voice.hear([shown, back], STACKS, OUT)
    assert heard[1].moods == () and said is None


def test_the_players_own_moves_give_no_line_and_lines_do_not_repeat() -> None:
    voice = Voice(seed=4)
    voice.resumed(10, (1, 2, 0))
    call = ActionTaken(0, Call(), 10, Street.FLOP, all_in=False)
    heard, said = voice.hear([call], STACKS, OUT)
    assert said is None and heard[0].moods == ()
    keys = []
    for _ in range(30):
        _, said = voice.hear([pot(20, (1,), (1,), uncontested=True)], STACKS, OUT)
        assert said is not None
        keys.append(said[1].key)
    assert all(a != b for a, b in itertools.pairwise(keys)), "the same line twice"
    assert len(set(keys)) > 1
