"""Færdighedstallet (balut/web/proficiency_view.py, coach.py)."""

from __future__ import annotations

ENTRIES = {
    "date.day": "{day}. {month} {year}",
    "coach.reason.chase": "Bedre at gå efter {best_row} end {row}.",
    "coach.reason.chase_any": "Bedre at gå efter {best_row}.",
    "coach.reason.keep": "{best} gav {best_row} en bedre chance.",
    "coach.reason.stand": "Bedre at stoppe her: {best}.",
    "coach.reason.roll_on": "Bedre at slå videre efter {best_row} end at udfylde {row} nu.",
    "coach.reason.roll_on_same": "Bedre at slå videre efter {best_row}, før rækken udfyldes.",
    "coach.reason.roll_on_any": "Bedre at slå videre end at udfylde {row} nu.",
    "coach.reason.box": "Bedre at udfylde {best_row} med disse terninger: {row} ventes at give mere senere.",
    "coach.reason.box_cross": "Bedre at stryge {best_row}: {row} ventes at give mere senere.",
    "coach.reason.other": "{best} ventedes at give mere.",
    "prof.title": "Sådan spillede {player}",
    "prof.band.expert": "Ekspert: spiller som ekspertrobotten.",
    "prof.band.strong": "Stærk: tæt på ekspertrobotten.",
    "prof.band.good": "God: nogle få point blev liggende på bordet.",
    "prof.band.learning": "Lærende: gennemgangen viser, hvor pointene blev af.",
    "prof.band.beginner": "Begynder: Råd viser de bedre træk.",
    "prof.band_short.expert": "Ekspert",
    "prof.band_short.strong": "Stærk",
    "prof.band_short.good": "God",
    "prof.band_short.learning": "Lærende",
    "prof.band_short.beginner": "Begynder",
    "prof.mean": {
        "one": "{loss} point tabt pr. beslutning mod ekspertrobottens bedste, over {count} beslutning.",
        "other": "{loss} point tabt pr. beslutning mod ekspertrobottens bedste, over {count} beslutninger.",
    },
    "prof.costly": {
        "one": "{count} beslutning kostede mere end et point.",
        "other": "{count} beslutninger kostede mere end et point.",
    },
    "prof.costly_none": "Ingen beslutning kostede mere end et point.",
    "prof.stats.title": "Færdighed",
    "prof.stats.recent": {
        "one": "Det seneste spil: {loss} point tabt pr. beslutning ({band}).",
        "other": "De seneste {count} spil: {loss} point tabt pr. beslutning ({band}).",
    },
    "prof.stats.trend.better": {
        "one": "Bedre end spillet før ({before}).",
        "other": "Bedre end de {count} spil før ({before}).",
    },
    "prof.stats.trend.worse": {
        "one": "Ikke så godt som spillet før ({before}).",
        "other": "Ikke så godt som de {count} spil før ({before}).",
    },
    "prof.stats.trend.steady": {
        "one": "Omtrent som i spillet før ({before}).",
        "other": "Omtrent som i de {count} spil før ({before}).",
    },
    "prof.stats.last": "De seneste spil, nyeste først",
    "prof.stats.loss": "Tabt pr. beslutning",
    "prof.stats.band": "Niveau",
}
