#include "text/diagnostic_text.h"

#include "common/display_cells.h"

namespace uri::ui {

namespace {

constexpr std::size_t kExcerptBytes = 24;

// Codes added to the core by the URL Standard parser and the encoding views
// (the encoding views and the URL Standard), keyed by their stable names (never renumbered or
// reused), so that this table does not depend on the enumerators' spelling.
struct NamedText
{
    const char *name;
    const char *text;
};

constexpr NamedText kNamedTexts[] = {
    {"domain-to-ASCII",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "The host is no valid domain name under UTS #46 ToASCII: %1.")},
    {"domain-percent-encoded",
     QT_TRANSLATE_NOOP(
         "uri::ui::DiagnosticText",
         "The host of a special URL contains a percent-encoded byte; a browser decodes it: %1.")},
    {"host-invalid-code-point",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "The opaque host contains a character that a host may not contain: %1.")},
    {"IPv4-empty-part",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText", "An IPv4 address ends with \".\": %1.")},
    {"IPv4-too-few-parts", QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                                             "An IPv4 address has fewer than four parts: %1.")},
    {"IPv4-too-many-parts",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "A host that ends in a number has more than four parts: %1.")},
    {"IPv4-non-numeric-part",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "A host that ends in a number has a part that is not a number: %1.")},
    {"IPv4-non-decimal-part",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "A part of an IPv4 address is written in hexadecimal or octal: %1.")},
    {"IPv4-out-of-range-part",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText", "A part of an IPv4 address exceeds 255: %1.")},
    {"IPv4-non-ASCII-input",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "An IPv4 address that comes from non-ASCII input: %1.")},
    {"IPv6-unclosed", QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                                        "An IPv6 address is missing the closing \"]\": %1.")},
    {"IPv6-invalid-compression",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "An IPv6 address begins with a single \":\": %1.")},
    {"IPv6-too-many-pieces", QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                                               "An IPv6 address has more than eight pieces: %1.")},
    {"IPv6-multiple-compression",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "An IPv6 address uses \"::\" more than once: %1.")},
    {"IPv6-invalid-code-point",
     QT_TRANSLATE_NOOP(
         "uri::ui::DiagnosticText",
         "An IPv6 address contains something other than hexadecimal digits and \":\": %1.")},
    {"IPv6-too-few-pieces",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "An IPv6 address without \"::\" has fewer than eight pieces: %1.")},
    {"IPv6-piece-leading-zero",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "A piece of an IPv6 address has a leading zero: %1.")},
    {"IPv4-in-IPv6-too-many-pieces",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "An IPv6 address has more than six pieces before its IPv4 part: %1.")},
    {"IPv4-in-IPv6-invalid-code-point",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "The IPv4 part of an IPv6 address is malformed: %1.")},
    {"IPv4-in-IPv6-out-of-range-part",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "A part of the IPv4 part of an IPv6 address exceeds 255: %1.")},
    {"IPv4-in-IPv6-too-few-parts",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "The IPv4 part of an IPv6 address has fewer than four parts: %1.")},
    {"invalid-URL-unit",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "A character that is not a URL unit; a browser encodes or removes it: %1.")},
    {"special-scheme-missing-following-solidus",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "A special scheme is not followed by exactly \"//\": %1.")},
    {"missing-scheme-non-relative-URL",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "No scheme, and no base URL to resolve against: %1.")},
    {"invalid-reverse-solidus",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "\"\\\" where \"/\" belongs; a browser reads it as \"/\": %1.")},
    {"invalid-credentials",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "The URL includes credentials (a user name or password before \"@\"): %1.")},
    {"host-missing", QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                                       "A special URL, userinfo or a port without a host: %1.")},
    {"port-out-of-range",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText", "The port is greater than 65535: %1.")},
    {"port-invalid", QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                                       "The port contains something other than digits: %1.")},
    {"file-invalid-Windows-drive-letter",
     QT_TRANSLATE_NOOP(
         "uri::ui::DiagnosticText",
         "A reference that starts with a Windows drive letter drops the base's path: %1.")},
    {"file-invalid-Windows-drive-letter-host",
     QT_TRANSLATE_NOOP(
         "uri::ui::DiagnosticText",
         "A file URL's host is a Windows drive letter; it is read as the first path segment: %1.")},
    {"double-encoding",
     QT_TRANSLATE_NOOP(
         "uri::ui::DiagnosticText",
         "\"%25\" followed by two hexadecimal digits: the text was percent-encoded twice: %1.")},
    {"decoded-invalid-utf8",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText", "The percent-decoded bytes are not UTF-8: %1.")},
    {"decoded-control",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "A percent-encoding decodes to a control character: %1.")},
    {"decoded-bidi-or-invisible",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "A percent-encoding decodes to a bidi or invisible character: %1.")},
    {"pct-encoded-unreserved",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "An unreserved character is percent-encoded; normalizers decode it: %1.")},
    {"pct-encoded-delimiter",
     QT_TRANSLATE_NOOP(
         "uri::ui::DiagnosticText",
         "A percent-encoded delimiter: it is data, and decoding it would change the URI: %1.")},
    {"pct-encoded-lowercase",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "Percent-encodings should use uppercase hexadecimal digits: %1.")},
    {"encode-unrepresentable",
     QT_TRANSLATE_NOOP(
         "uri::ui::DiagnosticText",
         "The chosen specification has no encoded form for this character here: %1.")},
    {"iri-not-ucschar",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "A non-ASCII character that an IRI may not contain: %1.")},
    {"iri-private-use",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "A private-use character is allowed only in the query of an IRI: %1.")},
    {"iri-bidi-format",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "An IRI must not contain bidi formatting characters: %1.")},
    {"idna-empty-label",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText", "A label of the domain name is empty: %1.")},
    {"idna-label-too-long",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "A label is longer than 63 bytes in its ASCII form: %1.")},
    {"idna-domain-too-long",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "The domain name is longer than 253 bytes in its ASCII form: %1.")},
    {"idna-leading-hyphen",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText", "A label begins with a hyphen: %1.")},
    {"idna-trailing-hyphen",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText", "A label ends with a hyphen: %1.")},
    {"idna-hyphen-3-4",
     QT_TRANSLATE_NOOP(
         "uri::ui::DiagnosticText",
         "A label has \"--\" in its third and fourth positions but is no valid A-label: %1.")},
    {"idna-leading-combining-mark",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText", "A label begins with a combining mark: %1.")},
    {"idna-disallowed",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "A character that IDNA does not allow in a domain name: %1.")},
    {"idna-punycode",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "A label that begins with \"xn--\" is not valid Punycode: %1.")},
    {"idna-label-has-dot", QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                                             "A label contains a dot once decoded or mapped: %1.")},
    {"idna-invalid-ace-label",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "An \"xn--\" label decodes to an invalid label or to plain ASCII: %1.")},
    {"idna-bidi",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "The domain name breaks the Bidi Rule for right-to-left labels: %1.")},
    {"idna-contextj",
     QT_TRANSLATE_NOOP(
         "uri::ui::DiagnosticText",
         "A zero width joiner or non-joiner where the CONTEXTJ rules forbid it: %1.")},
    {"idna-contexto-punctuation",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "A punctuation character where the CONTEXTO rules forbid it: %1.")},
    {"idna-contexto-digits",
     QT_TRANSLATE_NOOP(
         "uri::ui::DiagnosticText",
         "Arabic-Indic and extended Arabic-Indic digits are mixed in one label: %1.")},
    // The grammars before RFC 3986
    {"hostname-syntax",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "Not a host name of this generation (labels of letters, digits and "
                       "hyphens; the last begins with a letter): %1.")},
    {"registry-name",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "No server (userinfo, a hostname or IPv4 address, a port of digits), so "
                       "RFC 2396 reads the whole authority as a registry-based name without "
                       "userinfo, host or port: %1.")},
    {"ip-literal-not-in-spec",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "An IP literal in brackets, which this generation does not have (RFC "
                       "2732 added it in 1999): %1.")},
    {"opaque-no-query",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "In RFC 2396 a URI without \"/\" after the scheme is opaque, so this "
                       "belongs to its opaque part, not to a query: %1.")},
    {"missing-path",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "RFC 2396 needs a path here: after \"scheme:\" a \"/\" or an opaque "
                       "part, before \"?\" a segment: %1.")},
    {"port-missing",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "\":\" without a port; in this generation a port is one or more "
                       "digits: %1.")},
    {"hostnumber-range",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "Four runs of digits, which this generation's IPv4 address rule allows "
                       "with no range, but no IPv4 address has a part over 255: %1.")},
    {"fsegment-empty",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "The path after the net_loc begins with an empty segment, and RFC 1808's "
                       "path begins with one of at least a character (fsegment): no relative "
                       "URL has this shape: %1.")},
    {"not-generic-rl",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "The path after the net_loc begins with an empty segment, so RFC 1808 "
                       "reads this as no generic-RL, only as an absolute URL of the form "
                       "scheme \":\" *( uchar | reserved ), which cannot be a base: %1.")},
    {"not-generic-url",
     QT_TRANSLATE_NOOP("uri::ui::DiagnosticText",
                       "The generic split of draft-01 fails here, so this is no generic-URL, "
                       "only an opaque-URL = scheme \":\" *urlchar: valid, but with no server, "
                       "path or query, and no base for relative URLs: %1.")},
};

} // namespace

QString DiagnosticText::message(const Diagnostic &diag, std::string_view input)
{
    // Non-ASCII is escaped too: a Cyrillic "a" quoted as such would pass for a Latin one.
    const std::string_view text = diag.span.in(input);
    QString shown;
    for (const DisplayCell &cell : displayCells(text, kExcerptBytes, true))
        shown += cell.text;
    if (text.size() > kExcerptBytes)
        shown += QStringLiteral("...");
    const QString excerpt = QLatin1Char('"') + shown + QLatin1Char('"');
    return message(diag.code, excerpt);
}

QString DiagnosticText::message(DiagCode code, const QString &excerpt)
{
    // One translation per stable code (diagnostic.h); %1 is the offending
    // text, quoted and escaped.
    switch (code) {
    case DiagCode::SchemeStart:
        return tr("A scheme must begin with a letter: %1.").arg(excerpt);
    case DiagCode::SchemeChar:
        return tr("A character that the scheme does not allow (RFC 3986: letters, digits, "
                  "\"+\", \"-\" and \".\" after the first letter): %1.")
            .arg(excerpt);
    case DiagCode::PathNoschemeColon:
        return tr("The first segment of a relative path may not contain \":\" (it would read "
                  "as a scheme); write \"./\" before it: %1.")
            .arg(excerpt);
    case DiagCode::UserinfoChar:
        return tr("A character not allowed in userinfo: %1.").arg(excerpt);
    case DiagCode::RegNameChar:
        return tr("A character not allowed in a registered name: %1.").arg(excerpt);
    case DiagCode::PortChar:
        return tr("A port consists of decimal digits only: %1.").arg(excerpt);
    case DiagCode::PathChar:
        return tr("A character not allowed in a path segment: %1.").arg(excerpt);
    case DiagCode::QueryChar:
        return tr("A character not allowed in a query: %1.").arg(excerpt);
    case DiagCode::FragmentChar:
        return tr("A character not allowed in a fragment: %1.").arg(excerpt);
    case DiagCode::PctEncodedMalformed:
        return tr("\"%\" must be followed by two hexadecimal digits: %1.").arg(excerpt);
    case DiagCode::NonAscii:
        return tr("Non-ASCII characters must be percent-encoded in a URI (an IRI, RFC 3987, "
                  "allows them): %1.")
            .arg(excerpt);
    case DiagCode::InvalidUtf8:
        return tr("Bytes that are not valid UTF-8: %1.").arg(excerpt);
    case DiagCode::ControlChar:
        return tr("Control characters are not allowed anywhere in a URI: %1.").arg(excerpt);
    case DiagCode::Whitespace:
        return tr("Spaces are not allowed in a URI; percent-encode them as %20: %1.").arg(excerpt);
    case DiagCode::IpLiteralUnterminated:
        return tr("An IP literal opened with \"[\" is not closed with \"]\": %1.").arg(excerpt);
    case DiagCode::IpLiteralTrailing:
        return tr("Only \":\" and a port may follow the \"]\" of an IP literal: %1.").arg(excerpt);
    case DiagCode::Ipv6Char:
        return tr("An IPv6 address consists of hexadecimal digits, \":\" and a dotted IPv4 "
                  "tail: %1.")
            .arg(excerpt);
    case DiagCode::Ipv6H16Length:
        return tr("Each 16-bit piece of an IPv6 address has one to four hexadecimal digits: "
                  "%1.")
            .arg(excerpt);
    case DiagCode::Ipv6GroupCount:
        return tr("An IPv6 address has eight 16-bit pieces, or fewer with one \"::\": %1.")
            .arg(excerpt);
    case DiagCode::Ipv6DoubleColonTwice:
        return tr("\"::\" may appear only once in an IPv6 address: %1.").arg(excerpt);
    case DiagCode::Ipv6LoneColon:
        return tr("A single \":\" must stand between two pieces of an IPv6 address: %1.")
            .arg(excerpt);
    case DiagCode::Ipv6Ipv4Tail:
        return tr("An IPv4 address in an IPv6 address must be a valid dotted quad in its last "
                  "32 bits: %1.")
            .arg(excerpt);
    case DiagCode::Ipv6Empty:
        return tr("An IP literal may not be empty: %1.").arg(excerpt);
    case DiagCode::Ipv6ZoneId:
        return tr("A zone identifier (RFC 6874): an extension that RFC 3986 does not allow: "
                  "%1.")
            .arg(excerpt);
    case DiagCode::Ipv6ZoneIdUnencoded:
        return tr("A zone identifier introduced by a bare \"%\"; RFC 6874 requires \"%25\" and "
                  "RFC 3986 allows neither: %1.")
            .arg(excerpt);
    case DiagCode::IpvFutureSyntax:
        return tr("IPvFuture is \"v\", hexadecimal digits, \".\", then unreserved characters, "
                  "sub-delims or \":\": %1.")
            .arg(excerpt);
    case DiagCode::RegNameNumeric:
        return tr("A registered name of digits and dots that is no IPv4 address; browsers "
                  "and inet_aton() read it as one: %1.")
            .arg(excerpt);
    case DiagCode::DeprecatedPassword:
        return tr("\"user:password\" in userinfo is deprecated; a password in a URI is "
                  "exposed: %1.")
            .arg(excerpt);
    case DiagCode::EmptyPort:
        return tr("The port is empty; producers should omit the \":\" too.");
    case DiagCode::TooManyDiagnostics:
        return tr("More diagnostics were found than are listed.");
    default:
        break;
    }
    const std::string_view name = diagCodeName(code);
    for (const NamedText &named : kNamedTexts) {
        if (name == named.name)
            return QCoreApplication::translate("uri::ui::DiagnosticText", named.text).arg(excerpt);
    }
    return fallback(code, excerpt);
}

QString DiagnosticText::fallback(DiagCode code, const QString &excerpt)
{
    // A code added to the core after this table: name it by its stable code
    // rather than show the core's English message (tst_translation lists
    // every code that lands here, so that it gets its own text).
    const std::string_view name = diagCodeName(code);
    //: %1 is a stable diagnostic code such as "path-char"; %2 the offending text
    return tr("Diagnostic %1: %2.")
        .arg(QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size())), excerpt);
}

QString DiagnosticText::severityName(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return tr("info");
    case Severity::Warning:
        return tr("warning");
    case Severity::Error:
        return tr("error");
    }
    return tr("error");
}

} // namespace uri::ui
