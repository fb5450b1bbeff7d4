// The wordings of every family, in the order of docs/security-checks.md §4
// (see security/detail/messages.h). No include guard: included once per
// expansion of URI_MESSAGE.
#include "security/messages/blocklist.h"
#include "security/messages/context.h"
#include "security/messages/domain.h"
#include "security/messages/download.h"
#include "security/messages/host.h"
#include "security/messages/length.h"
#include "security/messages/nested.h"
#include "security/messages/parsers.h"
#include "security/messages/rfc3986.h"
#include "security/messages/schemes.h"
#include "security/messages/unicode.h"
