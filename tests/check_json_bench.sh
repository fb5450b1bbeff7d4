#!/bin/sh
# The JSON of `check`, `parse` and `extract` on the bench files (bench/data)
# and of `extract --check` on the benign mbox (tests/data/documents/benign)
# gives, byte for byte, the output recorded in check_json_bench.sha256: the
# speed work on the analysis and on the JSON writer must not change a
# finding, a message, a view or a byte. When a change of the checks means to
# change the output, record the new digests with --update and say why in the
# commit.
# usage: check_json_bench.sh URI_INSPECT BENCH_DATA_DIR DIGESTS [--update]
set -u
exe=$1
data=$2
digests=$3
update=${4:-}
mbox="$(dirname "$0")/data/documents/benign/benign.mbox"
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
failed=0
# NAME INPUT COMMAND...: the command's output with INPUT on its standard
# input (so that no path of the machine is in it) against the digest
# recorded for "NAME FILE", FILE the input's name
run() {
    name=$1
    input=$2
    file=$(basename "$input")
    shift 2
    "$@" < "$input" > "$tmp"
    status=$?
    # 1: some link has a finding; 2 and more: an error
    if [ "$status" -gt 1 ]; then
        echo "FAIL: $name on $file exited with $status"
        failed=1
        return
    fi
    got=$(sha256sum < "$tmp" | cut -d' ' -f1)
    if [ "$update" = --update ]; then
        echo "$got  $name $file"
        return
    fi
    want=$(grep " $name $file\$" "$digests" | cut -d' ' -f1)
    if [ "$got" != "$want" ]; then
        echo "FAIL: $name on $file: sha256 $got, recorded ${want:-nothing}"
        echo "      ($(wc -l < "$tmp") lines; record new digests with: $0 $exe $data $digests --update > $digests)"
        failed=1
    fi
}
for file in kasztp.txt node_files.txt; do
    run check "$data/$file" "$exe" check --json -
    run parse "$data/$file" "$exe" parse --json -
    run extract "$data/$file" "$exe" extract --json -
done
run extract-check "$mbox" "$exe" extract --json --check --file -
exit $failed
