"""Draw's group on the settings page (its entry in :mod:`drawpoker.games`): the deck, the
32-card options, the match length and its money, the opponent and the coach, with the notes
under them (what the length means in money; when changed rules take effect)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from drawpoker.i18n import t
from drawpoker.ui import characters
from drawpoker.ui.draw.current_match import match_in_progress
from drawpoker.ui.setting_rows import ChoiceRow, on_off

if TYPE_CHECKING:
    from drawpoker.ui.settings import SettingsScene


def match_rows(scene: SettingsScene) -> list[ChoiceRow]:
    """The rows of the next match's rules, in the order the page shows them."""
    row = scene.choice_row
    only_32 = (lambda: scene.settings.draw_deck_size == 32, lambda: t("settings.only_32"))
    return [
        row("draw_deck_size", "settings.deck", lambda v: t(f"settings.value.deck_{v}")),
        row("draw_ace_low_32", "settings.ace_low_32", on_off, enabled=only_32[0],
            disabled_text=only_32[1]),
        row("draw_flush_beats_full_house", "settings.flush_beats_full_house", on_off,
            enabled=only_32[0], disabled_text=only_32[1]),
        row("draw_match_length", "settings.match_length",
            lambda v: t(f"settings.value.match_length.{v}")),
        row("draw_starting_money", "settings.starting_money", lambda v: t("money", amount=v),
            enabled=lambda: scene.settings.draw_match_length == "classic",
            disabled_text=lambda: t("settings.quick_money", money=t(
                "money", amount=scene.settings.preset().starting_money))),
        _opponent_row(scene),
        row("draw_coach", "settings.coach", on_off),
    ]


def _opponent_row(scene: SettingsScene) -> ChoiceRow:
    """Who the next match is against: a roster character (her level is her own), or,
    without a roster, the level of the theme's figure."""
    if not characters.characters():
        return scene.choice_row("draw_opponent_level", "settings.opponent_level",
                                lambda v: t(f"settings.level.{v}"))
    return scene.choice_row("draw_opponent", "settings.opponent_level", _character_name,
                            values=lambda: [c.id for c in characters.characters()])


def _character_name(character_id: str) -> str:
    """Her name and style as the new-match page gives them ("Rosa · Easy")."""
    character = characters.chosen(character_id)
    if character is None:  # pragma: no cover - the row is only offered with a roster
        return character_id
    return f"{character.name} · {t(f'settings.level.{character.style.level}')}"


def match_length_note(scene: SettingsScene) -> str:
    """One line saying what the chosen match length means, in money."""
    settings = scene.settings
    preset = settings.preset()
    return t(f"settings.match_length_note.{settings.draw_match_length}",
             money=t("money", amount=preset.starting_money),
             loan=t("money", amount=preset.pawn_loan),
             buyback=t("money", amount=preset.buyback_at))


def rules_pending(scene: SettingsScene) -> bool:
    """Whether a match is on with rules other than the ones now chosen."""
    match = match_in_progress(scene.app)
    return match is not None and match.rules != scene.settings.match_rules()


def notes(scene: SettingsScene) -> list[tuple[str, str]]:
    """The notes under the rows, each with its tone: "plain", "quiet", or "attention" (a
    match on with other rules)."""
    pending = rules_pending(scene)
    return [(match_length_note(scene), "plain"),
            (t("settings.rules_changed" if pending else "settings.rules_next_match"),
             "attention" if pending else "quiet")]
