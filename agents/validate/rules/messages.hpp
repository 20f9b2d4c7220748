#pragma once
// The fixed finding texts more than one family gives, and the one way a name enters a message.
#include <string>
#include <string_view>

namespace anyplot::agents::validate::rules {

// Messages are fixed text. A `name` spliced in is always an entry of tables.cpp that the user's
// identifier matched exactly, never free user text, and never a string literal.
[[nodiscard]] inline std::string quoted(std::string_view name, std::string_view rest) {
    std::string m = "`";
    m.append(name);
    m.append("` ");
    m.append(rest);
    return m;
}

inline constexpr std::string_view k_file_message = "paste the file's contents in the data panel instead";
inline constexpr std::string_view k_dunder_message =
    "names, attributes and strings containing double underscores (__) are not allowed in data code";
inline constexpr std::string_view k_private_message =
    "private attributes (names starting with _) are not allowed in data code";
inline constexpr std::string_view k_module_value_message =
    "a module can only be used through its attributes in data code (np.random.normal(...), not np.random)";
inline constexpr std::string_view k_plotting_message =
    "plotting libraries are not available in data code: build the table only";
inline constexpr std::string_view k_type_message = "`type` is only allowed with one argument, as type(x)";

}  // namespace anyplot::agents::validate::rules
