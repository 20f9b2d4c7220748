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

const entry* find(std::string_view module, std::string_view attr) noexcept {
    const entry* end = data::entries + data::entry_count;
    const entry* at = std::lower_bound(data::entries, end, std::tie(module, attr), [](const entry& e, const auto& key) {
        return std::tie(e.module, e.attr) < key;
    });
    if (at == end || at->module != module || at->attr != attr) return nullptr;
    return at;
}

}  // namespace anyplot::agents::validate::module_table
