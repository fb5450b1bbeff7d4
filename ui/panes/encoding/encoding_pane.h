/**
 * @file encoding_pane.h
 * @brief The Encoding pane: per component the raw, percent-decoded,
 * hexadecimal and UTF-8 readings with a character-class breakdown; the
 * layers of a double encoding; the IRI and URI forms (RFC 3987 §3.1, §3.2);
 * the host as Punycode and Unicode (UTS #46); and an encoder.
 */
#pragma once

#include "panes/analysis_pane.h"
#include "uriinspector/encode_sets.h"

#include <QFutureWatcher>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QTabWidget;
class QTableView;
class QTreeView;
class QAbstractItemView;

namespace uri::ui {

class EncoderModel;
class EncodingModel;
class IdnaModel;
class IriModel;
class LayersModel;

/**
 * @brief Shows the encoding views of the main input.
 *
 * Views of inputs up to kSyncBytes are computed at once; larger ones, up to
 * EncodingModel::kMaxViewBytes, on a worker thread (QtConcurrent), while a
 * message says so; longer inputs get a message instead of views. So a huge
 * paste never freezes the window.
 */
class EncodingPane : public AnalysisPane
{
    Q_OBJECT

public:
    /// Inputs up to this size are viewed at once, on the UI thread.
    static constexpr std::size_t kSyncBytes = 64 * 1024;

    explicit EncodingPane(QWidget *parent = nullptr);
    ~EncodingPane() override;

    void setAnalysis(std::shared_ptr<const Analysis> analysis) override;
    void markSpan(Span span) override;
    [[nodiscard]] QString title() const override;

    [[nodiscard]] EncodingModel *encodingModel() const { return m_encodingModel; }
    [[nodiscard]] LayersModel *layersModel() const { return m_layersModel; }
    [[nodiscard]] IriModel *iriModel() const { return m_iriModel; }
    [[nodiscard]] IdnaModel *idnaModel() const { return m_idnaModel; }
    [[nodiscard]] EncoderModel *encoderModel() const { return m_encoderModel; }
    [[nodiscard]] QTreeView *characterView() const { return m_characterView; }

    /// The encoder's input (text to encode as data of one component).
    [[nodiscard]] QLineEdit *encoderInput() const { return m_encoderInput; }
    [[nodiscard]] QComboBox *componentChooser() const { return m_componentBox; }
    [[nodiscard]] QComboBox *specChooser() const { return m_specBox; }
    [[nodiscard]] QLineEdit *encoderOutput() const { return m_encoderOutput; }
    /// The message shown above or instead of the views (computing, too long,
    /// not parsed), or empty.
    [[nodiscard]] QString message() const;
    /// Whether the views of the latest analysis are being computed off the UI thread.
    [[nodiscard]] bool isBusy() const;

signals:
    /// The views of the latest analysis are shown.
    void viewsShown();

protected:
    void retranslateUi() override;
    void changeEvent(QEvent *event) override;

private:
    struct Computed;
    [[nodiscard]] static std::shared_ptr<const Computed>
    compute(std::shared_ptr<const Analysis> analysis);
    void showComputed(const Computed &computed);
    void startPending();
    void onComputed();
    void updateEncoder();
    void updateMessage();
    void applyPalette();

    std::shared_ptr<const Analysis> m_analysis; ///< the latest (shown or being computed)
    std::shared_ptr<const Analysis> m_pending;  ///< waiting for the worker to be free
    QFutureWatcher<std::shared_ptr<const Computed>> m_watcher;
    EncodingModel *m_encodingModel = nullptr;
    LayersModel *m_layersModel = nullptr;
    IriModel *m_iriModel = nullptr;
    IdnaModel *m_idnaModel = nullptr;
    EncoderModel *m_encoderModel = nullptr;

    QLabel *m_message = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTreeView *m_characterView = nullptr;
    QLabel *m_layersNote = nullptr;
    QTreeView *m_layersView = nullptr;
    QLabel *m_iriNote = nullptr;
    QTreeView *m_iriView = nullptr;
    QLabel *m_hostNote = nullptr;
    QTableView *m_hostView = nullptr;
    QLabel *m_textLabel = nullptr;
    QLineEdit *m_encoderInput = nullptr;
    QLabel *m_componentLabel = nullptr;
    QComboBox *m_componentBox = nullptr;
    QLabel *m_specLabel = nullptr;
    QComboBox *m_specBox = nullptr;
    QLabel *m_outputLabel = nullptr;
    QLineEdit *m_encoderOutput = nullptr;
    QLabel *m_encoderNotes = nullptr;
    QTableView *m_encoderView = nullptr;
};

} // namespace uri::ui
