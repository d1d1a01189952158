"""The history screens in Danish (dansk): the keys of balut/web/locales/en/history.py."""

from __future__ import annotations

ENTRIES = {
    "history.empty": "Ingen afsluttede spil endnu.",
    "history.clear_all": "Slet alt",
    "history.more": {"one": "Vis {count} mere", "other": "Vis {count} mere"},
    "history.open": "Åbn",
    "history.delete": "Slet",
    "history.open_game": "Åbn spillet fra {when}",
    "history.open_match": "Åbn kampen fra {when}",
    "history.delete_game": "Slet spillet fra {when}",
    "history.delete_match": "Slet kampen fra {when}",
    "history.standing": "{player} {points}",
    "history.winner": "Vinder: {winner}",
    "history.game_of": "Spil fra {when}",
    "history.unreadable_game": "Dette spil kunne ikke læses.",
    "history.unreadable_match": "Denne kamp kunne ikke læses.",
    "history.match_of": {"one": "Kamp med {count} spil", "other": "Kamp med {count} spil"},
    "history.match_game": "Spil {number} i en kamp",
    "history.match_game_of": "Spil {number} af {planned} i en kamp",
    # Dates: "05. mar. 2024 kl. 14.30" in the phone's time zone.
    "date.format": "{day}. {month} {year} kl. {hour}.{minute}",
    "date.unknown": "ukendt dato",
    "month.1": "jan.",
    "month.2": "feb.",
    "month.3": "mar.",
    "month.4": "apr.",
    "month.5": "maj",
    "month.6": "jun.",
    "month.7": "jul.",
    "month.8": "aug.",
    "month.9": "sep.",
    "month.10": "okt.",
    "month.11": "nov.",
    "month.12": "dec.",
}
