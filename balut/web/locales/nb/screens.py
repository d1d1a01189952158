"""The game screens in Norwegian Bokmål (norsk bokmål): the keys of balut/web/locales/en/screens.py.

Buttons named in other areas' sentences keep those words: Kast, Angre, Ferdig, Hjem, Start,
Stryk {box}.
"""

from __future__ import annotations

ENTRIES = {
    # Screen titles (the browser tab shows "{screen} · Balut").
    "screen.home": "Balut",
    "screen.setup": "Nytt spill",
    "screen.roll_off": "Hvem starter?",
    "screen.turn": "Tur",
    "screen.handoff": "Neste spiller",
    "screen.scoreboard": "Stilling",
    "screen.game_over": "Spillet er slutt",
    "screen.history": "Historikk",
    "screen.history_game": "Ferdig spill",
    "screen.rules": "Regler",
    "screen.team_pick": "Kapteinen velger",
    "screen.time_up": "Tiden er ute",
    "screen.document_title": "{screen} \u00b7 Balut",
    # Buttons and labels several screens share.
    "nav.toolbar": "Navigasjon",
    "nav.back": "Tilbake",
    "nav.home": "Hjem",
    "nav.scoreboard": "Stilling",
    "nav.history": "Historikk",
    "nav.rules": "Regler",
    "nav.new_game": "Nytt spill",
    "nav.continue": "Fortsett",
    "nav.undo": "Angre",
    "nav.dismiss": "Lukk",
    "dialog.cancel": "Avbryt",
    "dialog.confirm": "Bekreft",
    "elsewhere.title": "Åpen i en annen fane",
    "elsewhere.message": "Spillene dine ble endret i en annen fane eller et annet vindu med Balut. Denne fanen lagrer ikke lenger, så ingenting der blir overskrevet. Bruk denne fanen for å fortsette her med det som er lagret.",
    "elsewhere.take_over": "Bruk denne fanen",
    "game.round_of": "Runde {round} av {rounds}",
    "game.sheet_of": "Arket til {player}",
    "table.place": "Plass",
    "table.player": "Spiller",
    "table.team": "Lag",
    "table.total": "Sum",
    # Home.
    "home.title": "Spill Balut",
    "home.tagline": "Fem terninger, sju kategorier, 28 runder. Send telefonen rundt.",
    "home.vibration": "Vibrer ved kast",
    "home.vibration.hint": "Et lite rykk ved hvert kast, en lengre summing ved en balut (på telefoner som kan)",
    "home.resume_game": "Runde {round} av {rounds}: {player} har turen",
    "home.resume_match_game": "Kamp: {progress}. Runde {round} av {rounds}: {player} har turen",
    "home.resume_match_standings": "Kamp: {progress}. Se stillingen",
    # Setup: the players.
    "setup.player": "Spiller {number}",
    "setup.move_up": "Flytt spiller {number} opp",
    "setup.move_down": "Flytt spiller {number} ned",
    "setup.remove": "Fjern spiller {number}",
    "setup.add_player": "Legg til spiller",
    "setup.players_hint": {
        "one": "Opptil {count} spiller; du kan også spille alene.",
        "other": "Opptil {count} spillere; du kan også spille alene.",
    },
    "setup.players_full": {"one": "Høyst {count} spiller.", "other": "Høyst {count} spillere."},
    "setup.played_before": "Tidligere spillere",
    "setup.add_name": "Legg til {name}",
    "setup.fix_marked": "Rett opp det som er merket over for å starte.",
    "setup.start": "Start spillet",
    # The opening roll-off.
    "rolloff.first": "Åpningskast",
    "rolloff.again": "Likt: kast nr. {number}",
    "rolloff.rolled": "{player} kastet {value}",
    "rolloff.tie": "{players} står likt og kaster igjen.",
    "rolloff.intro": "Alle kastet én terning; den høyeste starter, og turen går rundt bordet "
    "i sitterekkefølge.",
    "rolloff.order": "Rekkefølge",
    # The turn.
    "turn.title": "{player} har turen",
    "turn.meta": "Runde {round}/{rounds} \u00b7 {left}",
    "turn.roll": "Kast",
    "turn.roll_again": {"one": "Kast igjen ({count} igjen)", "other": "Kast igjen ({count} igjen)"},
    "turn.roll_none_left": "Kast (ingen igjen), velg et felt",
    "turn.die": "Terning {number}: {value}",
    "turn.die_blank": "Terning {number}: ikke kastet",
    "turn.dice": "Terninger",
    "turn.held": "HOLDT",
    "turn.burst": "Balut!",
    "turn.hint.predict": "Lagre tipset ditt, og kast så.",
    "turn.hint.start": "Kast for å starte turen din.",
    "turn.hint.hold": "Trykk på terninger for å holde dem, kast igjen, eller trykk på en "
    "kategori for å føre.",
    "turn.hint.score": "Trykk på en kategori for å føre terningene.",
    "turn.order": "Denne runden: {order}",
    "turn.order_separator": " \u2192 ",
    "fill.scored": "{player}: {score} i {box}",
    "fill.crossed": "{player}: {box} strøket",
    # A row of the turn sheet: visible progress and what a screen reader hears after
    # the row's name.
    "sheet.pays": "\u2713 gir poeng",
    "sheet.lost": "\u2717 tapt",
    "sheet.box_open": "ledig",
    "sheet.said.offer": "gir {offer} her. Felt: {boxes}. {progress}.",
    "sheet.said.open": "har ledige felt. Felt: {boxes}. {progress}.",
    "sheet.said.full": "har ingen ledige felt. Felt: {boxes}. {progress}.",
    "sheet.cross": "Stryk {box}",
    # Hand-off.
    "handoff.pass": "Gi telefonen til {player}",
    "handoff.start": "Start turen til {player}",
    # Scoreboard and full sheets.
    "scoreboard.back": "Tilbake til spillet",
    "scoreboard.caption": "Poeng per spiller",
    "scoreboard.dice_total": "Terningsum",
    "sheet.row": "Kategori",
    "sheet.jackpot_column": "J",
    "sheet.points_column": "Poeng",
    # Game over.
    "gameover.solo": "{player} endte med {result}.",
    "gameover.shared": "{players} deler førsteplassen med {result}.",
    "gameover.wins": {
        "one": "{player} vinner med {result}.",
        "other": "{player} vinner med {result}.",
    },
    "gameover.rules": "Regler: {rules}",
    "gameover.ties.dice_total": "Likt resultat: høyeste terningsum vinner.",
    "gameover.ties.shared": "Likt resultat: de som står likt, deler plassen.",
    "gameover.ties.roll_off": "Likt resultat: de som står likt, kaster fem terninger, og "
    "høyeste sum vinner.",
    "gameover.play_again": "Spill igjen",
    # Team Balut.
    "team.uses_dice": "Kaptein {captain} bruker terningene til {member}: trykk på en "
    "kategori for {team}.",
    "team.change_dice": "Bytt terninger",
    "team.done_captain": "Ferdig - kapteinen velger",
    "team.done_pass": "Ferdig - gi til {member}",
    "team.member": "{team}: medlem {number} av {size}. Kast, og stå så på terningene dine.",
    "team.stands_on": "{member} står på {dice}",
    "team.offer": "{box} {score}",
    "team.best": "Beste: {offers}",
    "team.nothing": "Gir ingenting i de ledige feltene",
    "team.captain_name": "{member} (kaptein)",
    "team.member_dice": "Terningene til {member}: {dice}",
    "team.use_dice": "Bruk terningene til {member}",
    "team.all_rolled": "Hvert medlem av {team} har kastet. Kaptein {captain} velger hvilket "
    "medlems terninger som skal på lagets ark, og så feltet.",
    "team.pick_title": "{captain}, velg terningene",
    "team.picked": "Terningene er valgt",
    "team.hint.picked": "Trykk på en kategori for å føre de valgte terningene.",
    "team.hint.hold": "Trykk på terninger for å holde dem og kast igjen, eller trykk Ferdig "
    "for å stå på dem.",
    "team.roll_none_left": "Kast (ingen igjen), trykk Ferdig",
    "team.hint.none_left": "Ingen kast igjen: trykk Ferdig for å stå på disse terningene.",
    # Speed Balut.
    "speed.time_left": "Tid igjen",
    "speed.title": "Tiden er ute for {player}",
    "speed.busted": "Tiden til {player} er ute, så turen er tapt: ett ledig felt på arket "
    "til {player} strykes (0). De andre velger hvilket felt.",
    "speed.busted_team": "Tiden til {player} er ute, så turen er tapt: ett ledig felt på "
    "lagarket til {team} strykes (0). De andre velger hvilket felt.",
    "speed.box_legend": "Felt som strykes",
    "speed.suggested": "Forslag: en null koster minst her",
    # Match play.
    "match.over": {
        "one": "Kampen er slutt etter {count} spill",
        "other": "Kampen er slutt etter {count} spill",
    },
    "match.game_open": "Spill {number} (åpen kamp)",
    "match.game_of": "Spill {number} av {planned}",
    "match.standings": "Stilling i kampen",
    "match.game_column": "S{number}",
    "match.wins": {
        "one": "{player} vinner kampen med {points} poeng.",
        "other": "{player} vinner kampen med {points} poeng.",
    },
    "match.shared": "{players} deler seieren i kampen med {points} poeng.",
    "match.leads": {
        "one": "Etter {count} spill: {player} leder.",
        "other": "Etter {count} spill: {player} leder.",
    },
    "match.lead_shared": {
        "one": "Etter {count} spill: {players} leder.",
        "other": "Etter {count} spill: {players} leder.",
    },
    "match.next_game": "Neste spill",
    "match.finish": "Avslutt kampen",
    "match.at_limit": "En kamp har høyst {games} spill: avslutt den for å lagre den i historikken.",
}
