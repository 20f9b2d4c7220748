#include "agents/validate/rules/imports.hpp"

#include <string>

#include "agents/validate/rules/attributes.hpp"
#include "agents/validate/rules/messages.hpp"
#include "agents/validate/rules/names.hpp"
#include "agents/validate/tables.hpp"

namespace anyplot::agents::validate::rules {
namespace {

constexpr std::string_view k_import_message =
    "this import is not allowed: data code may import numpy, pandas, math, cmath, statistics, datetime, "
    "calendar, collections, itertools, functools, re, random, typing, decimal, fractions, string, numbers, "
    "bisect, heapq, warnings, dataclasses, time, abc and scipy's computing submodules (stats, integrate, "
    "interpolate, signal, optimize, special, spatial, ndimage, linalg, fft, cluster, constants)";

// The features `from __future__ import` may name (the real ones: barry_as_FLUFL changes the parser).
constexpr std::string_view k_future_features[] = {"nested_scopes", "generators",       "division",
                                                  "absolute_import", "with_statement", "print_function",
                                                  "unicode_literals", "generator_stop", "annotations"};

void report_module(context& c, tables::import_verdict v, int line) {
    using tables::import_verdict;
    switch (v) {
        case import_verdict::allowed: break;
        case import_verdict::plotting: c.add(rule_id::import, k_plotting_message, line); break;
        case import_verdict::ml_stack:
            c.add(rule_id::import, "sklearn and statsmodels are not available in data code", line);
            break;
        case import_verdict::bare_scipy:
            c.add(rule_id::import,
                  "import a scipy submodule (for example `from scipy import stats`), not scipy itself", line);
            break;
        case import_verdict::file_access: c.add(rule_id::file_access, k_file_message, line); break;
        case import_verdict::not_allowed: c.add(rule_id::import, k_import_message, line); break;
    }
}

// Dotted module names: a private or dunder component is refused as such.
bool check_module_components(context& c, std::string_view dotted, int line) {
    std::string_view rest = dotted;
    while (true) {
        const std::size_t dot = rest.find('.');
        const std::string_view part = rest.substr(0, dot);
        if (part.starts_with("__")) {
            c.add(rule_id::dunder, k_dunder_message, line);
            return false;
        }
        if (part.starts_with("_")) {
            c.add(rule_id::private_attribute, k_private_message, line);
            return false;
        }
        if (dot == std::string_view::npos) return true;
        rest.remove_prefix(dot + 1);
    }
}

}  // namespace

void check_import(context& c, const node& n) {
    for (const value& v : n.list("names")) {
        const node* alias = v.as_node();
        if (alias == nullptr) continue;
        const std::string_view name = alias->text("name");
        const int line = alias->line != 0 ? alias->line : n.line;
        if (check_module_components(c, name, line)) report_module(c, tables::check_module(name), line);
        if (const std::string_view as = alias->text("asname"); !as.empty()) check_binding(c, as, line);
    }
}

void check_import_from(context& c, const node& n) {
    const std::string_view module = n.text("module");
    if (n.integer("level") > 0) {
        c.add(rule_id::import, "relative imports are not allowed in data code", n.line);
        return;
    }
    if (module == "__future__") {
        // A compiler directive, not a module: only the real features, never renamed.
        for (const value& v : n.list("names")) {
            const node* alias = v.as_node();
            if (alias != nullptr &&
                (!one_of(k_future_features, alias->text("name")) || !alias->text("asname").empty())) {
                c.add(rule_id::import, "from __future__ import may only name a feature (annotations, division, ...)",
                      alias->line != 0 ? alias->line : n.line);
            }
        }
        return;
    }
    if (!check_module_components(c, module, n.line)) return;
    const bool module_ok = tables::module_allowed(module);
    for (const value& v : n.list("names")) {
        const node* alias = v.as_node();
        if (alias == nullptr) continue;
        const std::string_view name = alias->text("name");
        const int line = alias->line != 0 ? alias->line : n.line;
        if (name == "*") {
            // The names it binds come from the module table (scope.cpp import_star): refused
            // ones are refused where they are used.
            if (!module_ok) {
                const auto verdict = tables::check_module(module);
                report_module(c, verdict == tables::import_verdict::allowed ? tables::import_verdict::not_allowed : verdict,
                              line);
            }
            continue;
        }
        if (const std::string_view as = alias->text("asname"); !as.empty()) check_binding(c, as, line);
        std::string full(module);
        full.append(".").append(name);
        if (tables::module_allowed(full)) continue;  // a submodule: from scipy import stats
        if (module_ok) {
            // from M import n is M.n, judged by the module table.
            bool refused = false;
            (void)module_attribute(c, module, name, line, refused);
            continue;
        }
        if (check_module_components(c, full, line)) {
            const auto verdict = tables::check_module(module);
            report_module(c,
                          verdict == tables::import_verdict::allowed || module == "scipy"
                              ? tables::import_verdict::not_allowed
                              : verdict,
                          line);
        }
    }
}

}  // namespace anyplot::agents::validate::rules
