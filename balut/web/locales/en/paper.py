"""Score a paper sheet (balut/web/paper_screen.py, paper_draft.py): the screen that scores
finished paper sheets typed in box by box, and their history entries.

The refusals of the paper core (balut/paper.py) that a player can meet are worded here as
``error.<code>`` with the code's params, like those of errors.py; ``box.jackpot``,
``category.*``, ``setup.*`` and ``variants.*`` words come from their own areas.
"""

from __future__ import annotations

ENTRIES = {
    # The screen's title and Home's button.
    "screen.paper": "Score a paper sheet",
    "nav.paper": "Score a paper sheet",
    "paper.intro": "Played on paper? Type in each player's finished sheet, box by box (0 "
    "for a box crossed out), and get the points, the breakdown and the ranking.",
    "paper.options": "House options played",
    # One card per sheet.
    "paper.sheet": "Sheet {number}",
    "paper.name": "Name",
    "paper.remove": "Remove sheet {number}",
    "paper.add": "Add a sheet",
    "paper.sheets_hint": {
        "one": "Up to {count} sheet, one per player.",
        "other": "Up to {count} sheets, one per player.",
    },
    # A box's accessible name: "Ann, Fours, box 1"; a jackpot box: "Ann, Jackpot Fours".
    "paper.box": "{player}, {category}, box {number}",
    "paper.jackpot_box": "{player}, {box}",
    # What is wrong with a sheet.
    "paper.at_box": "Box {number}: {message}",
    "paper.possible": "Possible: {values}.",
    "paper.range": "{low}\u2013{high}",
    "paper.empty": "Fill in this box (0 if it was crossed out)",
    "paper.spot": "{category} {number}",
    "paper.missing": {
        "one": "Still empty: {boxes}",
        "other": "Still empty: {boxes}",
    },
    "paper.missing_count": {
        "one": "{count} box is still empty.",
        "other": "{count} boxes are still empty.",
    },
    # What a sheet must say besides its boxes, when the house options need it.
    "paper.extra.baluts": "Baluts rolled",
    "paper.extra.first_roll_baluts": "Baluts on a first roll",
    "paper.extra.prediction.hint": "As written on the sheet before the first roll",
    "paper.extra.empty": "Enter a whole number",
    # Scoring.
    "paper.score": "Score",
    "paper.fix_marked": "Fix what is marked above to score the sheets.",
    "paper.result": "Ranking",
    "paper.roll_off": "Ties: a roll-off cannot be thrown on paper, so tied players share "
    "the place here.",
    "paper.save": "Save to history",
    "paper.saved": "Saved to history",
    # History.
    "paper.history.note": "Scored from paper sheets",
    "paper.history.title": "Paper sheets of {when}",
    "paper.history.unreadable": "These paper sheets could not be read.",
    # The paper core's refusals.
    "error.box_not_number": "{category}: enter a whole number.",
    "error.jackpot_not_number": "Jackpot {category}: enter a whole number.",
    "error.impossible_jackpot": "Jackpot {category} cannot hold {value}.",
    "error.baluts_needed": "These boxes hold {low} to {high} baluts: how many were rolled?",
    "error.baluts_out_of_range": "Enter {low} to {high}: the baluts these boxes can hold.",
    "error.first_roll_baluts_needed": "How many of the baluts in the Balut row came on a "
    "turn's first roll? ({low} to {high})",
    "error.first_roll_baluts_out_of_range": "Enter {low} to {high}: the baluts in the Balut row.",
}
