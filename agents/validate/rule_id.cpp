#include "agents/validate/rule_id.hpp"

#include <array>
#include <cstddef>

namespace anyplot::agents::validate {
namespace {

struct row {
    rule_id id;
    std::string_view name;
};

constexpr std::array<row, 21> rules{{
    {rule_id::banned_name, "banned_name"},
    {rule_id::class_making, "class_making"},
    {rule_id::dunder, "dunder"},
    {rule_id::encoding, "encoding"},
    {rule_id::escape_attribute, "escape_attribute"},
    {rule_id::file_access, "file_access"},
    {rule_id::format_string, "format_string"},
    {rule_id::import, "import"},
    {rule_id::invalid_utf8, "invalid_utf8"},
    {rule_id::literal_data, "literal_data"},
    {rule_id::missing_df, "missing_df"},
    {rule_id::module_attribute, "module_attribute"},
    {rule_id::module_escape, "module_escape"},
    {rule_id::module_state, "module_state"},
    {rule_id::module_value, "module_value"},
    {rule_id::private_attribute, "private_attribute"},
    {rule_id::statement, "statement"},
    {rule_id::string_dispatch, "string_dispatch"},
    {rule_id::syntax, "syntax"},
    {rule_id::too_deep, "too_deep"},
    {rule_id::too_long, "too_long"},
}};

// Indexed by the enum's value, and sorted by name: a reordered or forgotten row would answer with
// a neighbour's spelling, or sort findings differently from before the ids were an enum.
constexpr bool rows_in_order() {
    for (std::size_t i = 0; i < rules.size(); ++i) {
        if (static_cast<std::size_t>(rules[i].id) != i) return false;
        if (i > 0 && !(rules[i - 1].name < rules[i].name)) return false;
    }
    return true;
}
static_assert(rows_in_order());
static_assert(rules.size() == static_cast<std::size_t>(rule_id::too_long) + 1);

}  // namespace

std::string_view name(rule_id r) noexcept { return rules[static_cast<std::size_t>(r)].name; }

std::optional<rule_id> parse_rule_id(std::string_view s) noexcept {
    for (const row& r : rules) {
        if (r.name == s) return r.id;
    }
    return std::nullopt;
}

}  // namespace anyplot::agents::validate
