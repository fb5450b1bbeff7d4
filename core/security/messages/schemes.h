// The wordings of schemes.cpp (security/detail/messages.h). No include guard.

// S1
URI_MESSAGE(kS1Script, "S1.script",
            URI_TR_NOOP("uri::security::Message",
                        "\"{scheme}:\" runs its text as script in the page that opens the link"))
URI_MESSAGE(kS1ScriptData, "S1.script-data",
            URI_TR_NOOP("uri::security::Message",
                        "data: URL of type {media_type}, which can run script in the page that "
                        "opens it"))
// S2
URI_MESSAGE(kS2Data, "S2.data",
            URI_TR_NOOP("uri::security::Message",
                        "data: URL of type {media_type} ({bytes} bytes): the content is in the "
                        "link itself"))
// S3
URI_MESSAGE(kS3Unc, "S3.unc",
            URI_TR_NOOP("uri::security::Message",
                        "UNC path: Windows opens it over SMB and sends the user's NTLM "
                        "credentials"))
URI_MESSAGE(kS3CodeHandler, "S3.code-handler",
            URI_TR_NOOP("uri::security::Message",
                        "\"{scheme}:\" starts an operating-system handler that runs code "
                        "(ms-msdt: Follina, CVE-2022-30190)"))
URI_MESSAGE(kS3FileRemote, "S3.file-remote",
            URI_TR_NOOP("uri::security::Message",
                        "file: URL with the remote host \"{host}\": Windows fetches it over SMB "
                        "and leaks NTLM credentials"))
URI_MESSAGE(kS3FileLocal, "S3.file-local",
            URI_TR_NOOP("uri::security::Message", "file: URL: it opens a local file"))
URI_MESSAGE(kS3OsHandler, "S3.os-handler",
            URI_TR_NOOP("uri::security::Message",
                        "\"{scheme}:\" hands the link to a local application or browser "
                        "internals"))
// S4
URI_MESSAGE(kS4Jndi, "S4.jndi",
            URI_TR_NOOP("uri::security::Message",
                        "\"{lookup}\" lookup string: log4j-style JNDI injection "
                        "(CVE-2021-44228)"))
URI_MESSAGE(kS4SsrfGadget, "S4.ssrf-gadget",
            URI_TR_NOOP("uri::security::Message",
                        "\"{scheme}:\" can speak to other services (an SSRF gadget: it carries "
                        "raw protocol commands)"))
URI_MESSAGE(kS4PublicServer, "S4.public-server",
            URI_TR_NOOP("uri::security::Message",
                        "\"{scheme}:\" to {host} on its own port, with no line break to end "
                        "a command: a link of an old protocol (the scheme can carry raw "
                        "commands to other services)"))
// S5
URI_MESSAGE(kS5Unregistered, "S5.unregistered",
            URI_TR_NOOP("uri::security::Message",
                        "\"{scheme}:\" is not in the IANA URI scheme registry"))
URI_MESSAGE(kS5Written, "S5.written",
            URI_TR_NOOP("uri::security::Message",
                        "The scheme is written \"{written}\"; a browser reads \"{scheme}\""))
URI_MESSAGE(kS5WrittenAfterBlanks, "S5.written-after-blanks",
            URI_TR_NOOP("uri::security::Message",
                        "The scheme is written \"{written}\" after blanks; a browser reads "
                        "\"{scheme}\""))
// S6
URI_MESSAGE(kS6HttpsPort80, "S6.https-port-80",
            URI_TR_NOOP("uri::security::Message", "https on port 80, the port of cleartext http"))
URI_MESSAGE(kS6HttpPort443, "S6.http-port-443",
            URI_TR_NOOP("uri::security::Message", "http on port 443, the port of https"))
URI_MESSAGE(kS6Cleartext, "S6.cleartext",
            URI_TR_NOOP("uri::security::Message", "\"{scheme}:\" travels in cleartext"))
