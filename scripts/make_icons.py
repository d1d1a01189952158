"""Draw the app icons (a white die showing five on green) as PNG and SVG, stdlib only.

Run once after changing the design; the output in static/icons/ is committed.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable
from pathlib import Path

ICONS = Path(__file__).resolve().parent.parent / "static" / "icons"
GREEN = (31, 111, 80)
WHITE = (250, 250, 245)
PIP = (28, 36, 33)
PIPS = ((0.28, 0.28), (0.72, 0.28), (0.5, 0.5), (0.28, 0.72), (0.72, 0.72))

Color = tuple[int, int, int, int]


def rounded_square(x: float, y: float, left: float, size: float, radius: float) -> bool:
    """Is (x, y) inside the square at (left, left) of side `size` with rounded corners?"""
    cx = min(max(x, left + radius), left + size - radius)
    cy = min(max(y, left + radius), left + size - radius)
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius**2


def icon_shader(*, maskable: bool) -> Callable[[float, float], Color]:
    """Colour at a point of the unit square. Maskable icons bleed to the edges and keep
    the die inside the central safe zone (a circle of 80% of the size)."""
    die_left, die_size = (0.25, 0.5) if maskable else (0.17, 0.66)

    def shade(x: float, y: float) -> Color:
        if not maskable and not rounded_square(x, y, 0.0, 1.0, 0.22):
            return (0, 0, 0, 0)
        if rounded_square(x, y, die_left, die_size, die_size * 0.18):
            u, v = (x - die_left) / die_size, (y - die_left) / die_size
            if any((u - pu) ** 2 + (v - pv) ** 2 <= 0.09**2 for pu, pv in PIPS):
                return (*PIP, 255)
            return (*WHITE, 255)
        return (*GREEN, 255)

    return shade


def render_png(size: int, shade: Callable[[float, float], Color], samples: int = 3) -> bytes:
    rows = []
    offsets = [(i + 0.5) / samples for i in range(samples)]
    for py in range(size):
        row = bytearray([0])  # PNG filter: none
        for px in range(size):
            colours = [
                shade((px + ox) / size, (py + oy) / size) for oy in offsets for ox in offsets
            ]
            row += bytes(sum(c[i] for c in colours) // len(colours) for i in range(4))
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + chunk(b"IEND", b"")
    )


def svg() -> str:
    pips = "".join(
        f'<circle cx="{17 + 66 * u:.2f}" cy="{17 + 66 * v:.2f}" r="5.94" fill="#1c2421"/>'
        for u, v in PIPS
    )
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'
        '<rect width="100" height="100" rx="22" fill="#1f6f50"/>'
        '<rect x="17" y="17" width="66" height="66" rx="11.88" fill="#fafaf5"/>'
        f"{pips}</svg>\n"
    )


def main() -> None:
    ICONS.mkdir(parents=True, exist_ok=True)
    for name, size, maskable in (
        ("icon-192.png", 192, False),
        ("icon-512.png", 512, False),
        ("icon-maskable-512.png", 512, True),
        ("apple-touch-icon.png", 180, True),  # iOS rounds the corners itself
    ):
        (ICONS / name).write_bytes(render_png(size, icon_shader(maskable=maskable)))
    (ICONS / "icon.svg").write_text(svg(), encoding="utf-8")


if __name__ == "__main__":
    main()
