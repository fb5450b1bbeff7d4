// uriparser (uriparser/Uri.h): a strict RFC 3986 parser in C, read with
// uriParseSingleUriExA() over the bytes from first to afterLast, so a NUL
// byte is read (and rejected as a character) rather than ending the text.
#include "readers/detail/reader_kit.h"

#include <uriparser/Uri.h>

namespace uri::readers::detail {

namespace {

std::optional<std::string> textOf(const UriTextRangeA &range)
{
    if (range.first == nullptr)
        return std::nullopt;
    return std::string(range.first, range.afterLast);
}

std::string errorName(int code)
{
    switch (code) {
    case URI_ERROR_SYNTAX:
        return "URI_ERROR_SYNTAX";
    case URI_ERROR_NULL:
        return "URI_ERROR_NULL";
    case URI_ERROR_MALLOC:
        return "URI_ERROR_MALLOC";
    default:
        return "error " + std::to_string(code);
    }
}

class UriparserReader final : public Reader
{
public:
    UriparserReader()
        // uriparser has no call that gives its version: this is the version of
        // the headers it was built with (URI_VER_ANSI), the same package.
        : Reader(makeIdentity("c", "uriparser", "uriparser", "uriparser", URI_VER_ANSI,
                              "uriParseSingleUriExA()"))
    {}

    Reading read(std::string_view text) const override
    {
        Reading r = identity();
        UriUriA uri{};
        const char *errorPos = nullptr;
        const int code
            = uriParseSingleUriExA(&uri, text.data(), text.data() + text.size(), &errorPos);
        if (code != URI_SUCCESS) {
            std::string why = errorName(code);
            if (errorPos != nullptr && errorPos >= text.data()
                && errorPos <= text.data() + text.size())
                why += " at byte " + std::to_string(errorPos - text.data());
            fail(r, Outcome::Error, std::move(why));
            uriFreeUriMembersA(&uri);
            return r;
        }
        r.part(Component::Scheme) = textOf(uri.scheme);
        r.part(Component::Userinfo) = textOf(uri.userInfo);
        r.part(Component::Host) = textOf(uri.hostText);
        r.part(Component::Port) = textOf(uri.portText);
        // the path is a list of segments; a host or absolutePath puts "/" first
        std::string path;
        const bool rooted = uri.hostText.first != nullptr || uri.absolutePath != URI_FALSE;
        for (const UriPathSegmentA *s = uri.pathHead; s != nullptr; s = s->next)
            path += (s == uri.pathHead && !rooted ? "" : "/") + textOf(s->text).value_or("");
        if (uri.pathHead == nullptr && uri.absolutePath != URI_FALSE)
            path = "/";
        r.part(Component::Path) = std::move(path);
        r.part(Component::Query) = textOf(uri.query);
        r.part(Component::Fragment) = textOf(uri.fragment);
        uriFreeUriMembersA(&uri);
        return r;
    }
};

} // namespace

std::unique_ptr<Reader> makeUriparserReader()
{
    return std::make_unique<UriparserReader>();
}

} // namespace uri::readers::detail
