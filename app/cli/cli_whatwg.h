/**
 * @file cli_whatwg.h
 * @brief `uri-inspect parse --spec whatwg [--base URL]`: the URL Standard's
 * view of each input, as JSON Lines or as text.
 */
#pragma once

#include "cli.h"
#include "cli_args.h"
#include "cli_jobs.h"

#include "uriinspector/whatwg.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace uri::cli {

/// The readable form of the same.
[[nodiscard]] std::string whatwgText(const whatwg::ParseResult &result,
                                     const std::optional<std::string> &base, const Style &style);

/// `resolve --spec whatwg BASE REF`: what `new URL(REF, BASE)` gives.
struct WhatwgResolution
{
    bool ok = false;             ///< a target, and neither base nor reference fails
    nlohmann::ordered_json json; ///< the fields of `resolve --json` (trace and notes empty)
    std::string text;            ///< the readable form
};

/// Resolve @p reference against @p base as the URL Standard does: the base
/// is parsed on its own, then the reference with it (whatwg::parseWithBase()).
[[nodiscard]] WhatwgResolution resolveWhatwg(const std::string &base, const std::string &reference,
                                             const Style &style);

/// Run `parse --spec whatwg` on the inputs of @p args ("--base" and "--json"
/// read from it); returns the exit status (1 when an input fails or has a
/// validation error, 2 when the base URL itself fails).
int runParseWhatwg(const ParsedArgs &args, const Style &style, Jobs jobs);

} // namespace uri::cli
