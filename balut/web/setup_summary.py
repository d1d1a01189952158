"""The setup's summary beside Start game, and the last house options a new game reuses.

"Standard 1979 · 3 players · Held dice stay held · Real dice": the rule set and every
option that differs from its defaults (worded by the core's option notes), the seats,
and the table's choices that are not the default ones (real dice, a match, a stake).
"""

from __future__ import annotations

import balut

from . import core_words
from .i18n import t, word
from .play_draft import PlayDraft
from .setup import OPTIONS, SetupDraft


def table_notes(play: PlayDraft, *, dice: bool = True) -> list[str]:
    """The table's choices that differ from a first game's (the timer is a rule option;
    `dice`: the real dice too)."""
    notes = []
    if dice and play.real_dice:
        notes.append(t("variants.dice.real"))
    if play.match == "fixed":
        notes.append(t("setup.summary.match", games=play.match_games))
    elif play.match == "open":
        notes.append(t("variants.games.open"))
    if play.stake.strip():
        notes.append(t("variants.stakes"))
    if play.loser_buys:
        notes.append(t("variants.stakes.loser_buys"))
    return notes


def _rules(setup: SetupDraft, play: PlayDraft) -> balut.RuleSet | None:
    try:
        return setup.rules().derive(**play.options())
    except balut.BalutError:  # an option being typed is not a value yet
        return None


def house_notes(setup: SetupDraft, play: PlayDraft, *, dice: bool = True) -> list[str]:
    """Every option, of the rules and of the table, that is not its default (`dice`: the
    real dice too)."""
    rules = _rules(setup, play)
    notes = [] if rules is None else [word(n) for n in core_words.option_notes(rules)]
    return [*notes, *table_notes(play, dice=dice)]


def setup_summary(setup: SetupDraft, play: PlayDraft) -> str:
    """One line: the rule set, the seats, the options not at their defaults and, at a
    table of more than one seat, what the bots play for when it is not points."""
    rules = _rules(setup, play)
    label = word(core_words.ruleset_label(rules or balut.get_ruleset(setup.ruleset)))
    seats = (
        t("variants.seating.teams")
        if play.teams
        else t("setup.summary.players", count=len(setup.names))
    )
    table = play.teams or len(setup.names) > 1
    aim = [t(f"setup.summary.aim.{play.aim()}")] if table and play.aim() != "points" else []
    return " \u00b7 ".join([label, seats, *house_notes(setup, play), *aim])


def reset_options(setup: SetupDraft, play: PlayDraft) -> PlayDraft:
    """Reset to defaults: the rule set's own options and a first game's table; the rule
    set, the players and the teams (names, members, their bots) stay."""
    for spec in OPTIONS:
        setup.options[spec.key] = spec.default(setup.ruleset)
    return PlayDraft(
        seating=play.seating,
        team_names=list(play.team_names),
        members=[list(team) for team in play.members],
        team_bots=list(play.team_bots),
        team_colours=list(play.team_colours),
    )
