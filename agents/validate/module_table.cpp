#include "agents/validate/module_table.hpp"

#include <algorithm>
#include <cstddef>
#include <tuple>

namespace anyplot::agents::validate::module_table {
namespace data {
// Defined in the generated module_table_data.cpp (sorted).
extern const std::string_view allowed[];
extern const std::size_t allowed_count;
extern const entry entries[];
extern const std::size_t entry_count;
}  // namespace data

bool allowed(std::string_view dotted) noexcept {
    const std::string_view* end = data::allowed + data::allowed_count;
    return std::binary_search(data::allowed, end, dotted);
}

bool allowed_prefix(std::string_view prefix) noexcept {
    const std::string_view* end = data::allowed + data::allowed_count;
    const std::string_view* at = std::lower_bound(data::allowed, end, prefix);
    return at != end && at->substr(0, prefix.size()) == prefix;
}

const entry* find(std::string_view module, std::string_view attr) noexcept {
    const entry* end = data::entries + data::entry_count;
    const entry* at = std::lower_bound(data::entries, end, std::tie(module, attr), [](const entry& e, const auto& key) {
        return std::tie(e.module, e.attr) < key;
    });
    if (at == end || at->module != module || at->attr != attr) return nullptr;
    if (at->target == "private" && at->what == kind::refused) return nullptr;  // star imports only
    return at;
}

std::span<const entry> entries_of(std::string_view module) noexcept {
    const entry* end = data::entries + data::entry_count;
    const auto less_module = [](const entry& e, std::string_view m) { return e.module < m; };
    const entry* first = std::lower_bound(data::entries, end, module, less_module);
    const entry* last = first;
    while (last != end && last->module == module) ++last;
    return {first, static_cast<std::size_t>(last - first)};
}

}  // namespace anyplot::agents::validate::module_table
