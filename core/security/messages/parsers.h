// The wordings of parsers.cpp (security/detail/messages.h). No include guard.

// P1: hostText() writes a view that reads nothing as "(none)"
URI_MESSAGE(kP1Scheme, "P1.scheme",
            URI_TR_NOOP("uri::security::Message",
                        "RFC 3986 and a browser disagree on the scheme: RFC 3986 reads "
                        "\"{rfc3986}\", the URL Standard \"{whatwg}\""))
URI_MESSAGE(kP1SchemeNoRfc3986, "P1.scheme-no-rfc3986",
            URI_TR_NOOP("uri::security::Message",
                        "RFC 3986 and a browser disagree on the scheme: RFC 3986 reads "
                        "\"(none)\", the URL Standard \"{whatwg}\""))
URI_MESSAGE(kP1Host, "P1.host",
            URI_TR_NOOP("uri::security::Message",
                        "RFC 3986 and a browser disagree on the host: RFC 3986 reads "
                        "\"{rfc3986}\", the URL Standard \"{whatwg}\""))
URI_MESSAGE(kP1HostNoRfc3986, "P1.host-no-rfc3986",
            URI_TR_NOOP("uri::security::Message",
                        "RFC 3986 and a browser disagree on the host: RFC 3986 reads "
                        "\"(none)\", the URL Standard \"{whatwg}\""))
URI_MESSAGE(kP1HostNoWhatwg, "P1.host-no-whatwg",
            URI_TR_NOOP("uri::security::Message",
                        "RFC 3986 and a browser disagree on the host: RFC 3986 reads "
                        "\"{rfc3986}\", the URL Standard \"(none)\""))
URI_MESSAGE(kP1HostProtected, "P1.host-protected",
            URI_TR_NOOP("uri::security::Message",
                        "RFC 3986 and a browser disagree on the host: RFC 3986 reads "
                        "\"{rfc3986}\", the URL Standard \"{whatwg}\"; one of them is a "
                        "protected domain"))
URI_MESSAGE(kP1HostNoRfc3986Protected, "P1.host-no-rfc3986-protected",
            URI_TR_NOOP("uri::security::Message",
                        "RFC 3986 and a browser disagree on the host: RFC 3986 reads "
                        "\"(none)\", the URL Standard \"{whatwg}\"; one of them is a "
                        "protected domain"))
URI_MESSAGE(kP1HostNoWhatwgProtected, "P1.host-no-whatwg-protected",
            URI_TR_NOOP("uri::security::Message",
                        "RFC 3986 and a browser disagree on the host: RFC 3986 reads "
                        "\"{rfc3986}\", the URL Standard \"(none)\"; one of them is a "
                        "protected domain"))
URI_MESSAGE(kP1Port, "P1.port",
            URI_TR_NOOP("uri::security::Message",
                        "RFC 3986 and a browser disagree on the port: RFC 3986 reads "
                        "\"{rfc3986}\", the URL Standard \"{whatwg}\""))
URI_MESSAGE(kP1PortNoRfc3986, "P1.port-no-rfc3986",
            URI_TR_NOOP("uri::security::Message",
                        "RFC 3986 and a browser disagree on the port: RFC 3986 reads "
                        "\"(none)\", the URL Standard \"{whatwg}\""))
URI_MESSAGE(kP1PortNoWhatwg, "P1.port-no-whatwg",
            URI_TR_NOOP("uri::security::Message",
                        "RFC 3986 and a browser disagree on the port: RFC 3986 reads "
                        "\"{rfc3986}\", the URL Standard \"(none)\""))
URI_MESSAGE(kP1FirstAt, "P1.first-at",
            URI_TR_NOOP("uri::security::Message",
                        "Parsers that split the authority at its first \"@\" read the host "
                        "\"{legacy_host}\"; a browser goes to \"{whatwg_host}\""))
// P2
URI_MESSAGE(kP2BeforeHost, "P2.before-host",
            URI_TR_NOOP("uri::security::Message",
                        "Backslash before the host: a browser reads it as \"/\", RFC 3986 "
                        "parsers as data, so they see different hosts"))
URI_MESSAGE(kP2InPath, "P2.in-path",
            URI_TR_NOOP("uri::security::Message",
                        "Backslash in the path: a browser turns it into \"/\", servers may not"))
// P3
URI_MESSAGE(kP3Edges, "P3.edges",
            URI_TR_NOOP("uri::security::Message",
                        "Leading or trailing control characters or spaces ({characters}): a "
                        "browser removes them"))
URI_MESSAGE(kP3Inside, "P3.inside",
            URI_TR_NOOP("uri::security::Message",
                        "Tab or newline inside the URL ({characters}): a browser removes them"))
URI_MESSAGE(kP3InsideChangesHost, "P3.inside-changes-host",
            URI_TR_NOOP("uri::security::Message",
                        "Tab or newline inside the URL ({characters}): a browser removes them, "
                        "which changes the scheme or the host it reads"))
// P4
URI_MESSAGE(kP4OneSlash, "P4.one-slash",
            URI_TR_NOOP("uri::security::Message",
                        "\"{scheme}:\" followed by 1 slash: a browser still finds a host here, "
                        "RFC 3986 sees none (or an empty one)"))
URI_MESSAGE(kP4OneSlashAndBackslashes, "P4.one-slash-and-backslashes",
            URI_TR_NOOP("uri::security::Message",
                        "\"{scheme}:\" followed by 1 slash and backslashes: a browser still "
                        "finds a host here, RFC 3986 sees none (or an empty one)"))
URI_MESSAGE(kP4Slashes, "P4.slashes",
            URI_TR_NOOP("uri::security::Message",
                        "\"{scheme}:\" followed by {count} slashes: a browser still finds a "
                        "host here, RFC 3986 sees none (or an empty one)"))
URI_MESSAGE(kP4SlashesAndBackslashes, "P4.slashes-and-backslashes",
            URI_TR_NOOP("uri::security::Message",
                        "\"{scheme}:\" followed by {count} slashes and backslashes: a browser "
                        "still finds a host here, RFC 3986 sees none (or an empty one)"))
URI_MESSAGE(kP4SchemeRelative, "P4.scheme-relative",
            URI_TR_NOOP("uri::security::Message",
                        "Scheme-relative reference \"{reference}\": resolved against any page "
                        "it goes to another host"))
// P5
URI_MESSAGE(kP5SeveralAt, "P5.several-at",
            URI_TR_NOOP("uri::security::Message",
                        "Several \"@\" in the authority: a browser takes the host after the "
                        "last one, other parsers after the first"))
URI_MESSAGE(kP5AtAfterDelimiter, "P5.at-after-delimiter",
            URI_TR_NOOP("uri::security::Message",
                        "An \"@\" after \"{delimiter}\" and before any \"/\": naive parsers read "
                        "what comes before it as userinfo"))
// P6
URI_MESSAGE(kP6Empty, "P6.empty",
            URI_TR_NOOP("uri::security::Message",
                        "Empty port after \":\" (RFC 3986 §3.2.3 allows it; it means the "
                        "default port)"))
URI_MESSAGE(kP6SeveralColons, "P6.several-colons",
            URI_TR_NOOP("uri::security::Message",
                        "Several colons in the authority (\"{port}\"): libraries disagree on "
                        "which number is the port"))
URI_MESSAGE(kP6NotANumber, "P6.not-a-number",
            URI_TR_NOOP("uri::security::Message", "The port \"{port}\" is not a number"))
URI_MESSAGE(kP6Above65535, "P6.above-65535",
            URI_TR_NOOP("uri::security::Message",
                        "Port {port} is above 65535: browsers fail, some libraries take it "
                        "modulo 65536"))
URI_MESSAGE(kP6Zero, "P6.zero",
            URI_TR_NOOP("uri::security::Message", "Port 0 is no port a service listens on"))
URI_MESSAGE(kP6LeadingZeros, "P6.leading-zeros",
            URI_TR_NOOP("uri::security::Message",
                        "The port \"{port}\" has leading zeros (it is {number})"))
URI_MESSAGE(kP6Default, "P6.default",
            URI_TR_NOOP("uri::security::Message",
                        "Explicit default port {port} (a browser drops it)"))
// P7
URI_MESSAGE(kP7PercentEncoded, "P7.percent-encoded",
            URI_TR_NOOP("uri::security::Message",
                        "Percent-encoded host: a browser decodes it to \"{host}\", while "
                        "filters that compare text see \"{written}\""))
// P8
URI_MESSAGE(kP8EndsInNumber, "P8.ends-in-number",
            URI_TR_NOOP("uri::security::Message",
                        "The host \"{host}\" ends in a number but is no IPv4 address: a browser "
                        "rejects it, RFC 3986 parsers send it to DNS"))
URI_MESSAGE(kP8EndsInNumberLegacy, "P8.ends-in-number-legacy",
            URI_TR_NOOP("uri::security::Message",
                        "The host \"{host}\" ends in a number but is no IPv4 address: a browser "
                        "rejects it, RFC 3986 parsers send it to DNS, legacy code reads "
                        "{address}"))
URI_MESSAGE(kP8InetAton, "P8.inet-aton",
            URI_TR_NOOP("uri::security::Message",
                        "inet_aton() reads the host \"{host}\" as {address} (it stops at white "
                        "space), a browser does not"))
URI_MESSAGE(kP8BrowserAddress, "P8.browser-address",
            URI_TR_NOOP("uri::security::Message",
                        "A browser reads \"{host}\" as {address}, inet_aton() rejects it"))
URI_MESSAGE(kP8DnsOrAddress, "P8.dns-or-address",
            URI_TR_NOOP("uri::security::Message",
                        "RFC 3986 reads \"{host}\" as a name to look up in DNS, a browser as the "
                        "IPv4 address {address}"))
// P9
URI_MESSAGE(kP9ScriptComment, "P9.script-comment",
            URI_TR_NOOP("uri::security::Message",
                        "\"{scheme}://\" looks like a hierarchical URL, but \"//\" starts a "
                        "script comment that an encoded newline ends"))
URI_MESSAGE(kP9FragmentHost, "P9.fragment-host",
            URI_TR_NOOP("uri::security::Message",
                        "The fragment continues the host for {scheme} clients that do not split "
                        "at \"#\" (JNDI/LDAP allowlist bypass, CVE-2021-45046)"))
URI_MESSAGE(kP9WrappedUrl, "P9.wrapped-url",
            URI_TR_NOOP("uri::security::Message",
                        "\"{scheme}:\" wraps another URL (\"{inner_scheme}:\"): filters that "
                        "look at the outer scheme miss the inner one"))

// P11 (made by the readers layer, readers/): {readings} lists each host with
// the libraries that read it, "10.0.0.1 (libcurl, QUrl); example.com (the URL
// Standard, uriparser)"
URI_MESSAGE(kP11ReadersDisagree, "P11.readers-disagree",
            URI_TR_NOOP("uri::security::Message", "URL libraries disagree on the host: {readings}"))
URI_MESSAGE(kP11ReadersDisagreeInternal, "P11.readers-disagree-internal",
            URI_TR_NOOP("uri::security::Message",
                        "URL libraries disagree on the host: {readings}; {host} is {class}"))
