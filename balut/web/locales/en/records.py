"""The records (balut/web/stats_screen.py, archive.py, archive_screens.py): the stats
screen and its charts, merging names, personal bests, backup and restore, the result
picture."""

from __future__ import annotations

ENTRIES = {
    "screen.stats": "Stats",
    "nav.stats": "Stats",
    "stats.percent": "{value}%",
    "stats.empty": "No finished games yet: stats start with the first one.",
    "stats.player": "Player",
    "stats.rules": "Rules",
    "stats.deciding.points": "Points",
    "stats.deciding.grand_total": "Grand total",
    "stats.deciding.dice_total": "Dice total",
    "stats.games": "Games",
    "stats.wins": "Wins against others",
    "stats.wins_of": "{wins} of {games} ({rate})",
    "stats.no_opponents": "only solo games",
    "stats.average": "Average ({amount})",
    "stats.best": "Best ({amount})",
    "stats.worst": "Worst ({amount})",
    "stats.dice_total": "Average dice total",
    "stats.baluts": "Baluts per game",
    "stats.streak": "Longest winning streak",
    "stats.as_table": "Show as table",
    "stats.date": "Date",
    "stats.span": "{low} to {high}",
    "stats.games_count": {"one": "{count} game", "other": "{count} games"},
    "stats.chart.recent": {"one": "The last game", "other": "The last {count} games"},
    "stats.chart.recent_summary": {
        "one": "One game: {last}.",
        "other": "{count} games, from {first} to {last}; best {best}.",
    },
    "stats.chart.distribution.points": "How many points, how often",
    "stats.chart.distribution.grand_total": "Grand totals, how often",
    "stats.chart.distribution.dice_total": "Dice totals, how often",
    "stats.chart.distribution_summary": {
        "one": "Most often {span}: {count} game.",
        "other": "Most often {span}: {count} games.",
    },
    "stats.chart.rows": "How often each row pays",
    "stats.chart.rows_summary": "{row} pays most often: in {rate} of games.",
    "stats.rows.caption": "Rows",
    "stats.rows.row": "Row",
    "stats.rows.pays": "Pays",
    "stats.rows.average_box": "Average box",
    "stats.versus.title": "Head to head",
    "stats.versus.against": "Against",
    "stats.versus.line": {
        "one": "{count} game together: {player} ahead {ahead}, {other} ahead {behind}, "
        "level {level}.",
        "other": "{count} games together: {player} ahead {ahead}, {other} ahead {behind}, "
        "level {level}.",
    },
    "stats.versus.none": "{player} and {other} have not played together by these rules.",
    "stats.merge.title": "Same player, other spelling?",
    "stats.merge.hint": "Count another name's games as {player}'s (Separate undoes it).",
    "stats.merge.same_as": "Name",
    "stats.merge.pick": "Pick a name",
    "stats.merge.button": "Merge",
    "stats.merge.merged": "{name} counts here",
    "stats.merge.separate": "Separate",
    "stats.merge.separate_name": "Separate {name}",
    "stats.merge.together": "{name} and {player} played in the same game: they are two players.",
    "stats.merge.done": "{name}'s games now count as {player}'s.",
    "stats.merge.separated": "The names are counted apart again.",
    # Personal bests at game over.
    "bests.title": "Personal bests",
    "bests.line": "New personal best for {player}: {what}",
    "bests.dice_total": {"one": "dice total {count}", "other": "dice total {count}"},
    "bests.baluts": {"one": "{count} balut in a game", "other": "{count} baluts in a game"},
    "bests.streak": {"one": "{count} win in a row", "other": "{count} wins in a row"},
    # Backup and restore (on History).
    "backup.title": "Backup",
    "backup.hint": (
        "Keep your games safe from a new phone or a cleared browser: export a file, and "
        "import it here or on another phone."
    ),
    "backup.export": "Export backup",
    "backup.import": "Import backup",
    "backup.file.shared": "Backup shared.",
    "backup.file.saved": "Saved to your downloads.",
    "backup.file.failed": "The file could not be saved.",
    "backup.preview.made": "Backup made {when}.",
    "backup.preview.games": {
        "one": "{count} finished game, {new} of them not here yet.",
        "other": "{count} finished games, {new} of them not here yet.",
    },
    "backup.preview.all_here": {
        "one": "{count} finished game, already here.",
        "other": "{count} finished games, all here already.",
    },
    "backup.preview.span": "From {first} to {last}.",
    "backup.preview.no_games": "No finished games in it.",
    "backup.preview.names": {"one": "{count} player name.", "other": "{count} player names."},
    "backup.add": {"one": "Add {count} game", "other": "Add {count} games"},
    "backup.added": {
        "one": "Added {count} game; {here} were here already.",
        "other": "Added {count} games; {here} were here already.",
    },
    "backup.error.empty": "That file is empty. Nothing was changed.",
    "backup.error.too_large": "That file is too big to be a Balut backup. Nothing was changed.",
    "backup.error.unreadable": "That file could not be read. Nothing was changed.",
    "backup.error.not_json": "That file is not a Balut backup. Nothing was changed.",
    "backup.error.foreign": "That file is not a Balut backup. Nothing was changed.",
    "backup.error.newer": (
        "That backup comes from a newer version of Balut: update the app, then import it. "
        "Nothing was changed."
    ),
    "backup.error.malformed": "That backup is damaged. Nothing was changed.",
    "backup.error.damaged": (
        "That backup is damaged or was edited (its checksum does not match). Nothing was changed."
    ),
    "backup.error.full": (
        "There is no room on this phone for the games in that backup. Nothing was changed."
    ),
    "backup.error.no_room_yet": "No room yet: nothing changed. Older games are moving to this phone's archive to make room: tap Add again in a moment.",
    "backup.error.no_room": (
        "No room: nothing changed. The games in that backup need {needed} characters of "
        "storage and this phone has {room} free. Export backup, then delete old games in "
        "History to make room."
    ),
    "backup.error.bad_game": "Game {number} in that backup is damaged. Nothing was changed.",
    "backup.checking": "Checking the games in that backup against their records: {done} of {total}.",
    "backup.error.untrue": "Game {number} in that backup does not match its own record ({part}): it was changed outside the app. Nothing was changed.",
    "backup.error.entry_too_large": "Game {number} in that backup holds more than a game can (players, games or moves). Nothing was changed.",
    "backup.part.players": "its players",
    "backup.part.standings": "its scores",
    "backup.part.winners": "its winners",
    "backup.part.rules": "its rules",
    "backup.part.teams": "its teams",
    "backup.part.round": "the round it reached",
    "backup.part.table": "its match table",
    # The result as a picture.
    "picture.share": "Share as picture",
    "picture.title": "Balut result",
    "picture.footer": "{rules} \u00b7 {date}",
}
