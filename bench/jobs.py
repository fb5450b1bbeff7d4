#!/usr/bin/env python3
"""Batches on every core: wall time of `uri-inspect <command> --jobs 1 -`
and `--jobs 2 -` over bench/data/kasztp.txt repeated (1,005,480 URLs at 21
times), the two interleaved round after round so that the machine's drift
falls on both alike. Prints the table of bench/README.md: the median of the
rounds, the speed-up of the medians, URLs per second per core with two
threads, and the peak resident memory.

usage: bench/jobs.py URI_INSPECT [--rounds N] [--times N] [--only COMMAND]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

COMMANDS = [
    ("check -", ["check"], False),
    ("check --json -", ["check", "--json"], False),
    ("parse --json -", ["parse", "--json"], False),
    ("normalize -", ["normalize"], False),
    ("resolve -", ["resolve"], True),  # lines "BASE<TAB>URL"
    ("extract -", ["extract"], False),
    ("extract --check -", ["extract", "--check"], False),
]
BASE = "http://a/b/c/d;p?q"  # RFC 3986 §5.4


def measured(exe, args, jobs, path):
    """One run in a child of its own, so that its peak memory is its own."""
    code = ("import resource,subprocess,sys,time\n"
            "s=time.perf_counter()\n"
            "subprocess.run(sys.argv[1:-1],stdin=open(sys.argv[-1],'rb'),"
            "stdout=subprocess.DEVNULL)\n"
            "print(time.perf_counter()-s,"
            "resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", code, exe, *args, "--jobs", str(jobs), "-", path],
                         capture_output=True, text=True, check=True).stdout.split()
    return float(out[0]), int(out[1])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("exe")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--times", type=int, default=21, help="copies of kasztp.txt")
    parser.add_argument("--only", help="one command of the table, e.g. 'extract -'")
    options = parser.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "data", "kasztp.txt"), "rb") as f:
        lines = f.read().splitlines()
    with tempfile.TemporaryDirectory() as tmp:
        plain = os.path.join(tmp, "urls")
        pairs = os.path.join(tmp, "pairs")
        with open(plain, "wb") as f:
            for _ in range(options.times):
                f.write(b"".join(line + b"\n" for line in lines))
        with open(pairs, "wb") as f:
            prefix = BASE.encode() + b"\t"
            for _ in range(options.times):
                f.write(b"".join(prefix + line + b"\n" for line in lines))
        count = len(lines) * options.times
        print(f"{count:,} URLs, {options.rounds} rounds, medians\n")
        print("| command | `--jobs 1` | `--jobs 2` | speed-up | URLs/s per core (`--jobs 2`) "
              "| peak RSS 1 / 2 |")
        print("| --- | ---: | ---: | ---: | ---: | ---: |")
        for name, args, resolve in COMMANDS:
            if options.only and name != options.only:
                continue
            times = {1: [], 2: []}
            peak = {1: 0, 2: 0}
            for _ in range(options.rounds):
                for jobs in (1, 2):
                    seconds, kib = measured(options.exe, args, jobs, pairs if resolve else plain)
                    times[jobs].append(seconds)
                    peak[jobs] = max(peak[jobs], kib)
            one = statistics.median(times[1])
            two = statistics.median(times[2])
            print(f"| `{name}` | {one:.2f} s | {two:.2f} s | {one / two:.2f}x "
                  f"| {count / two / 2:,.0f} | {peak[1] // 1024} / {peak[2] // 1024} MB |",
                  flush=True)


if __name__ == "__main__":
    main()
