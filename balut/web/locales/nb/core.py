"""Words for the rules core's codes and values in Norwegian Bokmål (norsk bokmål): the keys of balut/web/locales/en/core.py."""

from __future__ import annotations

ENTRIES = {
    # Lists: "Ann, Bob og Cy"; other items (numbers, boxes) by a separator.
    "list.pair": "{first} og {second}",
    "list.more": "{first}, {rest}",
    "list.separator": ", ",
    "list.sentence_separator": " ",
    # Rule sets.
    "core.ruleset.standard": "Standard 1979",
    "core.ruleset.jackpot": "Jackpot-Balut",
    "core.ruleset.quick": "Rask Balut",
    "core.ruleset.extended": "Utvidet Balut",
    # Row progress.
    "core.progress.real": "{real} av {target} oppnådd",
    "core.progress.total": "{total} av {target}",
    "core.progress.baluts": {"one": "{count} balut", "other": "{count} baluter"},
    "core.progress.text": {
        "one": "{row} {progress}, {count} felt igjen",
        "other": "{row} {progress}, {count} felt igjen",
    },
    # Whether dice may go in a jackpot box.
    "core.jackpot.eligible": "Jackpot {value}",
    "core.jackpot.no_jackpot_box": "Ikke noe jackpotfelt i {row}",
    "core.jackpot.jackpot_filled": "Jackpotfeltet er fylt",
    "core.jackpot.row_full": "Kategorien er full: kan bare strykes",
    "core.jackpot.needs_four": "Krever fire {face}-ere",
    "core.jackpot.needs_large_straight": "Krever stor straight 2-3-4-5-6",
    "core.jackpot.needs_full_house": "Krever hus verdt minst {minimum}",
    "core.jackpot.needs_sum": "Krever en sum på minst {minimum}",
    # House options that differ from the rule set.
    "core.option.locked_holds.on": "Holdte terninger forblir holdt",
    "core.option.locked_holds.off": "Holdte terninger kan slippes",
    "core.option.tiebreak.dice_total": "Likt resultat: høyeste terningsum vinner",
    "core.option.tiebreak.shared": "Likt resultat: delt plass",
    "core.option.tiebreak.roll_off": "Likt resultat: omkast med fem terninger",
    "core.option.turn_order.leader": "Rekkefølge: forrige rundes beste felt starter",
    "core.option.turn_order.fixed": "Rekkefølge: fast",
    "core.option.prediction.on": "Med tips",
    "core.option.prediction.off": "Uten tips",
    "core.option.prediction_bonus": "Riktig tips: +{points}",
    "core.option.dice_total_only.on": "Bare terningsum",
    "core.option.dice_total_only.off": "Poengtabell",
    "core.option.adjustment_bands": "Egne poengtrinn: {bands}",
    "core.option.band": "{lowest}+ {points}",
    "core.option.balut_bonus.on": "Balutbonus på 20",
    "core.option.balut_bonus.off": "Ingen bonus på 20 for balut",
    "core.option.per_balut_bonus": "+{points} per balut, ført for seg",
    "core.option.first_roll_balut_bonus": "+{points} for balut i første kast",
    "core.option.jackpot_in_dice_total.on": "Jackpoter teller i terningsummen",
    "core.option.jackpot_in_dice_total.off": "Jackpoter står for seg selv",
    "core.option.team_play.on": "Lagspill",
    "core.option.team_play.off": "Individuelt spill",
    "core.option.speed_seconds.on": "På tid: {seconds} s per tur",
    "core.option.speed_seconds.off": "Uten tidtaker",
    # How a tie was settled; the level is the deciding number and its value.
    "core.level.points": {"one": "{points} poeng", "other": "{points} poeng"},
    "core.level.grand_total": "totalsum {points}",
    "core.level.dice_total": "terningsum {points}",
    "core.tie.dice_total": "likt med {level}; terningsum {dice_total}",
    "core.tie.dice_total_shared": "likt med {level}; terningsum {dice_total}: delt plass",
    "core.tie.roll_off": "likt med {level}; omkast {throws}",
    "core.tie.shared": "likt med {level}: delt plass",
}
