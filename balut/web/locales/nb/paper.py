"""Score a paper sheet, in Norwegian Bokmål (norsk bokmål): the keys of
balut/web/locales/en/paper.py."""

from __future__ import annotations

ENTRIES = {
    # The screen's title and Home's button.
    "screen.paper": "Regn ut et ark",
    "nav.paper": "Regn ut et ark",
    "paper.intro": "Spilt på papir? Skriv inn hver spillers ferdige ark, felt for felt (0 "
    "for et strøket felt), og få poeng, poengoversikt og plasseringer.",
    "paper.options": "Husregler dere spilte med",
    # One card per sheet.
    "paper.sheet": "Ark {number}",
    "paper.name": "Navn",
    "paper.remove": "Fjern ark {number}",
    "paper.add": "Legg til et ark",
    "paper.sheets_hint": {
        "one": "Opptil {count} ark, ett per spiller.",
        "other": "Opptil {count} ark, ett per spiller.",
    },
    # A box's accessible name: "Ann, Fours, box 1"; a jackpot box: "Ann, Jackpot Fours".
    "paper.box": "{player}, {category}, felt {number}",
    "paper.jackpot_box": "{player}, {box}",
    # What is wrong with a sheet.
    "paper.at_box": "Felt {number}: {message}",
    "paper.possible": "Mulige: {values}.",
    "paper.range": "{low}\u2013{high}",
    "paper.empty": "Fyll inn feltet (0 hvis det ble strøket)",
    "paper.spot": "{category} {number}",
    "paper.missing": {
        "one": "Fortsatt tomt: {boxes}",
        "other": "Fortsatt tomme: {boxes}",
    },
    "paper.missing_count": {
        "one": "{count} felt er fortsatt tomt.",
        "other": "{count} felt er fortsatt tomme.",
    },
    # What a sheet must say besides its boxes, when the house options need it.
    "paper.extra.baluts": "Baluter kastet",
    "paper.extra.first_roll_baluts": "Baluter i første kast",
    "paper.extra.prediction.hint": "Slik det står på arket fra før første kast",
    "paper.extra.empty": "Skriv et heltall",
    # Scoring.
    "paper.score": "Regn ut",
    "paper.fix_marked": "Rett det som er markert ovenfor for å regne ut arkene.",
    "paper.result": "Plasseringer",
    "paper.roll_off": "Likt: det kan ikke kastes om plassen på papir, så like spillere "
    "deler plassen her.",
    "paper.save": "Lagre i historikken",
    "paper.saved": "Lagret i historikken",
    # History.
    "paper.history.note": "Regnet ut fra ark på papir",
    "paper.history.title": "Ark fra {when}",
    "paper.history.unreadable": "Disse arkene kunne ikke leses.",
    # The paper core's refusals.
    "error.box_not_number": "{category}: skriv et heltall.",
    "error.jackpot_not_number": "Jackpot {category}: skriv et heltall.",
    "error.impossible_jackpot": "Jackpot {category} kan ikke ha {value}.",
    "error.baluts_needed": "Disse feltene rommer {low} til {high} baluter: hvor mange ble kastet?",
    "error.baluts_out_of_range": "Skriv {low} til {high}: balutene feltene kan romme.",
    "error.first_roll_baluts_needed": "Hvor mange av balutene i kategorien Balut kom i "
    "turens første kast? ({low} til {high})",
    "error.first_roll_baluts_out_of_range": "Skriv {low} til {high}: balutene i kategorien Balut.",
}
