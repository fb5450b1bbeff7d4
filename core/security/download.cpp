// Downloads: F1..F4 (catalog §4.9). What the link fetches: the type of the
// file that its last path segment or a parameter names, by what that type
// does when it is opened (Chromium's download file-type policy); a second
// extension that hides the first; a program named after a processor; and
// the public hosting it comes from (resources/security/downloads.txt).
#include "security/detail/registry.h"
#include "security/detail/security_context.h"
#include "text/detail/text.h"

#include <algorithm>
#include <array>

namespace uri::security::detail {

namespace {

// A link of these schemes, or a relative reference, fetches a resource
// whose name the path gives (RFC 9110 §4.2; RFC 959 for ftp).
bool fetchesFile(const Context &ctx)
{
    const std::string_view scheme = ctx.scheme;
    if (scheme.empty())
        return !ctx.rv.scheme;
    return scheme == "https" || scheme == "http" || scheme == "ftp";
}

// Whether the last path segment @p raw, as written, may name a file that a
// check of this family knows: a percent-encoded one is decoded to tell;
// otherwise its extension is a type or a processor's name, or it is one.
// Most links' last segments are pages ("index.html", "about"): they are
// told apart here without a copy.
bool mayNameFile(const Context &ctx, std::string_view raw)
{
    if (raw.find('%') != std::string_view::npos)
        return true;
    while (!raw.empty() && (raw.back() == '.' || raw.back() == ' '))
        raw.remove_suffix(1);
    const std::size_t dot = raw.rfind('.');
    const std::string_view end = dot == std::string_view::npos ? raw : raw.substr(dot + 1);
    std::array<char, 32> lower{};
    if (end.empty() || end.size() > lower.size())
        return false;
    for (std::size_t i = 0; i < end.size(); ++i)
        lower[i] = uri::detail::asciiLower(end[i]);
    const std::string_view key(lower.data(), end.size());
    if (!ctx.index.mayBeDownloadKey(key))
        return false;
    return ctx.data.cpuNames.find(key) != ctx.data.cpuNames.end()
           || (dot != std::string_view::npos
               && ctx.data.fileTypes.find(key) != ctx.data.fileTypes.end());
}

// The file @p raw (a path segment or a parameter's value, as written at
// @p span) names: decoded, after its last "/" or "\", up to a NUL (a
// server written in C or the file system stops there: catalog A5), with
// the extension of its end. Windows drops trailing dots and spaces from a
// file's name, so "a.exe. " is an .exe.
DownloadFile fileOf(std::string name, Span span, const SecurityData &data)
{
    DownloadFile f;
    if (const std::size_t nul = name.find('\0'); nul != std::string::npos)
        name.resize(nul);
    if (const std::size_t sep = name.find_last_of("/\\"); sep != std::string::npos)
        name.erase(0, sep + 1);
    f.name = std::move(name);
    f.span = span;
    std::string_view end = f.name;
    while (!end.empty() && (end.back() == '.' || end.back() == ' '))
        end.remove_suffix(1);
    const std::size_t dot = end.rfind('.');
    if (dot == std::string_view::npos || dot == 0)
        return f;
    f.extension = uri::detail::asciiLower(end.substr(dot + 1));
    f.stemLength = dot;
    const auto it = data.fileTypes.find(f.extension);
    if (it != data.fileTypes.end())
        f.type = &it->second;
    return f;
}

// The file name in a Content-Disposition header's value carried by a
// parameter (RFC 6266 §4.1: filename="x", or filename*=UTF-8''x of RFC
// 8187 §3.2), or the value itself.
std::string dispositionFilename(const std::string &value)
{
    const std::string lower = uri::detail::asciiLower(value);
    std::size_t at = lower.find("filename*=");
    std::size_t from = at == std::string::npos ? std::string::npos : at + 10;
    if (from != std::string::npos) {
        // charset'language'value
        const std::size_t quote = value.find('\'', from);
        const std::size_t second
            = quote == std::string::npos ? std::string::npos : value.find('\'', quote + 1);
        if (second != std::string::npos)
            from = second + 1;
    } else if (at = lower.find("filename="); at != std::string::npos) {
        from = at + 9;
    } else {
        return value;
    }
    std::string name = value.substr(from);
    if (const std::size_t semicolon = name.find(';'); semicolon != std::string::npos)
        name.resize(semicolon);
    if (name.size() >= 2 && name.front() == '"') {
        const std::size_t close = name.find('"', 1);
        name = name.substr(1, close == std::string::npos ? std::string::npos : close - 1);
    }
    return uri::detail::pctDecode(name);
}

// The path's segments, each percent-decoded (RFC 3986 §7.3: split first,
// then decode).
std::vector<std::string> decodedSegments(std::string_view path)
{
    std::vector<std::string> out;
    if (path.empty())
        return out;
    if (path.front() == '/')
        path.remove_prefix(1);
    for (std::size_t i = 0; i <= path.size();) {
        const std::size_t slash = std::min(path.find('/', i), path.size());
        out.push_back(uri::detail::pctDecode(path.substr(i, slash - i)));
        i = slash + 1;
    }
    return out;
}

// The page and host lines of downloads.txt for the host, and whether the
// path matches them: a page stops F1..F3, a host names the service (F4).
void matchHosting(Context &ctx, DownloadFacts &facts)
{
    const HostFacts &h = ctx.host;
    if (!h.canonical || h.canonical->kind != whatwg::HostKind::Domain
        || ctx.index.downloadHosts.empty())
        return;
    const std::string_view name = h.canonical->name;
    std::vector<std::string> decoded;
    std::vector<std::string_view> segments;
    bool split = false;
    h.suffixes.forEach(name, [&](std::string_view domain) {
        const auto it = ctx.index.downloadHosts.find(domain);
        if (it == ctx.index.downloadHosts.end())
            return false;
        const bool whole = domain.size() == name.size();
        for (const DownloadHost *line : it->second) {
            if (line->wildcard == whole)
                continue; // "*.suffix" is for its subdomains, a host line for itself
            if (!split) {
                decoded = decodedSegments(ctx.rv.path.in(ctx.text));
                segments.assign(decoded.begin(), decoded.end());
                split = true;
            }
            std::string account;
            if (!line->matchesPath(segments, &account))
                continue;
            if (line->page) {
                const std::vector<Param> &params = ctx.queryParams();
                facts.fileByParam
                    = !line->fileParam.empty()
                      && std::any_of(params.begin(), params.end(),
                                     [&](const Param &q) { return q.name == line->fileParam; });
                facts.page = !facts.fileByParam;
            } else if (facts.hosting == nullptr) {
                facts.hosting = line;
                // "*.suffix": the account is the subdomain's first label
                facts.account = line->wildcard ? std::string(name.substr(0, name.find('.')))
                                               : std::move(account);
            }
        }
        return true;
    });
}

} // namespace

const DownloadFacts &downloadFacts(Context &ctx)
{
    if (ctx.shared.download)
        return *ctx.shared.download;
    DownloadFacts &facts = ctx.shared.download.emplace();
    if (!fetchesFile(ctx))
        return facts;
    matchHosting(ctx, facts);
    if (facts.page)
        return facts;
    // the last segment of the path, its ";parameters" left out (RFC 3986 §3.3)
    const Span path = ctx.rv.path;
    const std::string_view p = path.in(ctx.text);
    const std::size_t slash = p.rfind('/');
    const std::size_t start = slash == std::string_view::npos ? 0 : slash + 1;
    std::string_view last = p.substr(start);
    last = last.substr(0, last.find(';'));
    if (!last.empty() && mayNameFile(ctx, last)) {
        const Span span{path.offset + start, last.size()};
        facts.file = fileOf(last.find('%') == std::string_view::npos ? std::string(last)
                                                                     : uri::detail::pctDecode(last),
                            span, ctx.data);
        facts.segments = static_cast<std::size_t>(std::count(p.begin(), p.end(), '/'))
                         + (p.front() == '/' ? 0 : 1);
        if (slash != std::string_view::npos && slash > 0) {
            const std::string_view before = p.substr(0, slash);
            const std::size_t s = before.rfind('/');
            facts.parent
                = uri::detail::asciiLower(before.substr(s == std::string_view::npos ? 0 : s + 1));
            for (std::size_t i = 0; i < before.size() && !facts.underGateway;) {
                const std::size_t end = std::min(before.find('/', i), before.size());
                const std::string_view segment = before.substr(i, end - i);
                facts.underGateway = uri::detail::equalsI(segment, "cgi-bin")
                                     || uri::detail::equalsI(segment, "scripts");
                i = end + 1;
            }
        }
    }
    if ((!facts.file || facts.file->type == nullptr) && ctx.rv.query) {
        // a parameter that names the file ("download.php?filename=setup.exe")
        for (const Param &param : ctx.queryParams()) {
            if (!param.value || !ctx.index.mayBeDownloadKey(param.name)
                || ctx.data.fileParams.find(param.name) == ctx.data.fileParams.end())
                continue;
            DownloadFile f
                = fileOf(dispositionFilename(ctx.valueOf(param)), *param.value, ctx.data);
            if (f.type != nullptr) {
                f.parameter = param.name;
                facts.file = std::move(f);
                break;
            }
        }
    }
    return facts;
}

namespace {

// The web server runs what lies under cgi-bin/ or scripts/ (RFC 3875 §3.3;
// IIS's scripts folder), and a file of a gateway type (downloads.txt) when
// the link carries a query ("/scripts/wa.exe?A0=LIST", ISAPI's
// "/x/ne.dll?id"): it answers with a page. "/app.js?v=3" is a page's
// script, fetched fresh. A code host's "?raw=true" asks for the file itself.
bool runByServer(Context &ctx, const DownloadFacts &facts)
{
    const DownloadFile &f = *facts.file;
    if (!f.parameter.empty() || facts.fileByParam)
        return false;
    return facts.underGateway
           || (ctx.rv.query
               && ctx.data.gatewayTypes.find(f.extension) != ctx.data.gatewayTypes.end());
}

const Message &fileClassMessage(FileClass cls)
{
    switch (cls) {
    case FileClass::Program:
        return msg::kF1Program;
    case FileClass::Script:
        return msg::kF1Script;
    case FileClass::DiskImage:
        return msg::kF1DiskImage;
    case FileClass::Android:
        return msg::kF1Android;
    case FileClass::Profile:
        return msg::kF1Profile;
    case FileClass::ActiveDocument:
        return msg::kF1ActiveDocument;
    case FileClass::Archive:
        break;
    }
    return msg::kF1Archive;
}

// Where the file's name came from: "path", or "query.NAME".
std::string sourceOf(const DownloadFile &f)
{
    return f.parameter.empty() ? std::string("path") : "query." + f.parameter;
}

} // namespace

// docs/security-checks.md §4.9 F1; Chromium's download_file_types.asciipb.
// The file the link downloads is of a type that runs code or holds other
// files when it is opened: its class and severity are downloads.txt's.
void dangerousFileType(Context &ctx)
{
    const DownloadFacts &facts = downloadFacts(ctx);
    if (!facts.file || facts.file->type == nullptr)
        return;
    const DownloadFile &f = *facts.file;
    if (runByServer(ctx, facts))
        return;
    ctx.add(Check::F1, static_cast<Risk>(std::min<int>(f.type->risk, 4)), f.span,
            fileClassMessage(f.type->cls), {{"file", f.name}, {"extension", f.extension}},
            {{"file", f.name}, {"extension", f.extension}, {"source", sourceOf(f)}}, View::Decoded);
}

// docs/security-checks.md §4.9 F2; MITRE ATT&CK T1036.007. A file of a type
// that runs code (High in downloads.txt) whose name ends in a document's
// or a picture's extension before its own: "invoice.pdf.exe".
void doubleExtension(Context &ctx)
{
    const DownloadFacts &facts = downloadFacts(ctx);
    if (!facts.file || facts.file->type == nullptr || facts.file->type->risk < 3)
        return;
    const DownloadFile &f = *facts.file;
    std::string_view stem = std::string_view(f.name).substr(0, f.stemLength);
    while (!stem.empty() && stem.back() == ' ')
        stem.remove_suffix(1); // "invoice.pdf      .exe" pads the shown name
    const std::size_t dot = stem.rfind('.');
    if (dot == std::string_view::npos || dot == 0)
        return;
    const std::string shown = uri::detail::asciiLower(stem.substr(dot + 1));
    if (ctx.data.shownTypes.find(shown) == ctx.data.shownTypes.end())
        return;
    ctx.add(Check::F2, Risk::High, f.span, msg::kF2DoubleExtension,
            {{"file", f.name}, {"shown", shown}, {"extension", f.extension}},
            {{"file", f.name}, {"shown", shown}, {"extension", f.extension}}, View::Decoded);
}

// docs/security-checks.md §4.9 F3; Antonakakis et al., "Understanding the
// Mirai Botnet" (USENIX Security 2017). The last segment is a processor's
// name, or ends in one ("mirai.arm7"): the loader of an IoT botnet fetches
// the build for the device's processor by that name. A bare name ("/x86")
// is High from an IP-literal host or under "bins/", Medium as the path's
// only segment; a name whose end is also a file type (".arc") needs the
// same context.
void cpuNamedBinary(Context &ctx)
{
    const DownloadFacts &facts = downloadFacts(ctx);
    if (!facts.file || !facts.file->parameter.empty())
        return;
    const DownloadFile &f = *facts.file;
    const bool fromAddress = ctx.host.address.has_value();
    const bool inBins = facts.parent == "bins" || facts.parent == "bin";
    std::string cpu;
    Risk risk = Risk::High;
    if (!f.extension.empty() && ctx.data.cpuNames.count(f.extension) > 0) {
        cpu = f.extension;
        if (f.type != nullptr && !fromAddress && !inBins)
            return;
    } else if (f.name.size() <= ctx.index.longestCpuName
               && ctx.data.cpuNames.count(uri::detail::asciiLower(f.name)) > 0) {
        cpu = uri::detail::asciiLower(f.name);
        if (!fromAddress && !inBins) {
            if (facts.segments != 1)
                return;
            risk = Risk::Medium;
        }
    } else {
        return;
    }
    ctx.add(Check::F3, risk, f.span, msg::kF3CpuName, {{"file", f.name}, {"cpu", cpu}},
            {{"file", f.name}, {"cpu", cpu}}, View::Decoded);
}

// docs/security-checks.md §4.9 F4; MITRE ATT&CK T1608.001. The link leads
// to a public file or code hosting service (a host line of downloads.txt):
// anyone can publish there, so the service vouches for nothing; the account
// the URL names is who published it.
void publicHosting(Context &ctx)
{
    const DownloadFacts &facts = downloadFacts(ctx);
    if (facts.hosting == nullptr || !ctx.host.span)
        return;
    const DownloadHost &line = *facts.hosting;
    const Message *wording = &msg::kF4Upload;
    if (!facts.account.empty()) {
        switch (line.kind) {
        case HostingKind::Release:
            wording = &msg::kF4Release;
            break;
        case HostingKind::Raw:
            wording = &msg::kF4Raw;
            break;
        case HostingKind::Archive:
            wording = &msg::kF4Archive;
            break;
        case HostingKind::Upload:
            wording = &msg::kF4UploadAccount;
            break;
        }
    }
    Details arguments{{"service", line.service}};
    if (!facts.account.empty())
        arguments.emplace_back("account", facts.account);
    Details details = arguments;
    ctx.add(Check::F4, Risk::Info, *ctx.host.span, *wording, std::move(arguments),
            std::move(details), View::Rfc3986);
}

} // namespace uri::security::detail
