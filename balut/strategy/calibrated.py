"""The calibration of the standard game's sheet value (written by
``scripts/fit_calibration.py``; do not edit).

``SHIFT[n]``: points added to the box-by-box estimate of a standard sheet with ``n``
boxes open (the Expert's rollouts reach more than the estimate's floor).
"""

SHIFT: tuple[float, ...] = (
    0.0,  # 0 open
    0.0,  # 1 open
    0.0,  # 2 open
    0.0,  # 3 open
    0.0,  # 4 open
    0.0,  # 5 open
    0.0,  # 6 open
    0.0,  # 7 open
    0.0,  # 8 open
    0.0,  # 9 open
    0.0,  # 10 open
    0.0,  # 11 open
    0.0,  # 12 open
    0.0,  # 13 open
    0.0,  # 14 open
    0.0,  # 15 open
    0.0,  # 16 open
    0.0,  # 17 open
    0.0,  # 18 open
    0.0,  # 19 open
    0.0,  # 20 open
    0.0,  # 21 open
    0.0,  # 22 open
    0.0,  # 23 open
    0.0,  # 24 open
    0.0,  # 25 open
    0.0,  # 26 open
    0.0,  # 27 open
    0.0,  # 28 open
)
