"""``counter``, the second adaptive sparring player: its faded Beta counts, and its answer to a
bet after the draw following the strength of the bets shown down.

Legal play, the hidden-hand check and the import check run for it with every sparring player
in ``test_sparring.py``; here: what it learns and that its play follows what it learned.
"""

from __future__ import annotations

from drawpoker.ai.draw import make_player
from drawpoker.ai.draw.sparring import SPARRING
from drawpoker.ai.draw.sparring.counter import FADE, Beta, Counter, size_of
from drawpoker.engine.draw import (
    ActionKind,
    Bet,
    Call,
    Discard,
    Match,
    Phase,
    Rules,
    Wait,
    full_deck,
    parse_cards,
)
from drawpoker.sim.draw.play import duplicate


def test_counter_is_a_sparring_player() -> None:
    assert "counter" in SPARRING
    assert isinstance(make_player("counter", seed=1), Counter)


def test_beta_starts_at_its_prior_and_fades_old_evidence() -> None:
    beta = Beta(1.0, 3.0)
    assert beta.mean() == 0.25
    for _ in range(50):
        beta.add(True)
    high = beta.mean()
    assert high > 0.9
    for _ in range(50):
        beta.add(False)
    # the later misses outweigh the faded hits: below one half, where a plain count is at it
    assert beta.mean() < 0.5
    assert beta.seen < 100 * FADE


def test_sizes_are_split_at_seven_tenths_of_the_pot() -> None:
    assert size_of(6, 10) == "small"
    assert size_of(7, 10) == "large"


def _trained(opponent: str) -> Counter:
    counter = Counter(seed=5)
    duplicate(Rules.preset("classic-32"), counter, make_player(opponent, seed=6), 150, seed=7)
    assert counter.notes.deals == 150
    return counter


def _calls_a_bet(counter: Counter, hand: str, kept: int, tries: int = 30) -> int:
    """How often it calls a half-pot bet after the draw with ``hand`` (its first ``kept`` cards
    kept)."""
    rules = Rules.preset("classic-32")
    mine = parse_cards(hand)
    other = parse_cards("Kc Kd Jh Th 8d")
    stock = [c for c in full_deck(32) if c not in mine and c not in other]
    calls = 0
    for trial in range(tries):
        match = Match(rules, seed=trial)
        match.start_deal(other + mine + stock)  # he sits first, it second
        match.act(Wait(), 0)
        match.act(Call(), 1)
        match.act(Discard(tuple(other[2:])), 0)
        match.act(Discard(tuple(mine[kept:])), 1)
        assert match.phase is Phase.BET2
        bet = next(la for la in match.view(0).legal_actions if la.kind == ActionKind.BET)
        amount = max(bet.min_amount, min(bet.max_amount, match.view(0).pot // 2))
        assert size_of(amount, match.view(0).pot) == "small"
        match.act(Bet(amount), 0)
        action = counter.choose(match.view(1))
        calls += action.kind in (ActionKind.CALL, ActionKind.RAISE)
    return calls


def test_it_learns_who_bets_weak_hands() -> None:
    """The maniac bets everything (small bets: the pot is big by then), the rock only strength."""
    maniac, rock = _trained("maniac"), _trained("rock")
    prior = Beta(1.5, 4.5).mean()
    assert maniac.notes.bluff_share("small", False) > prior + 0.15
    assert rock.notes.bluff_share("large", False) <= prior


def test_it_calls_a_bluffer_more_than_a_rock() -> None:
    """A pair of sevens (it keeps them and draws three) is a fold against a half-pot bet from a
    sound player; against one whose bets of that size were often weak, it is a call."""
    hand = "7h 7d Ac Qs 9h"
    against_maniac = _calls_a_bet(_trained("maniac"), hand, 2)
    assert against_maniac > _calls_a_bet(_trained("rock"), hand, 2)
    assert against_maniac > _calls_a_bet(Counter(seed=5), hand, 2)
