/**
 * @file idna.h
 * @brief Hosts to ASCII (Punycode A-labels) and to Unicode with ICU's
 * implementation of UTS #46 (Unicode IDNA Compatibility Processing), label
 * by label, with each of ICU's errors as a diagnostic on its label.
 *
 * A reg-name may carry its non-ASCII characters percent-encoded as UTF-8
 * (RFC 3986 §3.2.2), so the host is percent-decoded first, and every label
 * keeps the span of the input it came from, triplets included.
 *
 * The whole name is processed with uidna_nameToASCII_UTF8 and
 * uidna_nameToUnicode_UTF8; each label alone with uidna_labelToASCII_UTF8
 * and uidna_labelToUnicodeUTF8, which tells which label an error belongs to.
 * Errors that no single label shows (the length of the whole name, the Bidi
 * Rule across labels) are reported on the whole host.
 */
#pragma once

#include "uriinspector/diagnostic.h"
#include "uriinspector/span.h"

#include <string>
#include <string_view>
#include <vector>

namespace uri {

/// The options of UTS #46 processing (ICU's UIDNA_* option bits).
struct IdnaOptions
{
    /// Transitional processing (IDNA2003 mappings of U+00DF, U+03C2, ZWJ, ZWNJ); UTS #46
    /// and the URL Standard now use nontransitional processing.
    bool transitional = false;
    bool checkBidi = true;      ///< RFC 5893 Bidi Rule (UIDNA_CHECK_BIDI)
    bool checkJoiners = true;   ///< RFC 5892 CONTEXTJ (UIDNA_CHECK_CONTEXTJ)
    bool checkContextO = false; ///< RFC 5892 CONTEXTO (UIDNA_CHECK_CONTEXTO)
    /// STD3 (RFC 1123 host names): only letters, digits and "-" in ASCII.
    /// The URL Standard turns it off; a DNS host name needs it.
    bool useStd3Rules = true;

    friend bool operator==(const IdnaOptions &, const IdnaOptions &) = default;
};

/// One label of a host.
struct IdnaLabel
{
    Span span;                    ///< in the input, percent-encodings included
    std::string text;             ///< the label as given, percent-decoded
    std::string ascii;            ///< UTS #46 ToASCII of this label alone
    std::string unicode;          ///< UTS #46 ToUnicode of this label alone
    std::vector<DiagCode> errors; ///< ICU's errors for this label alone
    bool root = false;            ///< the empty label after a final "." (the DNS root)

    [[nodiscard]] bool ok() const { return errors.empty(); }
    friend bool operator==(const IdnaLabel &, const IdnaLabel &) = default;
};

struct IdnaResult
{
    Span span;           ///< the host in the input
    std::string decoded; ///< the host percent-decoded (RFC 3986 §3.2.2)
    /// UTS #46 ToASCII of the whole name. When !ok(), what ICU gave, which
    /// may hold U+FFFD for the labels that failed: show it as a failure.
    std::string ascii;
    std::string unicode; ///< UTS #46 ToUnicode of the whole name (same warning)
    std::vector<IdnaLabel> labels;
    std::vector<Diagnostic> diagnostics; ///< one per error and label; spans in the input

    /// No error in either direction.
    [[nodiscard]] bool ok() const { return diagnostics.empty(); }
    friend bool operator==(const IdnaResult &, const IdnaResult &) = default;
};

/**
 * @brief UTS #46 processing of the host at @p host in @p input.
 * @param input the whole input (for spans); @p host a reg-name within it,
 * without brackets: IP literals and IPv4 addresses are no domain names.
 */
[[nodiscard]] IdnaResult idnaHost(std::string_view input, Span host,
                                  const IdnaOptions &options = {});

/// UTS #46 processing of @p host, which is the whole input.
[[nodiscard]] inline IdnaResult idnaHost(std::string_view host, const IdnaOptions &options = {})
{
    return idnaHost(host, Span{0, host.size()}, options);
}

} // namespace uri
