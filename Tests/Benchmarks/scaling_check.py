#!/usr/bin/env python3
"""A scaling check: no stage of a compile may grow faster than n log n in any one input
dimension of the scene format.

    swift build -c release --product scenec
    python3 Tests/Benchmarks/scaling_check.py --small          # CI sizes (.ci/test runs this)
    python3 Tests/Benchmarks/scaling_check.py --large          # benchmark sizes
    python3 Tests/Benchmarks/scaling_check.py --small text fonts   # some dimensions

Each dimension has a generator that grows one thing a scene can hold (the length of names,
the number of viewports, the nesting depth…) and keeps everything else fixed. It is compiled
(`scenec compile FILE -o DIR`, SVG and HTML written) at sizes 1, N and 8N under
`valgrind --tool=cachegrind --cache-sim=no`, and the instructions executed ("I refs") are
counted: a count, not a time, so a shared or loaded machine gives the same answer (with
Swift's hashing seeded alike in every run, `SWIFT_DETERMINISTIC_HASHING=1`).

The run at size 1, the dimension's minimal scene, is the fixed cost: start-up, loading fonts,
reading an image, and the rest of the scene the dimension does not grow. It is subtracted
from both counts before the ratio is taken, so that a large constant does not hide growth.
What is left is the cost of N - 1 and 8N - 1 units more than the minimal scene, so the ratio
is taken per unit and scaled to one factor of 8 (otherwise a linear dimension at N = 4
would show 31/3, not 8):

    ratio = 8 · [(I(8N) - I(1)) / (8N - 1)] / [(I(N) - I(1)) / (N - 1)]

A linear stage gives 8, n log n about 8 · log2(8N) / log2(N), a quadratic one about 64. A
dimension passes when the ratio is at most 8 · log2(8) = 24; the exponent printed is
log8(ratio), 1 for linear and 2 for quadratic. Each run must also end as its dimension
intends: exit 0, or exit 1 for the dimensions made of errors. Any other ending (a crash, a
timeout) fails the dimension. The script exits 1 when any dimension fails.

The flags are `--small` (the default: sizes for CI, a few minutes under valgrind),
`--large` (benchmark sizes, slower), `--scenec PATH`, `--timeout SECONDS` (each run; a run
that takes longer fails), `--jobs N` (runs at once) and `--keep DIR` (keep the scenes).
"""
import argparse
import math
import os
import re
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import threading
import zlib
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

VALGRIND = "/usr/bin/valgrind"
# The most a dimension's ratio may be: n log n over one factor of 8.
GROWTH = 8
LIMIT = GROWTH * math.log2(GROWTH)
WORDS = ("the quick brown fox jumps over a lazy dog while twelve wizards box and vex a jolly "
         "quartz sphinx of black").split()


def scene(*body, name="s", size='width="400" height="400"'):
    return "\n".join([f'<scene name="{name}" {size}>', *body, "</scene>", ""])


def words(count, seed=0):
    """`count` characters of words: wrapped text, as a paragraph of prose wraps."""
    out, length, k = [], 0, seed
    while length < count:
        word = WORDS[k % len(WORDS)]
        out.append(word)
        length += len(word) + 1
        k += 1
    return " ".join(out)[:count]


def png(path):
    """A real 4×4 PNG (a header, zlib-compressed rows, an end), so that every stage that reads
    an image reads a valid one."""
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    rows = b"".join(b"\x00" + bytes([255, 0, 0, 255]) * 4 for _ in range(4))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 4, 4, 8, 6, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


# MARK: - Generators: each takes the size n and the scene's folder, and returns the scene.

def names(n, folder):
    """Ids, a component's name and its parameter's name all n characters long, each written
    where names are looked up: sibling expressions, constraints, a layer bound to another view,
    a component instance's prefixed ids."""
    def name(k):
        return f"n{k}_" + "x" * max(1, n - len(f"n{k}_"))
    views = [f'<view id="{name(0)}" frame="0 0 10 10" backgroundColor="systemBlue"/>']
    for k in range(1, 6):
        views.append(f'<view id="{name(k)}" x="{name(k - 1)}.maxX + 1" y="0" width="10" height="10" '
                     f'backgroundColor="systemBlue"/>')
    views.append(f'<view id="{name(6)}" backgroundColor="systemRed">'
                 f'<layer frame="{name(0)}.bounds" borderWidth="1"/></view>')
    component, parameter = name(7), name(8)
    return scene(
        f'<component name="{component}" parameters="{parameter}">'
        f'<view id="{name(9)}" frame="0 0 {{{parameter}}} 4" backgroundColor="systemGreen"/></component>',
        *views,
        f'<use component="{component}" id="{name(10)}" {parameter}="5" frame="0 50 20 20"/>',
        "<constraints>",
        f"<constraint>{name(6)}.leading == {name(5)}.trailing + 1</constraint>",
        f"<constraint>{name(6)}.top == {name(0)}.top</constraint>",
        f"<constraint>{name(6)}.width == {name(0)}.width</constraint>",
        f"<constraint>{name(6)}.height == {name(10)}.{name(9)}.height</constraint>",
        "</constraints>")


def name_errors(n, folder):
    """Unknown element names, attribute names and ids n characters long, each quoted in an
    error message (and too long to be offered a "did you mean")."""
    long = "z" * n
    body = []
    for k in range(4):
        body.append(f'<{long}{k} frame="0 0 1 1"/>')
        body.append(f'<view id="v{k}" frame="0 0 1 1" {long}{k}="1"/>')
    body.append("<constraints>")
    body += [f"<constraint>{long}{k}.width == v{k}.width</constraint>" for k in range(4)]
    body.append("</constraints>")
    return scene(*body)


def values(n, folder):
    """Attribute values n characters long, one of each kind that may be long: a frame
    expression, a transform list and an autoresizing mask."""
    expression = "1" + " + 0" * max(0, (n - 1) // 4)
    transform = " ".join(["translate(0, 0)"] * max(1, n // 16))
    mask = " ".join(["flexibleWidth"] * max(1, n // 14))
    return scene(
        f'<view id="a" x="{expression}" y="0" width="10" height="10" backgroundColor="systemBlue"/>',
        f'<view id="b" center="50 50" bounds="0 0 10 10" transform="{transform}" backgroundColor="systemRed"/>',
        f'<view id="c" frame="0 60 10 10" autoresizingMask="{mask}" backgroundColor="systemGreen"/>')


def attributes(n, folder):
    """Elements with n attributes each: 16 instances of a component of n parameters, each
    instance passing all n (only `<use>` may carry that many). The component's body uses none
    of them, so the instances' attributes are the cost."""
    parameters = " ".join(f"a{k}" for k in range(n))
    arguments = " ".join(f'a{k}="{k}"' for k in range(n))
    uses = [f'<use component="C" id="u{j}" frame="{j * 20} 0 10 10" {arguments}/>' for j in range(16)]
    return scene(f'<component name="C" parameters="{parameters}" backgroundColor="systemBlue">'
                 '<view frame="0 0 4 4" backgroundColor="systemRed"/></component>', *uses)


def elements(n, folder):
    """n views side by side in the root view."""
    return scene(*(f'<view frame="{k % 40 * 10} {k // 40 % 40 * 10} 8 8" backgroundColor="systemBlue" '
                   f'borderWidth="1" borderColor="systemRed"/>' for k in range(n)))


def depth(n, folder):
    """Four chains of n views nested in one another, each clipped, rounded and turned and
    sized by an expression on its superview, and a view at the bottom of one chain placed by
    constraints against the bottom of another (their common ancestor is the root)."""
    body = []
    for chain in range(4):
        body.append("".join(f'<view x="1" y="1" width="superview.width - 1" height="superview.height - 1" '
                            f'clipsToBounds="true" cornerRadius="2" transform="rotate({chain}deg)" '
                            f'backgroundColor="systemBlue">' for _ in range(n - 1)))
        # d0 is placed by the constraints below; the others keep their frames.
        frame = "" if chain == 0 else ' frame="1 1 4 4"'
        body.append(f'<view id="d{chain}"{frame} backgroundColor="systemRed"/>')
        body.append("</view>" * (n - 1))
    body += ["<constraints>",
             "<constraint>d0.leading == d1.leading + 1</constraint>",
             "<constraint>d0.top == d1.top + 1</constraint>",
             "<constraint>d0.width == d1.width</constraint>",
             "<constraint>d0.height == 4</constraint>",
             "</constraints>"]
    return scene(*body)


def components(n, folder):
    """n component definitions, all used by one component defined before them (a screen made
    of n parts), which the scene uses once: n definitions to register, check for cycles and
    size, each reached from a use that comes before it."""
    parts = "".join(f'<use component="C{k}" id="u{k}" frame="{k % 40 * 10} {k // 40 % 40 * 10} 8 8"/>' for k in range(n))
    definitions = [f'<component name="C{k}" backgroundColor="systemBlue"><view frame="1 1 4 4" backgroundColor="systemRed"/></component>'
                   for k in range(n)]
    return scene(f'<component name="screen">{parts}</component>', *definitions,
                 '<use component="screen" id="s" frame="0 0 400 400"/>')


def component_uses(n, folder):
    """n instances of one component that is defined after them, at the end of the file."""
    uses = [f'<use component="later" id="u{k}" frame="{k % 40 * 10} {k // 40 % 40 * 10} 8 8"/>' for k in range(n)]
    return scene(*uses, '<component name="later" backgroundColor="systemBlue">'
                        '<view frame="1 1 4 4" backgroundColor="systemRed"/></component>')


def parameters(n, folder):
    """16 components of n parameters each, every one written as `{name}` in the body's frame
    expression, of which one is used, passing all n: the lists are checked whether or not a
    component is used, so the unused ones weigh the check over the instance."""
    names_ = " ".join(f"p{k}" for k in range(n))
    expression = " + ".join(f"{{p{k}}}" for k in range(n))
    arguments = " ".join(f'p{k}="0"' for k in range(n))
    body = [f'<component name="C{c}" parameters="{names_}">'
            f'<view x="{expression}" y="0" width="4" height="4" backgroundColor="systemBlue"/></component>' for c in range(16)]
    return scene(*body, f'<use component="C0" id="u" frame="0 0 10 10" {arguments}/>')


def parameter_lists(n, folder):
    """An unused component whose `parameters` lists n names: longer lists than an instance can
    pass (it takes at most 1,000 attributes), each name checked against those before it."""
    names_ = " ".join(f"p{k}" for k in range(n))
    return scene(f'<component name="unused" parameters="{names_}"><view frame="0 0 4 4"/></component>',
                 '<view frame="0 0 10 10" backgroundColor="systemBlue"/>')


def placeholders(n, folder):
    """An unused component whose attribute value is `{ ` n times and one `}`: every `{` could
    begin a placeholder, and none is one."""
    return scene(f'<component name="unused"><view id="v" x="{"{ " * n}}}"/></component>',
                 '<view frame="0 0 10 10" backgroundColor="systemBlue"/>')


def constraints(n, folder):
    """A chain of n views, each placed from the one before it by 4 constraints."""
    views = [f'<view id="v{k}" backgroundColor="systemBlue"/>' for k in range(n)]
    rules = []
    for k in range(n):
        previous = f"v{k - 1}" if k else "superview"
        rules += [f"<constraint>v{k}.leading == {previous}.leading + 0.1</constraint>",
                  f"<constraint>v{k}.top == {previous}.top + 0.1</constraint>",
                  f"<constraint>v{k}.width == 10</constraint>",
                  f"<constraint>v{k}.height == 10</constraint>"]
    return scene(*views, "<constraints>", *rules, "</constraints>")


def conflicts(n, folder):
    """A chain of n conflicts, each longer than the one before: widths chained by
    `v{k}.width == v{k-1}.width + 1`, then every width required to be 10. Only v0's can hold;
    the k-th conflicts with v0's and the k links between them, so each broken constraint's
    notes name the chain back to v0."""
    views = [f'<view id="v{k}" backgroundColor="systemBlue"/>' for k in range(n)]
    rules = []
    for k in range(n):
        rules += [f"<constraint>v{k}.leading == superview.leading</constraint>",
                  f"<constraint>v{k}.top == superview.top + {k}</constraint>",
                  f"<constraint>v{k}.height == 1</constraint>"]
    rules += [f"<constraint>v{k}.width == v{k - 1}.width + 1</constraint>" for k in range(1, n)]
    rules += [f"<constraint>v{k}.width == 10</constraint>" for k in range(n)]
    return scene(*views, "<constraints>", *rules, "</constraints>")


def diagnostics(n, folder):
    """n views in a row, each with errors of the commonest kinds the scene's builder reports:
    an unknown attribute, a value that does not parse, a misspelt colour, an id written twice,
    an unknown element, a frame expression and a constraint naming ids that do not exist."""
    body = []
    for k in range(n):
        body += [f'<view id="v{k}" frame="0 0 1 1" colour="red" alpha="half" backgroundColor="systemBlu"/>',
                 f'<view id="v{k}" x="w{k}.maxX" y="0" width="1" height="1"/>',
                 f'<veiw id="e{k}"/>']
    rules = [f"<constraint>w{k}.width == 10</constraint>" for k in range(n)]
    return scene(*body, "<constraints>", *rules, "</constraints>")


def component_errors(n, folder):
    """n instances in error, of the kinds components are checked for before anything is built
    (their errors end the compile there): an unknown component, an unknown argument, a missing
    one, and a placeholder that names no parameter."""
    body = ['<component name="Card" parameters="title"><view frame="0 0 4 4"/></component>']
    for k in range(n):
        body += [f'<use component="Crad{k}" id="c{k}"/>',
                 f'<use component="Card" id="d{k}" titel="x"/>',
                 f'<component name="Bad{k}" parameters="a"><view frame="0 0 {{b}} 4"/></component>']
    return scene(*body)


def viewports(n, folder):
    """n viewports, each of its own width, and a fixed paragraph wrapped to each one's width."""
    ports = [f'<viewport name="p{k}" width="{300 + k}" height="600"/>' for k in range(n)]
    return scene(*ports, f'<label frame="superview.bounds.inset(8)" numberOfLines="0" font="13" text="{words(1500)}"/>',
                 size="")


def text(n, folder):
    """One label of n characters of words, wrapped to a column without a line limit."""
    return scene(f'<label frame="10 10 300 100000" numberOfLines="0" font="13" text="{words(n)}"/>',
                 size='width="320" height="400"')


def text_pieces(n, folder):
    """A constraint's text (the only element text the format has: labels hold theirs in an
    attribute) cut into n pieces by processing instructions and comments, which the parser
    reports as separate runs: `v.width == 1.0<?p?>0<!---->0…`."""
    pieces = "".join("0" + ("<?p?>" if k % 2 else "<!---->") for k in range(n))
    return scene('<view id="v" backgroundColor="systemBlue"/>', "<constraints>",
                 "<constraint>v.leading == superview.leading</constraint>",
                 "<constraint>v.top == superview.top</constraint>",
                 "<constraint>v.height == 10</constraint>",
                 f"<constraint>v.width == 1.{pieces}0</constraint>", "</constraints>")


def images(n, folder):
    """n image views showing one image file (read and embedded once per output)."""
    png(os.path.join(folder, "a.png"))
    return scene(*(f'<imageView frame="{k % 40 * 10} {k // 40 % 40 * 10} 8 8" image="a.png"/>' for k in range(n)))


def image_viewports(n, folder):
    """Four image views of one image file, laid out at n viewports: one output pair each."""
    png(os.path.join(folder, "a.png"))
    ports = [f'<viewport name="p{k}" width="{300 + k}" height="300"/>' for k in range(n)]
    shown = [f'<imageView frame="{k * 20} 0 16 16" image="a.png"/>' for k in range(4)]
    return scene(*ports, *shown, size="")


def fonts(n, folder):
    """n labels, each in a font of its own: a size of its own, over the system font and two
    installed families, in four UIFont weights. Each family and weight is also shown once at
    every size, so that opening the font files is part of the fixed cost and the growth is
    the sizes alone."""
    faces = [(family, weight) for family in ("", "DejaVu Sans ", "DejaVu Serif ") for weight in ("", " bold", " light", " semibold")]
    shown = [f'<label frame="{k * 30} 380 30 10" font="{family}10{weight}" text="Hg"/>' for k, (family, weight) in enumerate(faces)]
    labels = [f'<label frame="{k % 20 * 20} {k // 20 % 36 * 10} 20 10" '
              f'font="{faces[k % 12][0]}{8 + k * 0.05:.2f}{faces[k % 12][1]}" text="Hg"/>' for k in range(n)]
    return scene(*shown, *labels)


def truncation(n, folder):
    """Labels of n letters in a hostile font (the typesetting tests' `widening-ellipsis.ttf`,
    whose "…" beside a letter is far too wide), truncated at the tail, head and middle: a cut
    found by giving back one character per shaping would shape the line n times."""
    fixture = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "TypesettingTests", "Fixtures", "widening-ellipsis.ttf")
    shutil.copy(fixture, os.path.join(folder, "widening-ellipsis.ttf"))
    letters = "".join(chr(ord("a") + k % 26) for k in range(n))
    return scene(*(f'<label frame="10 {10 + k * 20} 2 16" font="Widening Ellipsis 12" lineBreakMode="{mode}" text="{letters}"/>'
                   for k, mode in enumerate(("byTruncatingTail", "byTruncatingHead", "byTruncatingMiddle"))))


def path_commands(n, folder):
    """A shape layer whose path has n cubic segments (SVG path data, relative), filled, stroked
    with a dash pattern and cut to strokeStart 0.2 and strokeEnd 0.7 by arc length, and the same
    path as a view's shadowPath."""
    data = "M0 0" + "".join(f" c{1 + k % 3} 1 2 2 3 {k % 2}" for k in range(n))
    return scene(f'<shapeLayer frame="0 0 400 400" path="{data}" strokeColor="systemBlue" lineWidth="2" '
                 f'lineDashPattern="4 2" strokeStart="0.2" strokeEnd="0.7"/>',
                 f'<view frame="0 0 400 400" shadowOpacity="0.5" shadowPath="{data}"/>')


def gradient_stops(n, folder):
    """Axial, radial and conic gradient layers of n colours each (conic gradients print as at
    most 360 wedges, whatever n)."""
    colors = " ".join(f"#{(k * 37) % 256:02x}{(k * 91) % 256:02x}{(k * 53) % 256:02x}" for k in range(n))
    return scene(*(f'<gradientLayer frame="{k * 130} 0 120 120" type="{kind}" colors="{colors}"/>'
                   for k, kind in enumerate(("axial", "radial", "conic"))))


def rows(n, folder):
    """A table view of n self-sizing rows, ten a section, each a cell whose contentView holds a
    view and a wrapping label placed by constraints: one small solve a row."""
    cells = [f'<tableViewCell id="r{k}"><view id="i{k}"/><label id="t{k}" text="row {k} of the table" numberOfLines="0"/>'
             f'<constraints><constraint>i{k}.leading == superview.margins.leading</constraint>'
             f'<constraint>i{k}.top == superview.margins.top</constraint><constraint>i{k}.width == 29</constraint>'
             f'<constraint>i{k}.height == 29</constraint><constraint>t{k}.leading == i{k}.trailing + 12</constraint>'
             f'<constraint>t{k}.trailing == superview.margins.trailing</constraint>'
             f'<constraint>t{k}.top == superview.margins.top</constraint>'
             f'<constraint>t{k}.bottom == superview.margins.bottom</constraint></constraints></tableViewCell>'
             for k in range(n)]
    sections = ["<section>" + "".join(cells[k:k + 10]) + "</section>" for k in range(0, n, 10)]
    return scene('<tableView frame="0 0 400 400" style="insetGrouped">', *sections, "</tableView>")


@dataclass
class Dimension:
    make: object
    small: int
    large: int
    flags: list = field(default_factory=list)
    # 0 for a scene that compiles; 1 for one made of errors.
    exit: int = 0
    # What scenec must say at N and 8N, so that a scene made to fail fails for its reason.
    says: str = ""


# Frame expressions and constraints longer than the default 4,096 characters.
WIDE = ["--max-expression-length", "1000000"]
# More than the default 50,000 views, for the dimensions whose 8N scene nears it at --large.
MANY = ["--max-views", "1000000"]
# Small sizes keep a quadratic dimension's 8N run under about a minute under valgrind. Large
# ones stay inside the limits that bound the others: an attribute value of 65,536 bytes,
# 1,000 attributes on an element, 50,000 views, 100 levels of nesting.
DIMENSIONS = {
    # An identifier is at most 200 characters: 8N = 200 at both sizes.
    "names": Dimension(names, 25, 25, WIDE),
    "name-errors": Dimension(name_errors, 500, 4_000, exit=1, says="error: unknown element <zzz"),
    "values": Dimension(values, 1_000, 8_000, WIDE),
    # 8N arguments and the instance's id, frame and component: 995 at the large size.
    "attributes": Dimension(attributes, 100, 124),
    "elements": Dimension(elements, 400, 4_000),
    # 8N = 96, within the 100 levels the format allows, at both sizes.
    "depth": Dimension(depth, 12, 12),
    "components": Dimension(components, 200, 2_000),
    "component-uses": Dimension(component_uses, 300, 3_000, MANY),
    # An instance passes every parameter, as an attribute: 8N = 992 at both sizes.
    "parameters": Dimension(parameters, 124, 124, WIDE),
    # 10,000 names of up to 6 bytes fill the 65,536 bytes an attribute value may have.
    "parameter-lists": Dimension(parameter_lists, 1_000, 1_250),
    "placeholders": Dimension(placeholders, 300, 4_000),
    "constraints": Dimension(constraints, 150, 1_500),
    "conflicts": Dimension(conflicts, 50, 150, says="unable to simultaneously satisfy constraints"),
    "diagnostics": Dimension(diagnostics, 200, 2_000, MANY, exit=1, says="error: unknown attribute 'colour'"),
    "component-errors": Dimension(component_errors, 200, 2_000, MANY, exit=1, says="is not a parameter of component 'Bad"),
    "viewports": Dimension(viewports, 4, 32, ["--max-viewports", "10000"]),
    # One label's text is one attribute value, at most 65,536 bytes.
    "text": Dimension(text, 2_000, 8_000),
    "text-pieces": Dimension(text_pieces, 8_000, 16_000, WIDE),
    "images": Dimension(images, 200, 2_000),
    "image-viewports": Dimension(image_viewports, 4, 32, ["--max-viewports", "10000"]),
    "fonts": Dimension(fonts, 60, 400),
    "truncation": Dimension(truncation, 500, 4_000, ["--font-dir", "."]),
    "path-commands": Dimension(path_commands, 200, 400),
    "gradient-stops": Dimension(gradient_stops, 100, 500),
    # Six views a row: 8N = 8,000 rows is 48,000 views at the large size.
    "rows": Dimension(rows, 100, 1_000, MANY),
}


# MARK: - Measuring

@dataclass
class Run:
    instructions: int = 0
    exit: int = 0
    problem: str = ""
    diagnostics: str = ""


# The runs under way, ended if the check is interrupted: each is in a session of its own, so a
# terminal's interrupt does not reach it.
RUNNING = set()
STOPPING = threading.Event()


def measure(scenec, path, flags, timeout):
    """One compile under cachegrind: its instruction count and exit status. Valgrind's report
    goes to a file of its own, so that scenec's diagnostics cannot be mistaken for it."""
    folder = os.path.dirname(path)
    stem = os.path.splitext(path)[0]
    log = stem + ".valgrind"
    command = [VALGRIND, "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
               f"--log-file={log}", scenec, "compile", path, "-o", stem + "-out", *flags]
    if STOPPING.is_set():
        return Run(problem="interrupted")
    # Swift seeds its hash function per process, which moves a count by some 30,000
    # instructions from run to run: more than a small dimension grows. One seed for every run.
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    # A session of its own, so that a timeout ends valgrind and anything it started.
    process = subprocess.Popen(command, cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               env=environment, start_new_session=True)
    RUNNING.add(process)
    try:
        _, errors = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        return Run(problem=f"timed out after {timeout:g} s")
    finally:
        RUNNING.discard(process)
    report = open(log).read() if os.path.exists(log) else ""
    count = re.search(r"I\s+refs:\s+([\d,]+)", report)
    if not count:
        return Run(exit=process.returncode, problem=f"no instruction count (exit {process.returncode})")
    with open(stem + ".stderr", "wb") as f:
        f.write(errors)
    return Run(int(count.group(1).replace(",", "")), process.returncode, diagnostics=errors.decode("utf-8", "replace"))


def start(name, dimension, n, scenec, root, timeout, pool):
    """Writes the dimension's scenes at sizes 1, N and 8N and queues their runs."""
    runs = []
    for size in (1, n, GROWTH * n):
        folder = os.path.join(root, f"{name}-{size}")
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, f"{name.replace('-', '_')}.xml")
        with open(path, "w", encoding="utf-8") as f:
            f.write(dimension.make(size, folder))
        runs.append(pool.submit(measure, scenec, path, dimension.flags, timeout))
    return runs


def row(name, dimension, n, runs):
    """The dimension's row: the ratio of its growth past the fixed cost, and whether each run
    ended as intended."""
    base, small, large = (run.result() for run in runs)
    problems = [f"size {size}: {run.problem or f'exit {run.exit}, expected {dimension.exit}'}"
                for size, run in zip((1, n, GROWTH * n), (base, small, large))
                if run.problem or run.exit != dimension.exit]
    problems += [f"size {size}: scenec never said \"{dimension.says}\"" for size, run in ((n, small), (GROWTH * n, large))
                 if dimension.says and not run.problem and dimension.says not in run.diagnostics]
    # A run with no count (timed out, or valgrind said nothing) has no growth to show.
    grown_small = small.instructions - base.instructions if small.instructions and base.instructions else None
    grown_large = large.instructions - base.instructions if large.instructions and base.instructions else None
    units = (GROWTH * n - 1) / (n - 1)
    ratio = GROWTH * grown_large / units / grown_small if grown_small and grown_large and not problems else float("nan")
    passed = not problems and ratio <= LIMIT
    return Row(name, n, base.instructions, grown_small, grown_large, ratio, passed, problems)


@dataclass
class Row:
    name: str
    n: int
    base: int
    small: object
    large: object
    ratio: float
    passed: bool
    problems: list

    def __str__(self):
        def count(value):
            return f"{value:,}" if value is not None else "-"
        measured = self.ratio > 0
        cells = [self.name, f"{self.n:,}", count(self.base or None), count(self.small), count(self.large),
                 f"{self.ratio:.1f}" if measured else "-", f"{math.log(self.ratio, GROWTH):.2f}" if measured else "-",
                 "PASS" if self.passed else "FAIL"]
        line = "| " + " | ".join(cells) + " |"
        return line + "".join(f"\n    {problem}" for problem in self.problems)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sizes = parser.add_mutually_exclusive_group()
    sizes.add_argument("--small", action="store_true", help="CI sizes (the default)")
    sizes.add_argument("--large", action="store_true", help="benchmark sizes")
    parser.add_argument("--scenec", default=".build/release/scenec", help="the binary to check")
    parser.add_argument("--timeout", type=float, default=120, help="seconds one run may take before it fails")
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1), help="runs at once")
    parser.add_argument("--keep", metavar="DIR", help="keep the scenes, outputs and diagnostics here")
    parser.add_argument("dimensions", nargs="*", metavar="DIMENSION", help=", ".join(DIMENSIONS))
    arguments = parser.parse_args()
    unknown = [name for name in arguments.dimensions if name not in DIMENSIONS]
    if unknown:
        parser.error(f"unknown dimension {', '.join(unknown)}; the dimensions are {', '.join(DIMENSIONS)}")
    for tool in (VALGRIND, arguments.scenec):
        if not os.access(tool, os.X_OK):
            sys.exit(f"scaling_check: {tool} is missing (build with `swift build -c release --product scenec`; "
                     "valgrind comes from .ci/install-deps)")
    scenec = os.path.abspath(arguments.scenec)
    root = arguments.keep or tempfile.mkdtemp(prefix="scenec-scaling-")
    print(f"Instructions past the fixed cost (the run at size 1) at N and at {GROWTH}N; the ratio is per unit of size, "
          f"times {GROWTH}: at most {LIMIT:g} (exponent {math.log(LIMIT, GROWTH):.2f}) passes.")
    print("| dimension | N | fixed cost | at N | at 8N | ratio | exponent | result |")
    print("|---|---|---|---|---|---|---|---|", flush=True)
    failed = []
    pool = ThreadPoolExecutor(max_workers=max(1, arguments.jobs))
    try:
        # Every run is queued first, so the pool stays busy; rows print in order as they end.
        queued = []
        for name in arguments.dimensions or DIMENSIONS:
            dimension = DIMENSIONS[name]
            n = dimension.large if arguments.large else dimension.small
            queued.append((name, dimension, n, start(name, dimension, n, scenec, root, arguments.timeout, pool)))
        for name, dimension, n, runs in queued:
            result = row(name, dimension, n, runs)
            print(result, flush=True)
            if not result.passed:
                failed.append(name)
    finally:
        # Nothing is left running after an interrupt: queued runs are dropped, running ones ended.
        STOPPING.set()
        pool.shutdown(wait=False, cancel_futures=True)
        for process in list(RUNNING):
            os.killpg(process.pid, signal.SIGKILL)
        pool.shutdown(wait=True)
        if not arguments.keep:
            shutil.rmtree(root, ignore_errors=True)
    print(f"{len(failed)} failed: {', '.join(failed)}" if failed else "every dimension passed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
