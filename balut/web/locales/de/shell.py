"""The start-up shell, the install hint and the service worker's messages."""

from __future__ import annotations

ENTRIES = {
    "shell.description": "Balut, das Würfelspiel mit fünf Würfeln: Handy herumreichen oder allein spielen, funktioniert offline.",
    "shell.manifest_description": "Balut, das Würfelspiel mit fünf Würfeln: Handy herumreichen für 1-8 Spieler oder allein spielen, funktioniert offline.",
    "shell.stage.download": "Lade das Spiel…",
    "shell.stage.python": "Starte Python…",
    "shell.stage.rules": "Spiel wird vorbereitet…",
    "shell.stage.bytes": "{stage} {done} von {total} MB",
    "shell.rules.open": "Regeln lesen, während Balut lädt",
    "shell.rules.ready": "Balut ist bereit: Zurück öffnet die App.",
    "shell.stage.starting": "Wird gestartet…",
    "shell.saved.queued": "„{action}“ folgt, sobald Balut gestartet ist.",
    "shell.saved.refused": "Balut startet noch: Das geht gleich.",
    "shell.saved.not_applied": (
        "„{action}“ wurde nicht ausgeführt: Der Bildschirm hat sich beim Start von Balut "
        "geändert. Tippe erneut, wenn du es noch willst."
    ),
    "shell.error.title": "Balut konnte nicht starten",
    "shell.error.message": "Beim Start ist etwas schiefgegangen. Versuche es erneut; hilft das nicht, fang neu an: Eine Kopie von allem Gespeicherten bleibt erhalten, und die App öffnet ohne sie.",
    "shell.error.stopped_title": "Balut wurde angehalten",
    "shell.error.stopped": "Während die App lief, ist etwas schiefgegangen. Erneut versuchen lädt sie neu: Dein Spiel ist gespeichert. Hilft das nicht, fang neu an: Eine Kopie von allem Gespeicherten bleibt erhalten, und die App öffnet ohne sie.",
    "shell.error.details": "Technische Details",
    "shell.error.retry": "Erneut versuchen",
    "shell.error.fresh": "Neu anfangen",
    "shell.error.fresh_failed": "Neu anfangen ging nicht (die Dateien der App wurden nicht geladen). Lade die Seite neu und versuche es noch einmal.",
    "shell.install.title": "Balut installieren",
    "shell.install.steps": "Tippe auf {share} und dann auf {add}, um offline vom Home-Bildschirm zu spielen.",
    "shell.install.share": "Teilen",
    "shell.install.add": "Zum Home-Bildschirm",
    "shell.install.dismiss": "Nicht jetzt",
    "shell.install.wipe": (
        "In einem Safari-Tab kann iOS die Spiele dieser Seite nach einer Woche ohne Nutzung "
        "löschen: Installiere die App oder lege eine Sicherung an."
    ),
    "shell.install.export": "Sicherung exportieren",
    "shell.toast.dismiss": "Schließen",
    "shell.toast.update_available": "Neue Version verfügbar",
    "shell.toast.update": "Aktualisieren",
}
