// What the files of core/practice share (not installed).
#pragma once

#include "uriinspector/practice.h"

#include <string>
#include <string_view>

namespace uri::practice::detail {

/// @p text escaped for display, between double quotes.
[[nodiscard]] std::string quoted(std::string_view text);
/// "{name}" in @p text replaced by @p value, every time.
[[nodiscard]] std::string fill(std::string text, std::string_view name, std::string_view value);
/// The five components of @p text as parse() splits it (RFC 3986 Appendix B).
[[nodiscard]] Components componentsOf(std::string_view text);

} // namespace uri::practice::detail
