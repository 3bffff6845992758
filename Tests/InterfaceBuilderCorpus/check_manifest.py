#!/usr/bin/env python3
"""Checks that the Interface Builder corpus and its MANIFEST.tsv agree.

    python3 Tests/InterfaceBuilderCorpus/check_manifest.py

Verifies that:
* every `.xib` / `.storyboard` in the corpus has exactly one manifest row, and
  every row names a file that exists;
* every project folder holds a LICENSE, and every row's licence is one of the
  permissive SPDX ids the corpus accepts;
* every document parses as XML, is an iOS (Cocoa Touch) document of format
  3.0, is at most 300 KB, and its toolsVersion, document type and number of
  views match the row.

Prints one line per problem and exits 1 if there is any, 0 otherwise.
Standard library only.
"""

import os
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
import census  # noqa: E402  (shares the definition of a view)

COLUMNS = ["path", "repository", "path_in_repository", "commit", "license",
           "tools_version", "document_type", "views"]
LICENSES = {"MIT", "BSD-2-Clause", "BSD-3-Clause", "Apache-2.0", "Zlib", "CC0-1.0", "Unlicense"}
TYPES = {"com.apple.InterfaceBuilder3.CocoaTouch.XIB",
         "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"}
MAX_BYTES = 300 * 1024


def read_manifest(problems):
    rows = {}
    with open(os.path.join(HERE, "MANIFEST.tsv"), encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    if lines[0].split("\t") != COLUMNS:
        problems.append("MANIFEST.tsv: header is not %s" % "\t".join(COLUMNS))
    for number, line in enumerate(lines[1:], start=2):
        if not line:
            continue
        cells = line.split("\t")
        if len(cells) != len(COLUMNS):
            problems.append("MANIFEST.tsv:%d: %d columns, expected %d" % (number, len(cells), len(COLUMNS)))
            continue
        row = dict(zip(COLUMNS, cells))
        if row["path"] in rows:
            problems.append("MANIFEST.tsv:%d: %s listed twice" % (number, row["path"]))
        rows[row["path"]] = row
    return rows


def corpus_files():
    found = set()
    for folder, _dirs, files in os.walk(HERE):
        for name in files:
            if name.endswith(census.EXTENSIONS):
                found.add(os.path.relpath(os.path.join(folder, name), HERE))
    return found


def check_document(path, row, problems):
    full = os.path.join(HERE, path)
    if os.path.getsize(full) > MAX_BYTES:
        problems.append("%s: larger than 300 KB" % path)
    try:
        root = ET.parse(full).getroot()
    except ET.ParseError as error:
        problems.append("%s: not well-formed XML: %s" % (path, error))
        return
    if root.tag != "document" or root.get("version") != "3.0" or root.get("type") not in TYPES:
        problems.append("%s: not a Cocoa Touch Interface Builder document of format 3.0" % path)
    if row is None:
        return
    expected = {"tools_version": root.get("toolsVersion"), "document_type": root.get("type"),
                "views": str(census.count_views(root))}
    for column, value in expected.items():
        if row[column] != value:
            problems.append("%s: manifest says %s=%s, document has %s" % (path, column, row[column], value))
    if row["license"] not in LICENSES:
        problems.append("%s: licence %s is not an accepted permissive licence" % (path, row["license"]))
    if len(row["commit"]) != 40 or row["repository"].count("/") != 1:
        problems.append("%s: malformed commit or repository" % path)
    owner, name = row["repository"].split("/", 1)
    if path.split("/")[0] != "%s--%s" % (owner, name):
        problems.append("%s: folder does not match repository %s" % (path, row["repository"]))


def main():
    problems = []
    rows = read_manifest(problems)
    files = corpus_files()
    for path in sorted(files - set(rows)):
        problems.append("%s: not in MANIFEST.tsv" % path)
    for path in sorted(set(rows) - files):
        problems.append("MANIFEST.tsv: %s does not exist" % path)
    for path in sorted(files):
        check_document(path, rows.get(path), problems)
    folders = sorted(d for d in os.listdir(HERE) if os.path.isdir(os.path.join(HERE, d))
                     and not d.startswith((".", "__")))
    for folder in folders:
        if not os.path.isfile(os.path.join(HERE, folder, "LICENSE")):
            problems.append("%s: no LICENSE" % folder)
    for problem in problems:
        print(problem)
    print("%d documents, %d projects, %d problems" % (len(files), len(folders), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
