"""Numbers fitted by self-play (written by ``scripts/fit_strategy.py``; do not edit).

``TRIES``: per row (``Category`` value), the extra chased turns an open box of the row
is worth per other open box of the sheet, shared among the row's open boxes.
"""

TRIES: dict[str, float] = {
    "fours": 0.3,
    "fives": 0.3,
    "sixes": 0.3,
    "straight": 0.3,
    "full_house": 0.6,
    "choice": 0.3,
    "balut": 0.6,
}
