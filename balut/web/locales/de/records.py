"""The records in German (Deutsch): the keys of balut/web/locales/en/records.py.

The stats screen and its charts, merging names, personal bests, backup and restore, the
result picture.
"""

from __future__ import annotations

ENTRIES = {
    "screen.stats": "Statistik",
    "nav.stats": "Statistik",
    "stats.percent": "{value}\u00a0%",
    "stats.empty": "Noch keine beendeten Spiele: Die Statistik beginnt mit dem ersten.",
    "stats.player": "Spieler",
    "stats.rules": "Regeln",
    "stats.deciding.points": "Punkte",
    "stats.deciding.grand_total": "Gesamtsumme",
    "stats.deciding.dice_total": "Augensumme",
    "stats.games": "Spiele",
    "stats.wins": "Siege gegen andere",
    "stats.wins_of": "{wins} von {games} ({rate})",
    "stats.no_opponents": "nur allein gespielt",
    "stats.average": "Durchschnitt ({amount})",
    "stats.best": "Bestwert ({amount})",
    "stats.worst": "Schlechtester Wert ({amount})",
    "stats.dice_total": "Durchschnittliche Augensumme",
    "stats.baluts": "Baluts pro Spiel",
    "stats.streak": "Meiste Siege in Folge",
    "stats.as_table": "Als Tabelle zeigen",
    "stats.date": "Datum",
    "stats.span": "{low} bis {high}",
    "stats.games_count": {"one": "{count} Spiel", "other": "{count} Spiele"},
    "stats.chart.recent": {"one": "Das letzte Spiel", "other": "Die letzten {count} Spiele"},
    "stats.chart.recent_summary": {
        "one": "Ein Spiel: {last}.",
        "other": "{count} Spiele, von {first} bis {last}; Bestwert {best}.",
    },
    "stats.chart.distribution.points": "Wie viele Punkte, wie oft",
    "stats.chart.distribution.grand_total": "Gesamtsummen, wie oft",
    "stats.chart.distribution.dice_total": "Augensummen, wie oft",
    "stats.chart.distribution_summary": {
        "one": "Am häufigsten {span}: {count} Spiel.",
        "other": "Am häufigsten {span}: {count} Spiele.",
    },
    "stats.chart.rows": "Wie oft jede Reihe geschafft wird",
    "stats.chart.rows_summary": "{row} wird am häufigsten geschafft: in {rate} der Spiele.",
    "stats.rows.caption": "Reihen",
    "stats.rows.row": "Reihe",
    "stats.rows.pays": "Geschafft",
    "stats.rows.average_box": "Schnitt pro Feld",
    "stats.versus.title": "Direkter Vergleich",
    "stats.versus.against": "Gegen",
    "stats.versus.line": {
        "one": "{count} Spiel gemeinsam: {player} {ahead}-mal vorn, {other} {behind}-mal vorn, "
        "{level}-mal gleichauf.",
        "other": "{count} Spiele gemeinsam: {player} {ahead}-mal vorn, {other} {behind}-mal "
        "vorn, {level}-mal gleichauf.",
    },
    "stats.versus.none": (
        "{player} und {other} haben noch nicht nach diesen Regeln zusammen gespielt."
    ),
    "stats.merge.title": "Gleicher Spieler, andere Schreibweise?",
    "stats.merge.hint": (
        "Zähle die Spiele eines anderen Namens zu {player} (Trennen macht das rückgängig)."
    ),
    "stats.merge.same_as": "Name",
    "stats.merge.pick": "Name wählen",
    "stats.merge.button": "Zusammenführen",
    "stats.merge.merged": "{name} zählt hier mit",
    "stats.merge.separate": "Trennen",
    "stats.merge.separate_name": "{name} trennen",
    "stats.merge.together": "{name} und {player} haben im selben Spiel gespielt: Das sind zwei Spieler.",
    "stats.merge.done": "Die Spiele von {name} zählen jetzt zu {player}.",
    "stats.merge.separated": "Die Namen werden wieder getrennt gezählt.",
    # Personal bests at game over.
    "bests.title": "Persönliche Rekorde",
    "bests.line": "Neuer persönlicher Rekord für {player}: {what}",
    "bests.dice_total": {"one": "Augensumme {count}", "other": "Augensumme {count}"},
    "bests.baluts": {
        "one": "{count} Balut in einem Spiel",
        "other": "{count} Baluts in einem Spiel",
    },
    "bests.streak": {"one": "{count} Sieg in Folge", "other": "{count} Siege in Folge"},
    # Backup and restore (on History).
    "backup.title": "Datensicherung",
    "backup.hint": (
        "Damit deine Spiele ein neues Handy oder einen geleerten Browser überstehen: "
        "Exportiere eine Datei und importiere sie hier oder auf einem anderen Handy."
    ),
    "backup.export": "Sicherung exportieren",
    "backup.import": "Sicherung importieren",
    "backup.file.shared": "Sicherung geteilt.",
    "backup.file.saved": "In deinen Downloads gespeichert.",
    "backup.file.failed": "Die Datei konnte nicht gespeichert werden.",
    "backup.preview.made": "Sicherung erstellt: {when}.",
    "backup.preview.games": {
        "one": "{count} beendetes Spiel, davon {new} noch nicht hier.",
        "other": "{count} beendete Spiele, davon {new} noch nicht hier.",
    },
    "backup.preview.all_here": {
        "one": "{count} beendetes Spiel, schon hier.",
        "other": "{count} beendete Spiele, alle schon hier.",
    },
    "backup.preview.span": "Vom {first} bis {last}.",
    "backup.preview.no_games": "Sie enthält keine beendeten Spiele.",
    "backup.preview.names": {"one": "{count} Spielername.", "other": "{count} Spielernamen."},
    "backup.add": {"one": "{count} Spiel hinzufügen", "other": "{count} Spiele hinzufügen"},
    "backup.added": {
        "one": "{count} Spiel hinzugefügt; {here} waren schon hier.",
        "other": "{count} Spiele hinzugefügt; {here} waren schon hier.",
    },
    "backup.error.empty": "Die Datei ist leer. Es wurde nichts geändert.",
    "backup.error.too_large": (
        "Die Datei ist zu groß für eine Balut-Sicherung. Es wurde nichts geändert."
    ),
    "backup.error.unreadable": "Die Datei konnte nicht gelesen werden. Es wurde nichts geändert.",
    "backup.error.not_json": "Die Datei ist keine Balut-Sicherung. Es wurde nichts geändert.",
    "backup.error.foreign": "Die Datei ist keine Balut-Sicherung. Es wurde nichts geändert.",
    "backup.error.newer": (
        "Die Sicherung stammt aus einer neueren Version von Balut: Aktualisiere die App und "
        "importiere sie dann. Es wurde nichts geändert."
    ),
    "backup.error.malformed": "Die Sicherung ist beschädigt. Es wurde nichts geändert.",
    "backup.error.damaged": (
        "Die Sicherung ist beschädigt oder wurde bearbeitet (die Prüfsumme stimmt nicht). "
        "Es wurde nichts geändert."
    ),
    "backup.error.full": (
        "Auf diesem Telefon ist kein Platz für die Spiele dieser Sicherung. Nichts wurde geändert."
    ),
    "backup.error.no_room_yet": "Noch kein Platz: Nichts wurde geändert. Ältere Spiele ziehen ins Archiv dieses Telefons, um Platz zu schaffen: Tippe gleich noch einmal auf Hinzufügen.",
    "backup.error.no_room": (
        "Kein Platz: Nichts wurde geändert. Die Spiele dieser Sicherung brauchen {needed} "
        "Zeichen Speicher, und auf diesem Telefon sind {room} frei. Exportiere eine Sicherung "
        "und lösche dann alte Spiele im Verlauf, um Platz zu schaffen."
    ),
    "backup.error.bad_game": (
        "Spiel {number} in der Sicherung ist beschädigt. Es wurde nichts geändert."
    ),
    "backup.checking": "Die Spiele der Sicherung werden mit ihren Aufzeichnungen verglichen: {done} von {total}.",
    "backup.error.untrue": "Spiel {number} in der Sicherung passt nicht zu seiner eigenen Aufzeichnung ({part}): Es wurde außerhalb der App verändert. Es wurde nichts geändert.",
    "backup.error.entry_too_large": "Spiel {number} in der Sicherung enthält mehr, als ein Spiel haben kann (Spieler, Spiele oder Züge). Es wurde nichts geändert.",
    "backup.part.players": "die Spieler",
    "backup.part.standings": "die Punkte",
    "backup.part.winners": "die Sieger",
    "backup.part.rules": "die Regeln",
    "backup.part.teams": "die Teams",
    "backup.part.round": "die erreichte Runde",
    "backup.part.table": "die Tabelle der Serie",
    # The result as a picture.
    "picture.share": "Als Bild teilen",
    "picture.title": "Balut-Ergebnis",
    "picture.footer": "{rules} \u00b7 {date}",
}
