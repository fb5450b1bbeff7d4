// The wordings of unicode.cpp (security/detail/messages.h). No include guard.

// P10
URI_MESSAGE(kP10InvalidALabel, "P10.invalid-a-label",
            URI_TR_NOOP("uri::security::Message",
                        "Invalid A-label \"{label}\": ICU rejects it, other implementations "
                        "(Node 20) accept it"))
URI_MESSAGE(kP10Deviation, "P10.deviation",
            URI_TR_NOOP("uri::security::Message",
                        "Transitional processing (IDNA2003, old browsers) and nontransitional "
                        "processing (UTS #46, the URL Standard) map \"{label}\" differently"))
URI_MESSAGE(kP10Idna2008Disallowed, "P10.idna2008-disallowed",
            URI_TR_NOOP("uri::security::Message",
                        "UTS #46 accepts {character}, which strict IDNA2008 (RFC 5892) rejects"))
// U1
URI_MESSAGE(kU1InvalidALabel, "U1.invalid-a-label",
            URI_TR_NOOP("uri::security::Message",
                        "Invalid A-label \"{label}\": it is no valid Punycode, decodes to ASCII "
                        "only, or does not round-trip (UTS #46 §4)"))
URI_MESSAGE(kU1Idn, "U1.idn",
            URI_TR_NOOP("uri::security::Message",
                        "Internationalized domain name: \"{unicode}\" is sent as \"{ascii}\""))
URI_MESSAGE(kU1IdnReadsAs, "U1.idn-reads-as",
            URI_TR_NOOP("uri::security::Message",
                        "Internationalized domain name: \"{unicode}\" is sent as \"{ascii}\"; it "
                        "reads as \"{reads_as}\""))
URI_MESSAGE(kU1IdnaErrors, "U1.idna-errors",
            URI_TR_NOOP("uri::security::Message",
                        "Internationalized domain name with IDNA errors: \"{unicode}\""))
// U2
URI_MESSAGE(kU2MixedScripts, "U2.mixed-scripts",
            URI_TR_NOOP("uri::security::Message",
                        "Host label \"{label}\" mixes scripts (UTS #39 restriction level worse "
                        "than highly restrictive)"))
URI_MESSAGE(kU2OutOfContext, "U2.out-of-context",
            URI_TR_NOOP("uri::security::Message",
                        "Host label \"{label}\" has {character} out of its context, where it "
                        "reads as a Latin letter or a mark of another word (Chrome's IDN "
                        "display policy)"))
// U3
URI_MESSAGE(kU3WholeScript, "U3.whole-script",
            URI_TR_NOOP("uri::security::Message",
                        "Host label \"{label}\" is written only with {script} letters that look "
                        "like Latin ones (whole-script confusable)"))
// U4
URI_MESSAGE(kU4ReadsAsProtected, "U4.reads-as-protected",
            URI_TR_NOOP("uri::security::Message",
                        "\"{domain}\" reads as \"{reads_as}\": {character} is not {letter}; it "
                        "imitates the protected domain \"{imitated}\""))
URI_MESSAGE(kU4ReadsAsWidelyUsed, "U4.reads-as-widely-used",
            URI_TR_NOOP("uri::security::Message",
                        "\"{domain}\" reads as \"{reads_as}\": {character} is not {letter}; it "
                        "imitates the widely used domain \"{imitated}\""))
URI_MESSAGE(kU4SkeletonOfProtected, "U4.skeleton-of-protected",
            URI_TR_NOOP("uri::security::Message",
                        "\"{domain}\" looks exactly like the protected domain \"{imitated}\" "
                        "(same UTS #39 skeleton)"))
URI_MESSAGE(kU4SkeletonOfWidelyUsed, "U4.skeleton-of-widely-used",
            URI_TR_NOOP("uri::security::Message",
                        "\"{domain}\" looks exactly like the widely used domain \"{imitated}\" "
                        "(same UTS #39 skeleton)"))
URI_MESSAGE(kU4OneEdit, "U4.one-edit",
            URI_TR_NOOP("uri::security::Message",
                        "\"{domain}\" is one character away from the protected domain "
                        "\"{imitated}\""))
// U5
URI_MESSAGE(kU5OutsideProfile, "U5.outside-profile",
            URI_TR_NOOP("uri::security::Message",
                        "Host label \"{label}\" has {character}, which is outside the identifier "
                        "profile of UTS #39"))
URI_MESSAGE(kU5OnlyAz, "U5.only-az",
            URI_TR_NOOP("uri::security::Message",
                        "Host label \"{label}\" has {character}, which is allowed only under .az "
                        "(it imitates another letter)"))
URI_MESSAGE(kU5OnlyIsFo, "U5.only-is-fo",
            URI_TR_NOOP("uri::security::Message",
                        "Host label \"{label}\" has {character}, which is allowed only under .is "
                        "and .fo (it imitates another letter)"))
URI_MESSAGE(kU5ForeignLetter, "U5.foreign-letter",
            URI_TR_NOOP("uri::security::Message",
                        "\"{label}\" reads as \"{reads_as}\": {character} is not {letter}, and the "
                        "languages of .{tld} do not use it"))
URI_MESSAGE(kU5ForeignLetterNoTld, "U5.foreign-letter-no-tld",
            URI_TR_NOOP("uri::security::Message",
                        "\"{label}\" reads as \"{reads_as}\": {character} is not {letter}, and the "
                        "host has no top-level domain whose languages use it"))
// U6
URI_MESSAGE(kU6MixedNumbers, "U6.mixed-numbers",
            URI_TR_NOOP("uri::security::Message",
                        "Host label \"{label}\" mixes numbering systems or is made of digit "
                        "look-alikes"))
// U7
URI_MESSAGE(kU7Invisible, "U7.invisible",
            URI_TR_NOOP("uri::security::Message",
                        "Invisible or blank character {character} in the {component}"))
URI_MESSAGE(kU7InvisibleEncoded, "U7.invisible-encoded",
            URI_TR_NOOP("uri::security::Message",
                        "Invisible or blank character {character} (percent-encoded) in the "
                        "{component}"))
URI_MESSAGE(kU7InvisibleInText, "U7.invisible-in-text",
            URI_TR_NOOP("uri::security::Message",
                        "Invisible or blank character {character} in the text"))
URI_MESSAGE(kU7InvisibleInTextEncoded, "U7.invisible-in-text-encoded",
            URI_TR_NOOP("uri::security::Message",
                        "Invisible or blank character {character} (percent-encoded) in the text"))
URI_MESSAGE(kU7InvisibleInHost, "U7.invisible-in-host",
            URI_TR_NOOP("uri::security::Message",
                        "Invisible or blank character {character} in the {component}: IDNA may "
                        "delete it, so the host is not what it looks like"))
URI_MESSAGE(kU7InvisibleInHostEncoded, "U7.invisible-in-host-encoded",
            URI_TR_NOOP("uri::security::Message",
                        "Invisible or blank character {character} (percent-encoded) in the "
                        "{component}: IDNA may delete it, so the host is not what it looks like"))
URI_MESSAGE(kU7ALabel, "U7.a-label",
            URI_TR_NOOP("uri::security::Message",
                        "The A-label \"{label}\" decodes to the invisible character {character}"))
// U8
URI_MESSAGE(kU8Reorders, "U8.reorders",
            URI_TR_NOOP("uri::security::Message",
                        "Bidi control {character} in the {component}: it reorders how the link is "
                        "displayed (RFC 3987 §4.1)"))
URI_MESSAGE(kU8ReordersEncoded, "U8.reorders-encoded",
            URI_TR_NOOP("uri::security::Message",
                        "Bidi control {character} (percent-encoded) in the {component}: it "
                        "reorders how the link is displayed (RFC 3987 §4.1)"))
URI_MESSAGE(kU8ReordersInText, "U8.reorders-in-text",
            URI_TR_NOOP("uri::security::Message",
                        "Bidi control {character} in the text: it reorders how the link is "
                        "displayed (RFC 3987 §4.1)"))
URI_MESSAGE(kU8ReordersInTextEncoded, "U8.reorders-in-text-encoded",
            URI_TR_NOOP("uri::security::Message",
                        "Bidi control {character} (percent-encoded) in the text: it reorders how "
                        "the link is displayed (RFC 3987 §4.1)"))
URI_MESSAGE(kU8DisguisesExtension, "U8.disguises-extension",
            URI_TR_NOOP("uri::security::Message",
                        "Bidi control {character} in the {component}: it reverses the text after "
                        "it and disguises a file extension"))
URI_MESSAGE(kU8DisguisesExtensionEncoded, "U8.disguises-extension-encoded",
            URI_TR_NOOP("uri::security::Message",
                        "Bidi control {character} (percent-encoded) in the {component}: it "
                        "reverses the text after it and disguises a file extension"))
URI_MESSAGE(kU8PathSegment, "U8.path-segment",
            URI_TR_NOOP("uri::security::Message",
                        "Path segment with right-to-left text breaks the bidi rule of RFC 3987 "
                        "§4.2 (mixed with left-to-right text, or not starting and ending "
                        "right-to-left)"))
URI_MESSAGE(kU8HostLabel, "U8.host-label",
            URI_TR_NOOP("uri::security::Message",
                        "Host label \"{label}\" breaks the Bidi Rule of RFC 5893"))
// U9
URI_MESSAGE(kU9Mapped, "U9.mapped",
            URI_TR_NOOP("uri::security::Message",
                        "Delimiter look-alike {character} in the {component}: UTS #46 maps it to "
                        "\"{looks_like}\""))
URI_MESSAGE(kU9MappedEncoded, "U9.mapped-encoded",
            URI_TR_NOOP("uri::security::Message",
                        "Delimiter look-alike {character} (percent-encoded) in the {component}: "
                        "UTS #46 maps it to \"{looks_like}\""))
URI_MESSAGE(kU9MappedInText, "U9.mapped-in-text",
            URI_TR_NOOP("uri::security::Message",
                        "Delimiter look-alike {character} in the text: UTS #46 maps it to "
                        "\"{looks_like}\""))
URI_MESSAGE(kU9MappedInTextEncoded, "U9.mapped-in-text-encoded",
            URI_TR_NOOP("uri::security::Message",
                        "Delimiter look-alike {character} (percent-encoded) in the text: UTS #46 "
                        "maps it to \"{looks_like}\""))
URI_MESSAGE(kU9Kept, "U9.kept",
            URI_TR_NOOP("uri::security::Message",
                        "Delimiter look-alike {character} in the {component}: it looks like "
                        "\"{looks_like}\" but is no delimiter"))
URI_MESSAGE(kU9KeptEncoded, "U9.kept-encoded",
            URI_TR_NOOP("uri::security::Message",
                        "Delimiter look-alike {character} (percent-encoded) in the {component}: "
                        "it looks like \"{looks_like}\" but is no delimiter"))
URI_MESSAGE(kU9KeptInText, "U9.kept-in-text",
            URI_TR_NOOP("uri::security::Message",
                        "Delimiter look-alike {character} in the text: it looks like "
                        "\"{looks_like}\" but is no delimiter"))
URI_MESSAGE(kU9KeptInTextEncoded, "U9.kept-in-text-encoded",
            URI_TR_NOOP("uri::security::Message",
                        "Delimiter look-alike {character} (percent-encoded) in the text: it looks "
                        "like \"{looks_like}\" but is no delimiter"))
URI_MESSAGE(kU9Disallowed, "U9.disallowed",
            URI_TR_NOOP("uri::security::Message",
                        "Delimiter look-alike {character} in the {component}: it looks like "
                        "\"{looks_like}\"; UTS #46 disallows it"))
URI_MESSAGE(kU9DisallowedEncoded, "U9.disallowed-encoded",
            URI_TR_NOOP("uri::security::Message",
                        "Delimiter look-alike {character} (percent-encoded) in the {component}: "
                        "it looks like \"{looks_like}\"; UTS #46 disallows it"))
URI_MESSAGE(kU9DisallowedInText, "U9.disallowed-in-text",
            URI_TR_NOOP("uri::security::Message",
                        "Delimiter look-alike {character} in the text: it looks like "
                        "\"{looks_like}\"; UTS #46 disallows it"))
URI_MESSAGE(kU9DisallowedInTextEncoded, "U9.disallowed-in-text-encoded",
            URI_TR_NOOP("uri::security::Message",
                        "Delimiter look-alike {character} (percent-encoded) in the text: it looks "
                        "like \"{looks_like}\"; UTS #46 disallows it"))
URI_MESSAGE(kU9LooksLike, "U9.looks-like",
            URI_TR_NOOP("uri::security::Message",
                        "Delimiter look-alike {character} in the {component}: it looks like "
                        "\"{looks_like}\""))
URI_MESSAGE(kU9LooksLikeEncoded, "U9.looks-like-encoded",
            URI_TR_NOOP("uri::security::Message",
                        "Delimiter look-alike {character} (percent-encoded) in the {component}: "
                        "it looks like \"{looks_like}\""))
URI_MESSAGE(kU9LooksLikeInText, "U9.looks-like-in-text",
            URI_TR_NOOP("uri::security::Message",
                        "Delimiter look-alike {character} in the text: it looks like "
                        "\"{looks_like}\""))
URI_MESSAGE(kU9LooksLikeInTextEncoded, "U9.looks-like-in-text-encoded",
            URI_TR_NOOP("uri::security::Message",
                        "Delimiter look-alike {character} (percent-encoded) in the text: it looks "
                        "like \"{looks_like}\""))
URI_MESSAGE(kU9SlashInLabel, "U9.slash-in-label",
            URI_TR_NOOP("uri::security::Message",
                        "Host label \"{label}\" has {character} next to non-Japanese text, where "
                        "it reads as \"/\""))
URI_MESSAGE(kU9ALabel, "U9.a-label",
            URI_TR_NOOP("uri::security::Message",
                        "The A-label \"{label}\" decodes to the delimiter look-alike {character}"))
// U10
URI_MESSAGE(kU10CompatibilityMapped, "U10.compatibility-mapped",
            URI_TR_NOOP("uri::security::Message",
                        "The host is written with compatibility characters ({character}...) that "
                        "UTS #46 maps: it becomes \"{mapped_host}\""))
// U11
URI_MESSAGE(kU11CombiningMarks, "U11.combining-marks",
            URI_TR_NOOP("uri::security::Message",
                        "Host label \"{label}\" abuses combining marks (repeated, hidden overlay, "
                        "leading, or after a character they do not belong to)"))
// U12
URI_MESSAGE(kU12ImitatesDomain, "U12.imitates-domain",
            URI_TR_NOOP("uri::security::Message",
                        "The {component} imitates \"{domain}\" with non-ASCII look-alikes; the "
                        "real host is elsewhere"))
URI_MESSAGE(kU12ImitatesUrl, "U12.imitates-url",
            URI_TR_NOOP("uri::security::Message",
                        "The {component} imitates a URL with non-ASCII look-alikes; the real host "
                        "is elsewhere"))
URI_MESSAGE(kU12ImitatesHost, "U12.imitates-host",
            URI_TR_NOOP("uri::security::Message",
                        "The {component} imitates a host \"{host}\" with non-ASCII look-alikes; "
                        "the real host is elsewhere"))
// U13
URI_MESSAGE(kU13Deviation, "U13.deviation",
            URI_TR_NOOP("uri::security::Message",
                        "Host label \"{label}\" has the deviation character {character}: "
                        "transitional and nontransitional IDNA give different hosts"))
