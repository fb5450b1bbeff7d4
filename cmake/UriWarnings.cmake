# uri_enable_warnings(target): our warning flags, PRIVATE to our own targets.
# -Werror follows URI_WARNINGS_AS_ERRORS (ON in the dev, ci and asan presets).
function(uri_enable_warnings target)
    target_compile_options(${target} PRIVATE
        -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wold-style-cast
        -Wnon-virtual-dtor -Woverloaded-virtual -Wmissing-declarations)
    if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
        # Qt Test's QSKIP and QTEST_MAIN pass nothing to a "...": valid since
        # C++20 ([cpp.replace] 4), which clang's -Wpedantic still reports
        target_compile_options(${target} PRIVATE -Wno-gnu-zero-variadic-macro-arguments)
    endif()
    if(URI_WARNINGS_AS_ERRORS)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
endfunction()
