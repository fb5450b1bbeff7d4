# Shell functions shared by check_completions.sh and check_man.sh (sourced).

failed=0
fail() {
    echo "FAIL: $*"
    failed=1
}

# The options a --help text lists: the lines "  -x, --long ARG  text"
# (at most four spaces before the dash; continuation lines have more); an
# option whose value follows "=" ("--readers=LIST", "--readers[=LIST]") by
# its name. "--", the end of options, is not an option.
help_options() {
    sed -n 's/^ \{1,4\}\(-[^ ,=[]*\)[^ ,]*\(, \(-[^ ,=[]*\)\)\{0,1\}.*/\1\
\3/p' | grep -v '^-*$' | LC_ALL=C sort -u
}
