"""The history screens (balut/web/screens.py, match_screens.py): the list of finished games
and matches, an opened entry, and dates."""

from __future__ import annotations

ENTRIES = {
    "history.empty": "No finished games yet.",
    "history.clear_all": "Clear all",
    "history.more": {"one": "Show {count} more", "other": "Show {count} more"},
    "history.open": "Open",
    "history.delete": "Delete",
    "history.open_game": "Open game of {when}",
    "history.open_match": "Open match of {when}",
    "history.delete_game": "Delete game of {when}",
    "history.delete_match": "Delete match of {when}",
    "history.standing": "{player} {points}",
    "history.winner": "Winner: {winner}",
    "history.game_of": "Game of {when}",
    "history.unreadable_game": "This game could not be read.",
    "history.unreadable_match": "This match could not be read.",
    "history.match_of": {"one": "Match of {count} game", "other": "Match of {count} games"},
    "history.match_game": "Match game {number}",
    "history.match_game_of": "Match game {number} of {planned}",
    # Dates: "05 Mar 2024, 14:30" in the phone's time zone.
    "date.format": "{day} {month} {year}, {hour}:{minute}",
    "date.unknown": "unknown date",
    "month.1": "Jan",
    "month.2": "Feb",
    "month.3": "Mar",
    "month.4": "Apr",
    "month.5": "May",
    "month.6": "Jun",
    "month.7": "Jul",
    "month.8": "Aug",
    "month.9": "Sep",
    "month.10": "Oct",
    "month.11": "Nov",
    "month.12": "Dec",
}
