#!/usr/bin/env python3
"""Times scenec against libxml2's own parse of the same file: a scene of views placed by frame
alone (frame_scene.py), read by `xmllint --noout` and compiled by one or more scenec binaries,
side by side in one run, and prints each scenec figure's ratio to xmllint's.

    swift build -c release --product scenec
    python3 Tests/Benchmarks/frontend_vs_xmllint.py                     # 10,000 and 100,000 views
    python3 Tests/Benchmarks/frontend_vs_xmllint.py --sizes 10000 --repeat 9 \
        --scenec before=/work/bench-before/scenec --scenec after=.build/release/scenec

`xmllint --noout` parses the file into libxml2's tree, at least as much libxml2 work as a
compile does (scenec reads a plain document from the same parser's events, with no tree), so
the ratio is what scenec costs beyond libxml2's parse. Each binary is
measured four ways on the same file:

- `compile -o DIR`: SVG and HTML written, the project's target (at most 5× xmllint at 100,000
  views);
- `compile -o DIR --format svg`, and `--format html`: each printer alone;
- `hit-test --at=-1,-1`: the scene read, built, laid out and put in paint order, one point
  asked (outside the root, so nothing is searched) and nothing printed. scenec has no
  check-only command; with frames alone layout is one pass, so this is the front end's cost
  with little beside it.

Every command runs with `--max-views 1000000`. Times are user + system CPU seconds (measure.py:
`os.wait4`), the median of --repeat runs taken in turns, since the machine's load inflates
wall time more than CPU time; --wall prints wall time instead. Memory is each command's
median peak resident memory in MB of 2^20 bytes.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True   # importing measure.py leaves no __pycache__ in the tree
import measure  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
LIMITS = ["--max-views", "1000000"]


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scenec", action="append", metavar="[NAME=]PATH",
                        help="a scenec binary; repeat to compare (default: .build/release/scenec)")
    parser.add_argument("--sizes", default="10000,100000", help="views, comma-separated (default: 10000,100000)")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each command; figures are medians (default 3)")
    parser.add_argument("--wall", action="store_true", help="compare wall time, not CPU time")
    parser.add_argument("--xmllint", default="xmllint", help="the xmllint to run (default: xmllint on PATH)")
    return parser.parse_args()


def commands(binary, scene, output):
    """The four ways each binary is measured, by column title."""
    compile_ = [binary, "compile", scene, "-o", output] + LIMITS
    return [("SVG + HTML", compile_),
            ("SVG only", compile_ + ["--format", "svg"]),
            ("HTML only", compile_ + ["--format", "html"]),
            ("front end (hit-test)", [binary, "hit-test", scene, "--at=-1,-1"] + LIMITS)]


def short(value):
    """Seconds to three significant figures, since xmllint's can be hundredths."""
    return f"{value:.3g} s"


def main():
    options = arguments()
    named = measure.binaries(options.scenec, ".build/release/scenec")
    xmllint = shutil.which(options.xmllint)
    if not xmllint:
        raise SystemExit(f"{options.xmllint} not found: apt-get install libxml2-utils")
    figure = (lambda m: m.wall) if options.wall else (lambda m: m.cpu)
    folder = tempfile.mkdtemp(prefix="scenec-bench-frontend-")
    output = os.path.join(folder, "out")
    start_load = measure.load()
    table = []
    try:
        for views in [int(s.replace("_", "")) for s in options.sizes.split(",")]:
            scene = os.path.join(folder, f"frames-{views}.xml")
            with open(scene, "w") as out:
                subprocess.run([sys.executable, os.path.join(HERE, "frame_scene.py"), str(views)], stdout=out, check=True)
            jobs = [("xmllint", "xmllint --noout", [xmllint, "--noout", scene])]
            jobs += [(name, title, argv) for name, path in named for title, argv in commands(path, scene, output)]
            runs = {(who, title): [] for who, title, _ in jobs}
            for _ in range(options.repeat):
                for who, title, argv in jobs:
                    m = measure.run(argv)
                    shutil.rmtree(output, ignore_errors=True)
                    runs[(who, title)].append(m)
                    print(f"{views:,} {who} {title}: {m.cpu:.3f} s CPU, {m.wall:.3f} s wall, "
                          f"{m.peak_kib / 1024:.0f} MB, exit {m.status} {m.message}", file=sys.stderr, flush=True)
            table.append((views, os.path.getsize(scene), {k: measure.median(v) for k, v in runs.items()}))
    finally:
        shutil.rmtree(folder, ignore_errors=True)

    titles = [title for title, _ in commands("", "", "")]
    kind = "wall" if options.wall else "CPU (user + sys)"
    print(f"{', '.join(f'{n} = {p}' for n, p in named)}; {kind}, median of {options.repeat}; "
          f"load {start_load} at the start, {measure.load()} at the end\n")
    header = ["views", "file", "binary", "xmllint --noout"] + [f"{t} (× xmllint)" for t in titles] + ["memory: xmllint, SVG + HTML"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for views, size, medians in table:
        base = medians[("xmllint", "xmllint --noout")]
        for name, _ in named:
            cells = [f"{views:,}", f"{size / 1e6:.1f} MB" if size >= 1e6 else f"{size / 1e3:.0f} kB", name, short(figure(base))]
            for title in titles:
                m = medians[(name, title)]
                cells.append(f"{short(figure(m))} ({figure(m) / figure(base):.1f}×)" if m.ok else f"exit {m.status}")
            cells.append(f"{measure.megabytes(base.peak_kib)}, {measure.megabytes(medians[(name, 'SVG + HTML')].peak_kib)}")
            print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
