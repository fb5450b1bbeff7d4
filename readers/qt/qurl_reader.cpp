// QUrl (Qt Core): what a Qt program reads. QUrl takes text (a QString), so
// bytes that are not UTF-8 are not given to it: converting them would
// replace them with U+FFFD and read another URL.
#include "uriinspector/qurl_reader.h"

#include "readers/detail/reader_kit.h"

#include "uriinspector/utf8.h"

#include <QString>
#include <QUrl>
#include <QtGlobal>

namespace uri::readers {

namespace {

class QUrlReader final : public Reader
{
public:
    explicit QUrlReader(QUrl::ParsingMode mode)
        : Reader(detail::makeIdentity(
            "qt", mode == QUrl::StrictMode ? "qurl-strict" : "qurl-tolerant",
            mode == QUrl::StrictMode ? "QUrl (StrictMode)" : "QUrl (TolerantMode)", "Qt QUrl",
            qVersion(),
            mode == QUrl::StrictMode ? "QUrl(text, QUrl::StrictMode), parts QUrl::FullyEncoded"
                                     : "QUrl(text, QUrl::TolerantMode), parts QUrl::FullyEncoded"))
        , mode_(mode)
    {}

    Reading read(std::string_view text) const override
    {
        Reading r = identity();
        if (!isValidUtf8(text)) {
            detail::fail(r, Outcome::Refused,
                         "not given to QUrl: it reads text (QString), and these bytes are not "
                         "UTF-8");
            return r;
        }
        const QUrl url(QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())), mode_);
        if (!url.isValid()) {
            detail::fail(r, Outcome::Error, url.errorString().toStdString());
            return r;
        }
        const auto encoded = QUrl::FullyEncoded;
        const QString authority = url.authority(encoded);
        if (!url.scheme().isEmpty())
            r.part(Component::Scheme) = url.scheme().toStdString();
        if (authority.contains(QLatin1Char('@')))
            r.part(Component::Userinfo) = url.userInfo(encoded).toStdString();
        if (!authority.isNull())
            r.part(Component::Host) = url.host(encoded).toStdString();
        if (url.port() != -1)
            r.part(Component::Port) = std::to_string(url.port());
        r.part(Component::Path) = url.path(encoded).toStdString();
        if (url.hasQuery())
            r.part(Component::Query) = url.query(encoded).toStdString();
        if (url.hasFragment())
            r.part(Component::Fragment) = url.fragment(encoded).toStdString();
        return r;
    }

private:
    QUrl::ParsingMode mode_;
};

} // namespace

std::vector<std::unique_ptr<Reader>> qurlReaders()
{
    std::vector<std::unique_ptr<Reader>> all;
    all.push_back(std::make_unique<QUrlReader>(QUrl::TolerantMode));
    all.push_back(std::make_unique<QUrlReader>(QUrl::StrictMode));
    return all;
}

std::vector<std::unique_ptr<Reader>> allReaders(Spec spec)
{
    std::vector<std::unique_ptr<Reader>> all = standardReaders(spec);
    for (auto &r : qurlReaders())
        all.push_back(std::move(r));
    return all;
}

std::vector<std::unique_ptr<Reader>> chosenReaders(Spec spec, const ReaderChoice &choice,
                                                   const ServerOptions &options)
{
    std::vector<std::unique_ptr<Reader>> all = allReaders(spec);
    for (auto &r : serverReaders(options))
        all.push_back(std::move(r));
    return choose(std::move(all), choice);
}

} // namespace uri::readers
