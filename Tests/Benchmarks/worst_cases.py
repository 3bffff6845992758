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
import subprocess
import sys
import tempfile

SCENEC = os.environ.get("SCENEC", ".build/release/scenec")
WORDS = ("the quick brown fox jumps over a lazy dog while twelve wizards box and vex a jolly "
         "quartz sphinx of black").split()

# The defaults, as ResourceLimits.standard has them.
VIEWS = int(os.environ.get("VIEWS", 100_000))
CONSTRAINTS = int(os.environ.get("CONSTRAINTS", 400_000))
TEXT = int(os.environ.get("TEXT", 1_000_000))
VIEWPORTS = 64
FILE_SIZE = 64 << 20


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
        out.append(f'<label frame="{i % 10 * 100} 0 100 1000" numberOfLines="0" font="12" text="{body}"/>')
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
    # 10 uses of C4 expand to 10 × (10⁴ labels + 1,111 containers) ≈ 111,110 views: just over
    # the limit, so the expansion itself is what is measured when it stops.
    out.append("".join(f'<use component="C4" id="top{j}" t="w{j}"/>' for j in range(9)))
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


def grid():
    """`hit-test --grid 1` over a scene whose cells times views reach the grid's work bound."""
    return None


CASES = {
    "views": (views, None),
    "labels": (labels, None),
    "text": (text, None),
    "constraints": (constraints, None),
    "components": (components, None),
    "viewports": (viewports, None),
}


def measure(name, scene, folder):
    path = os.path.join(folder, name + ".xml")
    with open(path, "w", encoding="utf-8") as f:
        f.write(scene)
    out = os.path.join(folder, name + "-out")
    report = os.path.join(folder, name + ".time")
    command = ["/usr/bin/time", "-f", "%e %M", "-o", report, SCENEC, "compile", path, "-o", out]
    result = subprocess.run(command, capture_output=True, text=True)
    seconds, kilobytes = open(report).read().strip().splitlines()[-1].split()
    written = sum(os.path.getsize(os.path.join(out, n)) for n in os.listdir(out)) if os.path.isdir(out) else 0
    first_error = next((line for line in result.stderr.splitlines() if ": error: " in line), "")
    print(f"| {name} | {len(scene.encode()):,} B | exit {result.returncode} | {float(seconds):.2f} s | "
          f"{int(kilobytes) // 1024:,} MB | {written / 1e6:.0f} MB written | {first_error.split(': error: ')[-1][:90]}",
          flush=True)


def main():
    chosen = sys.argv[1:] or list(CASES)
    with tempfile.TemporaryDirectory(prefix="scenec-worst-") as folder:
        for name in chosen:
            make, _ = CASES[name]
            measure(name, make(), folder)


if __name__ == "__main__":
    main()
