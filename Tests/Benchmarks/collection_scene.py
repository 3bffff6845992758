#!/usr/bin/env python3
"""Writes a collection view with ITEMS self-sizing items to stdout: a vertical flow layout with
an `estimatedItemSize`, each item a cell whose contentView holds a label placed by four
constraints to its edges, so the flow layout sizes every item on its own (one small Auto Layout
solve an item, as narrow as its text) and wraps them into lines at the collection view's width.
A hundred items a section. The collection-view counterpart of table_scene.py, for timing
collection views at scale:

    python3 Tests/Benchmarks/collection_scene.py 10000 > /tmp/collection.xml
    /usr/bin/time -v .build/release/scenec compile /tmp/collection.xml -o /tmp/out \\
        --max-views 1000000 --max-constraints 1000000   # 3 views an item: above the defaults past 16,000 items
"""
import sys

items = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
words = "Items are sized one by one as a self-sizing cell is and wrapped into lines".split()


def cell(i):
    """Item i: one to three words, so the items' widths differ and lines wrap unevenly."""
    text = " ".join(words[i % len(words): i % len(words) + 1 + i % 3])
    return (f'      <collectionViewCell id="item{i}" backgroundColor="systemBlue" cornerRadius="8">'
            f'<label id="text{i}" text="{text}" font="15" textColor="white"/><constraints>'
            f'<constraint>text{i}.leading == superview.leading + 12</constraint>'
            f'<constraint>text{i}.trailing == superview.trailing - 12</constraint>'
            f'<constraint>text{i}.top == superview.top + 6</constraint>'
            f'<constraint>text{i}.bottom == superview.bottom - 6</constraint>'
            '</constraints></collectionViewCell>')


out = ['<scene name="collection" width="390" height="844">',
       '  <collectionView id="grid" frame="0 0 390 844" estimatedItemSize="80 32" minimumInteritemSpacing="8"'
       ' minimumLineSpacing="8" sectionInset="16 16 16 16" contentOffset="0 200">']
for start in range(0, items, 100):
    out += ['    <section>'] + [cell(i) for i in range(start, min(items, start + 100))] + ['    </section>']
out += ['  </collectionView>', '</scene>']
print("\n".join(out))
