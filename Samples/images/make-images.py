#!/usr/bin/env python3
"""Writes the small PNGs Samples/images.xml shows, with nothing but Python's zlib.

Run from anywhere: python3 Samples/images/make-images.py. The files are checked in; running
this again writes the same bytes.

- landscape.png, 55x21 pixels: four coloured quadrants (red, green / blue, yellow), odd on
  both sides, so every content mode shows where the image went and a centred image lands on
  half points.
- glyph.png, 24x24 pixels: a black ring with a dot, on transparent pixels, with soft edges:
  an image to draw as a template, whose alpha alone counts.
- dot.png, dot@2x.png, dot@3x.png: one 16-point square at 1x, 2x and 3x (16, 32 and 48
  pixels), each variant a different colour (red, green, blue) so a picture shows which file
  the screen's scale picked. A real asset's variants would be one picture.
"""
import math
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))


def png(width, height, pixel):
    """PNG bytes of an 8-bit RGBA image; pixel(x, y) gives (r, g, b, a)."""
    rows = b"".join(b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def landscape(x, y):
    left, top = x < 27, y < 10
    if top:
        return (255, 59, 48, 255) if left else (52, 199, 89, 255)
    return (0, 122, 255, 255) if left else (255, 204, 0, 255)


def glyph(x, y):
    # Coverage of a ring (radius 8 to 11) and a dot (radius 3.5), 4x4 samples per pixel.
    covered = 0
    for sy in range(4):
        for sx in range(4):
            px, py = x + (sx + 0.5) / 4 - 12, y + (sy + 0.5) / 4 - 12
            r = math.hypot(px, py)
            covered += 1 if (8 <= r <= 11) or r <= 3.5 else 0
    return (0, 0, 0, round(255 * covered / 16))


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


write("landscape.png", png(55, 21, landscape))
write("glyph.png", png(24, 24, glyph))
for suffix, scale, colour in [("", 1, (255, 59, 48, 255)), ("@2x", 2, (52, 199, 89, 255)), ("@3x", 3, (0, 122, 255, 255))]:
    write("dot%s.png" % suffix, png(16 * scale, 16 * scale, lambda x, y, c=colour: c))
