#!/usr/bin/env python3
"""Writes a settings-like scene with ROWS rows to stdout: a scroll view holding a vertical stack
whose rows are horizontal stacks of an icon, a wrapping label and a switch-sized view (five
views a row, counting the row). For timing stack views at scale:

    python3 Tests/Benchmarks/stack_scene.py 20000 > /tmp/stacks.xml
    /usr/bin/time -v .build/release/scenec compile /tmp/stacks.xml -o /tmp/out \
        --max-views 1000000 --max-constraints 1000000   # above the defaults past 10,000 rows
"""
import sys

rows = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
words = "Personal Hotspot shares this phone's connection with devices nearby".split()
out = ['<scene name="stacks" width="390" height="844">',
       '  <scrollView id="scroll" frame="0 0 390 844" contentOffset="0 200">',
       '    <stackView id="list" axis="vertical" spacing="1">']
for i in range(rows):
    title = " ".join(words[: 2 + i % (len(words) - 1)])
    out.append(f'      <stackView id="row{i}" spacing="12" alignment="center" isLayoutMarginsRelativeArrangement="true">'
               f'<view id="icon{i}" intrinsicSize="29 29" contentHuggingPriority="750 750" contentCompressionResistancePriority="1000 1000"/>'
               f'<label id="title{i}" text="{title}" numberOfLines="0" contentCompressionResistancePriority="749 750"/>'
               f'<view id="toggle{i}" intrinsicSize="51 31" contentHuggingPriority="750 750" contentCompressionResistancePriority="1000 1000"/>'
               '</stackView>')
out += ['    </stackView>',
        '    <constraints>',
        '      <constraint>list.top == scroll.contentLayoutGuide.top</constraint>',
        '      <constraint>list.bottom == scroll.contentLayoutGuide.bottom</constraint>',
        '      <constraint>list.leading == scroll.contentLayoutGuide.leading</constraint>',
        '      <constraint>list.trailing == scroll.contentLayoutGuide.trailing</constraint>',
        '      <constraint>list.width == scroll.frameLayoutGuide.width</constraint>',
        '    </constraints>',
        '  </scrollView>',
        '</scene>']
print("\n".join(out))
