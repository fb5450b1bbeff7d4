#!/bin/sh
# check_deb.sh CPACK CMAKE BUILD_DIR VERSION
#
# Builds the Debian package set of BUILD_DIR (`cpack -G DEB`,
# cmake/UriPackaging.cmake) into a temporary directory and checks it:
# - the packages: uri-inspector, liburi-inspector-dev and, when the Python
#   module was built (BUILD_DIR/python), python3-uri-inspector;
# - each one's control fields: Package, Version VERSION, Maintainer,
#   Section, Homepage, its own synopsis, and Depends (dpkg-shlibdeps's for
#   programs and the module, python3's for the module, the -dev headers'
#   packages for the library);
# - their files together: exactly what `cmake --install` installs under
#   /usr, and in each usr/share/doc/<package> its copyright and changelog.gz
#   (Debian Policy 12.5, 12.7), with licences.md where the plain install
#   puts none;
# - owner root, directories and programs 0755, other files 0644;
# - programs and the module stripped (no .debug_info, no .symtab), the
#   archives of their debug information;
# - lintian, when installed, reports no error (E:) on any; warnings shown.
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

packages="uri-inspector liburi-inspector-dev"
if ls "$build"/python/uri_inspector.*.so >/dev/null 2>&1; then
    packages="$packages python3-uri-inspector"
fi
found=$(cd "$tmp/out" && ls ./*.deb 2>/dev/null | sed 's|^\./||' | LC_ALL=C sort)
wanted=$(for p in $packages; do echo "${p}_${version}_$(dpkg --print-architecture).deb"; done \
    | LC_ALL=C sort)
if [ "$found" != "$wanted" ]; then
    echo "FAIL: packages $(echo $found), expected $(echo $wanted)"
    cat "$tmp/cpack.log"
    exit 1
fi

# --- the files of all: the installed tree under /usr, and each package's docs
"$cmake" --install "$build" --prefix "$tmp/install/usr" >"$tmp/install.log" 2>&1 \
    || { cat "$tmp/install.log"; fail "cmake --install"; }
{
    (cd "$tmp/install" && find . -type f -o -type l)
    for p in $packages; do
        echo "./usr/share/doc/$p/copyright"
        echo "./usr/share/doc/$p/changelog.gz"
        [ "$p" = uri-inspector ] || echo "./usr/share/doc/$p/licences.md"
    done
    # the Go reader's lintian override (cmake/UriPackaging.cmake)
    [ -f "$tmp/install/usr/libexec/uri-inspector/readers/go-reader" ] \
        && echo "./usr/share/lintian/overrides/uri-inspector"
} | LC_ALL=C sort >"$tmp/expected"
: >"$tmp/files"

for p in $packages; do
    deb="$tmp/out/${p}_${version}_$(dpkg --print-architecture).deb"
    echo "package: $(basename "$deb"), $(wc -c <"$deb") bytes"

    # --- control fields
    dpkg-deb -f "$deb" >"$tmp/control" || fail "$p: dpkg-deb -f"
    sed 's/^/  /' "$tmp/control"
    field() {
        sed -n "s/^$1: //p" "$tmp/control"
    }
    [ "$(field Package)" = "$p" ] || fail "Package: $(field Package), not $p"
    [ "$(field Version)" = "$version" ] || fail "$p: Version: $(field Version), not $version"
    [ "$(field Homepage)" = https://github.com/uri-inspector/uri-inspector ] \
        || fail "$p: Homepage: $(field Homepage)"
    field Maintainer | grep -q '^[^<]* <[^@>]*@[^>]*>$' || fail "$p: Maintainer: $(field Maintainer)"
    [ -n "$(field Section)" ] || fail "$p: no Section"
    # Debian Policy 3.4.1: a synopsis of its own, no more than 80 characters
    synopsis=$(field Description)
    case "$synopsis" in
    "" | *"built using CMake"*) fail "$p: synopsis '$synopsis'" ;;
    esac
    [ "${#synopsis}" -le 80 ] || fail "$p: synopsis of ${#synopsis} characters"
    case "$p" in
    uri-inspector)
        [ "$(field Section)" = web ] || fail "$p: Section $(field Section)"
        field Depends | grep -q 'libc6' || fail "$p: Depends (dpkg-shlibdeps): $(field Depends)"
        ;;
    python3-uri-inspector)
        [ "$(field Section)" = python ] || fail "$p: Section $(field Section)"
        field Depends | grep -q 'libc6' || fail "$p: Depends (dpkg-shlibdeps): $(field Depends)"
        field Depends | grep -q '^python3 (>= 3\.[0-9]*~), python3 (<< 3\.[0-9]*)' \
            || fail "$p: Depends without its python3: $(field Depends)"
        ;;
    liburi-inspector-dev)
        [ "$(field Section)" = libdevel ] || fail "$p: Section $(field Section)"
        for dev in libicu-dev libpsl-dev nlohmann-json3-dev; do
            field Depends | grep -q "$dev" || fail "$p: Depends without $dev: $(field Depends)"
        done
        ;;
    esac

    # --- files, owners and modes
    dpkg-deb -c "$deb" >"$tmp/contents" || fail "$p: dpkg-deb -c"
    awk '$1 !~ /^d/ { print $6 }' "$tmp/contents" >>"$tmp/files"
    grep -q "\./usr/share/doc/$p/copyright\$" "$tmp/contents" || fail "$p: no copyright"
    # programs: those of /usr/bin, and the Go reader among the server-side
    # readers' programs (docs/readers.md), whose scripts are data
    awk -v programs='^\\./usr/bin/|/readers/go-reader$' '
        $2 != "root/root" { print "owner " $2 ": " $6 }
        $1 ~ /^d/ && $1 != "drwxr-xr-x" { print "mode " $1 ": " $6 }
        $1 ~ /^-/ && $6 ~ programs && $1 != "-rwxr-xr-x" { print "mode " $1 ": " $6 }
        $1 ~ /^-/ && $6 !~ programs && $1 != "-rw-r--r--" { print "mode " $1 ": " $6 }
    ' "$tmp/contents" >"$tmp/modes"
    [ ! -s "$tmp/modes" ] || fail "$p: owners and modes: $(cat "$tmp/modes")"

    # --- stripped programs and module
    rm -rf "$tmp/root"
    dpkg-deb -x "$deb" "$tmp/root" || fail "$p: dpkg-deb -x"
    # archives of their debug information only (dh_strip --strip-debug)
    for archive in $(find "$tmp/root" -name '*.a'); do
        if command -v readelf >/dev/null 2>&1 && readelf -S -W "$archive" | grep -q '\.debug_info'; then
            fail "$(basename "$archive") keeps its debug information"
        fi
    done
    for program in "$tmp"/root/usr/bin/* "$tmp"/root/usr/lib/python3/dist-packages/*.so; do
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
            fail "$p: lintian reports errors"
        fi
    else
        echo "lintian is not installed: not run"
    fi
done

LC_ALL=C sort -o "$tmp/files" "$tmp/files"
missing=$(LC_ALL=C comm -23 "$tmp/expected" "$tmp/files")
extra=$(LC_ALL=C comm -13 "$tmp/expected" "$tmp/files")
[ -z "$missing" ] || fail "in no package: $(echo $missing)"
[ -z "$extra" ] || fail "in a package, not installed by cmake --install: $(echo $extra)"
for f in ./usr/bin/uri-inspect ./usr/share/man/man1/uri-inspect.1.gz \
    ./usr/share/bash-completion/completions/uri-inspect ./usr/share/doc/uri-inspector/copyright \
    ./usr/include/uriinspector/parse.h; do
    grep -qxF "$f" "$tmp/files" || fail "$f is in no package"
done
duplicated=$(uniq -d "$tmp/files")
[ -z "$duplicated" ] || fail "in two packages: $(echo $duplicated)"

[ "$failed" -eq 0 ] || exit 1
echo "PASS: the Debian packages are complete, stripped and lintian-clean of errors"
