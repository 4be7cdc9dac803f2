"""Every save the game writes, it reads back as the same game (issue 40: a hold'em save written
right after a pawn at a blind change was refused by the game's own check, and the game lost).

Long seeded games in all three games, played by random legal moves that make all-ins, pawns,
buy-backs and blind changes: after every action and at every hand boundary the game is saved
through its real slot, read back through the same checks a new session runs, and must be equal
(its data, every seat's view, what is legal); play then goes on from the copy read back half the
time, so a loaded game is also one that plays on.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import Phase as Phases
from hypothesis import strategies as st

from drawpoker.engine.canfield import REDEAL, to_dict
from drawpoker.engine.draw import Match, Phase, Rules
from drawpoker.engine.draw.match_data import match_to_dict
from drawpoker.engine.holdem import HoldemGame, Street, action_of_kind
from drawpoker.engine.holdem.data import game_to_dict
from drawpoker.engine.holdem.stakes import STAKES, rules_for
from drawpoker.storage.bank import BankBook
from drawpoker.storage.canfield.book import CanfieldBook
from drawpoker.storage.draw.saves import SaveSlot
from drawpoker.storage.holdem.saves import HoldemSlot

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from engine.golden import choose as choose_draw
from soak import size

_HOLDEM_WEIGHTS = {"fold": 1, "check": 5, "call": 8, "raise": 5}  # raises: all-ins, pawns
_SEATING = {"names": ["", "Ada", "Bo", "Cy", "Di", "Ed"]}
_EXAMPLES = settings(max_examples=size(12), deadline=None, derandomize=True,
                     phases=[Phases.explicit, Phases.generate],  # a long game shrinks slowly
                     suppress_health_check=[HealthCheck.too_slow,
                                            HealthCheck.function_scoped_fixture])


def holdem_round_trip(game: HoldemGame, slot: HoldemSlot, views: bool = True) -> HoldemGame:
    """Save, read back through a new session's checks, compare. The data equal is the game
    equal (views are made from it); ``views`` compares every seat's view too."""
    assert slot.save(game, _SEATING), slot.last_error
    reader = HoldemSlot(slot.path.parent)
    back = reader.load()
    assert back is not None, reader.last_bad
    loaded = back.game
    assert game_to_dict(loaded) == game_to_dict(game)
    assert loaded.legal_actions() == game.legal_actions()
    if views:
        for seat in range(game.players):
            assert repr(loaded.view(seat)) == repr(game.view(seat))
    return loaded


def play_holdem(folder: Path, seed: int, players: int, stake: int, fixed: bool,
                casino: bool, hands: int, seen: Counter[str]) -> None:
    rules = rules_for(players, STAKES[stake], casino).replace(fixed_loan=fixed)
    game = HoldemGame(rules, seed=seed)
    slot = HoldemSlot(folder)
    rng = random.Random(seed)
    while game.street is not Street.MATCH_OVER and game.hand_number < hands:
        if game.street is Street.BETWEEN_HANDS:
            before = game.big_blind
            events = game.start_hand()
            seen["blind change"] += game.big_blind != before and before > 0
        else:
            seat = game.to_act
            assert seat is not None
            kinds = [legal.kind for legal in game.legal_actions()]
            kind = rng.choices(kinds, [_HOLDEM_WEIGHTS[str(k)] for k in kinds])[0]
            events = game.act(action_of_kind(kind), seat)
            seen["all-in"] += seat is not None and game.stacks[seat] == 0
        for event in events:
            seen[type(event).__name__] += 1
        if game.street is Street.MATCH_OVER:
            break  # a finished game clears its save
        # Every seat's view at each hand's boundaries and at every fifth action.
        views = game.street is Street.BETWEEN_HANDS or sum(seen.values()) % 5 == 0
        copy = holdem_round_trip(game, slot, views)
        if rng.random() < 0.5:
            game = copy


@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), stake=st.integers(0, 1),
       fixed=st.booleans(), casino=st.booleans())
@_EXAMPLES
def test_holdem_saves_read_back_equal(tmp_path_factory: pytest.TempPathFactory, seed: int,
                                      players: int, stake: int, fixed: bool,
                                      casino: bool) -> None:
    folder = tmp_path_factory.mktemp("holdem")
    play_holdem(folder, seed, players, stake, fixed, casino, 40, Counter())


@pytest.mark.parametrize("fixed", [True, False], ids=["fixed-loans", "growing-loans"])
def test_holdem_round_trip_meets_pawns_buy_backs_and_blind_changes(tmp_path: Path,
                                                                   fixed: bool) -> None:
    """The seeded games above are long enough to reach what broke the save: pawns (the one
    that broke it came right after a blind change), buy-backs, items lost, all-ins."""
    seen: Counter[str] = Counter()
    for seed in range(3):  # (the same under CI: it shows the reach, the property the rest)
        play_holdem(tmp_path / f"g{seed}", seed, 6, 0, fixed, True, 60, seen)
    for what in ("ItemPawned", "ItemBoughtBack", "ItemLost", "blind change", "all-in"):
        assert seen[what], (what, seen)


def test_the_refused_save_of_issue_40_loads(tmp_path: Path) -> None:
    """The very file a player's game refused (a pawn after hand 40, at the blind change)."""
    evidence = Path(__file__).parent / "data" / "holdem-pawn-at-blind-change.json"
    (tmp_path / "holdem.json").write_bytes(evidence.read_bytes())
    saved = HoldemSlot(tmp_path).load()
    assert saved is not None
    assert saved.game.hand_number == 40 and saved.game.money_from_bank == 1280
    assert not saved.game.rules.fixed_loan  # begun before loans were fixed: it keeps its rule
    events = saved.game.start_hand()  # and it plays on
    assert events and saved.game.big_blind == 32


# --------------------------------------------------------------------------- draw


def draw_round_trip(match: Match, slot: SaveSlot) -> Match:
    assert slot.save(match), slot.last_error
    reader = SaveSlot(slot.path)
    back = reader.load()
    assert back is not None, reader.last_bad
    loaded = back.match
    assert match_to_dict(loaded) == match_to_dict(match)
    for seat in (0, 1):
        assert repr(loaded.view(seat)) == repr(match.view(seat))
    assert loaded.legal_actions() == match.legal_actions()
    return loaded


@given(seed=st.integers(0, 2**31),
       preset=st.sampled_from(["classic-32", "classic-52", "quick-32", "quick-52"]))
@_EXAMPLES
def test_draw_saves_read_back_equal(tmp_path_factory: pytest.TempPathFactory, seed: int,
                                    preset: str) -> None:
    slot = SaveSlot(tmp_path_factory.mktemp("draw") / "match.json")
    # Half the matches are the table's (a broke player tops up, twice at most, then says no).
    match = Match(Rules.preset(preset), seed=seed, rebuys=seed % 2 == 0)
    rng = random.Random(seed)
    for _ in range(250):
        if match.phase is Phase.MATCH_OVER:
            break
        if match.broke:
            if len(match.top_ups) < 2:
                stack, rules = match.stacks[0], match.rules
                match.top_up(rng.randint(rules.ante - stack, rules.starting_money))
            else:
                match.decline_top_up()
        elif match.phase is Phase.BETWEEN_DEALS:
            match.start_deal()
        else:
            match.act(choose_draw(match, rng))
        if match.phase is Phase.MATCH_OVER:
            break  # a finished match clears its save
        copy = draw_round_trip(match, slot)
        if rng.random() < 0.5:
            match = copy


# --------------------------------------------------------------------------- Canfield


@given(seed=st.integers(0, 2**31))
@_EXAMPLES
def test_canfield_saves_read_back_equal(tmp_path_factory: pytest.TempPathFactory,
                                        seed: int) -> None:
    folder = tmp_path_factory.mktemp("canfield")
    book = CanfieldBook(folder / "canfield.json", BankBook(folder / "bank.json"))
    book.load()
    rng = random.Random(seed)
    for game_number in range(2):
        if not book.can_afford:
            break
        book.start(seed + game_number)
        book.save()
        for _ in range(100):
            game = book.game
            assert game is not None
            moves = game.legal_moves()
            if not moves or game.is_won():
                break
            playing = [move for move in moves if move != REDEAL]
            move = rng.choice(playing) if playing and rng.random() < 0.8 else rng.choice(moves)
            if move == REDEAL and not book.can_turn_over():
                break  # the bank cannot pay another pass: the game ends here
            book.play(move)
            if rng.random() < 0.1 and game.move_stack:
                book.undo()
            again = CanfieldBook(folder / "canfield.json", BankBook(folder / "bank.json"))
            again.load()
            assert again.problem is None
            assert again.game is not None and to_dict(again.game) == to_dict(game)
            assert again.stats == book.stats and again.bank == book.bank
            assert again.purse.bank.to_dict() == book.purse.bank.to_dict()
        book.finish()
        book.save()
