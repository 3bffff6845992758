#!/usr/bin/env python3
"""Writes a scene of LABELS labels to stdout, each 12 words wrapped at 120 pt
(`numberOfLines="0"`, placed by frame), in a grid of columns. For timing text at scale:

    python3 Tests/Benchmarks/label_scene.py 100000 > /tmp/labels.xml
    /usr/bin/time -v .build/release/scenec compile /tmp/labels.xml -o /tmp/out \
        --max-views 1000000 --max-text 10000000   # above the defaults past 50,000 labels

The texts cycle through 21 word orders, as a screen repeats its labels; with --unique each
label also ends with its own number, so no two texts are the same.
"""
import sys

args = [a for a in sys.argv[1:] if a != "--unique"]
unique = "--unique" in sys.argv[1:]
labels = int(args[0]) if args else 1000
words = ("the quick brown fox jumps over a lazy dog while twelve wizards "
         "box and vex a jolly quartz sphinx of black").split()
columns = 8
out = [f'<scene name="labels" width="{columns * 130}" height="{(labels // columns + 1) * 110}">']
for i in range(labels):
    text = " ".join(words[(i + k) % len(words)] for k in range(12)) + (f" {i}" if unique else "")
    x, y = (i % columns) * 130, (i // columns) * 110
    out.append(f'  <label frame="{x} {y} 120 100" numberOfLines="0" font="15" text="{text}"/>')
out.append('</scene>')
print("\n".join(out))
