// The window on what the core is tested on: every built-in example, every
// row of the vectors of tests/data (parse, hosts, resolve, relativize,
// normalize, equivalence, WPT, the readers' cases, the real-world domain
// lists), the fuzz corpora and regressions of fuzz/, and 5,000 generated
// hostile inputs; then the 30,086 benign links of tests/data/realworld
// (ordinary home pages) and the 6,254 malware URLs and hosts of its URLhaus
// list. Each is typed, pasted or opened, with a base and without,
// and every pane (and every tab of a pane) is raised and painted in turn,
// with every item model under QAbstractItemModelTester, the event loop
// timed and the window's size watched (a long text must not widen it). An
// input counts only when the window's analysis is of that input
// (and that base): a test that never met the input proves nothing.
//
// By default a fixed sample runs: every example, and every
// URI_WINDOW_CORPUS_STRIDE-th input of the rest (20 unless set: about 840
// inputs), of the real-world links every 10 * STRIDE-th. URI_WINDOW_CORPUS=full
// runs the whole set, each input typed, pasted and opened, with and without
// a base, each real-world link once (typed, pasted or opened in turn; ctest label
// window-corpus-full, README "Set-up"); URI_WINDOW_CORPUS_SHARD=K/N runs the
// K-th of N parts of it; URI_WINDOW_CORPUS_ONLY=SOURCE[,SOURCE...] only the
// inputs named (as a stall's report names them: "generated:2169").
#include "analysis/analysis.h"
#include "analysis/analyzer.h"
#include "panes/analysis_pane.h"
#include "panes/resolution/resolution_pane.h"
#include "widgets/uri_line_edit.h"
#include "window/examples.h"
#include "window/main_window.h"

#include "../core/filter_list.h"
#include "corpus_support.h"

#include <QAbstractItemModel>
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <array>
#include <memory>
#include <vector>

using namespace uri::ui;
using uri::test::CorpusInput;
using uri::test::readFile;

namespace {

/// Every file of fuzz/corpus and fuzz/regressions, its bytes as they are
/// (invalid UTF-8 comes in as U+FFFD, as a paste brings it).
void addFuzz(std::vector<CorpusInput> &out)
{
    for (const QString &path : uri::test::fuzzFiles())
        out.push_back({QDir(QStringLiteral(URI_FUZZ_DIR)).relativeFilePath(path),
                       QString::fromUtf8(readFile(path)), QString()});
}

// Real links, many and alike (ordinary ones, then malware): the sample
// takes every tenth of the stride's, the whole set visits each once.
constexpr const char *kBenignLinks = "benign_debian_homepages.txt";
constexpr const char *kMalwareList = "urlhaus_filter_online.txt";

std::vector<CorpusInput> corpus()
{
    std::vector<CorpusInput> all;
    for (const Example &example : Examples::all())
        all.push_back({QStringLiteral("example"), QString::fromUtf8(example.uri), QString()});
    for (CorpusInput &in : uri::test::vectorInputs())
        all.push_back(std::move(in));
    addFuzz(all);
    QRandomGenerator random(3986); // the same inputs every run
    for (int i = 0; i < 5000; ++i)
        // shorter than tst_hostile_window's: each is met with every pane
        all.push_back({QStringLiteral("generated:%1").arg(i),
                       uri::test::hostileInput(random, {16, 40, 100}), QString()});
    // last, so that the indices (and shards) of the inputs above stay
    uri::test::detail::addLines(all, QStringLiteral("realworld/") + QLatin1String(kBenignLinks),
                                [](const QString &link) { return link; });
    uri::test::detail::addLines(
        all, QStringLiteral("realworld/") + QLatin1String(kMalwareList), [](const QString &line) {
            return QString::fromStdString(uri::test::filterLineLink(line.toStdString()));
        });
    return all;
}

enum class Entry { Typed, Pasted, Opened };

/// Type @p text into @p widget a character at a time, as a keyboard (or an
/// input method) does: each code point one key press with its text
/// (QTest::keyClicks knows Latin-1 keys only).
void typeText(QWidget *widget, const QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const qsizetype length = text.at(i).isHighSurrogate() && i + 1 < text.size() ? 2 : 1;
        QTest::sendKeyEvent(QTest::Click, widget, Qt::Key_unknown, text.mid(i, length),
                            Qt::NoModifier);
        // the events a key brings (its analysis request, its repaint) before
        // the next key, as between a typist's keys: "http://1" is met
        QCoreApplication::processEvents();
        i += length - 1;
    }
}

} // namespace

class TstWindowCorpus : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyInputEveryPane();

private:
    /// Put @p input into the window as @p how does, against @p base, wait
    /// for its analysis and raise every pane and tab; false (with a failure
    /// already reported) when the window did not show that input.
    bool visit(MainWindow &window, const CorpusInput &input, Entry how, const QString &base);

    /// False (with a failure reported) when @p window is no longer of the
    /// size it was shown at: a text too long for a line must not widen the
    /// window beyond the screen, where it stays, slow to paint, once the text is gone.
    bool keptItsSize(const MainWindow &window, const CorpusInput &input);

    /// What visit() is doing (the entry, then the pane raised), for a stall's report.
    QString m_phase;
    /// The size the window was shown at.
    QSize m_size;
};

void TstWindowCorpus::initTestCase()
{
    uri::test::quietOffscreenWindow();
}

bool TstWindowCorpus::keptItsSize(const MainWindow &window, const CorpusInput &input)
{
    if (window.size() == m_size)
        return true;
    // the suspects: the widgets that ask for half the window or more, and their parents
    QStringList wide;
    for (const QWidget *w : window.findChildren<QWidget *>()) {
        const QSize least = w->minimumSizeHint().expandedTo(w->minimumSize());
        if (w->isVisible() && w->sizePolicy().horizontalPolicy() != QSizePolicy::Ignored
            && (least.width() > m_size.width() / 2 || least.height() > m_size.height() / 2))
            wide << QStringLiteral("%1 \"%2\" %3x%4")
                        .arg(QLatin1String(w->metaObject()->className()), w->objectName())
                        .arg(least.width())
                        .arg(least.height());
    }
    QTest::qFail(qPrintable(QStringLiteral("%1 (%2 characters): the window grew from %3x%4 to "
                                           "%5x%6 (%7); suspects: %8")
                                .arg(input.source)
                                .arg(input.input.size())
                                .arg(m_size.width())
                                .arg(m_size.height())
                                .arg(window.width())
                                .arg(window.height())
                                .arg(m_phase, wide.join(QLatin1String(", ")))),
                 __FILE__, __LINE__);
    return false;
}

bool TstWindowCorpus::visit(MainWindow &window, const CorpusInput &input, Entry how,
                            const QString &base)
{
    auto *resolution = qobject_cast<ResolutionPane *>(window.pane(QStringLiteral("resolution")));
    if (!resolution) {
        QTest::qFail("no Resolution pane", __FILE__, __LINE__);
        return false;
    }
    window.setBase(base);
    // Several lines go to the Extract pane when opened, and a line edit keeps
    // one line: a text with a line break is opened, whatever @p how says.
    const bool multiLine
        = input.input.contains(QLatin1Char('\n')) || input.input.contains(QLatin1Char('\r'));
    if (multiLine)
        how = Entry::Opened;
    // a key a line edit refuses cannot be typed: a control character (Tab
    // moves the focus), a noncharacter (U+FFFF) or one unassigned in Qt's
    // Unicode, a lone surrogate (QInputControl::isAcceptableInput()): such a
    // text is pasted, as a person would bring it in
    bool typable = true;
    for (qsizetype i = 0; i < input.input.size() && typable; ++i) {
        const QChar c = input.input.at(i);
        if (c.isHighSurrogate() && i + 1 < input.input.size()
            && input.input.at(i + 1).isLowSurrogate()) {
            ++i; // a pair is one key
            continue;
        }
        typable = c.isPrint() || c.category() == QChar::Other_Format
                  || c.category() == QChar::Other_PrivateUse;
    }
    if (how == Entry::Typed && !typable)
        how = Entry::Pasted;
    m_phase = QStringLiteral("%1 %2").arg(QLatin1String(how == Entry::Typed    ? "typed"
                                                        : how == Entry::Pasted ? "pasted"
                                                                               : "opened"),
                                          base.isEmpty() ? QStringLiteral("without a base")
                                                         : QStringLiteral("with a base"));
    switch (how) {
    case Entry::Typed:
        window.setUri(QString());
        window.inputLine()->setFocus();
        // typing, key by key, up to 64 characters (the first digit of
        // "http://1" once crashed the window); the rest as a line edit sets it
        typeText(window.inputLine(), input.input.left(64));
        if (input.input.size() > 64)
            window.setUri(input.input);
        break;
    case Entry::Pasted:
        QApplication::clipboard()->setText(input.input);
        window.inputLine()->selectAll();
        window.inputLine()->paste();
        break;
    case Entry::Opened:
        window.openText(input.input);
        break;
    }
    if (!window.waitForAnalysis(60000)) {
        QTest::qFail(qPrintable(QStringLiteral("no analysis of %1").arg(input.source)), __FILE__,
                     __LINE__);
        return false;
    }
    if (!multiLine) {
        // the window met this input: its analysis is of these bytes (or of the
        // first kMaxEditableLength characters the line keeps), and that base
        const auto analysis = window.analyzer()->current();
        const QString shown = window.inputLine()->isTruncated()
                                  ? input.input.left(UriLineEdit::kMaxEditableLength)
                                  : input.input;
        const std::string expected = shown.toUtf8().toStdString();
        if (analysis->bytes() != expected && !window.inputLine()->isTruncated()) {
            QTest::qFail(
                qPrintable(QStringLiteral("%1: the window analysed other bytes (%2 for %3)")
                               .arg(input.source)
                               .arg(analysis->bytes().size())
                               .arg(expected.size())),
                __FILE__, __LINE__);
            return false;
        }
        if (analysis->base.value_or(std::string()) != base.toUtf8().toStdString()) {
            QTest::qFail(
                qPrintable(QStringLiteral("%1: analysed against another base").arg(input.source)),
                __FILE__, __LINE__);
            return false;
        }
        if (!input.input.isEmpty() && window.stateLabel()->text().isEmpty()) {
            QTest::qFail(qPrintable(QStringLiteral("%1: no state").arg(input.source)), __FILE__,
                         __LINE__);
            return false;
        }
    }
    // every pane raised and painted, and every tab of it
    for (AnalysisPane *pane : window.panes()) {
        QDockWidget *dock = window.dockOf(pane);
        if (!dock)
            continue;
        m_phase = pane->objectName();
        dock->raise();
        QCoreApplication::processEvents();
        for (QTabWidget *tabs : pane->findChildren<QTabWidget *>()) {
            const int shown = tabs->currentIndex();
            for (int t = 0; t < tabs->count(); ++t) {
                tabs->setCurrentIndex(t);
                QCoreApplication::processEvents();
            }
            tabs->setCurrentIndex(shown);
        }
        if (QTest::currentTestFailed() || !keptItsSize(window, input))
            return false;
    }
    return !QTest::currentTestFailed();
}

void TstWindowCorpus::everyInputEveryPane()
{
    const bool full = qEnvironmentVariable("URI_WINDOW_CORPUS") == QLatin1String("full");
    bool strideOk = false;
    int stride = qEnvironmentVariableIntValue("URI_WINDOW_CORPUS_STRIDE", &strideOk);
    if (!strideOk || stride < 1)
        stride = 20;
    if (full)
        stride = 1;
    const std::vector<CorpusInput> all = corpus();
    QVERIFY(all.size() > 14000);
    // URI_WINDOW_CORPUS_SHARD=K/N: the inputs whose index is K modulo N, so
    // that the whole set can run in N processes (one per core) or sittings
    std::size_t shard = 0;
    std::size_t shards = 1;
    if (const QString spec = qEnvironmentVariable("URI_WINDOW_CORPUS_SHARD"); !spec.isEmpty()) {
        const QStringList parts = spec.split(QLatin1Char('/'));
        bool okK = false;
        bool okN = false;
        const int k = parts.size() == 2 ? parts[0].toInt(&okK) : -1;
        const int n = parts.size() == 2 ? parts[1].toInt(&okN) : 0;
        QVERIFY2(okK && okN && n >= 1 && k >= 0 && k < n,
                 qPrintable(QStringLiteral("URI_WINDOW_CORPUS_SHARD is K/N, 0 <= K < N: ") + spec));
        shard = std::size_t(k);
        shards = std::size_t(n);
    }

    const QStringList only = qEnvironmentVariable("URI_WINDOW_CORPUS_ONLY")
                                 .split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (!only.isEmpty())
        stride = 1;

    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    m_size = window.size();
    const auto testers = uri::test::testEveryModel(window);
    QVERIFY(testers.size() >= 10);
    QVERIFY(window.panes().size() >= 9);

    // the longest gap between two ticks of a 10 ms timer: a stalled event loop
    constexpr qint64 kReportedStall = 300;
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0;
    qint64 longest = 0;
    QString longestAt;
    const CorpusInput *current = nullptr;
    QTimer ticker;
    ticker.setInterval(10);
    connect(&ticker, &QTimer::timeout, this, [&] {
        const qint64 now = clock.elapsed();
        // (named only when it is the longest yet or reported: a tick is cheap)
        const auto at = [&] {
            return current ? QStringLiteral("%1 (%2 characters)")
                                 .arg(current->source)
                                 .arg(current->input.size())
                           : QString();
        };
        if (now - last > longest) {
            longest = now - last;
            longestAt = at();
        }
        // every long stall named, to be measured again on an idle machine
        if (now - last >= kReportedStall)
            qInfo("stall %d ms at %s (%s)", static_cast<int>(now - last), qPrintable(at()),
                  qPrintable(m_phase));
        last = now;
    });
    ticker.start();

    const QString exampleBase = QLatin1String(ResolutionPane::kExampleBase);
    int visits = 0;
    int inputs = 0;
    // milliseconds spent on the visits of each Entry, and their number
    std::array<qint64, 3> spent{};
    std::array<int, 3> entered{};
    QElapsedTimer visitClock;
    const auto timedVisit = [&](const CorpusInput &in, Entry how, const QString &b) {
        visitClock.start();
        const bool ok = visit(window, in, how, b);
        spent[std::size_t(how)] += visitClock.elapsed();
        ++entered[std::size_t(how)];
        ++visits;
        return ok;
    };
    const std::size_t examples = Examples::all().size();
    const auto firstLink = std::size_t(
        std::find_if(all.begin(), all.end(),
                     [](const CorpusInput &in) { return in.source.contains(kBenignLinks); })
        - all.begin());
    const auto next = [&](std::size_t i) {
        if (i + 1 < examples)
            return i + 1;
        return i + std::size_t(i >= firstLink && !full && only.isEmpty() ? 10 * stride : stride);
    };
    // URI_WINDOW_CORPUS_PART=links: only the real-world links; =rest: all but
    // them (the two parts have very different costs a visit)
    const QString part = qEnvironmentVariable("URI_WINDOW_CORPUS_PART");
    QVERIFY2(part.isEmpty() || part == QLatin1String("links") || part == QLatin1String("rest"),
             qPrintable(QStringLiteral("URI_WINDOW_CORPUS_PART is links or rest: ") + part));
    const auto inPart = [&](std::size_t i) {
        return part.isEmpty() || (i >= firstLink) == (part == QLatin1String("links"));
    };
    for (std::size_t i = 0; i < all.size(); i = next(i)) {
        if (i % shards != shard || !inPart(i) || (!only.isEmpty() && !only.contains(all[i].source)))
            continue;
        const CorpusInput &in = all[i];
        current = &in;
        ++inputs;
        // the row's own base, else the RFC 3986 §5.4 base
        const QString base = in.base.isEmpty() ? exampleBase : in.base;
        if (full && i >= firstLink) {
            if (!timedVisit(in, static_cast<Entry>(i % 3), i % 2 == 0 ? base : QString()))
                return;
        } else if (full) {
            for (const Entry how : {Entry::Typed, Entry::Pasted, Entry::Opened}) {
                for (const QString &b : {QString(), base}) {
                    if (!timedVisit(in, how, b))
                        return;
                }
            }
        } else {
            const auto how = static_cast<Entry>((i / std::size_t(stride)) % 3);
            if (!timedVisit(in, how, i % 2 == 0 ? base : QString()))
                return;
        }
        // the stall timer sees the ticks of this input before the next starts
        last = clock.elapsed();
    }
    qInfo("%d inputs of %d (shard %d of %d), %d visits, longest stall %d ms (%s)", inputs,
          static_cast<int>(all.size()), static_cast<int>(shard), static_cast<int>(shards), visits,
          static_cast<int>(longest), qPrintable(longestAt));
    const auto mean = [&](Entry how) {
        const auto k = std::size_t(how);
        return entered[k] ? int(spent[k] / entered[k]) : 0;
    };
    qInfo("mean ms a visit: typed %d, pasted %d, opened %d", mean(Entry::Typed),
          mean(Entry::Pasted), mean(Entry::Opened));
    QVERIFY2(longest < uri::test::kMaxStallMs,
             qPrintable(
                 QStringLiteral("the event loop stalled %1 ms at %2").arg(longest).arg(longestAt)));
}

QTEST_MAIN(TstWindowCorpus)
#include "tst_window_corpus.moc"
