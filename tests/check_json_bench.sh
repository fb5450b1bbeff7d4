#!/bin/sh
# `check --json` on the bench files (bench/data) gives, byte for byte, the
# output recorded in check_json_bench.sha256: the speed work on the analysis
# must not change a finding, a message or a view. When a change of the
# checks means to change the output, record the new digests with --update
# and say why in the commit.
# usage: check_json_bench.sh URI_INSPECT BENCH_DATA_DIR DIGESTS [--update]
set -u
exe=$1
data=$2
digests=$3
update=${4:-}
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
failed=0
for file in kasztp.txt node_files.txt; do
    "$exe" check --json - < "$data/$file" > "$tmp"
    status=$?
    # 1: some line has a finding; 2 and more: an error
    if [ "$status" -gt 1 ]; then
        echo "FAIL: check --json on $file exited with $status"
        failed=1
        continue
    fi
    got=$(sha256sum < "$tmp" | cut -d' ' -f1)
    if [ "$update" = --update ]; then
        echo "$got  $file"
        continue
    fi
    want=$(grep " $file\$" "$digests" | cut -d' ' -f1)
    if [ "$got" != "$want" ]; then
        echo "FAIL: check --json on $file: sha256 $got, recorded $want"
        echo "      ($(wc -l < "$tmp") lines; record new digests with: $0 $exe $data $digests --update > $digests)"
        failed=1
    fi
done
exit $failed
