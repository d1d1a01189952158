"""The start-up shell, the install hint and the service worker's messages."""

from __future__ import annotations

ENTRIES = {
    "shell.description": "Balut, terningspillet med fem terninger: send telefonen rundt eller spill alene, virker uten nett.",
    "shell.manifest_description": "Balut, terningspillet med fem terninger: send telefonen rundt for 1-8 spillere eller spill alene, virker uten nett.",
    "shell.stage.download": "Laster ned programmet…",
    "shell.stage.python": "Starter Python…",
    "shell.stage.rules": "Gjør spillet klart…",
    "shell.stage.bytes": "{stage} {done} av {total} MB",
    "shell.rules.open": "Les reglene mens Balut lastes",
    "shell.rules.ready": "Balut er klar: Tilbake åpner appen.",
    "shell.stage.starting": "Starter…",
    "shell.saved.queued": "«{action}» skjer så snart Balut har startet.",
    "shell.saved.refused": "Balut starter fortsatt: det virker om et øyeblikk.",
    "shell.saved.not_applied": (
        "«{action}» ble ikke utført: skjermen endret seg da Balut startet. Trykk igjen hvis "
        "du fortsatt vil."
    ),
    "shell.error.title": "Balut kunne ikke starte",
    "shell.error.message": "Noe gikk galt under oppstarten. Prøv igjen; hjelper ikke det, start på nytt: en kopi av alt som er lagret, tas vare på, og appen åpnes uten det.",
    "shell.error.stopped_title": "Balut stoppet",
    "shell.error.stopped": "Noe gikk galt mens appen kjørte. Prøv igjen laster den inn på nytt: spillet ditt er lagret. Hjelper ikke det, start på nytt: en kopi av alt som er lagret, tas vare på, og appen åpnes uten det.",
    "shell.error.details": "Tekniske detaljer",
    "shell.error.retry": "Prøv igjen",
    "shell.error.fresh": "Start på nytt",
    "shell.error.fresh_failed": "Start på nytt kunne ikke kjøre (appens filer ble ikke lastet inn). Last inn siden på nytt og prøv igjen.",
    "shell.install.title": "Installer Balut",
    "shell.install.steps": "Trykk på {share} og deretter {add} for å spille uten nett fra hjemskjermen.",
    "shell.install.share": "Del",
    "shell.install.add": "Legg til på Hjem-skjerm",
    "shell.install.dismiss": "Ikke nå",
    "shell.install.wipe": (
        "I en Safari-fane kan iOS slette spillene på dette nettstedet etter en uke uten bruk: "
        "installer appen, eller ta en sikkerhetskopi."
    ),
    "shell.install.export": "Eksporter sikkerhetskopi",
    "shell.toast.dismiss": "Lukk",
    "shell.toast.update_available": "Ny versjon klar",
    "shell.toast.update": "Oppdater",
}
