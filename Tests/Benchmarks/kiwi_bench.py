#!/usr/bin/env python3
"""Builds the cassowary-bench systems with kiwisolver, times them and, given the
Swift bench's JSON output, prints the scenec/kiwi ratio per case.

usage:
  python3 Tests/Benchmarks/kiwi_bench.py [--sizes 100,1000,10000]
      [--max-kiwi-views N] [--relayout-views 1000] [--relayouts 10]
      [--compare FILE|-] [--kiwi-results FILE] [--json]

  swift run -c release cassowary-bench --json > /tmp/scenec.json
  python3 Tests/Benchmarks/kiwi_bench.py --compare /tmp/scenec.json
  swift run -c release cassowary-bench --json | python3 Tests/Benchmarks/kiwi_bench.py --compare -

--max-kiwi-views N skips kiwi runs larger than N views (kiwi needs about a
minute for the 10,000-view chain); skipped cases print "skipped".
--kiwi-results FILE reuses kiwi timings saved earlier with --json instead of
re-running kiwi (it takes minutes at 10,000 views).
--relayouts sets how many kiwi relayouts are averaged (kiwi takes ~1.5 s each;
the Swift bench averages its own count, 100 by default).

Shapes are identical to Sources/cassowary-bench/main.swift: same constraints,
same order. Apple priorities map onto kiwi strengths: 999 -> strong (1e6),
750 -> medium (1e3); required stays required. For these systems the mapping
preserves the hierarchy (one optional level per shape, plus the edit level in
relayout, which wins in both). Checksums (sum of all view variables) must
match the Swift bench.
"""
import json
import math
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError:
    print("kiwisolver missing: pip install kiwisolver", file=sys.stderr)
    sys.exit(3)

STRENGTH = {999: kiwi.strength.strong, 750: kiwi.strength.medium}


class View:
    __slots__ = ("left", "top", "width", "height")

    def __init__(self, i):
        self.left = kiwi.Variable("v%d.left" % i)
        self.top = kiwi.Variable("v%d.top" % i)
        self.width = kiwi.Variable("v%d.width" % i)
        self.height = kiwi.Variable("v%d.height" % i)

    @property
    def right(self):
        return self.left + self.width

    @property
    def bottom(self):
        return self.top + self.height


def build_chain(solver, n):
    views = []
    for i in range(n):
        v = View(i)
        if views:
            solver.addConstraint(v.left == views[-1].right + 8)
        else:
            solver.addConstraint(v.left == 0)
        solver.addConstraint(v.width >= 20)
        solver.addConstraint((v.width == 50) | STRENGTH[750])
        solver.addConstraint(v.top == 0)
        solver.addConstraint(v.height == 44)
        views.append(v)
    return views


def build_grid(solver, n):
    side = max(1, int(round(math.sqrt(n))))
    views = []
    previous_row_first = None
    for r in range(side):
        row_first = None
        previous = None
        for c in range(side):
            v = View(r * side + c)
            if previous is not None:
                solver.addConstraint(v.left == previous.right + 8)
                solver.addConstraint(v.width == row_first.width)
                solver.addConstraint(v.top == row_first.top)
            else:
                solver.addConstraint(v.left == 8)
                if previous_row_first is not None:
                    solver.addConstraint(v.top == previous_row_first.bottom + 8)
                else:
                    solver.addConstraint(v.top == 8)
                row_first = v
            solver.addConstraint(v.height == 44)
            previous = v
            views.append(v)
        solver.addConstraint(previous.right + 8 == 1000)
        previous_row_first = row_first
    return views


def build_nested(solver, n):
    views = []
    for i in range(n):
        v = View(i)
        if i == 0:
            solver.addConstraint(v.left == 0)
            solver.addConstraint(v.top == 0)
            solver.addConstraint(v.width == 1000)
            solver.addConstraint(v.height == 1000)
        else:
            p = views[(i - 1) // 4]
            solver.addConstraint(v.left == p.left + 8)
            solver.addConstraint(v.top == p.top + 8)
            solver.addConstraint(v.right == p.right - 8)
            solver.addConstraint(v.bottom == p.bottom - 8)
        views.append(v)
    return views


def checksum(views):
    return sum(v.left.value() + v.top.value() + v.width.value() + v.height.value() for v in views)


def measure(name, n, build):
    start = time.perf_counter()
    solver = kiwi.Solver()
    views = build(solver, n)
    solver.updateVariables()
    elapsed = time.perf_counter() - start
    return {"case": name, "views": n, "seconds": elapsed, "checksum": checksum(views)}


def measure_relayout(n, count):
    solver = kiwi.Solver()
    views = build_chain(solver, n)
    w = kiwi.Variable("W")
    solver.addConstraint(views[-1].right + 8 == w)
    solver.addEditVariable(w, STRENGTH[999])
    solver.suggestValue(w, 999)
    solver.updateVariables()
    natural = n * 58.0
    total = 0.0
    for i in range(count):
        target = natural * 0.9 if i % 2 == 0 else natural * 1.1
        start = time.perf_counter()
        solver.suggestValue(w, target)
        solver.updateVariables()
        total += time.perf_counter() - start
    return {"case": "relayout", "views": n, "seconds": total / count, "checksum": None}


def growth(rows, name):
    points = sorted((r["views"], r["seconds"]) for r in rows
                    if r["case"] == name and r.get("seconds") is not None)
    small = [p for p in points[:-1] if p[0] == 1000] or points[:1]
    if not small or points[-1][0] <= small[0][0] or small[0][1] <= 0:
        return None
    (n0, t0), (n1, t1) = small[0], points[-1]
    return math.log(t1 / t0) / math.log(n1 / n0)


def main(argv):
    sizes = [100, 1000, 10000]
    max_views = None
    relayout_views = 1000
    relayouts = 10
    compare = None
    saved = None
    as_json = False
    i = 1
    while i < len(argv):
        a = argv[i]
        if a == "--sizes":
            sizes = [int(x) for x in argv[i + 1].split(",")]; i += 1
        elif a == "--max-kiwi-views":
            max_views = int(argv[i + 1]); i += 1
        elif a == "--relayout-views":
            relayout_views = int(argv[i + 1]); i += 1
        elif a == "--relayouts":
            relayouts = int(argv[i + 1]); i += 1
        elif a == "--compare":
            compare = argv[i + 1]; i += 1
        elif a == "--kiwi-results":
            saved = argv[i + 1]; i += 1
        elif a == "--json":
            as_json = True
        else:
            raise SystemExit(__doc__)
        i += 1

    scenec = None
    if compare is not None:
        text = sys.stdin.read() if compare == "-" else open(compare).read()
        scenec = json.loads(text[text.index("{"):])["results"]
        sizes = sorted({r["views"] for r in scenec if r["case"] != "relayout"})
        relayout_views = next((r["views"] for r in scenec if r["case"] == "relayout"), relayout_views)

    results = []
    builders = {"chain": build_chain, "grid": build_grid, "nested": build_nested}
    if saved is not None:
        with open(saved) as f:
            results = json.load(f)["results"]
        sizes = []
        relayouts = 0
    for n in sizes:
        for name in ("chain", "grid", "nested"):
            if max_views is not None and n > max_views:
                results.append({"case": name, "views": n, "seconds": None, "checksum": None})
                continue
            results.append(measure(name, n, builders[name]))
            print("kiwi %-8s %6d  %10.4f s" % (name, n, results[-1]["seconds"]), file=sys.stderr)
    if saved is None and relayouts > 0 and (max_views is None or relayout_views <= max_views):
        results.append(measure_relayout(relayout_views, relayouts))
        print("kiwi relayout %6d  %10.4f s each" % (relayout_views, results[-1]["seconds"]), file=sys.stderr)

    if as_json:
        print(json.dumps({"solver": "kiwi", "results": results}))
        return
    if scenec is None:
        print("case       views   kiwi seconds        checksum")
        for r in results:
            secs = "%14.6f" % r["seconds"] if r["seconds"] is not None else "       skipped"
            chk = "%15.3f" % r["checksum"] if r["checksum"] is not None else ""
            print("%-10s %6d %s %s" % (r["case"], r["views"], secs, chk))
        for name in ("chain", "grid", "nested"):
            e = growth(results, name)
            if e is not None:
                print("kiwi growth exponent %s: %.2f" % (name, e))
        return

    print("case       views  scenec s     kiwi s   scenec/kiwi  checksums")
    by_key = {(r["case"], r["views"]): r for r in results}
    for s in scenec:
        k = by_key.get((s["case"], s["views"]))
        if k is None or k["seconds"] is None:
            print("%-10s %6d %9.4f    skipped" % (s["case"], s["views"], s["seconds"]))
            continue
        ratio = s["seconds"] / k["seconds"] if k["seconds"] > 0 else float("inf")
        if k["checksum"] is None:
            same = "n/a"
        else:
            same = "equal" if abs(k["checksum"] - s["checksum"]) <= 1e-6 * max(1.0, abs(k["checksum"])) else \
                "DIFFER (%.3f vs %.3f)" % (s["checksum"], k["checksum"])
        print("%-10s %6d %9.4f %10.4f %12.4f  %s" % (s["case"], s["views"], s["seconds"], k["seconds"], ratio, same))
    for name in ("chain", "grid", "nested"):
        es, ek = growth(scenec, name), growth(results, name)
        text = "growth exponent %-7s scenec %s" % (name, "%.2f" % es if es is not None else "n/a")
        text += "  kiwi %s" % ("%.2f" % ek if ek is not None else "n/a")
        print(text)


if __name__ == "__main__":
    main(sys.argv)
