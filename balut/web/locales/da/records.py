"""The records in Danish (dansk): the keys of balut/web/locales/en/records.py.

The stats screen and its charts, merging names, personal bests, backup and restore, the
result picture.
"""

from __future__ import annotations

ENTRIES = {
    "screen.stats": "Statistik",
    "nav.stats": "Statistik",
    "stats.percent": "{value}\u00a0%",
    "stats.empty": "Ingen afsluttede spil endnu: statistikken begynder med det første.",
    "stats.player": "Spiller",
    "stats.rules": "Regler",
    "stats.deciding.points": "Point",
    "stats.deciding.grand_total": "Sum i alt",
    "stats.deciding.dice_total": "Terningsum",
    "stats.games": "Spil",
    "stats.wins": "Sejre mod andre",
    "stats.wins_of": "{wins} af {games} ({rate})",
    "stats.no_opponents": "kun solospil",
    "stats.average": "Gennemsnit ({amount})",
    "stats.best": "Bedst ({amount})",
    "stats.worst": "Dårligst ({amount})",
    "stats.dice_total": "Gennemsnitlig terningsum",
    "stats.baluts": "Balutter pr. spil",
    "stats.streak": "Flest sejre i træk",
    "stats.as_table": "Vis som tabel",
    "stats.date": "Dato",
    "stats.span": "{low} til {high}",
    "stats.games_count": {"one": "{count} spil", "other": "{count} spil"},
    "stats.chart.recent": {"one": "Det seneste spil", "other": "De seneste {count} spil"},
    "stats.chart.recent_summary": {
        "one": "Ét spil: {last}.",
        "other": "{count} spil, fra {first} til {last}; bedst {best}.",
    },
    "stats.chart.distribution.points": "Hvor mange point, hvor ofte",
    "stats.chart.distribution.grand_total": "Summer i alt, hvor ofte",
    "stats.chart.distribution.dice_total": "Terningsummer, hvor ofte",
    "stats.chart.distribution_summary": {
        "one": "Oftest {span}: {count} spil.",
        "other": "Oftest {span}: {count} spil.",
    },
    "stats.chart.rows": "Hvor ofte hver kategori giver point",
    "stats.chart.rows_summary": "{row} giver oftest point: i {rate} af spillene.",
    "stats.rows.caption": "Kategorier",
    "stats.rows.row": "Kategori",
    "stats.rows.pays": "Giver point",
    "stats.rows.average_box": "Snit pr. felt",
    "stats.versus.title": "Indbyrdes opgør",
    "stats.versus.against": "Mod",
    "stats.versus.line": {
        "one": "{count} spil sammen: {player} foran {ahead}, {other} foran {behind}, "
        "uafgjort {level}.",
        "other": "{count} spil sammen: {player} foran {ahead}, {other} foran {behind}, "
        "uafgjort {level}.",
    },
    "stats.versus.none": "{player} og {other} har ikke spillet sammen efter disse regler.",
    "stats.merge.title": "Samme spiller, anden stavemåde?",
    "stats.merge.hint": "Tæl spillene under et andet navn som {player}s (Adskil fortryder det).",
    "stats.merge.same_as": "Navn",
    "stats.merge.pick": "Vælg et navn",
    "stats.merge.button": "Slå sammen",
    "stats.merge.merged": "{name} tæller med her",
    "stats.merge.separate": "Adskil",
    "stats.merge.separate_name": "Adskil {name}",
    "stats.merge.together": "{name} og {player} spillede i samme spil: de er to spillere.",
    "stats.merge.done": "Spillene under {name} tæller nu som {player}s.",
    "stats.merge.separated": "Navnene tælles hver for sig igen.",
    # Personal bests at game over.
    "bests.title": "Personlige rekorder",
    "bests.line": "Ny personlig rekord for {player}: {what}",
    "bests.dice_total": {"one": "terningsum {count}", "other": "terningsum {count}"},
    "bests.baluts": {"one": "{count} balut i ét spil", "other": "{count} balutter i ét spil"},
    "bests.streak": {"one": "{count} sejr i træk", "other": "{count} sejre i træk"},
    # Backup and restore (on History).
    "backup.title": "Sikkerhedskopi",
    "backup.hint": (
        "Så dine spil overlever en ny telefon eller en ryddet browser: eksportér en fil, "
        "og importér den her eller på en anden telefon."
    ),
    "backup.export": "Eksportér sikkerhedskopi",
    "backup.import": "Importér sikkerhedskopi",
    "backup.file.shared": "Sikkerhedskopien er delt.",
    "backup.file.saved": "Gemt i dine overførsler.",
    "backup.file.failed": "Filen kunne ikke gemmes.",
    "backup.preview.made": "Sikkerhedskopien er fra {when}.",
    "backup.preview.games": {
        "one": "{count} afsluttet spil, {new} af dem er her ikke endnu.",
        "other": "{count} afsluttede spil, {new} af dem er her ikke endnu.",
    },
    "backup.preview.all_here": {
        "one": "{count} afsluttet spil, allerede her.",
        "other": "{count} afsluttede spil, alle allerede her.",
    },
    "backup.preview.span": "Fra {first} til {last}.",
    "backup.preview.no_games": "Den indeholder ingen afsluttede spil.",
    "backup.preview.names": {"one": "{count} spillernavn.", "other": "{count} spillernavne."},
    "backup.add": {"one": "Tilføj {count} spil", "other": "Tilføj {count} spil"},
    "backup.added": {
        "one": "{count} spil tilføjet; {here} var her i forvejen.",
        "other": "{count} spil tilføjet; {here} var her i forvejen.",
    },
    "backup.error.empty": "Filen er tom. Intet blev ændret.",
    "backup.error.too_large": (
        "Filen er for stor til at være en sikkerhedskopi fra Balut. Intet blev ændret."
    ),
    "backup.error.unreadable": "Filen kunne ikke læses. Intet blev ændret.",
    "backup.error.not_json": "Filen er ikke en sikkerhedskopi fra Balut. Intet blev ændret.",
    "backup.error.foreign": "Filen er ikke en sikkerhedskopi fra Balut. Intet blev ændret.",
    "backup.error.newer": (
        "Sikkerhedskopien kommer fra en nyere version af Balut: opdatér appen, og importér "
        "den så. Intet blev ændret."
    ),
    "backup.error.malformed": "Sikkerhedskopien er beskadiget. Intet blev ændret.",
    "backup.error.damaged": (
        "Sikkerhedskopien er beskadiget eller redigeret (kontrolsummen passer ikke). "
        "Intet blev ændret."
    ),
    "backup.error.full": (
        "Der er ikke plads på denne telefon til spillene i sikkerhedskopien. Intet blev ændret."
    ),
    "backup.error.no_room_yet": "Ikke plads endnu: intet blev ændret. Ældre spil flyttes til telefonens arkiv for at gøre plads: tryk på Tilføj igen om et øjeblik.",
    "backup.error.no_room": (
        "Ikke plads: intet blev ændret. Spillene i sikkerhedskopien kræver {needed} tegn "
        "lagerplads, og denne telefon har {room} ledige. Eksportér en sikkerhedskopi, og slet "
        "så gamle spil i historikken for at gøre plads."
    ),
    "backup.error.bad_game": "Spil {number} i sikkerhedskopien er beskadiget. Intet blev ændret.",
    "backup.checking": "Spillene i sikkerhedskopien kontrolleres mod deres optegnelser: {done} af {total}.",
    "backup.error.untrue": "Spil {number} i sikkerhedskopien passer ikke med sin egen optegnelse ({part}): det er ændret uden for appen. Intet blev ændret.",
    "backup.error.entry_too_large": "Spil {number} i sikkerhedskopien rummer mere, end et spil kan (spillere, spil eller træk). Intet blev ændret.",
    "backup.part.players": "spillerne",
    "backup.part.standings": "pointene",
    "backup.part.winners": "vinderne",
    "backup.part.rules": "reglerne",
    "backup.part.teams": "holdene",
    "backup.part.round": "runden, det nåede",
    "backup.part.table": "kampens tabel",
    # The result as a picture.
    "picture.share": "Del som billede",
    "picture.title": "Balut-resultat",
    "picture.footer": "{rules} \u00b7 {date}",
}
