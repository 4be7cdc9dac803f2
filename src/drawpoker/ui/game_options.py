"""The settings rows of the options games declare as data (:class:`drawpoker.games.Option`):
a game from outside gets its rows, its storage and its checks without a line of settings code
(issue 39). The built-in games keep their own rows (``settings_rows``) for their richer notes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from drawpoker import games
from drawpoker.i18n import t
from drawpoker.settings import SettingsError
from drawpoker.ui.setting_rows import ChoiceRow, on_off

if TYPE_CHECKING:
    from drawpoker.games import Option, OptionValue
    from drawpoker.settings import Settings


class OptionsPage(Protocol):
    """What the rows use of the settings page."""

    @property
    def settings(self) -> Settings: ...

    def store(self, new: Settings) -> None: ...


def rows(page: OptionsPage) -> list[ChoiceRow]:
    """One row per declared option of every registered game, in game order."""
    return [_row(page, each.key, option) for each in games.games() for option in each.options]


def shown(option: Option, value: OptionValue) -> str:
    """A value as its row writes it."""
    if option.value_key:
        return t(option.value_key, value=value)
    if isinstance(value, bool):
        return on_off(value)
    return str(value)


def _row(page: OptionsPage, game: str, option: Option) -> ChoiceRow:
    def choose(value: OptionValue) -> None:
        try:
            page.store(page.settings.with_option(game, option.name, value))
        except SettingsError:  # pragma: no cover - the row offers only the declared choices
            return

    return ChoiceRow(name=f"{game}.{option.name}", label=lambda: t(option.label_key),
                     values=lambda: option.choices,
                     current=lambda: page.settings.option(game, option.name),
                     shown=lambda value: shown(option, value), choose=choose)
