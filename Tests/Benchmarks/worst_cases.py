#!/usr/bin/env python3
"""The most expensive inputs the default limits admit, one per limit, and their cost.

    swift build -c release --product scenec
    python3 Tests/Benchmarks/worst_cases.py            # every case
    python3 Tests/Benchmarks/worst_cases.py text views # some

Each case is written to a temporary folder, compiled (or hit-tested) with the release build and
no flags, and measured with GNU time (`/usr/bin/time -f "%e %M"`): wall seconds and peak
resident memory. The README's limits table gives these figures. A case must compile (exit 0)
or be refused at a limit (exit 1): either way it is the most a file can cost under the
defaults, and the printed status says which.
"""
import os
import struct
import subprocess
import sys
import tempfile
import zlib

SCENEC = os.environ.get("SCENEC", ".build/release/scenec")
WORDS = ("the quick brown fox jumps over a lazy dog while twelve wizards box and vex a jolly "
         "quartz sphinx of black").split()

# The defaults, as ResourceLimits.standard has them.
VIEWS = int(os.environ.get("VIEWS", 50_000))
CONSTRAINTS = int(os.environ.get("CONSTRAINTS", 200_000))
TEXT = int(os.environ.get("TEXT", 2_000_000))
VIEWPORTS = 64
FILE_SIZE = 16 << 20
IMAGE_BYTES = 32 << 20


def views():
    """Every view bordered, rounded, clipped and transformed: the most markup per view."""
    out = ['<scene name="views" width="1000" height="1000">']
    for i in range(VIEWS):
        out.append(f'<view frame="{i % 100 * 10} {i // 100 % 1000} 9 2" backgroundColor="systemBlue" '
                   f'borderWidth="1" borderColor="systemRed" cornerRadius="1" clipsToBounds="true" alpha="0.9"/>')
    out.append('</scene>')
    return "\n".join(out)


def labels():
    """Every view a label with its own text: nothing for the layout cache to share."""
    out = ['<scene name="labels" width="1040" height="1000">']
    for i in range(VIEWS):
        text = " ".join(WORDS[(i + k) % len(WORDS)] for k in range(2)) + f" {i}"
        out.append(f'<label frame="{i % 8 * 130} {i // 8 % 1000} 120 20" font="15" text="{text}"/>')
    out.append('</scene>')
    return "\n".join(out)


def text():
    """All the text the limit allows, wrapped in tall labels: shaping, line breaking, outlines."""
    per_label = 10_000
    out = ['<scene name="text" width="1000" height="1000">']
    for i in range(TEXT // per_label):
        words, length = [], 0
        while length < per_label - 20:
            word = WORDS[(i * 7 + len(words)) % len(WORDS)]
            words.append(word)
            length += len(word) + 1
        body = " ".join(words)
        body += "x" * (per_label - len(body))
        out.append(f'<label frame="{i % 10 * 100} {i // 10 * 20000} 100 20000" numberOfLines="0" font="12" text="{body}"/>')
    out.append('</scene>')
    return "\n".join(out)


def constraints():
    """The most constraints, each view placed from the one before it: one long chain to solve."""
    count = CONSTRAINTS // 4
    out = ['<scene name="constraints" width="1000" height="1000">']
    for i in range(count):
        out.append(f'<view id="v{i}" backgroundColor="systemBlue"/>')
    out.append('<constraints>')
    for i in range(count):
        previous = f"v{i - 1}" if i else "superview"
        edge = "leading" if i else "leading"
        out.append(f'<constraint>v{i}.{edge} == {previous}.leading + 0.01</constraint>')
        out.append(f'<constraint>v{i}.top == {previous}.top + 0.01</constraint>')
        out.append(f'<constraint>v{i}.width == 10</constraint>')
        out.append(f'<constraint>v{i}.height == 10</constraint>')
    out.append('</constraints></scene>')
    return "\n".join(out)


def components():
    """A two-kilobyte file whose components nest ten-fold, expanding to the view limit of
    labels placed by constraints."""
    out = ['<scene name="components" width="1000" height="1000">',
           '<component name="C0" parameters="t"><label id="l" text="{t} {t}" font="15"/>'
           '<constraints><constraint>l.leading == superview.leading + 1</constraint>'
           '<constraint>l.top == superview.top + 1</constraint></constraints></component>']
    for k in range(1, 5):
        uses = "".join(f'<use component="C{k - 1}" id="u{j}" t="{{t}}{j}"/>' for j in range(10))
        out.append(f'<component name="C{k}" parameters="t">{uses}</component>')
    # C0 is 2 views (the instance and its label), Ck is 1 + 10 × C(k-1): C4 is 21,111 views
    # and 20,000 constraints, so two uses are 42,222 views, the most under the view limit.
    out.append("".join(f'<use component="C4" id="top{j}" t="w{j}"/>' for j in range(2)))
    out.append('</scene>')
    return "\n".join(out)


def deep():
    """Views nested as deep as the limit allows, each clipped, rounded and turned, in chains
    up to the view limit: the deepest markup and the most transforms to compose."""
    depth = 100
    out = ['<scene name="deep" width="1000" height="1000">']
    for chain in range(VIEWS // depth):
        out.append("".join(f'<view frame="1 1 {900 - k * 8} {900 - k * 8}" clipsToBounds="true" cornerRadius="4" '
                           f'transform="rotate({chain % 7}deg)" backgroundColor="systemBlue">' for k in range(depth)))
        out.append("</view>" * depth)
    out.append('</scene>')
    return "\n".join(out)


def expressions():
    """The file-size limit filled with the longest frame expressions, one per view: the
    front end's parse of everything the file may hold."""
    term = " + superview.width / 4"
    expression = "1" + term * ((4_096 - 1) // len(term))
    per_view = len(f'<view x="0" y="0" height="5" width="{expression}"/>\n')
    out = ['<scene name="expressions" width="1000" height="1000">']
    for _ in range((FILE_SIZE - 100) // per_view):
        out.append(f'<view x="0" y="0" height="5" width="{expression}"/>')
    out.append('</scene>')
    return "\n".join(out)


def viewports():
    """The most viewports, each laying out every view, views × viewports at the view limit."""
    per = VIEWS // VIEWPORTS
    out = ['<scene name="viewports">']
    for i in range(VIEWPORTS):
        out.append(f'<viewport name="v{i}" width="{320 + i}" height="800"/>')
    for i in range(per):
        out.append(f'<view frame="{i % 100 * 3} {i // 100 * 4} 9 2" backgroundColor="systemBlue" '
                   f'borderWidth="1" borderColor="systemRed"/>')
    out.append('</scene>')
    return "\n".join(out)


def solver():
    """A chain of views whose widths are optional, at many priorities, with a required total:
    every pivot rewrites the long objective, so the pivot budget's work units run out first."""
    count = 8_000
    out = ['<scene name="solver" width="1000" height="100">']
    for i in range(count):
        out.append(f'<view id="v{i}" backgroundColor="systemBlue"/>')
    out.append('<constraints>')
    for i in range(count):
        previous = f"v{i - 1}.trailing" if i else "superview.leading"
        out.append(f'<constraint>v{i}.leading == {previous}</constraint>')
        out.append(f'<constraint>v{i}.top == superview.top</constraint>')
        out.append(f'<constraint>v{i}.height == 10</constraint>')
        out.append(f'<constraint>v{i}.width == 10 @{250 + i % 500}</constraint>')
        out.append(f'<constraint>v{i}.width &gt;= 0.01</constraint>')
    out.append(f'<constraint>v{count - 1}.trailing == superview.trailing</constraint>')
    out.append('</constraints></scene>')
    return "\n".join(out)


def conflicts():
    """A chain of 5,000 views whose every view conflicts with the whole chain before it
    (`conflict_chain_scene.py`): each proof reads the chain, so the pivot budget, which counts
    the proofs, runs out first."""
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "conflict_chain_scene.py")
    return subprocess.run([sys.executable, script, "5000"], capture_output=True, text=True, check=True).stdout


def stacks():
    """The view limit filled with settings rows of stack views (`stack_scene.py`), whose
    wrapping labels are measured at the width their stack gives them."""
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "stack_scene.py")
    return subprocess.run([sys.executable, script, str(VIEWS // 5)], capture_output=True, text=True, check=True).stdout


def images(folder):
    """Image files up to the image-bytes bound (two of at most the file-size bound), each
    shown by 2,500 views: embedded once per file, whatever the number of views."""
    def png(path, size):
        # A real PNG header (scenec reads the type and the pixel size from it), then filler.
        chunk = lambda kind, body: struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
        head = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 100, 100, 8, 6, 0, 0, 0))
        with open(path, "wb") as f:
            f.write(head + os.urandom(size - len(head)))
    png(os.path.join(folder, "a.png"), FILE_SIZE)
    png(os.path.join(folder, "b.png"), IMAGE_BYTES - FILE_SIZE)
    out = ['<scene name="images" width="1000" height="1000">']
    for i in range(5_000):
        out.append(f'<imageView frame="{i % 100 * 10} {i // 100 * 10} 9 9" image="{"ab"[i % 2]}.png"/>')
    out.append('</scene>')
    return "\n".join(out)


def grid():
    """`hit-test --grid 4` over 1,000 views in a 1,000-point square: 62,500 cells, 62,562,500
    view tests, refused before any cell is asked; `--grid 6` (27,889 cells, 27,916,889 tests)
    is the most that is answered."""
    out = ['<scene name="grid" width="1000" height="1000">']
    for i in range(1_000):
        out.append(f'<view frame="{i % 100 * 10} {i // 100 * 10} 5 5" backgroundColor="systemBlue"/>')
    out.append('</scene>')
    return "\n".join(out)


def doctype():
    """An entity bomb behind `<!-->`, which libxml2 does not end as a comment: refused at the
    DOCTYPE whatever reads the prolog, before a declaration is parsed."""
    bomb = '<!ENTITY lol "lol">\n<!ENTITY lol1 "' + "&lol;" * 10 + '">\n'
    bomb += "".join(f'<!ENTITY lol{k} "' + f"&lol{k - 1};" * 10 + '">\n' for k in range(2, 10))
    return '<!--> -->\n<!DOCTYPE scene [\n' + bomb + ']>\n<scene width="10" height="10"><view id="a" backgroundColor="&lol9;"/></scene>\n'


def errors():
    """The file-size limit filled with unknown attributes on as many views as the limit allows:
    over a million mistakes, of which the first hundred are reported."""
    line = "<view " + " ".join(f'backgroundColour{k}="red"' for k in range(12)) + "/>\n"
    count = min(VIEWS, (FILE_SIZE - 100) // len(line))
    return '<scene name="errors" width="10" height="10">\n' + line * count + '</scene>\n'


def parameters():
    """Components asking for thousands of parameters that none of their many uses passes."""
    names = " ".join(f"p{i}" for i in range(10_000))
    out = ['<scene name="parameters" width="10" height="10">']
    for c in range(4):
        out.append(f'<component name="C{c}" parameters="{names}"/>')
    use = '<use component="C{c}" id="u{i}"/>'
    out.extend(use.format(c=i % 4, i=i) for i in range(VIEWS - 10))
    out.append('</scene>')
    return "\n".join(out)


def braces():
    """Unused components whose values are `{ ` to the value limit, to the file-size limit."""
    value = "{ " * 32_760
    size = len(f'<component name="C0"><view id="v" backgroundColor="{value}"/></component>') + 8
    out = ['<scene name="braces" width="10" height="10">']
    out.extend(f'<component name="C{i}"><view id="v" backgroundColor="{value}"/></component>'
               for i in range((FILE_SIZE - 100) // size))
    out.append('</scene>')
    return "\n".join(out)


def instructions():
    """Text split by processing instructions to the file-size limit: joined once."""
    return ('<scene name="instructions" width="10" height="10"><view id="a"><constraints><constraint>'
            + "a<?p?>" * ((FILE_SIZE - 200) // 6) + '</constraint></constraints></view></scene>\n')


def later_uses():
    """Uses of a component defined after them, to the view limit, each a chain of three."""
    out = ['<scene name="later" width="10" height="10">']
    out.extend(f'<use component="A" id="u{i}"/>' for i in range(VIEWS // 3))
    out.append('<component name="A"><use component="B" id="b"/></component>'
               '<component name="B"><view/></component></scene>')
    return "\n".join(out)


def viewport_text():
    """Wrapped text at the most viewports: text × viewports is held to the text limit."""
    per = TEXT // VIEWPORTS
    body = " ".join(WORDS[i % len(WORDS)] for i in range(per // 5))[:per]
    out = ['<scene name="viewport-text">']
    out.extend(f'<viewport name="v{i}" width="{320 + i}" height="800"/>' for i in range(VIEWPORTS))
    out.append(f'<label frame="0 0 300 20000" numberOfLines="0" font="12" text="{body}"/>')
    out.append('</scene>')
    return "\n".join(out)


def truncation(folder):
    """All the text the limit allows in labels of one line, truncated at the tail, head and
    middle in a hostile font (the typesetting tests' `widening-ellipsis.ttf`, whose "…" beside
    a letter is too wide at every cut): each cut is found by halving, not one character at a
    time. Compiled with `--font-dir` naming the folder the font is copied to."""
    fixture = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "TypesettingTests", "Fixtures", "widening-ellipsis.ttf")
    with open(fixture, "rb") as source, open(os.path.join(folder, "widening-ellipsis.ttf"), "wb") as copy:
        copy.write(source.read())
    per_label = 16_000
    letters = "".join(chr(ord("a") + k % 26) for k in range(per_label))
    modes = ("byTruncatingTail", "byTruncatingHead", "byTruncatingMiddle")
    out = ['<scene name="truncation" width="1000" height="1000">']
    for i in range(TEXT // per_label):
        out.append(f'<label frame="{i % 10 * 100} {i // 10 * 20} 90 16" font="Widening Ellipsis 12" '
                   f'lineBreakMode="{modes[i % 3]}" text="{letters}"/>')
    out.append('</scene>')
    return "\n".join(out)


CASES = {
    "views": (views, None),
    "deep": (deep, None),
    "expressions": (expressions, None),
    "labels": (labels, None),
    "text": (text, None),
    "constraints": (constraints, None),
    "solver": (solver, None),
    "conflicts": (conflicts, None),
    "stacks": (stacks, None),
    "components": (components, None),
    "viewports": (viewports, None),
    "images": (images, None),
    "grid": (grid, ["hit-test", "--grid", "6"]),
    "doctype": (doctype, None),
    "errors": (errors, None),
    "parameters": (parameters, None),
    "braces": (braces, None),
    "instructions": (instructions, None),
    "later-uses": (later_uses, None),
    "viewport-text": (viewport_text, None),
    "truncation": (truncation, ["compile", "--font-dir", "{folder}", "-o", "{out}"]),
}


def measure(name, scene, folder, arguments):
    path = os.path.join(folder, name + ".xml")
    with open(path, "w", encoding="utf-8") as f:
        f.write(scene)
    out = os.path.join(folder, name + "-out")
    report = os.path.join(folder, name + ".time")
    given = [a.format(folder=folder, out=out) for a in arguments or []]
    run = [given[0], path] + given[1:] if given else ["compile", path, "-o", out]
    command = ["/usr/bin/time", "-f", "%e %M", "-o", report, SCENEC] + run
    result = subprocess.run(command, capture_output=True, text=True)
    if arguments and arguments[0] != "compile":
        with open(os.path.join(folder, name + ".answer"), "w") as f:
            f.write(result.stdout)
    seconds, kilobytes = open(report).read().strip().splitlines()[-1].split()
    written = sum(os.path.getsize(os.path.join(out, n)) for n in os.listdir(out)) if os.path.isdir(out) else len(result.stdout)
    first_error = next((line for line in result.stderr.splitlines() if ": error: " in line), "")
    print(f"| {name} | {len(scene.encode()):,} B | exit {result.returncode} | {float(seconds):.2f} s | "
          f"{int(kilobytes) // 1024:,} MB | {written / 1e6:.0f} MB written | {first_error.split(': error: ')[-1][:90]}",
          flush=True)


def main():
    chosen = sys.argv[1:] or list(CASES)
    with tempfile.TemporaryDirectory(prefix="scenec-worst-") as folder:
        for name in chosen:
            make, arguments = CASES[name]
            scene = make(folder) if make in (images, truncation) else make()
            measure(name, scene, folder, arguments)


if __name__ == "__main__":
    main()
