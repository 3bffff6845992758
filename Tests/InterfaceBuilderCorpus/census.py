#!/usr/bin/env python3
"""Census of the Interface Builder corpus: what real iOS documents use.

Reads every `.xib` and `.storyboard` below this folder (standard library only)
and prints, most frequent first:

* view and control elements (UIKit kinds) and the custom classes set on them;
* for the most common kinds, the XML attributes and keyed child properties
  (`<color key="backgroundColor">`, `<fontDescription key="fontDescription">`...)
  they carry;
* constraints: attributes, relations, priorities, multipliers, `placeholder`;
* colours: colour spaces, system colours and named colours;
* font descriptions: system fonts, text styles, named fonts;
* `<device>` ids and orientations, simulated metrics of older documents;
* `<capability>` dependencies and `toolsVersion`s;
* the stored frame sizes of standard controls, grouped by size, with the
  toolsVersion range and the documents each size comes from.

Usage:
    python3 census.py              # plain text report
    python3 census.py --markdown   # the same report as Markdown tables
    python3 census.py --views PATH # number of views in one document

A "view" is an element that stores a `<rect key="frame">` of its own or sits
directly in a `<subviews>` list; that is what Interface Builder writes for
every UIView it archives (the root view of a scene, subviews, cells, bars).
Output is deterministic: ties are broken by name.
"""

import collections
import os
import re
import sys
import xml.etree.ElementTree as ET

CORPUS = os.path.dirname(os.path.abspath(__file__))
EXTENSIONS = (".xib", ".storyboard")
TOP_KINDS = 16  # how many element kinds get an attribute table
TOP_ROWS = 40   # rows printed for long tables
ATTRIBUTES_LISTED = 25  # attributes listed per element kind


# ---------------------------------------------------------------- reading

def documents(root=CORPUS):
    """Yields (relative path, parsed root element) for every document, sorted."""
    found = []
    for folder, _dirs, files in os.walk(root):
        for name in files:
            if name.endswith(EXTENSIONS):
                found.append(os.path.relpath(os.path.join(folder, name), root))
    for rel in sorted(found):
        yield rel, ET.parse(os.path.join(root, rel)).getroot()


def parents_of(root):
    """Maps each element to its parent (ElementTree keeps no parent links)."""
    return {child: parent for parent in root.iter() for child in parent}


def is_view(element, parent):
    """True when IB archived this element as a UIView (see module docstring)."""
    if parent is not None and parent.tag == "subviews":
        return True
    return any(c.tag == "rect" and c.get("key") == "frame" for c in element)


def frame_of(element):
    """The element's own stored frame as (width, height), or None."""
    for child in element:
        if child.tag == "rect" and child.get("key") == "frame":
            return (child.get("width"), child.get("height"))
    return None


def plugin_version(root):
    """The IBCocoaTouchPlugin version the document declares in <dependencies>."""
    for element in root.iter("plugIn"):
        if element.get("identifier") == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin":
            return element.get("version", "?")
    return "?"


def tools_version(root):
    """The document's toolsVersion, for dating it.

    Documents stamped toolsVersion="32700.99.1234" say nothing about their
    era through it; their IBCocoaTouchPlugin version does (22684 or 22685 in
    this corpus), so they are dated by it and print as "22685 (32700.99.1234)".
    """
    version = root.get("toolsVersion", "?")
    if version.startswith("32700.99."):
        return "%s (%s)" % (plugin_version(root), version)
    return version


def tools_major(version):
    """Leading integer of a version ("14313.18" -> 14313), for sorting."""
    digits = re.match(r"\d*", version).group(0)
    return int(digits) if digits else 0


def document_kind(root):
    kind = root.get("type", "")
    return "storyboard" if kind.endswith("Storyboard.XIB") else "xib"


def count_views(root):
    parents = parents_of(root)
    return sum(1 for e in root.iter() if is_view(e, parents.get(e)))


# ---------------------------------------------------------------- counting

class Census:
    """Every counter the report prints, filled one document at a time."""

    def __init__(self):
        self.docs = 0
        self.kinds = collections.Counter()          # view element tag -> instances
        self.kind_docs = collections.defaultdict(set)
        self.custom = collections.Counter()         # tag(customClass) -> instances
        self.attrs = collections.defaultdict(collections.Counter)
        self.props = collections.defaultdict(collections.Counter)
        self.other = collections.Counter()          # non-view element tags
        self.constraints = 0
        self.c_attr = collections.Counter()
        self.c_rel = collections.Counter()
        self.c_prio = collections.Counter()
        self.c_mult = collections.Counter()
        self.c_misc = collections.Counter()
        self.colors = collections.Counter()
        self.fonts = collections.Counter()
        self.devices = collections.Counter()
        self.capabilities = collections.defaultdict(list)
        self.features = collections.Counter()        # segues, runtime attributes, variations...
        self.tools = collections.Counter()
        self.sizes = collections.defaultdict(lambda: collections.defaultdict(list))

    def add(self, path, root):
        self.docs += 1
        version = tools_version(root)
        self.tools[(version, plugin_version(root))] += 1
        parents = parents_of(root)
        for element in root.iter():
            parent = parents.get(element)
            if is_view(element, parent):
                self.add_view(path, version, element)
                if element.tag == "tableViewCell":
                    self.add_cell(path, version, element, parents)
            else:
                self.other[element.tag] += 1
            if element.get("reference"):
                # IB writes an element a second time as a reference to its id.
                self.features["<%s reference=...>" % element.tag] += 1
                continue
            handler = HANDLERS.get(element.tag)
            if handler:
                handler(self, path, version, element)

    def add_view(self, path, version, element):
        tag = element.tag
        self.kinds[tag] += 1
        self.kind_docs[tag].add(path)
        if element.get("customClass"):
            self.custom["%s(%s)" % (tag, element.get("customClass"))] += 1
        for name in element.attrib:
            if name != "id":
                self.attrs[tag][name] += 1
        for child in element:
            key = child.get("key")
            if key:
                self.props[tag]["<%s key=%s>" % (child.tag, key)] += 1
            elif child.tag in ("subviews", "constraints", "userDefinedRuntimeAttributes",
                               "variation", "connections", "gestureRecognizers"):
                self.props[tag]["<%s>" % child.tag] += 1
        size = control_size_key(element)
        if size:
            row, dims = size
            self.sizes[row][dims].append((path, version))
        if tag == "tableView":
            style = element.get("style", "plain")
            for name in ("rowHeight", "sectionHeaderHeight", "sectionFooterHeight"):
                if element.get(name):
                    row = "UITableView style=%s %s (attribute)" % (style, name)
                    self.sizes[row][trim(element.get(name))].append((path, version))

    def add_cell(self, path, version, cell, parents):
        """A cell's stored height, when it has no rowHeight of its own, by table style."""
        frame = frame_of(cell)
        if frame is None or cell.get("rowHeight"):
            return
        table = parents.get(cell)
        while table is not None and table.tag != "tableView":
            table = parents.get(table)
        if table is None:
            row = "UITableViewCell without rowHeight, top level of a xib"
        else:
            row = "UITableViewCell without rowHeight, in a %s table" % table.get("style", "plain")
        self.sizes[row]["height %s" % trim(frame[1])].append((path, version))

    def constraint(self, _path, _version, e):
        self.constraints += 1
        first = e.get("firstAttribute", "?")
        second = e.get("secondAttribute")
        self.c_attr[first if second is None else "%s = %s" % (first, second)] += 1
        self.c_rel[e.get("relation", "equal (default)")] += 1
        self.c_prio[e.get("priority", "1000 (default)")] += 1
        self.c_mult[e.get("multiplier", "1 (default)")] += 1
        self.c_misc["with constant" if e.get("constant") else "no constant"] += 1
        self.c_misc["firstItem given" if e.get("firstItem") else "firstItem omitted (owner view)"] += 1
        self.c_misc["secondItem given" if e.get("secondItem") else "secondItem omitted"] += 1
        for flag in ("placeholder", "symbolic", "identifier", "active"):
            if e.get(flag):
                self.c_misc["%s=%s" % (flag, e.get(flag))] += 1

    def color(self, _path, _version, e):
        if e.get("systemColor"):
            self.colors["systemColor=%s" % e.get("systemColor")] += 1
        elif e.get("cocoaTouchSystemColor"):
            self.colors["cocoaTouchSystemColor=%s" % e.get("cocoaTouchSystemColor")] += 1
        elif e.get("name") and not e.get("colorSpace"):
            self.colors["named colour (name=...)"] += 1
        else:
            space = e.get("colorSpace", "?")
            if e.get("customColorSpace"):
                space += " / customColorSpace=%s" % e.get("customColorSpace")
            self.colors["colorSpace=%s" % space] += 1

    def font(self, _path, _version, e):
        if e.get("style"):
            self.fonts["text style %s" % e.get("style")] += 1
        elif e.get("type"):
            self.fonts["type=%s" % e.get("type")] += 1
        elif e.get("name"):
            self.fonts["named font %s" % e.get("name")] += 1
        else:
            self.fonts["other"] += 1
        if e.get("pointSize"):
            self.fonts["(any) pointSize=%s" % e.get("pointSize")] += 1

    def device(self, _path, _version, e):
        self.devices["device id=%s orientation=%s" % (
            e.get("id", "?"), e.get("orientation", "(none)"))] += 1

    def metrics(self, _path, _version, e):
        self.devices["simulatedScreenMetrics %s" % (e.get("type") or e.get("key", "?"))] += 1

    def feature(self, _path, _version, e):
        attribute = FEATURE_ATTRIBUTE[e.tag]
        if e.tag == "segue" and e.get("kind") is None:
            attribute = "key"  # peek-and-pop segues: key="preview" / "commit"
        self.features["<%s %s=%s>" % (e.tag, attribute, e.get(attribute, "(none)"))] += 1

    def capability(self, _path, version, e):
        label = "%s (minToolsVersion %s)" % (e.get("name", "?"), e.get("minToolsVersion", "?"))
        self.capabilities[label].append(version)


# Elements counted by one attribute that tells their variants apart.
FEATURE_ATTRIBUTE = {
    "segue": "kind",
    "userDefinedRuntimeAttribute": "type",
    "variation": "key",
    "buttonConfiguration": "style",
    "placeholder": "placeholderIdentifier",
    "viewLayoutGuide": "key",
    "viewControllerLayoutGuide": "type",
}

HANDLERS = {
    "constraint": Census.constraint,
    "color": Census.color,
    "fontDescription": Census.font,
    "device": Census.device,
    "simulatedScreenMetrics": Census.metrics,
    "capability": Census.capability,
}
HANDLERS.update({tag: Census.feature for tag in FEATURE_ATTRIBUTE})

# Controls whose stored frame is evidence for UIKit's intrinsic sizes.
# Variable-width controls are keyed by height only; the width a document
# stores for them is whatever the layout stretched them to.
FIXED_SIZE = {"switch": "UISwitch", "stepper": "UIStepper", "pageControl": "UIPageControl"}
HEIGHT_ONLY = {
    "slider": "UISlider", "segmentedControl": "UISegmentedControl",
    "progressView": "UIProgressView", "searchBar": "UISearchBar",
    "navigationBar": "UINavigationBar", "tabBar": "UITabBar", "toolbar": "UIToolbar",
}


def control_size_key(element):
    """(table row, size text) for the standard-control size table, or None."""
    frame = frame_of(element)
    if frame is None:
        return None
    width, height = (trim(v) for v in frame)
    tag = element.get
    if element.tag in FIXED_SIZE:
        return FIXED_SIZE[element.tag], "%s×%s" % (width, height)
    if element.tag == "navigationBar" and tag("largeTitles") == "YES":
        return "UINavigationBar largeTitles=YES", "height %s" % height
    if element.tag in HEIGHT_ONLY:
        return HEIGHT_ONLY[element.tag], "height %s" % height
    if element.tag == "activityIndicatorView":
        style = tag("style", "(default) white")
        return "UIActivityIndicatorView style=%s" % style, "%s×%s" % (width, height)
    if element.tag == "textField":
        font = next((c for c in element if c.tag == "fontDescription"), None)
        size = font.get("pointSize", "?") if font is not None else "?"
        kind = font.get("style") or font.get("type") or font.get("name") if font is not None else None
        return ("UITextField borderStyle=%s, font %s %s" % (tag("borderStyle", "none"), kind, size),
                "height %s" % height)
    return None


def trim(number):
    """'31.000' -> '31', '0.5' stays: sizes print the way IB means them."""
    if number is None:
        return "?"
    value = float(number)
    return str(int(value)) if value == int(value) else ("%g" % value)


# ---------------------------------------------------------------- printing

def ranked(counter):
    return sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))


class Printer:
    """Prints tables as plain text or Markdown."""

    def __init__(self, markdown):
        self.markdown = markdown

    def heading(self, text):
        print("\n### %s\n" % text if self.markdown else "\n== %s ==" % text)

    def table(self, headers, rows, limit=TOP_ROWS):
        rows = list(rows)
        shown = rows[:limit]
        if self.markdown:
            print("| %s |" % " | ".join(headers))
            print("|%s|" % "|".join(" --- " for _ in headers))
            for row in shown:
                print("| %s |" % " | ".join(str(c).replace("|", "\\|") for c in row))
        else:
            for row in shown:
                print("  " + "  ".join(str(c) for c in row))
        if len(rows) > limit:
            print("\n(%d more rows)" % (len(rows) - limit) if self.markdown
                  else "  ... %d more" % (len(rows) - limit))
        if self.markdown:
            print()


def report(census, out):
    out.heading("Documents: %d" % census.docs)
    out.heading("View and control elements (instances, documents)")
    out.table(["element", "instances", "documents"],
              ((k, n, len(census.kind_docs[k])) for k, n in ranked(census.kinds)), 60)
    out.heading("Other elements (controllers, scenes, properties; not views)")
    out.table(["element", "instances"], ranked(census.other), 50)
    out.heading("Segues, runtime attributes, variations, button configurations, guides")
    out.table(["element and variant", "instances"], ranked(census.features), 60)
    out.heading("Custom classes on views (customClass)")
    out.table(["element(customClass)", "instances"], ranked(census.custom), 20)
    out.heading("Attributes and keyed properties of the %d most common kinds" % TOP_KINDS)
    rows = []
    for kind, count in ranked(census.kinds)[:TOP_KINDS]:
        merged = collections.Counter(census.attrs[kind])
        merged.update(census.props[kind])
        listed = ", ".join("`%s` %d" % (name, n) for name, n in ranked(merged)[:ATTRIBUTES_LISTED])
        more = len(merged) - ATTRIBUTES_LISTED
        rows.append((kind, count, listed + (", and %d more" % more if more > 0 else "")))
    out.table(["element", "instances", "attributes and keyed properties (instances)"], rows)
    report_constraints(census, out)
    out.heading("Colours")
    out.table(["colour", "instances"], ranked(census.colors), 30)
    out.heading("Font descriptions")
    fonts = [(k, n) for k, n in ranked(census.fonts) if not k.startswith("(any)")]
    sizes = [(k, n) for k, n in ranked(census.fonts) if k.startswith("(any)")]
    out.table(["font", "instances"], fonts, 30)
    out.table(["point size", "instances"], sizes, 15)
    out.heading("Devices and orientations")
    out.table(["device", "instances"], ranked(census.devices), 30)
    out.heading("Capabilities (toolsVersion range of documents declaring them)")
    caps = sorted(census.capabilities.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    out.table(["capability", "documents", "toolsVersions"],
              ((k, len(v), version_range(v)) for k, v in caps), 40)
    out.heading("toolsVersion and IBCocoaTouchPlugin version")
    out.table(["toolsVersion", "plug-in version", "documents"],
              ((t, p, n) for (t, p), n in sorted(census.tools.items(),
                                                 key=lambda kv: (tools_major(kv[0][0]), kv[0]))), 100)
    report_sizes(census, out)


def report_constraints(census, out):
    out.heading("Constraints: %d" % census.constraints)
    out.table(["firstAttribute = secondAttribute", "instances"], ranked(census.c_attr), 30)
    out.table(["relation", "instances"], ranked(census.c_rel))
    out.table(["priority", "instances"], ranked(census.c_prio), 15)
    out.table(["multiplier", "instances"], ranked(census.c_mult), 15)
    out.table(["other", "instances"], ranked(census.c_misc))


def version_range(versions):
    ordered = sorted(versions, key=lambda v: (tools_major(v), v))
    low, high = ordered[0], ordered[-1]
    return low if low == high else "%s–%s" % (low, high)


def report_sizes(census, out):
    out.heading("Stored frame sizes of standard controls, every size and document")
    rows = []
    for control in sorted(census.sizes):
        by_size = census.sizes[control]
        for dims, uses in sorted(by_size.items(), key=lambda kv: (-len({p for p, _ in kv[1]}), kv[0])):
            paths = sorted({p for p, _ in uses})
            rows.append((control, dims, len(paths), len(uses),
                         version_range([v for _, v in uses]), ", ".join(paths)))
    out.table(["control", "stored size", "documents", "instances", "toolsVersion", "documents"],
              rows, 1000)


def main(argv):
    if len(argv) == 3 and argv[1] == "--views":
        print(count_views(ET.parse(argv[2]).getroot()))
        return 0
    if len(argv) > 2 or (len(argv) == 2 and argv[1] != "--markdown"):
        print(__doc__.strip().split("\n\n")[-3], file=sys.stderr)
        return 2
    census = Census()
    for path, root in documents():
        census.add(path, root)
    report(census, Printer(markdown=len(argv) == 2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
