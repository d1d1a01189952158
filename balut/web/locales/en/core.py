"""Words for the rules core's codes and values (balut/web/core_words.py): rule set names,
row progress, jackpot reasons, house options, tie notes and lists."""

from __future__ import annotations

ENTRIES = {
    # Lists: names joined by "and"; other items (numbers, boxes) by a separator.
    "list.pair": "{first} and {second}",
    "list.more": "{first}, {rest}",
    "list.separator": ", ",
    "list.sentence_separator": " ",
    # Rule sets.
    "core.ruleset.standard": "Standard 1979",
    "core.ruleset.jackpot": "Jackpot Balut",
    "core.ruleset.quick": "Quick Balut",
    "core.ruleset.extended": "Extended Balut",
    # Row progress.
    "core.progress.real": "{real} of {target} scored",
    "core.progress.total": "{total} of {target}",
    "core.progress.baluts": {"one": "{count} balut", "other": "{count} baluts"},
    "core.progress.text": {
        "one": "{row} {progress}, {count} box left",
        "other": "{row} {progress}, {count} boxes left",
    },
    # Whether dice may go in a jackpot box.
    "core.jackpot.eligible": "Jackpot {value}",
    "core.jackpot.no_jackpot_box": "No jackpot box in {row}",
    "core.jackpot.jackpot_filled": "Jackpot box filled",
    "core.jackpot.row_full": "Row full: scratch only",
    "core.jackpot.needs_four": "Needs four {face}s",
    "core.jackpot.needs_large_straight": "Needs a large straight 2-3-4-5-6",
    "core.jackpot.needs_full_house": "Needs a full house worth {minimum} or more",
    "core.jackpot.needs_sum": "Needs a sum of {minimum} or more",
    # House options that differ from the rule set.
    "core.option.locked_holds.on": "Held dice stay held",
    "core.option.locked_holds.off": "Held dice may be released",
    "core.option.tiebreak.dice_total": "Ties: higher dice total wins",
    "core.option.tiebreak.shared": "Ties: shared place",
    "core.option.tiebreak.roll_off": "Ties: roll-off with five dice",
    "core.option.turn_order.leader": "Turn order: last round's best box leads",
    "core.option.turn_order.fixed": "Turn order: fixed",
    "core.option.prediction.on": "Predictions on",
    "core.option.prediction.off": "Predictions off",
    "core.option.prediction_bonus": "Exact prediction: +{points}",
    "core.option.dice_total_only.on": "Dice total only",
    "core.option.dice_total_only.off": "Points table",
    "core.option.adjustment_bands": "Custom dice-total bands: {bands}",
    "core.option.band": "{lowest}+ {points}",
    "core.option.balut_bonus.on": "Balut bonus of 20",
    "core.option.balut_bonus.off": "No 20 bonus on a balut",
    "core.option.per_balut_bonus": "+{points} per balut, recorded separately",
    "core.option.first_roll_balut_bonus": "+{points} for a first-roll balut",
    "core.option.jackpot_in_dice_total.on": "Jackpots count in the dice total",
    "core.option.jackpot_in_dice_total.off": "Jackpots stand apart",
    "core.option.team_play.on": "Team play",
    "core.option.team_play.off": "Individual play",
    "core.option.speed_seconds.on": "Speed: {seconds} s per turn",
    "core.option.speed_seconds.off": "No turn timer",
    # How a tie was settled; the level is the deciding number and its value.
    "core.level.points": {"one": "{points} point", "other": "{points} points"},
    "core.level.grand_total": "{points} grand total",
    "core.level.dice_total": "{points} dice total",
    "core.tie.dice_total": "tied on {level}; dice total {dice_total}",
    "core.tie.dice_total_shared": "tied on {level}; dice total {dice_total}: shared place",
    "core.tie.roll_off": "tied on {level}; roll-off {throws}",
    "core.tie.shared": "tied on {level}: shared place",
}
