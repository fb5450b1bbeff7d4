#!/bin/sh
# check_man.sh MAN_DIR URI_INSPECT URI_INSPECTOR
#
# Checks the manual pages the build made in MAN_DIR (docs/man/CMakeLists.txt)
# for the programs URI_INSPECT and URI_INSPECTOR ("none" when not built):
# groff reads them without a warning (as lintian's "groff-message" check
# runs man(1)); they have the sections of man-pages(7) they should; the
# page of uri-inspect has a subsection for every command of `uri-inspect
# --help`, and every option of `uri-inspect COMMAND --help` and of
# `uri-inspector --help-all` is in its page. Exit status 77 (skipped) when
# no page was made (no help2man) or groff is not installed.
set -u

if [ $# -ne 3 ]; then
    echo "usage: $0 MAN_DIR URI_INSPECT URI_INSPECTOR" >&2
    exit 2
fi
dir=$1
cli=$2
gui=$3

if ! command -v groff >/dev/null 2>&1; then
    echo "SKIP: groff is not installed"
    exit 77
fi
if [ ! -f "$dir/uri-inspect.1" ] && [ ! -f "$dir/uri-inspector.1" ]; then
    echo "SKIP: no manual page in $dir (help2man not found at configure time)"
    exit 77
fi

# fail, help_options
. "$(dirname "$0")/help_text.sh"

# check_page PAGE SECTION...: renders without a warning, has the sections
check_page() {
    page=$1
    shift
    [ -f "$page.gz" ] && ! gzip -t "$page.gz" && fail "$page.gz: not gzip"
    warnings=$(LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -z "$page" 2>&1)
    [ -z "$warnings" ] || fail "$page: groff: $warnings"
    for section in "$@"; do
        grep -qx "\.SH \"*$section\"*" "$page" || fail "$page: no section $section"
    done
    # an option in the page as help2man or HelpToMan.cmake writes it: bold,
    # each "-" as "\-"
    text=$(LC_ALL=C.UTF-8 groff -man -Tutf8 -P-cbou "$page" 2>/dev/null)
}

# in_text OPTION: OPTION is a word of the rendered page
in_text() {
    printf '%s\n' "$text" | grep -qE -- "(^|[^a-zA-Z-])$1([^a-zA-Z-]|\$)"
}

if [ "$cli" != none ]; then
    page="$dir/uri-inspect.1"
    check_page "$page" NAME SYNOPSIS DESCRIPTION OPTIONS COMMANDS "EXIT STATUS" \
        ENVIRONMENT EXAMPLES "SEE ALSO"
    commands=$("$cli" --help | sed -n '/^commands:/,/^$/s/^  \([a-z][a-z-]*\).*/\1/p')
    [ -n "$commands" ] || fail "no commands in uri-inspect --help"
    for command in $commands; do
        grep -qx "\.SS $command" "$page" || fail "$page: no subsection for $command"
        for option in $("$cli" "$command" --help | help_options); do
            in_text "$option" || fail "$page: no $option ($command)"
        done
    done
    # the options every command takes are in OPTIONS, not once per command
    count=$(grep -c 'url\\-file' "$page")
    [ "$count" -eq 1 ] || fail "$page: --url-file $count times, not once"
fi

if [ "$gui" != none ]; then
    page="$dir/uri-inspector.1"
    check_page "$page" NAME SYNOPSIS DESCRIPTION OPTIONS FILES EXAMPLES "SEE ALSO"
    for option in $("$gui" --help-all | help_options); do
        in_text "$option" || fail "$page: no $option"
    done
fi

[ "$failed" -eq 0 ] || exit 1
echo "PASS: the manual pages are complete and render without a warning"
