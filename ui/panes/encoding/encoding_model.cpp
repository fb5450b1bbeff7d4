#include "panes/encoding/encoding_model.h"

#include "analysis/roles.h"
#include "common/display_cells.h"
#include "uriinspector/charset.h"
#include "uriinspector/utf8.h"

#include <QFont>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace uri::ui {

namespace {

constexpr std::size_t kShownBytes = 256; // longest text shown in a cell

constexpr PartKind kComponents[]
    = {PartKind::Scheme, PartKind::Userinfo, PartKind::Host,    PartKind::Port,
       PartKind::Path,   PartKind::Query,    PartKind::Fragment};

QString hexOctet(unsigned char b)
{
    return QString::number(b, 16).rightJustified(2, QLatin1Char('0')).toUpper();
}

QString percentOf(std::string_view bytes)
{
    QString out;
    for (char c : bytes)
        out += QLatin1Char('%') + hexOctet(static_cast<unsigned char>(c));
    return out;
}

// The section of RFC 3986 that gives the grammar of a component.
QString sectionOf(PartKind kind)
{
    switch (kind) {
    case PartKind::Scheme:
        return QStringLiteral("§3.1");
    case PartKind::Userinfo:
        return QStringLiteral("§3.2.1");
    case PartKind::Host:
        return QStringLiteral("§3.2.2");
    case PartKind::Port:
        return QStringLiteral("§3.2.3");
    case PartKind::Path:
        return QStringLiteral("§3.3");
    case PartKind::Query:
        return QStringLiteral("§3.4");
    case PartKind::Fragment:
        return QStringLiteral("§3.5");
    default:
        return QStringLiteral("§3");
    }
}

QString classText(CharClass cls)
{
    switch (cls) {
    case CharClass::Unreserved:
        return EncodingModel::tr("unreserved");
    case CharClass::GenDelim:
        return EncodingModel::tr("gen-delim");
    case CharClass::SubDelim:
        return EncodingModel::tr("sub-delim");
    case CharClass::PctEncoded:
        return EncodingModel::tr("pct-encoded");
    case CharClass::NotAllowed:
        return EncodingModel::tr("not allowed");
    }
    return {};
}

std::optional<Component> percentComponent(PartKind kind)
{
    switch (kind) {
    case PartKind::Userinfo:
        return Component::Userinfo;
    case PartKind::Host:
        return Component::RegName;
    case PartKind::Path:
        return Component::Path;
    case PartKind::Query:
        return Component::Query;
    case PartKind::Fragment:
        return Component::Fragment;
    default:
        return std::nullopt;
    }
}

} // namespace

EncodingModel::EncodingModel(QObject *parent)
    : TwoLevelModel(parent)
    , m_analysis(analyze(std::string(), Spec::Rfc3986))
{
    setViews(m_analysis, computeViews(*m_analysis));
}

void EncodingModel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    if (!analysis)
        analysis = analyze(std::string(), Spec::Rfc3986);
    Views views = computeViews(*analysis);
    setViews(std::move(analysis), std::move(views));
}

void EncodingModel::setViews(std::shared_ptr<const Analysis> analysis, Views views)
{
    beginResetModel();
    m_analysis = analysis ? std::move(analysis) : analyze(std::string(), Spec::Rfc3986);
    m_rows = std::move(views.rows);
    m_tooLong = views.tooLong;
    endResetModel();
}

void EncodingModel::setComponentPalette(const ComponentPalette &palette)
{
    m_palette = palette;
    emitAllChanged({Qt::ForegroundRole, Qt::DecorationRole});
}

void EncodingModel::retranslate()
{
    emitAllChanged({Qt::DisplayRole, Qt::ToolTipRole});
    if (columnCount() > 0)
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void EncodingModel::emitAllChanged(const QList<int> &roles)
{
    if (m_rows.empty())
        return;
    emit dataChanged(index(0, 0), index(static_cast<int>(m_rows.size()) - 1, ColumnCount - 1),
                     roles);
    for (int r = 0; r < static_cast<int>(m_rows.size()); ++r) {
        const QModelIndex parent = index(r, 0);
        const int n = rowCount(parent);
        if (n > 0)
            emit dataChanged(index(0, 0, parent), index(n - 1, ColumnCount - 1, parent), roles);
    }
}

QString EncodingModel::characterText(std::string_view bytes)
{
    if (bytes == " ")
        return QString(QChar(0x2423));
    return escapedText(bytes);
}

QString EncodingModel::hexBytes(std::string_view bytes, std::size_t max)
{
    QStringList out;
    const std::size_t n = std::min(bytes.size(), max);
    for (std::size_t i = 0; i < n; ++i)
        out << hexOctet(static_cast<unsigned char>(bytes[i]));
    QString text = out.join(QLatin1Char(' '));
    if (bytes.size() > max)
        text += QStringLiteral(" ...");
    return text;
}

EncodingModel::Views EncodingModel::computeViews(const Analysis &a)
{
    Views views;
    views.tooLong = a.bytes().size() > kMaxViewBytes;
    if (views.tooLong)
        return views; // too long: show nothing rather than a guess
    const ParseResult &r = a.syntax;
    // The encoding sets of the analysis' spec; its classes are always RFC 3986's.
    const Spec spec = encodeSupports(a.spec) ? a.spec : Spec::Rfc3986;
    for (PartKind kind : kComponents) {
        Row row;
        row.kind = kind;
        switch (kind) {
        case PartKind::Scheme:
            row.span = r.scheme;
            break;
        case PartKind::Userinfo:
            row.span = r.userinfo;
            break;
        case PartKind::Host:
            row.span = r.host;
            row.ipHost = r.hostType && *r.hostType != HostType::RegName;
            break;
        case PartKind::Port:
            row.span = r.port;
            break;
        case PartKind::Path:
            row.span = r.path;
            break;
        case PartKind::Query:
            row.span = r.query;
            break;
        case PartKind::Fragment:
            row.span = r.fragment;
            break;
        default:
            break;
        }
        if (row.span) {
            const std::optional<Component> component = percentComponent(kind);
            if (component && !row.ipHost) {
                row.decodes = true;
                row.view = percentView(a.bytes(), *row.span, *component, spec);
            } else {
                // scheme, port and IP hosts: classified by their own rules (core percent.h)
                row.view = plainView(r, kind == PartKind::Scheme ? PlainComponent::Scheme
                                        : kind == PartKind::Port ? PlainComponent::Port
                                                                 : PlainComponent::IpHost);
            }
            // The UTF-8 reading of each listed character (both lists are in input order).
            const int shown = shownChars(row);
            row.readings.assign(static_cast<std::size_t>(shown), -1);
            std::size_t j = 0;
            for (int i = 0; i < shown; ++i) {
                const Span s = row.view.chars[static_cast<std::size_t>(i)].span;
                while (j < row.view.text.size() && row.view.text[j].span.end() <= s.offset)
                    ++j;
                if (j < row.view.text.size() && row.view.text[j].span.offset <= s.offset)
                    row.readings[static_cast<std::size_t>(i)] = static_cast<int>(j);
            }
        }
        views.rows.push_back(std::move(row));
    }
    return views;
}

int EncodingModel::shownChars(const Row &row)
{
    return static_cast<int>(std::min<std::size_t>(row.view.chars.size(), kMaxChars));
}

Qt::ItemFlags EncodingModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QVariant EncodingModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PartColumn:
        return tr("Part");
    case WrittenColumn:
        return tr("Written");
    case DecodedColumn:
        return tr("Decoded");
    case HexColumn:
        return tr("Octets (hex)");
    case Utf8Column:
        return tr("UTF-8");
    case ClassColumn:
        return tr("Class");
    case AllowedColumn:
        return tr("Allowed");
    case WhyColumn:
        return tr("Why");
    }
    return {};
}

QVariant EncodingModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.model() != this)
        return {};
    if (isTop(index))
        return componentData(m_rows[static_cast<std::size_t>(index.row())], index.column(), role);
    return charData(m_rows[static_cast<std::size_t>(parentRow(index))], index.row(), index.column(),
                    role);
}

QString EncodingModel::readingOf(const DecodedChar &d) const
{
    // "U+20AC" and the character itself, escaped when it could be interpreted (utf8.h)
    const char32_t cp = d.codePoint;
    const std::string utf8 = uri::ui::characterText(cp).toStdString();
    return QString::fromStdString(codePointName(cp)) + QLatin1Char(' ') + escapedText(utf8);
}

QString EncodingModel::utf8Reading(const Row &row) const
{
    // The decoded octets with every invalid octet as "\xNN": never replaced (RFC 3629 §4).
    QString out;
    for (const DecodedChar &d : row.view.text) {
        if (d.offset >= kShownBytes) {
            out += QStringLiteral("...");
            break;
        }
        const std::string_view octets
            = std::string_view(row.view.octets).substr(d.offset, d.length);
        out += escapedText(octets);
    }
    return out;
}

QVariant EncodingModel::componentData(const Row &row, int column, int role) const
{
    const Analysis &a = *m_analysis;
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case PartColumn:
            return PartNames::name(row.kind);
        case WrittenColumn:
            if (!row.span)
                return tr("(undefined)");
            if (row.span->empty())
                return tr("(empty)");
            return escapedText(a.text(*row.span), kShownBytes);
        case DecodedColumn:
            if (!row.span || !row.decodes)
                return QString();
            return escapedText(row.view.octets, kShownBytes);
        case HexColumn:
            return row.span ? hexBytes(row.view.octets) : QString();
        case Utf8Column:
            return row.span ? utf8Reading(row) : QString();
        case ClassColumn:
            return QString();
        case AllowedColumn: {
            if (!row.span)
                return QString();
            const auto bad = std::count_if(row.view.chars.begin(), row.view.chars.end(),
                                           [](const CharView &c) { return !c.allowed; });
            return bad == 0 ? tr("yes")
                            : tr("no (%n character(s))", nullptr, static_cast<int>(bad));
        }
        case WhyColumn: {
            if (!row.span)
                return tr("undefined: not the same as empty (RFC 3986 §5.3)");
            QStringList notes;
            if (!row.decodes && row.kind == PartKind::Scheme)
                notes << tr("a scheme has no percent-encoding (RFC 3986 §3.1)");
            else if (!row.decodes && row.kind == PartKind::Port)
                notes << tr("a port is digits only (RFC 3986 §3.2.3)");
            else if (!row.decodes && row.ipHost)
                notes << tr("an IP address, not a registered name (RFC 3986 §3.2.2)");
            if (!row.view.utf8Valid) {
                const auto invalid = std::count_if(row.view.text.begin(), row.view.text.end(),
                                                   [](const DecodedChar &d) { return !d.valid; });
                notes << tr("not UTF-8: %n octet(s) marked \\xNN (RFC 3986 §2.5)", nullptr,
                            static_cast<int>(invalid));
            }
            if (row.view.doubleEncoded())
                notes << tr("encoded %n times: see Layers (RFC 3986 §2.4)", nullptr,
                            static_cast<int>(row.view.layers.size() - 1));
            return notes.join(QStringLiteral("; "));
        }
        }
        return {};
    case Qt::ToolTipRole:
        return PartNames::description(row.kind);
    case Qt::FontRole:
        if (column != PartColumn && column != AllowedColumn && column != WhyColumn)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case Qt::ForegroundRole:
        if (column == WrittenColumn && (!row.span || row.span->empty()))
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        if (column == Utf8Column && row.span && !row.view.utf8Valid)
            return m_palette.warning();
        return {};
    case Qt::DecorationRole:
        if (column == PartColumn)
            return row.span ? m_palette.line(row.kind) : m_palette.dimForeground();
        return {};
    case SpanRole:
        return row.span ? QVariant::fromValue(*row.span) : QVariant();
    case KindRole:
        return static_cast<int>(row.kind);
    case DefinedRole:
        return row.span.has_value();
    default:
        return {};
    }
}

QVariant EncodingModel::charData(const Row &row, int charIndex, int column, int role) const
{
    const int shown = shownChars(row);
    if (charIndex >= shown) { // the "N more" row
        const int more = static_cast<int>(row.view.chars.size()) - shown;
        if (role == Qt::DisplayRole && column == PartColumn)
            return PartNames::name(PartKind::More, more);
        if (role == Qt::ToolTipRole)
            return PartNames::description(PartKind::More);
        if (role == KindRole)
            return static_cast<int>(PartKind::More);
        if (role == DefinedRole)
            return false;
        return {};
    }
    const Analysis &a = *m_analysis;
    const CharView &c = row.view.chars[static_cast<std::size_t>(charIndex)];
    const std::string_view written = a.text(c.span);
    const bool triplet = c.charClass == CharClass::PctEncoded;
    const int reading = row.readings[static_cast<std::size_t>(charIndex)];
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case PartColumn:
        case WrittenColumn:
            return characterText(written);
        case DecodedColumn:
            if (!row.decodes)
                return escapedText(written);
            return triplet ? characterText(std::string(1, static_cast<char>(c.octet)))
                           : escapedText(written);
        case HexColumn:
            return triplet ? hexOctet(c.octet) : hexBytes(written);
        case Utf8Column:
            if (reading < 0)
                return QString();
            {
                const DecodedChar &d = row.view.text[static_cast<std::size_t>(reading)];
                if (!d.valid) {
                    const auto octet = static_cast<unsigned char>(
                        d.offset < row.view.octets.size() ? row.view.octets[d.offset] : 0);
                    //: an octet that is not part of any UTF-8 sequence; %1 is it as \xNN
                    return tr("%1 (not UTF-8)").arg(QStringLiteral("\\x") + hexOctet(octet));
                }
                return readingOf(d);
            }
        case ClassColumn:
            // RFC 3986 §2.1: the triplet is allowed where the octet it
            // encodes is not, so that octet is not called "not allowed"
            if (triplet && c.octetClass == CharClass::NotAllowed)
                return tr("pct-encoded (an octet a URI cannot hold as it is)");
            if (triplet)
                //: %1 is the class of the character that a %XX triplet encodes
                return tr("pct-encoded (%1)").arg(classText(c.octetClass));
            return classText(c.charClass);
        case AllowedColumn:
            return c.allowed ? tr("yes") : tr("no");
        case WhyColumn:
            return why(row, c);
        }
        return {};
    case Qt::ToolTipRole:
        if (column == WhyColumn || column == AllowedColumn)
            return why(row, c);
        return {};
    case Qt::FontRole:
        if (column != AllowedColumn && column != WhyColumn && column != ClassColumn)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case Qt::ForegroundRole:
        if (column == AllowedColumn && !c.allowed)
            return m_palette.error();
        if (column == Utf8Column && reading >= 0
            && !row.view.text[static_cast<std::size_t>(reading)].valid)
            return m_palette.warning();
        return {};
    case SpanRole:
        return QVariant::fromValue(c.span);
    case KindRole:
        return static_cast<int>(row.kind);
    case DefinedRole:
        return true;
    default:
        return {};
    }
}

QString EncodingModel::why(const Row &row, const CharView &c) const
{
    const QString section = sectionOf(row.kind);
    const QString part = PartNames::name(row.kind);
    const std::string_view written = m_analysis->text(c.span);
    const QString shown = escapedText(written);
    switch (c.charClass) {
    case CharClass::PctEncoded: {
        if (!row.decodes && !c.allowed) {
            return tr("the %1 has no pct-encoded: \"%\" may not appear in it (RFC 3986 %2)")
                .arg(part, section);
        }
        if (!row.decodes) // the zone identifier of an IPv6 address
            return tr("RFC 6874 §2: a zone identifier is introduced by \"%25\" and may be "
                      "percent-encoded");
        const QString octet = escapedText(std::string(1, static_cast<char>(c.octet)));
        if (c.octet == '%')
            return tr("encodes \"%\", which always introduces a percent-encoding: it must stay "
                      "encoded (RFC 3986 §2.4)");
        if (c.octetAllowed && c.octetClass == CharClass::Unreserved)
            return tr("encodes the unreserved \"%1\": equivalent to \"%1\" and should be "
                      "decoded (RFC 3986 §2.3, §6.2.2.2)")
                .arg(octet);
        if (c.octetAllowed)
            return tr("encodes the reserved \"%1\", which the %2 allows unencoded; the two "
                      "forms are not equivalent (RFC 3986 §2.2)")
                .arg(octet, part);
        if (c.octetClass == CharClass::GenDelim || c.octetClass == CharClass::SubDelim)
            return tr("encodes \"%1\", a delimiter in the %2: it is data here and must stay "
                      "encoded (RFC 3986 §2.2, %3)")
                .arg(octet, part, section);
        if (c.octet >= 0x80)
            return tr("encodes octet %1 of a non-ASCII character, which may appear only "
                      "percent-encoded (RFC 3986 §2.1, §2.5)")
                .arg(hexOctet(c.octet));
        return tr("encodes %1, which may not appear unencoded in a URI (RFC 3986 §2.1)").arg(octet);
    }
    case CharClass::Unreserved:
        if (c.allowed)
            return tr("unreserved: allowed unencoded in every component (RFC 3986 §2.3)");
        return tr("unreserved, but not allowed here by the grammar of the %1 (RFC 3986 %2)")
            .arg(part, section);
    case CharClass::GenDelim: {
        if (!c.allowed)
            return tr("gen-delim \"%1\" delimits components: in the %2 it must be "
                      "percent-encoded as %3 (RFC 3986 §2.2, %4)")
                .arg(shown, part, percentOf(written), section);
        const char ch = written.empty() ? '\0' : written.front();
        if (row.kind == PartKind::Path && ch == '/')
            return tr("\"/\" separates the segments of the path (RFC 3986 §3.3)");
        if (row.kind == PartKind::Userinfo && ch == ':')
            return tr("\":\" is allowed in userinfo; the first one separates user and "
                      "password (RFC 3986 §3.2.1)");
        if (row.ipHost)
            return tr("part of the IP address syntax (RFC 3986 §3.2.2)");
        if (ch == ':' || ch == '@')
            return tr("pchar allows \":\" and \"@\" (RFC 3986 §3.3)");
        return tr("the %1 allows \"/\" and \"?\" as data (RFC 3986 %2)").arg(part, section);
    }
    case CharClass::SubDelim:
        if (c.allowed)
            return tr("sub-delim: allowed unencoded in the %1 (RFC 3986 §2.2, %2)")
                .arg(part, section);
        return tr("sub-delim not allowed in the %1: percent-encode it as %2 (RFC 3986 §2.2, %3)")
            .arg(part, percentOf(written), section);
    case CharClass::NotAllowed:
        break;
    }
    if (written == "%")
        return tr("\"%\" not followed by two hexadecimal digits (RFC 3986 §2.1)");
    const auto first = static_cast<unsigned char>(written.empty() ? 0 : written.front());
    if (first >= 0x80) {
        if (written.size() == 1 && !decodeUtf8(written, 0).valid)
            return tr("a byte that is not UTF-8: not allowed in a URI; percent-encode it as %1 "
                      "(RFC 3986 §2.1)")
                .arg(percentOf(written));
        return tr("non-ASCII: not allowed in a URI; percent-encode its UTF-8 octets as %1 "
                  "(RFC 3986 §2.5); an IRI allows it (RFC 3987 §2.2)")
            .arg(percentOf(written));
    }
    return tr("not allowed in a URI: percent-encode it as %1 (RFC 3986 §2.1)")
        .arg(percentOf(written));
}

const PercentView *EncodingModel::percentViewOf(PartKind kind) const
{
    for (const Row &row : m_rows) {
        if (row.kind == kind && row.span && row.decodes)
            return &row.view;
    }
    return nullptr;
}

bool EncodingModel::isNotable(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_rows.size()))
        return false;
    const std::vector<CharView> &chars = m_rows[static_cast<std::size_t>(row)].view.chars;
    return std::any_of(chars.begin(), chars.end(), [](const CharView &c) {
        return !c.allowed || c.charClass == CharClass::PctEncoded;
    });
}

QModelIndex EncodingModel::indexOfComponent(PartKind kind) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].kind == kind)
            return index(static_cast<int>(i), 0);
    }
    return {};
}

QModelIndex EncodingModel::indexForSpan(Span span) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows[i];
        if (!row.span || !row.span->contains(span))
            continue;
        const QModelIndex parent = index(static_cast<int>(i), 0);
        const int shown = shownChars(row);
        for (int k = 0; k < shown; ++k) {
            if (row.view.chars[static_cast<std::size_t>(k)].span.contains(span))
                return index(k, 0, parent);
        }
        if (!row.span->empty() || span.empty())
            return parent;
    }
    return {};
}

int EncodingModel::topRowCount() const
{
    return static_cast<int>(m_rows.size());
}

int EncodingModel::childCount(int row) const
{
    const Row &r = m_rows[static_cast<std::size_t>(row)];
    const int shown = shownChars(r);
    return shown + (r.view.chars.size() > static_cast<std::size_t>(shown) ? 1 : 0);
}

} // namespace uri::ui
