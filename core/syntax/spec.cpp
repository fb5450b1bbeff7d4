#include "uriinspector/spec.h"

namespace uri {

std::string_view specName(Spec spec)
{
    switch (spec) {
    case Spec::Rfc3986:
        return "rfc3986";
    case Spec::Rfc3986NonStrict:
        return "rfc3986-nonstrict";
    case Spec::Rfc2396:
        return "rfc2396";
    case Spec::Draft01:
        return "draft-fielding-url-syntax-01";
    case Spec::Rfc1808:
        return "rfc1808";
    case Spec::Rfc1630:
        return "rfc1630";
    case Spec::Whatwg:
        return "whatwg";
    }
    return "rfc3986";
}

std::optional<Spec> specFromName(std::string_view name)
{
    if (name == "draft-01")
        return Spec::Draft01;
    for (Spec spec : kAllSpecs) {
        if (specName(spec) == name)
            return spec;
    }
    return std::nullopt;
}

} // namespace uri
