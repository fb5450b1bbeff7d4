#include "text/security_text.h"

#include "common/display_cells.h"
#include "common/palette.h"
#include "text/part_kind.h"
#include "window/theme.h"

#include "uriinspector/utf8.h"

#include <QRegularExpression>
#include <QString>

#include <QStyle>

#include <algorithm>
#include <iterator>
#include <vector>

namespace uri::ui {

using security::Risk;

namespace {

QString latin1(std::string_view text)
{
    return QString::fromLatin1(text.data(), static_cast<qsizetype>(text.size()));
}

// The words of security/detail/messages.h for the parts of a URI.
std::string_view componentKey(PartKind kind)
{
    switch (kind) {
    case PartKind::Userinfo:
        return "userinfo";
    case PartKind::Host:
        return "host";
    case PartKind::Path:
        return "path";
    case PartKind::Query:
        return "query";
    case PartKind::Fragment:
        return "fragment";
    case PartKind::Scheme:
        return "scheme";
    case PartKind::Port:
        return "port";
    default:
        return {};
    }
}

// The first finding of @p check in the URL nested at @p nested ("" the link itself).
const security::Finding *findIn(const security::Assessment &analysis, security::Check check,
                                std::string_view nested)
{
    for (const security::Finding &f : analysis.findings) {
        if (f.check == check && f.nested == nested)
            return &f;
    }
    return nullptr;
}

// The value of one of a finding's details ("" when it has none).
std::string_view detail(const security::Finding &finding, std::string_view key)
{
    for (const auto &[name, value] : finding.details) {
        if (name == key)
            return value;
    }
    return {};
}

// The same for a sentence: the core escaped it already (escapeForDisplay()),
// so its escapes are kept as they are.
QString detailText(const security::Finding &finding, std::string_view key)
{
    constexpr qsizetype kMaxChars = 128;
    const QString text = QString::fromStdString(uri::escapeUnsafe(detail(finding, key)));
    return text.size() > kMaxChars ? text.left(kMaxChars) + QStringLiteral("...") : text;
}

/// A value of the security views, every non-ASCII character escaped.
QString shown(std::string_view bytes, std::size_t maxBytes = kShownValueBytes)
{
    return escapedText(bytes, maxBytes, Escape::NonAscii);
}

/// @p bytes for a sentence: as they are when only a backslash would be
/// escaped (nothing else to tell it from), else shown().
QString proseText(std::string_view bytes, std::size_t maxBytes)
{
    const QString escaped = shown(bytes, maxBytes);
    if (bytes.size() > maxBytes || !escaped.contains(QLatin1Char('\\')))
        return escaped;
    const QString raw = QString::fromUtf8(bytes.data(), static_cast<qsizetype>(bytes.size()));
    QString undoubled = escaped;
    undoubled.replace(QStringLiteral("\\\\"), QStringLiteral("\\"));
    return undoubled == raw ? raw : escaped;
}

} // namespace

QString asciiJson(const QByteArray &json)
{
    const QString text = QString::fromUtf8(json);
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c.unicode() < 0x7F) {
            out += c;
        } else {
            out += QStringLiteral("\\u")
                   + QString::number(c.unicode(), 16).rightJustified(4, QLatin1Char('0'));
        }
    }
    return out;
}

QString SecurityText::riskName(Risk risk)
{
    switch (risk) {
    case Risk::Info:
        return tr("info");
    case Risk::Low:
        return tr("low");
    case Risk::Medium:
        return tr("medium");
    case Risk::High:
        return tr("high");
    case Risk::Critical:
        return tr("critical");
    }
    return {};
}

namespace {

struct CheckTitle
{
    security::Check check;
    const char *text; ///< QT_TRANSLATE_NOOP
};

// The titles of docs/security-checks.md, as the registry of checks (core/security)
// has them: one row a check.
constexpr CheckTitle kCheckTitles[] = {
    {security::Check::A1,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText",
                       "Unstable or opaque destination (shortener, dynamic DNS, tunnel, IPFS)")},
    {security::Check::A2, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Port of another protocol")},
    {security::Check::A3,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Encoded or raw line breaks and controls")},
    {security::Check::A4,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Encoded delimiter inside a component")},
    {security::Check::A5, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "NUL byte")},
    {security::Check::A6,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Dot-segment traversal, literal or encoded")},
    {security::Check::A7,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Multiple or malformed percent-encoding")},
    {security::Check::A8, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "File-system special name")},
    {security::Check::A9,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "IPv4 address in a rare format")},
    {security::Check::A10,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Credentials in the userinfo")},
    {security::Check::A11,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Secret in the query or fragment")},
    {security::Check::A12,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Userinfo that looks like a host")},
    {security::Check::P1,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "The views disagree on scheme, host or port")},
    {security::Check::P2,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Backslash in a special-scheme URL")},
    {security::Check::P3, QT_TRANSLATE_NOOP("uri::ui::SecurityText",
                                            "Tab, newline, or leading/trailing control or space")},
    {security::Check::P4,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Irregular slashes or a scheme-relative form")},
    {security::Check::P5,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Several \"@\", or \"@\" after \"?\" or \"#\"")},
    {security::Check::P6, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Port syntax anomaly")},
    {security::Check::P7, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Percent-encoded host")},
    {security::Check::P8,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Numeric host read differently by the views")},
    {security::Check::P9, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Scheme mixup")},
    {security::Check::P10,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "IDNA processing differential")},
    {security::Check::N1, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Loopback address or name")},
    {security::Check::N2,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Unspecified or \"this network\" address")},
    {security::Check::N3,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Private or shared address space")},
    {security::Check::N4,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Link-local address or cloud metadata endpoint")},
    {security::Check::N5,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "IPv6 address that embeds an IPv4 address")},
    {security::Check::N6,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Other special-purpose address")},
    {security::Check::N7,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Name that only makes sense inside a network")},
    {security::Check::N8,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Wildcard-DNS name that embeds an IP")},
    {security::Check::N9,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Host is a public IP literal")},
    {security::Check::N10, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "IPv6 zone identifier")},
    {security::Check::U1,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText",
                       "Internationalized domain name, or an invalid A-label")},
    {security::Check::U2, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Mixed-script label")},
    {security::Check::U3,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Whole-script confusable label")},
    {security::Check::U4,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Confusable with a protected domain")},
    {security::Check::U5,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Character outside the identifier profile")},
    {security::Check::U6,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Mixed numbering systems or digit look-alikes")},
    {security::Check::U7,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Invisible or blank character")},
    {security::Check::U8,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Bidi control or bidi-rule violation")},
    {security::Check::U9, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Delimiter look-alike")},
    {security::Check::U10, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Compatibility-mapped host")},
    {security::Check::U11, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Combining-mark abuse")},
    {security::Check::U12,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Deceptive non-ASCII outside the host")},
    {security::Check::U13, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Deviation character")},
    {security::Check::D1,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Protected domain embedded in a subdomain")},
    {security::Check::D2,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Brand combined with a keyword")},
    {security::Check::D3, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Hostname padding or depth")},
    {security::Check::D4,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Owner is a tenant of a private suffix")},
    {security::Check::D5, QT_TRANSLATE_NOOP("uri::ui::SecurityText",
                                            "Top-level domain that looks like a file extension")},
    {security::Check::D6,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Top-level domain missing from the PSL")},
    {security::Check::R1, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Nested URL in a parameter")},
    {security::Check::R2, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Encoded nested URL")},
    {security::Check::R3, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "URL embedded in the path")},
    {security::Check::R4, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Open-redirect payload")},
    {security::Check::S1, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Script-capable scheme")},
    {security::Check::S2, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Other data: URL")},
    {security::Check::S3,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Local resource or OS-handler scheme")},
    {security::Check::S4, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "SSRF-gadget scheme")},
    {security::Check::S5,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Unknown or oddly written scheme")},
    {security::Check::S6,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Cleartext or mismatched transport")},
    {security::Check::L1, QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Excessive URL length")},
    {security::Check::L2,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "DNS length or syntax limits")},
    {security::Check::L3,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Component anomaly (length, count, pollution)")},
    {security::Check::P11,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Real URL libraries disagree on the host")},
    {security::Check::F1,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Downloads a file of a dangerous type")},
    {security::Check::F2,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "File name with a second, deceptive extension")},
    {security::Check::F3,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Program named after a processor (IoT botnet)")},
    {security::Check::F4,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Served by a public file or code hosting service")},
    {security::Check::K1,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Named by a loaded blocklist")},
    {security::Check::C1,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "The text shown for the link names another site")},
    {security::Check::C2,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "The text shows https:, the link goes over http:")},
    {security::Check::C3,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText",
                       "The sender's name or reply address belongs to another owner")},
    {security::Check::C4, QT_TRANSLATE_NOOP("uri::ui::SecurityText",
                                            "Form that asks for a password or posts elsewhere")},
    {security::Check::C5,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Automatic redirect (meta refresh, script)")},
    {security::Check::C6,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Link that arrives in a QR or other 2-D code")},
    {security::Check::C7,
     QT_TRANSLATE_NOOP("uri::ui::SecurityText", "Link with nothing to see (no text, no image)")},
};
static_assert(std::size(kCheckTitles) == security::kCheckCount);
// one row a value, in the order of the enum
constexpr bool inEnumOrder()
{
    for (std::size_t i = 0; i < std::size(kCheckTitles); ++i) {
        if (static_cast<std::size_t>(kCheckTitles[i].check) != i)
            return false;
    }
    return true;
}
static_assert(inEnumOrder());

} // namespace

QString SecurityText::checkTitle(security::Check check)
{
    const auto i = static_cast<std::size_t>(check);
    return i < std::size(kCheckTitles) ? tr(kCheckTitles[i].text) : QString();
}

QString SecurityText::verdictName(std::optional<Risk> verdict)
{
    return verdict ? riskName(*verdict) : tr("no finding");
}

QString SecurityText::checkReference(security::Check check)
{
    // inside a sentence a title starts in lower case, unless it starts with
    // an acronym ("NUL byte")
    QString title = checkTitle(check);
    if (title.size() > 1 && title.at(0).isUpper() && title.at(1).isLower())
        title[0] = title.at(0).toLower();
    //: a check in the verdict line; %1 its title, %2 its id ("A6")
    return tr("%1 (%2)").arg(title, latin1(security::checkInfo(check).id));
}

QString SecurityText::verdictLine(const security::Assessment &analysis)
{
    const QString verdict = verdictName(analysis.verdict);
    // the checks that set the verdict, as the command line names them
    // (security::verdictChecks(): never empty with a verdict)
    QStringList reasons;
    for (const security::Check check : security::verdictChecks(analysis))
        reasons << checkReference(check);
    if (reasons.isEmpty())
        return verdict;
    constexpr qsizetype kShown = 3;
    QString list;
    if (reasons.size() == 1) {
        list = reasons.front();
    } else if (reasons.size() <= kShown) {
        //: the last two of a list; %1 the others (or one), %2 the last
        list = tr("%1 and %2")
                   .arg(reasons.mid(0, reasons.size() - 1).join(tr(", ")), reasons.back());
    } else {
        list = tr("%1 and %n more", nullptr, static_cast<int>(reasons.size() - kShown))
                   .arg(reasons.mid(0, kShown).join(tr(", ")));
    }
    //: the verdict line; %1 the verdict ("high"), %2 the findings that set it
    QString line = tr("%1: %2").arg(verdict, list);
    const std::optional<Risk> findings = security::findingsVerdict(analysis);
    if (findings && *findings < *analysis.verdict)
        //: after the verdict line; %1 the highest severity of the findings
        //: ("medium"), which a combination rule of the catalog's §3 raised
        line += QLatin1Char(' ')
                + tr("(raised from %1: the findings together weigh more)").arg(riskName(*findings));
    return line;
}

QString SecurityText::message(const security::Finding &finding)
{
    return worded(finding.messageTemplate, finding.arguments, finding.message);
}

QString SecurityText::escalation(const security::Escalation &escalation)
{
    return worded(escalation.messageTemplate, escalation.arguments, escalation.message);
}

QString SecurityText::worded(std::string_view messageTemplate,
                             const std::vector<std::pair<std::string, std::string>> &arguments,
                             const std::string &english)
{
    constexpr std::size_t kMaxBytes = 1024;
    if (messageTemplate.empty())
        return escapedText(english, kMaxBytes);
    QString text = QCoreApplication::translate("uri::security::Message",
                                               std::string(messageTemplate).c_str());
    for (const auto &[key, value] : arguments) {
        // values come escaped from the core (Finding::arguments), escapes
        // kept as they are; "component" names a part of the URI, "risk" a
        // verdict (security/detail/messages.h)
        QString shown = QString::fromStdString(uri::escapeUnsafe(value));
        if (shown.size() > qsizetype(kMaxBytes))
            shown = shown.left(qsizetype(kMaxBytes)) + QStringLiteral("...");
        if (key == "component") {
            for (const PartKind kind :
                 {PartKind::Userinfo, PartKind::Host, PartKind::Path, PartKind::Query,
                  PartKind::Fragment, PartKind::Scheme, PartKind::Port}) {
                if (value == componentKey(kind))
                    shown = PartNames::name(kind);
            }
        } else if (key == "risk") {
            for (const Risk risk :
                 {Risk::Info, Risk::Low, Risk::Medium, Risk::High, Risk::Critical}) {
                if (value == security::riskName(risk))
                    shown = riskName(risk);
            }
        } else if (key == "readings") {
            // P11's readings: a reader that reads no host (readers.cpp)
            shown.replace(QStringLiteral("(no host)"),
                          QCoreApplication::translate("uri::security::Word", "(no host)"));
            static const QRegularExpression others(QStringLiteral(" and (\\d+) other readers"));
            // one browser's group: one count at most
            if (const QRegularExpressionMatch m = others.match(shown); m.hasMatch()) {
                shown.replace(
                    m.capturedStart(), m.capturedLength(),
                    QCoreApplication::translate("uri::security::Word", " and %1 other readers")
                        .arg(m.captured(1)));
            }
        } else if (key == "class" || key == "encoding" || key == "script") {
            // words of the core's tables: in the window's language
            if (const QString word = argumentWord(key, value); !word.isEmpty())
                shown = word;
        }
        text.replace(QLatin1Char('{') + QString::fromStdString(key) + QLatin1Char('}'), shown);
    }
    return text;
}

QString SecurityText::argumentWord(std::string_view key, std::string_view value)
{
    // the words of the core's tables, each its own English (the command line
    // prints the same): the classes of resources/security/special_addresses.txt
    // and special_names.txt (docs/security-checks.md §4.3), the encodings of
    // a nested URL (R1, R2), the ISO 15924 codes of the scripts U2 names
    struct Word
    {
        std::string_view key;
        const char *value;
    };
    static constexpr Word kWords[] = {
        {"class", QT_TRANSLATE_NOOP("uri::security::Word", "public")},
        {"class", QT_TRANSLATE_NOOP("uri::security::Word", "loopback")},
        {"class", QT_TRANSLATE_NOOP("uri::security::Word", "private")},
        {"class", QT_TRANSLATE_NOOP("uri::security::Word", "link-local")},
        {"class", QT_TRANSLATE_NOOP("uri::security::Word", "reserved")},
        {"class", QT_TRANSLATE_NOOP("uri::security::Word", "special")},
        {"class", QT_TRANSLATE_NOOP("uri::security::Word", "metadata")},
        {"class", QT_TRANSLATE_NOOP("uri::security::Word", "shared")},
        {"class", QT_TRANSLATE_NOOP("uri::security::Word", "documentation")},
        {"class", QT_TRANSLATE_NOOP("uri::security::Word", "benchmarking")},
        {"class", QT_TRANSLATE_NOOP("uri::security::Word", "unspecified")},
        {"class", QT_TRANSLATE_NOOP("uri::security::Word", "broadcast")},
        {"class", QT_TRANSLATE_NOOP("uri::security::Word", "multicast")},
        {"class", QT_TRANSLATE_NOOP("uri::security::Word", "internal")},
        {"class", QT_TRANSLATE_NOOP("uri::security::Word", "internal-name")},
        {"class", QT_TRANSLATE_NOOP("uri::security::Word", "single-label")},
        {"class", QT_TRANSLATE_NOOP("uri::security::Word", "wildcard-ip")},
        {"class", QT_TRANSLATE_NOOP("uri::security::Word", "wildcard-loopback")},
        {"encoding", QT_TRANSLATE_NOOP("uri::security::Word", "plain")},
        {"encoding", QT_TRANSLATE_NOOP("uri::security::Word", "percent-encoded")},
        {"encoding", QT_TRANSLATE_NOOP("uri::security::Word", "double percent-encoded")},
        {"encoding", QT_TRANSLATE_NOOP("uri::security::Word", "base64")},
        {"script", QT_TRANSLATE_NOOP("uri::security::Word", "Cyrl")},
        {"script", QT_TRANSLATE_NOOP("uri::security::Word", "Grek")},
        {"script", QT_TRANSLATE_NOOP("uri::security::Word", "Armn")},
        {"script", QT_TRANSLATE_NOOP("uri::security::Word", "Cher")},
        {"script", QT_TRANSLATE_NOOP("uri::security::Word", "Latn")},
        {"script", QT_TRANSLATE_NOOP("uri::security::Word", "Hebr")},
        {"script", QT_TRANSLATE_NOOP("uri::security::Word", "Arab")},
        {"script", QT_TRANSLATE_NOOP("uri::security::Word", "Geor")},
        {"script", QT_TRANSLATE_NOOP("uri::security::Word", "Copt")},
        {"script", QT_TRANSLATE_NOOP("uri::security::Word", "Deva")},
    };
    for (const Word &w : kWords) {
        if (w.key == key && value == w.value)
            return QCoreApplication::translate("uri::security::Word", w.value);
    }
    return {};
}

QIcon SecurityText::verdictIcon(std::optional<Risk> verdict)
{
    if (!verdict)
        return standardIcon(QStyle::SP_DialogApplyButton);
    switch (*verdict) {
    case Risk::Critical:
    case Risk::High:
        return standardIcon(QStyle::SP_MessageBoxCritical);
    case Risk::Medium:
        return standardIcon(QStyle::SP_MessageBoxWarning);
    case Risk::Low:
    case Risk::Info:
        return standardIcon(QStyle::SP_MessageBoxInformation);
    }
    return {};
}

QColor SecurityText::verdictColor(std::optional<Risk> verdict, const ComponentPalette &palette)
{
    if (!verdict)
        return palette.foreground();
    switch (*verdict) {
    case Risk::Critical:
    case Risk::High:
        return palette.error();
    case Risk::Medium:
        return palette.warning();
    case Risk::Low:
    case Risk::Info:
        return palette.dimForeground();
    }
    return palette.foreground();
}

QString SecurityText::banner(const security::Assessment &analysis, std::string_view input)
{
    QString sentence = destinationSentence(analysis, input);
    const security::Destination &d = analysis.destination;
    if (const QString name = nameSentence(d); !name.isEmpty())
        sentence += QLatin1Char(' ') + name;
    // a browser goes nowhere (the URL Standard returns failure)
    if (analysis.views.whatwg.failure && d.scheme)
        sentence += QLatin1Char(' ')
                    + tr("A browser refuses it: the URL Standard's parser returns failure.");
    if (const QString owner = ownerSentence(d); !owner.isEmpty())
        sentence += QLatin1Char(' ') + owner;
    if (const QString nested = nestedSentence(analysis); !nested.isEmpty())
        sentence += QLatin1Char(' ') + nested;
    return sentence;
}

QString SecurityText::destinationSentence(const security::Assessment &analysis,
                                          std::string_view input)
{
    const security::Destination &d = analysis.destination;
    QString where;
    if (d.host && !d.host->empty()) {
        where = shown(*d.host);
        if (d.port)
            where = tr("%1 (port %2)").arg(where).arg(*d.port);
    }
    const security::Finding *deceptive = findIn(analysis, security::Check::A12, {});
    if (deceptive && !where.isEmpty()) {
        const std::string_view userinfo = deceptive->span.in(input);
        // the host the userinfo imitates, as the check found it (A12's details)
        const std::string_view imitated = detail(*deceptive, "imitated_host");
        // the browser takes its host from what RFC 3986 calls the userinfo
        // ("https://evil.example\\@bank.example/"): both readings, each whole
        const security::ViewSummary &rfc = analysis.views.rfc3986;
        const std::optional<std::string_view> rfcHost = rfc.part(rfc.host);
        if (rfcHost && d.host
            && QString::compare(shown(*rfcHost), shown(*d.host), Qt::CaseInsensitive) != 0) {
            //: %1 where a browser goes, %2 the userinfo as RFC 3986 splits it,
            //: %3 RFC 3986's host
            return tr("A browser goes to %1. RFC 3986 reads \"%2\" before the \"@\" as a "
                      "user name and the host as %3: the two readings disagree (RFC 3986 "
                      "§7.6).")
                .arg(where, proseText(userinfo, 64), shown(*rfcHost));
        }
        if (!imitated.empty()) {
            //: %1 the real host, %2 the host name written in the userinfo
            return tr("This link goes to %1, not to %2: \"%3\" before the \"@\" is only a "
                      "user name (RFC 3986 §7.6).")
                .arg(where, shown(imitated), proseText(userinfo, 64));
        }
        return tr("This link goes to %1: \"%2\" before the \"@\" is only a user name "
                  "(RFC 3986 §7.6).")
            .arg(where, proseText(userinfo, 64));
    }
    if (!where.isEmpty() && analysis.views.whatwg.failure && d.scheme) {
        //: %1 the host and port RFC 3986 reads, where a browser goes nowhere
        return tr("To RFC 3986, this link goes to %1.").arg(where);
    }
    if (!where.isEmpty()) {
        const QString scheme = d.scheme ? shown(*d.scheme) : QString();
        return scheme.isEmpty() ? tr("This link goes to %1.").arg(where)
                                : tr("This %1 link goes to %2.").arg(scheme, where);
    }
    if (d.scheme)
        return tr("This %1 link names no host.").arg(shown(*d.scheme));
    return tr("This reference names no scheme and no host: where it goes depends on "
              "the base it is resolved against.");
}

QString SecurityText::nameSentence(const security::Destination &d)
{
    if (!d.readsAs)
        return {};
    if (d.unicodeHost && d.host) {
        //: %1 the host in Unicode (UTS #46 ToUnicode), %2 the ASCII name it
        //: looks like (UTS #39 skeleton), %3 the host as DNS has it (A-labels)
        return tr("Its name, %1, looks like %2 but is another name: %3.")
            .arg(escapedText(*d.unicodeHost), shown(*d.readsAs), shown(*d.host));
    }
    if (d.unicodeHost) {
        //: %1 the host in Unicode (UTS #46 ToUnicode), %2 the ASCII name it
        //: looks like (UTS #39 skeleton)
        return tr("Its name, %1, reads as %2.").arg(escapedText(*d.unicodeHost), shown(*d.readsAs));
    }
    //: %1 the ASCII name the host looks like (UTS #39 skeleton)
    return tr("Its name reads as %1.").arg(shown(*d.readsAs));
}

QString SecurityText::ownerSentence(const security::Destination &d)
{
    if (d.registrableDomain)
        return tr("It is owned by %1.").arg(shown(*d.registrableDomain));
    if (d.ip)
        return tr("The host is an IP address (%1).").arg(shown(*d.ip));
    return {};
}

QString SecurityText::nestedSentence(const security::Assessment &analysis)
{
    if (analysis.nested.empty())
        return {};
    const security::NestedUrl &n = analysis.nested.front();
    QString sentence;
    // "wrapper(*.safelinks.protection.outlook.com)": a known redirector
    constexpr std::string_view kWrapper = "wrapper(";
    if (n.path.starts_with(kWrapper) && n.path.ends_with(')')) {
        const std::string_view hosts
            = std::string_view(n.path).substr(kWrapper.size(), n.path.size() - kWrapper.size() - 1);
        //: %1 the wrapper's hosts ("*.safelinks.protection.outlook.com"),
        //: %2 the URL it leads to
        sentence = tr("It is a redirect wrapper (%1): it sends the browser on to %2.")
                       .arg(shown(hosts), shown(n.url, 256));
    } else {
        sentence = tr("It carries another URL (%1): %2.").arg(shown(n.path), shown(n.url, 256));
    }
    // the nested URL's own user name that looks like a host (RFC 3986 §7.6),
    // in terms of that URL: where it goes, and what is only a user name
    const security::Finding *inner = findIn(analysis, security::Check::A12, n.path);
    if (inner && !findIn(analysis, security::Check::A12, {})) {
        const QString real = detailText(*inner, "real_host");
        const QString imitated = detailText(*inner, "imitated_host");
        if (!real.isEmpty() && !imitated.isEmpty())
            //: %1 where the nested URL goes, %2 the host name written in its
            //: userinfo, %3 its userinfo (decoded)
            sentence += QLatin1Char(' ')
                        + tr("That URL goes to %1, not to %2: \"%3\" before its \"@\" is "
                             "only a user name (RFC 3986 §7.6).")
                              .arg(real, imitated, detailText(*inner, "userinfo"));
    }
    if (analysis.nested.size() > 1)
        sentence += QLatin1Char(' ')
                    + tr("%n more nested URL(s).", nullptr,
                         static_cast<int>(analysis.nested.size() - 1));
    return sentence;
}

} // namespace uri::ui
