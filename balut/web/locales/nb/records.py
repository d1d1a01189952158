"""The records in Norwegian Bokmål (norsk bokmål): the keys of balut/web/locales/en/records.py.

The stats screen and its charts, merging names, personal bests, backup and restore, the
result picture.
"""

from __future__ import annotations

ENTRIES = {
    "screen.stats": "Statistikk",
    "nav.stats": "Statistikk",
    "stats.percent": "{value}\u00a0%",
    "stats.empty": "Ingen ferdige spill ennå: statistikken starter med det første.",
    "stats.player": "Spiller",
    "stats.rules": "Regler",
    "stats.deciding.points": "Poeng",
    "stats.deciding.grand_total": "Totalsum",
    "stats.deciding.dice_total": "Terningsum",
    "stats.games": "Spill",
    "stats.wins": "Seirer mot andre",
    "stats.wins_of": "{wins} av {games} ({rate})",
    "stats.no_opponents": "bare spilt alene",
    "stats.average": "Gjennomsnitt ({amount})",
    "stats.best": "Best ({amount})",
    "stats.worst": "Dårligst ({amount})",
    "stats.dice_total": "Gjennomsnittlig terningsum",
    "stats.baluts": "Baluter per spill",
    "stats.streak": "Flest seirer på rad",
    "stats.as_table": "Vis som tabell",
    "stats.date": "Dato",
    "stats.span": "{low} til {high}",
    "stats.games_count": {"one": "{count} spill", "other": "{count} spill"},
    "stats.chart.recent": {"one": "Det siste spillet", "other": "De siste {count} spillene"},
    "stats.chart.recent_summary": {
        "one": "Ett spill: {last}.",
        "other": "{count} spill, fra {first} til {last}; best {best}.",
    },
    "stats.chart.distribution.points": "Hvor mange poeng, hvor ofte",
    "stats.chart.distribution.grand_total": "Totalsummer, hvor ofte",
    "stats.chart.distribution.dice_total": "Terningsummer, hvor ofte",
    "stats.chart.distribution_summary": {
        "one": "Oftest {span}: {count} spill.",
        "other": "Oftest {span}: {count} spill.",
    },
    "stats.chart.rows": "Hvor ofte hver kategori gir poeng",
    "stats.chart.rows_summary": "{row} gir oftest poeng: i {rate} av spillene.",
    "stats.rows.caption": "Kategorier",
    "stats.rows.row": "Kategori",
    "stats.rows.pays": "Gir poeng",
    "stats.rows.average_box": "Snitt per felt",
    "stats.versus.title": "Innbyrdes oppgjør",
    "stats.versus.against": "Mot",
    "stats.versus.line": {
        "one": "{count} spill sammen: {player} foran {ahead}, {other} foran {behind}, "
        "likt {level}.",
        "other": "{count} spill sammen: {player} foran {ahead}, {other} foran {behind}, "
        "likt {level}.",
    },
    "stats.versus.none": "{player} og {other} har ikke spilt sammen etter disse reglene.",
    "stats.merge.title": "Samme spiller, annen skrivemåte?",
    "stats.merge.hint": "Tell spillene under et annet navn som {player}s (Skill ut angrer det).",
    "stats.merge.same_as": "Navn",
    "stats.merge.pick": "Velg et navn",
    "stats.merge.button": "Slå sammen",
    "stats.merge.merged": "{name} teller med her",
    "stats.merge.separate": "Skill ut",
    "stats.merge.separate_name": "Skill ut {name}",
    "stats.merge.together": "{name} og {player} spilte i samme spill: de er to spillere.",
    "stats.merge.done": "Spillene under {name} teller nå som {player}s.",
    "stats.merge.separated": "Navnene telles hver for seg igjen.",
    # Personal bests at game over.
    "bests.title": "Personlige rekorder",
    "bests.line": "Ny personlig rekord for {player}: {what}",
    "bests.dice_total": {"one": "terningsum {count}", "other": "terningsum {count}"},
    "bests.baluts": {"one": "{count} balut i ett spill", "other": "{count} baluter i ett spill"},
    "bests.streak": {"one": "{count} seier på rad", "other": "{count} seirer på rad"},
    # Backup and restore (on History).
    "backup.title": "Sikkerhetskopi",
    "backup.hint": (
        "Så spillene dine overlever ny telefon eller tømt nettleser: eksporter en fil, og "
        "importer den her eller på en annen telefon."
    ),
    "backup.export": "Eksporter sikkerhetskopi",
    "backup.import": "Importer sikkerhetskopi",
    "backup.file.shared": "Sikkerhetskopien er delt.",
    "backup.file.saved": "Lagret i nedlastingene dine.",
    "backup.file.failed": "Filen kunne ikke lagres.",
    "backup.preview.made": "Sikkerhetskopien er fra {when}.",
    "backup.preview.games": {
        "one": "{count} ferdig spill, {new} av dem er ikke her ennå.",
        "other": "{count} ferdige spill, {new} av dem er ikke her ennå.",
    },
    "backup.preview.all_here": {
        "one": "{count} ferdig spill, allerede her.",
        "other": "{count} ferdige spill, alle allerede her.",
    },
    "backup.preview.span": "Fra {first} til {last}.",
    "backup.preview.no_games": "Den inneholder ingen ferdige spill.",
    "backup.preview.names": {"one": "{count} spillernavn.", "other": "{count} spillernavn."},
    "backup.add": {"one": "Legg til {count} spill", "other": "Legg til {count} spill"},
    "backup.added": {
        "one": "{count} spill lagt til; {here} var her fra før.",
        "other": "{count} spill lagt til; {here} var her fra før.",
    },
    "backup.error.empty": "Filen er tom. Ingenting ble endret.",
    "backup.error.too_large": (
        "Filen er for stor til å være en sikkerhetskopi fra Balut. Ingenting ble endret."
    ),
    "backup.error.unreadable": "Filen kunne ikke leses. Ingenting ble endret.",
    "backup.error.not_json": "Filen er ikke en sikkerhetskopi fra Balut. Ingenting ble endret.",
    "backup.error.foreign": "Filen er ikke en sikkerhetskopi fra Balut. Ingenting ble endret.",
    "backup.error.newer": (
        "Sikkerhetskopien kommer fra en nyere versjon av Balut: oppdater appen, og importer "
        "den så. Ingenting ble endret."
    ),
    "backup.error.malformed": "Sikkerhetskopien er skadet. Ingenting ble endret.",
    "backup.error.damaged": (
        "Sikkerhetskopien er skadet eller redigert (kontrollsummen stemmer ikke). "
        "Ingenting ble endret."
    ),
    "backup.error.full": (
        "Det er ikke plass på denne telefonen til spillene i sikkerhetskopien. Ingenting ble endret."
    ),
    "backup.error.no_room_yet": "Ikke plass ennå: ingenting ble endret. Eldre spill flyttes til telefonens arkiv for å gi plass: trykk Legg til igjen om et øyeblikk.",
    "backup.error.no_room": (
        "Ikke plass: ingenting ble endret. Spillene i sikkerhetskopien trenger {needed} tegn "
        "lagringsplass, og denne telefonen har {room} ledige. Eksporter en sikkerhetskopi, og "
        "slett så gamle spill i historikken for å gi plass."
    ),
    "backup.error.bad_game": "Spill {number} i sikkerhetskopien er skadet. Ingenting ble endret.",
    "backup.checking": "Spillene i sikkerhetskopien sjekkes mot protokollene sine: {done} av {total}.",
    "backup.error.untrue": "Spill {number} i sikkerhetskopien stemmer ikke med sin egen protokoll ({part}): det er endret utenfor appen. Ingenting ble endret.",
    "backup.error.entry_too_large": "Spill {number} i sikkerhetskopien inneholder mer enn et spill kan (spillere, spill eller trekk). Ingenting ble endret.",
    "backup.part.players": "spillerne",
    "backup.part.standings": "poengene",
    "backup.part.winners": "vinnerne",
    "backup.part.rules": "reglene",
    "backup.part.teams": "lagene",
    "backup.part.round": "runden det nådde",
    "backup.part.table": "kampens tabell",
    # The result as a picture.
    "picture.share": "Del som bilde",
    "picture.title": "Balut-resultat",
    "picture.footer": "{rules} \u00b7 {date}",
}
