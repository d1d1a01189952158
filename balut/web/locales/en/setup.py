"""The new-game setup: the rule-set picker, the option sections, each option's legend,
hint and choices, and the inline messages for values that cannot be used."""

from __future__ import annotations

ENTRIES = {
    # The rule-set picker.
    "setup.ruleset": "Rule set",
    "setup.ruleset.standard": "Standard 1979",
    "setup.ruleset.standard.hint": "28 rounds, category points plus the dice-total table "
    "(Milholt 1979).",
    "setup.ruleset.jackpot": "Jackpot Balut",
    "setup.ruleset.jackpot.hint": "Standard plus a jackpot box in every row but Balut: 34 rounds.",
    "setup.ruleset.quick": "Quick - seven boxes",
    "setup.ruleset.quick.hint": "Seven boxes, one per category; the highest grand total wins.",
    "setup.ruleset.extended": "Extended - fourteen boxes",
    "setup.ruleset.extended.hint": "Two boxes per category, 14 rounds; the highest grand "
    "total wins.",
    # Section headings.
    "setup.section.rules": "Rule set options",
    "setup.section.house": "House options",
    "setup.section.table": "Dice, timer, matches and stakes",
    # The folded options under the rule set: its title, and when nothing differs.
    "setup.more": "House rules, timer and match",
    "setup.more.defaults": "None changed: the rule set as written, no timer, one game",
    # Options: a legend (also the option's name in messages), an optional hint, choices.
    "setup.option.turn_order": "Turn order",
    "setup.option.turn_order.leader": "Leader",
    "setup.option.turn_order.leader.hint": "Opening roll-off; the best box of a round leads "
    "the next",
    "setup.option.turn_order.fixed": "Fixed",
    "setup.option.turn_order.fixed.hint": "Same seating order every round",
    "setup.option.tiebreak": "Ties",
    "setup.option.tiebreak.dice_total": "Dice total",
    "setup.option.tiebreak.dice_total.hint": "Higher dice total wins a tie",
    "setup.option.tiebreak.shared": "Shared",
    "setup.option.tiebreak.shared.hint": "Tied players share the place",
    "setup.option.tiebreak.roll_off": "Roll-off",
    "setup.option.tiebreak.roll_off.hint": "Tied players roll five dice, highest sum wins",
    "setup.option.jackpot_in_dice_total": "Jackpots count in the dice total",
    "setup.option.jackpot_in_dice_total.hint": "Off: a jackpot stands apart from the dice total",
    "setup.option.balut_bonus": "Balut scores 30, not 50",
    "setup.option.balut_bonus.hint": "Casual groups drop the 20 bonus",
    "setup.option.per_balut_bonus": "+{points} for every balut rolled",
    "setup.option.per_balut_bonus.hint": "Recorded apart from the boxes",
    "setup.option.first_roll_balut_bonus": "+{points} for a balut on the first roll",
    "setup.option.first_roll_balut_bonus.hint": "Danish: entered as a Balut straight off the "
    "first roll",
    "setup.option.locked_holds": "Held dice stay held",
    "setup.option.locked_holds.hint": "Once held, a die cannot be released that turn",
    "setup.option.prediction": "Predictions",
    "setup.option.prediction.hint": "Each player predicts their result before the first roll",
    "setup.option.prediction_bonus": "Bonus for an exact prediction",
    "setup.option.dice_total_only": "Dice total only",
    "setup.option.dice_total_only.hint": "No points table: the highest dice total wins",
    "setup.option.custom_bands": "Custom dice-total bands",
    "setup.option.custom_bands.hint": "Agree your own points for high and low dice totals",
    "setup.option.adjustment_bands": "Dice-total bands",
    "setup.option.adjustment_bands.hint": "One band per line: the lowest dice total, then its "
    "points (e.g. 300 -1). The first band starts "
    "at 0.",
    # Options set elsewhere on the screen, named in messages.
    "setup.option.speed_seconds": "Seconds per turn",
    "setup.option.team_play": "Two teams",
    # Inline messages under a field.
    "setup.error.number": "Enter a whole number from {low} to {high}",
    "setup.error.same_name": "Same name as player {number}",
    "setup.error.look_alike": "Too like player {number}'s name: tell them apart",
    "setup.band.band_count": "Enter {low} to {high} bands, one per line",
    "setup.band.band_malformed": "Line {line}: write the lowest dice total, then the points "
    "(e.g. 300 -1)",
    "setup.band.band_first_not_zero": "The first band must start at 0",
    "setup.band.band_lowest_out_of_range": "Line {line}: a dice total is {low} to {high}",
    "setup.band.band_points_out_of_range": "Line {line}: points are {low} to {high}",
    "setup.band.band_not_increasing": "Line {line}: {lowest} must be higher than {previous} "
    "on the line before",
}
