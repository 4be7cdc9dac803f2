"""The what-if's and the reasons' words in the player's language.

The teaching library (:mod:`drawpoker.teach`) speaks the choice syntax of the command line
(``bet:10``, ``discard:Ah,7c``, ``draw 2``, ``you get 9c Kd``); everything here turns it into
the language's sentences, with the cards as the table writes them (``K♦``). Pure wording: no
drawing, no engine of a game.
"""

from __future__ import annotations

from collections.abc import Sequence

from drawpoker.engine.core.cards import Card
from drawpoker.i18n import t
from drawpoker.teach.outcome import CoachValue, Decision, Reason, Step

SUIT_GLYPHS = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}
#: The moves named by one word, the same in the two games (hold'em's raise is one big blind).
SIMPLE = ("wait", "call", "drop", "check", "fold", "raise")
PHASES = ("bet1", "draw", "bet2", "preflop", "flop", "turn", "river")


def plural(key: str, count: int) -> str:
    """The key of ``count``'s form (``key.one`` or ``key.other``), for a button's label."""
    return f"{key}.one" if count == 1 else f"{key}.other"


def card(code: str) -> str:
    """``Kd`` as the corners print it: the language's rank letter and the suit's sign."""
    try:
        parsed = Card.from_str(code)
    except ValueError:
        return code
    return t(f"cards.rank_short.{parsed.rank}") + SUIT_GLYPHS[parsed.suit]


def cards(codes: Sequence[str]) -> str:
    return " ".join(card(code) for code in codes)


def money(amount: int) -> str:
    return t("money", amount=amount)


def signed(amount: float, cents: bool = False) -> str:
    """A result with its sign: +$15, −$5 (cents for an expectation)."""
    figure = f"{abs(amount):.2f}".replace(".", t("draw.coach.decimal")) if cents \
        else str(round(abs(amount)))
    sign = "+" if amount > 0.0049 else "\u2212" if amount < -0.0049 else ""
    return sign + t("money", amount=figure)


def percent(share: float) -> str:
    """A chance as the coach writes it (70, 0.6, 28,7)."""
    digits = 0 if share >= 0.095 or share == 0 else 1
    return f"{share * 100:.{digits}f}".replace(".", t("draw.coach.decimal"))


def choice_key(choice: str) -> tuple[str, dict[str, object]]:
    """The translation key and values of a choice in the library's syntax."""
    kind, _, rest = choice.partition(":")
    if kind in ("bet", "raise") and rest.isdigit():
        return f"whatif.choice.{kind}_amount", {"money": money(int(rest))}
    if kind == "discard":
        if rest in ("", "none"):
            return "whatif.choice.pat", {}
        thrown = [c for c in rest.split(",") if c]
        return plural("whatif.choice.throw", len(thrown)), {"cards": cards(thrown),
                                                             "count": len(thrown)}
    if kind == "draw" and rest.isdigit():
        count = int(rest)
        return ("whatif.choice.pat", {}) if count == 0 else \
            (plural("whatif.choice.draw", count), {"count": count})
    if kind in SIMPLE and not rest:
        return f"whatif.choice.{kind}", {}
    return "whatif.choice.other", {"text": choice[:40]}


def choice_words(choice: str) -> str:
    key, args = choice_key(choice)
    return t(key, **args)


def phase_words(phase: str) -> str:
    return t(f"whatif.phase.{phase}") if phase in PHASES else phase


def who_words(who: str, her_name: str) -> str:
    if who == "you":
        return t("whatif.you")
    return her_name if who == "her" else who


def step_words(step: Step, her_name: str) -> str:
    """One line of a deal's story: a move with its chance, or the cards that came."""
    if step.who == "cards":
        head, _, rest = step.what.partition(" get ")
        if not rest:  # "she gets 6s"
            head, _, rest = step.what.partition(" gets ")
        if rest:
            key = "whatif.step.you_get" if head == "you" else "whatif.step.she_gets"
            return t(key, cards=cards(rest.split()), name=her_name)
        if step.what.startswith("board "):
            return t("whatif.step.board", cards=cards(step.what.split()[1:]))
        return step.what
    what = step.what
    if what.startswith("draw "):  # her draw: the count only
        what = "draw:" + what.split()[1]
    line = t("whatif.step.move", who=who_words(step.who, her_name), move=choice_words(what))
    if step.chance < 0.9995:
        line += " " + t("whatif.chance", percent=percent(step.chance))
    return line


def story(steps: Sequence[Step], her_name: str) -> list[str]:
    """The steps as few paragraphs: the moves of one betting round joined by a dot, each new
    card or board starting a paragraph of its own."""
    out: list[str] = []
    moves: list[str] = []
    head = ""
    for step in steps:
        if step.who == "cards":
            if moves or head:
                out.append(_paragraph(head, moves))
            head, moves = step_words(step, her_name), []
        else:
            moves.append(step_words(step, her_name))
    if moves or head:
        out.append(_paragraph(head, moves))
    return out


def _paragraph(head: str, moves: list[str]) -> str:
    joined = " \u00b7 ".join(moves)
    return f"{head} \u2014 {joined}" if head and joined else head or joined


def decision_words(decision: Decision) -> str:
    """``Before the draw: you held …, pot $20; you bet $10.``"""
    board = t("whatif.board_then", cards=cards(decision.board)) if decision.board else ""
    return t("whatif.decision", number=decision.number, phase=phase_words(decision.phase),
             cards=cards(decision.cards), board=board, pot=money(decision.pot),
             did=choice_words(decision.did) if decision.did else "\u2026"
             ).replace("\u2026.", "\u2026")  # a decision still to make: "you chose: …"


def coach_words(value: CoachValue) -> str:
    """One choice's value: a share of showdowns at the draw, dollars in a betting round."""
    if value.unit == "equity":
        return t("whatif.coach.equity", choice=choice_words(value.choice),
                 percent=percent(value.value))
    return t("whatif.coach.money", choice=choice_words(value.choice),
             money=signed(value.value, cents=True))


def basis_words(basis: str) -> str:
    return t(f"whatif.basis.{basis}") if basis in ("rule", "mixed", "sampled", "state") \
        else basis


HAND_CLASSES = ("pat", "trips", "two_pair", "draw", "pair", "bust", "pocket_pair", "suited",
                "offsuit")
CATEGORIES = ("high_card", "pair", "two_pair", "three_of_a_kind", "straight", "flush",
              "full_house", "four_of_a_kind", "straight_flush")
READS = ("r1:caller", "r1:trap", "r1:steal", "r1:calm", "r1:facing", "r2:facing",
         "r2:first", "r2:bluff")


def class_words(name: str, phase: str) -> str:
    """The hand class her strategy played: a draw class before the draw (draw poker), a
    starting-hand kind before the flop, else the category of her hand."""
    if phase in ("bet1", "draw") and name in HAND_CLASSES:
        return t(f"why.class.{name}")
    if name in CATEGORIES:
        return t(f"hands.category.{name}")
    return t(f"why.class.{name}") if name in HAND_CLASSES else name


def reason_paragraphs(reason: Reason, her_name: str) -> list[tuple[str, str]]:
    """One of her decisions and why, as (text, kind): kind head, plain or dim."""
    who = who_words(reason.who, her_name)
    head = t("why.did", number=reason.number, phase=phase_words(reason.phase), who=who,
             move=choice_words(reason.did))
    out = [(head, "head")]
    if not reason.shown:
        out.append((t("why.hidden", who=who), "dim"))
        return out
    out.append((t("why.held", who=who, cards=cards(reason.cards),
                  hand=class_words(reason.hand_class, reason.phase)), "plain"))
    moves = ", ".join(t("why.option", move=choice_words(choice), percent=percent(p))
                      for choice, p in reason.options if p >= 0.0005)
    out.append((t("why.strategy", who=who, moves=moves), "plain"))
    chance = dict(reason.options).get(reason.did)
    if chance is not None and chance < 0.1:
        out.append((t("why.rare", who=who, percent=percent(chance)), "dim"))
    for read, weight in reason.reads:
        if read in READS:
            out.append((t(f"why.read.{read.replace(':', '_')}", who=who,
                          percent=percent(weight)), "plain"))
    dropped, faced = reason.counts
    if faced:
        out.append((t("why.counts", dropped=dropped, faced=faced), "dim"))
    out.append((t("why.basis", basis=basis_words(reason.basis)), "dim"))
    return out
