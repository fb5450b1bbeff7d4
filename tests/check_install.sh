#!/bin/sh
# check_install.sh CMAKE BUILD_DIR APP_ID GUI CLI SOURCE_DIR LIBDIR PYTHON
#
# Runs `cmake --install BUILD_DIR` into a temporary prefix and compares the
# installed files with the expected list: the binaries, the licences in
# share/doc/uri-inspector, each program's bash, zsh and fish completions
# and its manual page (when the build made them: URI_MAN_PAGES in
# BUILD_DIR/CMakeCache.txt, docs/man/CMakeLists.txt), and with the window
# (GUI=ON) its desktop entry, its AppStream metadata and its icon in every
# hicolor size (freedesktop.org Icon Theme Specification), each PNG of its
# nominal size; the C++ package (core/include/uriinspector's headers under
# SOURCE_DIR, a static library per module, the CMake package and the
# pkg-config file under LIBDIR); the server-side readers' programs in
# libexec/uri-inspector/readers (Go's and Java's where the build made them);
# with PYTHON=ON the Python module and its stubs. A file that is not on the list fails too: add it here when an
# install rule is added.
# With appstreamcli, `appstreamcli validate-tree` then checks the installed
# tree as a distribution's tools read it (metainfo, desktop entry, icons).
set -u

if [ $# -ne 8 ]; then
    echo "usage: $0 CMAKE BUILD_DIR APP_ID GUI CLI SOURCE_DIR LIBDIR PYTHON" >&2
    exit 2
fi
cmake=$1
build=$2
id=$3
gui=$4
cli=$5
source=$6
libdir=$7
python=$8
sizes="16 22 24 32 48 64 128 256"

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
# validate-tree reads <root>/usr/share, so the prefix is <root>/usr.
prefix="$tmp/usr"

if ! "$cmake" --install "$build" --prefix "$prefix" >"$tmp/install.log" 2>&1; then
    echo "FAIL: cmake --install"
    cat "$tmp/install.log"
    exit 1
fi

# the manual pages: "gz", "roff" or "" (none made)
man=$(sed -n 's/^URI_MAN_PAGES:INTERNAL=//p' "$build/CMakeCache.txt")
# program_files NAME: the completions and manual page of the program NAME
program_files() {
    printf '%s\n' "share/bash-completion/completions/$1" \
        "share/zsh/vendor-completions/_$1" "share/fish/vendor_completions.d/$1.fish"
    case "$man" in
    gz) echo "share/man/man1/$1.1.gz" ;;
    roff) echo "share/man/man1/$1.1" ;;
    esac
}

expected="share/doc/uri-inspector/LICENSE
share/doc/uri-inspector/licences.md
$(cd "$source/core/include" && find uriinspector -name '*.h' | sed 's|^|include/|')
$libdir/pkgconfig/uri-inspector.pc
$libdir/cmake/UriInspector/UriInspectorConfig.cmake
$libdir/cmake/UriInspector/UriInspectorConfigVersion.cmake
$libdir/cmake/UriInspector/UriInspectorTargets.cmake
$(cd "$build" && ls core/CMakeFiles/Export/*/UriInspectorTargets-*.cmake 2>/dev/null \
    | sed "s|.*/|$libdir/cmake/UriInspector/|")
$(for m in text syntax grammar encoding resolve normalize whatwg data extract security inspection practice; do
    echo "$libdir/liburiinspector_$m.a"
done)"
readers=libexec/uri-inspector/readers
expected="$expected
$readers/reader.py
$readers/reader.js
$readers/reader.php
$readers/reader.rb"
for built in go-reader UriReader.class; do
    [ -f "$build/$readers/$built" ] && expected="$expected
$readers/$built"
done
case "$python" in ON | on | TRUE | true | 1) expected="$expected
lib/python3/dist-packages/uri_inspector.pyi
lib/python3/dist-packages/$(cd "$build/python" && ls uri_inspector.*.so)" ;; esac
case "$cli" in ON | on | TRUE | true | 1) expected="$expected
bin/uri-inspect
$(program_files uri-inspect)" ;; esac
case "$gui" in ON | on | TRUE | true | 1)
    expected="$expected
bin/uri-inspector
$(program_files uri-inspector)
share/applications/$id.desktop
share/metainfo/$id.metainfo.xml
share/icons/hicolor/scalable/apps/$id.svg"
    for size in $sizes; do
        expected="$expected
share/icons/hicolor/${size}x$size/apps/$id.png"
    done
    gui=ON
    ;;
esac
expected=$(printf '%s\n' "$expected" | LC_ALL=C sort)
installed=$(cd "$prefix" && find . -type f -o -type l | sed 's|^\./||' | LC_ALL=C sort)

echo "installed under the prefix:"
printf '%s\n' "$installed" | sed 's/^/  /'

failed=0
missing=$(printf '%s\n' "$expected" | while IFS= read -r f; do
    printf '%s\n' "$installed" | grep -qxF "$f" || printf '%s\n' "$f"
done)
extra=$(printf '%s\n' "$installed" | while IFS= read -r f; do
    printf '%s\n' "$expected" | grep -qxF "$f" || printf '%s\n' "$f"
done)
if [ -n "$missing" ]; then
    echo "FAIL: not installed:"
    printf '%s\n' "$missing" | sed 's/^/  /'
    failed=1
fi
if [ -n "$extra" ]; then
    echo "FAIL: installed but not expected (add them to tests/check_install.sh):"
    printf '%s\n' "$extra" | sed 's/^/  /'
    failed=1
fi

for f in bin/uri-inspect bin/uri-inspector; do
    if [ -f "$prefix/$f" ] && [ ! -x "$prefix/$f" ]; then
        echo "FAIL: $f is not executable"
        failed=1
    fi
done

# A PNG's width and height are the big-endian 32-bit numbers at bytes 16
# to 23 (PNG specification, 11.2.2 IHDR).
if [ "$gui" = ON ]; then
    for size in $sizes; do
        png="$prefix/share/icons/hicolor/${size}x$size/apps/$id.png"
        [ -f "$png" ] || continue
        dims=$(od -An -tu1 -j16 -N8 "$png" | awk '{ print $1*16777216 + $2*65536 + $3*256 + $4 "x" $5*16777216 + $6*65536 + $7*256 + $8 }')
        if [ "$dims" != "${size}x$size" ]; then
            echo "FAIL: ${size}x$size/apps/$id.png is $dims"
            failed=1
        fi
    done
fi

if [ "$gui" = ON ] && command -v appstreamcli >/dev/null 2>&1; then
    out=$(appstreamcli validate-tree --pedantic --no-net "$tmp" 2>&1)
    status=$?
    echo "appstreamcli validate-tree:"
    printf '%s\n' "$out" | sed 's/^/  /'
    # the one issue tolerated is validate_metadata.sh's (<developer> before AppStream 1.0)
    issues=$(printf '%s\n' "$out" | grep -E '^ *[EW]: ')
    if [ "$status" -ne 0 ] || [ -n "$issues" ]; then
        echo "FAIL: appstreamcli validate-tree (exit status $status)"
        failed=1
    fi
fi

[ "$failed" -eq 0 ] || exit 1
echo "PASS: the installed tree is as expected"
