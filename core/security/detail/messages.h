// The wordings of the findings' messages (security.h: Finding::messageId,
// messageTemplate, arguments). Each family's wordings are listed in
// core/security/messages/, one URI_MESSAGE(name, id, text) per wording:
// `name` is the constant the checks pass to Context::add, `id` the stable
// id of the JSON output (its first part is the check the wording was
// written for; a few serve several checks of one family), `text` the English template, where
// "{key}" stands for the argument of that key. The window translates the templates: lupdate reads
// them from these files (URI_TR_NOOP is its QT_TRANSLATE_NOOP, ui/CMakeLists.txt), in the context
// "uri::security::Message".
//
// Arguments are values (hosts, characters, numbers, parameter names), never
// English words: a wording that changes with a condition is two wordings.
// The exceptions are the key "component", whose value is one of
// "userinfo", "host", "path", "query", "fragment", and the key "risk" of the
// combination rules (messages/combination.h), whose value is a riskName():
// the window translates both as words.
#pragma once

#include <string_view>

#define URI_TR_NOOP(context, text) text

namespace uri::security::detail {

struct Message
{
    std::string_view id;
    std::string_view text;
};

namespace msg {
#define URI_MESSAGE(name, id, text) inline constexpr Message name{id, text};
#include "security/messages/all.h"
// the combination rules' wordings, apart from the findings' (escalationCatalog())
#include "security/messages/combination.h"
#undef URI_MESSAGE
} // namespace msg

} // namespace uri::security::detail
