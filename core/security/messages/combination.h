// The wordings of the combination rules of docs/security-checks.md §3
// (security.h: Escalation), one per rule; see security/detail/messages.h.
// {risk} is the raised verdict, a word of riskName() that the window
// translates. No include guard: included once per expansion of URI_MESSAGE.

// rule 1: userinfo together with an IP-address host
URI_MESSAGE(kRaisedUserinfoWithAddress, "combination.userinfo-with-address",
            URI_TR_NOOP("uri::security::Message",
                        "userinfo together with an IP-address host: raised to {risk}"))
// rule 2: a protected brand's domain in the userinfo or the path of another
// registrable domain
URI_MESSAGE(kRaisedBrandInPath, "combination.brand-in-path",
            URI_TR_NOOP("uri::security::Message",
                        "the protected domain \"{brand}\" in the userinfo or path of "
                        "\"{domain}\": raised to {risk}"))
// rule 3: an obfuscated address of an internal class
URI_MESSAGE(kRaisedObfuscatedInternal, "combination.obfuscated-internal",
            URI_TR_NOOP("uri::security::Message",
                        "an obfuscated address of an internal class: raised to {risk}"))
// rule 4: a program downloaded from an IP-literal host
URI_MESSAGE(kRaisedProgramFromAddress, "combination.program-from-address",
            URI_TR_NOOP("uri::security::Message",
                        "a program downloaded from an IP-address host: raised to {risk}"))
