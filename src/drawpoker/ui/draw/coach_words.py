"""The draw coach's sentences: its odds and its review of a deal, in the player's language.

Pure wording (no drawing): each function returns paragraphs as (text, kind) pairs, where kind
tells the panel how to show them ("head", "best", "plain", "dim").
"""

from __future__ import annotations

from drawpoker.ai.draw.coach import Decision, DrawOption, verdict
from drawpoker.ai.draw.hands import rank_of, suit_of
from drawpoker.i18n import t

SUIT_GLYPHS = ("\u2663", "\u2666", "\u2665", "\u2660")  # the engine's suit order: c d h s
CATEGORY_KEYS = ("high_card", "pair", "two_pair", "three_of_a_kind", "straight", "flush",
                 "full_house", "four_of_a_kind", "straight_flush")
Paragraph = tuple[str, str]


def number(value: float, digits: int = 1) -> str:
    """A percentage's number with the language's decimal mark (28.7, 28,7)."""
    text = f"{value * 100:.{digits}f}"
    return text.replace(".", t("draw.coach.decimal")) if digits else text


def card_text(code: int) -> str:
    return t(f"cards.rank_short.{rank_of(code)}") + SUIT_GLYPHS[suit_of(code)]


def option_label(option: DrawOption) -> str:
    if option.discards == 0:
        return t("draw.coach.pat")
    cards = " ".join(card_text(code) for code in option.keep)
    return t("draw.coach.keep", cards=cards, count=option.discards)


def option_paragraphs(option: DrawOption, current_category: int) -> list[Paragraph]:
    """One draw: its label, its chance to improve and value, the better hands it can make."""
    star = "\u2605 " if option.best else ""
    out = [(star + option_label(option), "best" if option.best else "plain"),
           (t("draw.coach.chances", improve=number(option.improve), value=number(option.value, 0)),
            "dim")]
    better = sorted(((p, c) for c, p in option.odds.items() if c > current_category and p > 0),
                    reverse=True)[:3]
    if better and option.discards and option.best:
        parts = [t("draw.coach.odds", name=t(f"hands.category.{CATEGORY_KEYS[c]}"),
                   percent=number(p)) for p, c in better]
        out.append((" · ".join(parts), "dim"))
    return out


def _money(amount: int) -> str:
    return t("money", amount=amount)


def _did(decision: Decision) -> str:
    if decision.stage == "draw":
        if decision.amount == 0:
            return t("draw.coach.did.pat")
        return t("draw.coach.did.draw", count=decision.amount)
    if decision.did in ("fold", "check"):
        return t(f"draw.coach.did.{decision.did}")
    return t(f"draw.coach.did.{decision.did}", money=_money(decision.amount))


def _moves(decision: Decision) -> str:
    parts = []
    for move, p in sorted(decision.strategy.items(), key=lambda item: -item[1]):
        if p < 0.005:
            continue
        percent = number(p, 0)
        if move.startswith("draw"):
            count = int(move[4:])
            parts.append(t("draw.coach.move.pat", percent=percent) if count == 0
                         else t("draw.coach.move.draw", count=count, percent=percent))
        else:
            parts.append(t(f"draw.coach.move.{move}", percent=percent))
    return ", ".join(parts)


def review_paragraphs(decision: Decision) -> list[Paragraph]:
    """One decision: what the player did, what the strategy does there, and why. Every
    figure is said, the agreeing decisions' too (issue 40: the panel scrolls, so the numbers
    are no longer the price of a short review)."""
    head = t("draw.coach.did_line", stage=t(f"draw.coach.stage.{decision.stage}"),
             did=_did(decision))
    judged = verdict(decision)
    bluff = decision.extra.get("bluff_pat", 0.0)
    snow = [(t("draw.coach.why.snow", percent=number(bluff, 0)), "dim")] if bluff >= 0.005 else []
    out: list[Paragraph]
    if judged == "agree":  # the verdict on the head line: what it mixes in comes after
        out = [(head + " " + t("draw.coach.verdict.agree"), "head"),
               (t("draw.coach.strategy", moves=_moves(decision)), "dim")]
    elif decision.strategy:
        out = [(head, "head"), (t("draw.coach.strategy", moves=_moves(decision)) + " "
                                + t(f"draw.coach.verdict.{judged}"), "best")]
    else:
        out = [(head, "head"), (t("draw.coach.verdict.unknown"), "plain")]
    if decision.stage == "draw":
        best, made = decision.best, decision.draw
        if best is not None and (made is None or set(made.keep) == set(best.keep)):
            out.append((t("draw.coach.why.draw_best", improve=number(best.improve),
                          value=number(best.value, 0)), "dim"))
        elif best is not None and made is not None:
            out.append((t("draw.coach.why.draw_other", improve=number(made.improve),
                          value=number(made.value, 0), best=option_label(best),
                          best_improve=number(best.improve),
                          best_value=number(best.value, 0)), "dim"))
        return out + snow
    key = "draw.coach.why.value_before" if decision.stage == "bet1" \
        else "draw.coach.why.value_after"
    why = t(key, value=number(decision.value, 0))
    if decision.to_call:
        why += " " + t("draw.coach.why.price", money=_money(decision.to_call),
                       pot=_money(decision.pot), percent=number(decision.price, 0))
    out.append((why, "dim"))
    return out + snow
