/**
 * @file readers_model.h
 * @brief How real URL libraries read the analysed input (Analysis::readers,
 * readers.h): one row per reader, one column per component.
 */
#pragma once

#include "analysis/analysis.h"
#include "common/palette.h"

#include <QAbstractTableModel>
#include <QString>

#include <memory>

namespace uri::ui {

/**
 * @brief One row per reading of Analysis::readers (the URL Standard's first),
 * the reader's name, then one column per readers::Component, the host first.
 *
 * A cell shows the component in the library's own words, escaped (never
 * interpreted); "(undefined)" where the library says it is not there,
 * "(empty)" where it is empty, as the Components pane writes them. A cell
 * that means something else than the browser's reading (docs/readers.md,
 * "Differences") starts with kMeaningMark on differenceBase(); one written
 * otherwise with the same meaning starts with kSpellingMark on
 * noticeBase(); its tooltip says in words what the difference means. A
 * reading that is an error or a refusal has its words in the host column,
 * muted, and the other components empty (the pane spans the cell over them).
 * The rows come grouped by language (readers::languages()); the row header
 * names the language at the first row of each group.
 */
class ReadersModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        ReaderColumn, ///< "libcurl"; tooltip: library, version, how it is called
        HostColumn,   ///< the first of the component columns, in readers::kComponents order
        SchemeColumn,
        UserinfoColumn,
        PortColumn,
        PathColumn,
        QueryColumn,
        FragmentColumn,
        ColumnCount
    };

    /// Before a cell that means something else than the browser's reading.
    static const QString kMeaningMark;
    /// Before a cell written otherwise, with the same meaning.
    static const QString kSpellingMark;

    explicit ReadersModel(QObject *parent = nullptr);

    /// Show the readings of @p analysis (a model reset); none without them.
    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    /// The colours of the marked cells and of the errors.
    void setComponentPalette(const ComponentPalette &palette);
    /// Texts changed language.
    void retranslate();

    /// The readings shown, or null.
    [[nodiscard]] const readers::Matrix *matrix() const;
    /// The row of the reader with id @p id ("boost-url"), or -1.
    [[nodiscard]] int rowOf(const QString &id) const;
    /// The component of a component column (HostColumn and after).
    [[nodiscard]] static readers::Component component(int column);
    /// The column of @p component.
    [[nodiscard]] static int column(readers::Component component);
    /// A reader as the pane names it: the URL Standard's and RFC 3986's
    /// readers by the window's words, a library by its own name.
    [[nodiscard]] static QString readerName(const readers::Reading &reading);
    /// A language as the row headers name it ("Python"; "This program" for
    /// this project's own readers).
    [[nodiscard]] static QString languageTitle(const std::string &key);
    /// What a component is called in the column headers and the tooltips.
    [[nodiscard]] static QString componentTitle(readers::Component component);
    /// Row @p row as one line of tab-separated cells, as shown but not cut
    /// (what copying a row gives).
    [[nodiscard]] QString rowText(int row) const;
    /// In plain words, what the difference of @p index from the browser's
    /// reading means ("libcurl would connect to 10.0.0.1, a browser to
    /// example.com"); empty when the cell does not differ.
    [[nodiscard]] QString explanation(const QModelIndex &index) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] const readers::Reading &reading(int row) const;
    [[nodiscard]] QString cellText(const readers::Reading &r, int column,
                                   std::size_t maxBytes) const;
    [[nodiscard]] QString toolTip(const readers::Reading &r, const QModelIndex &index) const;

    std::shared_ptr<const Analysis> m_analysis;
    ComponentPalette m_palette;
};

} // namespace uri::ui
