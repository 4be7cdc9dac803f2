"""Every Canfield rule of docs/rules.md, one small position each."""

from __future__ import annotations

import pytest

from drawpoker.engine.canfield import (
    DEAL,
    REDEAL,
    Canfield,
    IllegalMoveError,
    Move,
    Outcome,
    hint,
)
from drawpoker.engine.core.cards import Card, parse_cards

from .positions import make

M = Move.parse


def test_deal_layout_and_determinism() -> None:
    game = Canfield.deal(11)
    counts = game.card_counts()
    assert sum(counts.values()) == 52
    assert counts["waste"] == 0
    # 13 + 1 + 4 dealt; anything that went up at once came from the reserve or tableau
    assert counts["stock"] == 34
    assert counts["reserve"] + counts["tableau"] + counts["foundations"] == 18
    assert Canfield.deal(11).position() == game.position()
    assert Canfield.deal(12).position() != game.position()


def test_first_foundation_card_sets_the_base_rank() -> None:
    for seed in range(20):
        game = Canfield.deal(seed)
        started = [pile[0] for pile in game.foundations if pile]
        assert all(card.rank == game.base_rank for card in started)


def test_tableau_builds_down_in_alternating_colours() -> None:
    game = make(reserve="7h 7s 6h Kd", tableau=("8s", "9d", "As", "Jc"))
    assert game.is_legal(M("r>t2")) is False  # Kd on 9d
    game.reserve[-1] = Card.from_str("7h")
    game.reserve[:-1] = parse_cards("Kd 7s 6h")
    assert game.is_legal(M("r>t1"))  # 7h on 8s
    game2 = make(reserve="Kd 7s", tableau=("8s", "9d", "Ah", "Jc"))
    with pytest.raises(IllegalMoveError, match="other colour"):
        game2.push(M("r>t1"))  # 7s on 8s: same colour


def test_building_goes_round_the_corner() -> None:
    game = make(reserve="Qd Ks", tableau=("Ah", "9d", "5c", "Jc"))
    game.push(M("r>t1"))
    assert [str(c) for c in game.tableau[0]] == ["Ah", "Ks"]
    game3 = make(reserve="Qd Ad", tableau=("2s", "9d", "5c", "Jc"))
    assert game3.is_legal(M("r>t1"))  # ace on a two


def test_only_a_whole_pile_moves() -> None:
    game = make(reserve="Qd", tableau=("8s 7h", "8c", "5c", "Jc"))
    # 7h would fit on 8c, but the pile's bottom card 8s does not
    with pytest.raises(IllegalMoveError, match="8s does not build on 8c"):
        game.push(M("t1>t2"))
    game = make(reserve="Qd", tableau=("8s 7h", "9h", "5c", "Jc"))
    game.push(M("t1>t2"))
    assert [str(c) for c in game.tableau[1]] == ["9h", "8s", "7h"]
    assert [str(c) for c in game.tableau[0]] == ["Qd"]  # the space took the reserve card


def test_spaces_are_filled_from_the_reserve_at_once() -> None:
    game = make(reserve="5d 9h", tableau=("3c", "Kd", "5c", "Jc"), foundations={"c": "2c"})
    game.push(M("t1>fc"))
    assert [str(c) for c in game.tableau[0]] == ["9h"]
    assert [str(c) for c in game.reserve] == ["5d"]


def test_tableau_never_moves_into_a_space() -> None:
    game = make(tableau=("", "Kd", "5c", "Jc"), waste="4h")
    with pytest.raises(IllegalMoveError, match="never moves into a space"):
        game.push(M("t2>t1"))


def test_waste_fills_a_space_only_once_the_reserve_is_empty_and_when_chosen() -> None:
    game = make(tableau=("", "Kd", "5c", "Jc"), waste="4h")
    assert M("w>t1") in game.legal_moves()
    assert DEAL in game.legal_moves()  # the player may leave the space empty
    game.push(DEAL)
    assert game.tableau[0] == []
    game.pop()
    game.push(M("w>t1"))
    assert [str(c) for c in game.tableau[0]] == ["4h"]


def test_reserve_and_waste_build_on_the_tableau() -> None:
    game = make(reserve="Qd 4d", waste="Ts", tableau=("5c", "Jd", "5h", "Kc"))
    assert M("r>t1") in game.legal_moves()
    assert M("w>t2") in game.legal_moves()


def test_stock_is_dealt_three_at_a_time_then_turned_over() -> None:
    game = make(reserve="Qd", tableau=("5c", "Jd", "5h", "Kc"), stock="8h 9h Th 6s 7s", base=3)
    game.push(DEAL)
    assert [str(c) for c in game.waste] == ["7s", "6s", "Th"]
    with pytest.raises(IllegalMoveError, match="only once the stock is empty"):
        game.push(REDEAL)
    game.push(DEAL)
    assert [str(c) for c in game.waste] == ["7s", "6s", "Th", "9h", "8h"]
    assert game.stock == []
    with pytest.raises(IllegalMoveError, match="stock is empty"):
        game.push(DEAL)
    game.push(REDEAL)
    assert game.waste == [] and [str(c) for c in game.stock] == ["8h", "9h", "Th", "6s", "7s"]
    assert game.passes == 2
    game.push(DEAL)
    assert [str(c) for c in game.waste] == ["7s", "6s", "Th"]  # same cards, same order


def test_cards_that_fit_go_to_the_foundations_after_a_deal() -> None:
    game = make(
        reserve="Qd 3d",
        tableau=("4c", "Jd", "5h", "Kc"),
        foundations={"c": "2c", "d": "2d"},
        stock="9s 3c 8h",
    )
    game.push(DEAL)  # waste 8h 3c 9s: nothing for the foundations from the waste top (9s)
    assert game.foundation_cards == 2 + 1  # but the reserve's 3d went up
    assert [str(c) for c in game.reserve] == ["Qd"]
    game = make(
        reserve="Qd Kh",
        tableau=("4c", "Jd", "5h", "Ks"),
        foundations={"c": "2c"},
        stock="3c 9s 8h",
    )
    game.push(DEAL)  # waste top 3c, then the tableau's 4c follows; the space takes Kh
    assert [str(c) for c in game.foundations[0]] == ["2c", "3c", "4c"]
    assert [str(c) for c in game.tableau[0]] == ["Kh"]
    assert game.pop() == DEAL
    assert game.foundation_cards == 1 and [str(c) for c in game.tableau[0]] == ["4c"]


def test_no_automatic_play_without_a_deal() -> None:
    game = make(
        reserve="Qd 3d", tableau=("9c", "Jd", "4s", "Kc"), foundations={"c": "2c", "d": "2d"}
    )
    game.push(M("r>t3"))  # 3d on 4s, although it could go up
    assert [str(c) for c in game.tableau[2]] == ["4s", "3d"]
    game.pop()
    game.push(M("r>fd"))
    assert game.foundation_cards == 3 and [str(c) for c in game.reserve] == ["Qd"]


def test_foundations_build_up_by_suit_round_the_corner() -> None:
    game = make(
        reserve="Qd 2h Ah",
        tableau=("5c", "Jd", "5s", "Kc"),
        foundations={"h": "Jh Qh Kh"},
        base=11,
    )
    game.push(M("r>fh"))
    game.push(M("r>fh"))
    assert [str(c) for c in game.foundations[2]][-2:] == ["Ah", "2h"]
    with pytest.raises(IllegalMoveError, match="goes only on the d foundation"):
        game.push(Move.parse("r>fh"))
    with pytest.raises(IllegalMoveError, match="not the next card"):
        game.push(Move.parse("r>fd"))  # Qd: the diamonds start with a jack


def test_refused_moves_change_nothing_and_name_the_rule() -> None:
    game = Canfield.deal(3)
    before = game.position()
    for text in ("t1>t1", "f" + "c>t1", "s>t1", "r>s"):
        with pytest.raises(IllegalMoveError) as error:
            game.push(Move.parse(text))
        assert str(error.value).startswith(text)
    assert game.position() == before and game.move_stack == []


def test_money_the_xpat2_way() -> None:
    game = make(reserve="Qd", tableau=("5c", "Jd", "5h", "Kc"), stock="8h 9s Ts", base=2)
    assert game.net == 5 - 52
    game.push(DEAL)
    game.push(REDEAL)
    assert game.net == 5 - 52 - 5  # the first pass was free, the second costs $5
    game.push(DEAL)
    game.push(REDEAL)
    assert game.net == 5 - 52 - 10
    game.pop()
    assert game.net == 5 - 52 - 5


def test_won_stuck_and_playing() -> None:
    assert Canfield.deal(0).outcome() is Outcome.PLAYING
    stuck = make(reserve="Qc", tableau=("5c", "Jd", "5h", "Kc"), stock="8h 9d Td", base=2)
    assert stuck.is_stuck() and stuck.outcome() is Outcome.STUCK
    assert hint(stuck) is None
    almost = make(reserve="Qc", tableau=("5c", "Jd", "5h", "Kc"), stock="3c 9d 8h Td Th 7s")
    assert not almost.is_stuck()  # the second deal brings 3c up
    buried = make(reserve="Qc", tableau=("5c", "Jd", "5h", "Kc"), stock="8h 9d 3c")
    assert buried.is_stuck()  # 3c is dealt under two cards on every pass: it never shows


def test_auto_finish_when_the_win_is_certain() -> None:
    seed, moves = 9, None
    from .solver import solve

    game = Canfield.deal(seed)
    moves = solve(game)
    assert moves is not None
    finish: list[Move] | None = None
    for move in moves:
        game.push(move)
        finish = game.auto_finish_moves()
        if finish is not None:
            break
    assert finish is not None and not game.is_won()
    for move in finish:
        game.push(move)
    assert game.is_won() and game.outcome() is Outcome.WON
    assert Canfield.deal(seed).auto_finish_moves() is None


def test_hint_is_legal_and_prefers_the_reserve() -> None:
    game = make(reserve="Qd 3c", waste="4h", tableau=("5c", "Jd", "5h", "Kc"), base=2)
    assert hint(game) == M("r>fc")
    for seed in range(10):
        deal = Canfield.deal(seed)
        suggestion = hint(deal)
        assert suggestion is None or suggestion in deal.legal_moves()


@pytest.mark.parametrize("move", ["s>w", None, ("s", "w")])
def test_pushing_anything_but_a_move_is_the_documented_error(move: object) -> None:
    game = Canfield.deal(42)
    before = game.position()
    with pytest.raises(IllegalMoveError, match=r"Move\.parse"):
        game.push(move)  # type: ignore[arg-type]
    assert game.position() == before
