"""Settings: the switches (vibration, fast bots, the coach, confirm cross-outs), kept in
storage, the language, and Backup (as on History: where a player looks for it too), on a
screen of their own that Home's Settings button opens."""

from __future__ import annotations

from types import MappingProxyType

from .. import i18n
from ..archive_screens import backup_section
from ..feature import Feature, Handler
from ..i18n import t
from ..language_picker import language_picker
from ..session import Session
from ..state import Screen, UiState
from ..vdom import Children, El, action, h
from ..widgets import screen, screen_head, toggle_choice

SETTINGS = Screen("settings")


def _settings_screen(state: UiState) -> El:
    """The language picker, the switches and Backup, Home one tap away."""
    return screen(
        SETTINGS,
        screen_head(t("screen.settings"), action(t("nav.home"), "home", cls="secondary small")),
        h("h2", None, t("language.label")),
        language_picker(),
        _switches(state),
        backup_section(state),
    )


class Settings(Feature):
    """The switches and the language picker, on their screen."""

    views = MappingProxyType({SETTINGS: _settings_screen})  # (Back: Home, as ever)

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        state, storage = self.state, session.storage
        state.settings.vibration = storage.switch("vibration")
        state.settings.fast_bots = storage.switch("fast-bots")
        state.settings.coach = storage.switch("coach")
        state.settings.confirm_fills = storage.switch("confirm-fills")

    @staticmethod
    def on_home(state: UiState) -> Children:
        """Home's Settings button, under its menu."""
        settings = action(t("nav.settings"), "settings", cls="secondary big")
        return h("div", {"class": "menu"}, settings)

    def actions(self) -> dict[str, Handler]:
        return {"settings": self._show, "language": self._choose_language}

    def _show(self, _arg: str) -> None:
        self.state.screen = SETTINGS

    def edit(self, field: str, arg: str, value: str) -> bool:
        on = value == "on"
        state = self.state
        if field == "vibration":
            state.settings.vibration = on
        elif field == "fast-bots":
            state.settings.fast_bots = on
        elif field == "coach":
            state.settings.coach = on
        elif field == "confirm-fills":
            state.settings.confirm_fills = on
        else:
            return False
        self.session.storage.save_switch(field, on)
        return True

    def _choose_language(self, language: str) -> None:
        """Speak `language` from now on, and next time the app opens."""
        i18n.use(language)  # ValueError for a language without a catalog
        self.session.storage.save_language(language)


def _switches(state: UiState) -> El:
    """The four switches, each with its hint."""
    switches = state.settings
    return h(
        "div",
        {"class": "settings"},
        toggle_choice(
            t("home.vibration"), t("home.vibration.hint"), switches.vibration, field="vibration"
        ),
        toggle_choice(t("bot.fast"), t("bot.fast.hint"), switches.fast_bots, field="fast-bots"),
        toggle_choice(t("coach.setting"), t("coach.setting.hint"), switches.coach, field="coach"),
        toggle_choice(
            t("home.confirm_fills"),
            t("home.confirm_fills.hint"),
            switches.confirm_fills,
            field="confirm-fills",
        ),
    )
