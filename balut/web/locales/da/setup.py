"""The new-game setup in Danish (dansk): the keys of balut/web/locales/en/setup.py."""

from __future__ import annotations

ENTRIES = {
    # The rule-set picker.
    "setup.ruleset": "Regelsæt",
    "setup.ruleset.standard": "Standard 1979",
    "setup.ruleset.standard.hint": "28 runder, kategoripoint plus tabellen for terningsummen "
    "(Milholt 1979).",
    "setup.ruleset.jackpot": "Jackpot-Balut",
    "setup.ruleset.jackpot.hint": "Standard plus et jackpotfelt i alle kategorier undtagen "
    "Balut: 34 runder.",
    "setup.ruleset.quick": "Hurtig - syv felter",
    "setup.ruleset.quick.hint": "Syv felter, ét pr. kategori; den højeste sum i alt vinder.",
    "setup.ruleset.extended": "Udvidet - fjorten felter",
    "setup.ruleset.extended.hint": "To felter pr. kategori, 14 runder; den højeste sum i "
    "alt vinder.",
    # Section headings.
    "setup.section.rules": "Valg i regelsættet",
    "setup.section.house": "Husregler",
    "setup.section.table": "Terninger, tidsur, kampe og indsats",
    # The folded options under the rule set: its title, and when nothing differs.
    "setup.more": "Husregler, tidsur og kampe",
    "setup.more.defaults": "Intet ændret: regelsættet som skrevet, uden tidsur, ét spil",
    # Options: a legend (also the option's name in messages), an optional hint, choices.
    "setup.option.turn_order": "Turrækkefølge",
    "setup.option.turn_order.leader": "Bedste starter",
    "setup.option.turn_order.leader.hint": "Startkast først; den, der noterede rundens "
    "højeste felt, starter næste runde",
    "setup.option.turn_order.fixed": "Fast",
    "setup.option.turn_order.fixed.hint": "Samme siddeorden hver runde",
    "setup.option.tiebreak": "Lige stilling",
    "setup.option.tiebreak.dice_total": "Terningsum",
    "setup.option.tiebreak.dice_total.hint": "Højeste terningsum vinder ved lige stilling",
    "setup.option.tiebreak.shared": "Delt",
    "setup.option.tiebreak.shared.hint": "Spillere, der står lige, deler pladsen",
    "setup.option.tiebreak.roll_off": "Omkast",
    "setup.option.tiebreak.roll_off.hint": "De, der står lige, slår med fem terninger; højeste "
    "sum vinder",
    "setup.option.jackpot_in_dice_total": "Jackpots tæller med i terningsummen",
    "setup.option.jackpot_in_dice_total.hint": "Fra: en jackpot står uden for terningsummen",
    "setup.option.balut_bonus": "Balut giver 30, ikke 50",
    "setup.option.balut_bonus.hint": "Mange spiller uden bonussen på 20",
    "setup.option.per_balut_bonus": "+{points} for hver balut, du slår",
    "setup.option.per_balut_bonus.hint": "Tælles for sig ved siden af felterne",
    "setup.option.first_roll_balut_bonus": "+{points} for en balut i første slag",
    "setup.option.first_roll_balut_bonus.hint": "Dansk skik: en balut noteret direkte fra "
    "første slag",
    "setup.option.locked_holds": "Beholdte terninger låses",
    "setup.option.locked_holds.hint": "En beholdt terning kan ikke slippes resten af turen",
    "setup.option.prediction": "Tip",
    "setup.option.prediction.hint": "Hver spiller tipper sit resultat før første slag",
    "setup.option.prediction_bonus": "Bonus for et præcist tip",
    "setup.option.dice_total_only": "Kun terningsum",
    "setup.option.dice_total_only.hint": "Ingen pointtabel: den højeste terningsum vinder",
    "setup.option.custom_bands": "Egne pointtrin",
    "setup.option.custom_bands.hint": "Aftal jeres egne point for høje og lave terningsummer",
    "setup.option.adjustment_bands": "Pointtrin for terningsummen",
    "setup.option.adjustment_bands.hint": "Ét trin pr. linje: den laveste terningsum, derefter "
    "dens point (f.eks. 300 -1). Første trin starter "
    "ved 0.",
    # Options set elsewhere on the screen, named in messages.
    "setup.option.speed_seconds": "Sekunder pr. tur",
    "setup.option.team_play": "To hold",
    # Inline messages under a field.
    "setup.error.number": "Skriv et helt tal fra {low} til {high}",
    "setup.error.same_name": "Samme navn som spiller {number}",
    "setup.error.look_alike": "For lig spiller {number}s navn: gør dem forskellige",
    "setup.band.band_count": "Skriv {low} til {high} trin, ét pr. linje",
    "setup.band.band_malformed": "Linje {line}: skriv den laveste terningsum og derefter "
    "pointene (f.eks. 300 -1)",
    "setup.band.band_first_not_zero": "Første trin skal starte ved 0",
    "setup.band.band_lowest_out_of_range": "Linje {line}: en terningsum er fra {low} til {high}",
    "setup.band.band_points_out_of_range": "Linje {line}: point er fra {low} til {high}",
    "setup.band.band_not_increasing": "Linje {line}: {lowest} skal være højere end "
    "{previous} på linjen før",
}
