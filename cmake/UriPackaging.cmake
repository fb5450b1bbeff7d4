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
    install(FILES ${debian_docs}/copyright ${debian_docs}/changelog.gz
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/${URI_PACKAGE_NAME}
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
# What is installed: every install rule but those of a component left out
# of a full install ("ALL"), and the component "debian".
set(CPACK_INSTALL_CMAKE_PROJECTS
    ${PROJECT_BINARY_DIR} ${PROJECT_NAME} ALL /
    ${PROJECT_BINARY_DIR} ${PROJECT_NAME} debian /)
# Debian Policy 3.4: a synopsis (not a sentence, no article, no package
# name), then the long description; CPack indents it and writes " ." for
# an empty line.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "take URIs apart: anatomy, resolution, encodings, link security")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
"URI Inspector shows every component of a URI reference with its exact
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
set(CPACK_DEBIAN_PACKAGE_NAME ${URI_PACKAGE_NAME})
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION web)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# libpsl reads Debian's Public Suffix List (the registrable domains of the
# security analysis); Qt's own Japanese texts for the window in Japanese
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS publicsuffix)
if(URI_BUILD_GUI)
    set(CPACK_DEBIAN_PACKAGE_SUGGESTS qt6-translations-l10n)
endif()
# control files 0644 and 0755 (Debian Policy 10.9)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)

# `cpack --config CPackSourceConfig.cmake`: the sources, without build
# trees, Git's data and the npm oracles (.ci/setup)
set(CPACK_SOURCE_GENERATOR TXZ)
set(CPACK_SOURCE_IGNORE_FILES "/\\.git/" "/build/" "/tests/oracles/node_modules/")

include(CPack)
