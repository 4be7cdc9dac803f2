"""What the statistics page and the end of a draw match say aloud (issue 36): a summary as the
page opens, then every figure a piece at a time with ↓ and ↑, like the rules pages.

Read from what the pages keep under the same names (``stats``, ``page``, ``bank_canfield``;
``match``, ``figures()``, ``headline()``, ``how_it_ended()``), so no scene module is imported
here; the words are the pages' own labels. Registered with :mod:`drawpoker.ui.page_words` when
imported (by ``ui/access.py``).
"""

from __future__ import annotations

from typing import Any

from drawpoker.i18n import current, t
from drawpoker.ui import bank_ui, page_words, shortcuts
from drawpoker.ui.page_words import PageWords, button_words


def _row(label: str, value: str) -> str:
    return t("aloud.ui.row", label=label, value=value)


# ---------------------------------------------------------------------- statistics

def stats_summary(scene: Any) -> str:
    """Matches won and lost, deals played and won, said as the page opens."""
    s = scene.stats
    return t("aloud.stats.summary", won=s.matches_won, lost=s.matches_lost,
             deals=s.deals_played, deals_won=s.deals_won)


def _figures(s: Any) -> list[str]:
    """The draw figures beside the charts, each as its row says it."""
    money = t("money", amount=s.biggest_pot) if s.biggest_pot else t("stats.none")
    rows = [
        (t("stats.matches_won"), str(s.matches_won)),
        (t("stats.matches_lost"), str(s.matches_lost)),
        (t("stats.matches_abandoned"), str(s.matches_abandoned)),
        (t("stats.deals_played"), str(s.deals_played)),
        (t("stats.deals_won"), str(s.deals_won)),
        (t("stats.deals_lost"), str(s.deals_lost)),
        (t("stats.deals_tied"), str(s.deals_tied)),
        (t("stats.drops"), t("stats.drops_value", count=s.drops,
                             percent=round(100 * s.drop_rate))),
        (t("stats.biggest_pot"), money),
        (t("stats.top_ups"), t("stats.top_ups_value", count=s.top_ups,
                               amount=t("money", amount=s.topped_up))),
    ]
    from drawpoker.ui.hand_names import hand_name  # the evaluator's: not on the title

    best = s.best_hand
    rows.append((t("stats.best_hand"), hand_name(best.value, at_start=True) if best is not None
                 else t("stats.none")))
    return [_row(label, value) for label, value in rows]


def _hands(s: Any) -> str:
    """The hands chart in words: each kind held, strongest first, with its share."""
    from drawpoker.ui.hand_names import category_name

    counts = {category: count for category, count in s.hands_by_category.items() if count}
    total = sum(counts.values())
    if not total:
        return page_words._joined(t("stats.hands"), t("stats.empty"))
    parts = [f"{category_name(category)} "
             f"{t('stats.share', count=count, percent=round(100 * count / total))}"
             for category, count in sorted(counts.items(), reverse=True)]
    return page_words._joined(t("stats.hands"), "; ".join(parts))


def _bank(scene: Any) -> list[str]:
    """The bank's page: its story line by line, then how often the pawnshop was used."""
    from drawpoker.ui import bank_page  # the Canfield book's modules: not on the title

    bank = bank_ui.bank_for(scene.app).bank
    rows = [_row(label, t("money", amount=amount)) for label, amount in
            bank_page.ledger_rows(bank)]
    return [*rows, bank_page.counts_line(bank)]


def stats_sections(scene: Any) -> list[str]:
    """Every figure of the page and the hands chart, then its buttons' keys; a page opened on
    the right (the bank's story, the luck chart) comes first while it is open."""
    s = scene.stats
    found = _figures(s)
    page = getattr(scene, "page", "hands")
    if page == "bank":
        found = [*_bank(scene), *found]
    elif page == "luck":
        found.insert(0, page_words._joined(t("draw.coach.chart.title"), t("draw.coach.chart.note")))
    elif page in page_words.STATS_PAGES:  # a game's page (hold'em's record, duplicates)
        found = [*page_words.STATS_PAGES[page](scene), *found]
    else:
        found.append(_hands(s))
    keys = [button_words(button) for button in scene.buttons if button.enabled]
    found.append(page_words._joined(*keys))
    return found


def stats_choice(scene: Any) -> str:
    """The page open on the right, said when a key changes it (nothing for the hands chart
    it opens on)."""
    page = getattr(scene, "page", "hands")
    pages = getattr(scene, "pages", {})
    if page not in pages:
        return ""
    action = next((button.shortcut for button in scene.buttons if button.name == page), None)
    return t("aloud.stats.page", page=page_words.spoken_label(t(pages[page])),
             letter=shortcuts.letter(action) if action else "")


# ---------------------------------------------------------------------- the end of a match

def gameover_body(scene: Any) -> str:
    """The line under the headline (her trophy won for the career and who is next, or how the
    match ended: ``how_it_ended()``), the player's money and the trophies, said as the page
    opens."""
    line, _ = scene.how_it_ended()
    return page_words._joined(line, t("aloud.gameover.summary", money=t(
        "money", amount=scene.match.stacks[0]), won=len(scene.trophies),
        total=len(scene.match.forfeits)))


def gameover_sections(scene: Any) -> list[str]:
    """Each figure of the match, then the trophies by name, then the buttons' keys."""
    found = [_row(label, value) for label, value in scene.figures()]
    names = [scene.pictures.item_name(item, current().code) for item in scene.trophies]
    found.append(t("aloud.gameover.trophies", items=", ".join(names)) if names
                 else t("aloud.gameover.no_trophies"))
    found.append(page_words._joined(*(button_words(b) for b in scene.buttons if b.enabled)))
    return found


def register() -> None:
    page_words.register("StatsScene", PageWords(
        lambda scene: t("stats.title"), body=stats_summary, choice=stats_choice,
        sections=stats_sections))
    page_words.register("GameOverScene", PageWords(
        lambda scene: scene.headline(), body=gameover_body, sections=gameover_sections))

