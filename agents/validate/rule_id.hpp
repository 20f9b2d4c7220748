#pragma once
// The validator's rule ids: the one vocabulary of what a finding is about. Callers compare the
// enum; the spelling (name()) exists for the CLI's JSON, the tool's notes and the refused
// corpus's `# expect:` lines, and is defined once, in rule_id.cpp. docs/validator.md says what
// each rule refuses.
#include <cstdint>
#include <optional>
#include <string_view>

namespace anyplot::agents::validate {

// In the alphabetical order of the names (pinned by a static_assert in rule_id.cpp), so sorting
// findings by rule_id sorts them as their spelling always did.
enum class rule_id : std::uint8_t {
    banned_name,
    class_making,
    dunder,
    encoding,
    escape_attribute,
    file_access,
    format_string,
    import,
    invalid_utf8,
    literal_data,
    missing_df,
    module_attribute,
    module_escape,
    module_state,
    module_value,
    private_attribute,
    statement,
    string_dispatch,
    syntax,
    too_deep,
    too_long,
};

[[nodiscard]] std::string_view name(rule_id r) noexcept;
// The rule a name spells, or nullopt for any other text.
[[nodiscard]] std::optional<rule_id> parse_rule_id(std::string_view s) noexcept;

}  // namespace anyplot::agents::validate
