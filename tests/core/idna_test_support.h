// Reading tests/data/IdnaTestV2.json (web-platform-tests' copy of Unicode's
// IdnaTestV2) and the expectation files beside it, for tst_idna_v2 and
// tst_oracle_hosts.
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <fstream>
#include <iterator>
#include <map>
#include <string>
#include <vector>

namespace idnatest {

// IdnaTestV2.json writes two inputs with a lone surrogate ("a\ud900z"), which
// a JavaScript string can hold; `new URL()` takes a USVString, so WebIDL
// replaces it with U+FFFD (WebIDL §3.2.12 USVString). The same here, on the
// escapes of the JSON text, as nlohmann-json rejects lone surrogates.
inline std::string replaceLoneSurrogates(const std::string &text)
{
    auto escapeAt = [&text](std::size_t i) -> long {
        if (i + 6 > text.size() || text[i] != '\\' || text[i + 1] != 'u')
            return -1;
        return std::stol(text.substr(i + 2, 4), nullptr, 16);
    };
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\\' || i + 1 >= text.size()) {
            out += text[i];
            continue;
        }
        const long unit = escapeAt(i);
        const bool high = unit >= 0xD800 && unit <= 0xDBFF;
        const bool low = unit >= 0xDC00 && unit <= 0xDFFF;
        if (high) {
            const long next = escapeAt(i + 6);
            if (next >= 0xDC00 && next <= 0xDFFF) {
                out += text.substr(i, 12);
                i += 11;
            } else {
                out += "\\ufffd";
                i += 5;
            }
        } else if (low) {
            out += "\\ufffd";
            i += 5;
        } else {
            // any other escape, "\\\\" included, is copied whole
            out += text.substr(i, 2);
            ++i;
        }
    }
    return out;
}

/// The test objects of IdnaTestV2.json (its strings are comments), without
/// the empty input, which wpt skips: "https:///x" cannot test the empty host.
/// Empty when the file is missing.
inline std::vector<nlohmann::json> idnaTestV2Cases()
{
    std::vector<nlohmann::json> out;
    std::ifstream in(URI_TEST_DATA_DIR "/IdnaTestV2.json");
    if (!in)
        return out;
    const std::string text{std::istreambuf_iterator<char>(in), {}};
    const nlohmann::json all = nlohmann::json::parse(replaceLoneSurrogates(text));
    for (const nlohmann::json &item : all) {
        if (item.is_object() && !item["input"].get<std::string>().empty())
            out.push_back(item);
    }
    return out;
}

/// A value as the expectation files write it: JSON, non-ASCII escaped.
inline std::string jsonText(const nlohmann::json &value)
{
    return value.dump(-1, ' ', true);
}

/// One line of an expectation file: what the reference gives, what we give
/// (both as JSON: a string, or null for failure) and why they differ.
struct Expectation
{
    std::string reference;
    std::string ours;
    std::string reason;
};

/// tests/data/@p file: "key<TAB>reference<TAB>ours<TAB>reason", the first
/// three written as JSON; "#" starts a comment. Keyed by the key as JSON; a
/// malformed line becomes a key that names no case.
inline std::map<std::string, Expectation> readExpectations(const std::string &file)
{
    std::map<std::string, Expectation> rows;
    std::ifstream in(std::string(URI_TEST_DATA_DIR "/") + file);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#')
            continue;
        std::vector<std::string> fields;
        std::size_t start = 0;
        for (std::size_t tab = line.find('\t'); fields.size() < 3 && tab != std::string::npos;
             tab = line.find('\t', start)) {
            fields.push_back(line.substr(start, tab - start));
            start = tab + 1;
        }
        fields.push_back(line.substr(start));
        if (fields.size() != 4) {
            rows["malformed line: " + line] = {};
            continue;
        }
        rows[jsonText(nlohmann::json::parse(fields[0]))]
            = {jsonText(nlohmann::json::parse(fields[1])),
               jsonText(nlohmann::json::parse(fields[2])), fields[3]};
    }
    return rows;
}

} // namespace idnatest
