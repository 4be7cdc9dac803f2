"""Whole games by ear (issue 36): a heads-up hold'em match played by keys alone to its end and
a Canfield game played by keys alone to its end, every line captured by the recording sink
and checked against the game's own record: each action of every player said in order with its
money, the board, the showdown with both hands named, each pot won, every pot and stack said
equal to the state at that moment, and the end with its money. And a Canfield move reaches the
speech interface before the game's and the bank's saves (they still follow, every move).
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.engine.canfield import DEAL, REDEAL
from drawpoker.engine.canfield.piles import Area
from drawpoker.engine.core.evaluator7 import evaluate7
from drawpoker.engine.holdem import HoldemActionKind, HoldemGame, HoldemRules, Street
from drawpoker.i18n import t
from drawpoker.speech import Priority, RecordingSpeaker
from drawpoker.storage.canfield.book import CanfieldBook
from drawpoker.ui import page_words, shortcuts, speech_hub
from drawpoker.ui.canfield.aloud import aloud_of as canfield_aloud
from drawpoker.ui.canfield.aloud import pile_name
from drawpoker.ui.canfield.drawing import plain_money, signed_money
from drawpoker.ui.canfield.scene import CanfieldScene
from drawpoker.ui.canfield.staging import SHOWCASE_SEED
from drawpoker.ui.hand_names import hand_name
from drawpoker.ui.holdem import staging
from drawpoker.ui.holdem.log_lines import pot_name
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.page_words import button_words
from drawpoker.ui.scene import SceneName
from drawpoker.ui.spoken_cards import card_words, cards_words


class StateSink(RecordingSpeaker):
    """Keeps, with each line, what ``look`` returns at the moment it was asked."""

    def __init__(self) -> None:
        super().__init__()
        self.look = lambda: None
        self.states: list[object] = []

    def say(self, text: str, interrupt: bool = False,
            priority: Priority = Priority.NORMAL) -> None:
        super().say(text, interrupt, priority)
        self.states.append(self.look())


def _press(d: Driver, key: int, letter: str = "") -> None:
    d.post(pygame.KEYDOWN, key=key, mod=0, unicode=letter, scancode=0)
    d.post(pygame.KEYUP, key=key, mod=0, unicode=letter, scancode=0)
    d.step()


def _letter(d: Driver, letter: str) -> None:
    _press(d, ord(letter.lower()), letter.lower())


def _amount_pattern(key: str, **args: object) -> re.Pattern[str]:
    """``key``'s sentence with the argument given 987 as a number to capture."""
    return re.compile(re.escape(t(key, **args)).replace("987", r"(\d+)"))


# ---------------------------------------------------------------------- hold'em

def _said_in_order(said: list[str], wanted: list[str]) -> None:
    """Each of ``wanted`` begins one of ``said``, in this order."""
    at = 0
    for line in wanted:
        while at < len(said) and not said[at].startswith(line):
            at += 1
        assert at < len(said), f"never said (in order): {line!r}\nsaid: {said}"
        at += 1


def _action_lines(scene: HoldemTableScene, record: object) -> list[str]:
    """The lines each action of the hand ought to be said by, worked out from the record:
    a raise says the total its player has put in the round (the blinds before the flop), the
    first raise of a round after the flop is a bet."""
    put: dict[int, int] = dict(record.blinds)  # type: ignore[attr-defined]
    street, bet_made, lines = Street.PREFLOP, True, []
    for action in record.actions:  # type: ignore[attr-defined]
        if action.street is not street:
            street, bet_made, put = action.street, False, {}
        put[action.seat] = put.get(action.seat, 0) + action.paid
        who = ".you" if action.seat == 0 else ".them"
        name = scene.name_of(action.seat)
        kind = action.kind
        if kind is HoldemActionKind.RAISE:
            did = "raise" if bet_made else "bet"
            bet_made = True
            lines.append(t(f"holdem.log.{did}{who}", name=name, amount=put[action.seat]))
        elif kind is HoldemActionKind.CALL:
            lines.append(t(f"holdem.log.call{who}", name=name, amount=action.paid))
        else:
            lines.append(t(f"holdem.log.{kind.value}{who}", name=name))
        if action.all_in:
            lines.append(t(f"holdem.log.all_in{who}", name=name))
    return lines


def _hand_lines(scene: HoldemTableScene, record: object) -> list[str]:
    """Every line the hand must have been said by, in order: its start, the actions, the
    board, each hand shown with its name, each pot's winner and amount."""
    r = record
    who = lambda seat: ".you" if seat == 0 else ".them"  # noqa: E731
    name = scene.name_of
    lines = [t(f"holdem.log.hand{who(r.dealer)}", number=r.hand_number,  # type: ignore[attr-defined]
               name=name(r.dealer))]  # type: ignore[attr-defined]
    actions = _action_lines(scene, r)
    board = r.board  # type: ignore[attr-defined]
    for street, cards in ((Street.FLOP, board[:3]), (Street.TURN, board[3:4]),
                          (Street.RIVER, board[4:5])):
        if cards:
            actions.append(t(f"aloud.holdem.{street.value}", cards=cards_words(cards)))
    shown = [t(f"holdem.log.shows{who(seat)}", name=name(seat), cards=cards_words(cards),
               hand=hand_name(evaluate7([*cards, *board])))
             for seat, cards in r.shown]  # type: ignore[attr-defined]
    pots = r.pots  # type: ignore[attr-defined]
    single = sum(1 for i, p in enumerate(pots) if not (i > 0 and len(p.eligible) == 1)) <= 1
    won = []
    for index, pot in enumerate(pots):
        if index > 0 and len(pot.eligible) == 1:
            won.append(t(f"holdem.log.returned{who(pot.eligible[0])}",
                         name=name(pot.eligible[0]), amount=pot.amount))
        elif len(pot.winners) == 1:
            won.append(t(f"holdem.log.wins{who(pot.winners[0])}", name=name(pot.winners[0]),
                         amount=pot.amount, pot=pot_name(-1 if single else index)))
        else:
            won += [t(f"holdem.log.split_share{who(seat)}", name=name(seat), amount=share,
                      pot=pot_name(-1 if single else index))
                    for seat, share in zip(pot.winners, pot.shares, strict=True)]
    return [lines[0], *actions, *shown, *won]  # the board's lines interleave with the actions


def _play_holdem_match(language: str) -> tuple[Driver, HoldemTableScene, StateSink, int]:
    app = make_app(language=language)
    sink = StateSink()
    speech_hub.install(app, sink)
    game = HoldemGame(HoldemRules(players=2, starting_money=120, big_blind=10,
                                  forfeit_items=0), seed=21)
    scene = app.build(SceneName.HOLDEM_TABLE, game=game, seed=21)
    assert isinstance(scene, HoldemTableScene)
    sink.look = lambda: (game.hand_number, scene.control.view().pot, scene.control.view().to_call,
                         game.street)
    app.push(scene)
    d = Driver(app)
    keys = {"check": "holdem_call", "call": "holdem_call", "raise": "holdem_raise",
            "fold": "holdem_fold"}
    turns = 0
    for _ in range(4000):
        d.settle()
        if game.street is Street.MATCH_OVER:
            break
        names = {b.name for b in scene.buttons}
        if game.street is Street.BETWEEN_HANDS:
            assert sink.texts[-1] == t("aloud.holdem.between", next=shortcuts.letter(
                "holdem_next"), leave=shortcuts.letter("holdem_leave"))
            _letter(d, shortcuts.letter("holdem_next"))
            continue
        if game.to_act != 0 or scene.busy:
            _press(d, pygame.K_SPACE)  # hurry the computer player along
            continue
        # The turn was said with exactly the keys of the buttons of the moment.
        turn = [x.text for x in sink.lines if x.priority is Priority.HIGH
                and x.text.startswith(t("aloud.your_turn"))][-1]
        found = set(re.findall(r"(?:^|[;.] )([A-Z])\s?:", turn))
        assert found == {shortcuts.letter(keys[n]) for n in names if n in keys}, turn
        turns += 1
        # Mostly call, now and then raise or fold: every action of the player's is heard.
        choice = "holdem_raise" if turns % 4 == 1 and "raise" in names else \
            "holdem_fold" if turns % 9 == 4 and "fold" in names else "holdem_call"
        _letter(d, shortcuts.letter(choice))
    assert game.street is Street.MATCH_OVER, "the match was played to its end"
    return d, scene, sink, turns


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_heads_up_holdem_match_by_keys_is_said_to_its_end(language: str) -> None:
    d, scene, sink, turns = _play_holdem_match(language)
    game = scene.control.game
    history = game.history
    assert len(history) >= 3 and turns >= 5
    said = sink.texts
    kinds = {a.kind for r in history for a in r.actions}
    assert {HoldemActionKind.CALL, HoldemActionKind.RAISE} <= kinds
    assert any(r.shown for r in history), "at least one showdown"
    # Each hand: every action of both players in order with its money, the board, both
    # hands named at the showdown, and who won how much.
    starts = [i for i, x in enumerate(said) if x.startswith(t(
        "holdem.log.hand.you", number=0).split("0")[0])]
    assert len(starts) == len(history)
    for n, record in enumerate(history):
        end = starts[n + 1] if n + 1 < len(starts) else len(said)
        segment = said[starts[n]:end]
        wanted = _hand_lines(scene, record)
        assert segment[0] == wanted[0]
        boards = tuple(t(f"aloud.holdem.{s}", cards="")[:4] for s in ("flop", "turn", "river"))
        actions = [x for x in wanted[1:] if not x.startswith(boards)]
        _said_in_order(segment, actions)  # every action, then the hands shown and the pots
        _said_in_order(segment, [x for x in wanted[1:] if x not in actions])  # the board
        # Nothing said of an action the record does not hold: as many action lines as actions.
        mine = [_amount_pattern(f"holdem.log.{k}.you", amount=987)
                for k in ("check", "call", "bet", "raise", "fold")]
        verbs = [x for x in segment if any(p.match(x) for p in mine)]
        assert len(verbs) == sum(1 for a in record.actions if a.seat == 0), (segment, record)
    # Every pot said is the pot of that moment; every stack said that of that moment.
    pot = _amount_pattern("aloud.holdem.pot", pot=987)
    pay = _amount_pattern("aloud.pot_pay", pot=987, amount=987)
    checked = paid = 0
    for line, (_, pot_then, owed, _) in zip(sink.lines, sink.states, strict=True):  # type: ignore[misc]
        for found in pot.findall(line.text):
            checked += 1
            assert int(found) == pot_then, line.text
        for pot_said, owed_said in pay.findall(line.text):
            paid += 1
            assert (int(pot_said), int(owed_said)) == (pot_then, owed), line.text
    assert checked >= len(history) and paid >= 1
    # The end: why it ended with the player's money, then the way back to the title.
    reason = game.end_reason if hasattr(game, "end_reason") else None
    over = [x for x in said if any(x == t(f"holdem.over.{r}", amount=game.stacks[0])
                                   for r in ("last_standing", "broke", "left_ahead",
                                             "left_behind"))]
    assert over, said[-5:]
    if reason is not None:
        assert over[-1] == t(f"holdem.over.{reason.value}", amount=game.stacks[0])
    assert said[-1].startswith(t("aloud.holdem.to_title",
                                 letter=shortcuts.letter("holdem_title")))
    # The end read a piece at a time with the arrows: how it ended, the hands, each player's
    # money as the game holds it, the button's key; ↑ goes back.
    pieces = []
    for _ in range(8):
        _press(d, pygame.K_DOWN)
        pieces.append(sink.texts[-1])
    assert pieces[0] == over[-1]
    assert t("aloud.ui.row", label=t("holdem.stats.hands_played"),
             value=str(game.hand_number)) in pieces
    for seat in range(2):
        mine = t("aloud.holdem.seat", name=scene.name_of(seat), amount=game.stacks[seat])
        out = t("aloud.holdem.seat_out", name=scene.name_of(seat))
        assert any(x.startswith(mine) or x == out for x in pieces), (seat, pieces)
    assert pieces[-1] == button_words(scene.buttons[0])  # the last piece stays the last
    assert t("aloud.ui.sections", count=len(set(pieces))) in said[-1]
    _press(d, pygame.K_UP)
    assert sink.texts[-1] == list(dict.fromkeys(pieces))[-2]
    assert game.street is Street.MATCH_OVER  # reading played nothing
    assert sum(game.stacks) == 240 and 0 in game.stacks
    # Asked at the end, the money is the state's.
    _letter(d, "S")
    for seat in range(2):
        if game.stacks[seat]:
            assert t("aloud.holdem.seat", name=scene.name_of(seat),
                     amount=game.stacks[seat]) in sink.texts[-1]


# ---------------------------------------------------------------------- Canfield

def _canfield(tmp_path: Path, language: str = "en") -> tuple[Driver, CanfieldScene, StateSink]:
    app = make_app(language=language)
    app.settings = app.settings.replace(speech_verbosity="full")  # with the progress, the money
    sink = StateSink()
    speech_hub.install(app, sink)
    scene = CanfieldScene(app, CanfieldBook(tmp_path / "canfield.json"),
                          itertools.count(SHOWCASE_SEED))  # a deal the hint alone wins
    app.push(scene)
    d = Driver(app)
    d.step(2)
    return d, scene, sink


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_canfield_game_by_keys_is_said_to_its_end(tmp_path: Path, language: str) -> None:
    d, scene, sink = _canfield(tmp_path, language)
    game = scene.control.game
    assert game is not None
    sink.look = lambda: (game.steps, game.foundation_cards, game.net, tuple(game.waste[-1:]),
                         len(game.stock), game.passes, game.position())
    moves = 0
    for _ in range(600):
        d.settle()
        if scene.control.result is not None:
            break
        _press(d, pygame.K_RETURN)  # the hint, said
        move = scene.view.hint
        assert move is not None
        assert sink.texts[-1] == t("aloud.canfield.hint",
                                   move=canfield_aloud(scene).move_words(move))
        before, steps_before, count = game.position(), game.steps, len(sink.lines)
        _press(d, pygame.K_RETURN)  # played
        assert game.steps > steps_before, f"{move} was not played"
        moves += 1
        new = sink.texts[count:]
        assert new, f"move {move} said nothing"
        line = new[0]  # the move's own line comes first, said as the game had it then
        steps, count_then, net_then, waste, stock, passes, after = sink.states[count]  # type: ignore[misc]
        assert steps == steps_before + 1
        if move == DEAL:
            assert line.startswith(t("aloud.canfield.dealt_three", card=card_words(waste[0]),
                                     count=stock)), line
        elif move == REDEAL:
            assert line.startswith(t("aloud.canfield.turned", passes=passes)), line
        else:
            pile = {Area.TABLEAU: "tableau", Area.FOUNDATION: "foundations"}[move.target.area]
            moved = getattr(after, pile)[move.target.index][
                len(getattr(before, pile)[move.target.index]):]
            assert moved and cards_words(moved).lower() in line.lower(), line
            for spot in (move.source, move.target):
                assert pile_name(spot).lower() in line.lower(), line
        # Full verbosity: the progress and the money with each move, equal to the state.
        assert line.endswith(t("aloud.canfield.progress", count=count_then,
                               net=signed_money(net_then))), line
    result = scene.control.result
    assert result is not None and result[0], "the hint alone wins this deal"
    assert moves >= 30 and game.passes >= 1
    said = sink.texts
    net = scene.control.result[1]
    end = page_words._joined(t("canfield.won"),
                             t("canfield.result_net", amount=signed_money(net)),
                             t("canfield.result_bank", amount=plain_money(scene.control.book.bank)))
    assert any(x.startswith(end) for x in said)
    assert net == game.net, "the money said is the game's own account"
    assert t("canfield.finishing") in said  # the automatic finish, said once
    _letter(d, "P")
    assert sink.texts[-1] == canfield_aloud(scene).money_words()
    assert plain_money(scene.control.book.bank) in sink.texts[-1]
    # The result card read a piece at a time with the arrows, each as the book holds it.
    while scene.cascade is not None:
        _press(d, pygame.K_SPACE)  # a key ends the won game's cascade
    pieces = []
    for _ in range(9):
        _press(d, pygame.K_DOWN)
        pieces.append(sink.texts[-1])
    stats = scene.control.book.stats
    assert pieces[0].startswith(t("canfield.won"))
    assert t("canfield.progress", passes=game.passes, count=52) in pieces[0]
    assert pieces[1] == t("canfield.result_net", amount=signed_money(net))
    assert pieces[2] == t("canfield.result_bank", amount=plain_money(scene.control.book.bank))
    assert pieces[3] == t("canfield.stats_line", games=stats.games, won=stats.won,
                          best=signed_money(stats.best_net or 0))
    assert pieces[-1] == button_words([b for b in scene.buttons if b.enabled][-1])
    _press(d, pygame.K_UP)
    assert sink.texts[-1] == list(dict.fromkeys(pieces))[-2]
    assert scene.control.result is not None and scene.result_open  # reading closed nothing


def test_a_canfield_move_is_said_before_its_saves(tmp_path: Path) -> None:
    d, scene, sink = _canfield(tmp_path)
    book = scene.control.book
    seen: list[tuple[str, int]] = []
    game_save, bank_save = book.save, book.purse.save

    def noting(which: str, save):  # type: ignore[no-untyped-def]
        def saved(*args, **kwargs):  # type: ignore[no-untyped-def]
            seen.append((which, len(sink.lines)))
            return save(*args, **kwargs)
        return saved

    book.save = noting("game", game_save)  # type: ignore[method-assign]
    book.purse.save = noting("bank", bank_save)  # type: ignore[method-assign]
    for _ in range(3):
        before = len(sink.lines)
        del seen[:]
        _press(d, pygame.K_d, "d")  # deal three
        assert ("game", before + 1) in seen, seen  # saved once the line was said
        assert all(count > before for _, count in seen), seen
        assert sink.texts[before].startswith(t("aloud.canfield.dealt_three", card=card_words(
            scene.control.game.waste[-1]), count=len(scene.control.game.stock)))  # type: ignore[union-attr]
    reread = CanfieldBook(book.path)
    reread.load()
    assert reread.game is not None and reread.game.steps == scene.control.game.steps  # type: ignore[union-attr]


def test_a_blind_that_takes_a_players_last_dollars_is_said_all_in() -> None:
    """Heads-up with $10 left on the big blind: the blind is said, then that he is all in
    (the table shows ALL IN; the ear must hear it too)."""
    app = make_app()
    sink = RecordingSpeaker()
    speech_hub.install(app, sink)
    game = HoldemGame(HoldemRules(players=2, starting_money=60, big_blind=10,
                                  forfeit_items=0), seed=4)
    scene = app.build(SceneName.HOLDEM_TABLE, game=game, seed=4)
    assert isinstance(scene, HoldemTableScene)
    scene.control.players = {1: staging.ScriptedPlayer(raiser=True)}
    app.push(scene)
    d = Driver(app)
    blind = t("holdem.log.big_blind.you", amount=10)
    for _ in range(400):
        d.settle()
        if blind in sink.texts or game.street is Street.MATCH_OVER:
            break
        if game.street is Street.BETWEEN_HANDS:
            _letter(d, shortcuts.letter("holdem_next"))
        elif game.to_act == 0 and not scene.busy:
            _letter(d, shortcuts.letter("holdem_call"))
        else:
            _press(d, pygame.K_SPACE)
    said = sink.texts
    at = said.index(blind)
    assert said[at + 1] == t("holdem.log.all_in.you")
