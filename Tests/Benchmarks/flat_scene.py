#!/usr/bin/env python3
"""Writes a flat scene of VIEWS_AND_LAYERS nodes to stdout: half of them views placed by frame
in a grid, each holding one sublayer bound to its bounds (`frame="owner.bounds"`) that draws
its border, as a view gets a border above its subviews. Nothing is nested deeper than a view
and its layer, so this times the per-node cost of every stage. For the README's "flat" rows:

    python3 Tests/Benchmarks/flat_scene.py 100000 > /tmp/flat.xml
    /usr/bin/time -v .build/release/scenec compile /tmp/flat.xml -o /tmp/out \
        --max-views 1000000     # above the default past 50,000 views and layers

The count is of views and layers together, as the README's table counts them (an odd count
is rounded down to a whole view and its layer).
"""
import sys

nodes = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
views = nodes // 2
columns = 100
out = [f'<scene name="flat" width="{columns * 10}" height="{(views // columns + 1) * 10}">']
for i in range(views):
    x, y = (i % columns) * 10, (i // columns) * 10
    out.append(f'  <view frame="{x} {y} 8 8" backgroundColor="systemBlue">'
               '<layer frame="owner.bounds" borderWidth="1" borderColor="systemRed"/></view>')
out.append('</scene>')
print("\n".join(out))
