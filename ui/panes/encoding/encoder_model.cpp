#include "panes/encoding/encoder_model.h"

#include "analysis/roles.h"
#include "common/display_cells.h"
#include "panes/encoding/encoding_model.h"
#include "text/diagnostic_text.h"

#include <QFontDatabase>

#include <algorithm>

namespace uri::ui {

namespace {

// Where each generation gives the character sets that encode() follows (encode_sets.h).
QString setsSection(Component component, Spec spec)
{
    switch (spec) {
    case Spec::Rfc2396:
        return QStringLiteral("RFC 2396 §2.3, §3");
    case Spec::Draft01:
        return QStringLiteral("draft-fielding-url-syntax-01 §2, §4.3");
    case Spec::Rfc1808:
        return QStringLiteral("RFC 1808 §2.2");
    case Spec::Rfc1630:
        return QStringLiteral("RFC 1630");
    case Spec::Rfc3986:
    case Spec::Rfc3986NonStrict:
    case Spec::Whatwg:
        break;
    }
    switch (component) {
    case Component::Userinfo:
        return QStringLiteral("RFC 3986 §3.2.1");
    case Component::RegName:
        return QStringLiteral("RFC 3986 §3.2.2");
    case Component::Path:
    case Component::PathSegment:
        return QStringLiteral("RFC 3986 §3.3");
    case Component::Query:
        return QStringLiteral("RFC 3986 §3.4");
    case Component::Fragment:
        return QStringLiteral("RFC 3986 §3.5");
    }
    return {};
}

} // namespace

namespace {

/// The columns' headers, in the order of EncoderModel::Column.
constexpr ColumnHeader kEncoderModelColumns[] = {
    {QT_TRANSLATE_NOOP("uri::ui::EncoderModel", "Character")}, // CharacterColumn
    {QT_TRANSLATE_NOOP("uri::ui::EncoderModel", "Encoded")},   // OutputColumn
    {QT_TRANSLATE_NOOP("uri::ui::EncoderModel", "Why")},       // ReasonColumn
};
static_assert(std::size(kEncoderModelColumns) == EncoderModel::ColumnCount);

} // namespace

EncoderModel::EncoderModel(QObject *parent)
    : TableModel(kEncoderModelColumns, parent)
{}

void EncoderModel::setText(const QString &text, Component component, Spec spec)
{
    setText(text.toStdString(), component, spec);
}

void EncoderModel::setText(std::string text, Component component, Spec spec)
{
    beginResetModel();
    m_tooLong = text.size() > kMaxTextBytes;
    m_text = m_tooLong ? std::string() : std::move(text);
    m_result = encode(m_text, component, spec);
    endResetModel();
}

QString EncoderModel::encoded() const
{
    // encode() gives ASCII only; shown escaped all the same.
    return escapedText(m_result.encoded, m_result.encoded.size());
}

QStringList EncoderModel::notes() const
{
    QStringList out;
    for (const Diagnostic &d : m_result.diagnostics)
        out << DiagnosticText::message(d, m_text);
    return out;
}

QString EncoderModel::componentText(Component component)
{
    switch (component) {
    case Component::Userinfo:
        return tr("userinfo");
    case Component::RegName:
        return tr("host (reg-name)");
    case Component::Path:
        return tr("path");
    case Component::PathSegment:
        return tr("path segment");
    case Component::Query:
        return tr("query");
    case Component::Fragment:
        return tr("fragment");
    }
    return {};
}

QString EncoderModel::reasonText(EncodeReason reason, Component component, Spec spec)
{
    const QString section = setsSection(component, spec);
    switch (reason) {
    case EncodeReason::NotAllowed:
        return tr("may not stand unencoded in the %1 (%2)").arg(componentText(component), section);
    case EncodeReason::Percent:
        return tr("\"%\" always introduces an encoding, so as data it is \"%25\" (RFC 3986 "
                  "§2.4)");
    case EncodeReason::NonAscii:
        return tr("non-ASCII: its UTF-8 octets are percent-encoded (RFC 3986 §2.5, RFC 3987 "
                  "§3.1)");
    case EncodeReason::Latin1:
        return tr("RFC 1630: two hexadecimal digits giving the ISO Latin 1 code");
    case EncodeReason::InvalidUtf8:
        return tr("a byte that is not UTF-8, encoded as it is");
    case EncodeReason::SpaceAsPlus:
        return tr("RFC 1630: in a query, \"+\" is shorthand for a space");
    }
    return {};
}

int EncoderModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return static_cast<int>(std::min<std::size_t>(m_result.pieces.size(), kMaxPieces));
}

QVariant EncoderModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.model() != this || index.row() >= rowCount())
        return {};
    const EncodedPiece &piece = m_result.pieces[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case CharacterColumn:
            return EncodingModel::characterText(piece.span.in(m_text));
        case OutputColumn:
            return escapedText(piece.output);
        case ReasonColumn:
            return reasonText(piece.reason, m_result.component, m_result.spec);
        }
        return {};
    case Qt::ToolTipRole:
        return reasonText(piece.reason, m_result.component, m_result.spec);
    case Qt::FontRole:
        if (index.column() != ReasonColumn)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case SpanRole:
        return QVariant::fromValue(piece.span);
    default:
        return {};
    }
}

} // namespace uri::ui
