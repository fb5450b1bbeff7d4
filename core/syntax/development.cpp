// Development checks (syntax/detail/development.h).
#include "syntax/detail/development.h"

#include <array>
#include <atomic>
#include <cstdio>
#include <cstdlib>

namespace uri::detail {

namespace {

std::array<std::atomic<std::uint64_t>, 2> g_parses{};
static_assert(static_cast<std::size_t>(Parser::Whatwg) + 1 == 2, "one counter per Parser");

} // namespace

void checkInvariant(std::string_view what, std::string_view where)
{
    if (what.empty())
        return;
    std::fprintf(stderr, "uri-inspector: broken invariant in %.*s: %.*s\n",
                 static_cast<int>(where.size()), where.data(), static_cast<int>(what.size()),
                 what.data());
    std::abort();
}

void recordParse(Parser parser)
{
    g_parses[static_cast<std::size_t>(parser)].fetch_add(1, std::memory_order_relaxed);
}

std::uint64_t parseCount(Parser parser)
{
    return g_parses[static_cast<std::size_t>(parser)].load(std::memory_order_relaxed);
}

} // namespace uri::detail
