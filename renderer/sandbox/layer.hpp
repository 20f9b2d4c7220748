#pragma once
// The sandbox's layers, as /status lists them and RENDERER_SANDBOX_DEGRADED names them
// (docs/api.md, docs/operations.md). The spelling lives in `layer_table` only: everything else
// holds a `layer`, and a table of per-layer state is an array indexed by it.
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace anyplot::renderer::sandbox {

// In /status order. All are required unless named in RENDERER_SANDBOX_DEGRADED.
enum class layer { namespaces, seccomp, landlock, cgroups, dedicated_uid };

struct layer_row {
    layer value;
    std::string_view name;  // the wire name: /status keys, RENDERER_SANDBOX_DEGRADED entries
};

inline constexpr std::array<layer_row, 5> layer_table{{
    {layer::namespaces, "namespaces"},
    {layer::seccomp, "seccomp"},
    {layer::landlock, "landlock"},
    {layer::cgroups, "cgroups"},
    {layer::dedicated_uid, "dedicated_uid"},
}};

[[nodiscard]] constexpr std::size_t layer_index(layer l) noexcept { return static_cast<std::size_t>(l); }

// A reordered or forgotten row would answer with a neighbour's name; a new layer needs its row.
static_assert([] {
    for (std::size_t i = 0; i < layer_table.size(); ++i) {
        if (layer_index(layer_table[i].value) != i) return false;
    }
    return true;
}());
static_assert(layer_table.size() == layer_index(layer::dedicated_uid) + 1);

[[nodiscard]] constexpr std::string_view to_string(layer l) noexcept { return layer_table[layer_index(l)].name; }

[[nodiscard]] constexpr std::optional<layer> parse_layer(std::string_view name) noexcept {
    for (const auto& row : layer_table) {
        if (row.name == name) return row.value;
    }
    return std::nullopt;
}

}  // namespace anyplot::renderer::sandbox
