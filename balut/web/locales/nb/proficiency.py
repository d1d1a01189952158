"""Ferdighetstallet (balut/web/proficiency_view.py, coach.py)."""

from __future__ import annotations

ENTRIES = {
    "date.day": "{day}. {month} {year}",
    "coach.reason.chase": "Bedre å gå etter {best_row} enn {row}.",
    "coach.reason.chase_any": "Bedre å gå etter {best_row}.",
    "coach.reason.keep": "{best} ga {best_row} en bedre sjanse.",
    "coach.reason.stand": "Bedre å stoppe her: {best}.",
    "coach.reason.roll_on": "Bedre å kaste videre etter {best_row} enn å fylle {row} nå.",
    "coach.reason.roll_on_same": "Bedre å kaste videre etter {best_row} før raden fylles.",
    "coach.reason.roll_on_any": "Bedre å kaste videre enn å fylle {row} nå.",
    "coach.reason.box": "Bedre å fylle {best_row} med disse terningene: {row} ventes å gi mer senere.",
    "coach.reason.box_cross": "Bedre å stryke {best_row}: {row} ventes å gi mer senere.",
    "coach.reason.other": "{best} var ventet å gi mer.",
    "prof.title": "Slik spilte {player}",
    "prof.band.expert": "Ekspert: spiller som ekspertroboten.",
    "prof.band.strong": "Sterk: nær ekspertroboten.",
    "prof.band.good": "God: noen få poeng ble liggende igjen.",
    "prof.band.learning": "Lærende: gjennomgangen viser hvor poengene ble av.",
    "prof.band.beginner": "Nybegynner: Råd viser de bedre trekkene.",
    "prof.band_short.expert": "Ekspert",
    "prof.band_short.strong": "Sterk",
    "prof.band_short.good": "God",
    "prof.band_short.learning": "Lærende",
    "prof.band_short.beginner": "Nybegynner",
    "prof.mean": {
        "one": "{loss} poeng tapt per avgjørelse mot ekspertrobotens beste, over {count} avgjørelse.",
        "other": "{loss} poeng tapt per avgjørelse mot ekspertrobotens beste, over {count} avgjørelser.",
    },
    "prof.costly": {
        "one": "{count} avgjørelse kostet mer enn ett poeng.",
        "other": "{count} avgjørelser kostet mer enn ett poeng.",
    },
    "prof.costly_none": "Ingen avgjørelse kostet mer enn ett poeng.",
    "prof.stats.title": "Ferdighet",
    "prof.stats.recent": {
        "one": "Det siste spillet: {loss} poeng tapt per avgjørelse ({band}).",
        "other": "De siste {count} spillene: {loss} poeng tapt per avgjørelse ({band}).",
    },
    "prof.stats.trend.better": {
        "one": "Bedre enn spillet før ({before}).",
        "other": "Bedre enn de {count} spillene før ({before}).",
    },
    "prof.stats.trend.worse": {
        "one": "Ikke så godt som spillet før ({before}).",
        "other": "Ikke så godt som de {count} spillene før ({before}).",
    },
    "prof.stats.trend.steady": {
        "one": "Omtrent som i spillet før ({before}).",
        "other": "Omtrent som i de {count} spillene før ({before}).",
    },
    "prof.stats.last": "De siste spillene, nyeste først",
    "prof.stats.loss": "Tapt per avgjørelse",
    "prof.stats.band": "Nivå",
}
