"""Runs one command and measures what it cost, for performance_table.py and
frontend_vs_xmllint.py (imported from this folder, not run).

The figures come from the kernel's accounting of that one process, read with `os.wait4` when
it ends: user and system CPU time and peak resident memory (`ru_maxrss`, in KiB on Linux), as
GNU time's `%U`, `%S` and `%M` report them; wall time is measured around it. `wait4` gives the
child's own figures, where `getrusage(RUSAGE_CHILDREN)` sums every child waited for and keeps
only the largest peak, so one slow run could not be told from another.
"""
import hashlib
import os
import statistics
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass


@dataclass
class Measurement:
    """What one run cost, or the median of several: CPU seconds (user, system), wall seconds and
    peak resident KiB. `status` is the exit status (negative: killed by that signal);
    `timed_out` says the run was stopped at its time limit."""
    user: float
    system: float
    wall: float
    peak_kib: int
    status: int = 0
    timed_out: bool = False
    message: str = ""

    @property
    def cpu(self):
        return self.user + self.system

    @property
    def ok(self):
        return self.status == 0 and not self.timed_out


def run(argv, timeout=None, cwd=None):
    """Runs `argv` with standard output discarded and measures it. Standard error is kept (its
    first line becomes `message` when the run fails). A run still going after `timeout` seconds
    is killed and marked `timed_out`."""
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=errors, cwd=cwd)
        stopped = threading.Event()

        def stop():
            stopped.set()
            process.kill()

        timer = threading.Timer(timeout, stop) if timeout else None
        if timer:
            timer.start()
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        if timer:
            timer.cancel()
        process.returncode = os.waitstatus_to_exitcode(status)
        errors.seek(0)
        text = errors.read().decode("utf-8", "replace")
    failed = process.returncode != 0 or stopped.is_set()
    message = next((line for line in text.splitlines() if "error" in line), text.strip().split("\n")[0]) if failed else ""
    return Measurement(usage.ru_utime, usage.ru_stime, wall, usage.ru_maxrss,
                       process.returncode, stopped.is_set(), message)


def median(runs):
    """Each figure's median over `runs` (taken one by one, as each figure has its own noise);
    the first failed run stands for all when any failed."""
    failed = [r for r in runs if not r.ok]
    if failed:
        return failed[0]
    return Measurement(statistics.median(r.user for r in runs), statistics.median(r.system for r in runs),
                       statistics.median(r.wall for r in runs), int(statistics.median(r.peak_kib for r in runs)))


def binaries(specs, default):
    """`NAME=PATH` or `PATH` (named after its folder's name when that is not `release` or
    `debug`, else `scenec`), each made absolute and checked to be executable."""
    named = []
    for spec in specs or [default]:
        name, _, path = spec.rpartition("=") if "=" in spec else ("", "", spec)
        path = os.path.abspath(os.path.expanduser(path))
        if not os.access(path, os.X_OK) or os.path.isdir(path):
            raise SystemExit(f"not an executable: {path}")
        folder = os.path.basename(os.path.dirname(path))
        named.append((name or (folder if folder not in ("release", "debug", "") else "scenec"), path))
    if len({name for name, _ in named}) != len(named):
        raise SystemExit("give each --scenec its own NAME= so the columns can be told apart")
    return named


def digest(folder):
    """One SHA-256 over every file in `folder`, names and bytes, in name order: two compiles
    wrote the same output exactly when their digests are equal."""
    total = hashlib.sha256()
    for name in sorted(os.listdir(folder)):
        total.update(name.encode() + b"\0")
        with open(os.path.join(folder, name), "rb") as file:
            for block in iter(lambda: file.read(1 << 20), b""):
                total.update(block)
    return total.hexdigest()


def seconds(value):
    """Seconds as the README prints them: two decimals below 10 s, one above."""
    return f"{value:.2f} s" if value < 10 else f"{value:.1f} s"


def megabytes(kib):
    """Peak memory in MB of 2^20 bytes, grouped by thousands as the README prints it."""
    return f"{kib / 1024:,.0f} MB"


def ratio(new, old):
    return f"{new / old:.2f}" if old > 0 else "–"


def load():
    """The 1-minute load average, printed beside every table: CPU time inflates under load."""
    return f"{os.getloadavg()[0]:.1f}"
