#!/usr/bin/env python3
"""Times one `scenec compile` of many sample-sized scenes at -j 1 and at more jobs, and prints
the wall-clock times, their ratio to -j 1, and the CPU time each run used.

    swift build -c release --product scenec
    python3 Tests/Benchmarks/parallel_compile.py                  # 1,000 scenes, -j 1 and -j 2
    python3 Tests/Benchmarks/parallel_compile.py --scenes 200 --jobs 1,2,4 --repeat 5

The scenes are copies of Samples/*.xml, taken in turn (the 1,000th is the 12th sample's 39th
copy), each with its `<scene name>` made distinct (`card-0007`), written with the samples'
Components/ and images/ folders beside them so imports and images resolve as they do in
Samples/. All of them go to one command (`scenec compile S1.xml … S1000.xml -o DIR`, SVG and
HTML written, into a fresh folder each run), which must exit 0. Every run's output folder is
compared with the first run's, byte for byte: a run that differs is an error.

Every run's output stays on disk until the end: on ext4 without a journal (this machine's
disk), creating a file skips over inodes deleted in the last ~30 s, so removing one run's
thousands of files would slow the next run's file creation (perf showed half of a run's time
in the kernel's `recently_deleted` when runs were cleaned up in between). `--dir` puts the
scenes and outputs elsewhere (`--dir /dev/shm` for memory, which has no such effect).

Each figure is the best of --repeat runs (the machine's other work only ever adds time): wall
seconds, and user and system CPU seconds of that same run (measure.py: `os.wait4`), and their
sum divided by the wall time: how many processors the run kept busy on average. The load
average (`/proc/loadavg`) is printed before and after: on a shared machine a ratio is only
meaningful when the load stayed below the number of processors; when another process holds
a processor, "CPU ÷ wall" of the -j 2 run shows how much of the second one it got.
"""
import argparse
import filecmp
import glob
import os
import re
import shutil
import sys
import tempfile

sys.dont_write_bytecode = True   # importing measure.py leaves no __pycache__ in the tree
import measure  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SAMPLES = os.path.join(HERE, "..", "..", "Samples")


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scenec", default=os.path.join(HERE, "..", "..", ".build", "release", "scenec"),
                        help="the scenec binary (default: .build/release/scenec)")
    parser.add_argument("--scenes", type=int, default=1000, help="scenes in the batch (default 1000)")
    parser.add_argument("--jobs", default="1,2", help="-j values, comma-separated; the first is the baseline (default 1,2)")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each; the best is kept (default 3)")
    parser.add_argument("--keep", metavar="DIR", help="write the scenes and outputs into DIR and keep them")
    parser.add_argument("--dir", help="the folder to make the temporary folder in (default: the system's)")
    return parser.parse_args()


def write_scenes(folder, count):
    """Writes `count` copies of the samples into `folder`, each under a distinct scene name;
    returns their paths in order."""
    for extra in ("Components", "images"):
        shutil.copytree(os.path.join(SAMPLES, extra), os.path.join(folder, extra), dirs_exist_ok=True)
    samples = sorted(glob.glob(os.path.join(SAMPLES, "*.xml")))
    texts = [open(path, encoding="utf-8").read() for path in samples]
    paths = []
    for i in range(count):
        text = texts[i % len(texts)]
        name = os.path.splitext(os.path.basename(samples[i % len(texts)]))[0] + "-%04d" % i
        renamed, found = re.subn(r'(<scene\b[^>]*?\bname=")[^"]*"', r'\g<1>' + name + '"', text, count=1)
        if not found:
            raise SystemExit("%s: no <scene name=…> to make distinct" % samples[i % len(texts)])
        path = os.path.join(folder, name + ".xml")
        with open(path, "w", encoding="utf-8") as f:
            f.write(renamed)
        paths.append(path)
    return paths


def same_folders(a, b):
    """Whether folders `a` and `b` hold the same file names with the same bytes."""
    names = sorted(os.listdir(a))
    if names != sorted(os.listdir(b)):
        return False
    match, mismatch, errors = filecmp.cmpfiles(a, b, names, shallow=False)
    return not mismatch and not errors


def load():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def main():
    args = arguments()
    jobs = [int(j) for j in args.jobs.split(",")]
    work = args.keep or tempfile.mkdtemp(prefix="scenec-parallel-", dir=args.dir)
    os.makedirs(work, exist_ok=True)
    try:
        scenes = write_scenes(os.path.join(work, "scenes"), args.scenes)
        reference = os.path.join(work, "reference")
        print("%d scenes (copies of %d samples), %d processors, load average %s" %
              (len(scenes), len(glob.glob(os.path.join(SAMPLES, "*.xml"))), os.cpu_count(), load()))
        best = {}
        for attempt in range(args.repeat):
            for j in jobs:   # in turns, so a burst of load falls on every -j alike
                out = tempfile.mkdtemp(prefix="out-", dir=work)
                run = measure.run([args.scenec, "compile", "-j", str(j), "-o", out] + scenes)
                if not run.ok:
                    raise SystemExit("-j %d failed (status %d): %s" % (j, run.status, run.message))
                if not os.path.isdir(reference):
                    os.rename(out, reference)
                elif not same_folders(reference, out):
                    raise SystemExit("-j %d wrote different files from the first -j %d run" % (j, jobs[0]))
                if j not in best or run.wall < best[j].wall:
                    best[j] = run
        print()
        print("| -j | wall s (best of %d) | ratio to -j %d | user s | system s | CPU ÷ wall |" % (args.repeat, jobs[0]))
        print("|---|---|---|---|---|---|")
        for j in jobs:
            r = best[j]
            print("| %d | %.3f | %.2f | %.3f | %.3f | %.2f |" % (j, r.wall, r.wall / best[jobs[0]].wall, r.user, r.system, r.cpu / r.wall))
        print()
        print("load average after: %s; outputs byte-identical across all runs" % load())
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
