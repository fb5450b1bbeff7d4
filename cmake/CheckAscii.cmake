# cmake -DROOT=<source dir> -P CheckAscii.cmake
# Fails when a C++ source or header of the project contains a non-ASCII byte
# (docs/style.md B). The one exception is the section sign of RFC citations,
# which comments use in their citations ("// RFC 3986 §5.2.4 2C").
file(GLOB_RECURSE sources
    "${ROOT}/core/*.h" "${ROOT}/core/*.cpp" "${ROOT}/app/*.h" "${ROOT}/app/*.cpp"
    "${ROOT}/ui/*.h" "${ROOT}/ui/*.cpp" "${ROOT}/tests/*.h" "${ROOT}/tests/*.cpp"
    "${ROOT}/bench/*.h" "${ROOT}/bench/*.cpp" "${ROOT}/fuzz/*.cpp" "${ROOT}/fuzz/*.h"
    "${ROOT}/documents/*.h" "${ROOT}/documents/*.cpp" "${ROOT}/readers/*.h" "${ROOT}/readers/*.cpp")
set(bad "")
foreach(f IN LISTS sources)
    file(READ "${f}" content)
    string(REPLACE "§" "" content "${content}")
    string(REGEX MATCH "[^\t\r\n -~]" found "${content}")
    if(NOT found STREQUAL "")
        list(APPEND bad "${f}")
    endif()
endforeach()
if(bad)
    list(JOIN bad "\n  " listed)
    message(FATAL_ERROR "non-ASCII bytes (other than §) in:\n  ${listed}")
endif()
message(STATUS "${CMAKE_CURRENT_LIST_FILE}: all sources ASCII")
