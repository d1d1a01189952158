"""What saving says when something goes wrong, in German (Deutsch): the keys of balut/web/locales/en/storage.py.

A slot name ({what}) begins its sentence, so it carries its article with a capital.
"""

from __future__ import annotations

ENTRIES = {
    "storage.memory_only": "Der Speicher ist voll oder nicht verfügbar: Spiele bleiben nur erhalten, bis du die App schließt.",
    "storage.archive_unread": "Ältere Spiele im Archiv dieses Geräts konnten diesmal nicht gelesen werden. Sie sind nicht verloren: Beim nächsten Start erscheinen sie wieder.",
    "storage.archive_unchanged": "Eine Änderung an den älteren Spielen im Archiv dieses Geräts konnte nicht gespeichert werden: Sie bleiben, wie sie waren, und ein dort gelöschtes Spiel kann beim nächsten Start wieder erscheinen.",
    "storage.archive_damaged": "Einige ältere Spiele im Archiv dieses Geräts konnten nicht gelesen werden ({reason}). Sie blieben, wie sie sind.",
    "storage.full.short": "{what} bleibt nur erhalten, bis du die App schließt: Der Speicher ist voll.",
    "storage.full": "{what} bleibt nur erhalten, bis du die App schließt: Der Speicher ist voll. Nichts wurde entfernt, um Platz zu schaffen. Sicherung exportieren bewahrt eine Kopie; alte Spiele im Verlauf zu löschen schafft Platz.",
    "storage.entries_set_aside_kept": {
        "one": "{count} Spiel im Verlauf konnte nicht gelesen werden und wurde ausgelassen. Eine Sicherungskopie des ganzen Verlaufs wurde angelegt.",
        "other": "{count} Spiele im Verlauf konnten nicht gelesen werden und wurden ausgelassen. Eine Sicherungskopie des ganzen Verlaufs wurde angelegt.",
    },
    "storage.entries_set_aside_left": {
        "one": "{count} Spiel im Verlauf konnte nicht gelesen werden und wird ausgelassen. Der Verlauf bleibt bis zum nächsten Speichern erhalten.",
        "other": "{count} Spiele im Verlauf konnten nicht gelesen werden und werden ausgelassen. Der Verlauf bleibt bis zum nächsten Speichern erhalten.",
    },
    "storage.rebuilt_kept": "{what} passte nicht zu den gespeicherten Zügen (die Daten wurden außerhalb der App verändert) und wurde aus den Zügen wiederhergestellt. Eine Sicherungskopie wurde angelegt.",
    "storage.rebuilt": "{what} passte nicht zu den gespeicherten Zügen (die Daten wurden außerhalb der App verändert) und wurde aus den Zügen wiederhergestellt.",
    "storage.not_saved": "{what} konnte nicht gespeichert werden (unerwartete Daten).",
    "storage.not_read_kept": "{what} konnte nicht gelesen werden ({reason}). Eine Sicherungskopie wurde angelegt.",
    "storage.not_read_left": "{what} konnte nicht gelesen werden ({reason}). Die Daten bleiben bis zum nächsten Speichern erhalten.",
    "storage.not_resumed_kept": "{what} konnte nicht fortgesetzt werden ({reason}). Eine Sicherungskopie wurde angelegt.",
    "storage.not_resumed_left": "{what} konnte nicht fortgesetzt werden ({reason}). Die Daten bleiben bis zum nächsten Speichern erhalten.",
    "storage.unfinished_refused": "{what} kann nicht fortgesetzt werden ({reason}) und bleibt im Verlauf.",
    "storage.slot.game": "Das Spiel",
    "storage.slot.match": "Die Serie",
    "storage.slot.history": "Der Spielverlauf",
    "storage.slot.names": "Die Liste der Spielernamen",
    "storage.slot.settings": "Die Spieleinrichtung",
    "storage.slot.language": "Die Sprache",
    "storage.slot.vibration": "Die Einstellung zum Vibrieren",
    "storage.slot.fast-bots": "Die Einstellung für schnelle Bots",
    "storage.slot.coach": "Die Trainer-Einstellung",
    "storage.slot.confirm-fills": "Die Einstellung zum Bestätigen des Streichens",
    "storage.slot.aliases": "Die Liste zusammengeführter Namen",
    "storage.slot.persist-asked": "Der Vermerk zum Behalten deiner Daten",
    "storage.slot.tab": "Die Tab-Markierung",
    "storage.slot.puzzle": "Der Verlauf der Rätsel",
    "storage.reason.damaged": "die Daten sind beschädigt",
    "storage.reason.foreign": "die Daten haben nicht das Format dieser App",
    "storage.reason.newer": "die Daten stammen von einer neueren Version der App",
    "storage.reason.rejected": "das gespeicherte Spiel verstößt gegen die Regeln",
    "storage.reason.beside_match": "es lief auch eine Serie, und die geht weiter",
    "storage.reason.finished": "es war schon zu Ende",
    "error.save_format": "unbekanntes Speicherformat",
    "error.replay_mismatch": "die gespeicherten Züge lassen sich nicht nachspielen: die Daten wurden außerhalb der App verändert",
    # Crash protection (static/js/save-journal.js) is off: the warning, Home's line and why.
    "storage.journal_off": "Der Absturzschutz ist aus (die Startseite sagt, warum): Wird der Browser plötzlich geschlossen, können deine letzten Züge verloren gehen.",
    "home.journal_off.unsupported": "Der Absturzschutz ist aus: Dieser Browser gibt der App keine Datenbank (ein privates Fenster?), daher kann ein plötzlich geschlossener Browser deine letzten Züge verlieren. Sicherung exportieren sichert deinen Verlauf.",
    "home.journal_off.blocked": "Der Absturzschutz ist aus: Eine andere Seite dieser Website hält die Datenbank der App. Schließe andere Balut-Tabs, dann geht er von selbst wieder an.",
    "home.journal_off.failing": "Der Absturzschutz ist aus: Die Datenbank des Browsers funktioniert gerade nicht für die App, daher kann ein plötzlich geschlossener Browser deine letzten Züge verlieren. Bei jedem Speichern wird es erneut versucht.",
}
