#!/usr/bin/env python3
"""Independent oracle for Typesetting: text widths and vertical metrics read with fontTools.

Reads JSON on stdin: {"fonts": [{"path": str, "sizes": [float], "strings": [str], "scalars": [int]}]}
Writes JSON on stdout: {"fonts": [{"unitsPerEm", "ascender", "descender", "lineGap",
                                   "advances": [int per scalar], "units": [int per string],
                                   "widths": [[float per string] per size]}]}

Widths follow the rule Chromium uses for these fonts with ligatures off: hmtx advances of the glyphs
the cmap gives each code point (.notdef when missing) plus the legacy 'kern' table's format-0 pairs
between neighbours, summed in font units and scaled once. Nothing here shares code with FreeType.
Exits 3 when fontTools is missing so the Swift test can say what to install.
"""
import json
import sys

try:
    from fontTools.ttLib import TTFont
except ImportError:
    print("fontTools missing: pip install fonttools", file=sys.stderr)
    sys.exit(3)


def kern_pairs(font):
    """(left glyph name, right glyph name) -> units, summed over horizontal format-0 subtables."""
    pairs = {}
    if "kern" not in font:
        return pairs
    for sub in font["kern"].kernTables:
        if getattr(sub, "format", None) != 0:
            continue
        coverage = getattr(sub, "coverage", 1)
        # Version-0 coverage bit 0 = horizontal; cross-stream/minimum tables are not widths.
        if getattr(sub, "version", 0) == 0 and not (coverage & 1):
            continue
        for pair, value in sub.kernTable.items():
            pairs[pair] = pairs.get(pair, 0) + value
    return pairs


def measure(spec):
    font = TTFont(spec["path"], lazy=True)
    upem = font["head"].unitsPerEm
    hhea = font["hhea"]
    cmap = font.getBestCmap()
    hmtx = font["hmtx"].metrics
    pairs = kern_pairs(font)
    notdef = font.getGlyphOrder()[0]

    def glyph(cp):
        return cmap.get(cp, notdef)

    def units(text):
        total = 0
        previous = None
        for ch in text:
            name = glyph(ord(ch))
            total += hmtx[name][0]
            if previous is not None:
                total += pairs.get((previous, name), 0)
            previous = name
        return total

    all_units = [units(s) for s in spec["strings"]]
    return {
        "unitsPerEm": upem,
        "ascender": hhea.ascent,
        "descender": hhea.descent,
        "lineGap": hhea.lineGap,
        "advances": [hmtx[glyph(cp)][0] for cp in spec.get("scalars", [])],
        "units": all_units,
        "widths": [[u * size / upem for u in all_units] for size in spec["sizes"]],
    }


def main():
    request = json.load(sys.stdin)
    json.dump({"fonts": [measure(spec) for spec in request["fonts"]]}, sys.stdout)


if __name__ == "__main__":
    main()
