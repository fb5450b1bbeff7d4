#!/usr/bin/python3
"""The Python module against the command line (docs/python.md), on
bench/data/kasztp.txt, the rounds interleaved so that the machine's drift
falls on every side alike; medians of the rounds.

1. A batch: uri_inspector.check_many(lines, jobs=J) against
   `uri-inspect check --json --jobs J -` piped into json.loads line by line
   (the way a Python program would read the command line), on the same
   cores. Both end with the same Python objects.
2. One call: check(url) per URL, against the analysis alone (`uri-inspect
   check --get '{verdict}' --jobs 1 -`, a line of output per URL) plus 1.2
   times json.loads of the URL's `check --json` line: the goal is
   check <= analysis + 1.2 x loads.

usage: /usr/bin/python3 bench/python_check.py URI_INSPECT MODULE_DIR [--rounds N] [--jobs J]
Run it with Debian's /usr/bin/python3, the module's interpreter.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("exe")
    parser.add_argument("module_dir")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    sys.path.insert(0, args.module_dir)
    import uri_inspector  # pylint: disable=import-outside-toplevel

    path = os.path.join(HERE, "data", "kasztp.txt")
    data = open(path, "rb").read().removeprefix(b"\xef\xbb\xbf")
    lines = [line for line in data.split(b"\n") if line]
    stdin = b"".join(line + b"\n" for line in lines)

    def batch_module():
        return uri_inspector.check_many(lines, jobs=args.jobs)

    def batch_cli():
        run = subprocess.run([args.exe, "check", "--json", "--jobs", str(args.jobs), "-"],
                             input=stdin, capture_output=True, check=False)
        return [json.loads(line) for line in run.stdout.split(b"\n") if line]

    def analysis():
        subprocess.run([args.exe, "check", "--get", "{verdict}", "--jobs", "1", "-"],
                       input=stdin, stdout=subprocess.DEVNULL, check=False)

    json_lines = subprocess.run([args.exe, "check", "--json", "--jobs", "1", "-"], input=stdin,
                                capture_output=True, check=False).stdout.split(b"\n")
    json_lines = [line for line in json_lines if line]
    assert len(json_lines) == len(lines)

    # the batches and the analysis whole, round after round; check() and
    # json.loads interleaved by chunks of 1,000 URLs within each round, so
    # that a slow second of the machine falls on both
    sides = {"check_many": batch_module, "check --json | json.loads": batch_cli,
             "analysis alone (--get)": analysis}
    times = {name: [] for name in [*sides, "check() one by one", "json.loads of each line"]}
    for _ in range(args.rounds):
        for name, run in sides.items():
            start = time.perf_counter()
            run()
            times[name].append(time.perf_counter() - start)
        one = parsed = 0.0
        for at in range(0, len(lines), 1000):
            start = time.perf_counter()
            for line in lines[at:at + 1000]:
                uri_inspector.check(line)
            middle = time.perf_counter()
            for line in json_lines[at:at + 1000]:
                json.loads(line)
            one += middle - start
            parsed += time.perf_counter() - middle
        times["check() one by one"].append(one)
        times["json.loads of each line"].append(parsed)
    med = {name: statistics.median(t) for name, t in times.items()}
    n = len(lines)
    print(f"{n} URLs of kasztp.txt, {args.rounds} rounds, --jobs {args.jobs}; medians")
    for name, t in med.items():
        print(f"  {name:28} {t:7.3f} s  {n / t:9.0f} URLs/s")
    print(f"batch: check_many / (CLI + json.loads) = "
          f"{med['check_many'] / med['check --json | json.loads']:.2f}x the time")
    bound = med["analysis alone (--get)"] + 1.2 * med["json.loads of each line"]
    print(f"one call: check() {1e6 * med['check() one by one'] / n:.1f} us; "
          f"analysis + 1.2 x loads {1e6 * bound / n:.1f} us "
          f"(ratio {med['check() one by one'] / bound:.2f})")


if __name__ == "__main__":
    main()
