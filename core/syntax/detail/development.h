/**
 * @file development.h
 * @brief Development checks (after ada's ADA_DEVELOPMENT_CHECKS): on in every
 * build without NDEBUG, that is the dev and asan presets, off in release.
 *
 * - Every ParseResult that a parser returns is checked for consistency
 *   (spans in bounds, ordered and nested as the grammar says); a broken one
 *   stops the program with the reason.
 * - Every parse is counted, so that a test can assert that one inspection
 *   parses each view of its input once.
 */
#pragma once

#include <cstdint>
#include <string_view>

namespace uri::detail {

#ifdef NDEBUG
inline constexpr bool kDevelopmentChecks = false;
#else
inline constexpr bool kDevelopmentChecks = true;
#endif

/// Stop the program with @p what (a broken invariant) when it is not empty.
void checkInvariant(std::string_view what, std::string_view where);

/// The parsers whose calls are counted.
enum class Parser : std::uint8_t {
    Syntax, ///< uri::parse(), any generation
    Whatwg, ///< uri::whatwg::parse()
};

/// Count one call of @p parser (what countParse() does in development builds).
void recordParse(Parser parser);

/// Count one call of @p parser; nothing at all in release builds.
inline void countParse(Parser parser)
{
    if constexpr (kDevelopmentChecks)
        recordParse(parser);
}

/// The calls of @p parser counted since the program started, in every thread;
/// always 0 without kDevelopmentChecks.
[[nodiscard]] std::uint64_t parseCount(Parser parser);

} // namespace uri::detail
