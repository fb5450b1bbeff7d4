#!/bin/sh
# Batches on several threads (app/cli/cli_jobs.h): for every command that
# takes --jobs, 1, 2 and 3 threads and the default give the same bytes and
# the same exit status; and the README's GNU parallel recipe (--pipe, order
# kept), run with local workers, gives what one run gives.
# usage: check_jobs.sh URI_INSPECT URL_LIST TEST_DATA_DIR
# Skipped (77) without GNU parallel.
set -u
exe=$1
urls=$2
data=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0
fail() {
    echo "FAIL: $*"
    failed=1
}

# Past the automatic threshold (4096 lines), with the invalid and hostile
# inputs of the test tables in between.
{
    head -n 2000 "$urls"
    cut -f1 "$data/parse_invalid.tsv" "$data/parse_valid.tsv"
    sed -n '2001,4700p' "$urls"
} > "$tmp/lines"
awk '{ print "http://a/b/c/d;p?q\t" $0 }' "$tmp/lines" > "$tmp/pairs"
# A text of several of extract's pieces (cut at line feeds past 256 KiB, each
# searched on its own thread): the lines four times, every third one broken
# across a line feed in angle brackets (RFC 3986 App. C), so that cuts fall
# inside a URI; then a run of bracketed URIs across line feeds longer than a
# piece, where no cut is settled; then the lines four times again.
{
    for i in 1 2 3 4; do
        awk 'NR % 3 == 0 { h = int(length($0) / 2)
                           print "see <URL:" substr($0, 1, h); print "  " substr($0, h + 1) "> ok"
                           next }
             { print }' "$tmp/lines"
    done
    awk 'BEGIN { for (i = 0; i < 60000; i++) printf "<http://a/%d\n>", i; print "" }'
    for i in 1 2 3 4; do cat "$tmp/lines"; done
} > "$tmp/text"

# same INPUT ARGS...: every --jobs gives the output and status of --jobs 1
same() {
    input=$1
    shift
    "$exe" "$@" --jobs 1 - < "$input" > "$tmp/one" 2>&1
    want=$?
    for jobs in 2 3 default; do
        if [ "$jobs" = default ]; then
            "$exe" "$@" - < "$input" > "$tmp/many" 2>&1
        else
            "$exe" "$@" --jobs "$jobs" - < "$input" > "$tmp/many" 2>&1
        fi
        got=$?
        [ "$got" = "$want" ] || fail "$* --jobs $jobs: exit status $got, one thread gives $want"
        cmp -s "$tmp/one" "$tmp/many" || fail "$* --jobs $jobs: output differs from --jobs 1"
    done
    [ -s "$tmp/one" ] || fail "$*: no output"
}

same "$tmp/lines" check --json
same "$tmp/lines" check
same "$tmp/lines" check --get '{host} {verdict}'
same "$tmp/lines" check --readers --json # each thread has its own readers
same "$tmp/lines" parse --json
same "$tmp/lines" parse --spec whatwg --json
same "$tmp/lines" normalize
same "$tmp/lines" normalize --json
same "$tmp/pairs" resolve --json
same "$tmp/pairs" resolve --all-specs
same "$tmp/lines" extract --check --json
same "$tmp/text" extract --json

if [ "$("$exe" check --jobs 0 x 2>&1 >/dev/null; echo $?)" != "$(printf '%s\n%s\n%s' \
    'uri-inspect: --jobs takes a number from 1 to 256' \
    "Try 'uri-inspect check --help'." 2)" ]; then
    fail "check --jobs 0: not the usage error"
fi

if ! command -v parallel > /dev/null 2>&1; then
    echo "SKIP: GNU parallel is not installed"
    [ "$failed" = 0 ] && exit 77
    exit 1
fi
# The recipe of README.md ("Batches beyond one machine"), with two local
# workers (":") instead of ssh logins, and blocks small enough for several.
"$exe" check --json - < "$tmp/lines" > "$tmp/one"
parallel --will-cite --pipe --keep-order --block 100k --sshlogin 2/: \
    "$exe" check --json --jobs 1 - < "$tmp/lines" > "$tmp/many"
cmp -s "$tmp/one" "$tmp/many" || fail "the GNU parallel recipe differs from one run"
blocks=$(parallel --will-cite --pipe --block 100k wc -l < "$tmp/lines" | wc -l)
[ "$blocks" -ge 3 ] || fail "the recipe test cut only $blocks blocks"

[ "$failed" = 0 ] && echo "PASS: --jobs and the GNU parallel recipe"
exit "$failed"
