#!/bin/sh
# The source coverage of the core that each harness's corpus reaches: builds
# the harnesses with clang's source-based coverage (in build/fuzz-coverage),
# runs each once over every input of its corpus, and prints llvm-cov's
# summary of the core's files, harness by harness (over the files that each
# links), then for all of them together (over the whole core), as rows of
# a Markdown table: harness, inputs, lines, branches, functions covered.
#
#   fuzz/coverage.sh [CORPUS_ROOT]     CORPUS_ROOT/<harness>/: the corpora
#                                      (default: fuzz/corpus)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
corpora=${1:-$here/corpus}
build=$root/build/fuzz-coverage
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DURI_BUILD_FUZZ=ON -DURI_BUILD_TESTS=OFF \
    -DURI_BUILD_GUI=OFF -DURI_BUILD_CLI=OFF -DURI_BUILD_MAN_PAGES=OFF \
    -DCMAKE_CXX_FLAGS="-fprofile-instr-generate -fcoverage-mapping" \
    -DCMAKE_EXE_LINKER_FLAGS="-fprofile-instr-generate" >/dev/null
cmake --build "$build" >/dev/null
profiles=$build/profiles
rm -rf "$profiles"
mkdir -p "$profiles"
# TOTAL's columns: regions, missed, cover, functions, missed, cover, lines,
# missed, cover, branches, missed, cover
row() {
    awk -v name="$1" -v inputs="$2" '$1 == "TOTAL" {
        printf "| %s | %s | %s of %s (%s) | %s of %s (%s) | %s of %s (%s) |\n", name, inputs,
            $8 - $9, $8, $10, $11 - $12, $11, $13, $5 - $6, $5, $7 }'
}
echo "| harness | inputs | lines | branches | functions |"
echo "|---|---|---|---|---|"
objects=
for program in "$build"/fuzz/fuzz_*; do
    name=$(basename "$program")
    harness=${name#fuzz_}
    [ -d "$corpora/$harness" ] || continue
    if ! LLVM_PROFILE_FILE="$profiles/$harness.profraw" \
        "$program" -runs=0 -rss_limit_mb=4096 "$corpora/$harness" >"$profiles/$harness.log" 2>&1; then
        echo "$name: an input of the corpus fails (build/fuzz-coverage/profiles/$harness.log)" >&2
        exit 1
    fi
    llvm-profdata merge -o "$profiles/$harness.profdata" "$profiles/$harness.profraw"
    llvm-cov report "$program" -instr-profile="$profiles/$harness.profdata" "$root/core" |
        row "\`$name\`" "$(ls "$corpora/$harness" | wc -l)"
    if [ -z "$objects" ]; then objects=$program; else objects="$objects -object $program"; fi
done
llvm-profdata merge -o "$profiles/all.profdata" "$profiles"/*.profraw
# shellcheck disable=SC2086  # one -object per program
llvm-cov report $objects -instr-profile="$profiles/all.profdata" "$root/core" 2>/dev/null |
    row "all together" "$(find "$corpora" -type f | wc -l)"
