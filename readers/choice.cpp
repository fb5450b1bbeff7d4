// Which readers run: the languages they are grouped by, and `--readers=LIST`
// (docs/readers.md).
#include "uriinspector/readers.h"

#include <algorithm>

namespace uri::readers {

const std::vector<Language> &languages()
{
    static const std::vector<Language> all{
        {"ours", "URI Inspector"}, {"c", "C"},          {"cpp", "C++"}, {"qt", "Qt"},
        {"python", "Python"},      {"node", "Node.js"}, {"php", "PHP"}, {"go", "Go"},
        {"java", "Java"},          {"ruby", "Ruby"},
    };
    return all;
}

std::string_view languageName(std::string_view key)
{
    for (const Language &l : languages()) {
        if (l.key == key)
            return l.name;
    }
    return key;
}

std::vector<std::string> readerIds()
{
    return {"whatwg",         "rfc3986",       "curl",          "curl-any-scheme", "uriparser",
            "boost-url",      "qurl-tolerant", "qurl-strict",   "python-urllib",   "python-urllib3",
            "node-url-parse", "node-url",      "php-parse-url", "php-filter-var",  "go-net-url",
            "java-uri",       "java-url",      "ruby-uri"};
}

bool ReaderChoice::chooses(const Reading &identity, bool isInstalled) const
{
    if (identity.language == "ours")
        return true;
    if (names.empty())
        return isInstalled;
    return std::any_of(names.begin(), names.end(), [&](const std::string &n) {
        return n == identity.language || n == identity.id;
    });
}

std::optional<ReaderChoice> parseReaderChoice(std::string_view list, std::string &error)
{
    ReaderChoice choice;
    const std::vector<std::string> ids = readerIds();
    while (true) {
        const std::size_t comma = list.find(',');
        const std::string name(list.substr(0, comma));
        if (!name.empty()) {
            const bool language = std::any_of(languages().begin(), languages().end(),
                                              [&](const Language &l) { return l.key == name; });
            if (!language && std::find(ids.begin(), ids.end(), name) == ids.end()) {
                error = "no reader or language \"" + name
                        + "\" (languages: c, cpp, qt, python, node, php, go, java, ruby)";
                return std::nullopt;
            }
            choice.names.push_back(name);
        }
        if (comma == std::string_view::npos)
            break;
        list.remove_prefix(comma + 1);
    }
    if (choice.names.empty()) {
        error = "an empty list of readers";
        return std::nullopt;
    }
    return choice;
}

std::vector<std::unique_ptr<Reader>> choose(std::vector<std::unique_ptr<Reader>> readers,
                                            const ReaderChoice &choice)
{
    std::vector<std::unique_ptr<Reader>> out;
    for (auto &r : readers) {
        if (choice.chooses(r->identity(), installed(*r)))
            out.push_back(std::move(r));
    }
    return out;
}

} // namespace uri::readers
