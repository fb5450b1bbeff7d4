// The wordings of domain.cpp (security/detail/messages.h). No include guard.

// D1
URI_MESSAGE(kD1Embedded, "D1.embedded",
            URI_TR_NOOP("uri::security::Message",
                        "\"{domain}\" appears inside the host but the domain that owns it is "
                        "\"{owner}\""))
URI_MESSAGE(kD1Glued, "D1.glued",
            URI_TR_NOOP("uri::security::Message",
                        "\"{domain}\" appears inside the host, with more written after it, but "
                        "the domain that owns it is \"{owner}\""))
URI_MESSAGE(kD1LookalikeDelimiters, "D1.lookalike-delimiters",
            URI_TR_NOOP("uri::security::Message",
                        "\"{domain}\" appears inside the host, written with look-alikes of \"/\" "
                        "or \".\", but the domain that owns it is \"{owner}\""))
// D2
URI_MESSAGE(kD2OtherSuffix, "D2.other-suffix",
            URI_TR_NOOP("uri::security::Message",
                        "\"{host}\" uses the brand \"{brand}\" ({brand_domain}) under another "
                        "suffix, but its owner is \"{owner}\""))
URI_MESSAGE(kD2Word, "D2.word",
            URI_TR_NOOP("uri::security::Message",
                        "\"{host}\" uses the brand \"{brand}\" ({brand_domain}) as a word of its "
                        "own, but its owner is \"{owner}\""))
URI_MESSAGE(kD2WordInSubdomain, "D2.word-in-subdomain",
            URI_TR_NOOP("uri::security::Message",
                        "\"{host}\" uses the brand \"{brand}\" ({brand_domain}) as a word of its "
                        "own in a subdomain, but its owner is \"{owner}\""))
URI_MESSAGE(kD2Lookalike, "D2.lookalike",
            URI_TR_NOOP("uri::security::Message",
                        "\"{host}\" uses the brand \"{brand}\" ({brand_domain}) written with "
                        "look-alike characters (\"{word}\"), but its owner is \"{owner}\""))
URI_MESSAGE(kD2LookalikeInSubdomain, "D2.lookalike-in-subdomain",
            URI_TR_NOOP("uri::security::Message",
                        "\"{host}\" uses the brand \"{brand}\" ({brand_domain}) written with "
                        "look-alike characters (\"{word}\") in a subdomain, but its owner is "
                        "\"{owner}\""))
URI_MESSAGE(kD2Glued, "D2.glued",
            URI_TR_NOOP("uri::security::Message",
                        "\"{host}\" uses the brand \"{brand}\" ({brand_domain}) glued to "
                        "\"{word}\", but its owner is \"{owner}\""))
URI_MESSAGE(kD2GluedInSubdomain, "D2.glued-in-subdomain",
            URI_TR_NOOP("uri::security::Message",
                        "\"{host}\" uses the brand \"{brand}\" ({brand_domain}) glued to "
                        "\"{word}\" in a subdomain, but its owner is \"{owner}\""))
URI_MESSAGE(kD2Subdomain, "D2.subdomain",
            URI_TR_NOOP("uri::security::Message",
                        "\"{host}\" uses the brand \"{brand}\" ({brand_domain}) as a subdomain, "
                        "but its owner is \"{owner}\""))
// D3
URI_MESSAGE(kD3Labels, "D3.labels",
            URI_TR_NOOP("uri::security::Message",
                        "The host is padded ({labels} labels below \"{owner}\"), which pushes the "
                        "real domain \"{owner}\" out of a narrow address bar"))
URI_MESSAGE(kD3LongLabel, "D3.long-label",
            URI_TR_NOOP("uri::security::Message",
                        "The host is padded (a label of 40 or more characters), which pushes the "
                        "real domain \"{owner}\" out of a narrow address bar"))
URI_MESSAGE(kD3Hyphens, "D3.hyphens",
            URI_TR_NOOP("uri::security::Message",
                        "The host is padded (a run of four or more hyphens), which pushes the "
                        "real domain \"{owner}\" out of a narrow address bar"))
URI_MESSAGE(kD3ComToken, "D3.com-token",
            URI_TR_NOOP("uri::security::Message",
                        "The host is padded (a \"com-\" or \"-com\" token), which pushes the real "
                        "domain \"{owner}\" out of a narrow address bar"))
// D4
URI_MESSAGE(kD4PrivateSuffix, "D4.private-suffix",
            URI_TR_NOOP("uri::security::Message",
                        "\"{suffix}\" is a shared hosting suffix: the owner is the tenant "
                        "\"{owner}\", not the suffix's operator"))
// D5
URI_MESSAGE(kD5FileExtension, "D5.file-extension",
            URI_TR_NOOP("uri::security::Message",
                        "The top-level domain \".{tld}\" is also a file extension"))
URI_MESSAGE(kD5FileExtensionDeceptive, "D5.file-extension-deceptive",
            URI_TR_NOOP("uri::security::Message",
                        "The top-level domain \".{tld}\" is also a file extension, here together "
                        "with a deceptive userinfo or path"))
// D6
URI_MESSAGE(kD6UnknownTld, "D6.unknown-tld",
            URI_TR_NOOP("uri::security::Message",
                        "The top-level domain \"{tld}\" is not in the Public Suffix List"))
