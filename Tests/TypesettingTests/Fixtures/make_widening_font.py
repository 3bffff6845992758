#!/usr/bin/env python3
"""Writes widening-ellipsis.ttf beside this script: a hostile font for truncation tests.

Its letters a-z are 1 unit wide (of 1000 to the em), so a paragraph of thousands of them fits
a narrow line by the widths measured when the paragraph is shaped. Its "…" is 500 units wide,
but a contextual alternate (GSUB `calt`, on by default) turns a "…" next to a letter, before or
after it, into a glyph 30,000 units wide (HarfBuzz reads an advance over 32,767 as negative).
So every truncated line, "text…", "…text" or "te…xt", shaped on its own, is far too wide,
whatever the cut, until no letter is left beside the "…": a truncation that gives back one
character per shaping shapes the whole line once per character.

    python3 Tests/TypesettingTests/Fixtures/make_widening_font.py

Needs fontTools (pip install fonttools). The output is checked in; run this again only to
change the font.
"""
import os
import string

from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen


def box(width, height):
    """A filled rectangle as a TrueType glyph, empty for a zero width."""
    pen = TTGlyphPen(None)
    if width > 0:
        pen.moveTo((0, 0))
        pen.lineTo((0, height))
        pen.lineTo((width, height))
        pen.lineTo((width, 0))
        pen.closePath()
    return pen.glyph()


letters = list(string.ascii_lowercase)
order = [".notdef", "space"] + letters + ["ellipsis", "ellipsis.wide"]
advances = {".notdef": 500, "space": 250, "ellipsis": 500, "ellipsis.wide": 30000}
advances.update({letter: 1 for letter in letters})

builder = FontBuilder(1000, isTTF=True)
builder.setupGlyphOrder(order)
cmap = {0x20: "space", 0x2026: "ellipsis"}
cmap.update({ord(letter): letter for letter in letters})
builder.setupCharacterMap(cmap)
builder.setupGlyf({name: box(0 if name == "space" else min(advances[name], 1000), 700) for name in order})
builder.setupHorizontalMetrics({name: (advances[name], 0) for name in order})
builder.setupHorizontalHeader(ascent=800, descent=-200)
builder.setupNameTable({"familyName": "Widening Ellipsis", "styleName": "Regular"})
builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
builder.setupPost()
addOpenTypeFeaturesFromString(builder.font, """
@letters = [%s];
feature calt {
    sub @letters ellipsis' by ellipsis.wide;
    sub ellipsis' @letters by ellipsis.wide;
} calt;
""" % " ".join(letters))
builder.save(os.path.join(os.path.dirname(os.path.abspath(__file__)), "widening-ellipsis.ttf"))
