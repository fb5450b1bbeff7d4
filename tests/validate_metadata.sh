#!/bin/sh
# validate_metadata.sh SOURCE_DIR APP_ID VERSION
#
# The desktop entry and the AppStream metadata of the window, as a
# distribution checks them: desktop-file-validate (Desktop Entry
# Specification) and `appstreamcli validate --pedantic` (AppStream
# specification), both with no output at all; then the names that tie them
# together: the files are named by the application id, the metainfo's <id>
# and <launchable>, the desktop entry's Icon= and the icon files use it, and
# the release is the project's version.
#
# Exits 77 (ctest's SKIP_RETURN_CODE) when a validator is not installed
# (Debian packages desktop-file-utils and appstream, which .ci/setup installs).
set -u

if [ $# -ne 3 ]; then
    echo "usage: $0 SOURCE_DIR APP_ID VERSION" >&2
    exit 2
fi
src=$1
id=$2
version=$3
desktop="$src/resources/$id.desktop"
metainfo="$src/resources/$id.metainfo.xml"
failed=0

fail() {
    echo "FAIL: $*"
    failed=1
}

for f in "$desktop" "$metainfo"; do
    [ -f "$f" ] || fail "missing ${f#"$src"/}"
done
[ "$failed" -eq 0 ] || exit 1

# The names. The metainfo's <id>, <launchable> and release are on lines of
# their own (resources/<id>.metainfo.xml).
grep -q "^  <id>$id</id>\$" "$metainfo" || fail "<id> of the metainfo is not $id"
grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$metainfo" \
    || fail "<launchable> of the metainfo is not $id.desktop"
grep -q "<release version=\"$version\" " "$metainfo" \
    || fail "no <release> of version $version (the project's version) in the metainfo"
grep -qx "Icon=$id" "$desktop" || fail "Icon= of the desktop entry is not $id"
icons="$src/resources/icons/hicolor"
[ -f "$icons/scalable/apps/$id.svg" ] || fail "missing icons/hicolor/scalable/apps/$id.svg"
for size in 16 22 24 32 48 64 128 256; do
    [ -f "$icons/${size}x$size/apps/$id.png" ] \
        || fail "missing icons/hicolor/${size}x$size/apps/$id.png"
done

skipped=""

# desktop-file-validate prints errors, warnings and hints; a clean file
# gives no output.
if command -v desktop-file-validate >/dev/null 2>&1; then
    out=$(desktop-file-validate "$desktop" 2>&1)
    status=$?
    if [ "$status" -ne 0 ] || [ -n "$out" ]; then
        fail "desktop-file-validate (exit status $status):"
        echo "$out"
    else
        echo "desktop-file-validate: $id.desktop is clean"
    fi
else
    skipped="$skipped desktop-file-validate (desktop-file-utils)"
fi

# appstreamcli exits 0 on infos and pedantic notes: any issue line fails
# here. One is tolerated: AppStream before 1.0 does not know the
# <developer> element (added in 1.0, which replaces <developer_name>), and
# reports it as an unknown tag.
if command -v appstreamcli >/dev/null 2>&1; then
    out=$(appstreamcli validate --pedantic --no-net "$metainfo" 2>&1)
    status=$?
    major=$(appstreamcli --version 2>/dev/null | sed -n 's/.*version: *\([0-9][0-9]*\)\..*/\1/p' | head -n 1)
    issues=$(printf '%s\n' "$out" | grep -E '^[EWIP]: ')
    if [ -n "$major" ] && [ "$major" -lt 1 ]; then
        issues=$(printf '%s\n' "$issues" | grep -vE "^I: $id:[0-9]+: unknown-tag developer\$")
    fi
    if [ "$status" -ne 0 ] || [ -n "$issues" ]; then
        fail "appstreamcli validate --pedantic (exit status $status):"
        echo "$out"
    else
        echo "appstreamcli validate --pedantic: $id.metainfo.xml is clean"
        printf '%s\n' "$out" | grep -E '^[EWIP]: ' | sed 's/^/  (tolerated before AppStream 1.0) /'
    fi
else
    skipped="$skipped appstreamcli (appstream)"
fi

[ "$failed" -eq 0 ] || exit 1
if [ -n "$skipped" ]; then
    echo "SKIP: not installed:$skipped; bash .ci/setup installs them"
    exit 77
fi
exit 0
