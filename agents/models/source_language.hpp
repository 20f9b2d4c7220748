#pragma once
// The languages run_data_code accepts a snippet in (`source_language` on the wire: the data-code
// route's body, the chat and MCP tools' argument): one enum and one table for its spelling, which
// nothing else compares. Only Python runs; a model translates the others first. Owned by models/
// because every module that names a language (api, chat, tools, models) may include it without
// an upward dependency.
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace anyplot::agents::models {

enum class source_language { python, javascript, r, formula, text };

// In the enum's order (checked below); the tool schemas list the names in this order.
inline constexpr std::array<std::pair<source_language, std::string_view>, 5> source_language_names{{
    {source_language::python, "python"},
    {source_language::javascript, "javascript"},
    {source_language::r, "r"},
    {source_language::formula, "formula"},
    {source_language::text, "text"},
}};

namespace detail {
constexpr bool rows_in_enum_order() noexcept {
    for (std::size_t i = 0; i < source_language_names.size(); ++i) {
        if (static_cast<std::size_t>(source_language_names[i].first) != i) return false;
    }
    return true;
}
}  // namespace detail
static_assert(detail::rows_in_enum_order());

[[nodiscard]] constexpr std::string_view to_string(source_language l) noexcept {
    return source_language_names[static_cast<std::size_t>(l)].second;
}

// nullopt for a name outside the set (compared exactly: "Python" is not a name).
[[nodiscard]] constexpr std::optional<source_language> parse_source_language(std::string_view name) noexcept {
    for (const auto& [language, spelling] : source_language_names) {
        if (spelling == name) return language;
    }
    return std::nullopt;
}

}  // namespace anyplot::agents::models
