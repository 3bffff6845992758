#!/usr/bin/env python3
"""Writes a table view with ROWS self-sizing rows to stdout: each row a cell whose contentView
holds an icon view and a label that wraps, placed by five constraints to the contentView's
margins, so the table sizes every row on its own (one small Auto Layout solve a row) at the
table's width. Ten rows a section. For timing table views at scale:

    python3 Tests/Benchmarks/table_scene.py 10000 > /tmp/table.xml
    /usr/bin/time -v .build/release/scenec compile /tmp/table.xml -o /tmp/out \
        --max-views 1000000 --max-constraints 1000000   # 6 views a row: above the defaults past 8,000 rows
"""
import sys

rows = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
words = "Rows are sized one by one at the table's width as a self-sizing cell is".split()
out = ['<scene name="table" width="390" height="844">',
       '  <tableView id="table" frame="0 0 390 844" style="insetGrouped" contentOffset="0 200">']
for i in range(rows):
    if i % 10 == 0:
        if i:
            out.append('    </section>')
        out.append(f'    <section header="Section {i // 10}">')
    text = " ".join(words[: 2 + i % (len(words) - 1)])
    out.append(f'      <tableViewCell id="row{i}"><view id="icon{i}" backgroundColor="systemBlue" cornerRadius="6"/>'
               f'<label id="text{i}" text="{text}" numberOfLines="0"/><constraints>'
               f'<constraint>icon{i}.leading == superview.margins.leading</constraint>'
               f'<constraint>icon{i}.top == superview.margins.top</constraint>'
               f'<constraint>icon{i}.width == 29</constraint><constraint>icon{i}.height == 29</constraint>'
               f'<constraint>text{i}.leading == icon{i}.trailing + 12</constraint>'
               f'<constraint>text{i}.trailing == superview.margins.trailing</constraint>'
               f'<constraint>text{i}.top == superview.margins.top</constraint>'
               f'<constraint>text{i}.bottom == superview.margins.bottom</constraint>'
               f'<constraint>icon{i}.bottom &lt;= superview.margins.bottom</constraint>'
               '</constraints></tableViewCell>')
if rows:
    out.append('    </section>')
out += ['  </tableView>', '</scene>']
print("\n".join(out))
