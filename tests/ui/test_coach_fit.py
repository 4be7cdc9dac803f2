"""Every coach message, in every language, at both text sizes and three window sizes, shows
all its figures and every word of it, with no line cut, too wide or drawn over another.

Issue 40: at normal size the starred draw lost its percentages, at large size every option
did, in French at large size the hint was drawn over the last option, and the review after a
deal stopped mid-sentence ("It rarely does"). The panel had a fixed box and dropped what did
not fit; now it scrolls. So this test drives the real table to each moment, renders it through
the recorder (the words as drawn, with the real font), scrolls the panel to its end with the
Down key, and joins what it saw: that must be the coach's whole text, word for word, and it
must hold every figure the advice carries (computed here from the advice's own numbers, not
from its wording, so a figure the wording leaves out is caught too).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from text_recorder import Drawn, Recorder, recording
from ui_driver import Driver, make_app

from drawpoker.ai.draw.coach import Decision, DrawOption, draw_options
from drawpoker.ai.draw.knowledge import knowledge_for
from drawpoker.engine.draw import Phase, Rules, parse_cards
from drawpoker.i18n import t
from drawpoker.ui.draw.coach_words import number
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import WEAK, PassiveOpponent, stacked_order

RULES = Rules.preset("classic-32")
LANGUAGES = ("en", "fr", "pt", "es", "de")
TEXT_SIZES = ("normal", "large")
WINDOWS = ((1024, 600), (1280, 720), (1920, 1080))
#: The player's hands at the draw: a pair (four draws listed), a four-flush open at both
#: ends (draws to a flush and to a straight), and nothing at all.
HANDS = ("Kh Kd 9c 8s 7h", "9d Td Jd Qd 8h", "Ah Kd Qs 8s 7h")
#: The recorder's layer for the coach's own words (the table under it is layer 0).
COACH = 7
#: A figure as written: digits, with a decimal mark if any.
FIGURE = re.compile(r"\d+(?:[.,]\d+)?")


def _words(value: str) -> str:
    """Text as a reader compares it: any run of spaces (no-break ones too) is one space, and
    the "·" between two phrases is left out (the panel drops it where it breaks the line)."""
    return " ".join(value.replace("\u00a0", " ").replace("\u00b7", " ").split())


def _money(amount: int) -> str:
    return t("money", amount=amount)


# --------------------------------------------------------------------------- the figures


def option_figures(options: list[DrawOption], now: int) -> list[str]:
    """Every number the draw advice computes: each draw's chance to improve and value, and
    for the starred draw the chances of the best hands it can make."""
    out: list[str] = []
    for option in options:
        out += [number(option.improve), number(option.value, 0)]
        if option.best and option.discards:
            better = sorted(((p, c) for c, p in option.odds.items() if c > now and p > 0),
                            reverse=True)[:3]
            out += [number(p) for p, _ in better]
    return out


def decision_figures(decision: Decision) -> list[str]:
    """Every number a decision's review carries: the strategy's odds, the money, the value
    and the price, the draws' odds and the bluff's share."""
    out = [number(p, 0) for p in decision.strategy.values() if p >= 0.005]
    if decision.stage == "draw":
        out.append(str(decision.amount) if decision.amount else "")
        best, made = decision.best, decision.draw
        for option in (best, None if made is None or best is None
                       or set(made.keep) == set(best.keep) else made):
            if option is not None:
                out += [number(option.improve), number(option.value, 0)]
        bluff = decision.extra.get("bluff_pat", 0.0)
        if bluff >= 0.005:
            out.append(number(bluff, 0))
        return [figure for figure in out if figure]
    if decision.did in ("call", "bet", "raise"):
        out.append(_money(decision.amount))
    out.append(number(decision.value, 0))
    if decision.to_call:
        out += [_money(decision.to_call), _money(decision.pot), number(decision.price, 0)]
    return out


def _tokens(value: str) -> Counter[str]:
    return Counter(FIGURE.findall(_words(value)))


# --------------------------------------------------------------------------- the table


def start(language: str, text_size: str, window: tuple[int, int], mine: str = HANDS[0]
          ) -> Driver:
    """A table with the coach on, the player dealt ``mine``, against a passive opponent."""
    app = make_app(RULES, size=window, language=language)
    app.settings = app.settings.replace(draw_coach=True, text_size=text_size)
    table = TableScene(app, opponent=PassiveOpponent(), seed=1,  # type: ignore[arg-type]
                       deal_orders=lambda n: stacked_order(RULES, mine, WEAK, n))
    table.live_clock = False
    app.push(table)
    driver = Driver(app)
    driver.settle()
    return driver


def to_the_draw(d: Driver) -> None:
    d.play_until(lambda: d.table.control.match.phase is Phase.DRAW and d.has_button("draw")
                 and d.table.control.match.to_act == 0,
                 lambda d: d.key(pygame.K_w if d.has_button("wait") else pygame.K_d))
    d.step()


def to_the_review(d: Driver) -> None:
    """Draw the starred draw and play the deal out (wait, call): the coach reviews it."""
    to_the_draw(d)
    d.key(pygame.K_6)
    d.key(pygame.K_d)
    d.play_until(lambda: d.has_button("next_deal"),
                 lambda d: d.key(pygame.K_c if d.has_button("call") else pygame.K_w
                                 if d.has_button("wait") else pygame.K_d))
    d.step()


def synthetic_reviews() -> list[list[Decision]]:
    """Reviews the staged deals do not reach: every verdict (rare, mixed, off the solved
    lines), every move (drop, check, call, bet, raise, stand pat, draw), a price to call, a
    draw other than the best and a bluffing stand-pat, and a deal with no decision at all."""
    knowledge = knowledge_for(RULES)
    hand = tuple(card.index for card in parse_cards("Ah Kd Qc 8s 7h"))
    options = draw_options(hand, knowledge, tuple(hand[:2]))
    best, pat = options[0], options[-1]
    long_one = [
        Decision("bet1", "raise", 10, {"call": 0.62, "raise": 0.08, "fold": 0.30}, 0.437,
                 0.25, 5, 15),
        Decision("draw", "draw", 0, {"draw0": 0.12, "draw3": 0.88}, 0.3, 0.0, 0, 30, pat,
                 best, {"bluff_pat": 0.12}),
        Decision("bet2", "call", 10, {"call": 0.45, "fold": 0.55}, 0.512, 0.2, 10, 40),
    ]
    other = [
        Decision("bet1", "check", 0, {}, 0.21, 0.0, 0, 10),
        Decision("draw", "draw", 3, {"draw3": 1.0}, 0.3, 0.0, 0, 10, best, best),
        Decision("bet2", "bet", 10, {"bet": 0.7, "check": 0.3}, 0.66, 0.0, 0, 10),
        Decision("bet2", "fold", 0, {"fold": 0.83, "call": 0.17}, 0.08, 0.33, 10, 30),
    ]
    return [long_one, other, []]


# --------------------------------------------------------------------------- reading


class Reader:
    """Draws the table through the recorder and reads the coach's words as drawn."""

    def __init__(self, d: Driver, recorder: Recorder, monkeypatch: pytest.MonkeyPatch) -> None:
        self.d, self.recorder = d, recorder
        coach = d.table.coach
        real = coach.draw

        def draw(surface: pygame.Surface, rect: pygame.Rect | None) -> None:
            recorder.layer = COACH
            try:
                real(surface, rect)
            finally:
                recorder.layer = 0

        monkeypatch.setattr(coach, "draw", draw)

    def frame(self) -> list[Drawn]:
        """The coach's texts of one frame, top to bottom."""
        self.recorder.clear()
        self.recorder.draw_app(self.d.app)
        mine = [drawn for drawn in self.recorder.drawn if drawn.layer == COACH]
        # draw_app sets the layer per scene: the coach's words are those drawn inside it
        return sorted(mine, key=lambda drawn: (drawn.rect.top, drawn.rect.left))

    def frames(self) -> Iterator[list[Drawn]]:
        """A frame, then one per Down key while the panel still moves (at most 300)."""
        last: list[str] | None = None
        for _ in range(300):
            shown = self.frame()
            texts = [drawn.text for drawn in shown]
            if texts == last:
                return
            yield shown
            last = texts
            self.d.key(pygame.K_DOWN)
        raise AssertionError("the coach panel never stopped scrolling")


def _merge(seen: list[str], frame: list[str]) -> list[str]:
    """``seen`` followed by what ``frame`` adds: the longest end of ``seen`` that starts
    ``frame`` is shown twice, once."""
    for k in range(min(len(seen), len(frame)), 0, -1):
        if seen[-k:] == frame[:k]:
            return seen + frame[k:]
    return seen + frame


def check_message(reader: Reader, title: str, body: str, figures: list[str], where: str
                  ) -> tuple[list[str], int]:
    """Scroll the open panel through and report each way it fails the player, and how many
    frames it took to read it all."""
    problems: list[str] = []
    lay = reader.d.table.layout
    area = lay.coach_area
    seen: list[str] = []
    frames = 0
    for shown in reader.frames():
        frames += 1
        if not shown:
            problems.append(f"{where}: the coach draws no words")
            return problems, frames
        lines = [drawn.text for drawn in shown]
        # the title stays at the top; the body scrolls under it
        head = ""
        while lines and len(head) < len(_words(title)):
            head = _words(head + " " + lines.pop(0))
        if _words(head) != _words(title):
            problems.append(f"{where}: the title {title!r} is not whole: {head!r}")
        seen = _merge(seen, lines)
        for drawn in shown:
            if "\u2026" in drawn.text or drawn.text.rstrip().endswith("..."):
                problems.append(f"{where}: {drawn.text!r} is cut short")
            if not area.contains(drawn.rect):
                problems.append(f"{where}: {drawn.text!r} at {tuple(drawn.rect)} leaves the "
                                f"coach's place {tuple(area)}")
        alone = Recorder()
        alone.drawn = [drawn for drawn in shown if drawn.text.strip()]
        problems += [f"{where}: {overlap}" for overlap in alone.overlaps()]
    if frames > 1 and not reader.d.table.coach.scroll_rects[1].width:
        problems.append(f"{where}: the panel scrolls but shows no scroll bar")
    read = _words(" ".join(seen))
    if read != _words(body):
        problems.append(f"{where}: read {read!r}\n    instead of {_words(body)!r}"
                        f" ({frames} frame(s))")
    missing = Counter(FIGURE.findall(" ".join(_words(f) for f in figures))) - _tokens(read)
    if missing:
        problems.append(f"{where}: figures missing from the panel: {sorted(missing)}")
    return problems, frames


def _body(d: Driver, mode: str) -> str:
    coach = d.table.coach
    words = [text for (text, _), _ in coach.paragraphs(mode)]
    if mode == "draw":
        words.append(t("draw.coach.hint"))
    return " ".join(words)


def _draw_now(d: Driver) -> int:
    from drawpoker.engine.draw import evaluate

    return int(evaluate(d.table.control.match.view(0).hand, RULES).category)


def _review_with(d: Driver, decisions: list[Decision],
                 monkeypatch: pytest.MonkeyPatch) -> None:
    coach = d.table.coach
    monkeypatch.setattr(coach.review, "decisions", lambda actions=None: list(decisions))
    coach._paragraphs_key = None  # the review is worded again from these decisions


def _moments(language: str, text_size: str, window: tuple[int, int],
             monkeypatch: pytest.MonkeyPatch, recorder: Recorder
             ) -> Iterator[tuple[str, Reader, str, str, list[str]]]:
    """(name, reader, title, body, figures) for each moment the coach speaks at."""
    for hand in HANDS:
        d = start(language, text_size, window, hand)
        to_the_draw(d)
        reader = Reader(d, recorder, monkeypatch)
        coach = d.table.coach
        assert coach.open and coach.mode() == "draw"
        figures = option_figures(coach.draw_list(), _draw_now(d))
        yield f"draw {hand}", reader, t("draw.coach.title_draw"), _body(d, "draw"), figures
    d = start(language, text_size, window)
    d.key(pygame.K_k)  # opened before the draw: nothing to say yet
    reader = Reader(d, recorder, monkeypatch)
    assert d.table.coach.open and d.table.coach.mode() is None
    yield "quiet", reader, t("draw.table.button.coach"), t("draw.coach.quiet"), []
    d = start(language, text_size, window)
    to_the_review(d)
    reader = Reader(d, recorder, monkeypatch)
    coach = d.table.coach
    assert coach.open and coach.mode() == "review"
    record = d.table.control.match.view(0).history
    decisions = coach.review.decisions(record[-1].actions)
    assert len(decisions) >= 2
    figures = [f for decision in decisions for f in decision_figures(decision)]
    yield "review", reader, t("draw.coach.title_review"), _body(d, "review"), figures
    for n, staged in enumerate(synthetic_reviews()):
        _review_with(d, staged, monkeypatch)
        to_the_top(reader)
        figures = [f for decision in staged for f in decision_figures(decision)]
        yield (f"review {n + 1}", reader, t("draw.coach.title_review"), _body(d, "review"),
               figures)


def to_the_top(reader: Reader) -> None:
    """Back to the top of the panel: PageUp until nothing moves."""
    for _ in range(100):
        before = [drawn.text for drawn in reader.frame()]
        reader.d.key(pygame.K_PAGEUP)
        if [drawn.text for drawn in reader.frame()] == before:
            return
    raise AssertionError("PageUp never reached the top of the coach panel")


CASES = [(language, text_size, window) for language in LANGUAGES for text_size in TEXT_SIZES
         for window in WINDOWS]


def _id(value: Any) -> str:
    return f"{value[0]}x{value[1]}" if isinstance(value, tuple) else str(value)


@pytest.mark.parametrize(("language", "text_size", "window"), CASES, ids=_id)
def test_every_coach_message_shows_every_figure_whole(
        language: str, text_size: str, window: tuple[int, int],
        monkeypatch: pytest.MonkeyPatch) -> None:
    problems: list[str] = []
    count = scrolled = 0
    with recording(monkeypatch) as recorder:
        for name, reader, title, body, figures in _moments(language, text_size, window,
                                                            monkeypatch, recorder):
            count += 1
            found, frames = check_message(reader, title, body, figures, name)
            problems += found
            scrolled += frames > 1
    assert count == 8
    if window == (1024, 600) and text_size == "large":  # the scrolling itself is read too
        assert scrolled >= 4, f"only {scrolled} message(s) needed scrolling"
    assert not problems, f"{len(problems)} problem(s):\n" + "\n".join(problems)


def test_the_check_sees_a_dropped_figure() -> None:
    """The reading itself: a figure missing from the joined lines is reported."""
    body = "improves 20.1% · value 37%"
    assert Counter(["20.1", "37", "46.0"]) - _tokens(body) == Counter(["46.0"])
    assert _merge(["a", "b", "c"], ["b", "c", "d"]) == ["a", "b", "c", "d"]
    assert _merge(["a"], ["b"]) == ["a", "b"]
