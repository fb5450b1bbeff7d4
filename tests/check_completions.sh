#!/bin/sh
# check_completions.sh SHELL SOURCE_DIR URI_INSPECT URI_INSPECTOR
#
# Checks the shell completions of completions/ for SHELL (bash, zsh or fish)
# against the programs: URI_INSPECT and URI_INSPECTOR are the built
# uri-inspect and uri-inspector ("none" when not built). Exit status 77
# (skipped) when SHELL is not installed.
#
# bash  `bash -n`; sourced, `complete -p` names the function; completions
#       simulated as bash calls them (bash(1), "Programmable Completion":
#       COMP_WORDS, COMP_CWORD, COMPREPLY): the commands are exactly those
#       of `uri-inspect --help`, the options offered after "COMMAND -"
#       exactly those `uri-inspect COMMAND --help` prints ("--" aside), the
#       window's exactly those of `uri-inspector --help-all`; every value
#       offered for --spec, --color, --component, --mode, --lang, --pane and
#       --tour is accepted by the program.
# fish  `fish -n`; `complete -C` (fish's complete(1)) gives the same
#       commands and options as the programs' help.
# zsh   `zsh -n`; every command and option of the help is in the file
#       (zsh completes only in an interactive shell).
set -u

if [ $# -ne 4 ]; then
    echo "usage: $0 bash|zsh|fish SOURCE_DIR URI_INSPECT URI_INSPECTOR" >&2
    exit 2
fi
shell=$1
dir=$2/completions
cli=$3
gui=$4
[ "$cli" != none ] || cli=
[ "$gui" != none ] || gui=

if ! command -v "$shell" >/dev/null 2>&1; then
    echo "SKIP: $shell is not installed"
    exit 77
fi

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
# the programs, fish and the window write nothing into the real home
HOME=$tmp/home
XDG_CONFIG_HOME=$tmp/config
XDG_DATA_HOME=$tmp/data
XDG_CACHE_HOME=$tmp/cache
XDG_RUNTIME_DIR=$tmp/runtime
QT_QPA_PLATFORM=offscreen
export HOME XDG_CONFIG_HOME XDG_DATA_HOME XDG_CACHE_HOME XDG_RUNTIME_DIR QT_QPA_PLATFORM
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"

# fail, help_options
. "$(dirname "$0")/help_text.sh"

# The commands of `uri-inspect --help`: the lines under "commands:".
help_commands() {
    "$cli" --help | sed -n '/^commands:/,/^$/s/^  \([a-z][a-z-]*\).*/\1/p' | LC_ALL=C sort -u
}

# same_set WHAT EXPECTED ACTUAL: both newline-separated lists, sorted
same_set() {
    missing=$(printf '%s\n' "$2" | LC_ALL=C comm -23 - "$tmp/actual")
    extra=$(printf '%s\n' "$2" | LC_ALL=C comm -13 - "$tmp/actual")
    [ -z "$missing" ] || fail "$1: not offered: $(echo $missing)"
    [ -z "$extra" ] || fail "$1: offered, but not in the help: $(echo $extra)"
}

# complete_bash FILE WORD...: the candidates the bash completion in FILE
# offers for the command line WORD... (completing its last word)
complete_bash() {
    bash -c '
        file=$1
        shift
        source "$file" || exit 1
        spec=$(complete -p "$1") || exit 1
        fn=${spec##*-F }
        fn=${fn%% *}
        COMP_WORDS=("$@")
        COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
        COMP_LINE="$*"
        COMP_POINT=${#COMP_LINE}
        prev=
        ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
        COMPREPLY=()
        "$fn" "$1" "${COMP_WORDS[COMP_CWORD]}" "$prev"
        ((${#COMPREPLY[@]} == 0)) || printf "%s\n" "${COMPREPLY[@]}"
    ' complete_bash "$@" | LC_ALL=C sort -u
}

# complete_fish LINE: the candidates of `complete -C LINE`, descriptions cut
complete_fish() {
    fish -c "source $dir/uri-inspect.fish; source $dir/uri-inspector.fish
        complete -C '$1'" | cut -f1 | LC_ALL=C sort -u
}

# expect_offered WHAT CANDIDATE... : CANDIDATE among the lines of $tmp/actual
expect_offered() {
    what=$1
    shift
    for c in "$@"; do
        grep -qxF -- "$c" "$tmp/actual" || fail "$what: \"$c\" not offered (got: $(echo $(cat "$tmp/actual")))"
    done
}

# accepted COMMAND...: the program takes these arguments (no usage error)
accepted() {
    "$@" >/dev/null 2>"$tmp/err"
    [ $? -ne 2 ] || fail "$* is a usage error: $(cat "$tmp/err")"
}

case $shell in
bash)
    for f in uri-inspect uri-inspector; do
        bash -n "$dir/$f" || fail "bash -n $f"
        spec=$(bash -c 'source "$1" && complete -p "$2"' - "$dir/$f" "$f")
        case $spec in
        "complete -F "*" $f") ;;
        *) fail "complete -p $f: \"$spec\"" ;;
        esac
    done

    if [ -n "$cli" ]; then
        b="$dir/uri-inspect"
        complete_bash "$b" uri-inspect ch >"$tmp/actual"
        expect_offered "uri-inspect ch" check
        complete_bash "$b" uri-inspect parse --js >"$tmp/actual"
        expect_offered "uri-inspect parse --js" --json
        complete_bash "$b" uri-inspect parse --spec = rfc2 >"$tmp/actual"
        expect_offered "uri-inspect parse --spec=rfc2" rfc2396
        complete_bash "$b" uri-inspect check -f "$dir/uri-insp" >"$tmp/actual"
        expect_offered "uri-inspect check -f FILE" "$dir/uri-inspect" "$dir/uri-inspector"
        complete_bash "$b" uri-inspect parse -- --js >"$tmp/actual"
        [ ! -s "$tmp/actual" ] || fail "options offered after \"--\""

        complete_bash "$b" uri-inspect "" >"$tmp/actual"
        same_set "uri-inspect COMMAND" "$(help_commands)"
        complete_bash "$b" uri-inspect - >"$tmp/actual"
        same_set "uri-inspect -" "$(printf '%s\n' -h --help --version | LC_ALL=C sort)"
        for command in $(help_commands); do
            complete_bash "$b" uri-inspect "$command" - >"$tmp/actual"
            same_set "uri-inspect $command -" "$("$cli" "$command" --help | help_options)"
        done

        # every value offered is one the program takes
        for value in $(complete_bash "$b" uri-inspect parse --spec ""); do
            accepted "$cli" parse --spec "$value" -- x
            accepted "$cli" resolve --spec "$value" -- http://a/b c
            accepted "$cli" encode --component path --spec "$value" -- x
        done
        for value in $(complete_bash "$b" uri-inspect parse --color ""); do
            accepted "$cli" parse --color "$value" -- x
        done
        for value in $(complete_bash "$b" uri-inspect encode --component ""); do
            accepted "$cli" encode --component "$value" -- x
        done
        for value in $(complete_bash "$b" uri-inspect relativize --mode ""); do
            accepted "$cli" relativize --mode "$value" -- http://a/b http://a/c
        done
    fi

    if [ -n "$gui" ]; then
        b="$dir/uri-inspector"
        complete_bash "$b" uri-inspector - >"$tmp/actual"
        same_set "uri-inspector -" "$("$gui" --help-all | help_options)"
        # the window renders itself offscreen into a PNG file and exits
        shot="$tmp/shot.png"
        for value in $(complete_bash "$b" uri-inspector --spec ""); do
            accepted "$gui" --spec "$value" --screenshot "$shot" http://a/
        done
        for value in $(complete_bash "$b" uri-inspector --lang ""); do
            accepted "$gui" --lang "$value" --screenshot "$shot" http://a/
        done
        for value in $(complete_bash "$b" uri-inspector --pane ""); do
            accepted "$gui" --pane "$value" --screenshot "$shot" http://a/
        done
        for value in $(complete_bash "$b" uri-inspector --tour ""); do
            accepted "$gui" --tour "$value" --screenshot "$shot"
        done
    fi
    ;;

fish)
    for f in uri-inspect.fish uri-inspector.fish; do
        fish -n "$dir/$f" || fail "fish -n $f"
    done
    if [ -n "$cli" ]; then
        complete_fish "uri-inspect ch" >"$tmp/actual"
        expect_offered "uri-inspect ch" check
        complete_fish "uri-inspect parse --js" >"$tmp/actual"
        expect_offered "uri-inspect parse --js" --json
        complete_fish "uri-inspect " >"$tmp/actual"
        same_set "uri-inspect COMMAND" "$(help_commands)"
        for command in $(help_commands); do
            complete_fish "uri-inspect $command -" >"$tmp/actual"
            same_set "uri-inspect $command -" "$("$cli" "$command" --help | help_options)"
        done
    fi
    if [ -n "$gui" ]; then
        complete_fish "uri-inspector -" >"$tmp/actual"
        same_set "uri-inspector -" "$("$gui" --help-all | help_options)"
    fi
    ;;

zsh)
    for f in _uri-inspect _uri-inspector; do
        zsh -n "$dir/$f" || fail "zsh -n $f"
        head -n 1 "$dir/$f" | grep -qx "#compdef ${f#_}" || fail "$f: no \"#compdef ${f#_}\""
    done
    # an option as a word of its own (not part of a longer name), outside
    # the comments
    in_file() {
        grep -v '^ *#' "$2" | grep -qE -- "(^|[^a-zA-Z-])$1([^a-zA-Z-]|\$)"
    }
    if [ -n "$cli" ]; then
        for command in $(help_commands); do
            grep -qF "'$command:" "$dir/_uri-inspect" || fail "_uri-inspect: no command $command"
            grep -qF "($command)" "$dir/_uri-inspect" || fail "_uri-inspect: no options for $command"
            for option in $("$cli" "$command" --help | help_options); do
                in_file "$option" "$dir/_uri-inspect" || fail "_uri-inspect: no $option ($command)"
            done
        done
    fi
    if [ -n "$gui" ]; then
        for option in $("$gui" --help-all | help_options); do
            in_file "$option" "$dir/_uri-inspector" || fail "_uri-inspector: no $option"
        done
    fi
    ;;

*)
    echo "unknown shell: $shell" >&2
    exit 2
    ;;
esac

[ "$failed" -eq 0 ] || exit 1
echo "PASS: the $shell completions match the programs"
