#!/usr/bin/env python3
"""Writes a scene of VIEWS views to stdout, one chain placed by required constraints in which
every view also asks for its trailing edge at the root's leading edge: a constraint that
conflicts with the whole chain before it (each view's leading at the previous one's trailing,
its width 10). The k-th of them is broken with a conflicting set of about 2k constraints, so
the scene measures what a conflict diagnostic costs as its set grows:

    python3 Tests/Benchmarks/conflict_chain_scene.py 1000 > /tmp/conflicts.xml
    /usr/bin/time -v .build/release/scenec compile /tmp/conflicts.xml -o /tmp/out
"""
import sys

views = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
out = ['<scene name="conflicts" width="1000" height="100">']
for i in range(1, views + 1):
    out.append(f'  <view id="v{i}" backgroundColor="systemBlue"/>')
out.append('  <constraints>')
for i in range(1, views + 1):
    leading = f"v{i - 1}.trailing" if i > 1 else "superview.leading"
    out += [f'    <constraint>v{i}.leading == {leading}</constraint>',
            f'    <constraint>v{i}.width == 10</constraint>',
            f'    <constraint>v{i}.top == superview.top</constraint>',
            f'    <constraint>v{i}.height == 10</constraint>',
            f'    <constraint>v{i}.trailing == superview.leading</constraint>']
out += ['  </constraints>', '</scene>']
print("\n".join(out))
