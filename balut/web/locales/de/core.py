"""Words for the rules core's codes and values in German (Deutsch): the keys of
balut/web/locales/en/core.py.

Names are listed "Ann, Bo und Cy"; a tie's level stands in brackets, so no case ending
depends on it.
"""

from __future__ import annotations

ENTRIES = {
    "list.pair": "{first} und {second}",
    "list.more": "{first}, {rest}",
    "list.separator": ", ",
    "core.ruleset.standard": "Standard 1979",
    "core.ruleset.jackpot": "Jackpot-Balut",
    "core.ruleset.quick": "Kurz-Balut",
    "core.ruleset.extended": "Lang-Balut",
    "core.ruleset_about.standard": "{rounds} Runden, Reihenpunkte plus die Tabelle für die "
                                   "Augensumme (Milholt 1979).",
    "core.ruleset_about.jackpot": "Standard plus ein Jackpot-Feld in jeder Reihe außer Balut: "
                                  "{rounds} Runden.",
    "core.ruleset_about.quick": "Sieben Felder, eins pro Reihe; die höchste Gesamtsumme gewinnt.",
    "core.ruleset_about.extended": "Zwei Felder pro Reihe, {rounds} Runden; die höchste "
                                   "Gesamtsumme gewinnt.",
    "core.progress.real": "{real} von {target} echt",
    "core.progress.total": "{total} von {target}",
    "core.progress.baluts": {"one": "{count} Balut", "other": "{count} Baluts"},
    "core.progress.text": {"one": "{row} {progress}, noch {count} Feld",
                           "other": "{row} {progress}, noch {count} Felder"},
    "core.jackpot.eligible": "Jackpot {value}",
    "core.jackpot.no_jackpot_box": "Kein Jackpot-Feld bei {row}",
    "core.jackpot.jackpot_filled": "Jackpot-Feld schon gefüllt",
    "core.jackpot.row_full": "Reihe voll: nur streichen",
    "core.jackpot.needs_four": "Vier {face}er nötig",
    "core.jackpot.needs_large_straight": "Große Straße 2-3-4-5-6 nötig",
    "core.jackpot.needs_full_house": "Full House mit {minimum} oder mehr nötig",
    "core.jackpot.needs_sum": "Summe von {minimum} oder mehr nötig",
    "core.option.locked_holds.on": "Gehaltene Würfel bleiben gehalten",
    "core.option.locked_holds.off": "Gehaltene Würfel dürfen freigegeben werden",
    "core.option.tiebreak.dice_total": "Gleichstand: höhere Augensumme gewinnt",
    "core.option.tiebreak.shared": "Gleichstand: Platz wird geteilt",
    "core.option.tiebreak.roll_off": "Gleichstand: Auswürfeln mit fünf Würfeln",
    "core.option.turn_order.leader": "Reihenfolge: Bester der letzten Runde beginnt",
    "core.option.turn_order.fixed": "Reihenfolge: fest",
    "core.option.prediction.on": "Mit Tipps",
    "core.option.prediction.off": "Ohne Tipps",
    "core.option.prediction_bonus": "Genauer Tipp: +{points}",
    "core.option.dice_total_only.on": "Nur Augensumme",
    "core.option.dice_total_only.off": "Punktetabelle",
    "core.option.adjustment_bands": "Eigene Punktestufen: {bands}",
    "core.option.band": "ab {lowest} {points}",
    "core.option.balut_bonus.on": "Balut-Bonus von 20",
    "core.option.balut_bonus.off": "Ohne 20er-Bonus für einen Balut",
    "core.option.per_balut_bonus": "+{points} pro Balut, getrennt gezählt",
    "core.option.first_roll_balut_bonus": "+{points} für einen Balut im ersten Wurf",
    "core.option.jackpot_in_dice_total.on": "Jackpots zählen zur Augensumme",
    "core.option.jackpot_in_dice_total.off": "Jackpots stehen für sich",
    "core.option.team_play.on": "Teamspiel",
    "core.option.team_play.off": "Einzelspiel",
    "core.option.speed_seconds.on": "Zeitlimit: {seconds} s pro Zug",
    "core.option.speed_seconds.off": "Ohne Zeitlimit",
    "core.level.points": {"one": "{points} Punkt", "other": "{points} Punkte"},
    "core.level.grand_total": "Gesamtsumme {points}",
    "core.level.dice_total": "Augensumme {points}",
    "core.tie.dice_total": "Gleichstand ({level}); Augensumme {dice_total}",
    "core.tie.dice_total_shared": "Gleichstand ({level}); Augensumme {dice_total}: Platz geteilt",
    "core.tie.roll_off": "Gleichstand ({level}); ausgewürfelt: {throws}",
    "core.tie.shared": "Gleichstand ({level}): Platz geteilt",
}
