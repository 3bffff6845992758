#!/usr/bin/env python3
"""Writes a scene of VIEWS views placed by `frame` alone (no other attribute) to stdout, for
timing scenec's front end against libxml2's own parse (frontend_vs_xmllint.py). Every ten
views are a container holding seven leaves and one view with a leaf of its own, so the
scene is mostly flat and three levels deep at most:

    python3 Tests/Benchmarks/frame_scene.py 100000 > /tmp/frames.xml
    xmllint --noout /tmp/frames.xml
    .build/release/scenec compile /tmp/frames.xml -o /tmp/out --max-views 1000000

The count is rounded down to whole groups of ten.
"""
import sys

views = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
columns = 10
out = [f'<scene name="frames" width="{columns * 100}" height="{(views // 10 // columns + 1) * 100}">']
for g in range(views // 10):
    x, y = (g % columns) * 100, (g // columns) * 100
    out.append(f'  <view frame="{x} {y} 90 90">')
    for k in range(7):
        out.append(f'    <view frame="{k % 4 * 22} {k // 4 * 22} 20 20"/>')
    out.append('    <view frame="44 44 40 40"><view frame="5 5 30 30"/></view>')
    out.append('  </view>')
out.append('</scene>')
print("\n".join(out))
