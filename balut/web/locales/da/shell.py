"""The start-up shell, the install hint and the service worker's messages."""

from __future__ import annotations

ENTRIES = {
    "shell.description": "Balut, terningspillet med fem terninger: send telefonen rundt eller spil alene, virker offline.",
    "shell.manifest_description": "Balut, terningspillet med fem terninger: send telefonen rundt for 1-8 spillere eller spil alene, virker offline.",
    "shell.stage.download": "Henter programmet…",
    "shell.stage.python": "Starter Python…",
    "shell.stage.rules": "Gør spillet klar…",
    "shell.stage.bytes": "{stage} {done} af {total} MB",
    "shell.rules.open": "Læs reglerne, mens Balut indlæses",
    "shell.rules.ready": "Balut er klar: Tilbage åbner appen.",
    "shell.stage.starting": "Starter…",
    "shell.saved.queued": "»{action}« sker, så snart Balut er startet.",
    "shell.saved.refused": "Balut starter stadig: det virker om et øjeblik.",
    "shell.saved.not_applied": (
        "»{action}« blev ikke udført: skærmen ændrede sig, da Balut startede. Tryk igen, hvis "
        "du stadig vil."
    ),
    "shell.error.title": "Balut kunne ikke starte",
    "shell.error.message": "Noget gik galt under opstarten. Prøv igen; hjælper det ikke, så start forfra: en kopi af alt gemt bevares, og appen åbner uden det.",
    "shell.error.stopped_title": "Balut stoppede",
    "shell.error.stopped": "Noget gik galt, mens appen kørte. Prøv igen genindlæser den: dit spil er gemt. Hjælper det ikke, så start forfra: en kopi af alt gemt bevares, og appen åbner uden det.",
    "shell.error.details": "Tekniske detaljer",
    "shell.error.retry": "Prøv igen",
    "shell.error.fresh": "Start forfra",
    "shell.error.fresh_failed": "Start forfra kunne ikke køre (appens filer blev ikke indlæst). Genindlæs siden, og prøv igen.",
    "shell.install.title": "Installer Balut",
    "shell.install.steps": "Tryk på {share} og derefter {add} for at spille offline fra din hjemmeskærm.",
    "shell.install.share": "Del",
    "shell.install.add": "Føj til hjemmeskærm",
    "shell.install.dismiss": "Ikke nu",
    "shell.install.wipe": (
        "I en Safari-fane kan iOS slette sidens spil efter en uge uden brug: installer "
        "appen, eller gem en sikkerhedskopi."
    ),
    "shell.install.export": "Eksportér sikkerhedskopi",
    "shell.toast.dismiss": "Luk",
    "shell.toast.update_available": "Ny version klar",
    "shell.toast.update": "Opdater",
}
