/**
 * @file spec.h
 * @brief The generations of the URI specification, as a value.
 *
 * The behaviour of the core is selected by a Spec value, never by a fork of
 * the code: each algorithm looks up what differs between generations in a
 * table or a strategy keyed by Spec.
 */
#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace uri {

enum class Spec {
    Rfc3986,          ///< RFC 3986 (2005), strict resolution
    Rfc3986NonStrict, ///< RFC 3986 with the §5.2.2 "http:g" loophole
    Rfc2396,          ///< RFC 2396 (1998)
    Draft01,          ///< draft-fielding-url-syntax-01 (1997)
    Rfc1808,          ///< RFC 1808 (1995), relative URLs
    Rfc1630,          ///< RFC 1630 (1994), URIs in WWW
    Whatwg,           ///< the WHATWG URL Standard (what browsers do)
};

inline constexpr std::array kAllSpecs{Spec::Rfc3986,
                                      Spec::Rfc3986NonStrict,
                                      Spec::Rfc2396,
                                      Spec::Draft01,
                                      Spec::Rfc1808,
                                      Spec::Rfc1630,
                                      Spec::Whatwg};

/// The stable name used on the command line and in JSON ("rfc3986", ...).
[[nodiscard]] std::string_view specName(Spec spec);

/// The Spec with that stable name; "draft-01" is accepted for Draft01.
[[nodiscard]] std::optional<Spec> specFromName(std::string_view name);

} // namespace uri
