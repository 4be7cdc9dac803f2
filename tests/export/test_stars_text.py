"""The PokerStars-style text export, checked two ways.

Hold'em: against a real importer's parser from the package index, PokerKit's
``PokerStarsParser`` (fpdb, the open-source tracker whose PokerStars parser the issue names,
is not on the package index). That parser knows only no-limit hold'em's header, so its variant
pattern is widened to the limit header and the hands are read as no-limit (every action of the
fixed-limit game is one no-limit allows); it replays each hand from the text alone, and the
stacks and the players must be the game's, and what each collected. A hand whose big blind was
posted short is the one it cannot replay (everyone calls a full big blind at this table).

Five-card draw: no parser on the package index reads PokerStars' draw hands, so every line is
checked against the shapes of PokerStars' own draw hands as published with fpdb
(``regression-test-files/cash/Stars/Draw/5-Carddraw-USD-0.10-0.20-200911.txt`` and
``5-Carddraw-FL-USD-30-60-201605.check.raise.fix.txt``), and its money must add up.
"""

from __future__ import annotations

import re
import warnings
from pathlib import Path

import pytest
from histories import draw_file, holdem_file
from pokerkit.notation import PokerStarsParser

from drawpoker.storage.export import command, stars
from drawpoker.storage.export.hands import Hand

pytestmark = pytest.mark.usefixtures("no_fsync")


class LimitHoldemParser(PokerStarsParser):
    """PokerKit's PokerStars parser, reading the limit header (as no-limit)."""

    VARIANT = re.compile(r" (?P<variant>Hold'em Limit) ")
    VARIANTS = {"Hold'em Limit": "NT"}  # noqa: RUF012 (the parser's own class variable)


def _parts(text: str) -> list[str]:
    """The hands of a text export (PokerStars puts three empty lines between two)."""
    return [part.strip("\n") for part in re.split(r"\n{4}", text)]


def _short_blind(hand: Hand) -> bool:
    return any(play.kind == "big blind" and play.paid < hand.big_blind for play in hand.plays)


@pytest.fixture(scope="module")
def holdem(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[Hand], str]:
    folder = tmp_path_factory.mktemp("holdem")
    for seed in range(1, 9):
        holdem_file(folder, seed, 2 + seed % 5, 60, bool(seed % 2),
                    names=["", "Ada Lovelace", "Mei", "Kiki", "Rosa", "Ingrid"][:2 + seed % 5])
    gathered = command.gather([folder / "history"])
    text, skipped = command.write(gathered.hands, "pokerstars")
    assert not skipped and not gathered.left_out
    return gathered.hands, text


def test_pokerkits_pokerstars_parser_replays_every_holdem_hand(
        holdem: tuple[list[Hand], str]) -> None:
    hands, text = holdem
    parts = _parts(text)
    assert len(parts) == len(hands)
    parser = LimitHoldemParser()
    replayed = 0
    for part, hand in zip(parts, hands, strict=True):
        if _short_blind(hand):
            continue
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            [parsed] = list(parser(part, error_status=True))
            end = list(parsed)[-1]
        assert not end.status
        by_name = {player.name: player for player in hand.players}
        assert sorted(parsed.players or []) == sorted(by_name)
        names = parsed.players or []
        assert parsed.starting_stacks == [by_name[name].stack for name in names]
        assert list(end.stacks) == [hand.finishing[by_name[name].seat] for name in names] \
            or any(len(pot.winners) > 1 for pot in hand.pots), (hand.match, hand.number)
        won = hand.won()  # what each collected, in the lines the parser reads the pots from
        for name in names:
            said = sum(int(n) for n in re.findall(
                rf"^{re.escape(name)} collected (\d+) from", part, re.MULTILINE))
            assert said == won[by_name[name].seat]
        assert parsed.hand == stars.hand_number(hand)
        replayed += 1
    assert replayed > len(hands) * 9 // 10


#: Every line a PokerStars five-card draw hand has, as the published hands write them (play
#: chips: no currency sign), and the hold'em lines of its limit hands.
SHAPES = [re.compile(pattern) for pattern in (
    r"PokerStars Hand #\d+:  (5 Card Draw No Limit|Hold'em Limit) \(\d+/\d+\) - "
    r"\d{4}/\d\d/\d\d \d\d:\d\d:\d\d UTC",
    r"Table 'drawpoker [\w-]+' \d+-max Seat #\d+ is the button",
    r"Seat \d+: [^:()\[\]]+ \(\d+ in chips\)",
    r"[^:]+: posts (the ante|small blind|big blind) \d+( and is all-in)?",
    r"\*\*\* (DEALING HANDS|HOLE CARDS|SHOW DOWN|SUMMARY) \*\*\*",
    r"\*\*\* FLOP \*\*\* \[(\w\w ){2}\w\w\]",
    r"\*\*\* (TURN|RIVER) \*\*\* \[(\w\w ){2,3}\w\w\] \[\w\w\]",
    r"Dealt to Hero \[(\w\w ?){2,5}\]( \[(\w\w ?){1,5}\])?",
    r"[^:]+: (folds|checks|stands pat)",
    r"[^:]+: (calls|bets) \d+( and is all-in)?",
    r"[^:]+: raises \d+ to \d+( and is all-in)?",
    r"[^:]+: discards [1-5] cards?( \[(\w\w ?){1,5}\])?",
    r"Uncalled bet \(\d+\) returned to .+",
    r"[^:]+: shows \[(\w\w ?){2,5}\] \(.+\)",
    r".+ collected \d+ from (pot|main pot|side pot-\d+)",
    r"Total pot \d+( Main pot \d+\.( Side pot-\d+ \d+\.)+)? \| Rake 0",
    r"Board \[(\w\w ?){3,5}\]",
    r"Seat \d+: [^:()\[\]]+( \((button|small blind|big blind)\))* (folded (before|on|after) "
    r"(the )?(Flop|Turn|River|Draw)( \(didn't bet\))?|collected \(\d+\)|showed \[(\w\w ?){2,5}\]"
    r" and (won \(\d+\)|lost) with .+)",
)]


def _lines_fit(text: str) -> None:
    for part in _parts(text):
        for line in part.split("\n"):
            assert any(shape.fullmatch(line) for shape in SHAPES), line


def test_draw_hands_have_the_published_shape_and_add_up(tmp_path: Path) -> None:
    for seed in range(1, 5):
        draw_file(tmp_path, seed, 80, deck=32 if seed % 2 else 52)
    gathered = command.gather([tmp_path / "history"])
    text, _ = command.write(gathered.hands, "pokerstars")
    _lines_fit(text)
    hands = [hand for hand in gathered.hands if not (hand.carried_in or hand.carried_out)]
    for part, hand in zip(_parts(text), hands, strict=True):
        collected = sum(int(n) for n in re.findall(r"collected (\d+) from", part))
        total = int(re.search(r"Total pot (\d+)", part).group(1))  # type: ignore[union-attr]
        put = sum(hand.put_in().values()) - hand.returned()[1]
        assert collected == total == put, part
        assert f"Dealt to Hero [{' '.join(hand.hole)}]" in part  # folded or not
        if "Hero: folds" in part:
            assert "Hero: shows" not in part


def test_holdem_lines_have_the_published_shape(holdem: tuple[list[Hand], str]) -> None:
    _lines_fit(holdem[1])
