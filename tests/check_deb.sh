#!/bin/sh
# check_deb.sh CPACK CMAKE BUILD_DIR VERSION
#
# Builds the Debian package of BUILD_DIR (`cpack -G DEB`, cmake/UriPackaging.cmake)
# into a temporary directory and checks it:
# - its control fields: Package uri-inspector, Version VERSION, Maintainer,
#   Section, Homepage, and Depends computed by dpkg-shlibdeps;
# - its files: exactly what `cmake --install` installs under /usr, and
#   usr/share/doc/uri-inspector/copyright and changelog.gz (Debian Policy
#   12.5, 12.7);
# - owner root, directories and programs 0755, other files 0644;
# - its programs stripped (no .debug_info, no .symtab);
# - lintian, when installed, reports no error (E:); its warnings are shown.
# Exit status 77 (skipped) without dpkg-deb or dpkg-shlibdeps.
set -u

if [ $# -ne 4 ]; then
    echo "usage: $0 CPACK CMAKE BUILD_DIR VERSION" >&2
    exit 2
fi
cpack=$1
cmake=$2
build=$3
version=$4

for tool in dpkg-deb dpkg-shlibdeps; do
    if ! command -v $tool >/dev/null 2>&1; then
        echo "SKIP: $tool is not installed (Debian package dpkg-dev)"
        exit 77
    fi
done

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

failed=0
fail() {
    echo "FAIL: $*"
    failed=1
}

if ! "$cpack" -G DEB -B "$tmp/out" --config "$build/CPackConfig.cmake" >"$tmp/cpack.log" 2>&1; then
    echo "FAIL: cpack -G DEB"
    cat "$tmp/cpack.log"
    exit 1
fi
deb=$(ls "$tmp"/out/*.deb 2>/dev/null)
case "$deb" in
*/uri-inspector_"$version"_*.deb) ;;
*)
    echo "FAIL: no uri-inspector_${version}_ARCH.deb: $deb"
    cat "$tmp/cpack.log"
    exit 1
    ;;
esac
echo "package: $(basename "$deb"), $(wc -c <"$deb") bytes"

# --- control fields
dpkg-deb -f "$deb" >"$tmp/control" || fail "dpkg-deb -f"
sed 's/^/  /' "$tmp/control"
field() {
    sed -n "s/^$1: //p" "$tmp/control"
}
[ "$(field Package)" = uri-inspector ] || fail "Package: $(field Package)"
[ "$(field Version)" = "$version" ] || fail "Version: $(field Version), not $version"
[ "$(field Homepage)" = https://github.com/uri-inspector/uri-inspector ] || fail "Homepage: $(field Homepage)"
field Maintainer | grep -q '^[^<]* <[^@>]*@[^>]*>$' || fail "Maintainer: $(field Maintainer)"
[ -n "$(field Section)" ] || fail "no Section"
field Depends | grep -q 'libc6' || fail "Depends (dpkg-shlibdeps): $(field Depends)"

# --- files: the installed tree under /usr, and Debian's two files
"$cmake" --install "$build" --prefix "$tmp/install/usr" >"$tmp/install.log" 2>&1 \
    || { cat "$tmp/install.log"; fail "cmake --install"; }
{
    (cd "$tmp/install" && find . -type f -o -type l)
    echo ./usr/share/doc/uri-inspector/copyright
    echo ./usr/share/doc/uri-inspector/changelog.gz
} | LC_ALL=C sort >"$tmp/expected"
dpkg-deb -c "$deb" >"$tmp/contents" || fail "dpkg-deb -c"
awk '$1 !~ /^d/ { print $6 }' "$tmp/contents" | LC_ALL=C sort >"$tmp/files"
missing=$(LC_ALL=C comm -23 "$tmp/expected" "$tmp/files")
extra=$(LC_ALL=C comm -13 "$tmp/expected" "$tmp/files")
[ -z "$missing" ] || fail "not in the package: $(echo $missing)"
[ -z "$extra" ] || fail "in the package, not installed by cmake --install: $(echo $extra)"
for f in ./usr/bin/uri-inspect ./usr/share/man/man1/uri-inspect.1.gz \
    ./usr/share/bash-completion/completions/uri-inspect ./usr/share/doc/uri-inspector/copyright; do
    grep -qxF "$f" "$tmp/files" || fail "$f is not in the package"
done

# --- owners and modes
awk '
    $2 != "root/root" { print "owner " $2 ": " $6 }
    $1 ~ /^d/ && $1 != "drwxr-xr-x" { print "mode " $1 ": " $6 }
    $1 ~ /^-/ && $6 ~ /^\.\/usr\/bin\// && $1 != "-rwxr-xr-x" { print "mode " $1 ": " $6 }
    $1 ~ /^-/ && $6 !~ /^\.\/usr\/bin\// && $1 != "-rw-r--r--" { print "mode " $1 ": " $6 }
' "$tmp/contents" >"$tmp/modes"
[ ! -s "$tmp/modes" ] || fail "owners and modes: $(cat "$tmp/modes")"

# --- stripped programs
dpkg-deb -x "$deb" "$tmp/root" || fail "dpkg-deb -x"
for program in "$tmp"/root/usr/bin/*; do
    [ -f "$program" ] || continue
    if command -v readelf >/dev/null 2>&1; then
        sections=$(readelf -S -W "$program")
        if printf '%s\n' "$sections" | grep -qE '\.debug_info|\.symtab'; then
            fail "$(basename "$program") is not stripped"
        fi
    elif command -v file >/dev/null 2>&1; then
        file "$program" | grep -q ', stripped' || fail "$(basename "$program") is not stripped"
    fi
done

# --- lintian
if command -v lintian >/dev/null 2>&1; then
    lintian --tag-display-limit 0 "$deb" >"$tmp/lintian" 2>&1
    echo "lintian:"
    sed 's/^/  /' "$tmp/lintian"
    if grep -q '^E: ' "$tmp/lintian"; then
        fail "lintian reports errors"
    fi
else
    echo "lintian is not installed: not run"
fi

[ "$failed" -eq 0 ] || exit 1
echo "PASS: the Debian package is complete, stripped and lintian-clean of errors"
