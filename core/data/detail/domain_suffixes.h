// The domain and its parents, for looking a host up in the tables of
// resources/security/ (protected, widely used, unstable and special names).
#pragma once

#include <cstddef>
#include <string_view>

namespace uri::security::detail {

/// A domain name is at most 253 characters written out (RFC 1035 §2.3.4:
/// 255 octets on the wire); no table holds a longer one.
inline constexpr std::size_t kMaxDomainLength = 253;

/**
 * @brief Calls @p visit with @p host and each of its parent domains in turn
 * ("a.b.example", "b.example", "example"), a final "." dropped first, until
 * @p visit returns true.
 *
 * Those longer than kMaxDomainLength are skipped without a call: visiting
 * (hashing) every suffix of a host of n labels would take time n squared,
 * and a host of 100,000 labels is a link that someone made.
 * @return whether @p visit returned true.
 */
template <class Visit>
bool forEachDomainSuffix(std::string_view host, Visit &&visit)
{
    std::string_view rest = host;
    if (!rest.empty() && rest.back() == '.')
        rest.remove_suffix(1);
    if (rest.size() > kMaxDomainLength) {
        // the first suffix short enough starts after a dot in the last 254 characters
        const std::size_t dot = rest.find('.', rest.size() - kMaxDomainLength - 1);
        if (dot == std::string_view::npos)
            return false;
        rest.remove_prefix(dot + 1);
    }
    while (!rest.empty()) {
        if (visit(rest))
            return true;
        // labels are short: a loop, not a call of memchr() per label
        std::size_t dot = 0;
        while (dot < rest.size() && rest[dot] != '.')
            ++dot;
        if (dot == rest.size())
            break;
        rest.remove_prefix(dot + 1);
    }
    return false;
}

} // namespace uri::security::detail
