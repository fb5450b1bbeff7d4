/**
 * @file normalize_model.h
 * @brief The RFC 3986 §6.2 ladder of the analysed input: one row per rung
 * with its result, what it changed marked, and the changes as child rows
 * linked to the input characters they concern.
 */
#pragma once

#include "common/highlighted_text.h"
#include "uriinspector/normalize.h"

#include <QAbstractItemModel>

#include <optional>
#include <vector>

namespace uri::ui {

/**
 * @brief A tree: six rung rows (kAllRungs order), each with one child per
 * NormalizeChange.
 *
 * A rung row shows the rung's name, its citation and its result with the
 * changed characters in HighlightsRole (a removal is an empty range); the
 * protocol-based rung (§6.2.4) is explained, never performed. A change row
 * shows its kind, its citation and "before -> after", with SpanRole the
 * exact span of the input (roles.h).
 */
class NormalizeModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column {
        RungColumn,   ///< "Case normalization" / the change's kind
        CiteColumn,   ///< "RFC 3986 §6.2.2.1"
        ResultColumn, ///< the whole reference after the rung / "before -> after"
        ColumnCount
    };

    /// A rung's text is shown up to this many bytes, then cut with a note of
    /// the rest (so is the normalized form above the ladder, which its copy
    /// button copies whole): a view lays a cell's whole text out for each
    /// paint.
    static constexpr std::size_t kMaxShownBytes = 4096;

    explicit NormalizeModel(QObject *parent = nullptr);

    /// Show @p result (nullopt: an empty ladder).
    void setResult(std::optional<NormalizeResult> result);
    [[nodiscard]] const std::optional<NormalizeResult> &result() const { return m_result; }

    /// The index of the rung row of @p rung.
    [[nodiscard]] QModelIndex rungIndex(Rung rung, int column = RungColumn) const;
    /// The change rows whose span is @p span.
    [[nodiscard]] QModelIndexList changesAt(Span span) const;

    /// "Case normalization", ...
    [[nodiscard]] static QString rungTitle(Rung rung);
    /// One sentence: what the rung does (for §6.2.4: why it is not performed).
    [[nodiscard]] static QString rungDescription(Rung rung);
    /// What a change did: "scheme lowercased", ...
    [[nodiscard]] static QString changeText(ChangeKind kind);

    /// The byte spans of the rung's result that @p rung changed (empty:
    /// where characters were removed), found through the spans of the
    /// changes of every rung so far.
    [[nodiscard]] std::vector<Span> changedInResult(Rung rung) const;

    void retranslate();

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void computeMarks();

    std::optional<NormalizeResult> m_result;
    std::vector<std::vector<Span>> m_marks; ///< per rung: changedInResult()
    /// per rung: its result as shown, with m_marks in it (views ask for it
    /// for every size hint and paint)
    std::vector<HighlightedText> m_shown;
};

} // namespace uri::ui
