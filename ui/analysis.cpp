#include "analysis.h"

#include <QString>

namespace uri::ui {

std::shared_ptr<const Analysis> analyze(std::string bytes, Spec spec, std::uint64_t generation,
                                        const std::optional<std::string> &base)
{
    InspectOptions options;
    options.spec = spec;
    // an empty input has nothing to analyse: the panes ask for one
    options.security = options.normalization = !bytes.empty();
    options.base = base;
    auto a = std::make_shared<Analysis>();
    static_cast<Inspection &>(*a) = inspect(std::move(bytes), options);
    a->mapping = SpanMapping(*a->input);
    a->generation = generation;
    return a;
}

std::shared_ptr<const Analysis> analyze(const QString &text, Spec spec, std::uint64_t generation,
                                        const std::optional<std::string> &base)
{
    return analyze(text.toStdString(), spec, generation, base);
}

} // namespace uri::ui
