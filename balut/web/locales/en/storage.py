"""What saving says when something goes wrong: storage full, unreadable data, backups."""

from __future__ import annotations

ENTRIES = {
    "storage.memory_only": "Storage is full or unavailable: games are kept in memory only "
    "until you close the app.",
    "storage.archive_unread": "Older games kept in this device's archive could not be read "
    "this time. They are not lost: they show again at the next start.",
    "storage.archive_unchanged": "A change to the older games in this device's archive "
    "could not be saved: they stay as they were, and a game deleted there may come back "
    "at the next start.",
    "storage.archive_damaged": "Some older games in this device's archive could not be read "
    "({reason}). They were left as they are.",
    "storage.full.short": "Storage is full: your {what} is kept only until you close the app.",
    "storage.full": "Storage is full: your {what} is kept only until you close the app. "
    "Nothing was removed to make room. Export backup keeps a copy; deleting old games in "
    "History makes room.",
    "storage.entries_set_aside_kept": {
        "one": "{count} game in your history could not be read and was left out. A backup "
        "of the whole history was kept.",
        "other": "{count} games in your history could not be read and were left out. A "
        "backup of the whole history was kept.",
    },
    "storage.entries_set_aside_left": {
        "one": "{count} game in your history could not be read and is left out. The history "
        "was left in place until the next save.",
        "other": "{count} games in your history could not be read and are left out. The "
        "history was left in place until the next save.",
    },
    "storage.rebuilt_kept": "Your saved {what} did not match its own moves (it was changed outside "
    "the app), so it was rebuilt from the moves. A backup was kept.",
    "storage.rebuilt": "Your saved {what} did not match its own moves (it was changed outside "
    "the app), so it was rebuilt from the moves.",
    "storage.not_saved": "The {what} could not be saved (unexpected data).",
    "storage.not_read_kept": "Your saved {what} could not be read ({reason}). A backup was kept.",
    "storage.not_read_left": "Your saved {what} could not be read ({reason}). It was left in "
    "place until the next save.",
    "storage.not_resumed_kept": "Your saved {what} could not be resumed ({reason}). A backup "
    "was kept.",
    "storage.not_resumed_left": "Your saved {what} could not be resumed ({reason}). It was "
    "left in place until the next save.",
    "storage.unfinished_refused": "This unfinished {what} cannot be continued ({reason}). It stays in History.",
    "storage.slot.game": "game",
    "storage.slot.match": "match",
    "storage.slot.history": "game history",
    "storage.slot.names": "list of player names",
    "storage.slot.settings": "setup",
    "storage.slot.language": "language",
    "storage.slot.vibration": "vibration setting",
    "storage.slot.fast-bots": "fast bots setting",
    "storage.slot.coach": "coach setting",
    "storage.slot.confirm-fills": "cross-out confirmation setting",
    "storage.slot.aliases": "list of merged names",
    "storage.slot.persist-asked": "note on keeping your data",
    "storage.slot.tab": "tab marker",
    "storage.slot.puzzle": "puzzle record",
    "storage.reason.damaged": "the data is damaged",
    "storage.reason.foreign": "it is not in this app's format",
    "storage.reason.newer": "it was saved by a newer version of the app",
    "storage.reason.rejected": "the game in it breaks the rules",
    "storage.reason.beside_match": "a match was in progress too, and it goes on",
    "storage.reason.finished": "it was already finished",
    "error.save_format": "unknown save format",
    "error.replay_mismatch": "its saved moves cannot be played again: it was changed outside "
    "the app",
    # Crash protection (static/js/save-journal.js) is off: the warning, Home's line and why.
    "storage.journal_off": "Crash protection is off (Home says why): if the browser is closed suddenly, your last moves may be lost.",
    "home.journal_off.unsupported": "Crash protection is off: this browser gives the app no database (a private window?), so a browser closed suddenly can lose your last moves. Export backup keeps your history.",
    "home.journal_off.blocked": "Crash protection is off: another page of this site holds the app's database. Close other Balut tabs and it comes back on by itself.",
    "home.journal_off.failing": "Crash protection is off: the browser's database does not work for the app right now, so a browser closed suddenly can lose your last moves. It is tried again at each save.",
}
