#!/usr/bin/env python3
"""Measures every row of the README's "Performance" table with one or more scenec binaries and
prints the table as Markdown, the binaries side by side.

    swift build -c release --product scenec
    python3 Tests/Benchmarks/performance_table.py                        # .build/release/scenec
    python3 Tests/Benchmarks/performance_table.py \
        --scenec before=/work/bench-before/scenec --scenec after=.build/release/scenec --repeat 5
    python3 Tests/Benchmarks/performance_table.py --sizes small          # every row at 1,000 views
    python3 Tests/Benchmarks/performance_table.py --rows flat,deep --max-views 10000

Each row's scene is generated once, by its generator in this folder, into a temporary folder;
every binary then compiles it to SVG and HTML (`scenec compile SCENE -o DIR`, both formats), with
the limits raised as the README says (`--max-views 1000000 --max-constraints 1000000
--max-text 10000000`, which cost nothing below the defaults) and the row's own flags. A run's
user + system CPU time, wall time and peak resident memory are the kernel's figures for that
one process (measure.py: `os.wait4`, as GNU time reads them). With --repeat N the binaries take
turns N times and each figure is the median of its N runs. With two or more binaries the table
gives each one's figures side by side, the CPU-time ratio of each to the first, and whether
their output files are byte-identical (the first run's SHA-256 over every file written).

The README's figures are wall times from one run each on a quiet machine (the viewport rows:
median user CPU time of 5 runs); under load compare CPU times. Memory is in MB of 2^20 bytes.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field

sys.dont_write_bytecode = True   # importing measure.py leaves no __pycache__ in the tree
import measure  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
LIMITS = ["--max-views", "1000000", "--max-constraints", "1000000", "--max-text", "10000000"]


@dataclass
class Row:
    """One row group of the README's table: its scene column, the sizes the README gives (views
    and layers in the scene), the generator's arguments for a size, and flags for scenec."""
    key: str
    scene: str
    sizes: list
    generator: object
    flags: list = field(default_factory=list)
    viewports: int = 0     # viewport_scene.py's K: the size column reads "N × K"
    suffix: str = ".xml"   # the generated file's extension, which chooses scenec's front end

    def size_label(self, views):
        return f"{views:,}" + (f" × {self.viewports}" if self.viewports else "")


VIEWPORTS = "viewports: rows of 2 constraint-placed views at 1, 4 or 8 sizes (`viewport_scene.py N/2 K`)"
ROWS = [
    Row("flat", "flat: views with a bound border sublayer each (`flat_scene.py N`)",
        [1_000, 10_000, 100_000], lambda n: ["flat_scene.py", n]),
    Row("deep", "deep: chains 100 deep (the `--max-depth` bound; the README's rows: 200), clipped and rotated (`deep_scene.py N`)",
        [1_000, 10_000, 100_000], lambda n: ["deep_scene.py", n]),
    Row("labels", "labels: 12 words each, wrapped at 120 pt (`label_scene.py N`), glyph outlines",
        [10_000, 100_000], lambda n: ["label_scene.py", n]),
    Row("labels-fonts", "the same, live-font text (`--text fonts`)",
        [10_000, 100_000], lambda n: ["label_scene.py", n], ["--text", "fonts"]),
    Row("unique", "labels, every text different (`label_scene.py N --unique`), glyph outlines",
        [10_000, 100_000], lambda n: ["label_scene.py", n, "--unique"]),
    Row("unique-fonts", "the same, live-font text (`--text fonts`)",
        [100_000], lambda n: ["label_scene.py", n, "--unique"], ["--text", "fonts"]),
    Row("autolayout", "Auto Layout: multi-line labels stacked by constraints, height for width (`autolayout_scene.py N`)",
        [1_000, 10_000], lambda n: ["autolayout_scene.py", n]),
    Row("stacks", "stack views: a scroll view of settings rows, 5 views a row (`stack_scene.py N/5`)",
        [1_000, 10_000, 100_000], lambda n: ["stack_scene.py", n // 5]),
    Row("table", "table view: self-sizing rows, each solved alone (`table_scene.py N/6`: 60,000 is 10,000 rows)",
        [6_000, 60_000], lambda n: ["table_scene.py", n // 6]),
    Row("collection", "collection view: a flow layout of self-sizing items, each solved alone (`collection_scene.py N/3`: 30,000 is 10,000 items)",
        [3_000, 30_000], lambda n: ["collection_scene.py", n // 3]),
    *(Row(f"viewports-{k}", VIEWPORTS, [10_000], lambda n, k=k: ["viewport_scene.py", n // 2, k], viewports=k)
      for k in (1, 4, 8)),
    Row("cards", "cards: shadowed, gradient-filled, continuous-cornered, clipped (`cards_scene.py N`)",
        [2_000], lambda n: ["cards_scene.py", n]),
    Row("storyboard", "an Interface Builder storyboard: 100 scenes, 4 views and 6 constraints a row (`storyboard_scene.py 100 N/400`)",
        [10_000], lambda n: ["storyboard_scene.py", 100, n // 400], suffix=".storyboard"),
    Row("chain", "Auto Layout chain, below the solver table (`chain_scene.py N`)",
        [1_000, 10_000], lambda n: ["chain_scene.py", n]),
]


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog="rows: " + ", ".join(r.key for r in ROWS))
    parser.add_argument("--scenec", action="append", metavar="[NAME=]PATH",
                        help="a scenec binary; repeat to compare (default: .build/release/scenec)")
    parser.add_argument("--sizes", default="readme",
                        help="'readme' (the README's sizes), 'small' (1,000 views a row) or views, comma-separated")
    parser.add_argument("--max-views", type=int, help="leave out sizes above this many views")
    parser.add_argument("--rows", help="only these rows, comma-separated keys (see below); 'labels' also takes "
                                       "'labels-fonts', 'viewports' every viewports row")
    parser.add_argument("--repeat", type=int, default=1, help="runs of each binary on each scene; figures are medians")
    parser.add_argument("--timeout", type=float, help="stop a run after this many seconds and report it, and the row's larger sizes, as stopped")
    parser.add_argument("--keep", metavar="DIR", help="write the scenes to DIR and keep them (default: a temporary folder)")
    return parser.parse_args()


def sizes(row, option, max_views):
    if option == "readme":
        chosen = row.sizes
    elif option == "small":
        chosen = [1_000]
    else:
        chosen = [int(s.replace("_", "")) for s in option.split(",")]
    return [n for n in chosen if max_views is None or n <= max_views]


def generate(folder, row, views, cache):
    """Writes the row's scene at `views` once, shared by rows that compile the same scene."""
    command = [str(a) for a in row.generator(views)]
    key = " ".join(command)
    if key not in cache:
        path = os.path.join(folder, "-".join(command).replace(".py", "").replace("--", "") + row.suffix)
        with open(path, "w") as out:
            subprocess.run([sys.executable, os.path.join(HERE, command[0])] + command[1:], stdout=out, check=True)
        cache[key] = path
    return cache[key]


def compile_once(binary, scene, flags, timeout, want_digest):
    output = tempfile.mkdtemp(prefix="scenec-bench-out-")
    try:
        result = measure.run([binary, "compile", scene, "-o", output] + LIMITS + flags, timeout=timeout)
        return result, (measure.digest(output) if want_digest and result.ok else None)
    finally:
        shutil.rmtree(output, ignore_errors=True)


def cell(m, figure):
    if m is None:
        return "–"
    if m.timed_out:
        return "stopped"
    if not m.ok:
        return f"exit {m.status}"
    return figure(m)


def main():
    options = arguments()
    named = measure.binaries(options.scenec, ".build/release/scenec")
    wanted = options.rows.split(",") if options.rows else []
    chosen = lambda row, key: row.key == key or row.key.startswith(key + "-")
    unknown = [k for k in wanted if not any(chosen(r, k) for r in ROWS)]
    if unknown:
        raise SystemExit(f"unknown rows {', '.join(unknown)}; rows are {', '.join(r.key for r in ROWS)}")
    rows = [r for r in ROWS if not wanted or any(chosen(r, k) for k in wanted)]
    folder = options.keep or tempfile.mkdtemp(prefix="scenec-bench-scenes-")
    os.makedirs(folder, exist_ok=True)
    results, cache, start_load = [], {}, measure.load()
    stopped = set()     # (row, binary) stopped at a size: its larger sizes are not run
    try:
        for row in rows:
            for views in sizes(row, options.sizes, options.max_views):
                scene = generate(folder, row, views, cache)
                runs = {name: [] for name, _ in named}
                digests = {}
                for turn in range(options.repeat):
                    for name, path in named:
                        if (row.key, name) in stopped:
                            runs[name] = [measure.Measurement(0, 0, 0, 0, timed_out=True, message="a smaller size was stopped")]
                        if runs[name] and not runs[name][-1].ok:
                            continue
                        m, d = compile_once(path, scene, row.flags, options.timeout, turn == 0 and len(named) > 1)
                        runs[name].append(m)
                        digests.setdefault(name, d)
                        note = f" ({m.message})" if m.message else ""
                        print(f"{row.key} {row.size_label(views)} {name}: {m.cpu:.2f} s CPU, {m.wall:.2f} s wall, "
                              f"{m.peak_kib / 1024:.0f} MB, exit {m.status}{' stopped' if m.timed_out else ''}{note}",
                              file=sys.stderr, flush=True)
                stopped |= {(row.key, n) for n, r in runs.items() if r[-1].timed_out}
                results.append((row, views, {n: measure.median(r) for n, r in runs.items()}, digests))
    finally:
        if not options.keep:
            shutil.rmtree(folder, ignore_errors=True)
    print_table(results, named, options, start_load)


def print_table(results, named, options, start_load):
    names = [n for n, _ in named]
    first = names[0]
    print(f"{', '.join(f'{n} = {p}' for n, p in named)}; {options.repeat} run(s) each, medians; "
          f"load {start_load} at the start, {measure.load()} at the end\n")
    if len(names) == 1:
        print("| scene | views + layers | CPU (user + sys) | wall | peak memory |")
        print("|---|---|---|---|---|")
    else:
        header = (["scene", "views + layers"] + [f"CPU {n}" for n in names] + [f"{n}/{first}" for n in names[1:]]
                  + [f"wall {n}" for n in names] + [f"memory {n}" for n in names] + ["outputs"])
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
    shown = None
    for row, views, medians, digests in results:
        label = row.scene if row.scene != shown else ""
        shown = row.scene
        cells = [label, row.size_label(views)]
        cells += [cell(medians[n], lambda m: measure.seconds(m.cpu)) for n in names]
        if len(names) > 1:
            base = medians[first]
            cells += [cell(medians[n], lambda m: measure.ratio(m.cpu, base.cpu)) if base.ok else "–" for n in names[1:]]
        cells += [cell(medians[n], lambda m: measure.seconds(m.wall)) for n in names]
        cells += [cell(medians[n], lambda m: measure.megabytes(m.peak_kib)) for n in names]
        if len(names) > 1:
            known = [digests.get(n) for n in names]
            cells.append("–" if None in known else "identical" if len(set(known)) == 1 else "differ")
        print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
