"""Home's settings: the switches (vibration, fast bots, the coach, confirm cross-outs),
kept in storage, and the language."""

from __future__ import annotations

from .. import i18n
from ..feature import Feature, Handler
from ..i18n import t
from ..language_picker import language_picker
from ..session import Session
from ..state import UiState
from ..vdom import Children, El, h
from ..widgets import toggle_choice


class Settings(Feature):
    """The switches on Home and the language picker."""

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        state, storage = self.state, session.storage
        state.settings.vibration = storage.switch("vibration")
        state.settings.fast_bots = storage.switch("fast-bots")
        state.settings.coach = storage.switch("coach")
        state.settings.confirm_fills = storage.switch("confirm-fills")

    @staticmethod
    def on_home(state: UiState) -> Children:
        """The language picker and the switches."""
        return [language_picker(), _switches(state)]

    def actions(self) -> dict[str, Handler]:
        return {"language": self._choose_language}

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
