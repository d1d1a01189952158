"""What saving says when something goes wrong, in Norwegian Bokmål (norsk bokmål): the keys of balut/web/locales/en/storage.py.

A slot name ({what}) begins its sentence, so it is written in the definite form with a capital.
"""

from __future__ import annotations

ENTRIES = {
    "storage.memory_only": "Lagringsplassen er full eller utilgjengelig: spill holdes bare i minnet til du lukker appen.",
    "storage.archive_unread": "Eldre spill i arkivet på denne enheten kunne ikke leses denne gangen. De er ikke tapt: de vises igjen ved neste start.",
    "storage.archive_unchanged": "En endring av de eldre spillene i arkivet på denne enheten kunne ikke lagres: de blir som de var, og et spill slettet der kan komme tilbake ved neste start.",
    "storage.archive_damaged": "Noen eldre spill i arkivet på denne enheten kunne ikke leses ({reason}). De ble latt være som de er.",
    "storage.full.short": "{what} holdes bare til du lukker appen: lagringsplassen er full.",
    "storage.full": "{what} holdes bare til du lukker appen: lagringsplassen er full. Ingenting ble fjernet for å gi plass. Eksporter sikkerhetskopi tar vare på en kopi; slett gamle spill i historikken for å gi plass.",
    "storage.entries_set_aside_kept": {
        "one": "{count} spill i historikken kunne ikke leses og er utelatt. En sikkerhetskopi av hele historikken er tatt vare på.",
        "other": "{count} spill i historikken kunne ikke leses og er utelatt. En sikkerhetskopi av hele historikken er tatt vare på.",
    },
    "storage.entries_set_aside_left": {
        "one": "{count} spill i historikken kunne ikke leses og er utelatt. Historikken blir liggende til neste lagring.",
        "other": "{count} spill i historikken kunne ikke leses og er utelatt. Historikken blir liggende til neste lagring.",
    },
    "storage.rebuilt_kept": "{what} stemte ikke med de lagrede trekkene (dataene er endret utenfor appen) og er bygget opp igjen fra trekkene. En sikkerhetskopi er tatt vare på.",
    "storage.rebuilt": "{what} stemte ikke med de lagrede trekkene (dataene er endret utenfor appen) og er bygget opp igjen fra trekkene.",
    "storage.not_saved": "{what} kunne ikke lagres (uventede data).",
    "storage.not_read_kept": "{what} kunne ikke leses inn ({reason}). En sikkerhetskopi er tatt vare på.",
    "storage.not_read_left": "{what} kunne ikke leses inn ({reason}). Dataene blir liggende til neste lagring.",
    "storage.not_resumed_kept": "{what} kunne ikke gjenopptas ({reason}). En sikkerhetskopi er tatt vare på.",
    "storage.not_resumed_left": "{what} kunne ikke gjenopptas ({reason}). Dataene blir liggende til neste lagring.",
    "storage.unfinished_refused": "{what} kan ikke fortsettes ({reason}) og blir i historikken.",
    "storage.slot.game": "Spillet",
    "storage.slot.match": "Kampen",
    "storage.slot.history": "Spillhistorikken",
    "storage.slot.names": "Listen over spillernavn",
    "storage.slot.settings": "Oppsettet",
    "storage.slot.language": "Språket",
    "storage.slot.vibration": "Innstillingen for vibrering",
    "storage.slot.fast-bots": "Innstillingen for raske roboter",
    "storage.slot.coach": "Innstillingen for treneren",
    "storage.slot.confirm-fills": "Innstillingen for å bekrefte strykinger",
    "storage.slot.aliases": "Listen over sammenslåtte navn",
    "storage.slot.persist-asked": "Notatet om å ta vare på dataene dine",
    "storage.slot.tab": "Fanemerket",
    "storage.slot.puzzle": "Oppgavehistorikken",
    "storage.reason.damaged": "dataene er skadet",
    "storage.reason.foreign": "dataene har ikke formatet til denne appen",
    "storage.reason.newer": "dataene ble lagret av en nyere versjon av appen",
    "storage.reason.rejected": "det lagrede spillet bryter reglene",
    "storage.reason.beside_match": "en kamp var også i gang, og den fortsetter",
    "storage.reason.finished": "det var allerede ferdig",
    "error.save_format": "ukjent lagringsformat",
    "error.replay_mismatch": "de lagrede trekkene kan ikke spilles på nytt: dataene er blitt endret utenfor appen",
    # Crash protection (static/js/save-journal.js) is off: the warning, Home's line and why.
    "storage.journal_off": "Krasjbeskyttelsen er slått av (Hjem sier hvorfor): lukkes nettleseren plutselig, kan de siste trekkene dine gå tapt.",
    "home.journal_off.unsupported": "Krasjbeskyttelsen er slått av: denne nettleseren gir ikke appen noen database (et privat vindu?), så en nettleser som lukkes plutselig, kan miste de siste trekkene dine. Eksporter sikkerhetskopi tar vare på historikken din.",
    "home.journal_off.blocked": "Krasjbeskyttelsen er slått av: en annen side fra dette nettstedet holder appens database. Lukk andre Balut-faner, så slår den seg på igjen av seg selv.",
    "home.journal_off.failing": "Krasjbeskyttelsen er slått av: nettleserens database virker ikke for appen akkurat nå, så en nettleser som lukkes plutselig, kan miste de siste trekkene dine. Det prøves igjen ved hver lagring.",
}
