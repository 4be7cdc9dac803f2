"""The rules statements of docs/rules.md and of the in-game texts (lang/*.yaml) that an outside
audit found false or imprecise, each checked against the engine: every test reads the text it
vouches for, so a text that changes its claim, or an engine that stops keeping it, fails here."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from drawpoker import paths
from drawpoker.bank import PlayerBank
from drawpoker.bank.items import DEFAULT_ITEMS
from drawpoker.engine.canfield.game import Canfield
from drawpoker.engine.canfield.money import PAY_PER_CARD, STAKE, game_net
from drawpoker.engine.canfield.piles import RESERVE_SIZE, TABLEAU_PILES
from drawpoker.engine.core.cards import parse_cards
from drawpoker.engine.core.events import ItemPawned
from drawpoker.engine.draw import (
    Bet,
    Call,
    Discard,
    Match,
    Phase,
    Rules,
    full_deck,
)
from drawpoker.engine.draw.events import MatchOver, PotCarried
from drawpoker.engine.holdem import Call as HoldemCall
from drawpoker.engine.holdem import Check, Fold, HoldemRules, PotAwarded
from drawpoker.engine.holdem.game import HoldemGame
from drawpoker.i18n import read_language
from holdem.tables import stacked

RULES_MD = Path(__file__).resolve().parents[1] / "docs" / "rules.md"
LANGUAGES = ["en", "fr", "pt", "es", "de"]


def _rules() -> str:
    """docs/rules.md with its line breaks and indents as single spaces."""
    return " ".join(RULES_MD.read_text(encoding="utf-8").split())


def _texts(code: str) -> dict[str, str]:
    return read_language(code, paths.lang_dir()).texts


# --------------------------------------------------------------------------- Canfield

#: Deals measured by the opening test: enough for the stated shares within 2.5 points.
OPENING_DEALS = 5000


def test_the_canfield_opening_nets_are_the_ones_the_rules_give() -> None:
    """"a game opens at -$47" held in only about 65% of deals: the rules give the shares."""
    text = _rules()
    shares = re.search(
        r"opens at −\$47 when only the card dealt to the foundation is up: about (\d+) deals in "
        r"100\. .*? a game opens at −\$42 in about (\d+) deals in 100, at −\$37 in about (\d+), "
        r"and higher in about (\d+) \(",
        text,
    )
    assert shares, "the rules no longer give the opening nets' shares"
    stated = {-47: int(shares[1]), -42: int(shares[2]), -37: int(shares[3]),
              "higher": int(shares[4])}
    counts = Counter(Canfield.deal(seed).net for seed in range(OPENING_DEALS))
    measured = {
        -47: counts[-47],
        -42: counts[-42],
        -37: counts[-37],
        "higher": sum(n for net, n in counts.items() if net > -37),
    }
    for key, percent in stated.items():
        assert abs(100 * measured[key] / OPENING_DEALS - percent) <= 2.5, (key, measured)
    assert game_net(1, 0) == -47 and min(counts) == -47  # the base card is always up
    # "at most 18 cards can be up before the first deal from the stock, +$38": the base card,
    # the four tableau cards and the reserve, each space taking the reserve's next card.
    most = 1 + TABLEAU_PILES + RESERVE_SIZE
    assert f"at most {most} cards can be up before the first deal" in text
    assert f"+${game_net(most, 0)})" in text and max(counts) <= game_net(most, 0)


def test_the_best_opening_the_rules_quote_is_that_deal() -> None:
    """"the best of the first 100,000 opened at -$7 with 9 cards up" (deal 26374, found by
    measuring them all; the million's best, +$3, is not rerun: 75 s)."""
    found = re.search(r"the best of the first 100,000 opened at −\$(\d+) with (\d+) cards up",
                      _rules())
    assert found
    game = Canfield.deal(26374)
    assert (game.net, game.foundation_cards) == (-int(found[1]), int(found[2]))
    assert game.net == game_net(game.foundation_cards, 0)


def test_the_seeds_staged_betting_is_told_and_adds_up_to_the_stake() -> None:
    text = _rules()
    assert "### The seed's staged betting, and why the game does not play it" in text
    stages = re.search(r"a \*\*\$(\d+)\*\* bet to see the deal.*?\*\*\$(\d+) more\*\*.*?"
                       r"\*\*\$(\d+) more\*\* to go on", text)
    assert stages and [int(x) for x in stages.groups()] == [13, 13, 26]
    assert sum(int(x) for x in stages.groups()) == STAKE == 52
    assert f"**${STAKE} at once**" in text and f"${PAY_PER_CARD} a card" in text


# --------------------------------------------------------------------------- the bank


def test_a_canfield_game_the_file_lost_is_undone_in_the_bank_down_to_zero() -> None:
    """"a Canfield stake whose game the file does not hold comes back" left out that its card
    pay is taken back too, clamped at $0."""
    assert ("its stake and pass fees come back and the pay of its cards is taken back, as far "
            "as the bank holds it (the bank never goes below $0)") in _rules()
    bank = PlayerBank(DEFAULT_ITEMS)
    start = bank.money
    bank.stake_canfield(52, 7)
    bank.account_canfield(paid=50, fees=5)  # ten cards up, one pass paid
    assert bank.money == start - 52 + 50 - 5
    bank.refund_canfield(52)
    assert bank.money == start  # the stake and the fee back, the cards' $50 taken back
    bank.stake_canfield(52, 8)
    bank.account_canfield(paid=100, fees=0)
    bank.money = 20  # the winnings spent at a poker table meanwhile
    bank.refund_canfield(52)
    assert bank.money == 0  # $52 back, $100 taken back as far as it goes


# --------------------------------------------------------------------------- draw


def _order(human: str, computer: str) -> list:
    top = parse_cards(human) + parse_cards(computer)
    return top + [card for card in full_deck(32) if card not in top]


def test_a_tied_draw_pot_keeps_a_player_who_cannot_pay_the_ante_in() -> None:
    """"you lose when you cannot pay the ante": not while a tied pot is carried."""
    assert ("**You lose the match** when you cannot pay the ante, unless a tied pot is carried "
            "over") in _rules()
    clause = {"en": "Neither happens while a tied pot is on the table",
              "fr": "Ni l’un ni l’autre n’arrive tant qu’un pot laissé par une égalité",
              "pt": "Nada disso acontece enquanto um pote deixado por um empate",
              "es": "Nada de eso ocurre mientras un bote de un empate",
              "de": "Beides geschieht nicht, solange ein Pot aus einem Unentschieden"}
    for code in LANGUAGES:
        assert clause[code] in _texts(code)["help.text.end"], code
    m = Match(Rules(starting_money=30, pawn_loan=30, buyback_at=60), seed=1)
    m.start_deal(_order("As Ks Qs Js 9d", "Ah Kh Qh Jh 9c"))  # equal hands
    m.act(Bet(25))
    m.act(Call())
    m.act(Discard())
    events = m.act(Discard())
    assert any(isinstance(e, PotCarried) for e in events)
    assert not any(isinstance(e, MatchOver) for e in events)
    assert m.stacks == (0, 0) and m.pot == 60 and m.phase is Phase.BETWEEN_DEALS
    m.start_deal()  # the next deal is played for the pot by a player with $0
    assert m.phase is not Phase.MATCH_OVER


def test_she_pawns_when_she_cannot_pay_the_ante_again_not_when_broke() -> None:
    """The draw help said "if she runs out again": she pawns below the ante, money or not."""
    words = {"en": "If she again cannot pay the ante while an item is in pawn",
             "fr": "Si de nouveau elle ne peut pas payer l’ante alors qu’un objet est en gage",
             "pt": "Se voltar a não conseguir pagar a entrada enquanto tem um objeto penhorado",
             "es": "Si vuelve a no poder pagar el ante con una prenda empeñada",
             "de": "Kann sie die Ante wieder nicht zahlen, während ein Gegenstand"}
    for code in LANGUAGES:
        assert words[code] in _texts(code)["help.text.forfeits"], code
    m = Match(Rules(starting_money=200), seed=1)
    m.money = replace(m.money, stacks=(397, 3))  # $3 left: less than the $5 ante
    events = m.start_deal()
    pawned = [e for e in events if isinstance(e, ItemPawned)]
    assert len(pawned) == 1 and m.stacks[1] == 3 + pawned[0].loan - m.rules.ante


# --------------------------------------------------------------------------- hold'em

#: The words each language uses for "heads-up, the dealer posts the small blind".
HEADS_UP = {"en": "heads-up", "fr": "à deux", "pt": "a dois", "es": "entre dos", "de": "zu zweit"}


@pytest.mark.parametrize("casino", [False, True])
def test_heads_up_the_dealer_posts_the_small_blind(casino: bool) -> None:
    """"the small blind on the dealer's left" (casino order) is false heads-up."""
    g = HoldemGame(HoldemRules(players=2, casino_blinds=casino), seed=3)
    for _ in range(4):
        g.start_hand()
        assert g.small_blind_seat == g.dealer and g.big_blind_seat != g.dealer
        assert g.to_act == g.dealer  # and speaks first before the flop
        while g.to_act is not None:
            g.act(Fold() if g.can(Fold()) else Check())
    assert "(heads-up the dealer posts the small blind and speaks first" in _rules()
    for code in LANGUAGES:
        texts = _texts(code)
        for key in ("holdem.setup.order.about_casino", "holdem.help.in_force.casino",
                    "holdem.help.text.blinds", "tour.holdem.order.text"):
            assert HEADS_UP[code] in texts[key], (code, key)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_who_speaks_first_before_the_flop(players: int) -> None:
    """"the small blind speaks first" holds in the seed's order only."""
    text = _rules()
    assert "In the seed's order the small blind speaks first (as the seed says)" in text
    assert ("in the casino order, the player to the big blind's left (with three or more "
            "players that is not the small blind") in text
    for casino in (False, True):
        g = HoldemGame(HoldemRules(players=players, casino_blinds=casino), seed=1)
        g.start_hand()
        if casino:
            assert g.to_act == (g.big_blind_seat + 1) % players != g.small_blind_seat
        else:
            assert g.to_act == g.small_blind_seat
    assert "the player after the big blind speaks first" in _texts("en")[
        "holdem.setup.order.about_casino"]


#: How each language says "the dollars left over go one each", and "$1 each" in the log.
ONE_EACH = {"en": ("go one each to the winners", "$1 each from {first}"),
            "fr": ("vont un par un aux gagnants", "1 $ chacun à partir de {first}"),
            "pt": ("vão um a um para os vencedores", "$1 para cada a partir de {first}"),
            "es": ("van uno a uno a los ganadores", "$1 a cada uno desde {first}"),
            "de": ("gehen einzeln an die Gewinner", "je 1 $ ab {first}")}


def test_two_odd_dollars_go_one_each() -> None:
    """"an odd dollar to the first winner": two odd dollars go one each."""
    assert ("the dollars left over go one each to the winners first to the dealer's left"
            in _rules())
    for code in LANGUAGES:
        texts = _texts(code)
        assert ONE_EACH[code][0] in texts["holdem.help.text.showdown"], code
        assert ONE_EACH[code][1] in texts["holdem.result.split_odd"], code
    g = HoldemGame(HoldemRules(players=4), seed=1)
    holes = {0: "2c 3d", 1: "4h 5c", 2: "6d 7h", 3: "8c 9d"}
    g.start_hand(stacked(g, holes, board="As Ks Qs Js Ts"))  # everyone plays the board
    assert (g.dealer, g.big_blind_seat, g.small_blind_seat, g.to_act) == (0, 1, 2, 2)
    events = list(g.act(Fold()))  # the small blind's $5 stays in: a $35 pot for three
    while g.to_act is not None:
        events += g.act(Check() if g.can(Check()) else HoldemCall())
    (pot,) = [e for e in events if isinstance(e, PotAwarded)]
    assert pot.amount == 35 and pot.winners == (1, 3, 0)  # from the dealer's left
    assert pot.shares == (12, 12, 11)  # $11 each and the two odd dollars one each


@pytest.mark.parametrize("casino", [False, True])
def test_a_short_big_blinds_call_is_the_full_blind(casino: bool) -> None:
    """"call = match the highest bet": after a short big blind, the call is the full blind."""
    assert ("before the flop that is at least the full big blind, even when the big blind was "
            "short and posted less") in _rules()
    words = {"en": "at least the full big blind", "fr": "au moins la grosse blinde entière",
             "pt": "pelo menos o big blind inteiro", "es": "al menos la ciega grande entera",
             "de": "mindestens den ganzen Big Blind"}
    for code in LANGUAGES:
        assert words[code] in _texts(code)["holdem.help.text.betting"], code
    g = HoldemGame(HoldemRules(players=3, casino_blinds=casino), seed=1)
    big = 2 if casino else 1  # dealer 0: casino SB 1 and BB 2; the seed's BB 1 and SB 2
    stacks = [500, 996, 996]
    stacks[big] = 4
    g.money = replace(g.money, stacks=tuple(stacks))
    g.start_hand()
    assert g.big_blind_seat == big and g.view(0).bets[big] == 4  # all it had
    while g.to_act != 0:
        g.act(HoldemCall())
    call = {x.kind: x.cost for x in g.legal_actions()}["call"]
    assert call == g.big_blind == 10  # not the $4 the big blind put in


def test_a_computer_player_pawns_with_money_left_below_the_coming_blind() -> None:
    """"when a computer player has no money left, she pawns": she pawns below the coming big
    blind, with money left or not."""
    assert ("a computer player holding less than the coming hand's big blind (often with some "
            "money left") in _rules()
    words = {"en": "holds less than the coming big blind",
             "fr": "a moins que la prochaine grosse blinde",
             "pt": "tem menos que o próximo big blind",
             "es": "tiene menos que la próxima ciega grande",
             "de": "weniger als den nächsten Big Blind"}
    for code in LANGUAGES:
        assert words[code] in _texts(code)["holdem.help.text.forfeits"], code
    g = HoldemGame(HoldemRules(players=2), seed=1)
    g.money = replace(g.money, stacks=(996, 4))  # she (the big blind) posts all she has: $4
    g.start_hand(stacked(g, {0: "7c 2d", 1: "Ah Ad"}, board="As Ac 9h 8s 3d"))
    events = []
    while g.to_act is not None:
        events += g.act(HoldemCall())
    (pawned,) = [e for e in events if isinstance(e, ItemPawned)]
    before = g.stacks[1] - pawned.loan
    assert 0 < before < g.rules.big_blind_at(2)  # $8 left, less than the $10 blind


def test_what_nobody_else_could_win_goes_back() -> None:
    """A bet only an all-in player could answer in part: the rest comes back to its owner."""
    assert ("What nobody else could win goes back to the player who put it in: the part of a "
            "bet that no other player still in the hand matched") in _rules()
    words = {"en": "What nobody else could win goes back to the player who put it in.",
             "fr": "Ce que personne d'autre ne pouvait gagner revient à celui qui l'a misé.",
             "pt": "O que mais ninguém podia ganhar volta para quem o pôs.",
             "es": "Lo que nadie más podía ganar vuelve a quien lo puso.",
             "de": "Was sonst niemand gewinnen konnte, geht an den zurück, der es gesetzt hat."}
    for code in LANGUAGES:
        assert words[code] in _texts(code)["holdem.help.text.pots"], code
    g = HoldemGame(HoldemRules(players=2), seed=1)
    g.money = replace(g.money, stacks=(994, 6))  # she (the big blind) posts $6 of $10
    g.start_hand(stacked(g, {0: "Ah Ad", 1: "7c 2d"}, board="As Ac 9h 8s 3d"))
    events = []
    while g.to_act is not None:
        events += g.act(HoldemCall())
    pots = [e for e in events if isinstance(e, PotAwarded)]
    assert [(p.amount, p.winners) for p in pots] == [(12, (0,)), (4, (0,))]
    assert pots[1].uncontested  # the $4 she could not match comes back to the player
