// libcurl's URL API (curl_url(3), curl_url_set(3), curl_url_get(3)): the
// parser that curl and every program built on libcurl run before they
// connect. Only the parser is called; no handle that transfers is made.
//
// Flags of curl_url_set(CURLUPART_URL) (curl_url_set(3)), and why the
// readings use none but one:
//   CURLU_NON_SUPPORT_SCHEME  accept a scheme libcurl was built without: the
//                             second reading, shown where it differs
//   CURLU_DEFAULT_SCHEME, CURLU_GUESS_SCHEME
//                             read a URL without a scheme as https:// or by
//                             its host name: the curl tool's guessing, not
//                             the library's default
//   CURLU_PATH_AS_IS          keep "." and ".." segments (the default
//                             removes them, RFC 3986 §5.2.4)
//   CURLU_URLENCODE, CURLU_ALLOW_SPACE, CURLU_DISALLOW_USER, CURLU_NO_AUTHORITY
//                             change what is accepted; off by default
// The parts are asked with flags 0: as libcurl stores them, not decoded,
// and no port unless one is written (CURLU_DEFAULT_PORT would add it).
#include "readers/detail/reader_kit.h"

#include <curl/curl.h>

namespace uri::readers::detail {

namespace {

class CurlUrl
{
public:
    CurlUrl()
        : handle_(curl_url())
    {}
    ~CurlUrl() { curl_url_cleanup(handle_); }
    CurlUrl(const CurlUrl &) = delete;
    CurlUrl &operator=(const CurlUrl &) = delete;
    [[nodiscard]] CURLU *get() const { return handle_; }

    // The part, or nothing when libcurl says it is not there (CURLUE_NO_*).
    [[nodiscard]] std::optional<std::string> part(CURLUPart which) const
    {
        char *out = nullptr;
        if (curl_url_get(handle_, which, &out, 0) != CURLUE_OK || out == nullptr)
            return std::nullopt;
        std::string value(out);
        curl_free(out);
        return value;
    }

private:
    CURLU *handle_;
};

std::string curlVersion()
{
    const curl_version_info_data *info = curl_version_info(CURLVERSION_NOW);
    return info != nullptr && info->version != nullptr ? info->version : LIBCURL_VERSION;
}

class CurlReader final : public Reader
{
public:
    explicit CurlReader(bool nonSupportScheme)
        : Reader(makeIdentity(
            "c", nonSupportScheme ? "curl-any-scheme" : "curl",
            nonSupportScheme ? "libcurl (any scheme)" : "libcurl", "libcurl", curlVersion(),
            nonSupportScheme ? "curl_url_set(CURLUPART_URL) with CURLU_NON_SUPPORT_SCHEME"
                             : "curl_url_set(CURLUPART_URL) with no flag"))
        , flags_(nonSupportScheme ? CURLU_NON_SUPPORT_SCHEME : 0U)
    {}

    Reading read(std::string_view text) const override
    {
        Reading r = identity();
        if (std::string why = cStringRefusal(text, "curl_url_set()"); !why.empty()) {
            fail(r, Outcome::Refused, std::move(why));
            return r;
        }
        const CurlUrl url;
        if (url.get() == nullptr) {
            fail(r, Outcome::Error, "curl_url() returned no handle (out of memory)");
            return r;
        }
        const std::string input(text);
        const CURLUcode code = curl_url_set(url.get(), CURLUPART_URL, input.c_str(), flags_);
        if (code != CURLUE_OK) {
            fail(r, Outcome::Error,
                 std::string(curl_url_strerror(code)) + " (CURLUcode " + std::to_string(code)
                     + ")");
            return r;
        }
        r.part(Component::Scheme) = url.part(CURLUPART_SCHEME);
        // userinfo = user [";" options] [":" password] (curl_url_get(3))
        const auto user = url.part(CURLUPART_USER);
        const auto options = url.part(CURLUPART_OPTIONS);
        const auto password = url.part(CURLUPART_PASSWORD);
        if (user || options || password)
            r.part(Component::Userinfo) = user.value_or("") + (options ? ";" + *options : "")
                                          + (password ? ":" + *password : "");
        r.part(Component::Host) = url.part(CURLUPART_HOST);
        // an IPv6 zone id is a part of its own (RFC 6874 §2 writes it in the host)
        if (const auto zone = url.part(CURLUPART_ZONEID); zone && r.part(Component::Host)) {
            std::string &host = *r.part(Component::Host);
            if (!host.empty() && host.back() == ']')
                host.insert(host.size() - 1, "%25" + *zone);
        }
        r.part(Component::Port) = url.part(CURLUPART_PORT);
        r.part(Component::Path) = url.part(CURLUPART_PATH);
        r.part(Component::Query) = url.part(CURLUPART_QUERY);
        r.part(Component::Fragment) = url.part(CURLUPART_FRAGMENT);
        return r;
    }

private:
    unsigned int flags_;
};

} // namespace

std::unique_ptr<Reader> makeCurlReader(bool nonSupportScheme)
{
    return std::make_unique<CurlReader>(nonSupportScheme);
}

} // namespace uri::readers::detail
