"""The example deal of docs/rules.md, step by step, including its published commitment."""

from __future__ import annotations

import hashlib

from deals import order

from drawpoker.engine.draw import Bet, Call, Discard, Match, Raise, Rules, parse_cards
from drawpoker.engine.draw.events import DealStarted, DeckRevealed, PotWon, Showdown

RULES_DOC_ORDER = (
    "Kh Kc 9d 8s 7c Ad Qs Qh Jd Tc Ks 7h Td 7d 7s 8c 8d 8h "
    "9c 9h 9s Th Ts Jc Jh Js Qc Qd Kd Ac Ah As"
)


def test_the_example_deal_of_the_rules_document() -> None:
    deck = order("Kh Kc 9d 8s 7c", "Ad Qs Qh Jd Tc", "Ks 7h Td")
    assert " ".join(map(str, deck)) == RULES_DOC_ORDER
    m = Match(Rules(), seed=1)
    started = next(e for e in m.start_deal(deck) if isinstance(e, DealStarted))
    assert (m.pot, m.stacks, m.to_act) == (10, (195, 195), 0)
    m.act(Bet(10))
    m.act(Raise(10))
    assert m.pot == 40
    m.act(Call())
    assert (m.pot, m.stacks) == (50, (175, 175))
    m.act(Discard(parse_cards("9d 8s 7c")))
    assert m.hands[0] == tuple(parse_cards("Kh Kc Ks 7h Td"))
    m.act(Discard(parse_cards("Ad Jd Tc")))
    assert m.view(0).drawn == (3, 3)
    m.act(Bet(20))
    events = m.act(Call())
    showdown = next(e for e in events if isinstance(e, Showdown))
    assert showdown.winner == 0 and showdown.hands[1] == tuple(parse_cards("7d Qs Qh 7s 8c"))
    assert PotWon(0, 90, False) in events
    assert m.stacks == (245, 155)
    reveal = next(e for e in events if isinstance(e, DeckRevealed))
    text = f"{RULES_DOC_ORDER}|{reveal.salt}".encode()
    assert reveal.salt == "cd613e30d8f16adf91b7584a2265b1f5"
    assert hashlib.sha256(text).hexdigest() == started.commitment
    assert started.commitment == "04fa5db3eed4023e2d8d465255f3f44fa425a240d3adea79c4130573c269ea85"


def test_the_rules_document_quotes_the_commitment() -> None:
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "rules.md").read_text(encoding="utf-8")
    assert RULES_DOC_ORDER in doc
    assert "04fa5db3eed4023e2d8d465255f3f44fa425a240d3adea79c4130573c269ea85" in doc
