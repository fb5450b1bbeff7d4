// What the libFuzzer harnesses share: a check that stops the run, and the
// input cut into the texts an entry point takes.
#pragma once

#include "uriinspector/spec.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <utility>

namespace fuzz {

/// A broken invariant: say which, and abort, so that libFuzzer keeps the
/// input as a crash.
[[noreturn]] inline void fail(const char *what, const char *file, int line)
{
    std::fprintf(stderr, "%s:%d: invariant broken: %s\n", file, line, what);
    std::abort();
}

} // namespace fuzz

#define FUZZ_CHECK(condition)                                                                      \
    ((condition) ? static_cast<void>(0) : ::fuzz::fail(#condition, __FILE__, __LINE__))

namespace fuzz {

/// The input as text.
inline std::string_view text(const std::uint8_t *data, std::size_t size)
{
    return {reinterpret_cast<const char *>(data), size};
}

/// Two texts: before and after the first newline (the second empty when
/// there is none), as "BASE\nREFERENCE".
inline std::pair<std::string_view, std::string_view> twoTexts(std::string_view in)
{
    const std::size_t nl = in.find('\n');
    if (nl == std::string_view::npos)
        return {in, {}};
    return {in.substr(0, nl), in.substr(nl + 1)};
}

/// A generation chosen by the input's first byte (which is then dropped),
/// among those resolve() supports: every spec but the URL Standard.
inline uri::Spec specOf(std::string_view &in)
{
    constexpr uri::Spec kSpecs[]
        = {uri::Spec::Rfc3986, uri::Spec::Rfc3986NonStrict, uri::Spec::Rfc2396,
           uri::Spec::Draft01, uri::Spec::Rfc1808,          uri::Spec::Rfc1630};
    if (in.empty())
        return uri::Spec::Rfc3986;
    const auto pick = static_cast<unsigned char>(in.front()) % std::size(kSpecs);
    in.remove_prefix(1);
    return kSpecs[pick];
}

} // namespace fuzz
