"""Balut rules core: pure Python, stdlib only, runs on CPython and Pyodide.

>>> import balut
>>> balut.box_score([6, 6, 6, 4, 4], balut.Category.SIXES)
18
"""

from __future__ import annotations

from .dice import Category, Dice
from .errors import BalutError, IllegalActionError, InvalidInputError
from .game import MAX_NAME_LENGTH, MAX_PLAYERS, SCHEMA_VERSION, Game, Standing
from .match import Match, MatchStanding
from .rules import (
    DEFAULT_SPEED_SECONDS,
    EXTENDED,
    HOUSE_OPTIONS,
    JACKPOT,
    QUICK,
    RULESETS,
    STANDARD,
    RuleSet,
    box_score,
    get_ruleset,
)
from .sheet import Result, RowProgress, ScoreSheet

__all__ = [
    "DEFAULT_SPEED_SECONDS",
    "EXTENDED",
    "HOUSE_OPTIONS",
    "JACKPOT",
    "MAX_NAME_LENGTH",
    "MAX_PLAYERS",
    "QUICK",
    "RULESETS",
    "SCHEMA_VERSION",
    "STANDARD",
    "BalutError",
    "Category",
    "Dice",
    "Game",
    "IllegalActionError",
    "InvalidInputError",
    "Match",
    "MatchStanding",
    "Result",
    "RowProgress",
    "RuleSet",
    "ScoreSheet",
    "Standing",
    "box_score",
    "get_ruleset",
]
