// What extract.cpp shares with the security analysis.
#pragma once

#include "uriinspector/extract.h"
#include "uriinspector/parse.h"

#include <optional>

namespace uri::detail {

/// unwrapOnce() on a reference parse() has split already.
[[nodiscard]] std::optional<UnwrapStep> unwrapParsed(const ParseResult &parsed,
                                                     const security::SecurityData &data);

} // namespace uri::detail
