"""A bar chart of distance counts as a PNG, written with zlib and struct only.

Bars at or under the threshold are orange, the rest blue; a red line marks where the
threshold ends. Tick labels use a 3x5 pixel digit font drawn here, so no plotting
library (and no font file) is needed.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

_DIGITS = {  # 3x5 glyphs, one string per row
    "0": ("111", "101", "101", "101", "111"), "1": ("010", "110", "010", "010", "111"),
    "2": ("111", "001", "111", "100", "111"), "3": ("111", "001", "111", "001", "111"),
    "4": ("101", "101", "111", "001", "001"), "5": ("111", "100", "111", "001", "111"),
    "6": ("111", "100", "111", "101", "111"), "7": ("111", "001", "010", "010", "010"),
    "8": ("111", "101", "111", "101", "111"), "9": ("111", "101", "111", "001", "111"),
}
WHITE, GREY, BLACK = (255, 255, 255), (200, 200, 200), (40, 40, 40)
NEAR, FAR, LINE = (230, 140, 30), (60, 110, 190), (210, 30, 30)
SCALE = 2  # pixels per glyph dot


class Canvas:
    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.rows = [bytearray(bytes(WHITE) * width) for _ in range(height)]

    def rect(self, x0: int, y0: int, x1: int, y1: int, color: tuple[int, int, int]) -> None:
        """Fill the pixels x0 <= x < x1, y0 <= y < y1 (clipped to the canvas)."""
        x0, x1 = max(0, x0), min(self.width, x1)
        for y in range(max(0, y0), min(self.height, y1)):
            if x1 > x0:
                self.rows[y][x0 * 3:x1 * 3] = bytes(color) * (x1 - x0)

    def text(self, x: int, y: int, digits: str, color: tuple[int, int, int] = BLACK) -> None:
        for position, char in enumerate(digits):
            glyph = _DIGITS[char]
            left = x + position * 4 * SCALE
            for row, bits in enumerate(glyph):
                for column, bit in enumerate(bits):
                    if bit == "1":
                        self.rect(left + column * SCALE, y + row * SCALE,
                                  left + (column + 1) * SCALE, y + (row + 1) * SCALE, color)

    def png(self) -> bytes:
        raw = b"".join(b"\x00" + bytes(row) for row in self.rows)  # filter type 0 per row

        def chunk(kind: bytes, data: bytes) -> bytes:
            return (struct.pack(">I", len(data)) + kind + data
                    + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)  # 8-bit RGB
        return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def text_width(digits: str) -> int:
    return len(digits) * 4 * SCALE - SCALE


def histogram_png(counts: list[int], threshold: int, *, bar_width: int = 12,
                  plot_height: int = 240) -> bytes:
    """PNG bytes of ``counts[d]`` (pages whose nearest neighbour is at distance d)."""
    if not counts:
        counts = [0]
    left, right, top, bottom = 16 + text_width(str(max(counts))), 16, 16, 40
    width = left + len(counts) * bar_width + right
    height = top + plot_height + bottom
    canvas = Canvas(width, height)
    base = top + plot_height
    peak = max(max(counts), 1)
    for quarter in range(1, 4):  # light horizontal grid, under the bars
        y = top + quarter * plot_height // 4
        canvas.rect(left, y, width - right, y + 1, GREY)
    canvas.rect(left - 2, top, left - 1, base + 1, BLACK)  # y axis
    canvas.rect(left - 2, base, width - right, base + 1, BLACK)  # x axis
    canvas.rect(left - 6, top, left - 2, top + 1, BLACK)  # tick at the peak count
    canvas.text(left - 8 - text_width(str(peak)), top - 2, str(peak))
    for distance, count in enumerate(counts):
        x = left + distance * bar_width
        if count:
            bar = max(1, round(count / peak * plot_height))
            canvas.rect(x + 1, base - bar, x + bar_width - 1, base,
                        NEAR if distance <= threshold else FAR)
        if distance % 4 == 0:
            canvas.rect(x + bar_width // 2, base + 1, x + bar_width // 2 + 1, base + 5, BLACK)
            label = str(distance)
            canvas.text(x + bar_width // 2 - text_width(label) // 2, base + 8, label)
    if threshold < len(counts):
        line_x = left + (threshold + 1) * bar_width - 1
        for y in range(top, base, 6):  # dashed
            canvas.rect(line_x, y, line_x + 2, y + 4, LINE)
        canvas.text(line_x + 4, top, str(threshold), LINE)
    return canvas.png()


def write_histogram_png(path: str | Path, counts: list[int], threshold: int) -> Path:
    path = Path(path)
    path.write_bytes(histogram_png(counts, threshold))
    return path
