"""Her lines: one set, in the language files, chosen without ever depending on her hidden hand."""

from __future__ import annotations

from itertools import pairwise

from drawpoker.ai.draw.personality import PREFIX, Personality, all_keys
from drawpoker.engine.draw import (
    Bet,
    Call,
    Drop,
    Match,
    Phase,
    Raise,
    Rules,
    Wait,
    full_deck,
    parse_cards,
)
from drawpoker.engine.draw.actions import DISCARD
from drawpoker.engine.draw.events import (
    ActionTaken,
    CardsDrawn,
    DealStarted,
    Event,
    ItemPawned,
    MatchOver,
    PotWon,
    Showdown,
)
from drawpoker.i18n import available_languages, placeholders, read_language


def test_her_lines_in_english_are_exactly_the_keys_she_can_say() -> None:
    """No line the personality cannot choose, no key without a text: one set of her lines."""
    texts = read_language("en").texts
    written = {key for key in texts if key.startswith(PREFIX + ".")}
    assert written == set(all_keys())
    for key in all_keys():
        assert texts[key].strip(), key


def test_every_language_has_her_lines_with_the_same_placeholders() -> None:
    english = read_language("en").texts
    for code in available_languages():
        texts = read_language(code).texts
        for key in all_keys():
            assert key in texts, (code, key)
            assert placeholders(texts[key]) == placeholders(english[key]), (code, key)


def _events_of_a_deal(order: list[object], seed: int) -> list[Event]:
    from drawpoker.ai.draw import make_player

    match = Match(Rules(deck_size=32), seed=seed)
    events = match.start_deal(order)  # type: ignore[arg-type]
    players = [make_player("calling-station", seed=1), make_player("calling-station", seed=2)]
    while match.phase in (Phase.BET1, Phase.DRAW, Phase.BET2):
        seat = match.to_act
        assert seat is not None
        action = players[seat].choose(match.view(seat))
        if action.kind == "discard":
            action = type(action)(match.view(seat).hand[:3])
        events += match.act(action, seat)
    return events


def test_lines_before_showdown_do_not_depend_on_her_hand() -> None:
    deck = full_deck(32)
    for trial in range(20):
        order_a = list(deck)
        order_b = order_a[:5] + order_a[27:32] + order_a[10:27] + order_a[5:10]
        keys = []
        for order in (order_a, order_b):
            voice = Personality(seed=trial)
            said = []
            for event in _events_of_a_deal(order, trial):
                if type(event).__name__ == "Showdown":
                    break
                said.append(voice.line_for(event))
            keys.append(said)
        assert keys[0] == keys[1]
        deck = deck[1:] + deck[:1]


def test_greets_once_and_comments_on_pawning() -> None:
    voice = Personality(seed=3)
    first = voice.line_for(DealStarted(1, 1, 0, "x"))
    assert first is not None and first.startswith("speech.greeting.")
    assert voice.line_for(DealStarted(2, 0, 1, "y")) is None
    pawn = voice.say(ItemPawned(1, 0, 100))
    assert pawn is not None and pawn.key.startswith("speech.pawned.")
    assert pawn.args == {"item": 0}


def _said(voice: Personality, event: Event) -> tuple[str, dict[str, int]] | None:
    said = voice.say(event)
    return None if said is None else (said.key.rsplit(".", 1)[0], said.args)


def test_she_announces_her_own_moves_with_their_amounts() -> None:
    """A raise is said as the total it makes ("I raise to $50"), never as what it adds."""
    voice = Personality(seed=1)
    voice.say(DealStarted(1, 1, 0, "x"))
    assert voice.say(ActionTaken(0, Wait(), 0)) is None  # the player's moves: at most a remark
    assert _said(voice, ActionTaken(1, Bet(20), 20)) == ("speech.bet", {"amount": 20})
    voice.say(ActionTaken(0, Raise(20), 40))  # the player raises to $40
    # her raise of $10 on top: said as the total it makes, as the log writes it
    assert _said(voice, ActionTaken(1, Raise(10), 30)) == ("speech.raise", {"amount": 50})
    assert _said(voice, ActionTaken(1, Call(), 10)) == ("speech.draw_call", {})
    assert _said(voice, CardsDrawn(1, 2)) == ("speech.draws", {"count": 2})
    assert _said(voice, ActionTaken(1, Call(), 0)) == ("speech.call", {})  # after the draw
    assert _said(voice, ActionTaken(1, Drop(), 0)) == ("speech.drop", {})
    assert voice.say(PotWon(0, 60, True)) is None  # her drop has said it already


def test_a_caught_bluff_is_mentioned_when_the_pot_goes() -> None:
    voice = Personality(seed=2)
    voice.say(DealStarted(1, 1, 0, "x"))
    voice.say(CardsDrawn(0, 1))
    voice.say(CardsDrawn(1, 3))
    voice.say(ActionTaken(1, Bet(20), 20))
    voice.say(ActionTaken(0, Call(), 20))
    mine = tuple(parse_cards("Ah Ad Kc Qd 9s"))
    hers = tuple(parse_cards("7h 8d Jc Qs Ks"))
    assert voice.say(Showdown((mine, hers), 0)) is None  # said with the result, not before
    assert _said(voice, PotWon(0, 60, False)) == ("speech.bluff_shown", {})


def test_a_pot_won_by_a_drop_never_says_what_she_had() -> None:
    voice = Personality(seed=4)
    voice.say(DealStarted(1, 1, 0, "x"))
    assert _said(voice, PotWon(1, 150, True)) == ("speech.took_pot_unseen", {})
    assert _said(voice, PotWon(1, 150, False)) == ("speech.she_wins_big", {})
    assert _said(voice, PotWon(0, 20, False)) == ("speech.she_loses", {})
    assert _said(voice, MatchOver(1, "broke")) == ("speech.match_won", {})


def test_never_the_same_line_twice_in_a_row() -> None:
    voice = Personality(seed=5)
    keys = [voice.line_for(ActionTaken(1, Wait(), 0)) for _ in range(50)]
    assert all(a != b for a, b in pairwise(keys))


def test_a_continued_deal_is_remembered_from_its_public_actions() -> None:
    from drawpoker.engine.draw import ActionKind

    voice = Personality(seed=6)
    voice.resume([(ActionKind.CHECK, 0), (ActionKind.CALL, 1), (DISCARD, 0)])
    assert voice.say(DealStarted(4, 0, 1, "x")) is None  # no greeting in the middle of a match
    voice.resume([(ActionKind.CHECK, 0), (ActionKind.CALL, 1), (DISCARD, 0)])
    assert _said(voice, ActionTaken(1, Call(), 0)) == ("speech.call", {})
