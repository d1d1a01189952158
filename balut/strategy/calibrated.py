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
    0.043,  # 5 open
    0.061,  # 6 open
    0.083,  # 7 open
    0.109,  # 8 open
    0.138,  # 9 open
    0.17,  # 10 open
    0.206,  # 11 open
    0.245,  # 12 open
    0.288,  # 13 open
    0.333,  # 14 open
    0.383,  # 15 open
    0.436,  # 16 open
    0.492,  # 17 open
    0.551,  # 18 open
    0.614,  # 19 open
    0.68,  # 20 open
    0.75,  # 21 open
    0.823,  # 22 open
    0.9,  # 23 open
    0.98,  # 24 open
    1.063,  # 25 open
    1.15,  # 26 open
    1.24,  # 27 open
    1.334,  # 28 open
)
