"""The calibration of the standard game's sheet value (written by
``scripts/fit_calibration.py``; do not edit).

``SHIFT[n]``: points added to the box-by-box estimate of a standard sheet with ``n``
boxes open (the Expert's rollouts reach more than the estimate's floor).
"""

SHIFT: tuple[float, ...] = (
    0.0,  # 0 open
    0.002,  # 1 open
    0.007,  # 2 open
    0.015,  # 3 open
    0.027,  # 4 open
    0.042,  # 5 open
    0.061,  # 6 open
    0.083,  # 7 open
    0.108,  # 8 open
    0.137,  # 9 open
    0.169,  # 10 open
    0.205,  # 11 open
    0.244,  # 12 open
    0.286,  # 13 open
    0.332,  # 14 open
    0.381,  # 15 open
    0.433,  # 16 open
    0.489,  # 17 open
    0.548,  # 18 open
    0.611,  # 19 open
    0.677,  # 20 open
    0.746,  # 21 open
    0.819,  # 22 open
    0.895,  # 23 open
    0.974,  # 24 open
    1.057,  # 25 open
    1.144,  # 26 open
    1.233,  # 27 open
    1.326,  # 28 open
)
