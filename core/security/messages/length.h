// The wordings of length.cpp (security/detail/messages.h). No include guard.

// L1
URI_MESSAGE(kL1LongUrl, "L1.long-url",
            URI_TR_NOOP("uri::security::Message",
                        "The URL is {bytes} bytes long ({serialized_bytes} as a browser "
                        "serializes it): long URLs hide the host and are cut in logs"))
// L2
URI_MESSAGE(kL2LongHost, "L2.long-host",
            URI_TR_NOOP("uri::security::Message",
                        "The host is {length} octets long; DNS allows 253"))
URI_MESSAGE(kL2LongLabel, "L2.long-label",
            URI_TR_NOOP("uri::security::Message",
                        "The host has a label of {length} octets (DNS allows 63): a browser "
                        "accepts it, DNS cannot resolve it"))
URI_MESSAGE(kL2EmptyLabel, "L2.empty-label",
            URI_TR_NOOP("uri::security::Message",
                        "The host has an empty label: a browser accepts it, DNS cannot resolve "
                        "it"))
URI_MESSAGE(kL2Hyphen, "L2.hyphen",
            URI_TR_NOOP("uri::security::Message",
                        "The host has a label that starts or ends with \"-\": a browser accepts "
                        "it, DNS cannot resolve it"))
URI_MESSAGE(kL2Hyphens34, "L2.hyphens-3-4",
            URI_TR_NOOP("uri::security::Message",
                        "The host has \"--\" in the third and fourth positions of a label that is "
                        "no A-label: a browser accepts it, DNS cannot resolve it"))
// L3
URI_MESSAGE(kL3LongComponent, "L3.long-component",
            URI_TR_NOOP("uri::security::Message", "The {component} is {length} characters long"))
URI_MESSAGE(kL3ManyParameters, "L3.many-parameters",
            URI_TR_NOOP("uri::security::Message", "The query has {parameters} parameters"))
URI_MESSAGE(kL3Pollution, "L3.pollution",
            URI_TR_NOOP("uri::security::Message",
                        "The parameter \"{parameter}\" appears again with another value: servers "
                        "differ on which one they take (parameter pollution)"))
