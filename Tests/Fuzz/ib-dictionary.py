#!/usr/bin/env python3
"""Writes Tests/Fuzz/interfacebuilder.dict, the libFuzzer dictionary of fuzz-interfacebuilder,
from the Interface Builder corpus (Tests/InterfaceBuilderCorpus): `<element` and `</element>`
for every element name, `attribute="` for every attribute name, and `key="…"`, `type="…"` and
the other values documents use most, so that mutations speak the documents' vocabulary.

    python3 Tests/Fuzz/ib-dictionary.py          # rewrite the dictionary
    python3 Tests/Fuzz/ib-dictionary.py --check  # exit 1 when the file is not what the corpus gives

Standard-library Python 3; the output is sorted, so the same corpus gives the same file.
"""
import collections
import pathlib
import sys
import xml.etree.ElementTree as ET

HERE = pathlib.Path(__file__).resolve().parent
CORPUS = HERE.parent / "InterfaceBuilderCorpus"
OUT = HERE / "interfacebuilder.dict"
# Values of these attributes are words of the format (keys, kinds, enumerations), not content.
VALUE_ATTRIBUTES = {"key", "type", "firstAttribute", "secondAttribute", "relation", "contentMode", "axis",
                    "distribution", "alignment", "textAlignment", "lineBreakMode", "systemColor", "style", "colorSpace",
                    "customColorSpace", "buttonType", "keyPath", "placeholderIdentifier", "orientation", "appearance"}
MOST_VALUES = 12  # the most frequent values of each such attribute


def entry(text):
    """A dictionary line: printable ASCII as itself, `\\` and `"` escaped, every other byte as `\\xNN`."""
    out = []
    for byte in text.encode("utf-8"):
        char = chr(byte)
        out.append("\\" + char if char in '\\"' else char if 0x20 <= byte < 0x7F else f"\\x{byte:02X}")
    return '"' + "".join(out) + '"'


def main():
    elements, attributes = set(), set()
    values = collections.defaultdict(collections.Counter)
    for path in sorted(CORPUS.rglob("*")):
        if path.suffix not in (".xib", ".storyboard"):
            continue
        for element in ET.parse(path).iter():
            elements.add(element.tag)
            for name, value in element.attrib.items():
                attributes.add(name)
                if name in VALUE_ATTRIBUTES:
                    values[name][value] += 1
    lines = ["# libFuzzer dictionary for fuzz-interfacebuilder, written by Tests/Fuzz/ib-dictionary.py from",
             "# Tests/InterfaceBuilderCorpus: do not edit; run the script after the corpus changes."]
    words = {'<?xml version="1.0" encoding="UTF-8"?>', "YES", "NO", '="YES"', '="NO"', "/>", ">", "<", '"',
             "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
             'version="3.0"', "1:0", "NaN", "1e308", "-1", "0.0"}
    words |= {f"<{e}" for e in elements} | {f"</{e}>" for e in elements}
    words |= {f'{a}="' for a in attributes}
    for name, counter in values.items():
        words |= {f'{name}="{v}"' for v, _ in counter.most_common(MOST_VALUES)}
    lines += [entry(w) for w in sorted(words)]
    text = "\n".join(lines) + "\n"
    if "--check" in sys.argv[1:]:
        if not OUT.exists() or OUT.read_text() != text:
            print(f"{OUT.name} is not what the corpus gives; run python3 Tests/Fuzz/ib-dictionary.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text)
    print(f"wrote {OUT} ({len(lines) - 2} entries)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
