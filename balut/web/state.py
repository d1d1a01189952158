"""Everything the screens draw from: which screen, the game, the setup draft, messages."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

import balut

from .setup import SetupDraft


class Screen(Enum):
    """The app's screens; the in-game ones keep the platform's update prompt waiting."""

    HOME = "home"
    SETUP = "setup"
    ROLL_OFF = "roll_off"
    TURN = "turn"
    HANDOFF = "handoff"
    SCOREBOARD = "scoreboard"
    GAME_OVER = "game_over"
    HISTORY = "history"
    HISTORY_GAME = "history_game"
    RULES = "rules"

    @property
    def in_game(self) -> bool:
        return self in {Screen.ROLL_OFF, Screen.TURN, Screen.HANDOFF, Screen.SCOREBOARD}

    @property
    def title(self) -> str:
        return _TITLES[self]


_TITLES = {
    Screen.HOME: "Balut",
    Screen.SETUP: "New game",
    Screen.ROLL_OFF: "Who starts?",
    Screen.TURN: "Turn",
    Screen.HANDOFF: "Next player",
    Screen.SCOREBOARD: "Scoreboard",
    Screen.GAME_OVER: "Game over",
    Screen.HISTORY: "History",
    Screen.HISTORY_GAME: "Finished game",
    Screen.RULES: "Rules",
}


@dataclass(frozen=True, slots=True)
class Confirm:
    """A pending question: the action runs with `arg` when the player presses Confirm."""

    title: str
    message: str
    action: str
    arg: str = ""


@dataclass(slots=True)
class LastFill:
    """What the previous player just did, shown on the hand-off screen next to Undo."""

    player: str
    category: balut.Category
    score: int
    crossed: bool


@dataclass(slots=True)
class UiState:
    """The whole state the one render function draws."""

    screen: Screen = Screen.HOME
    game: balut.Game | None = None
    setup: SetupDraft = field(default_factory=SetupDraft)
    remembered_names: list[str] = field(default_factory=list)
    history: list[dict[str, Any]] = field(default_factory=list)
    history_open: str | None = None
    history_game: balut.Game | None = None
    confirm: Confirm | None = None
    last_fill: LastFill | None = None
    announcement: str = ""
    warnings: list[str] = field(default_factory=list)
    celebrate: bool = False
    return_to: Screen = Screen.TURN
    resume: Screen = Screen.TURN  # where Continue on Home leads

    def game_in_progress(self) -> bool:
        return self.game is not None and not self.game.is_over()
