"""Every exported hold'em hand is read back by PokerKit's PHH reader (an independent reading
of the Poker Hand History standard and of the rules) and played to its end: the same pots and
the same winners as the game's, the same stacks after it. PokerKit may give a split pot's odd
dollars elsewhere (docs/rules.md, tests/holdem/pokerkit_table.py): a split pot's stacks may
differ by its odd dollars, never more."""

from __future__ import annotations

import tomllib
import warnings

import pytest
from histories import holdem_file
from pokerkit import ChipsPushing, HandHistory, State
from pokerkit.notation import parse_action

from drawpoker.storage.export import command, phh
from drawpoker.storage.export.hands import Hand

pytestmark = pytest.mark.usefixtures("no_fsync")

#: (seed, seats, hands, casino order): both blind orders, heads-up to six seats, games long
#: enough for the blinds to double and short stacks to go all in.
GAMES = [(seed, 2 + seed % 5, 70, bool(seed % 2)) for seed in range(1, 13)]


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[Hand], str, list[str]]:
    folder = tmp_path_factory.mktemp("games")
    for seed, seats, hands, casino in GAMES:
        holdem_file(folder, seed, seats, hands, casino)
    gathered = command.gather([folder / "history"])
    assert not gathered.left_out and len(gathered.hands) > 400
    text, skipped = command.write(gathered.hands, "phh")
    return gathered.hands, text, skipped


def _replayed(history: HandHistory) -> tuple[State, list[int]]:
    """The hand played by PokerKit action by action, strictly: its reader would "repair" a
    hand (a fold or a check put in where an action does not fit), this never does. The state
    at the end, and what each player took from the pots. (When all but one fold, PokerKit
    leaves the winner's last bet out of the pot and hands it back whole; the game puts what was
    called of it in the pot.)
    """
    state = history.create_state()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PokerKit warns of cards dealt outside its shuffle
        for action in history.actions:
            _dealer_steps(state)
            parse_action(state, action, history.parse_value)
        _dealer_steps(state)
    pushed = [0] * len(history.starting_stacks)
    for operation in state.operations:
        if isinstance(operation, ChipsPushing):
            pushed = [a + b for a, b in zip(pushed, operation.amounts, strict=True)]
    return state, pushed


def _dealer_steps(state: State) -> None:
    """What the reader does between actions that is nobody's decision (the card burnt before
    each street, as its reader burns it); never a check, a fold or a show."""
    while True:
        if state.can_burn_card():
            state.burn_card("??")
        elif state.can_select_runout_count():
            state.select_runout_count()
        elif state.can_kill_hand():
            state.kill_hand()
        elif state.can_push_chips():
            state.push_chips()
        elif state.can_pull_chips():
            state.pull_chips()
        else:
            return


def test_every_hand_replays_to_the_same_pots_winners_and_stacks(
        exported: tuple[list[Hand], str, list[str]]) -> None:
    hands, text, skipped = exported
    written = [hand for hand in hands if not any(f"deal {hand.number} " in s and hand.match in s
                                                 for s in skipped)]
    read = list(HandHistory.loads_all(text))
    assert len(read) == len(written) == len(hands) - len(skipped)
    splits = 0
    for history, hand in zip(read, written, strict=True):
        assert history.variant == "FT" and history.hand == hand.number
        order = [player.seat for player in hand.players]
        end, pots = _replayed(history)
        assert not end.status, (hand.match, hand.number, history.actions)  # the hand is over
        # The pots: at a showdown as much in them as the game's and each player taking what
        # the game gave them (a split pot's odd dollars aside, below); when the others folded,
        # the same player takes them.
        won = hand.won()
        ours_won = [won[seat] for seat in order]
        if hand.shown:
            assert sum(pots) == sum(pot.amount for pot in hand.contested_pots()) == sum(ours_won)
        assert [a > 0 for a in ours_won] == [b > 0 for b in pots], (hand.match, hand.number)
        ours = [hand.finishing[seat] for seat in order]
        theirs = list(end.stacks)
        assert ours == history.finishing_stacks
        if ours != theirs or (hand.shown and pots != ours_won):
            split = [pot for pot in hand.pots if len(pot.winners) > 1]
            odd = sum(pot.amount % len(pot.winners) for pot in split)
            assert split and sum(ours) == sum(theirs) and all(
                abs(a - b) <= odd for a, b in zip(ours, theirs, strict=True)), \
                (hand.match, hand.number, ours, theirs)
            splits += 1
    assert splits < len(read) // 20


def test_the_document_is_toml_one_table_a_hand_with_the_players_cards(
        exported: tuple[list[Hand], str, list[str]]) -> None:
    _, text, _ = exported
    tables = tomllib.loads(text)
    assert list(tables) == [str(n) for n in range(1, len(tables) + 1)]
    for fields in tables.values():
        assert fields["players"][fields["seats"].index(1)] == "Hero"
        you = fields["seats"].index(1) + 1
        dealt = next(a for a in fields["actions"] if a.startswith(f"d dh p{you} "))
        assert "?" not in dealt  # the player's own cards, folded or not
        assert all(not key.startswith("_") or key == "_blind_order" for key in fields)


def test_only_short_big_blinds_are_left_out_and_each_is_said(
        exported: tuple[list[Hand], str, list[str]]) -> None:
    hands, _, skipped = exported
    short = [hand for hand in hands if any(play.kind == "big blind" and play.paid < hand.big_blind
                                           for play in hand.plays)]
    assert len(skipped) == len(short)
    assert all("posted short" in message for message in skipped)


def test_unasked_checks_are_written_with_their_comment(
        exported: tuple[list[Hand], str, list[str]]) -> None:
    _, text, _ = exported
    assert phh.UNASKED in text  # some game had everyone else all in before the big blind
