#include "panes/readers/readers_model.h"

#include "analysis/roles.h"
#include "common/display_cells.h"
#include "text/security_text.h"
#include "text/spec_names.h"

#include <QFont>
#include <QFontDatabase>

#include <algorithm>

namespace uri::ui {

using readers::Component;
using readers::Difference;
using readers::Outcome;
using readers::Reading;

namespace {

constexpr std::size_t kShownBytes = 256;    // longest value shown in a cell
constexpr std::size_t kToolTipBytes = 2048; // longest value shown in a tooltip
constexpr std::size_t kSentenceBytes = 200; // longest value quoted in a sentence

QString utf8(const std::string &text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

bool hasText(const std::optional<std::string> &value)
{
    return value && !value->empty();
}

} // namespace

const QString ReadersModel::kMeaningMark = QStringLiteral("\u2260 ");  // NOT EQUAL TO
const QString ReadersModel::kSpellingMark = QStringLiteral("\u2248 "); // ALMOST EQUAL TO

ReadersModel::ReadersModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void ReadersModel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    beginResetModel();
    m_analysis = std::move(analysis);
    endResetModel();
}

void ReadersModel::setComponentPalette(const ComponentPalette &palette)
{
    m_palette = palette;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                         {Qt::BackgroundRole, Qt::ForegroundRole});
}

void ReadersModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

const readers::Matrix *ReadersModel::matrix() const
{
    return m_analysis && m_analysis->readers ? &*m_analysis->readers : nullptr;
}

const Reading &ReadersModel::reading(int row) const
{
    return matrix()->readings[static_cast<std::size_t>(row)];
}

int ReadersModel::rowOf(const QString &id) const
{
    const readers::Matrix *m = matrix();
    if (!m)
        return -1;
    for (std::size_t i = 0; i < m->readings.size(); ++i) {
        if (utf8(m->readings[i].id) == id)
            return static_cast<int>(i);
    }
    return -1;
}

Component ReadersModel::component(int column)
{
    const int i
        = std::clamp(column - HostColumn, 0, static_cast<int>(readers::kComponentCount) - 1);
    return readers::kComponents[static_cast<std::size_t>(i)];
}

int ReadersModel::column(Component component)
{
    for (std::size_t i = 0; i < readers::kComponentCount; ++i) {
        if (readers::kComponents[i] == component)
            return HostColumn + static_cast<int>(i);
    }
    return HostColumn;
}

QString ReadersModel::readerName(const Reading &reading)
{
    if (reading.browser)
        //: the reader whose reading the others are compared with
        return tr("URL Standard (browsers)");
    // this project's RFC 3986 reader is named by its generation ("rfc2396")
    if (const std::optional<Spec> spec = specFromName(reading.id))
        return SpecNames::displayName(*spec);
    if (reading.id == "curl-any-scheme")
        //: libcurl with CURLU_NON_SUPPORT_SCHEME: it reads any scheme
        return tr("libcurl (any scheme)");
    return utf8(reading.name);
}

QString ReadersModel::languageTitle(const std::string &key)
{
    if (key == "ours")
        //: the group of rows of this program's own two readers
        return tr("This program");
    return utf8(std::string(readers::languageName(key)));
}

QString ReadersModel::componentTitle(Component component)
{
    switch (component) {
    case Component::Host:
        return tr("host");
    case Component::Scheme:
        return tr("scheme");
    case Component::Userinfo:
        return tr("userinfo");
    case Component::Port:
        return tr("port");
    case Component::Path:
        return tr("path");
    case Component::Query:
        return tr("query");
    case Component::Fragment:
        return tr("fragment");
    }
    return {};
}

QString ReadersModel::cellText(const Reading &r, int column, std::size_t maxBytes) const
{
    if (column == ReaderColumn)
        return readerName(r);
    if (r.outcome != Outcome::Read) {
        if (column != HostColumn)
            return {};
        //: a library's own words for why it did not read the link
        // prose: its spaces stay spaces, anything that could be interpreted is escaped
        //: %1 the library's own words, in English, quoted as they are
        return r.outcome == Outcome::Refused
                   ? tr("not read: \"%1\"").arg(escapedText(r.error, maxBytes))
                   : tr("error: \"%1\"").arg(escapedText(r.error, maxBytes));
    }
    const Component c = component(column);
    const std::optional<std::string> &value = r.part(c);
    // the mark first, whatever the value: colour is never the only signal
    QString mark;
    if (r.difference(c) == Difference::Meaning)
        mark = kMeaningMark;
    else if (r.difference(c) == Difference::Spelling)
        mark = kSpellingMark;
    //: a component that the library says is not there (not the same as empty)
    if (!value)
        return mark + tr("(undefined)");
    if (value->empty())
        return mark + tr("(empty)");
    return mark + escapedText(*value, maxBytes, Escape::NonAscii);
}

QString ReadersModel::rowText(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    const Reading &r = reading(row);
    QStringList cells;
    for (int c = 0; c < ColumnCount; ++c) {
        if (r.outcome != Outcome::Read && c > HostColumn)
            break;
        cells << cellText(r, c, static_cast<std::size_t>(-1) / 2);
    }
    return cells.join(QLatin1Char('\t'));
}

QString ReadersModel::explanation(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || index.column() == ReaderColumn)
        return {};
    const Reading &r = reading(index.row());
    const Reading *browser = matrix()->browser();
    const Component c = component(index.column());
    const Difference difference = r.difference(c);
    if (browser == nullptr || difference == Difference::Same)
        return {};
    const QString name = readerName(r);
    const std::optional<std::string> &mine = r.part(c);
    const std::optional<std::string> &theirs = browser->part(c);
    const auto word = [](const std::optional<std::string> &value) {
        if (!value)
            return tr("(undefined)");
        if (value->empty())
            return tr("(empty)");
        return escapedText(*value, kSentenceBytes, Escape::NonAscii);
    };
    const QString what = componentTitle(c);

    if (difference == Difference::Spelling) {
        if (c == Component::Host && hasText(mine) && hasText(theirs))
            return tr("%1 writes the host as %2; a browser reads the same host, %3.")
                .arg(name, word(mine), word(theirs));
        if (c == Component::Port && hasText(mine) && !theirs)
            return tr("%1 writes port %2, the scheme's default; a browser uses the same port "
                      "and leaves it out.")
                .arg(name, word(mine));
        return tr("%1 writes the %2 as %3; a browser reads the same %2, written %4.")
            .arg(name, what, word(mine), word(theirs));
    }

    switch (c) {
    case Component::Host:
        if (hasText(mine) && hasText(theirs))
            return tr("%1 would connect to %2, a browser to %3.")
                .arg(name,
                     r.canonicalHost
                         ? escapedText(*r.canonicalHost, kSentenceBytes, Escape::NonAscii)
                         : word(mine),
                     word(theirs));
        if (hasText(theirs))
            return tr("%1 reads no host here; a browser goes to %2.").arg(name, word(theirs));
        return tr("%1 reads the host %2; a browser reads no host here.").arg(name, word(mine));
    case Component::Port:
        if (hasText(mine) && hasText(theirs))
            return tr("%1 would use port %2, a browser port %3.")
                .arg(name, word(mine), word(theirs));
        if (hasText(theirs))
            return tr("%1 reads no port here, so the scheme's default would apply; a browser "
                      "uses port %2.")
                .arg(name, word(theirs));
        if (hasText(mine))
            return tr("%1 reads port %2; a browser reads no port here (the scheme's default "
                      "applies, if it has one).")
                .arg(name, word(mine));
        break;
    case Component::Userinfo:
        if (hasText(mine) && hasText(theirs))
            return tr("%1 reads the credentials as %2, a browser as %3.")
                .arg(name, word(mine), word(theirs));
        if (hasText(mine))
            return tr("%1 reads the credentials %2; a browser reads none here.")
                .arg(name, word(mine));
        if (hasText(theirs))
            return tr("%1 reads no credentials here; a browser reads the credentials %2.")
                .arg(name, word(theirs));
        break;
    case Component::Path:
        if (mine && theirs)
            return tr("%1 would ask for the path %2, a browser for %3.")
                .arg(name, word(mine), word(theirs));
        break;
    case Component::Scheme:
    case Component::Query:
    case Component::Fragment:
        break;
    }
    if (mine && theirs)
        return tr("%1 reads the %2 as %3, a browser as %4.")
            .arg(name, what, word(mine), word(theirs));
    if (theirs)
        return tr("%1 reads no %2 here; a browser reads %3.").arg(name, what, word(theirs));
    return tr("%1 reads the %2 %3; a browser reads no %2 here.").arg(name, what, word(mine));
}

QString ReadersModel::toolTip(const Reading &r, const QModelIndex &index) const
{
    if (index.column() == ReaderColumn) {
        //: a reader: %1 the library and its version, %2 how it is called
        QString tip = tr("%1, called as %2")
                          .arg(utf8(r.label()), escapedText(r.mode, 1024, Escape::NonAscii));
        if (r.browser)
            tip += QLatin1Char('\n')
                   + tr("What browsers do: the reading that the others are compared with.");
        return tip;
    }
    if (r.outcome != Outcome::Read)
        return index.column() == HostColumn ? cellText(r, HostColumn, 16 * 1024) : QString();
    QString tip = cellText(r, index.column(), kToolTipBytes);
    const QString sentence = explanation(index);
    if (!sentence.isEmpty())
        tip += QLatin1Char('\n') + sentence;
    return tip;
}

int ReadersModel::rowCount(const QModelIndex &parent) const
{
    const readers::Matrix *m = matrix();
    return parent.isValid() || !m ? 0 : static_cast<int>(m->readings.size());
}

int ReadersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ReadersModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Reading &r = reading(index.row());
    const int column = index.column();
    const bool read = r.outcome == Outcome::Read;
    const bool componentCell = column != ReaderColumn;
    const Difference difference
        = componentCell && read ? r.difference(component(column)) : Difference::Same;
    switch (role) {
    case Qt::DisplayRole:
        return cellText(r, column, kShownBytes);
    case Qt::ToolTipRole:
        return toolTip(r, index);
    case Qt::FontRole: {
        if (column == ReaderColumn) {
            QFont font;
            font.setBold(r.browser); // the reading the others are compared with
            return font;
        }
        if (!read)
            return {};
        QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        const std::optional<std::string> &value = r.part(component(column));
        font.setItalic(!value || value->empty());
        font.setBold(difference == Difference::Meaning);
        return font;
    }
    case Qt::ForegroundRole:
        if (componentCell && !read)
            return m_palette.dimForeground();
        if (componentCell && (!r.part(component(column)) || r.part(component(column))->empty()))
            return m_palette.dimForeground();
        return {};
    case Qt::BackgroundRole:
        if (difference == Difference::Meaning)
            return m_palette.differenceBase();
        if (difference == Difference::Spelling)
            return m_palette.noticeBase();
        return {};
    case DifferenceRole:
        return static_cast<int>(difference);
    case OutcomeRole:
        return static_cast<int>(r.outcome);
    case ValueRole:
        if (!componentCell || !read || !r.part(component(column)))
            return {};
        return escapedText(*r.part(component(column)), static_cast<std::size_t>(-1) / 2,
                           Escape::NonAscii);
    case ReaderIdRole:
        return utf8(r.id);
    default:
        return {};
    }
}

QVariant ReadersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        // the language, at the first row of its group
        if (section < 0 || section >= rowCount())
            return {};
        const Reading &r = reading(section);
        const bool first = section == 0 || reading(section - 1).language != r.language;
        if (role == Qt::DisplayRole)
            return first ? languageTitle(r.language) : QString();
        if (role == Qt::ToolTipRole)
            return languageTitle(r.language);
        return {};
    }
    if (role == Qt::DisplayRole)
        return section == ReaderColumn ? tr("Reader") : componentTitle(component(section));
    if (role == Qt::ToolTipRole && section == HostColumn)
        return tr("Where each library would connect: the column that matters most.");
    return {};
}

} // namespace uri::ui
