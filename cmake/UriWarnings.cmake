# uri_enable_warnings(target): our warning flags, PRIVATE to our own targets.
# -Werror follows URI_WARNINGS_AS_ERRORS (ON in the dev, ci and asan presets).
function(uri_enable_warnings target)
    target_compile_options(${target} PRIVATE
        -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wold-style-cast
        -Wnon-virtual-dtor -Woverloaded-virtual -Wmissing-declarations)
    if(URI_WARNINGS_AS_ERRORS)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
endfunction()
