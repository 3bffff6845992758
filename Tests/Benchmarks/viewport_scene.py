#!/usr/bin/env python3
"""Writes a scene of ROWS rows of constraint-placed views, two views a row, laid out at
VIEWPORTS viewport sizes (phones and tablets, portrait and landscape; at most 8), to stdout.
For timing how a scene's later viewports are laid out (docs/Architecture.md, "Later
viewports"):

    python3 Tests/Benchmarks/viewport_scene.py 5000 8 > /tmp/viewports.xml
    /usr/bin/time -v .build/release/scenec compile /tmp/viewports.xml -o /tmp/out \
        --max-views 1000000     # 10,000 views at 8 viewports are 80,000 view layouts

Each row holds a title three quarters of the root's width and a badge that wants 60 pt
(priority 750) but is held to 30 % of the root's width and 8 pt after the title: at narrow
sizes the badges give way, at wide ones they keep 60 pt, so a new size moves solutions, not
only constants. With --distinct, each viewport also gets its own safe-area insets.
"""
import sys

args = [a for a in sys.argv[1:] if not a.startswith("--")]
distinct = "--distinct" in sys.argv[1:]
rows = int(args[0]) if args else 1000
count = int(args[1]) if len(args) > 1 else 4
sizes = [("phone", 390, 844), ("phoneLandscape", 844, 390), ("small", 320, 568), ("smallLandscape", 568, 320),
         ("pad", 820, 1180), ("padLandscape", 1180, 820), ("large", 1024, 1366), ("largeLandscape", 1366, 1024)]
out = ['<scene name="viewports" backgroundColor="systemBackground">']
for k, (name, w, h) in enumerate(sizes[:count]):
    insets = f' safeAreaInsets="{k} 0 {k} 0"' if distinct else ""
    out.append(f'  <viewport name="{name}" width="{w}" height="{h}"{insets}/>')
for i in range(rows):
    out.append(f'  <view id="title{i}" backgroundColor="systemBlue"/><view id="badge{i}" backgroundColor="systemOrange"/>')
out.append('  <constraints>')
for i in range(rows):
    above = f"title{i - 1}.bottom + 4" if i else "safeArea.top"
    out += [f'    <constraint>title{i}.top == {above}</constraint>',
            f'    <constraint>title{i}.leading == superview.leading + 16</constraint>',
            f'    <constraint>title{i}.width == superview.width * 0.75</constraint>',
            f'    <constraint>title{i}.height == 20</constraint>',
            f'    <constraint>badge{i}.top == title{i}.top</constraint>',
            f'    <constraint>badge{i}.height == title{i}.height</constraint>',
            f'    <constraint>badge{i}.leading &gt;= title{i}.trailing + 8</constraint>',
            f'    <constraint>badge{i}.trailing == superview.trailing - 16</constraint>',
            f'    <constraint>badge{i}.width &lt;= superview.width * 0.3</constraint>',
            f'    <constraint>badge{i}.width == 60 @750</constraint>']
out += ['  </constraints>', '</scene>']
print("\n".join(out))
