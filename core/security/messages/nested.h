// The wordings of nested.cpp (security/detail/messages.h). No include guard.

// R1, R2
URI_MESSAGE(kR1Wrapper, "R1.wrapper",
            URI_TR_NOOP("uri::security::Message",
                        "Redirect wrapper {wrapper} ({encoding}) leads to \"{target}\""))
URI_MESSAGE(kR1Nested, "R1.nested",
            URI_TR_NOOP("uri::security::Message",
                        "Nested URL in the parameter \"{parameter}\" leads to another site: "
                        "\"{target}\""))
URI_MESSAGE(kR2Encoded, "R2.encoded",
            URI_TR_NOOP("uri::security::Message",
                        "Encoded nested URL ({encoding}) in the parameter \"{parameter}\" leads "
                        "to another site: \"{target}\""))
URI_MESSAGE(kR1OAuth, "R1.oauth",
            URI_TR_NOOP("uri::security::Message",
                        "OAuth sign-in link: after the sign-in the server sends the browser to "
                        "\"{target}\"; check that it is the application you expect"))
URI_MESSAGE(kR1OAuthPromptNone, "R1.oauth-prompt-none",
            URI_TR_NOOP("uri::security::Message",
                        "OAuth sign-in link with prompt=none: the server fails at once and "
                        "forwards the error to \"{target}\" (an authorization server as open "
                        "redirector, RFC 9700 §4.11.2)"))
URI_MESSAGE(kR1OAuthEmptyScope, "R1.oauth-empty-scope",
            URI_TR_NOOP("uri::security::Message",
                        "OAuth sign-in link with an empty scope: the server fails at once and "
                        "forwards the error to \"{target}\" (an authorization server as open "
                        "redirector, RFC 9700 §4.11.2)"))
URI_MESSAGE(kR1OAuthResponseType, "R1.oauth-response-type",
            URI_TR_NOOP("uri::security::Message",
                        "OAuth sign-in link with the response_type \"{response_type}\": the "
                        "server fails at once and forwards the error to \"{target}\" (an "
                        "authorization server as open redirector, RFC 9700 §4.11.2)"))
// R3
URI_MESSAGE(kR3PathUrl, "R3.path-url",
            URI_TR_NOOP("uri::security::Message",
                        "The path holds another URL (\"{target}\"): a redirector or a deceptive "
                        "path"))
URI_MESSAGE(kR3ArchivedCopy, "R3.archived-copy",
            URI_TR_NOOP("uri::security::Message",
                        "The path asks {archive} for its archived copy of \"{target}\": the "
                        "page as it was, served by the archive"))
// R4
URI_MESSAGE(kR4Payload, "R4.payload",
            URI_TR_NOOP("uri::security::Message",
                        "Open-redirect payload in the parameter \"{parameter}\": \"{start}\" "
                        "makes the target another host"))
URI_MESSAGE(kR4DecodedTwice, "R4.decoded-twice",
            URI_TR_NOOP("uri::security::Message",
                        "Open-redirect payload in the parameter \"{parameter}\": decoded twice "
                        "it starts \"{start}\": another host for applications that decode twice"))
URI_MESSAGE(kR4NoSlashes, "R4.no-slashes",
            URI_TR_NOOP("uri::security::Message",
                        "Open-redirect payload in the parameter \"{parameter}\": \"{scheme}:host\" "
                        "without slashes goes to another host from a page of the other scheme"))
