#pragma once
// What every public attribute of every module data code may import resolves to, read off the
// installed numpy, pandas, scipy and stdlib by agents/validate/reach_walk.py at build time (the
// generated module_table_data.cpp). The rules resolve `np.random.default_rng`, `re.enum`,
// `scipy.spatial.distance.dataclasses` through it, so an allowed module's attribute that is
// another module, the builtins module or a refused callable is found by what it is, not by its
// name. tests/unit/validate/reachability_test pins what the walk finds against
// agents/validate/reach_snapshot.txt, so a library upgrade that makes something new reachable
// fails a test instead of passing silently.
#include <cstdint>
#include <span>
#include <string_view>

namespace anyplot::agents::validate::module_table {

enum class kind : std::uint8_t {
    module,      // another module: `target` is its name (allowed or not)
    class_type,  // a class (calling it makes an instance)
    function,    // any other callable
    constant,    // any other value (numbers, strings, instances such as pd.options)
    refused,     // a callable refused wherever it is reached: `target` is the reason
};

struct entry {
    std::string_view module;
    std::string_view attr;
    kind what = kind::constant;
    std::string_view target;  // module: its name; refused: class_making, attribute_setting,
                              // evaluates, imports, file, options, display_options, hook, memory,
                              // private (a private name that `from M import *` binds)
    bool star = false;        // bound by `from module import *` (its __all__, else public names)
};

// Whether data code may import `dotted` (and resolve attributes through it).
[[nodiscard]] bool allowed(std::string_view dotted) noexcept;
// Whether some allowed module's name starts with `prefix` ("scipy." is one: scipy.stats).
[[nodiscard]] bool allowed_prefix(std::string_view prefix) noexcept;
// The public attribute `attr` of the allowed module `module`; nullptr when it has none.
[[nodiscard]] const entry* find(std::string_view module, std::string_view attr) noexcept;
// Every entry of `module` (sorted by attribute; empty when it is not allowed). Private rows
// (target "private") are only ever reached through a star import.
[[nodiscard]] std::span<const entry> entries_of(std::string_view module) noexcept;

}  // namespace anyplot::agents::validate::module_table
