"""What saving says when something goes wrong, in Danish (dansk): the keys of balut/web/locales/en/storage.py.

A slot name ({what}) begins its sentence, so it is written in the definite form with a capital.
"""

from __future__ import annotations

ENTRIES = {
    "storage.memory_only": "Lagerpladsen er fuld eller utilgængelig: spil gemmes kun i hukommelsen, indtil du lukker appen.",
    "storage.archive_unread": "Ældre spil i enhedens arkiv kunne ikke indlæses denne gang. De er ikke tabt: de vises igen ved næste start.",
    "storage.archive_unchanged": "En ændring af de ældre spil i enhedens arkiv kunne ikke gemmes: de bliver, som de var, og et spil slettet der kan komme igen ved næste start.",
    "storage.archive_damaged": "Nogle ældre spil i enhedens arkiv kunne ikke indlæses ({reason}). De blev ladt, som de er.",
    "storage.full.short": "{what} er kun gemt, indtil du lukker appen: lagerpladsen er fuld.",
    "storage.full": "{what} er kun gemt, indtil du lukker appen: lagerpladsen er fuld. Intet blev fjernet for at gøre plads. Eksportér sikkerhedskopi gemmer en kopi; slet gamle spil i historikken for at gøre plads.",
    "storage.entries_set_aside_kept": {
        "one": "{count} spil i historikken kunne ikke læses og er udeladt. En sikkerhedskopi af hele historikken er gemt.",
        "other": "{count} spil i historikken kunne ikke læses og er udeladt. En sikkerhedskopi af hele historikken er gemt.",
    },
    "storage.entries_set_aside_left": {
        "one": "{count} spil i historikken kunne ikke læses og er udeladt. Historikken bliver liggende til næste gang, der gemmes.",
        "other": "{count} spil i historikken kunne ikke læses og er udeladt. Historikken bliver liggende til næste gang, der gemmes.",
    },
    "storage.rebuilt_kept": "{what} passede ikke med de gemte træk (dataene er ændret uden for appen) og er genopbygget ud fra trækkene. En sikkerhedskopi er gemt.",
    "storage.rebuilt": "{what} passede ikke med de gemte træk (dataene er ændret uden for appen) og er genopbygget ud fra trækkene.",
    "storage.not_saved": "{what} kunne ikke gemmes (uventede data).",
    "storage.not_read_kept": "{what} kunne ikke indlæses ({reason}). En sikkerhedskopi er gemt.",
    "storage.not_read_left": "{what} kunne ikke indlæses ({reason}). Dataene bliver liggende til næste gang, der gemmes.",
    "storage.not_resumed_kept": "{what} kunne ikke genoptages ({reason}). En sikkerhedskopi er gemt.",
    "storage.not_resumed_left": "{what} kunne ikke genoptages ({reason}). Dataene bliver liggende til næste gang, der gemmes.",
    "storage.unfinished_refused": "{what} kan ikke fortsættes ({reason}) og bliver i historikken.",
    "storage.slot.game": "Spillet",
    "storage.slot.match": "Kampen",
    "storage.slot.history": "Spilhistorikken",
    "storage.slot.names": "Listen over spillernavne",
    "storage.slot.settings": "Opsætningen",
    "storage.slot.language": "Sproget",
    "storage.slot.vibration": "Indstillingen for vibration",
    "storage.slot.fast-bots": "Indstillingen for hurtige robotter",
    "storage.slot.coach": "Indstillingen for træneren",
    "storage.slot.confirm-fills": "Indstillingen for at bekræfte streger",
    "storage.slot.aliases": "Listen over sammenlagte navne",
    "storage.slot.persist-asked": "Notatet om at beholde dine data",
    "storage.slot.tab": "Fanemærket",
    "storage.slot.puzzle": "Opgavehistorikken",
    "storage.reason.damaged": "dataene er beskadiget",
    "storage.reason.foreign": "dataene har ikke denne apps format",
    "storage.reason.newer": "dataene er gemt af en nyere version af appen",
    "storage.reason.rejected": "det gemte spil bryder reglerne",
    "storage.reason.beside_match": "en kamp var også i gang, og den fortsætter",
    "storage.reason.finished": "det var allerede slut",
    "error.save_format": "ukendt gemmeformat",
    "error.replay_mismatch": "de gemte træk kan ikke spilles igen: dataene er blevet ændret uden for appen",
    # Crash protection (static/js/save-journal.js) is off: the warning, Home's line and why.
    "storage.journal_off": "Nedbrudsbeskyttelsen er slået fra (Hjem siger hvorfor): lukkes browseren pludselig, kan dine sidste træk gå tabt.",
    "home.journal_off.unsupported": "Nedbrudsbeskyttelsen er slået fra: denne browser giver ikke appen nogen database (et privat vindue?), så en browser, der lukkes pludselig, kan miste dine sidste træk. Eksportér sikkerhedskopi gemmer din historik.",
    "home.journal_off.blocked": "Nedbrudsbeskyttelsen er slået fra: en anden side fra dette websted holder appens database. Luk andre Balut-faner, så slår den til igen af sig selv.",
    "home.journal_off.failing": "Nedbrudsbeskyttelsen er slået fra: browserens database virker ikke for appen lige nu, så en browser, der lukkes pludselig, kan miste dine sidste træk. Den prøves igen ved hver gemning.",
}
