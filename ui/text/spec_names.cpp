#include "text/spec_names.h"

namespace uri::ui {

QString SpecNames::displayName(Spec spec)
{
    switch (spec) {
    case Spec::Rfc3986:
        return QStringLiteral("RFC 3986");
    case Spec::Rfc3986NonStrict:
        return tr("RFC 3986 (non-strict)");
    case Spec::Rfc2396:
        return QStringLiteral("RFC 2396");
    case Spec::Draft01:
        return QStringLiteral("draft-fielding-url-syntax-01");
    case Spec::Rfc1808:
        return QStringLiteral("RFC 1808");
    case Spec::Rfc1630:
        return QStringLiteral("RFC 1630");
    case Spec::Whatwg:
        return tr("WHATWG URL Standard");
    }
    return {};
}

QString SpecNames::description(Spec spec)
{
    switch (spec) {
    case Spec::Rfc3986:
        return tr("RFC 3986 (2005), the current generic URI syntax.");
    case Spec::Rfc3986NonStrict:
        return tr("RFC 3986 with the §5.2.2 loophole for \"http:g\" "
                  "(the same syntax).");
    case Spec::Rfc2396:
        return tr("RFC 2396 (1998), the URI syntax before RFC 3986.");
    case Spec::Draft01:
        return tr("draft-fielding-url-syntax-01 (1997), between RFC 1808 and "
                  "RFC 2396.");
    case Spec::Rfc1808:
        return tr("RFC 1808 (1995), relative URLs.");
    case Spec::Rfc1630:
        return tr("RFC 1630 (1994), URIs in the World-Wide Web.");
    case Spec::Whatwg:
        return tr("The WHATWG URL Standard: what a browser does.");
    }
    return {};
}

} // namespace uri::ui
