// The wordings of host.cpp (security/detail/messages.h). No include guard.

// N1..N4, N6: the class of the host's address
URI_MESSAGE(kN1LoopbackAddress, "N1.loopback-address",
            URI_TR_NOOP("uri::security::Message",
                        "The host {address} is a loopback address: the link targets the machine "
                        "that opens it ({cidr}, {block})"))
URI_MESSAGE(kN2UnspecifiedAddress, "N2.unspecified-address",
            URI_TR_NOOP("uri::security::Message",
                        "The host {address} is the unspecified address: connecting to it reaches "
                        "local services ({cidr}, {block})"))
URI_MESSAGE(kN3PrivateAddress, "N3.private-address",
            URI_TR_NOOP("uri::security::Message",
                        "The host {address} is a private or shared address: the link targets "
                        "the local network ({cidr}, {block})"))
URI_MESSAGE(kN4LinkLocalAddress, "N4.link-local-address",
            URI_TR_NOOP("uri::security::Message",
                        "The host {address} is a link-local address ({cidr}, {block})"))
URI_MESSAGE(kN4MetadataAddress, "N4.metadata-address",
            URI_TR_NOOP("uri::security::Message",
                        "The host {address} is a cloud metadata endpoint: it hands out "
                        "credentials ({cidr}, {block})"))
URI_MESSAGE(kN6SpecialAddress, "N6.special-address",
            URI_TR_NOOP("uri::security::Message",
                        "The host {address} is a special-purpose address ({cidr}, {block})"))
// N1..N4, N6: the class of an IPv4 address embedded in IPv6 (N5); {class}
// is the class of special_addresses.txt
URI_MESSAGE(kN1EmbeddedClass, "N1.embedded-class",
            URI_TR_NOOP("uri::security::Message",
                        "The embedded IPv4 address {address} is {class} ({block})"))
// N1, N4: names of special_names.txt
URI_MESSAGE(kN1LoopbackName, "N1.loopback-name",
            URI_TR_NOOP("uri::security::Message",
                        "\"{name}\" is a loopback name: it targets the machine that opens the "
                        "link"))
URI_MESSAGE(kN4MetadataName, "N4.metadata-name",
            URI_TR_NOOP("uri::security::Message",
                        "\"{name}\" is a cloud metadata endpoint: it hands out credentials"))
// N5
URI_MESSAGE(kN5EmbedsIpv4, "N5.embeds-ipv4",
            URI_TR_NOOP("uri::security::Message",
                        "IPv6 address {ipv6} embeds the IPv4 address {ipv4} ({block}), which is "
                        "{class}"))
URI_MESSAGE(kN5EmbedsPublicIpv4, "N5.embeds-public-ipv4",
            URI_TR_NOOP("uri::security::Message",
                        "IPv6 address {ipv6} embeds the IPv4 address {ipv4} ({block}), which is "
                        "public"))
// N7
URI_MESSAGE(kN7InternalSuffix, "N7.internal-suffix",
            URI_TR_NOOP("uri::security::Message",
                        "\"{name}\" ends in \"{suffix}\", a name that only makes sense inside a "
                        "network or is reserved"))
URI_MESSAGE(kN7SingleLabel, "N7.single-label",
            URI_TR_NOOP("uri::security::Message",
                        "\"{name}\" is a single-label name: it only resolves inside a network"))
// N8
URI_MESSAGE(kN8WildcardDns, "N8.wildcard-dns",
            URI_TR_NOOP("uri::security::Message",
                        "\"{service}\" is a wildcard DNS service: this name resolves to "
                        "{address} ({class})"))
URI_MESSAGE(kN8WildcardDnsPublic, "N8.wildcard-dns-public",
            URI_TR_NOOP("uri::security::Message",
                        "\"{service}\" is a wildcard DNS service: this name resolves to "
                        "{address} (public)"))
// N9
URI_MESSAGE(kN9PublicAddress, "N9.public-address",
            URI_TR_NOOP("uri::security::Message",
                        "The host is the public IP address {address}: the link names no domain, "
                        "so its owner cannot be read from it"))
// N10
URI_MESSAGE(kN10ZoneId, "N10.zone-id",
            URI_TR_NOOP("uri::security::Message",
                        "IPv6 zone identifier \"{zone}\": RFC 6874 allowed it, browsers reject "
                        "it, libraries differ"))
