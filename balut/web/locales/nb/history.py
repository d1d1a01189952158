"""The history screens in Norwegian Bokmål (norsk bokmål): the keys of balut/web/locales/en/history.py."""

from __future__ import annotations

ENTRIES = {
    "history.empty": "Ingen ferdige spill ennå.",
    "history.clear_all": "Tøm historikken",
    "history.more": {"one": "Vis {count} til", "other": "Vis {count} til"},
    "history.open": "Åpne",
    "history.delete": "Slett",
    "history.open_game": "Åpne spillet fra {when}",
    "history.open_match": "Åpne kampen fra {when}",
    "history.delete_game": "Slett spillet fra {when}",
    "history.delete_match": "Slett kampen fra {when}",
    "history.standing": "{player} {points}",
    "history.winner": "Vinner: {winner}",
    "history.game_of": "Spill fra {when}",
    "history.unreadable_game": "Dette spillet kunne ikke leses.",
    "history.unreadable_match": "Denne kampen kunne ikke leses.",
    "history.match_of": {"one": "Kamp på {count} spill", "other": "Kamp på {count} spill"},
    "history.match_game": "Spill {number} i en kamp",
    "history.match_game_of": "Spill {number} av {planned} i en kamp",
    # Dates: "05. mars 2024 kl. 14.30" in the phone's time zone.
    "date.format": "{day}. {month} {year} kl. {hour}.{minute}",
    "date.unknown": "ukjent dato",
    "month.1": "jan.",
    "month.2": "feb.",
    "month.3": "mars",
    "month.4": "apr.",
    "month.5": "mai",
    "month.6": "juni",
    "month.7": "juli",
    "month.8": "aug.",
    "month.9": "sep.",
    "month.10": "okt.",
    "month.11": "nov.",
    "month.12": "des.",
}
