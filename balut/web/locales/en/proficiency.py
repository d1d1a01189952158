"""The proficiency figure (balut/web/proficiency_view.py, coach.py): game over's card per
person, the review's reasons, the figure over time on the stats screen."""

from __future__ import annotations

ENTRIES = {
    "date.day": "{day} {month} {year}",
    "coach.reason.chase": "Better to chase {best_row} than {row}.",
    "coach.reason.chase_any": "Better to chase {best_row}.",
    "coach.reason.keep": "{best} gave {best_row} a better chance.",
    "coach.reason.stand": "Better to stop here: {best}.",
    "coach.reason.roll_on": "Better to roll on for {best_row} than to fill {row} now.",
    "coach.reason.roll_on_same": "Better to roll on for {best_row} before filling it.",
    "coach.reason.roll_on_any": "Better to roll on than to fill {row} now.",
    "coach.reason.box": "Better to fill {best_row} with these dice: {row} is expected to score more later.",
    "coach.reason.box_cross": "Better to cross out {best_row}: {row} is expected to score more later.",
    "coach.reason.other": "{best} was expected to score more.",
    "prof.title": "How {player} played",
    "prof.band.expert": "Expert: plays as the Expert bot does.",
    "prof.band.strong": "Strong: close to the Expert bot.",
    "prof.band.good": "Good: a few points left on the table.",
    "prof.band.learning": "Learning: the review shows where the points went.",
    "prof.band.beginner": "Beginner: the Hint shows the better moves.",
    "prof.band_short.expert": "Expert",
    "prof.band_short.strong": "Strong",
    "prof.band_short.good": "Good",
    "prof.band_short.learning": "Learning",
    "prof.band_short.beginner": "Beginner",
    "prof.mean": {
        "one": "{loss} points lost per decision against the Expert bot's best, over {count} decision.",
        "other": "{loss} points lost per decision against the Expert bot's best, over {count} decisions.",
    },
    "prof.costly": {
        "one": "{count} decision cost more than a point.",
        "other": "{count} decisions cost more than a point.",
    },
    "prof.costly_none": "No decision cost more than a point.",
    "prof.stats.title": "Proficiency",
    "prof.stats.recent": {
        "one": "The last game: {loss} points lost per decision ({band}).",
        "other": "The last {count} games: {loss} points lost per decision ({band}).",
    },
    "prof.stats.trend.better": {
        "one": "Better than the game before ({before}).",
        "other": "Better than the {count} games before ({before}).",
    },
    "prof.stats.trend.worse": {
        "one": "Not as good as the game before ({before}).",
        "other": "Not as good as the {count} games before ({before}).",
    },
    "prof.stats.trend.steady": {
        "one": "About as in the game before ({before}).",
        "other": "About as in the {count} games before ({before}).",
    },
    "prof.stats.last": "The last games, newest first",
    "prof.stats.loss": "Lost per decision",
    "prof.stats.band": "Band",
}
