// The resolution examples of RFC 3986 §5.4 and draft-fielding-url-syntax-01
// Appendix C, as the documents print them.
#include "uriinspector/resolve_examples.h"

#include <iterator>

namespace uri {

namespace {

constexpr std::string_view kCurrentDocument = "(current document)";

std::vector<ResolutionExample>
rowsOf(const char *section, std::initializer_list<std::pair<const char *, const char *>> rows)
{
    std::vector<ResolutionExample> out;
    for (const auto &[reference, expected] : rows)
        out.push_back({section, reference, expected, std::nullopt});
    return out;
}

void append(std::vector<ResolutionExample> &to, std::vector<ResolutionExample> rows)
{
    to.insert(to.end(), std::make_move_iterator(rows.begin()), std::make_move_iterator(rows.end()));
}

} // namespace

const ResolutionBatch &ResolutionBatch::rfc3986()
{
    static const ResolutionBatch batch = [] {
        ResolutionBatch b{"rfc3986", "RFC 3986 §5.4.1, §5.4.2", "http://a/b/c/d;p?q", {}};
        // RFC 3986 §5.4.1 Normal Examples
        append(b.examples, rowsOf("5.4.1", {{"g:h", "g:h"},
                                            {"g", "http://a/b/c/g"},
                                            {"./g", "http://a/b/c/g"},
                                            {"g/", "http://a/b/c/g/"},
                                            {"/g", "http://a/g"},
                                            {"//g", "http://g"},
                                            {"?y", "http://a/b/c/d;p?y"},
                                            {"g?y", "http://a/b/c/g?y"},
                                            {"#s", "http://a/b/c/d;p?q#s"},
                                            {"g#s", "http://a/b/c/g#s"},
                                            {"g?y#s", "http://a/b/c/g?y#s"},
                                            {";x", "http://a/b/c/;x"},
                                            {"g;x", "http://a/b/c/g;x"},
                                            {"g;x?y#s", "http://a/b/c/g;x?y#s"},
                                            {"", "http://a/b/c/d;p?q"},
                                            {".", "http://a/b/c/"},
                                            {"./", "http://a/b/c/"},
                                            {"..", "http://a/b/"},
                                            {"../", "http://a/b/"},
                                            {"../g", "http://a/b/g"},
                                            {"../..", "http://a/"},
                                            {"../../", "http://a/"},
                                            {"../../g", "http://a/g"}}));
        // RFC 3986 §5.4.2 Abnormal Examples
        append(b.examples, rowsOf("5.4.2", {{"../../../g", "http://a/g"},
                                            {"../../../../g", "http://a/g"},
                                            {"/./g", "http://a/g"},
                                            {"/../g", "http://a/g"},
                                            {"g.", "http://a/b/c/g."},
                                            {".g", "http://a/b/c/.g"},
                                            {"g..", "http://a/b/c/g.."},
                                            {"..g", "http://a/b/c/..g"},
                                            {"./../g", "http://a/b/g"},
                                            {"./g/.", "http://a/b/c/g/"},
                                            {"g/./h", "http://a/b/c/g/h"},
                                            {"g/../h", "http://a/b/c/h"},
                                            {"g;x=1/./y", "http://a/b/c/g;x=1/y"},
                                            {"g;x=1/../y", "http://a/b/c/y"},
                                            {"g?y/./x", "http://a/b/c/g?y/./x"},
                                            {"g?y/../x", "http://a/b/c/g?y/../x"},
                                            {"g#s/./x", "http://a/b/c/g#s/./x"},
                                            {"g#s/../x", "http://a/b/c/g#s/../x"}}));
        // "http:g" = "http:g" ; for strict parsers
        //          / "http://a/b/c/g" ; for backward compatibility
        b.examples.push_back({"5.4.2", "http:g", "http:g", std::string("http://a/b/c/g")});
        return b;
    }();
    return batch;
}

const ResolutionBatch &ResolutionBatch::draft01()
{
    static const ResolutionBatch batch = [] {
        // draft-fielding-url-syntax-01 Appendix C, "Content-Base: http://a/b/c/d;p?q"
        ResolutionBatch b{
            "draft01", "draft-fielding-url-syntax-01 Appendix C", "http://a/b/c/d;p?q", {}};
        // C.1. Normal Examples
        append(b.examples, rowsOf("C.1", {{"g:h", "g:h"},
                                          {"g", "http://a/b/c/g"},
                                          {"./g", "http://a/b/c/g"},
                                          {"g/", "http://a/b/c/g/"},
                                          {"/g", "http://a/g"},
                                          {"//g", "http://g"},
                                          {"?y", "http://a/b/c/?y"},
                                          {"g?y", "http://a/b/c/g?y"},
                                          {"#s", "(current document)#s"},
                                          {"g#s", "http://a/b/c/g#s"},
                                          {"g?y#s", "http://a/b/c/g?y#s"},
                                          {";x", "http://a/b/c/;x"},
                                          {"g;x", "http://a/b/c/g;x"},
                                          {"g;x?y#s", "http://a/b/c/g;x?y#s"},
                                          {".", "http://a/b/c/"},
                                          {"./", "http://a/b/c/"},
                                          {"..", "http://a/b/"},
                                          {"../", "http://a/b/"},
                                          {"../g", "http://a/b/g"},
                                          {"../..", "http://a/"},
                                          {"../../", "http://a/"},
                                          {"../../g", "http://a/g"}}));
        // C.2. Abnormal Examples ("<>" is the empty reference)
        append(b.examples, rowsOf("C.2", {{"", "http://a/b/c/d;p?q"},
                                          {"../../../g", "http://a/../g"},
                                          {"../../../../g", "http://a/../../g"},
                                          {"/./g", "http://a/./g"},
                                          {"/../g", "http://a/../g"},
                                          {"g.", "http://a/b/c/g."},
                                          {".g", "http://a/b/c/.g"},
                                          {"g..", "http://a/b/c/g.."},
                                          {"..g", "http://a/b/c/..g"},
                                          {"./../g", "http://a/b/g"},
                                          {"./g/.", "http://a/b/c/g/"},
                                          {"g/./h", "http://a/b/c/g/h"},
                                          {"g/../h", "http://a/b/c/h"},
                                          {"g;x=1/./y", "http://a/b/c/g;x=1/y"},
                                          {"g;x=1/../y", "http://a/b/c/y"},
                                          {"g?y/./x", "http://a/b/c/g?y/x"},
                                          {"g?y/../x", "http://a/b/c/x"},
                                          {"g#s/./x", "http://a/b/c/g#s/./x"},
                                          {"g#s/../x", "http://a/b/c/g#s/../x"},
                                          {"http:g", "http:g"},
                                          {"http:", "http:"}}));
        return b;
    }();
    return batch;
}

bool ResolutionExample::passes(const ResolveResult &result, std::string_view base) const
{
    if (!result.target)
        return false;
    const std::string &target = *result.target;
    if (target == expected || (alternative && target == *alternative))
        return true;
    if (!expectsCurrentDocument())
        return false;
    // "(current document)#s": the document itself, with that fragment
    const std::string_view fragment = std::string_view(expected).substr(kCurrentDocument.size());
    const std::string_view document = base.substr(0, base.find('#'));
    if (target == std::string(document) + std::string(fragment))
        return true;
    const std::size_t hash = target.find('#');
    const std::string_view own
        = hash == std::string::npos ? std::string_view() : std::string_view(target).substr(hash);
    return result.sameDocument && own == fragment;
}

bool ResolutionExample::expectsCurrentDocument() const
{
    return expected.rfind(kCurrentDocument, 0) == 0;
}

} // namespace uri
