// The wordings of rfc3986.cpp (security/detail/messages.h). No include guard.

// A1
URI_MESSAGE(kA1Shortener, "A1.shortener",
            URI_TR_NOOP("uri::security::Message",
                        "\"{service}\" is a shortener service: where the link leads is decided "
                        "elsewhere and can change"))
URI_MESSAGE(kA1Dyndns, "A1.dyndns",
            URI_TR_NOOP("uri::security::Message",
                        "\"{service}\" is a dyndns service: where the link leads is decided "
                        "elsewhere and can change"))
URI_MESSAGE(kA1Tunnel, "A1.tunnel",
            URI_TR_NOOP("uri::security::Message",
                        "\"{service}\" is a tunnel service: where the link leads is decided "
                        "elsewhere and can change"))
URI_MESSAGE(kA1Ipfs, "A1.ipfs",
            URI_TR_NOOP("uri::security::Message",
                        "\"{service}\" is an IPFS service: where the link leads is decided "
                        "elsewhere and can change"))
URI_MESSAGE(kA1Paste, "A1.paste",
            URI_TR_NOOP("uri::security::Message",
                        "\"{service}\" is a paste service: where the link leads is decided "
                        "elsewhere and can change"))
URI_MESSAGE(kA1Service, "A1.service",
            URI_TR_NOOP("uri::security::Message",
                        "\"{service}\" is a {class} service: where the link leads is decided "
                        "elsewhere and can change"))
// A2
URI_MESSAGE(kA2BadPort, "A2.bad-port",
            URI_TR_NOOP("uri::security::Message",
                        "Port {port} belongs to another protocol: browsers block it (Fetch \"bad "
                        "port\"), and a request there can smuggle commands (RFC 3986 §7.2)"))
URI_MESSAGE(kA2WellKnownPort, "A2.well-known-port",
            URI_TR_NOOP("uri::security::Message",
                        "Port {port} is a well-known port of another service, not {scheme}'s "
                        "({expected})"))
URI_MESSAGE(kA2WellKnownPortNoDefault, "A2.well-known-port-no-default",
            URI_TR_NOOP("uri::security::Message",
                        "Port {port} is a well-known port of another service; {scheme} has no "
                        "default port"))
URI_MESSAGE(kA2NonDefaultPort, "A2.non-default-port",
            URI_TR_NOOP("uri::security::Message", "Non-default port {port} for {scheme}"))
// A3
URI_MESSAGE(kA3EncodedControl, "A3.encoded-control",
            URI_TR_NOOP("uri::security::Message",
                        "Encoded line break or control ({controls}) in the {component}: decoded "
                        "before transmission, it splits the protocol message (header or command "
                        "injection, RFC 3986 §7.2)"))
URI_MESSAGE(kA3EncodedControlText, "A3.encoded-control-text",
            URI_TR_NOOP("uri::security::Message",
                        "Encoded line break or control ({controls}) in the text: decoded before "
                        "transmission, it splits the protocol message (header or command "
                        "injection, RFC 3986 §7.2)"))
URI_MESSAGE(kA3HostSpace, "A3.host-space",
            URI_TR_NOOP("uri::security::Message",
                        "Space in the host: hosts cannot contain it; parsers cut the host there "
                        "differently"))
// A4
URI_MESSAGE(kA4EncodedDelimiter, "A4.encoded-delimiter",
            URI_TR_NOOP("uri::security::Message",
                        "\"{encoded}\" is an encoded \"{character}\" in the {component}: software "
                        "that decodes before splitting reads a different structure (RFC 3986 "
                        "§7.3)"))
// A5
URI_MESSAGE(kA5Nul, "A5.nul",
            URI_TR_NOOP("uri::security::Message",
                        "NUL byte in the {component}: software that stops at NUL sees a "
                        "different text (truncation, RFC 3986 §7.3)"))
URI_MESSAGE(kA5NulText, "A5.nul-text",
            URI_TR_NOOP("uri::security::Message",
                        "NUL byte in the text: software that stops at NUL sees a different text "
                        "(truncation, RFC 3986 §7.3)"))
// A6
URI_MESSAGE(kA6Path, "A6.path",
            URI_TR_NOOP("uri::security::Message",
                        "Dot-segment traversal in the path: a server that does not normalise the "
                        "path may serve another file"))
URI_MESSAGE(kA6PathEscapes, "A6.path-escapes",
            URI_TR_NOOP("uri::security::Message",
                        "Dot-segment traversal in the path, climbing above the root: a server "
                        "that does not normalise the path may serve another file"))
URI_MESSAGE(kA6PathTarget, "A6.path-target",
            URI_TR_NOOP("uri::security::Message",
                        "Dot-segment traversal in the path, aiming at {target}: a server that "
                        "does not normalise the path may serve another file"))
URI_MESSAGE(kA6PathEscapesTarget, "A6.path-escapes-target",
            URI_TR_NOOP("uri::security::Message",
                        "Dot-segment traversal in the path, climbing above the root, aiming at "
                        "{target}: a server that does not normalise the path may serve another "
                        "file"))
URI_MESSAGE(kA6DoublePath, "A6.double-path",
            URI_TR_NOOP("uri::security::Message",
                        "Double-encoded dot-segment traversal in the path: a server that does not "
                        "normalise the path may serve another file"))
URI_MESSAGE(kA6DoublePathEscapes, "A6.double-path-escapes",
            URI_TR_NOOP("uri::security::Message",
                        "Double-encoded dot-segment traversal in the path, climbing above the "
                        "root: a server that does not normalise the path may serve another file"))
URI_MESSAGE(kA6DoublePathTarget, "A6.double-path-target",
            URI_TR_NOOP("uri::security::Message",
                        "Double-encoded dot-segment traversal in the path, aiming at {target}: a "
                        "server that does not normalise the path may serve another file"))
URI_MESSAGE(kA6DoublePathEscapesTarget, "A6.double-path-escapes-target",
            URI_TR_NOOP("uri::security::Message",
                        "Double-encoded dot-segment traversal in the path, climbing above the "
                        "root, aiming at {target}: a server that does not normalise the path may "
                        "serve another file"))
URI_MESSAGE(kA6Parameter, "A6.parameter",
            URI_TR_NOOP("uri::security::Message", "Dot segments in the parameter \"{parameter}\""))
URI_MESSAGE(kA6ParameterTarget, "A6.parameter-target",
            URI_TR_NOOP("uri::security::Message",
                        "Dot segments in the parameter \"{parameter}\", aiming at {target}"))
// A7
URI_MESSAGE(kA7DoubleEncoding, "A7.double-encoding",
            URI_TR_NOOP("uri::security::Message",
                        "Double percent-encoding in the {component}: decoded {rounds} times it "
                        "reads \"{decoded}\""))
URI_MESSAGE(kA7DoubleEncodingDangerous, "A7.double-encoding-dangerous",
            URI_TR_NOOP("uri::security::Message",
                        "Double percent-encoding in the {component}: decoded {rounds} times it "
                        "reads \"{decoded}\", which holds delimiters or dot segments"))
URI_MESSAGE(kA7IisEncoding, "A7.iis-encoding",
            URI_TR_NOOP("uri::security::Message",
                        "IIS-style \"%u\" encoding ({encoded}): not RFC 3986, decoded only by "
                        "some servers"))
URI_MESSAGE(kA7StrayPercent, "A7.stray-percent",
            URI_TR_NOOP("uri::security::Message",
                        "A \"%\" that is not followed by two hexadecimal digits (RFC 3986 §2.1)"))
URI_MESSAGE(kA7Overlong, "A7.overlong",
            URI_TR_NOOP("uri::security::Message",
                        "Overlong UTF-8 ({encoded}): invalid UTF-8 that lenient decoders accept "
                        "(CVE-2000-0884)"))
URI_MESSAGE(kA7OverlongCharacter, "A7.overlong-character",
            URI_TR_NOOP("uri::security::Message",
                        "Overlong UTF-8 ({encoded}) for \"{character}\": invalid UTF-8 that "
                        "lenient decoders accept (CVE-2000-0884)"))
URI_MESSAGE(kA7EncodedUnreserved, "A7.encoded-unreserved",
            URI_TR_NOOP("uri::security::Message",
                        "\"{encoded}\" encodes the unreserved \"{character}\", which never needs "
                        "encoding (RFC 3986 §2.3): a filter evasion"))
URI_MESSAGE(kA7InvalidUtf8, "A7.invalid-utf8",
            URI_TR_NOOP("uri::security::Message",
                        "The {component} decodes to octets that are not UTF-8"))
// A8
URI_MESSAGE(kA8DevicePrefix, "A8.device-prefix",
            URI_TR_NOOP("uri::security::Message",
                        "File-system special name in the path: a Windows device or long-path "
                        "prefix (RFC 3986 §7.3)"))
URI_MESSAGE(kA8DeviceName, "A8.device-name",
            URI_TR_NOOP("uri::security::Message",
                        "File-system special name in the path: \"{name}\" is a Windows device "
                        "name (RFC 3986 §7.3)"))
URI_MESSAGE(kA8Dots, "A8.dots",
            URI_TR_NOOP("uri::security::Message",
                        "File-system special name in the path: \"{name}\" (three or more dots) "
                        "(RFC 3986 §7.3)"))
URI_MESSAGE(kA8DataStream, "A8.data-stream",
            URI_TR_NOOP("uri::security::Message",
                        "File-system special name in the path: \"{name}\" names an NTFS "
                        "alternate data stream (RFC 3986 §7.3)"))
URI_MESSAGE(kA8TrailingDot, "A8.trailing-dot",
            URI_TR_NOOP("uri::security::Message",
                        "File-system special name in the path: \"{name}\" ends in a dot or "
                        "space, which Windows drops (RFC 3986 §7.3)"))
URI_MESSAGE(kA8ShortName, "A8.short-name",
            URI_TR_NOOP("uri::security::Message",
                        "File-system special name in the path: \"{name}\" is an 8.3 short name "
                        "(RFC 3986 §7.3)"))
URI_MESSAGE(kA8DriveLetter, "A8.drive-letter",
            URI_TR_NOOP("uri::security::Message",
                        "File-system special name in the path: \"{name}\" is a drive letter (RFC "
                        "3986 §7.3)"))
URI_MESSAGE(kA8PosixDirectory, "A8.posix-directory",
            URI_TR_NOOP("uri::security::Message",
                        "File-system special name in the path: \"/{name}/\" is a POSIX device or "
                        "process directory (RFC 3986 §7.3)"))
URI_MESSAGE(kA8SensitiveFile, "A8.sensitive-file",
            URI_TR_NOOP("uri::security::Message",
                        "The file: URL opens {target}, a file that gives away accounts, keys or "
                        "configuration"))
// A9
URI_MESSAGE(kA9Hexadecimal, "A9.hexadecimal",
            URI_TR_NOOP("uri::security::Message",
                        "The host \"{host}\" is the IPv4 address {ip} written in hexadecimal: "
                        "filters that compare text miss it (RFC 3986 §7.4)"))
URI_MESSAGE(kA9TrailingDot, "A9.trailing-dot",
            URI_TR_NOOP("uri::security::Message",
                        "The host \"{host}\" is the IPv4 address {ip} written with a trailing dot: "
                        "filters that compare text miss it (RFC 3986 §7.4)"))
URI_MESSAGE(kA9SingleNumber, "A9.single-number",
            URI_TR_NOOP("uri::security::Message",
                        "The host \"{host}\" is the IPv4 address {ip} written in a single 32-bit "
                        "number: filters that compare text miss it (RFC 3986 §7.4)"))
URI_MESSAGE(kA9FewerParts, "A9.fewer-parts",
            URI_TR_NOOP("uri::security::Message",
                        "The host \"{host}\" is the IPv4 address {ip} written in fewer than four "
                        "parts: filters that compare text miss it (RFC 3986 §7.4)"))
URI_MESSAGE(kA9Octal, "A9.octal",
            URI_TR_NOOP("uri::security::Message",
                        "The host \"{host}\" is the IPv4 address {ip} written in octal (leading "
                        "zeros): filters that compare text miss it (RFC 3986 §7.4)"))
URI_MESSAGE(kA9CompatibilityDigits, "A9.compatibility-digits",
            URI_TR_NOOP("uri::security::Message",
                        "The host \"{host}\" is the IPv4 address {ip} written in compatibility "
                        "digits: filters that compare text miss it (RFC 3986 §7.4)"))
URI_MESSAGE(kA9NonCanonical, "A9.non-canonical",
            URI_TR_NOOP("uri::security::Message",
                        "The host \"{host}\" is the IPv4 address {ip} written in a non-canonical "
                        "form: filters that compare text miss it (RFC 3986 §7.4)"))
// A10
URI_MESSAGE(kA10Password, "A10.password",
            URI_TR_NOOP("uri::security::Message",
                        "The link carries a password in its userinfo (RFC 3986 §7.5: "
                        "\"user:password\" is deprecated); anyone who sees the link has it"))
URI_MESSAGE(kA10User, "A10.user",
            URI_TR_NOOP("uri::security::Message",
                        "The link names the user \"{user}\" in its userinfo"))
// A11
URI_MESSAGE(kA11AzureSas, "A11.azure-sas",
            URI_TR_NOOP("uri::security::Message",
                        "An Azure shared access signature: the link itself grants access"))
URI_MESSAGE(kA11SecretShape, "A11.secret-shape",
            URI_TR_NOOP("uri::security::Message",
                        "The parameter \"{parameter}\" carries what looks like a secret ({kind}): "
                        "links end up in logs, histories and Referer headers (RFC 3986 §7.5)"))
URI_MESSAGE(kA11SecretNamed, "A11.secret-named",
            URI_TR_NOOP("uri::security::Message",
                        "The parameter \"{parameter}\" carries what looks like a secret (named "
                        "{parameter}): links end up in logs, histories and Referer headers (RFC "
                        "3986 §7.5)"))
// A12
URI_MESSAGE(kA12HostName, "A12.host-name",
            URI_TR_NOOP("uri::security::Message",
                        "The userinfo \"{userinfo}\" looks like a host (it holds the host name "
                        "\"{imitated_host}\"), but the link goes to \"{real_host}\" (RFC 3986 "
                        "§7.6)"))
URI_MESSAGE(kA12IpAddress, "A12.ip-address",
            URI_TR_NOOP("uri::security::Message",
                        "The userinfo \"{userinfo}\" looks like a host (it is an IP address), but "
                        "the link goes to \"{real_host}\" (RFC 3986 §7.6)"))
URI_MESSAGE(kA12HttpWww, "A12.http-www",
            URI_TR_NOOP("uri::security::Message",
                        "The userinfo \"{userinfo}\" looks like a host (it holds \"http\" or "
                        "\"www\"), but the link goes to \"{real_host}\" (RFC 3986 §7.6)"))
URI_MESSAGE(kA12Slash, "A12.slash",
            URI_TR_NOOP("uri::security::Message",
                        "The userinfo \"{userinfo}\" looks like a host (it holds a slash), but "
                        "the link goes to \"{real_host}\" (RFC 3986 §7.6)"))
URI_MESSAGE(kA12PercentEncoded, "A12.percent-encoded",
            URI_TR_NOOP("uri::security::Message",
                        "The userinfo \"{userinfo}\" looks like a host (it is percent-encoded), "
                        "but the link goes to \"{real_host}\" (RFC 3986 §7.6)"))
URI_MESSAGE(kA12Long, "A12.long",
            URI_TR_NOOP("uri::security::Message",
                        "The userinfo \"{userinfo}\" looks like a host (it is longer than 32 "
                        "characters), but the link goes to \"{real_host}\" (RFC 3986 §7.6)"))
URI_MESSAGE(kA12Brand, "A12.brand",
            URI_TR_NOOP("uri::security::Message",
                        "The userinfo \"{userinfo}\" looks like a host (it holds the brand "
                        "\"{brand}\"), but the link goes to \"{real_host}\" (RFC 3986 §7.6)"))
URI_MESSAGE(kA12SlashLookalikes, "A12.slash-lookalikes",
            URI_TR_NOOP("uri::security::Message",
                        "The userinfo \"{userinfo}\" looks like a host (it holds slash "
                        "look-alikes), but the link goes to \"{real_host}\" (RFC 3986 §7.6)"))
