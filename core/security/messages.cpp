// The catalogue of the findings' wordings and their formatting
// (security/detail/messages.h).
#include "security/detail/messages.h"

#include "uriinspector/security.h"

#include <algorithm>

namespace uri::security {

const std::vector<MessageInfo> &messageCatalog()
{
    static const std::vector<MessageInfo> all{
#define URI_MESSAGE(name, id, text) MessageInfo{id, text},
#include "security/messages/all.h"
#undef URI_MESSAGE
    };
    return all;
}

const std::vector<MessageInfo> &escalationCatalog()
{
    static const std::vector<MessageInfo> all{
#define URI_MESSAGE(name, id, text) MessageInfo{id, text},
#include "security/messages/combination.h"
#undef URI_MESSAGE
    };
    return all;
}

std::string formatMessage(std::string_view text,
                          const std::vector<std::pair<std::string, std::string>> &arguments)
{
    std::string out;
    out.reserve(text.size() + 32);
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t open = text.find('{', i);
        const std::size_t close = open == std::string_view::npos ? open : text.find('}', open + 1);
        if (close == std::string_view::npos) {
            out.append(text.substr(i));
            break;
        }
        out.append(text.substr(i, open - i));
        const std::string_view key = text.substr(open + 1, close - open - 1);
        const auto it = std::find_if(arguments.begin(), arguments.end(),
                                     [key](const auto &a) { return a.first == key; });
        if (it != arguments.end())
            out += it->second;
        else
            out.append(text.substr(open, close - open + 1));
        i = close + 1;
    }
    return out;
}

} // namespace uri::security
