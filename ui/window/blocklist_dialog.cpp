#include "window/blocklist_dialog.h"

#include "window/blocklist_set.h"

#include "uriinspector/blocklist.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace uri::ui {

namespace {

// The name of a list's format, as the dialog shows it.
QString formatName(security::BlocklistFormat format)
{
    switch (format) {
    case security::BlocklistFormat::Hosts:
        return BlocklistDialog::tr("hosts file");
    case security::BlocklistFormat::Adblock:
        return BlocklistDialog::tr("Adblock Plus filters");
    case security::BlocklistFormat::Plain:
        return BlocklistDialog::tr("domains and URLs");
    case security::BlocklistFormat::Csv:
        return BlocklistDialog::tr("CSV export");
    }
    return {};
}

// Why a line gave no rule (blocklist.cpp's reasons), in the window's language.
QString reasonText(const std::string &reason)
{
    static const std::pair<const char *, const char *> kReasons[] = {
        {"not a host name", QT_TRANSLATE_NOOP("uri::ui::BlocklistDialog", "not a host name")},
        {"no address before the names",
         QT_TRANSLATE_NOOP("uri::ui::BlocklistDialog", "no address before the names")},
        {"neither a host name nor a URL",
         QT_TRANSLATE_NOOP("uri::ui::BlocklistDialog", "neither a host name nor a URL")},
        {"not a URL", QT_TRANSLATE_NOOP("uri::ui::BlocklistDialog", "not a URL")},
        {"the row has no URL column",
         QT_TRANSLATE_NOOP("uri::ui::BlocklistDialog", "the row has no URL column")},
        {"the URL column holds no URL",
         QT_TRANSLATE_NOOP("uri::ui::BlocklistDialog", "the URL column holds no URL")},
        {"regular-expression filters are not run",
         QT_TRANSLATE_NOOP("uri::ui::BlocklistDialog", "regular-expression filters are not run")},
        {"the filter matches every URL",
         QT_TRANSLATE_NOOP("uri::ui::BlocklistDialog", "the filter matches every URL")},
        {"a NUL byte", QT_TRANSLATE_NOOP("uri::ui::BlocklistDialog", "a NUL byte")},
    };
    for (const auto &[english, source] : kReasons) {
        if (reason == english)
            return BlocklistDialog::tr(source);
    }
    constexpr std::string_view kOption = "the option $";
    if (reason.rfind(kOption, 0) == 0) {
        const std::string option
            = reason.substr(kOption.size(), reason.find(' ', kOption.size()) - kOption.size());
        return BlocklistDialog::tr("the option $%1 is not run").arg(QString::fromStdString(option));
    }
    return QString::fromStdString(reason);
}

} // namespace

BlocklistDialog::BlocklistDialog(BlocklistSet *set, QWidget *parent)
    : QDialog(parent)
    , m_set(set)
    , m_intro(new QLabel(this))
    , m_table(new QTableWidget(0, 5, this))
    , m_problems(new QPlainTextEdit(this))
    , m_error(new QLabel(this))
    , m_add(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_remember(new QCheckBox(this))
{
    setObjectName(QStringLiteral("blocklistDialog"));
    m_intro->setWordWrap(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_problems->setReadOnly(true);
    m_problems->setMaximumBlockCount(int(security::Blocklist::kMaxProblems) + 1);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: palette(highlight)"));
    m_error->hide();
    m_remember->setChecked(set->remembered());

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_table, 2);
    layout->addLayout(buttons);
    layout->addWidget(m_problems, 1);
    layout->addWidget(m_error);
    layout->addWidget(m_remember);
    layout->addWidget(close);
    resize(640, 480);

    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_add, &QPushButton::clicked, this, &BlocklistDialog::chooseFiles);
    connect(m_remove, &QPushButton::clicked, this,
            [this] { m_set->remove(m_table->currentRow()); });
    connect(m_remember, &QCheckBox::toggled, m_set, &BlocklistSet::setRemembered);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &BlocklistDialog::showProblems);
    connect(m_set, &BlocklistSet::changed, this, &BlocklistDialog::rebuild);
    retranslateUi();
}

void BlocklistDialog::retranslateUi()
{
    setWindowTitle(tr("Blocklists"));
    m_intro->setText(
        tr("Every link is matched against these lists, offline, each in its own syntax: hosts "
           "files, Adblock Plus and uBlock Origin network filters, plain domains or URLs, and "
           "URLhaus CSV exports. A match is finding K1, high, or what the list declares in a "
           "\"# severity: critical\" line."));
    m_table->setHorizontalHeaderLabels(
        {tr("List"), tr("Format"), tr("Rules"), tr("Skipped"), tr("Not read")});
    m_table->setToolTip(
        tr("Skipped: lines that block no link (cosmetic filters, $removeparam, "
           "the hosts file's own names). Not read: malformed or unsupported lines."));
    m_problems->setPlaceholderText(tr("The lines of the selected list that gave no rule."));
    m_add->setText(tr("&Add..."));
    m_remove->setText(tr("&Remove"));
    m_remember->setText(tr("Re&member these lists (their file paths) in the next session"));
    // the formats and the reasons of the problems are words too
    rebuild();
}

void BlocklistDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

QString BlocklistDialog::addFile(const QString &path)
{
    const QString error = m_set->add(path);
    m_error->setText(error);
    m_error->setVisible(!error.isEmpty());
    if (error.isEmpty())
        m_table->selectRow(int(m_set->paths().indexOf(path)));
    return error;
}

void BlocklistDialog::chooseFiles()
{
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Add Blocklists"), QString(),
        tr("Blocklists (*.txt *.csv *.hosts hosts);;All files (*)"));
    QStringList errors;
    for (const QString &file : files) {
        if (const QString error = addFile(file); !error.isEmpty())
            errors.push_back(error);
    }
    m_error->setText(errors.join(QLatin1Char('\n')));
    m_error->setVisible(!errors.isEmpty());
}

void BlocklistDialog::rebuild()
{
    const int selected = m_table->currentRow();
    const auto lists = m_set->lists();
    m_table->setRowCount(int(lists->size()));
    const QLocale locale;
    for (std::size_t i = 0; i < lists->size(); ++i) {
        const security::Blocklist &list = (*lists)[i];
        const auto row = int(i);
        auto *name = new QTableWidgetItem(QString::fromStdString(list.name()));
        name->setToolTip(m_set->paths().value(row));
        m_table->setItem(row, 0, name);
        m_table->setItem(row, 1, new QTableWidgetItem(formatName(list.format())));
        const auto number = [&](std::size_t n) {
            auto *item = new QTableWidgetItem(locale.toString(qulonglong(n)));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            return item;
        };
        m_table->setItem(row, 2, number(list.rules() + list.exceptions()));
        m_table->setItem(row, 3, number(list.ignored()));
        m_table->setItem(row, 4, number(list.malformed() + list.unsupported()));
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    if (selected >= 0 && selected < m_table->rowCount())
        m_table->selectRow(selected);
    m_remove->setEnabled(!lists->empty());
    showProblems();
}

void BlocklistDialog::showProblems()
{
    const int row = m_table->currentRow();
    const auto lists = m_set->lists();
    if (row < 0 || std::size_t(row) >= lists->size()) {
        m_problems->clear();
        return;
    }
    const security::Blocklist &list = (*lists)[std::size_t(row)];
    QStringList lines;
    for (const security::BlocklistProblem &p : list.problems())
        lines.push_back(tr("line %1: %2").arg(p.line).arg(reasonText(p.reason)));
    const std::size_t unlisted = list.malformed() + list.unsupported() - list.problems().size();
    if (unlisted > 0)
        lines.push_back(tr("... and %n more", nullptr, int(unlisted)));
    m_problems->setPlainText(lines.join(QLatin1Char('\n')));
}

} // namespace uri::ui
