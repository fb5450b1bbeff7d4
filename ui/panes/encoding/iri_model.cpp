#include "panes/encoding/iri_model.h"

#include "analysis/roles.h"
#include "common/display_cells.h"
#include "text/part_kind.h"
#include "uriinspector/charset.h"
#include "uriinspector/utf8.h"

#include <QFontDatabase>

namespace uri::ui {

namespace {

constexpr std::size_t kShownBytes = 256;

} // namespace

IriModel::IriModel(QObject *parent)
    : TwoLevelModel(parent)
{}

void IriModel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    Forms forms = analysis ? computeForms(*analysis) : Forms{};
    setForms(std::move(analysis), std::move(forms));
}

void IriModel::setForms(std::shared_ptr<const Analysis> analysis, Forms forms)
{
    beginResetModel();
    m_analysis = std::move(analysis);
    m_rows = m_analysis ? std::move(forms.rows) : std::vector<Row>{};
    m_tooLong = forms.tooLong;
    endResetModel();
}

IriModel::Forms IriModel::computeForms(const Analysis &analysis)
{
    Forms forms;
    forms.tooLong = analysis.bytes().size() > kMaxViewBytes;
    if (!forms.tooLong && !analysis.bytes().empty()) {
        auto add = [&forms](Form form, std::string output, std::vector<IriPiece> pieces) {
            Row row;
            row.form = form;
            row.output = std::move(output);
            row.totalPieces = pieces.size();
            if (pieces.size() > static_cast<std::size_t>(kMaxPieces))
                pieces.resize(static_cast<std::size_t>(kMaxPieces));
            row.pieces = std::move(pieces);
            forms.rows.push_back(std::move(row));
        };
        // RFC 3987 §3.1 and §3.2 on RFC 3986's split, parsed once by the inspection
        IriResult toIri = uriToIri(analysis.rfc3986());
        IriResult toUri = iriToUri(analysis.rfc3986());
        add(Form::Iri, toIri.output, std::move(toIri.pieces));
        if (toIri.withIdnaHost)
            add(Form::IriUnicodeHost, *toIri.withIdnaHost, {});
        add(Form::Uri, toUri.output, std::move(toUri.pieces));
        if (toUri.withIdnaHost)
            add(Form::UriPunycodeHost, *toUri.withIdnaHost, {});
    }
    return forms;
}

QModelIndex IriModel::indexOfForm(Form form) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].form == form)
            return index(static_cast<int>(i), 0);
    }
    return {};
}

void IriModel::retranslate()
{
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(static_cast<int>(m_rows.size()) - 1, ColumnCount - 1),
                         {Qt::DisplayRole, Qt::ToolTipRole});
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

Qt::ItemFlags IriModel::flags(const QModelIndex &index) const
{
    return index.isValid() ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::NoItemFlags;
}

QVariant IriModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case FormColumn:
        return tr("Form");
    case OutputColumn:
        return tr("Text");
    case StepColumn:
        return tr("Step");
    case WhyColumn:
        return tr("Why");
    }
    return {};
}

QString IriModel::formName(Form form) const
{
    switch (form) {
    case Form::Iri:
        return tr("IRI (RFC 3987 §3.2)");
    case Form::IriUnicodeHost:
        return tr("IRI, host in Unicode (UTS #46)");
    case Form::Uri:
        return tr("URI (RFC 3987 §3.1)");
    case Form::UriPunycodeHost:
        return tr("URI, host in Punycode (RFC 3987 §3.1)");
    }
    return {};
}

QString IriModel::stepText(IriStep step)
{
    switch (step) {
    case IriStep::Encoded:
        return tr("encoded");
    case IriStep::Decoded:
        return tr("decoded");
    case IriStep::KeptReserved:
        return tr("left encoded: reserved");
    case IriStep::KeptInvalidUtf8:
        return tr("left encoded: not UTF-8");
    case IriStep::KeptUnsafe:
        return tr("left encoded: unsafe");
    }
    return {};
}

QString IriModel::stepWhy(const IriPiece &piece)
{
    const QString cp
        = piece.codePoint != 0 ? QString::fromStdString(codePointName(piece.codePoint)) : QString();
    switch (piece.step) {
    case IriStep::Encoded:
        return tr("a URI holds ASCII only: the UTF-8 octets of %1 are percent-encoded "
                  "(RFC 3987 §3.1 step 2)")
            .arg(cp.isEmpty() ? tr("the character") : cp);
    case IriStep::Decoded:
        return tr("the octets are UTF-8 for %1, which an IRI may hold (RFC 3987 §3.2 step 2)")
            .arg(cp.isEmpty() ? tr("a character") : cp);
    case IriStep::KeptReserved:
        // an unreserved octet kept: only a hex digit after a stray "%"
        if (charset::is(static_cast<unsigned char>(piece.codePoint), charset::kUnreserved))
            return tr("a hex digit right after a \"%\" that is no triplet: decoded, it "
                      "would make a triplet of that \"%\" and change the meaning (RFC 3986 "
                      "§2.4)");
        return tr("encodes \"%\", a reserved character or ASCII that a URI may not hold: "
                  "decoding it would change the meaning (RFC 3987 §3.2 step 2)");
    case IriStep::KeptInvalidUtf8:
        return tr("the octets are not UTF-8: they stay encoded (RFC 3987 §3.2 step 3)");
    case IriStep::KeptUnsafe:
        if (piece.codePoint != 0 && isBidiOrInvisible(piece.codePoint))
            return tr("%1 is a bidi formatting or invisible character: it stays encoded so "
                      "that it cannot reorder or hide text (RFC 3987 §3.2 step 4, §4.1)")
                .arg(cp);
        return tr("%1 is not appropriate in an IRI (not ucschar, or private use outside the "
                  "query): it stays encoded (RFC 3987 §3.2 step 4, §2.2)")
            .arg(cp.isEmpty() ? tr("the character") : cp);
    }
    return {};
}

QVariant IriModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.model() != this)
        return {};
    const bool top = isTop(index);
    const Row &row = m_rows[static_cast<std::size_t>(top ? index.row() : parentRow(index))];
    if (top) {
        switch (role) {
        case Qt::DisplayRole:
            switch (index.column()) {
            case FormColumn:
                return formName(row.form);
            case OutputColumn:
                return escapedText(row.output, kShownBytes);
            case StepColumn:
                if (row.form == Form::IriUnicodeHost || row.form == Form::UriPunycodeHost)
                    return tr("host converted");
                if (row.output == m_analysis->bytes())
                    return tr("unchanged");
                return tr("%n piece(s)", nullptr, static_cast<int>(row.totalPieces));
            case WhyColumn:
                switch (row.form) {
                case Form::Iri:
                    return tr("percent-encoded UTF-8 decoded where safe (RFC 3987 §3.2)");
                case Form::IriUnicodeHost:
                    return tr("\"xn--\" labels shown by UTS #46 ToUnicode (RFC 3987 §3.2)");
                case Form::Uri:
                    return tr("non-ASCII characters percent-encoded as UTF-8 (RFC 3987 §3.1)");
                case Form::UriPunycodeHost:
                    return tr("the host converted by UTS #46 ToASCII instead of "
                              "percent-encoded (RFC 3987 §3.1)");
                }
                return {};
            }
            return {};
        case Qt::FontRole:
            if (index.column() == OutputColumn)
                return QFontDatabase::systemFont(QFontDatabase::FixedFont);
            return {};
        default:
            return {};
        }
    }
    if (static_cast<std::size_t>(index.row()) >= row.pieces.size()) { // "N more"
        const int more = static_cast<int>(row.totalPieces - row.pieces.size());
        if (role == Qt::DisplayRole && index.column() == FormColumn)
            return PartNames::name(PartKind::More, more);
        return {};
    }
    const IriPiece &piece = row.pieces[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case FormColumn:
            return escapedText(m_analysis->text(piece.span), kShownBytes);
        case OutputColumn:
            return escapedText(piece.output, kShownBytes);
        case StepColumn:
            return stepText(piece.step);
        case WhyColumn:
            return stepWhy(piece);
        }
        return {};
    case Qt::ToolTipRole:
        return stepWhy(piece);
    case Qt::FontRole:
        if (index.column() == FormColumn || index.column() == OutputColumn)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case SpanRole:
        return QVariant::fromValue(piece.span);
    default:
        return {};
    }
}

int IriModel::topRowCount() const
{
    return static_cast<int>(m_rows.size());
}

int IriModel::childCount(int row) const
{
    const Row &r = m_rows[static_cast<std::size_t>(row)];
    return static_cast<int>(r.pieces.size()) + (r.totalPieces > r.pieces.size() ? 1 : 0);
}

} // namespace uri::ui
