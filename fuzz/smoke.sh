#!/bin/sh
# The fuzz smoke of CI (.ci/run): every harness replays the crashers kept in
# fuzz/regressions/<harness>/, then runs a fixed number of inputs from a
# fixed seed over its corpus (fuzz/corpus/<harness>/) with the dictionary
# (the window's and the PDF's harnesses fewer, see below), so that a run is
# repeatable. New inputs go to a temporary folder, never into the corpus.
# Two harnesses run at a time (FUZZ_JOBS), the slowest first; their results
# are printed in the harnesses' order.
#
#   fuzz/smoke.sh BUILD_DIR [RUNS]     BUILD_DIR: where the fuzz_* programs are
set -eu
here=$(cd "$(dirname "$0")" && pwd)

# one harness: fuzz/smoke.sh --one PROGRAM RUNS SCRATCH; its lines go to
# SCRATCH/NAME.out, its status to SCRATCH/NAME.status
if [ "${1:-}" = --one ]; then
    program=$2 runs=$3 scratch=$4
    name=$(basename "$program")
    harness=${name#fuzz_}
    log="$scratch/$name.log"
    out="$scratch/$name.out"
    status=0
    regressions="$here/regressions/$harness"
    if [ -d "$regressions" ] && [ -n "$(ls -A "$regressions")" ]; then
        if ! "$program" "$regressions"/* >"$log" 2>&1; then
            { echo "$name: a kept crasher fails again:"; tail -30 "$log"; } >"$out"
            echo 1 >"$scratch/$name.status"
            exit 0
        fi
    fi
    mkdir -p "$scratch/$harness"
    n=$runs
    # the window analyses and paints every input, about 0.1 s each under
    # ASan: a fortieth of the runs (500 of 20,000) keeps it under a minute
    # and a half
    [ "$harness" = window ] && n=$((runs / 40))
    # a PDF's pages are drawn to look for codes: about 25 ms an input under
    # ASan, so a twentieth (1,000 runs)
    [ "$harness" = pdf ] && n=$((runs / 20))
    # practice makes an exercise of each topic for every input (a security
    # analysis among them) and grades it twice: about 2 ms under ASan, so a
    # quarter (5,000 runs)
    [ "$harness" = practice ] && n=$((runs / 4))
    # a harness's own dictionary (HTML, MIME, PDF), else the URIs'
    dict="$here/uri.dict"
    [ -f "$here/$harness.dict" ] && dict="$here/$harness.dict"
    if "$program" -seed=1 -runs="$n" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
        -dict="$dict" "$scratch/$harness" "$here/corpus/$harness" >"$log" 2>&1; then
        echo "$name: $(grep -o 'Done [0-9]* runs in [0-9]* second(s)' "$log" | tail -1)" >"$out"
    else
        { echo "$name: failed; the input is in the log:"; tail -40 "$log"; } >"$out"
        status=1
    fi
    echo $status >"$scratch/$name.status"
    exit 0
fi

build=$1
runs=${2:-20000}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
programs=""
for program in "$build"/fuzz_*; do
    [ -x "$program" ] && programs="$programs $program"
done
# the slowest first (seconds under ASan in CI: blocklist 94, window 89,
# analyze about 40 with its JSON check, encode 40, mime 40, pdf 26, html
# 22), so that the two queues end together
first="blocklist window analyze encode mime pdf html"
queue=""
for harness in $first; do
    case " $programs " in *" $build/fuzz_$harness "*) queue="$queue $build/fuzz_$harness" ;; esac
done
for program in $programs; do
    case " $queue " in *" $program "*) ;; *) queue="$queue $program" ;; esac
done
# shellcheck disable=SC2086
printf '%s\n' $queue | xargs -P "${FUZZ_JOBS:-2}" -I{} sh "$0" --one {} "$runs" "$scratch"
status=0
for program in $programs; do
    name=$(basename "$program")
    if [ -f "$scratch/$name.out" ]; then
        if [ "$(cat "$scratch/$name.status" 2>/dev/null)" = 0 ]; then
            cat "$scratch/$name.out"
        else
            cat "$scratch/$name.out" >&2
            status=1
        fi
    else
        echo "$name: did not run" >&2
        status=1
    fi
done
exit $status
