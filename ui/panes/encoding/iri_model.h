/**
 * @file iri_model.h
 * @brief The main input as an IRI (RFC 3987 §3.2) and as a URI (§3.1), with
 * every piece that was mapped or left encoded on purpose, and why.
 */
#pragma once

#include "analysis/analysis.h"
#include "uriinspector/iri.h"

#include "panes/encoding/two_level_model.h"

#include <memory>
#include <optional>
#include <vector>

namespace uri::ui {

/**
 * @brief Tree model: one row per form (the IRI, the URI, and the forms with
 * the host as Unicode or as Punycode when they differ), each with one child
 * per piece of the mapping (iri.h IriPiece).
 *
 * Roles: SpanRole (the piece in the main input).
 */
class IriModel : public TwoLevelModel
{
    Q_OBJECT

public:
    enum Column {
        FormColumn,   ///< the form, or the piece as written (escaped)
        OutputColumn, ///< the form's text, or what stands for the piece (escaped)
        StepColumn,   ///< what was done with the piece
        WhyColumn,    ///< why, with the RFC 3987 section
        ColumnCount
    };

    enum class Form {
        Iri,            ///< RFC 3987 §3.2 uriToIri
        IriUnicodeHost, ///< the same with "xn--" labels as Unicode (UTS #46 ToUnicode)
        Uri,            ///< RFC 3987 §3.1 iriToUri
        UriPunycodeHost ///< the same with the host as A-labels (UTS #46 ToASCII)
    };

    static constexpr std::size_t kMaxViewBytes = std::size_t{1} << 20;
    static constexpr int kMaxPieces = 1000;

    explicit IriModel(QObject *parent = nullptr);

    /// Show @p analysis (a model reset); nothing when longer than kMaxViewBytes.
    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    [[nodiscard]] bool tooLong() const { return m_tooLong; }
    /// The row of @p form (invalid when that form is not shown).
    [[nodiscard]] QModelIndex indexOfForm(Form form) const;

    void retranslate();

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// One form and its pieces.
    struct Row
    {
        Form form = Form::Iri;
        std::string output;
        std::vector<IriPiece> pieces; ///< at most kMaxPieces
        std::size_t totalPieces = 0;
    };
    /// Everything the model shows of one analysis; safe to compute on any thread.
    struct Forms
    {
        std::vector<Row> rows;
        bool tooLong = false;
    };

    [[nodiscard]] static Forms computeForms(const Analysis &analysis);
    /// Show @p forms, computed by computeForms(*analysis) (a model reset).
    void setForms(std::shared_ptr<const Analysis> analysis, Forms forms);

protected:
    [[nodiscard]] int topRowCount() const override;
    [[nodiscard]] int childCount(int row) const override;
    [[nodiscard]] int columns() const override { return ColumnCount; }

private:
    [[nodiscard]] QString formName(Form form) const;
    [[nodiscard]] static QString stepText(IriStep step);
    [[nodiscard]] static QString stepWhy(const IriPiece &piece);

    std::shared_ptr<const Analysis> m_analysis;
    std::vector<Row> m_rows;
    bool m_tooLong = false;
};

} // namespace uri::ui
