#!/bin/sh
# The fuzz smoke of CI (.ci/run): every harness replays the crashers kept in
# fuzz/regressions/<harness>/, then runs a fixed number of inputs from a
# fixed seed over its corpus (the window's harness fewer, see below) (fuzz/corpus/<harness>/) with the dictionary,
# so that a run is repeatable. New inputs go to a temporary folder, never
# into the corpus.
#
#   fuzz/smoke.sh BUILD_DIR [RUNS]     BUILD_DIR: where the fuzz_* programs are
set -eu
build=$1
runs=${2:-20000}
here=$(cd "$(dirname "$0")" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
status=0
for program in "$build"/fuzz_*; do
    [ -x "$program" ] || continue
    name=$(basename "$program")
    harness=${name#fuzz_}
    regressions="$here/regressions/$harness"
    if [ -d "$regressions" ] && [ -n "$(ls -A "$regressions")" ]; then
        if ! "$program" "$regressions"/* >"$scratch/$name.log" 2>&1; then
            echo "$name: a kept crasher fails again:" >&2
            tail -30 "$scratch/$name.log" >&2
            status=1
            continue
        fi
    fi
    mkdir -p "$scratch/$harness"
    n=$runs
    # the window analyses and paints every input, about 0.1 s each under
    # ASan: a fortieth of the runs (500 of 20,000) keeps it under a minute
    [ "$harness" = window ] && n=$((runs / 40))
    # a PDF's pages are drawn to look for codes: about 15 ms an input under
    # ASan, so a twentieth (1,000 runs, 15 s)
    [ "$harness" = pdf ] && n=$((runs / 20))
    # a harness's own dictionary (HTML, MIME, PDF), else the URIs'
    dict="$here/uri.dict"
    [ -f "$here/$harness.dict" ] && dict="$here/$harness.dict"
    if "$program" -seed=1 -runs="$n" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
        -dict="$dict" "$scratch/$harness" "$here/corpus/$harness" \
        >"$scratch/$name.log" 2>&1; then
        echo "$name: $(grep -o 'Done [0-9]* runs in [0-9]* second(s)' "$scratch/$name.log" | tail -1)"
    else
        echo "$name: failed; the input is in the log:" >&2
        tail -40 "$scratch/$name.log" >&2
        status=1
    fi
done
exit $status
