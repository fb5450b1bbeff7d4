// The wordings of blocklist.cpp (security/detail/messages.h). No include guard.

// K1: one wording for a rule that names a host (and its subdomains), one
// for a subdomain of the host it names, one for a rule of one URL or path
URI_MESSAGE(kK1Host, "K1.host",
            URI_TR_NOOP("uri::security::Message",
                        "The list {list} names the host {host} (line {line}: {rule})"))
URI_MESSAGE(kK1Subdomain, "K1.subdomain",
            URI_TR_NOOP("uri::security::Message",
                        "The list {list} names {host}, and this host is a subdomain of it (line "
                        "{line}: {rule})"))
URI_MESSAGE(kK1Url, "K1.url",
            URI_TR_NOOP("uri::security::Message",
                        "The list {list} names this URL (line {line}: {rule})"))
