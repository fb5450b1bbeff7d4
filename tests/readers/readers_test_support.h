// What the tests of the readers share: the links of
// tests/data/readers_cases.tsv, and a reading as its expectations record it.
#pragma once

#include "uriinspector/json.h"
#include "uriinspector/readers.h"
#include "uriinspector/utf8.h"

#include <fstream>
#include <string>
#include <vector>

namespace uri::readers_test {

using uri::readers::Component;
using uri::readers::componentName;
using uri::readers::kComponents;
using uri::readers::outcomeName;
using uri::readers::Reading;

inline const char *const kCases = URI_TEST_DATA_DIR "/readers_cases.tsv";

struct Case
{
    std::string escaped; ///< as the file writes it
    std::string input;   ///< the bytes
    std::string source;
};

inline std::string unescape(const std::string &s)
{
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '\\' || i + 1 >= s.size()) {
            out += s[i];
            continue;
        }
        const char n = s[++i];
        if (n == 't')
            out += '\t';
        else if (n == 'n')
            out += '\n';
        else if (n == 'r')
            out += '\r';
        else if (n == 'x' && i + 2 < s.size()) {
            out += static_cast<char>(std::stoi(s.substr(i + 1, 2), nullptr, 16));
            i += 2;
        } else
            out += n; // "\\"
    }
    return out;
}

inline std::vector<Case> loadCases()
{
    std::ifstream in(kCases);
    std::vector<Case> cases;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line.front() == '#')
            continue;
        const std::size_t tab = line.find('\t');
        Case c;
        c.escaped = line.substr(0, tab);
        c.input = unescape(c.escaped);
        c.source = tab == std::string::npos ? "" : line.substr(tab + 1);
        cases.push_back(std::move(c));
    }
    return cases;
}

// What is recorded of one reading: its outcome, error and parts (the
// comparison with the browser is this project's, tested below).
inline Json recorded(const Reading &r)
{
    Json j = Json::object();
    j["outcome"] = outcomeName(r.outcome);
    if (!r.error.empty())
        j["error"] = r.error;
    for (const Component c : kComponents) {
        if (r.part(c))
            j[std::string(componentName(c))] = *r.part(c);
    }
    return j;
}

// JSON strings must be UTF-8: bytes that are not are kept as \xHH escapes
// (the readers' words quote the input).
inline std::string jsonSafe(const std::string &s)
{
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        const Utf8Char ch = decodeUtf8(s, i);
        if (ch.valid) {
            out.append(s, i, ch.length);
        } else {
            static const char hex[] = "0123456789ABCDEF";
            const auto b = static_cast<unsigned char>(s[i]);
            out += std::string("\\x") + hex[b >> 4] + hex[b & 15];
        }
        i += ch.length;
    }
    return out;
}

inline Json sanitized(Json j)
{
    for (auto &[key, value] : j.items()) {
        if (value.is_string())
            value = jsonSafe(value.get<std::string>());
    }
    return j;
}

} // namespace uri::readers_test
