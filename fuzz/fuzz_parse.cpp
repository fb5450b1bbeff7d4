// libFuzzer harness for uri::parse under RFC 3986 and every older
// generation. Checks the invariants every input must keep: §5.3
// recomposition gives back the input byte for byte, every span lies inside
// the input and the components come in order (consistencyError()); and the
// derivation of each grammar drawn (RFC 3986, RFC 2396, RFC 1808) agrees with
// the split (derivationDisagreement(): the grammar stops no later than the
// first error); and the parse's scan of sixteen bytes at a time stops where
// the byte loop does, for each class it scans, from the start and the middle.
//
// Build: cmake --preset fuzz && cmake --build --preset fuzz
// Run:   build/fuzz/fuzz/fuzz_parse -max_total_time=60 fuzz/corpus/parse
#include "fuzz_support.h"

#include "syntax/detail/class_scan.h"
#include "uriinspector/grammar.h"
#include "uriinspector/parse.h"

#include <cstdint>
#include <cstdlib>
#include <string>

namespace {

void checkSpan(const uri::OptSpan &span, std::size_t size)
{
    if (span)
        FUZZ_CHECK(span->end() <= size);
}

// the derivation agrees with the parse (uriinspector/grammar.h)
void checkDerivation(const uri::ParseResult &r)
{
    if (!uri::deriveSupports(r.spec) || r.input.size() > uri::kMaxDerivationBytes)
        return;
    const std::string why = uri::derivationDisagreement(r, uri::derive(r), /*atFirstError=*/false);
    if (!why.empty()) {
        std::fprintf(stderr, "derivation (%s): %s\n", std::string(uri::specName(r.spec)).c_str(),
                     why.c_str());
        std::abort();
    }
}

// syntax/detail/class_scan.h: the same index as the byte loop
template <uri::charset::Mask M>
void checkWideScan(std::string_view text)
{
    if (!uri::detail::scansWide(text.size()))
        return;
    for (const std::size_t from : {std::size_t{0}, text.size() / 2}) {
        FUZZ_CHECK(uri::detail::skipClassWide(text.data(), from, text.size(),
                                              uri::detail::kNibbleTables<M>)
                   == uri::detail::skipClassBytes(text, from, M));
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    for (const uri::Spec spec :
         {uri::Spec::Rfc2396, uri::Spec::Draft01, uri::Spec::Rfc1808, uri::Spec::Rfc1630}) {
        const uri::ParseResult older = uri::parse(text, spec);
        FUZZ_CHECK(uri::consistencyError(older).empty()); // §5.3 recomposition included
        checkDerivation(older);                           // RFC 2396's and RFC 1808's grammars
    }
    using namespace uri::charset;
    checkWideScan<kScheme>(text);
    checkWideScan<kRegName>(text);
    checkWideScan<kDigit>(text);
    checkWideScan<kPath>(text);
    checkWideScan<kQuery>(text);
    const uri::ParseResult r = uri::parse(text);
    FUZZ_CHECK(uri::consistencyError(r).empty());
    FUZZ_CHECK(r.recompose() == text);
    for (const uri::OptSpan &s :
         {r.scheme, r.authority, r.userinfo, r.user, r.password, r.host, r.port,
          uri::OptSpan(r.path), r.query, r.fragment, r.zoneId, r.ipLiteralAddress}) {
        checkSpan(s, size);
    }
    FUZZ_CHECK(r.hostType.has_value() == r.host.has_value());
    if (r.authority && r.host)
        FUZZ_CHECK(r.authority->contains(*r.host));
    if (r.query)
        FUZZ_CHECK(r.query->offset >= r.path.end());
    FUZZ_CHECK(r.diagnostics.size() <= uri::kMaxDiagnostics + 1);
    for (const uri::Diagnostic &d : r.diagnostics) {
        FUZZ_CHECK(d.span.end() <= size);
        FUZZ_CHECK(!d.message.empty());
    }
    for (const uri::Span &s : uri::pathSegments(r))
        FUZZ_CHECK(r.path.contains(s));
    for (const uri::QueryParam &p : uri::queryParams(r))
        FUZZ_CHECK(r.query->contains(p.whole));
    checkDerivation(r);
    return 0;
}
