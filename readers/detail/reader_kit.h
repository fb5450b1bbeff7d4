// What the readers have in common: making a Reading, and the readers of
// each library (one source file each). Private to readers/ and readers/qt/.
#pragma once

#include "uriinspector/readers.h"

#include <memory>
#include <string>
#include <string_view>

namespace uri::readers::detail {

/// A reader's identity (Reader::identity()): a Read reading with no component;
/// @p language is one of languages()' keys.
[[nodiscard]] Reading makeIdentity(std::string language, std::string id, std::string name,
                                   std::string library, std::string version, std::string mode,
                                   bool browser = false);

/// @p reading turned into a refusal or an error with @p why, its parts cleared.
void fail(Reading &reading, Outcome outcome, std::string why);

/// Why a C string API cannot be given @p text ("" when it can): a NUL byte
/// would end the string early.
[[nodiscard]] std::string cStringRefusal(std::string_view text, std::string_view api);

/// The identity of this project's RFC 3986 reader under @p spec.
[[nodiscard]] Reading rfc3986Identity(Spec spec);
/// The identity of this project's URL Standard reader.
[[nodiscard]] Reading whatwgIdentity();

[[nodiscard]] std::unique_ptr<Reader> makeWhatwgReader();
[[nodiscard]] std::unique_ptr<Reader> makeRfc3986Reader(Spec spec);
/// libcurl's URL API: flags 0, or CURLU_NON_SUPPORT_SCHEME.
[[nodiscard]] std::unique_ptr<Reader> makeCurlReader(bool nonSupportScheme);
[[nodiscard]] std::unique_ptr<Reader> makeUriparserReader();
[[nodiscard]] std::unique_ptr<Reader> makeBoostUrlReader();

} // namespace uri::readers::detail
