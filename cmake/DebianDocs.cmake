# cmake -DLICENSE=<LICENSE> -DMETAINFO=<id.metainfo.xml> -DAPP_ID=<id>
#       -DNAME=<upstream name> -DPACKAGE=<package> -DVERSION=<version> -DMAINTAINER=<"Name <address>">
#       -DHOMEPAGE=<url> -DGZIP=<gzip> -DOUTPUT_DIR=<dir> -P DebianDocs.cmake
#
# Writes the two files Debian Policy asks of every binary package into
# OUTPUT_DIR, for usr/share/doc/PACKAGE (cmake/UriPackaging.cmake):
#   copyright     in the machine-readable format (Debian copyright-format
#                 1.0), from LICENSE: its copyright line and its text;
#   changelog.gz  the changelog of a native package (Debian Policy 4.4 and
#                 12.7: debian/changelog's format, "gzip -9n"), one entry per
#                 <release> of the AppStream metadata, newest first.
cmake_minimum_required(VERSION 3.25)

foreach(var LICENSE METAINFO APP_ID NAME PACKAGE VERSION MAINTAINER HOMEPAGE GZIP OUTPUT_DIR)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "DebianDocs.cmake: -D${var}= is missing")
    endif()
endforeach()

# --- copyright --------------------------------------------------------------
file(READ "${LICENSE}" license)
string(REPLACE "\r" "" license "${license}")
if(NOT license MATCHES "^MIT License\n")
    # copyright-format 1.0, "License specification": Debian calls the MIT
    # licence "Expat"; another licence needs its own short name here
    message(FATAL_ERROR "DebianDocs.cmake: ${LICENSE} is not the MIT licence")
endif()
if(NOT license MATCHES "\nCopyright \\([cC]\\) ([^\n]+)\n")
    message(FATAL_ERROR "DebianDocs.cmake: no \"Copyright (c) ...\" line in ${LICENSE}")
endif()
set(holder "${CMAKE_MATCH_1}")
# the licence's text: what follows the copyright line, each line indented by
# one space, an empty line as " ."
string(FIND "${license}" "\nCopyright " at)
string(SUBSTRING "${license}" ${at} -1 text)
string(REGEX REPLACE "^\nCopyright [^\n]*\n+" "" text "${text}")
string(STRIP "${text}" text)
string(REPLACE "\n" "\n " text " ${text}")
string(REPLACE "\n \n" "\n .\n" text "${text}")
string(REPLACE "\n \n" "\n .\n" text "${text}")

file(WRITE "${OUTPUT_DIR}/copyright.tmp"
"Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: ${NAME}
Upstream-Contact: ${HOMEPAGE}/issues
Source: ${HOMEPAGE}
Comment: The sources and licences of the data the programs embed (the
 security tables) are listed in licences.md, beside this file.

Files: *
Copyright: ${holder}
License: Expat

Files: resources/${APP_ID}.metainfo.xml
Copyright: ${holder}
License: CC0-1.0

License: Expat
${text}

License: CC0-1.0
 On Debian systems, the complete text of the Creative Commons Zero v1.0
 Universal licence can be found in /usr/share/common-licenses/CC0-1.0.
")
file(RENAME "${OUTPUT_DIR}/copyright.tmp" "${OUTPUT_DIR}/copyright")

# --- changelog.gz ------------------------------------------------------------
# The day of the week of a date (0 = Sunday), Sakamoto's method.
function(day_of_week out year month day)
    set(offsets 0 3 2 5 0 3 5 1 4 6 2 4)
    math(EXPR index "${month} - 1")
    list(GET offsets ${index} offset)
    if(month LESS 3)
        math(EXPR year "${year} - 1")
    endif()
    math(EXPR result "(${year} + ${year} / 4 - ${year} / 100 + ${year} / 400 + ${offset} + ${day}) % 7")
    set(${out} ${result} PARENT_SCOPE)
endfunction()
set(weekdays Sun Mon Tue Wed Thu Fri Sat)
set(months Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec)

file(READ "${METAINFO}" metainfo)
# ";", "[" and "]" would split (or stop splitting) the lists below: stand-ins
string(ASCII 1 semicolon)
string(ASCII 2 open)
string(ASCII 3 close)
string(REPLACE ";" "${semicolon}" metainfo "${metainfo}")
string(REPLACE "[" "${open}" metainfo "${metainfo}")
string(REPLACE "]" "${close}" metainfo "${metainfo}")
string(REGEX MATCHALL "<release [^>]*>.*</release>|<release [^>]*/>" releases "${metainfo}")
# MATCHALL is greedy: split the run of <release> elements at each closing tag
string(REPLACE "</release>" "</release>;" releases "${releases}")
set(changelog "")
set(newest "")
foreach(release IN LISTS releases)
    if(NOT release MATCHES "<release [^>]*version=\"([^\"]+)\"[^>]*date=\"([0-9]+)-([0-9]+)-([0-9]+)\"")
        continue()
    endif()
    set(version "${CMAKE_MATCH_1}")
    set(year "${CMAKE_MATCH_2}")
    set(month "${CMAKE_MATCH_3}")
    set(day "${CMAKE_MATCH_4}")
    if(newest STREQUAL "")
        set(newest "${version}")
    endif()
    # the text of its description's paragraphs without a language, as
    # bullets wrapped at 76 columns
    string(REGEX MATCHALL "<p>[^<]*</p>" paragraphs "${release}")
    set(changes "")
    foreach(p IN LISTS paragraphs)
        string(REGEX REPLACE "</?p>" "" p "${p}")
        string(REGEX REPLACE "[ \t\n]+" " " p "${p}")
        string(STRIP "${p}" p)
        string(REPLACE "&lt;" "<" p "${p}")
        string(REPLACE "&gt;" ">" p "${p}")
        string(REPLACE "&amp;" "&" p "${p}")
        set(line "  *")
        string(REPLACE " " ";" words "${p}")
        foreach(word IN LISTS words)
            string(LENGTH "${line} ${word}" length)
            if(length GREATER 76)
                string(APPEND changes "${line}\n")
                set(line "   ")
            endif()
            string(APPEND line " ${word}")
        endforeach()
        string(APPEND changes "${line}\n")
    endforeach()
    if(changes STREQUAL "")
        set(changes "  * Release ${version}.\n")
    endif()
    math(EXPR m "${month} - 1")
    list(GET months ${m} month_name)
    day_of_week(w ${year} ${month} ${day})
    list(GET weekdays ${w} weekday)
    math(EXPR day "${day} + 0")
    # Debian Policy 4.4: " -- maintainer  RFC 5322 date"
    string(APPEND changelog "${PACKAGE} (${version}) unstable; urgency=medium\n\n"
        "${changes}\n -- ${MAINTAINER}  ${weekday}, ${day} ${month_name} ${year} 00:00:00 +0000\n\n")
endforeach()
if(NOT newest STREQUAL VERSION)
    # a version the metadata has no <release> for yet: a snapshot entry,
    # dated now (or SOURCE_DATE_EPOCH)
    string(TIMESTAMP now "%a, %d %b %Y %H:%M:%S +0000" UTC)
    string(CONCAT changelog "${PACKAGE} (${VERSION}) UNRELEASED; urgency=medium\n\n"
        "  * Development snapshot ${VERSION}.\n\n -- ${MAINTAINER}  ${now}\n\n${changelog}")
endif()
string(REGEX REPLACE "\n+$" "\n" changelog "${changelog}")
string(REPLACE "${semicolon}" ";" changelog "${changelog}")
string(REPLACE "${open}" "[" changelog "${changelog}")
string(REPLACE "${close}" "]" changelog "${changelog}")
file(WRITE "${OUTPUT_DIR}/changelog" "${changelog}")
execute_process(COMMAND "${GZIP}" -9n
    INPUT_FILE "${OUTPUT_DIR}/changelog" OUTPUT_FILE "${OUTPUT_DIR}/changelog.gz.tmp"
    RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "DebianDocs.cmake: ${GZIP} failed")
endif()
file(RENAME "${OUTPUT_DIR}/changelog.gz.tmp" "${OUTPUT_DIR}/changelog.gz")
