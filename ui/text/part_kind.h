/**
 * @file part_kind.h
 * @brief The kinds of part the window shows: the components of RFC 3986 §3
 * and the pieces inside them.
 */
#pragma once

#include <QCoreApplication>
#include <QString>

namespace uri::ui {

/// Each node of the component tree and each brace of the anatomy has a kind.
enum class PartKind {
    Scheme,            ///< RFC 3986 §3.1
    Authority,         ///< RFC 3986 §3.2
    Userinfo,          ///< RFC 3986 §3.2.1
    User,              ///< userinfo before its first ":"
    Password,          ///< userinfo after its first ":" (deprecated, §3.2.1)
    Host,              ///< RFC 3986 §3.2.2
    HostLabel,         ///< a dot-separated label of a reg-name (§3.2.2)
    RegistrableDomain, ///< the labels a registrant owns: one under a public suffix
    IpAddress,         ///< the address inside the brackets of an IP-literal
    ZoneId,            ///< RFC 6874 zone identifier
    Port,              ///< RFC 3986 §3.2.3
    Path,              ///< RFC 3986 §3.3
    Segment,           ///< a path segment (§3.3)
    PathParams,        ///< RFC 1808 §2.4.5 params, after the first ";" of the path
    Query,             ///< RFC 3986 §3.4
    Param,             ///< a query parameter (informational split at "&" / ";")
    ParamKey,          ///< before the first "=" of a parameter
    ParamValue,        ///< after the first "=" of a parameter
    Fragment,          ///< RFC 3986 §3.5
    More,              ///< "N more": children beyond the cap that are not listed
};

/// The translated names of part kinds.
class PartNames
{
    Q_DECLARE_TR_FUNCTIONS(uri::ui::PartNames)

public:
    /// "scheme", "host", ...; @p ordinal (1-based) numbers segments,
    /// parameters and labels.
    static QString name(PartKind kind, int ordinal = 0);
    /// What the part is, in one line, for tooltips.
    static QString description(PartKind kind);
};

} // namespace uri::ui
