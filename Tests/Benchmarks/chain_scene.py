#!/usr/bin/env python3
"""Writes a scene of VIEWS views to stdout, one chain placed by Auto Layout constraints: each
view's leading at the previous one's trailing + 8, its width at least 20 and 50 at priority 750,
its top and height fixed. For the README's Auto Layout chain figures (below the solver table):

    python3 Tests/Benchmarks/chain_scene.py 10000 > /tmp/chain.xml
    /usr/bin/time -v .build/release/scenec compile /tmp/chain.xml -o /tmp/out

The root is 1000 pt wide and the chain runs on past it, so the 750 widths all hold; the
solver's cost grows with the chain, the printers' with the views.
"""
import sys

views = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
out = ['<scene name="chain" width="1000" height="100">']
for i in range(views):
    out.append(f'  <view id="v{i}" backgroundColor="systemBlue"/>')
out.append('  <constraints>')
for i in range(views):
    leading = f"v{i - 1}.trailing + 8" if i else "superview.leading + 8"
    out += [f'    <constraint>v{i}.leading == {leading}</constraint>',
            f'    <constraint>v{i}.width &gt;= 20</constraint>',
            f'    <constraint>v{i}.width == 50 @750</constraint>',
            f'    <constraint>v{i}.top == superview.top + 10</constraint>',
            f'    <constraint>v{i}.height == 40</constraint>']
out += ['  </constraints>', '</scene>']
print("\n".join(out))
