// libFuzzer harness for the window (ui/): one MainWindow, offscreen, driven
// as a user drives it, input after input. The first byte chooses the
// specification (Spec selector), whether the text before the first newline
// is the Resolution pane's base, and the pane raised; the second, the tab
// shown in each pane that has tabs. Invariants: the analysis is of exactly
// the bytes given (none replaced by U+FFFD) and of the latest request; every
// item model passes QAbstractItemModelTester on every change; the Security
// pane shows a verdict exactly when the core has one, naming the checks that
// set it (security::verdictChecks()); the window paints, and keeps its size.
#include "fuzz_support.h"

#include "analysis/analyzer.h"
#include "common/span_mapping.h"
#include "panes/analysis_pane.h"
#include "panes/security/security_pane.h"
#include "text/security_text.h"
#include "window/main_window.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDockWidget>
#include <QStandardPaths>
#include <QTabWidget>

#include <memory>
#include <vector>

namespace {

struct Window
{
    std::unique_ptr<uri::ui::MainWindow> window;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
};

Window *theWindow = nullptr;

/// The window's size, which no input may change.
constexpr QSize kSize(1024, 700);

// The input byte by byte, as an argument or a file gives it (PEP 383 escapes).
QString textOf(std::string_view bytes)
{
    return uri::ui::SpanMapping::inputText(bytes);
}

} // namespace

// fontconfig keeps what it loads for a new glyph unreachable: not ours; the
// documents layer, which the window links, says so to LeakSanitizer
// (documents/pdf.cpp)

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // settings under ~/.qttest, not the user's
    QStandardPaths::setTestModeEnabled(true);
    // the offscreen platform says this for every dock raised: not a finding
    static QtMessageHandler previous = qInstallMessageHandler(
        [](QtMsgType type, const QMessageLogContext &context, const QString &message) {
            if (!message.contains(QLatin1String("propagateSizeHints")))
                previous(type, context, message);
        });
    // both live until the process ends: destroyed at exit(), after the
    // thread's own data, Qt would read freed memory
    new QApplication(*argc, *argv);
    theWindow = new Window;
    theWindow->window = std::make_unique<uri::ui::MainWindow>();
    theWindow->window->resize(kSize);
    theWindow->window->show();
    // a broken model contract stops the run (qFatal), as a broken invariant does
    for (QAbstractItemModel *model : theWindow->window->findChildren<QAbstractItemModel *>())
        theWindow->testers.push_back(std::make_unique<QAbstractItemModelTester>(
            model, QAbstractItemModelTester::FailureReportingMode::Fatal));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 2)
        return 0;
    uri::ui::MainWindow &w = *theWindow->window;
    const std::uint8_t choice = data[0];
    const std::uint8_t tab = data[1];
    std::string_view in = fuzz::text(data + 2, size - 2);

    w.setSpec(uri::kAllSpecs[(choice >> 5) % uri::kAllSpecs.size()]);
    // the window owns the base; the Resolution pane shows it
    if ((choice & 0x10) != 0) {
        const auto [base, reference] = fuzz::twoTexts(in);
        w.setBase(textOf(base));
        in = reference;
    } else {
        w.setBase(QString());
    }
    const std::vector<uri::ui::AnalysisPane *> &panes = w.panes();
    uri::ui::AnalysisPane *raised = panes[(choice & 0x0F) % panes.size()];
    if (QDockWidget *dock = w.dockOf(raised)) {
        dock->show();
        dock->raise();
    }
    for (QTabWidget *tabs : raised->findChildren<QTabWidget *>()) {
        if (tabs->count() > 0)
            tabs->setCurrentIndex(tab % tabs->count());
    }

    w.setUri(textOf(in));
    FUZZ_CHECK(w.waitForAnalysis(60000));
    const std::shared_ptr<const uri::ui::Analysis> a = w.analyzer()->current();
    FUZZ_CHECK(a != nullptr);
    FUZZ_CHECK(!a->partial);
    FUZZ_CHECK(a->bytes() == in);

    if (auto *security
        = qobject_cast<uri::ui::SecurityPane *>(w.pane(QStringLiteral("securityPane")))) {
        const QString verdict = security->verdictText();
        if (!a->security) {
            FUZZ_CHECK(verdict.isEmpty());
        } else if (!a->security->verdict) {
            FUZZ_CHECK(verdict == uri::ui::SecurityText::verdictName(std::nullopt));
        } else {
            FUZZ_CHECK(verdict.startsWith(uri::ui::SecurityText::riskName(*a->security->verdict)
                                          + QLatin1Char(':')));
            // the verdict line names the first three checks that set it
            const std::vector<uri::security::Check> checks
                = uri::security::verdictChecks(*a->security);
            FUZZ_CHECK(!checks.empty());
            for (std::size_t i = 0; i < checks.size() && i < 3; ++i) {
                const std::string_view id = uri::security::checkInfo(checks[i]).id;
                FUZZ_CHECK(verdict.contains(
                    QLatin1Char('(') + QLatin1String(id.data(), static_cast<qsizetype>(id.size()))
                    + QLatin1Char(')')));
            }
        }
    }
    // paint every visible widget, as the screen would
    FUZZ_CHECK(!w.grab().isNull());
    // no text widens the window (a label that asked for a long input's width
    // left it 100,000 pixels wide): its layout applied, it keeps its size
    QCoreApplication::processEvents();
    FUZZ_CHECK(w.size() == kSize);
    return 0;
}
