# The Debian package, by CPack: in a build directory, after the build,
#
#   cpack -G DEB
#
# makes uri-inspector_<version>_<arch>.deb from what `cmake --install` puts
# under the prefix /usr (binaries stripped), and Debian's copyright and
# changelog files (cmake/DebianDocs.cmake). Its dependencies are computed by
# dpkg-shlibdeps (Debian package dpkg-dev). README.md, "Install";
# tests/check_deb.sh builds it and runs lintian on it.
set(URI_PACKAGE_NAME uri-inspector)
set(URI_PACKAGE_HOMEPAGE https://github.com/uri-inspector/uri-inspector)
set(URI_PACKAGE_MAINTAINER "The URI Inspector authors <uri-inspector@users.noreply.github.com>"
    CACHE STRING "The Maintainer of the Debian package: \"Name <address>\"")

# Debian Policy 12.5 and 12.7: usr/share/doc/<package>/copyright and, for
# a native package, changelog.gz. Made at build time from LICENSE and the
# AppStream metadata's releases; in the Debian package only (the component
# "debian", which a plain `cmake --install` leaves out).
set(debian_docs ${PROJECT_BINARY_DIR}/debian)
find_program(GZIP_EXECUTABLE gzip)
mark_as_advanced(GZIP_EXECUTABLE)
if(GZIP_EXECUTABLE)
    set(metainfo ${PROJECT_SOURCE_DIR}/resources/${URI_APP_ID}.metainfo.xml)
    add_custom_command(OUTPUT ${debian_docs}/copyright ${debian_docs}/changelog.gz
        COMMAND ${CMAKE_COMMAND} -E make_directory ${debian_docs}
        COMMAND ${CMAKE_COMMAND} -DLICENSE=${PROJECT_SOURCE_DIR}/LICENSE
            -DMETAINFO=${metainfo} -DAPP_ID=${URI_APP_ID} "-DNAME=URI Inspector"
            -DPACKAGE=${URI_PACKAGE_NAME} -DVERSION=${PROJECT_VERSION}
            "-DMAINTAINER=${URI_PACKAGE_MAINTAINER}" -DHOMEPAGE=${URI_PACKAGE_HOMEPAGE}
            -DGZIP=${GZIP_EXECUTABLE} -DOUTPUT_DIR=${debian_docs}
            -P ${PROJECT_SOURCE_DIR}/cmake/DebianDocs.cmake
        DEPENDS ${PROJECT_SOURCE_DIR}/LICENSE ${metainfo}
            ${PROJECT_SOURCE_DIR}/cmake/DebianDocs.cmake
        COMMENT "Generating the Debian copyright and changelog files"
        VERBATIM)
    add_custom_target(debian_docs ALL
        DEPENDS ${debian_docs}/copyright ${debian_docs}/changelog.gz)
    # every package of the set has them in its own usr/share/doc/<package>,
    # and the other two the data's licences too (uri-inspector's come with
    # a plain install)
    install(FILES ${debian_docs}/copyright ${debian_docs}/changelog.gz
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/${URI_PACKAGE_NAME}
        COMPONENT debian EXCLUDE_FROM_ALL)
    foreach(package_component python3-uri-inspector:python_debian liburi-inspector-dev:devel_debian)
        string(REPLACE ":" ";" package_component ${package_component})
        list(GET package_component 0 package)
        list(GET package_component 1 component)
        install(FILES ${debian_docs}/copyright ${debian_docs}/changelog.gz docs/licences.md
            DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/${package}
            COMPONENT ${component} EXCLUDE_FROM_ALL)
    endforeach()
endif()

# Go links its programs statically: the Go reader (readers/CMakeLists.txt)
if(URI_GO)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/debian/uri-inspector.lintian-overrides
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/lintian/overrides RENAME ${URI_PACKAGE_NAME}
        COMPONENT debian EXCLUDE_FROM_ALL)
endif()

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME ${URI_PACKAGE_NAME})
set(CPACK_PACKAGE_VENDOR "The URI Inspector authors")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT ${URI_PACKAGE_MAINTAINER})
set(CPACK_PACKAGE_HOMEPAGE_URL ${URI_PACKAGE_HOMEPAGE})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
# The package set (Debian Policy 3.4, 12.5): one package per group of
# install components, each with its usr/share/doc files (component *debian):
#   uri-inspector           the programs, their pages and completions
#   python3-uri-inspector   the Python module (python/), when it is built
#   liburi-inspector-dev    the core's headers, static libraries, CMake
#                           package and pkg-config file (core/CMakeLists.txt)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL Unspecified debian devel devel_debian)
set(CPACK_COMPONENT_UNSPECIFIED_GROUP main)
set(CPACK_COMPONENT_DEBIAN_GROUP main)
set(CPACK_COMPONENT_DEVEL_GROUP devel)
set(CPACK_COMPONENT_DEVEL_DEBIAN_GROUP devel)
if(URI_PYTHON_MODULE)
    list(APPEND CPACK_COMPONENTS_ALL python python_debian)
    set(CPACK_COMPONENT_PYTHON_GROUP python)
    set(CPACK_COMPONENT_PYTHON_DEBIAN_GROUP python)
endif()
# Debian Policy 3.4: a synopsis (not a sentence, no article, no package
# name), then the long description; CPack indents it and writes " ." for
# an empty line.
# Each package's description begins with its own synopsis: the first line
# of CPACK_DEBIAN_<GROUP>_DESCRIPTION. CPack's DEB generator prepends
# CPACK_PACKAGE_DESCRIPTION_SUMMARY to every package's unless it is CPack's
# default text, so it is set to that text (tests/check_deb.sh checks each
# synopsis).
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_NAME} built using CMake")
set(CPACK_DEBIAN_MAIN_DESCRIPTION
"take URIs apart: anatomy, resolution, encodings, link security
URI Inspector shows every component of a URI reference with its exact
place in the input, checks it against the ABNF of RFC 3986 (or of an
older generation: RFC 2396, RFC 1808, RFC 1630) or reads it as a browser
does (the WHATWG URL Standard), and reports every violation with its span,
rule and citation.

It resolves references step by step, climbs the RFC 3986 normalization
ladder, shows the percent-encodings, IRI and punycode forms of each
component, and analyses where a link really goes: deceptive userinfo,
look-alike and mixed-script domains, redirect wrappers, nested URLs. It
never fetches a URI.

This package contains the window uri-inspector (Qt 6) and the
command-line tool uri-inspect, with their manual pages and bash, zsh and
fish completions.")
set(CPACK_DEBIAN_MAIN_PACKAGE_NAME ${URI_PACKAGE_NAME})
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_MAIN_PACKAGE_SECTION web)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# libpsl reads Debian's Public Suffix List (the registrable domains of the
# security analysis); Qt's own Japanese texts for the window in Japanese
set(CPACK_DEBIAN_MAIN_PACKAGE_RECOMMENDS publicsuffix)
# the runtimes of the server-side readers (docs/readers.md): each one that
# is installed adds its language's rows; Go's reader is built in
set(URI_READER_RUNTIMES "python3, python3-urllib3, nodejs, php-cli, default-jre-headless, ruby")
if(URI_BUILD_GUI)
    set(CPACK_DEBIAN_MAIN_PACKAGE_SUGGESTS "qt6-translations-l10n, ${URI_READER_RUNTIMES}")
else()
    set(CPACK_DEBIAN_MAIN_PACKAGE_SUGGESTS "${URI_READER_RUNTIMES}")
endif()

# The Python module: for the python3 it was built with (its file name
# carries that version's ABI tag; Debian Python Policy 2.2), and the
# libraries dpkg-shlibdeps finds
set(CPACK_DEBIAN_PYTHON_PACKAGE_NAME python3-${URI_PACKAGE_NAME})
set(CPACK_DEBIAN_PYTHON_PACKAGE_SECTION python)
if(URI_PYTHON_MODULE)
    string(REPLACE "." ";" version "${URI_PYTHON_VERSION}")
    list(GET version 0 major)
    list(GET version 1 minor)
    math(EXPR next_minor "${minor} + 1")
    set(CPACK_DEBIAN_PYTHON_PACKAGE_DEPENDS
        "python3 (>= ${major}.${minor}~), python3 (<< ${major}.${next_minor})")
endif()
set(CPACK_DEBIAN_PYTHON_PACKAGE_RECOMMENDS publicsuffix)
# readers() runs the server-side readers' programs of the main package
set(CPACK_DEBIAN_PYTHON_PACKAGE_SUGGESTS "${URI_PACKAGE_NAME}, ${URI_READER_RUNTIMES}")
set(CPACK_DEBIAN_PYTHON_DESCRIPTION
"URI Inspector's link analysis for Python programs
The module uri_inspector gives Python programs what the command-line tool
uri-inspect prints with --json, as dicts: check() analyses where a link
really goes and every trick it plays (RFC 3986 section 7, parser
differentials, look-alike domains, redirect wrappers), check_many() does a
batch on every core, and parse(), resolve(), normalize(), compare(),
readers() and extract() split, resolve and compare URIs and find them in
mail, pages and PDFs. Nothing is ever fetched.")

# The C++ library: static, so its users link what it links
set(CPACK_DEBIAN_DEVEL_PACKAGE_NAME liburi-inspector-dev)
set(CPACK_DEBIAN_DEVEL_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEVEL_PACKAGE_DEPENDS
    "libicu-dev, libpsl-dev, nlohmann-json3-dev, libboost1.81-dev")
set(CPACK_DEBIAN_DEVEL_PACKAGE_RECOMMENDS "publicsuffix, pkg-config")
set(CPACK_DEBIAN_DEVEL_DESCRIPTION
"URI Inspector's core: URIs taken apart, resolved and checked (C++)
The core of URI Inspector as a C++20 library: one static library per
capability (syntax under every generation of the URI specifications, the
URL Standard's parser, resolution with traces, normalization, extraction
from text, the link-security analysis) with their headers, a CMake package
(find_package(UriInspector), the targets UriInspector::<capability>) and a
pkg-config file (uri-inspector).")
# control files 0644 and 0755 (Debian Policy 10.9)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)

# `cpack --config CPackSourceConfig.cmake`: the sources, without build
# trees, Git's data and the npm oracles (.ci/setup)
set(CPACK_SOURCE_GENERATOR TXZ)
set(CPACK_SOURCE_IGNORE_FILES "/[.]git/" "/build/" "/tests/oracles/node_modules/")

include(CPack)
