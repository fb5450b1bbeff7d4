/**
 * @file parse_classic.h
 * @brief The grammars before RFC 3986, and what the parsers share.
 */
#pragma once

#include "uriinspector/parse.h"

namespace uri::detail {

/// Whether parseClassic() implements @p spec: RFC 2396, draft-01, RFC 1808, RFC 1630.
[[nodiscard]] constexpr bool isClassicSpec(Spec spec)
{
    return spec == Spec::Rfc2396 || spec == Spec::Draft01 || spec == Spec::Rfc1808
           || spec == Spec::Rfc1630;
}

/**
 * Split and check @p text by the grammar (and, where the text gives one, the
 * parsing order) of an older generation, with that generation's rule names
 * and citations in every diagnostic.
 */
[[nodiscard]] ParseResult parseClassic(std::string_view text, Spec spec);

/// RFC 3986 §4: the form of a split reference (the same tests serve the
/// older generations, whose forms RFC 3986 named).
[[nodiscard]] inline Form formOf(const ParseResult &r)
{
    if (r.scheme)
        return r.fragment ? Form::UriWithFragment : Form::AbsoluteUri;
    if (r.authority)
        return Form::NetworkPath;
    if (!r.path.empty() && r.input[r.path.offset] == '/')
        return Form::AbsolutePath;
    if (r.path.empty() && !r.query)
        return Form::SameDocument; // §4.4: "" or "#fragment"
    return Form::RelativePath;
}

} // namespace uri::detail
