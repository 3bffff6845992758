#!/usr/bin/env python3
"""Writes a scene of VIEWS views to stdout, as chains of views each the only subview of the one
before, DEPTH deep (default 100, the most `--max-depth` admits), every view clipping to its
bounds and turned 3° from its superview, so every level adds a transform and a clip to what
the renderers print. For the README's "deep" rows:

    python3 Tests/Benchmarks/deep_scene.py 100000 > /tmp/deep.xml
    /usr/bin/time -v .build/release/scenec compile /tmp/deep.xml -o /tmp/out \
        --max-views 1000000     # above the default past 50,000 views

Views are placed by `center` and `bounds`, each 1 pt smaller than its superview and centred in
it, since a frame beside a transform is a warning. The count is rounded down to whole chains;
chains deeper than 100 (`--depth 200`) are refused by scenec's default `--max-depth`.
"""
import sys

args, depth = sys.argv[1:], 100
if "--depth" in args:
    at = args.index("--depth")
    depth = int(args[at + 1])
    del args[at:at + 2]
views = int(args[0]) if args else 1000
chains = max(views // depth, 1)
columns = 40
size = depth + 20
colours = ("systemBlue", "systemGreen", "systemOrange", "systemPink")
out = [f'<scene name="deep" width="{min(chains, columns) * (size + 10)}" height="{(chains // columns + 1) * (size + 10)}">']
for c in range(chains):
    x, y = (c % columns) * (size + 10) + size / 2, (c // columns) * (size + 10) + size / 2
    line = []
    for level in range(depth):
        side = size - level
        center = f"{x:g} {y:g}" if level == 0 else f"{(side + 1) / 2:g} {(side + 1) / 2:g}"
        line.append(f'<view center="{center}" bounds="0 0 {side} {side}" transform="rotate(3deg)" '
                    f'clipsToBounds="true" backgroundColor="{colours[level % len(colours)]}">')
    out.append("  " + "".join(line) + "</view>" * depth)
out.append('</scene>')
print("\n".join(out))
