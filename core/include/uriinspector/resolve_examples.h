/**
 * @file resolve_examples.h
 * @brief The tables of resolution examples the specs print, with the
 * results they expect: RFC 3986 §5.4.1 and §5.4.2, and
 * draft-fielding-url-syntax-01 Appendix C.1 and C.2, from
 * resources/resolve/examples.tsv (tests/data holds the texts they are
 * checked against).
 */
#pragma once

#include "uriinspector/resolve.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uri {

/// One example of a document: a reference and the target it prints.
struct ResolutionExample
{
    std::string section;   ///< "5.4.1", "C.2"
    std::string reference; ///< "" is the empty reference ("<>" in draft-01)
    /// As printed: a URI, or "(current document)" and a fragment (draft-01)
    std::string expected;
    /// A second result the document allows ("for backward compatibility").
    std::optional<std::string> alternative;

    /// Whether @p result (against @p base) is what the example expects: its
    /// target, or its alternative, or, for "(current document)#s", a
    /// reference the spec calls one to the current document (or the base
    /// itself) with that fragment.
    [[nodiscard]] bool passes(const ResolveResult &result, std::string_view base) const;
    /// Whether the expected result is draft-01's "(current document)" and a fragment.
    [[nodiscard]] bool expectsCurrentDocument() const;
};

/// A document's examples, all against one base.
struct ResolutionBatch
{
    const char *id;     ///< "rfc3986", "draft01"
    const char *source; ///< "RFC 3986 §5.4.1 and §5.4.2"
    std::string base;
    std::vector<ResolutionExample> examples;

    /// RFC 3986 §5.4.1 Normal Examples and §5.4.2 Abnormal Examples.
    static const ResolutionBatch &rfc3986();
    /// draft-fielding-url-syntax-01 Appendix C.1 and C.2.
    static const ResolutionBatch &draft01();
};

} // namespace uri
