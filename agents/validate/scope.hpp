#pragma once
// What the snippet's names are bound to, gathered in one pass before the rules run: modules
// (import), the module table's entries (from-import), functions and classes defined in the
// snippet, and names whose every binding is of one visible kind (a literal template, a literal
// container, an instance of one table class). The rules use it to resolve `np.random.x` through
// the module table, to tell a column (`df.open`) from a module function, and to accept a
// dispatch argument or a `.format` receiver only when what it holds is visible in the code.
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "agents/validate/ast.hpp"
#include "agents/validate/module_table.hpp"

namespace anyplot::agents::validate {

struct scope_facts {
    // `import numpy as np` → np: "numpy"; `import numpy.random` → numpy: "numpy";
    // `from scipy import stats` → stats: "scipy.stats". Only names bound by nothing else.
    std::unordered_map<std::string_view, std::string> modules;
    // `from numpy.lib.stride_tricks import sliding_window_view` → its table entry.
    std::unordered_map<std::string_view, const module_table::entry*> imported;
    // Names bound by an import and by something else too (a module name rebound). Binding a name
    // again to the very same module or table entry (`import numpy as np` twice) is no rebinding.
    std::unordered_set<std::string_view> rebound_imports;
    // Names a star import binds to a refused entry of the module table (numpy's `info`, its
    // private `_UFUNC_API`): refused wherever used, whatever else binds them.
    std::unordered_map<std::string_view, const module_table::entry*> star_refused;
    std::unordered_set<std::string_view> functions;  // def names
    std::unordered_set<std::string_view> classes;    // class names
    // Names bound exactly once, at module level, to a str literal: the literal's text.
    std::unordered_map<std::string_view, std::string_view> templates;
    // Names only ever bound to literal containers (dict/list/set/tuple displays or comprehensions).
    std::unordered_set<std::string_view> containers;
    // Names bound by `except ... as e`.
    std::unordered_set<std::string_view> exceptions;
    // Names only ever bound to a call of one class of the module table: that class's entry.
    std::unordered_map<std::string_view, const module_table::entry*> instances;
};

// The module an expression names when it is an import-bound name or an attribute chain through
// the module table ("" otherwise), and the table entry it ends at when it ends at a non-module.
// A package that is not itself allowed (`scipy` after `import scipy.integrate`) leads only to its
// allowed submodules (submodule()).
struct resolved {
    std::string module;                         // set when the expression is a module
    const module_table::entry* entry = nullptr;  // set when it is a module's class/function/constant
};
[[nodiscard]] resolved resolve(const node& expr, const scope_facts& facts);

// `package.attr` when that is an allowed module ("" otherwise): how a package bound by a dotted
// import (`import scipy.integrate` binds `scipy`) reaches its allowed submodules.
[[nodiscard]] std::string submodule(std::string_view package, std::string_view attr);

[[nodiscard]] scope_facts gather_scope(const node& module);

}  // namespace anyplot::agents::validate
