# cmake -DHELP2MAN=<help2man> -DPROGRAM=<program> -DINCLUDE=<docs/man/NAME.h2m>
#       -DOUTPUT=<NAME.1> [-DHELP_OPTION=--help] [-DSUBCOMMANDS=ON] [-DGZIP=<gzip>]
#       -P HelpToMan.cmake
#
# Writes the manual page OUTPUT (man-pages(7), section 1) with help2man from
# what PROGRAM prints for HELP_OPTION and --version, and the hand-written
# sections of INCLUDE (help2man(1), "INCLUDE FILES"). With GZIP, also
# OUTPUT.gz, compressed as Debian Policy 12.1 asks ("gzip -9n").
#
# SUBCOMMANDS=ON is for uri-inspect: the commands listed under "commands:" by
# `PROGRAM --help` are run with --help too, and a second include file
# (OUTPUT.h2m) made from those texts gives
#   DESCRIPTION  PROGRAM --help, without its usage and exit status lines
#                (the SYNOPSIS and EXIT STATUS of INCLUDE say them);
#   OPTIONS      the block "options of every command:" (once, not per command);
#   COMMANDS     one subsection per command: its --help, without that block.
# The help texts are read in the layout app/cli prints (docs/cli.md): blocks
# separated by blank lines; a "usage:" block; headings ending with ":" over
# indented entries ("  --spec S       text", continued further indented);
# indented tables; paragraphs.
cmake_minimum_required(VERSION 3.25)

foreach(var HELP2MAN PROGRAM INCLUDE OUTPUT)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "HelpToMan.cmake: -D${var}= is missing")
    endif()
endforeach()
if(NOT DEFINED HELP_OPTION)
    set(HELP_OPTION --help)
endif()

# The texts in English whatever the caller's locale; the window answers
# --help without a display, the offscreen platform is a safeguard.
set(ENV{LC_ALL} C.UTF-8)
unset(ENV{LANGUAGE})
set(ENV{QT_QPA_PLATFORM} offscreen)

# roff text of one line of help (groff_man(7): "\e" a backslash, "\-" a
# minus sign; "\&" keeps a leading "." or "'" from being read as a request,
# and a leading "[" or "/" from being read as a help2man include directive).
function(roff_escape out text)
    string(REPLACE "\\" "\\e" text "${text}")
    string(REPLACE "-" "\\-" text "${text}")
    if(text MATCHES "^[.'[/]")
        string(PREPEND text "\\&")
    endif()
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

# "-f, --url-file FILE" -> bold options, italic argument names.
function(roff_tag out tag)
    if(NOT tag MATCHES "^-")
        roff_escape(tag "${tag}")
        set(${out} "\\fB${tag}\\fR" PARENT_SCOPE)
        return()
    endif()
    string(REPLACE ", " ";" alternatives "${tag}")
    set(result "")
    foreach(alternative IN LISTS alternatives)
        if(NOT result STREQUAL "")
            string(APPEND result ", ")
        endif()
        if(alternative MATCHES "^([^ ]+) (.+)$")
            set(option "${CMAKE_MATCH_1}")
            set(argument "${CMAKE_MATCH_2}")
            roff_escape(option "${option}")
            roff_escape(argument "${argument}")
            string(APPEND result "\\fB${option}\\fR \\fI${argument}\\fR")
        else()
            roff_escape(option "${alternative}")
            string(APPEND result "\\fB${option}\\fR")
        endif()
    endforeach()
    set(${out} "${result}" PARENT_SCOPE)
endfunction()

# TEXT line by line, each line escaped for roff and ended by a newline, in
# the variable named by OUT.
function(roff_lines out text)
    set(lines "")
    set(rest "${text}\n")
    while(NOT rest STREQUAL "")
        string(FIND "${rest}" "\n" nl)
        string(SUBSTRING "${rest}" 0 ${nl} line)
        math(EXPR nl "${nl} + 1")
        string(SUBSTRING "${rest}" ${nl} -1 rest)
        roff_escape(line "${line}")
        string(APPEND lines "${line}\n")
    endwhile()
    set(${out} "${lines}" PARENT_SCOPE)
endfunction()

# The lines of TEXT joined by single spaces, each stripped.
function(join_lines out text)
    string(REGEX REPLACE "\n[ ]*" " " text "${text}")
    string(STRIP "${text}" text)
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

# Entries under a heading: "  TAG  description", continuation lines indented
# further. The description starts at the column where the first entry with
# two spaces after its tag has it; an entry with one space there ("--get
# TEMPLATE one line ...") is split at that column.
function(roff_entries out body)
    set(column 0)
    set(rest "${body}\n")
    while(NOT rest STREQUAL "")
        string(FIND "${rest}" "\n" nl)
        string(SUBSTRING "${rest}" 0 ${nl} line)
        math(EXPR nl "${nl} + 1")
        string(SUBSTRING "${rest}" ${nl} -1 rest)
        if(line MATCHES "^( +[^ ]+( [^ ]+)*  +)[^ ]" AND column EQUAL 0)
            string(LENGTH "${CMAKE_MATCH_1}" column)
        endif()
    endwhile()

    set(result "")
    set(rest "${body}\n")
    while(NOT rest STREQUAL "")
        string(FIND "${rest}" "\n" nl)
        string(SUBSTRING "${rest}" 0 ${nl} line)
        math(EXPR nl "${nl} + 1")
        string(SUBSTRING "${rest}" ${nl} -1 rest)
        string(LENGTH "${line}" length)
        string(REGEX MATCH "^ *" indent "${line}")
        string(LENGTH "${indent}" indent)
        if(indent LESS 5 OR (column GREATER 0 AND indent LESS column AND line MATCHES "^ +-"))
            # a new entry
            set(tag "")
            set(text "")
            if(line MATCHES "^ +([^ ]+( [^ ]+)*)  +([^ ].*)$")
                set(tag "${CMAKE_MATCH_1}")
                set(text "${CMAKE_MATCH_3}")
            elseif(column GREATER 0 AND length GREATER column)
                math(EXPR before "${column} - 1")
                string(SUBSTRING "${line}" ${before} 1 space)
                if(space STREQUAL " ")
                    string(SUBSTRING "${line}" 0 ${column} tag)
                    string(SUBSTRING "${line}" ${column} -1 text)
                    string(STRIP "${tag}" tag)
                endif()
            endif()
            if(tag STREQUAL "")
                string(STRIP "${line}" tag)
            endif()
            roff_tag(tag "${tag}")
            string(APPEND result ".TP\n${tag}\n")
            if(NOT text STREQUAL "")
                roff_escape(text "${text}")
                string(APPEND result "${text}\n")
            endif()
        else()
            string(STRIP "${line}" line)
            roff_escape(line "${line}")
            string(APPEND result "${line}\n")
        endif()
    endwhile()
    set(${out} "${result}" PARENT_SCOPE)
endfunction()

# The block of help text in `block` (no blank line in it), as roff appended
# to `result`; MODE is TOP (PROGRAM --help) or COMMAND (PROGRAM <command>
# --help). Also appends to `commands` (TOP: the names under "commands:") and
# sets `common` (the entries of "options of every command:"). A macro: it
# works on the variables of roff_help().
macro(roff_block mode)
    string(FIND "${block}" "\n" nl)
    if(nl EQUAL -1)
        set(first "${block}")
        set(body "")
    else()
        string(SUBSTRING "${block}" 0 ${nl} first)
        math(EXPR nl "${nl} + 1")
        string(SUBSTRING "${block}" ${nl} -1 body)
    endif()
    if(first MATCHES "^usage: (.*)$")
        # the synopsis: the command's name in bold, then its arguments
        join_lines(usage "${CMAKE_MATCH_1}\n${body}")
        if("${mode}" STREQUAL "COMMAND" AND usage MATCHES "^([^ ]+ [^ ]+)(.*)$")
            roff_escape(name "${CMAKE_MATCH_1}")
            roff_escape(arguments "${CMAKE_MATCH_2}")
            string(APPEND result ".PP\n\\fB${name}\\fR${arguments}\n")
        endif()
    elseif("${mode}" STREQUAL "TOP" AND first MATCHES "^exit status:")
        # EXIT STATUS of the include file
    elseif(first MATCHES "^[^ ].*:$" AND body MATCHES "^ ")
        roff_entries(entries "${body}")
        if(first STREQUAL "options of every command:")
            if(common STREQUAL "")
                set(common "${entries}")
            endif()
        else()
            if(first STREQUAL "commands:")
                # (no "^" here: MATCHALL lets it match where the previous
                # match ended)
                string(REGEX MATCHALL "\n  [a-z][a-z-]*" names "\n${body}")
                foreach(name IN LISTS names)
                    string(STRIP "${name}" name)
                    list(APPEND commands "${name}")
                endforeach()
            endif()
            roff_escape(heading "${first}")
            string(APPEND result ".PP\n\\fB${heading}\\fR\n${entries}")
        endif()
    elseif(first MATCHES "^ ")
        # a table: as printed, without its common indentation
        string(REGEX MATCH "^ *" strip "${first}")
        string(REPLACE "\n${strip}" "\n" table "\n${block}")
        string(SUBSTRING "${table}" 1 -1 table)
        roff_lines(lines "${table}")
        string(APPEND result ".PP\n.nf\n${lines}.fi\n")
    else()
        roff_lines(lines "${block}")
        string(APPEND result ".PP\n${lines}")
    endif()
endmacro()

# TEXT (a whole --help) as roff, in the variable named by OUT; `commands`
# and `common` as roff_block() sets them.
function(roff_help out text mode)
    set(result "")
    set(block "")
    set(pending "${text}\n\n")
    while(NOT pending STREQUAL "")
        string(FIND "${pending}" "\n" pnl)
        string(SUBSTRING "${pending}" 0 ${pnl} pline)
        math(EXPR pnl "${pnl} + 1")
        string(SUBSTRING "${pending}" ${pnl} -1 pending)
        string(STRIP "${pline}" stripped)
        if(stripped STREQUAL "")
            if(NOT block STREQUAL "")
                roff_block(${mode})
            endif()
            set(block "")
        elseif(block STREQUAL "")
            string(REGEX REPLACE " +$" "" block "${pline}")
        else()
            string(REGEX REPLACE " +$" "" pline "${pline}")
            string(APPEND block "\n${pline}")
        endif()
    endwhile()
    set(${out} "${result}" PARENT_SCOPE)
    set(commands "${commands}" PARENT_SCOPE)
    set(common "${common}" PARENT_SCOPE)
endfunction()

function(run_help out)
    execute_process(COMMAND "${PROGRAM}" ${ARGN}
        OUTPUT_VARIABLE text RESULT_VARIABLE status)
    if(NOT status EQUAL 0 OR text STREQUAL "")
        list(JOIN ARGN " " shown)
        message(FATAL_ERROR "HelpToMan.cmake: `${PROGRAM} ${shown}` failed (${status})")
    endif()
    if(NOT text MATCHES "^[\t\n -~]*$")
        list(JOIN ARGN " " shown)
        message(FATAL_ERROR "HelpToMan.cmake: `${PROGRAM} ${shown}` printed non-ASCII text")
    endif()
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

set(includes --include "${INCLUDE}")
if(SUBCOMMANDS)
    set(commands "")
    set(common "")
    run_help(top --help)
    roff_help(description "${top}" TOP)
    if(commands STREQUAL "")
        message(FATAL_ERROR "HelpToMan.cmake: no \"commands:\" in `${PROGRAM} --help`")
    endif()
    set(sections "")
    foreach(command IN LISTS commands)
        run_help(text ${command} --help)
        roff_help(roff "${text}" COMMAND)
        roff_escape(heading "${command}")
        string(APPEND sections ".SS ${heading}\n${roff}")
    endforeach()
    # help2man(1), INCLUDE FILES: [=section] replaces what help2man made of
    # the text, [section] is added to it.
    set(generated "${OUTPUT}.h2m")
    file(WRITE "${generated}"
        "Made by cmake/HelpToMan.cmake from `${PROGRAM} [COMMAND] --help`.\n"
        "[=DESCRIPTION]\n${description}"
        "[OPTIONS]\n${common}"
        "[COMMANDS]\n${sections}")
    list(APPEND includes --include "${generated}")
endif()

# help2man runs "PROGRAM --help" through the shell, unquoted: run it as
# "./NAME" from its directory, so that a path with spaces works
get_filename_component(program_name "${PROGRAM}" NAME)
get_filename_component(program_dir "${PROGRAM}" DIRECTORY)
execute_process(
    COMMAND "${HELP2MAN}" --no-info --section=1
        --help-option=${HELP_OPTION} --version-option=--version
        ${includes} --output=${OUTPUT}.tmp ./${program_name}
    WORKING_DIRECTORY "${program_dir}"
    RESULT_VARIABLE status ERROR_VARIABLE errors)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "HelpToMan.cmake: help2man failed for ${program_name}:\n${errors}")
endif()
file(RENAME "${OUTPUT}.tmp" "${OUTPUT}")

if(GZIP)
    # -n: no name and time stamp in the header (reproducible; lintian
    # "package-contains-timestamped-gzip")
    execute_process(COMMAND "${GZIP}" -9n
        INPUT_FILE "${OUTPUT}" OUTPUT_FILE "${OUTPUT}.gz.tmp" RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "HelpToMan.cmake: ${GZIP} failed")
    endif()
    file(RENAME "${OUTPUT}.gz.tmp" "${OUTPUT}.gz")
endif()
