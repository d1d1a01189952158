"""The history screens in German (Deutsch): the keys of balut/web/locales/en/history.py.

Dates read "05. März 2024, 14:30" (Duden's short month names).
"""

from __future__ import annotations

ENTRIES = {
    "history.empty": "Noch keine beendeten Spiele.",
    "history.count": {
        "one": "{count} Eintrag im Verlauf.",
        "other": "{count} Einträge im Verlauf.",
    },
    "history.clear_all": "Alle löschen",
    "history.more": {"one": "{count} weiteres zeigen", "other": "{count} weitere zeigen"},
    "history.open": "Öffnen",
    "history.delete": "Löschen",
    "history.open_game": "Spiel vom {when} öffnen",
    "history.open_match": "Serie vom {when} öffnen",
    "history.delete_game": "Spiel vom {when} löschen",
    "history.delete_match": "Serie vom {when} löschen",
    "history.standing": "{player} {points}",
    "history.winner": "Gewinner: {winner}",
    "history.game_of": "Spiel vom {when}",
    "history.unreadable_game": "Dieses Spiel konnte nicht gelesen werden.",
    "history.unreadable_match": "Diese Serie konnte nicht gelesen werden.",
    "history.match_of": {"one": "Serie mit {count} Spiel", "other": "Serie mit {count} Spielen"},
    "history.match_game": "Serienspiel {number}",
    "history.match_game_of": "Serienspiel {number} von {planned}",
    "history.open_unfinished_game": "Unvollendetes Spiel vom {when} öffnen",
    "history.open_unfinished_match": "Unvollendete Serie vom {when} öffnen",
    "history.delete_unfinished_game": "Unvollendetes Spiel vom {when} löschen",
    "history.delete_unfinished_match": "Unvollendete Serie vom {when} löschen",
    "history.unfinished": "Unvollendet",
    "history.unfinished_round": "Runde {round} von {rounds}",
    "history.unfinished_of": "Unvollendetes Spiel vom {when}",
    "history.continue_game": "Dieses Spiel fortsetzen",
    "history.continue_match": "Diese Serie fortsetzen",
    "date.format": "{day}. {month} {year}, {hour}:{minute}",
    "date.unknown": "Datum unbekannt",
    "month.1": "Jan.",
    "month.2": "Feb.",
    "month.3": "März",
    "month.4": "Apr.",
    "month.5": "Mai",
    "month.6": "Juni",
    "month.7": "Juli",
    "month.8": "Aug.",
    "month.9": "Sept.",
    "month.10": "Okt.",
    "month.11": "Nov.",
    "month.12": "Dez.",
}
