"""Home's settings: the switches (vibration, fast bots, the coach, confirm cross-outs),
kept in storage, and the language."""

from __future__ import annotations

from .. import i18n
from ..feature import Feature, Handler
from ..session import Session


class Settings(Feature):
    """The switches on Home and the language picker."""

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        state, storage = self.state, session.storage
        state.settings.vibration = storage.switch("vibration")
        state.settings.fast_bots = storage.switch("fast-bots")
        state.settings.coach = storage.switch("coach")
        state.settings.confirm_fills = storage.switch("confirm-fills")

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
