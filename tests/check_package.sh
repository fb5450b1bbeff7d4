#!/bin/sh
# check_package.sh CMAKE BUILD_DIR SOURCE_DIR
#
# The C++ package as a user of it meets it: `cmake --install BUILD_DIR
# --component devel` into a temporary prefix, then the consumer of
# tests/package configured against that prefix alone (find_package with
# CMAKE_PREFIX_PATH), built and run; and one of its programs built again
# with pkg-config's flags. Checks the headers installed are those of
# core/include/uriinspector and nothing else.
set -u

if [ $# -ne 3 ]; then
    echo "usage: $0 CMAKE BUILD_DIR SOURCE_DIR" >&2
    exit 2
fi
cmake=$1
build=$2
source=$3

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
prefix="$tmp/prefix"
failed=0
fail() {
    echo "FAIL: $*"
    failed=1
}

"$cmake" --install "$build" --prefix "$prefix" --component devel >"$tmp/install.log" 2>&1 \
    || { cat "$tmp/install.log"; echo "FAIL: cmake --install --component devel"; exit 1; }

# the headers: core/include/uriinspector's, each of them
expected=$(cd "$source/core/include" && find uriinspector -name '*.h' | LC_ALL=C sort)
installed=$(cd "$prefix/include" && find . -type f | sed 's|^\./||' | LC_ALL=C sort)
[ "$expected" = "$installed" ] || fail "headers: installed $(echo $installed), expected $(echo $expected)"

# the consumer, by CMake
if ! "$cmake" -S "$source/tests/package" -B "$tmp/consumer" -G Ninja \
    -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release >"$tmp/configure.log" 2>&1; then
    cat "$tmp/configure.log"
    echo "FAIL: the consumer does not configure"
    exit 1
fi
if ! "$cmake" --build "$tmp/consumer" >"$tmp/build.log" 2>&1; then
    cat "$tmp/build.log"
    echo "FAIL: the consumer does not build"
    exit 1
fi
out=$("$tmp/consumer/split" 'http://[::1]:80/a' 'a b')
[ "$out" = "valid host=[::1]
invalid host=(undefined)" ] || fail "split: $out"
out=$("$tmp/consumer/verdict" 'http://0x7f.1/' 'https://example.com/')
[ "$out" = "critical
none" ] || fail "verdict: $out"

# the same program by pkg-config
libdir=$(dirname "$(find "$prefix" -name uri-inspector.pc)")
flags=$(PKG_CONFIG_PATH="$libdir" pkg-config --cflags --libs uri-inspector) \
    || fail "pkg-config uri-inspector"
# shellcheck disable=SC2086 # the flags are words
if c++ -std=c++20 -o "$tmp/split-pc" "$source/tests/package/split.cpp" $flags 2>"$tmp/pc.log"; then
    out=$("$tmp/split-pc" 'mailto:a@b')
    [ "$out" = "valid host=(undefined)" ] || fail "split by pkg-config: $out"
else
    cat "$tmp/pc.log"
    fail "split does not build with pkg-config's flags: $flags"
fi

[ "$failed" -eq 0 ] || exit 1
echo "PASS: the installed package builds and runs a consumer (CMake and pkg-config)"
