#!/usr/bin/env python3
"""Writes a scene of LABELS multi-line labels (`numberOfLines="0"`) to stdout, stacked by Auto
Layout constraints: each label's top 8 pt below the one before, its leading and trailing 16 pt
inside the root, its height left to the text wrapped at the width the solver gives it (height
for width: docs/Semantics.md, "Multi-line labels"). For the README's "Auto Layout" rows:

    python3 Tests/Benchmarks/autolayout_scene.py 10000 > /tmp/autolayout.xml
    /usr/bin/time -v .build/release/scenec compile /tmp/autolayout.xml -o /tmp/out

The texts run from 4 to 23 words, cycling through the words of label_scene.py, so the labels
wrap to between one and four lines and each height moves every label below it.
"""
import sys

labels = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
words = ("the quick brown fox jumps over a lazy dog while twelve wizards "
         "box and vex a jolly quartz sphinx of black").split()
out = ['<scene name="autolayout" width="390" height="844" safeAreaInsets="47 0 34 0">']
for i in range(labels):
    text = " ".join(words[(i + k) % len(words)] for k in range(4 + i % 20))
    out.append(f'  <label id="label{i}" numberOfLines="0" font="15" text="{text}"/>')
out.append('  <constraints>')
for i in range(labels):
    above = f"label{i - 1}.bottom + 8" if i else "safeArea.top + 8"
    out += [f'    <constraint>label{i}.top == {above}</constraint>',
            f'    <constraint>label{i}.leading == superview.leading + 16</constraint>',
            f'    <constraint>label{i}.trailing == superview.trailing - 16</constraint>']
out += ['  </constraints>', '</scene>']
print("\n".join(out))
