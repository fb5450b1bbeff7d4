/**
 * @file encoder_model.h
 * @brief Text in, the percent-encoded form of one component out (encode.h),
 * with every changed character and the reason for it.
 */
#pragma once

#include "common/table_model.h"

#include "uriinspector/encode.h"

#include <QString>

#include <string>

namespace uri::ui {

/**
 * @brief Table model: one row per character that encode() changed.
 *
 * Roles: SpanRole (the character in the encoder's own text, not in the
 * main input).
 */
class EncoderModel : public TableModel
{
    Q_OBJECT

public:
    enum Column {
        CharacterColumn, ///< the character (escaped)
        OutputColumn,    ///< what it became
        ReasonColumn,    ///< why, with the spec's section
        ColumnCount
    };

    /// Texts longer than this are not encoded (a line edit's text, not the main input).
    static constexpr std::size_t kMaxTextBytes = std::size_t{1} << 20;
    static constexpr int kMaxPieces = 2000;

    explicit EncoderModel(QObject *parent = nullptr);

    /// Encode @p text (UTF-8 bytes) as data of @p component under @p spec (a model reset).
    void setText(std::string text, Component component, Spec spec);
    void setText(const QString &text, Component component, Spec spec);

    [[nodiscard]] const EncodeResult &result() const { return m_result; }
    [[nodiscard]] const std::string &text() const { return m_text; }
    /// The encoded form (ASCII).
    [[nodiscard]] QString encoded() const;
    /// The encoder's notes: characters with no encoded form under the spec, bytes not UTF-8.
    [[nodiscard]] QStringList notes() const;
    [[nodiscard]] bool tooLong() const { return m_tooLong; }

    /// The translated name of @p component in the chooser.
    [[nodiscard]] static QString componentText(Component component);
    /// The translated reason for @p reason.
    [[nodiscard]] static QString reasonText(EncodeReason reason, Component component, Spec spec);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    std::string m_text;
    EncodeResult m_result;
    bool m_tooLong = false;
};

} // namespace uri::ui
