/**
 * @file host_syntax.h
 * @brief The host alternatives of RFC 3986 §3.2.2 that need more than a table.
 */
#pragma once

#include "syntax/detail/describe.h"
#include "uriinspector/span.h"

#include <string_view>

namespace uri::detail {

/**
 * IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
 * dec-octet   = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
 * (RFC 3986 §3.2.2): strict, so "01.2.3.4" and "1.2.3" are not IPv4address.
 */
[[nodiscard]] bool isIpv4Address(std::string_view text);

/// One to four dot-separated numbers, decimal or "0x" hexadecimal (with an
/// optional final dot): what inet_aton() and the URL Standard read as IPv4.
[[nodiscard]] bool looksLikeNumericHost(std::string_view text);

/**
 * Check @p address (the text inside the brackets, without a zone id) against
 * IPv6address (RFC 3986 §3.2.2), reporting each violation to @p sink.
 * @code
 *   IPv6address =                            6( h16 ":" ) ls32
 *               /                       "::" 5( h16 ":" ) ls32
 *               / [               h16 ] "::" 4( h16 ":" ) ls32
 *               / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
 *               / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
 *               / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
 *               / [ *4( h16 ":" ) h16 ] "::"              ls32
 *               / [ *5( h16 ":" ) h16 ] "::"              h16
 *               / [ *6( h16 ":" ) h16 ] "::"
 *   ls32        = ( h16 ":" h16 ) / IPv4address
 *   h16         = 1*4HEXDIG
 * @endcode
 * The nine alternatives amount to: pieces of one to four HEXDIG separated by
 * ":", an optional IPv4address as the last two pieces, and either exactly
 * eight pieces, or at most seven and one "::".
 */
void checkIpv6Address(std::string_view text, Span address, DiagSink &sink);

} // namespace uri::detail
