#include "text/part_kind.h"

namespace uri::ui {

QString PartNames::name(PartKind kind, int ordinal)
{
    switch (kind) {
    case PartKind::Scheme:
        return tr("scheme");
    case PartKind::Authority:
        return tr("authority");
    case PartKind::Userinfo:
        return tr("userinfo");
    case PartKind::User:
        return tr("user");
    case PartKind::Password:
        return tr("password");
    case PartKind::Host:
        return tr("host");
    case PartKind::HostLabel:
        //: a dot-separated label of a host name; %1 is its number
        return tr("label %1").arg(ordinal);
    case PartKind::RegistrableDomain:
        return tr("registrable domain");
    case PartKind::IpAddress:
        return tr("address");
    case PartKind::ZoneId:
        return tr("zone id");
    case PartKind::Port:
        return tr("port");
    case PartKind::Path:
        return tr("path");
    case PartKind::Segment:
        //: a path segment; %1 is its number
        return tr("segment %1").arg(ordinal);
    case PartKind::PathParams:
        //: RFC 1808's <params> component
        return tr("params");
    case PartKind::Query:
        return tr("query");
    case PartKind::Param:
        //: a query parameter; %1 is its number
        return tr("parameter %1").arg(ordinal);
    case PartKind::ParamKey:
        return tr("key");
    case PartKind::ParamValue:
        return tr("value");
    case PartKind::Fragment:
        return tr("fragment");
    case PartKind::More:
        //: children that are not listed; %1 is how many
        return tr("%1 more").arg(ordinal);
    }
    return {};
}

QString PartNames::description(PartKind kind)
{
    switch (kind) {
    case PartKind::Scheme:
        return tr("The scheme names the kind of identifier (RFC 3986 §3.1).");
    case PartKind::Authority:
        return tr("The authority: userinfo, host and port after \"//\" (RFC 3986 §3.2).");
    case PartKind::Userinfo:
        return tr("Userinfo before \"@\" is not the host: it is a user name (RFC 3986 "
                  "§3.2.1, §7.6).");
    case PartKind::User:
        return tr("The user name in the userinfo (RFC 3986 §3.2.1).");
    case PartKind::Password:
        return tr("A password in the userinfo: deprecated and exposed (RFC 3986 §3.2.1).");
    case PartKind::Host:
        return tr("The host: where the reference points (RFC 3986 §3.2.2).");
    case PartKind::HostLabel:
        return tr("One dot-separated label of a registered name (RFC 3986 §3.2.2).");
    case PartKind::RegistrableDomain:
        return tr("The part of the host its registrant owns: one label under a public suffix "
                  "(Public Suffix List, through libpsl).");
    case PartKind::IpAddress:
        return tr("The address inside the brackets of an IP literal (RFC 3986 §3.2.2).");
    case PartKind::ZoneId:
        return tr("A zone identifier (RFC 6874); RFC 3986 does not allow it.");
    case PartKind::Port:
        return tr("The port, in decimal (RFC 3986 §3.2.3).");
    case PartKind::Path:
        return tr("The path: segments separated by \"/\" (RFC 3986 §3.3).");
    case PartKind::Segment:
        return tr("One segment of the path (RFC 3986 §3.3).");
    case PartKind::PathParams:
        return tr("The parameters after the first \";\" of the path (RFC 1808 §2.4.5); "
                  "later generations made \";\" part of each segment.");
    case PartKind::Query:
        return tr("The query, after \"?\" (RFC 3986 §3.4).");
    case PartKind::Param:
        return tr("A query parameter, split at \"&\" or \";\"; RFC 3986 §3.4 gives the "
                  "query no inner structure.");
    case PartKind::ParamKey:
        return tr("The key of a query parameter, before \"=\".");
    case PartKind::ParamValue:
        return tr("The value of a query parameter, after \"=\".");
    case PartKind::Fragment:
        return tr("The fragment, after \"#\"; it is never sent to a server (RFC 3986 §3.5).");
    case PartKind::More:
        return tr("These parts are not listed, to keep the window responsive.");
    }
    return {};
}

} // namespace uri::ui
