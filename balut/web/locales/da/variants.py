"""The parts that differ between rule sets and ways to play, in Danish (dansk): the keys of
balut/web/locales/en/variants.py."""

from __future__ import annotations

ENTRIES = {
    # Setup: seating and teams.
    "variants.seating": "Deltagere",
    "variants.seating.players": "Spillere",
    "variants.seating.players.hint": "Hver spiller har sit eget scorekort",
    "variants.seating.teams": "To hold",
    "variants.seating.teams.hint": "Hold-Balut: hvert hold deler ét scorekort",
    "variants.teams.hint": "To hold med {low} til {high} spillere. Det første medlem er "
    "kaptajn; uden holdnavn bruges medlemmernes navne.",
    "variants.team": "Hold {team}",
    "variants.team.name": "Navn på hold {team}",
    "variants.team.colour": "Farve for hold {team}: {colour}. Tryk for næste farve",
    "variants.team.member": "Hold {team}, medlem {member}",
    "variants.team.captain": "Hold {team}, medlem {member} (kaptajn)",
    "variants.team.remove": "Fjern medlem {member} fra hold {team}",
    "variants.team.played_by": "Spilles af",
    "variants.team.people": "Folk ved bordet",
    "variants.team.add": "Tilføj medlem til hold {team}",
    # Setup: the turn timer and match play.
    "variants.timer": "Tidsur",
    "variants.timer.off": "Uden tidsur",
    "variants.timer.off.hint": "Tag den tid, du har brug for",
    "variants.timer.on": "Balut på tid",
    "variants.timer.on.hint": "Løber tiden ud, streges et felt",
    "variants.games": "Spil",
    "variants.games.single": "Ét spil",
    "variants.games.single.hint": "Et enkelt spil",
    "variants.games.fixed": "Kamp",
    "variants.games.fixed.hint": "Et fast antal spil, pointene lægges sammen",
    "variants.games.open": "Åben kamp",
    "variants.games.open.hint": "Spil, indtil I stopper",
    "variants.games.count": "Antal spil",
    # Setup: inline messages.
    "variants.error.same_name": "Samme navn som hold {team}, medlem {member}",
    "variants.error.seconds": "Skriv hele sekunder fra {low} til {high}",
    "variants.error.games": "Skriv et antal spil fra {low} til {high}",
    # The number that ranks players: a column heading, and a result in its unit.
    "variants.deciding.points": "Point",
    "variants.deciding.grand_total": "I alt",
    "variants.deciding.dice_total": "Terningsum",
    "variants.amount.points": {"one": "{count} point", "other": "{count} point"},
    "variants.amount.grand_total": "{count} i alt",
    "variants.amount.dice_total": "terningsum {count}",
    # The prediction prompt (one sentence per deciding number).
    "variants.predict.title": "{player}, tip dit resultat",
    "variants.predict.hint.points": "Før dit første slag siger du, hvor mange point du ender "
    "med. Rammer du præcist, får du +{bonus}. Alle kan se "
    "tippet under spillet.",
    "variants.predict.hint.grand_total": "Før dit første slag siger du, hvad du ender på i "
    "alt. Rammer du præcist, får du "
    "+{bonus}. Alle kan se tippet under spillet.",
    "variants.predict.hint.dice_total": "Før dit første slag siger du, hvad din terningsum "
    "ender på. Rammer du præcist, får du +{bonus}. Alle "
    "kan se tippet under spillet.",
    "variants.predict.label.points": "Tippede point",
    "variants.predict.label.grand_total": "Tippet i alt",
    "variants.predict.label.dice_total": "Tippet terningsum",
    "variants.predict.save": "Gem tip",
    # A jackpot row: its short visible status and what a screen reader hears ({box} is
    # the box's name, {reason} the entry rule).
    "variants.jackpot.label": "Jackpot",
    "variants.jackpot.eligible": "\u2713 {reason}",
    "variants.jackpot.ineligible": "\u2717 {reason}",
    "variants.jackpot.none": "Ingen jackpot",
    "variants.jackpot.bonus": "{amount} i bonus",
    "variants.jackpot.penalty": "{amount} i straf",
    "variants.jackpot.at_stake": "+{swing} eller \u2212{swing} på spil",
    # The stake over a jackpot box: what its row wins or loses at the end.
    "variants.jackpot.stake": "+{swing}/\u2212{swing}",
    # Under the \u2715 of a jackpot box (its name says the rest).
    "variants.jackpot.cross_mark": "jackpot",
    "variants.jackpot.said.eligible": "{box} giver {offer} her. Kravet er opfyldt: {reason}.",
    "variants.jackpot.said.ineligible": "{box} giver 0 her. Kravet er ikke opfyldt: {reason}.",
    "variants.jackpot.said.open": "{box} er ledigt. {reason}.",
    "variants.jackpot.said.crossed": "{box} er streget. Ingen jackpot.",
    "variants.jackpot.said.settled": "{box} har {value}. {status}.",
    "variants.jackpot.said.at_stake": "{box} har {value}. {swing} point på spil.",
    "variants.jackpot.said.swing": "Med en jackpot giver kategoriens mål +{swing}, hvis det "
    "nås, ellers \u2212{swing}.",
    "variants.jackpot.cross": "Streg {box}",
    # Totals under a sheet and the result's breakdown.
    "variants.total.row_points": "Kategoripoint",
    "variants.total.jackpots": "Jackpots",
    "variants.total.dice_total": "Terningsum",
    "variants.total.boxes": "Felter",
    "variants.total.balut_extras": "Balutbonusser",
    "variants.total.prediction": "Tip",
    "variants.total.provisional": "Foreløbig",
    "variants.breakdown.title": "{player}: {amount}",
    "variants.breakdown.caption": "Opgørelse for {player}",
    "variants.breakdown.row": "Kategori",
    "variants.breakdown.total": "Sum",
    "variants.breakdown.jackpot": "Jackpot",
    "variants.breakdown.jackpot_bonus": "Bonus",
    "variants.breakdown.points": "Pt.",
    "variants.breakdown.boxes": "Felter",
    "variants.breakdown.jackpot_bonuses": "Jackpotbonusser",
    "variants.breakdown.baluts_rolled": "Slåede balutter (+{points} pr. styk)",
    "variants.breakdown.first_roll_baluts": "Balutter i første slag",
    "variants.breakdown.prediction_hit": "Tip {value} (ramt)",
    "variants.breakdown.prediction_missed": "Tip {value} (ikke ramt)",
    "variants.breakdown.prediction_none": "Intet tip (ikke ramt)",
    "variants.band.closed": "Terningsummen {total} ligger i trinnet {low}\u2013{high}: {points}.",
    "variants.band.open": "Terningsummen {total} ligger i trinnet {low} eller mere: {points}.",
    "variants.band.none": "Terningsummen {total}: {points}.",
    # How the rules rank the players (sentences of the note under the results).
    "variants.ranking.points": "Point = kategoripoint (hver kategori, der når sit mål) plus "
    "pointtrinnet for terningsummen.",
    "variants.ranking.jackpot": "En noteret jackpot giver sin bonus, når kategoriens fire "
    "almindelige felter når kategoriens mål, og koster det "
    "samme, når de ikke gør ({swings}).",
    "variants.ranking.swing": "{category} +{swing}/\u2212{swing}",
    "variants.ranking.balut_row": "Kategorien Balut: {first} for første balut, {further} for "
    "hver ny.",
    "variants.ranking.jackpot_in_total": "Jackpots tæller med i terningsummen.",
    "variants.ranking.jackpot_apart": "Jackpotværdier står uden for terningsummen.",
    "variants.ranking.dice_total_only": {
        "one": "Kun terningsum: summen af {count} felt afgør, ingen pointtabel.",
        "other": "Kun terningsum: summen af alle {count} felter afgør, ingen pointtabel.",
    },
    "variants.ranking.grand_total": {
        "one": "Ingen kategoripoint og ingen tabel for terningsummen: summen i alt af "
        "{count} felt afgør.",
        "other": "Ingen kategoripoint og ingen tabel for terningsummen: summen i alt af "
        "alle {count} felter afgør.",
    },
    "variants.ranking.extras": "Ekstra: {extras}.",
    "variants.ranking.per_balut": "+{points} for hver balut, du slår",
    "variants.ranking.first_roll": "+{points} for en balut i første slag",
    "variants.ranking.prediction": "+{points} for et præcist tip",
    "variants.stakes": "Indsats",
    "variants.stakes.hint": "En indsats pr. point, jetoner eller bare æren (lad feltet stå tomt). Gøres op, når spillet slutter; i en kamp på kampens samlede point.",
    "variants.stakes.amount": "Indsats pr. point",
    "variants.stakes.unit": "Enhed",
    "variants.stakes.unit.example": "kr, €",
    "variants.stakes.loser_buys": "Taberen giver en omgang",
    "variants.stakes.loser_buys.hint": "Sidstepladsen giver næste omgang",
    "variants.plays_for": "Robotter spiller for",
    "variants.plays_for.points": "Point",
    "variants.plays_for.points.hint": "Flest point i gennemsnit; Råd vejer det samme",
    "variants.plays_for.win": "Sejren",
    "variants.plays_for.win.hint": "Risiko bagud, sikkert foran; Råd vejer din chance for at vinde",
    "variants.plays_for.not_last": "Taberen giver: robotter og Råd spiller for at undgå sidstepladsen.",
    "variants.plays_for.stake": "En indsats pr. point: robotter og Råd spiller for pointforskellen.",
    "variants.error.stake": "Et beløb fra 0 til {high} med højst to decimaler, fx 0,50",
    "variants.dice": "Terninger",
    "variants.dice.phone": "Slå på telefonen",
    "variants.dice.phone.hint": "Telefonen slår; tryk på terninger for at beholde dem",
    "variants.dice.real": "Rigtige terninger",
    "variants.dice.real.hint": "Slå med jeres egne terninger ved bordet, og indtast, hvad I slog",
}
