"""Words for the rules core's codes and values in Danish (dansk): the keys of
balut/web/locales/en/core.py."""

from __future__ import annotations

ENTRIES = {
    # Lists: "Ann, Bo og Cy"; other items (numbers, boxes) by a separator.
    "list.pair": "{first} og {second}",
    "list.more": "{first}, {rest}",
    "list.separator": ", ",
    "list.sentence_separator": " ",
    # Rule sets.
    "core.ruleset.standard": "Standard 1979",
    "core.ruleset.jackpot": "Jackpot-Balut",
    "core.ruleset.quick": "Hurtig Balut",
    "core.ruleset.extended": "Udvidet Balut",
    # Row progress.
    "core.progress.real": "{real} af {target} opnået",
    "core.progress.total": "{total} af {target}",
    "core.progress.baluts": {"one": "{count} balut", "other": "{count} balutter"},
    "core.progress.text": {
        "one": "{row} {progress}, {count} ledigt felt",
        "other": "{row} {progress}, {count} ledige felter",
    },
    # Whether dice may go in a jackpot box.
    "core.jackpot.eligible": "Jackpot {value}",
    "core.jackpot.no_jackpot_box": "Intet jackpotfelt i {row}",
    "core.jackpot.jackpot_filled": "Jackpotfeltet er udfyldt",
    "core.jackpot.row_full": "Kategorien er fuld: kun streg",
    "core.jackpot.needs_four": "Kræver fire {face}'ere",
    "core.jackpot.needs_large_straight": "Kræver stor straight 2-3-4-5-6",
    "core.jackpot.needs_full_house": "Kræver fuldt hus på {minimum} eller mere",
    "core.jackpot.needs_sum": "Kræver en sum på {minimum} eller mere",
    # House options that differ from the rule set.
    "core.option.locked_holds.on": "Beholdte terninger låses",
    "core.option.locked_holds.off": "Beholdte terninger kan slippes",
    "core.option.tiebreak.dice_total": "Lige stilling: højeste terningsum vinder",
    "core.option.tiebreak.shared": "Lige stilling: delt plads",
    "core.option.tiebreak.roll_off": "Lige stilling: omkast med fem terninger",
    "core.option.turn_order.leader": "Turrækkefølge: den, der noterede rundens højeste felt, starter næste runde",
    "core.option.turn_order.fixed": "Turrækkefølge: fast",
    "core.option.prediction.on": "Med tip",
    "core.option.prediction.off": "Uden tip",
    "core.option.prediction_bonus": "Præcist tip: +{points}",
    "core.option.dice_total_only.on": "Kun terningsum",
    "core.option.dice_total_only.off": "Pointtabel",
    "core.option.adjustment_bands": "Egne pointtrin for terningsummen: {bands}",
    "core.option.band": "{lowest}+ {points}",
    "core.option.balut_bonus.on": "Balutbonus på 20",
    "core.option.balut_bonus.off": "Ingen bonus på 20 for en balut",
    "core.option.per_balut_bonus": "+{points} pr. balut, tælles for sig",
    "core.option.first_roll_balut_bonus": "+{points} for en balut i første slag",
    "core.option.jackpot_in_dice_total.on": "Jackpots tæller med i terningsummen",
    "core.option.jackpot_in_dice_total.off": "Jackpots står uden for terningsummen",
    "core.option.team_play.on": "Holdspil",
    "core.option.team_play.off": "Individuelt spil",
    "core.option.speed_seconds.on": "På tid: {seconds} s pr. tur",
    "core.option.speed_seconds.off": "Uden tidsur",
    # How a tie was settled; the level is the deciding number and its value.
    "core.level.points": {"one": "{points} point", "other": "{points} point"},
    "core.level.grand_total": "{points} i alt",
    "core.level.dice_total": "terningsum {points}",
    "core.tie.dice_total": "lige med {level}; terningsum {dice_total}",
    "core.tie.dice_total_shared": "lige med {level}; terningsum {dice_total}: delt plads",
    "core.tie.roll_off": "lige med {level}; omkast {throws}",
    "core.tie.shared": "lige med {level}: delt plads",
}
