#!/usr/bin/env python3
"""Writes a screen of VIEWS views to stdout as cards, two views a card: an unclipped container
that casts a shadow (no `shadowPath`, so the shadow is of everything the card draws), holding a
content view with continuous corners that clips to them, filled by a gradient layer bound to its
bounds; every third card rounds only its top corners (`maskedCorners`), and every fifth has a
border. The cards sit in a grid of 4 columns, each 80 × 60 with a 10 pt gap, on a screen as tall
as they need. For the README's "cards" row:

    python3 Tests/Benchmarks/cards_scene.py 2000 > /tmp/cards.xml
    /usr/bin/time -v .build/release/scenec compile /tmp/cards.xml -o /tmp/out

The count is of views (an odd count is rounded down to whole cards); each card adds one
gradient layer besides, so VIEWS views are 1.5 × VIEWS nodes, within the default limits at 2,000.
"""
import sys

views = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
cards = views // 2
columns, width, height, gap = 4, 80, 60, 10
rows = (cards + columns - 1) // columns
colors = ["#FF9500 #FF2D55", "#5AC8FA #007AFF", "#34C759 #30B0C7", "#AF52DE #5856D6"]
out = [f'<scene name="cards" width="{columns * (width + gap) + gap}" height="{rows * (height + gap) + gap}" '
       'backgroundColor="systemGroupedBackground">']
for i in range(cards):
    x, y = gap + (i % columns) * (width + gap), gap + (i // columns) * (height + gap)
    corners = ' maskedCorners="layerMinXMinYCorner layerMaxXMinYCorner"' if i % 3 == 0 else ''
    border = ' borderWidth="1" borderColor="#FFFFFF80"' if i % 5 == 0 else ''
    out.append(f'  <view frame="{x} {y} {width} {height}" shadowOpacity="0.2" shadowOffset="0 2" shadowRadius="4">'
               f'<view frame="superview.bounds" cornerRadius="12" cornerCurve="continuous" clipsToBounds="true"{corners}{border}>'
               f'<gradientLayer frame="owner.bounds" colors="{colors[i % len(colors)]}" startPoint="0 0" endPoint="1 1"/>'
               '</view></view>')
out.append('</scene>')
print("\n".join(out))
