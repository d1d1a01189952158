"""Bots at the table: seats the phone plays itself (`balut.strategy.Bot`), one action at
a time at a pace a player can follow (the app's timer taps `bot-step`), or at once when
the table skips to the box.
"""

from __future__ import annotations

import balut
from balut import strategy
from balut.log import PUTTING_RIGHT

from .i18n import t
from .state import Screen, UiState
from .vdom import El, action, h
from .widgets import labelled_select, level_choices

#: A new bot seat's level.
DEFAULT_BOT_LEVEL = "club"
#: Milliseconds between a bot's actions: readable, or fast (the Home setting).
PACE_MS = {False: 900, True: 200}


def bot_playing(state: UiState) -> str | None:
    """The level of the bot whose turn it is on the turn screen, else None."""
    game = state.game
    if state.screen is not Screen.TURN or game is None or game.is_over():
        return None
    return state.table.bots.get(game.current_index)


def bot_filled_last(state: UiState, game: balut.Game) -> bool:
    """The last box was a bot's: no Undo takes it back (a person cannot replay a bot)."""
    fills = (e for e in reversed(game.log) if "category" in e and e["action"] not in PUTTING_RIGHT)
    last = next(fills, None)
    return last is not None and last["seat"] in state.table.bots


def bot_step(state: UiState, game: balut.Game) -> bool:
    """The current bot's next action, played for the table's aim; True once its box is
    filled. Its own seed follows the game, so a reload plays on as before."""
    level = state.table.bots[game.current_index]
    seed = hash((game.seed, game.current_index, len(game.log)))
    bot = strategy.Bot(level, seed, aim=state.table.stake.aim)
    return bot.play_step(game)


def level_picker(index: int, level: str) -> El:
    """A bot seat's level: a select labelled `Level`."""
    return labelled_select(
        f"bot-level-{index + 1}",
        t("bot.level"),
        level_choices(),
        level,
        field="bot-level",
        arg=str(index),
    )


def bot_panel(state: UiState, game: balut.Game) -> El | None:
    """On a bot's turn: who plays, and Skip (straight to its box)."""
    level = bot_playing(state)
    if level is None:
        return None
    return h(
        "div",
        {"class": "bot-panel"},
        h(
            "p",
            {"class": "hint"},
            t("bot.playing", player=game.current_player, level=t(f"bot.level.{level}")),
        ),
        action(t("bot.skip"), "bot-skip", cls="secondary"),
    )
