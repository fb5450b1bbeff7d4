// Boost.URL (boost/url.hpp): parse_uri_reference(), RFC 3986's
// URI-reference, read from a string_view (a NUL byte is a character to it).
// The parts are its encoded_*() views: as written, not decoded.
#include "readers/detail/reader_kit.h"

#include <boost/url/parse.hpp>
#include <boost/version.hpp>

namespace uri::readers::detail {

namespace {

std::string boostVersion()
{
    // Boost.URL's shared library is named for its exact version
    // (libboost_url.so.1.81.0), so the headers' version is the library's.
    return std::to_string(BOOST_VERSION / 100000) + "." + std::to_string(BOOST_VERSION / 100 % 1000)
           + "." + std::to_string(BOOST_VERSION % 100);
}

class BoostUrlReader final : public Reader
{
public:
    BoostUrlReader()
        : Reader(makeIdentity("cpp", "boost-url", "Boost.URL", "Boost.URL", boostVersion(),
                              "boost::urls::parse_uri_reference()"))
    {}

    Reading read(std::string_view text) const override
    {
        Reading r = identity();
        const auto parsed = boost::urls::parse_uri_reference(text);
        if (parsed.has_error()) {
            fail(r, Outcome::Error, parsed.error().message());
            return r;
        }
        const boost::urls::url_view &u = *parsed;
        const auto str = [](auto view) { return std::string(view.data(), view.size()); };
        if (u.has_scheme())
            r.part(Component::Scheme) = str(u.scheme());
        if (u.has_userinfo())
            r.part(Component::Userinfo) = str(u.encoded_userinfo());
        if (u.has_authority())
            r.part(Component::Host) = str(u.encoded_host());
        if (u.has_port())
            r.part(Component::Port) = str(u.port());
        r.part(Component::Path) = str(u.encoded_path());
        if (u.has_query())
            r.part(Component::Query) = str(u.encoded_query());
        if (u.has_fragment())
            r.part(Component::Fragment) = str(u.encoded_fragment());
        return r;
    }
};

} // namespace

std::unique_ptr<Reader> makeBoostUrlReader()
{
    return std::make_unique<BoostUrlReader>();
}

} // namespace uri::readers::detail
