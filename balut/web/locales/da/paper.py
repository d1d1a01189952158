"""Score a paper sheet, in Danish (dansk): the keys of balut/web/locales/en/paper.py."""

from __future__ import annotations

ENTRIES = {
    # The screen's title and Home's button.
    "screen.paper": "Regn et scorekort ud",
    "nav.paper": "Regn et scorekort ud",
    "paper.intro": "Spillet på papir? Skriv hver spillers færdige scorekort ind, felt for "
    "felt (0 for et streget felt), og få point, opgørelse og placeringer.",
    "paper.options": "Husregler I spillede med",
    # One card per sheet.
    "paper.sheet": "Scorekort {number}",
    "paper.name": "Navn",
    "paper.remove": "Fjern scorekort {number}",
    "paper.add": "Tilføj et scorekort",
    "paper.sheets_hint": {
        "one": "Op til {count} scorekort, ét pr. spiller.",
        "other": "Op til {count} scorekort, ét pr. spiller.",
    },
    # A box's accessible name: "Ann, Fours, box 1"; a jackpot box: "Ann, Jackpot Fours".
    "paper.box": "{player}, {category}, felt {number}",
    "paper.jackpot_box": "{player}, {box}",
    # What is wrong with a sheet.
    "paper.at_box": "Felt {number}: {message}",
    "paper.possible": "Muligt: {values}.",
    "paper.range": "{low}\u2013{high}",
    "paper.empty": "Udfyld feltet (0, hvis det blev streget)",
    "paper.spot": "{category} {number}",
    "paper.missing": {
        "one": "Stadig tomt: {boxes}",
        "other": "Stadig tomme: {boxes}",
    },
    "paper.missing_count": {
        "one": "{count} felt er stadig tomt.",
        "other": "{count} felter er stadig tomme.",
    },
    # What a sheet must say besides its boxes, when the house options need it.
    "paper.extra.baluts": "Slåede balutter",
    "paper.extra.first_roll_baluts": "Balutter i første slag",
    "paper.extra.prediction.hint": "Som det står på scorekortet fra før første slag",
    "paper.extra.empty": "Skriv et helt tal",
    # Scoring.
    "paper.score": "Regn ud",
    "paper.fix_marked": "Ret det markerede ovenfor for at regne scorekortene ud.",
    "paper.result": "Placeringer",
    "paper.roll_off": "Uafgjort: der kan ikke slås om pladsen på papir, så lige spillere "
    "deler pladsen her.",
    "paper.save": "Gem i historikken",
    "paper.saved": "Gemt i historikken",
    # History.
    "paper.history.note": "Regnet ud fra scorekort på papir",
    "paper.history.title": "Scorekort fra {when}",
    "paper.history.unreadable": "Disse scorekort kunne ikke læses.",
    # The paper core's refusals.
    "error.box_not_number": "{category}: skriv et helt tal.",
    "error.jackpot_not_number": "Jackpot {category}: skriv et helt tal.",
    "error.impossible_jackpot": "Jackpot {category} kan ikke have {value}.",
    "error.baluts_needed": "Disse felter rummer {low} til {high} balutter: hvor mange blev slået?",
    "error.baluts_out_of_range": "Skriv {low} til {high}: de balutter, felterne kan rumme.",
    "error.first_roll_baluts_needed": "Hvor mange af balutterne i kategorien Balut kom i "
    "turens første slag? ({low} til {high})",
    "error.first_roll_baluts_out_of_range": "Skriv {low} til {high}: balutterne i "
    "kategorien Balut.",
}
