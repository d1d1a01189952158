"""Balut rules core: pure Python, stdlib only, runs on CPython and Pyodide.

>>> import balut
>>> balut.box_score([6, 6, 6, 4, 4], balut.Category.SIXES)
18
"""

from __future__ import annotations

from . import limits, record, settle
from .dice import Category, Dice
from .dice_source import DiceSource, RandomDice, ScriptedDice
from .errors import BalutError, IllegalActionError, InvalidInputError
from .game import Game
from .limits import MAX_NAME_LENGTH, MAX_PLAYERS
from .log import Correction
from .match import Match, MatchStanding
from .real_dice import RealDiceGame
from .rules import (
    DEFAULT_SPEED_SECONDS,
    EXTENDED,
    HOUSE_OPTIONS,
    JACKPOT,
    QUICK,
    RULESETS,
    STANDARD,
    JackpotReason,
    RuleSet,
    box_score,
    get_ruleset,
)
from .saving import SCHEMA_VERSION
from .sheet import Result, RowProgress, ScoreSheet
from .standings import Standing, TiebreakNote, winners
from .table import RoundLead
from .turn import Turn

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
    "Correction",
    "Dice",
    "DiceSource",
    "Game",
    "IllegalActionError",
    "InvalidInputError",
    "JackpotReason",
    "Match",
    "MatchStanding",
    "RandomDice",
    "RealDiceGame",
    "Result",
    "RoundLead",
    "RowProgress",
    "RuleSet",
    "ScoreSheet",
    "ScriptedDice",
    "Standing",
    "TiebreakNote",
    "Turn",
    "box_score",
    "get_ruleset",
    "limits",
    "record",
    "settle",
    "winners",
]
