#include "agents/validate/rules.hpp"

#include <algorithm>
#include <cctype>
#include <string>

#include "agents/validate/module_table.hpp"
#include "agents/validate/scope.hpp"
#include "agents/validate/tables.hpp"
#include "common/utf8.hpp"
#include "wire/limits.hpp"

namespace anyplot::agents::validate {
namespace {

bool starts_with(std::string_view s, std::string_view p) noexcept { return s.substr(0, p.size()) == p; }

// Messages are fixed text. A `name` spliced in is always an entry of tables.cpp that the user's
// identifier matched exactly, never free user text, and never a string literal.
std::string quoted(std::string_view name, std::string_view rest) {
    std::string m = "`";
    m.append(name);
    m.append("` ");
    m.append(rest);
    return m;
}

constexpr std::string_view k_file_message = "paste the file's contents in the data panel instead";
constexpr std::string_view k_dunder_message =
    "names, attributes and strings containing double underscores (__) are not allowed in data code";
constexpr std::string_view k_private_message =
    "private attributes (names starting with _) are not allowed in data code";
constexpr std::string_view k_module_value_message =
    "a module can only be used through its attributes in data code (np.random.normal(...), not np.random)";
constexpr std::string_view k_itertuples_message =
    "df.itertuples() makes a namedtuple class at run time, which data code cannot; use "
    "df.itertuples(name=None) or df.iterrows()";
constexpr std::string_view k_import_message =
    "this import is not allowed: data code may import numpy, pandas, math, cmath, statistics, datetime, "
    "calendar, collections, itertools, functools, re, random, typing, decimal, fractions, string, numbers, "
    "bisect, heapq, warnings, dataclasses, time, abc and scipy's computing submodules (stats, integrate, "
    "interpolate, signal, optimize, special, spatial, ndimage, linalg, fft, cluster, constants)";
constexpr std::string_view k_display_message =
    "is allowed only as a direct call with literal values: np.set_printoptions(precision=3), "
    "pd.set_option(\"display.max_columns\", 20), pd.options.display.precision = 3 (no formatter functions; "
    "the plotting backend is not available)";

// The features `from __future__ import` may name (the real ones: barry_as_FLUFL changes the parser).
constexpr std::string_view k_future_features[] = {"nested_scopes", "generators",       "division",
                                                  "absolute_import", "with_statement", "print_function",
                                                  "unicode_literals", "generator_stop", "annotations"};

// dataclass(...)'s keywords in 3.11; their values must be literal constants.
constexpr std::string_view k_dataclass_keywords[] = {"init", "repr", "eq", "order", "unsafe_hash", "frozen",
                                                     "match_args", "kw_only", "slots", "weakref_slot"};

template <std::size_t N>
bool one_of(const std::string_view (&set)[N], std::string_view s) noexcept {
    return std::find(std::begin(set), std::end(set), s) != std::end(set);
}

// A literal constant (also -1, +2.5): never a callable, never a container.
bool literal_constant(const node* n) noexcept {
    if (n == nullptr) return false;
    if (n->is(node_kind::UnaryOp)) {
        const std::string_view op = n->text("op");
        const node* operand = n->child("operand");
        return (op == "USub" || op == "UAdd") && operand != nullptr &&
               (operand->constant_kind() == 'i' || operand->constant_kind() == 'f');
    }
    return n->is(node_kind::Constant);
}

// "display.max_columns", "display.html.border": a pandas display option written out. pandas reads
// the key as a regular expression searched in every option name, so only letters, digits, '_'
// and '.' may follow (no '|' or '(' that could select plotting.backend).
bool display_key(const node* n) noexcept {
    if (n == nullptr || n->constant_kind() != 's') return false;
    const std::string_view k = n->text("v");
    constexpr std::string_view prefix = "display.";
    if (k.size() <= prefix.size() || k.substr(0, prefix.size()) != prefix) return false;
    return std::all_of(k.begin(), k.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.';
    });
}

class checker {
public:
    checker(std::vector<finding>& out, const scope_facts& facts) : out_(out), facts_(facts) {}

    void run(const node& module) {
        visit(module);
        if (!has_df_) {
            add(rule_id::missing_df, "assign the table to `df` at the top level, e.g. df = pd.DataFrame(...)", 0);
        }
    }

private:
    void add(rule_id rule, std::string_view message, int line) {
        out_.push_back({rule, std::string(message.substr(0, max_message_chars)), line});
    }

    void visit_value(const value& v) {
        if (const node* n = v.as_node()) {
            visit(*n);
        } else if (v.kind == value_kind::list) {
            for (const value& item : v.items) visit_value(item);
        }
    }

    void visit_children(const node& n) {
        for (const field& f : n.fields) visit_value(f.v);
    }

    // A name being bound: assignment target, parameter, def name, import alias, except/match name.
    void check_binding(std::string_view name, int line) {
        if (starts_with(name, "__")) {
            add(rule_id::dunder, k_dunder_message, line);
        } else if (tables::banned_name(name) || name == "type") {
            add(rule_id::banned_name, quoted(name, "cannot be used as a name in data code (it shadows a builtin we refuse)"),
                line);
        }
    }

    void check_name(const node& n) {
        const std::string_view id = n.text("id");
        const std::string_view ctx = n.text("ctx");
        if (facts_.rebound_imports.count(id) != 0) {
            add(rule_id::module_state, "a name bound by an import cannot be bound again in data code", n.line);
        }
        if (ctx == "Store" || ctx == "Del") {
            check_binding(id, n.line);
            if (id == "df" && ctx == "Store" && function_depth_ == 0 && comprehension_depth_ == 0) has_df_ = true;
            return;
        }
        if (const auto star = facts_.star_refused.find(id); star != facts_.star_refused.end()) {
            report_refused(*star->second, n.line);  // from numpy import *; info(...)
        } else if (facts_.modules.count(id) != 0) {
            add(rule_id::module_value, k_module_value_message, n.line);
        } else if (starts_with(id, "__")) {
            add(rule_id::dunder, k_dunder_message, n.line);
        } else if (tables::banned_name(id)) {
            add(rule_id::banned_name, quoted(id, "is not allowed in data code"), n.line);
        } else if (id == "type") {
            // type(x) is visited through check_call; any other use can build a class (E11).
            add(rule_id::banned_name, "`type` is only allowed with one argument, as type(x)", n.line);
        }
    }

    // A callable of the module table refused wherever it is reached (by identity, reach_walk.py).
    void report_refused(const module_table::entry& e, int line) {
        const std::string_view why = e.target;
        if (why == "file") {
            add(rule_id::file_access, k_file_message, line);
        } else if (why == "class_making") {
            add(rule_id::class_making,
                quoted(e.attr, "makes classes at run time, which data code may not do (use a dict, a tuple or a "
                               "small class statement)"),
                line);
        } else if (why == "attribute_setting") {
            add(rule_id::class_making, quoted(e.attr, "sets attributes by name, which data code may not do"), line);
        } else if (why == "hook") {
            add(rule_id::class_making,
                quoted(e.attr, "installs a function that the library calls later, outside the snippet; data code may "
                               "not (use np.errstate(...) for floating-point errors, print(...) for output)"),
                line);
        } else if (why == "display_options") {
            add(rule_id::module_state, quoted(e.attr, k_display_message), line);
        } else if (why == "private") {
            add(rule_id::private_attribute, k_private_message, line);
        } else if (why == "options") {
            add(rule_id::module_state, quoted(e.attr, "is not available in data code (library options can import modules)"),
                line);
        } else if (why == "memory") {
            add(rule_id::escape_attribute, quoted(e.attr, "is not allowed in data code (it reaches native memory)"), line);
        } else if (why == "imports") {
            add(rule_id::module_escape, quoted(e.attr, "is not allowed in data code (it imports modules by name)"), line);
        } else {
            add(rule_id::banned_name, quoted(e.attr, "is not allowed in data code (it evaluates or looks up names from strings)"),
                line);
        }
    }

    // An attribute of a module, checked against the module table. Answers the module it leads to
    // ("" when it ends at a non-module or was refused) and sets `refused` when it was.
    std::string module_attribute(std::string_view module, std::string_view attr, int line, bool& refused) {
        refused = true;
        if (starts_with(attr, "__")) {
            add(rule_id::dunder, k_dunder_message, line);
            return {};
        }
        if (starts_with(attr, "_")) {
            add(rule_id::private_attribute, k_private_message, line);
            return {};
        }
        if (!module_table::allowed(module)) {
            // `import scipy.integrate` binds the package `scipy`: it leads to its allowed
            // submodules only (scipy.io or scipy.show_config would be something else).
            std::string sub = submodule(module, attr);
            if (!sub.empty()) {
                refused = false;
                return sub;
            }
            add(rule_id::module_attribute,
                "through a dotted import (import scipy.integrate) only the package's allowed submodules can be "
                "reached; import the submodule you use",
                line);
            return {};
        }
        const module_table::entry* e = module_table::find(module, attr);
        if (e == nullptr) {
            add(rule_id::module_attribute,
                "this is not a public attribute of the module it is read from (data code may use a module's "
                "documented names only)",
                line);
            return {};
        }
        switch (e->what) {
            case module_table::kind::module:
                if (module_table::allowed(e->target)) {
                    refused = false;
                    return std::string(e->target);
                }
                add(rule_id::module_escape,
                    e->target == "builtins"
                        ? quoted(e->attr, "reaches the builtins module, which data code may not use")
                        : quoted(e->attr, "is another module that data code may not use"),
                    line);
                return {};
            case module_table::kind::refused: report_refused(*e, line); return {};
            default: break;
        }
        refused = false;
        if (tables::file_access_name(attr)) {
            add(rule_id::file_access, k_file_message, line);
            refused = true;
        }
        return {};
    }

    // Whether `receiver` is a name bound only to instances of a scipy class (cKDTree(...).query).
    bool scipy_instance(const node* receiver) const {
        if (receiver == nullptr || !receiver->is(node_kind::Name)) return false;
        const auto it = facts_.instances.find(receiver->text("id"));
        return it != facts_.instances.end() && starts_with(it->second->module, "scipy.");
    }

    // An attribute of a value (not of a module): `called` when it is the function of a call.
    void value_attribute(std::string_view attr, const node* receiver, bool called, int line) {
        if (receiver != nullptr && receiver->is(node_kind::Name) && facts_.exceptions.count(receiver->text("id")) != 0 &&
            attr != "args") {
            // AttributeError.obj, StopIteration.value, ...: an exception carries objects of the
            // code that raised it (a module, a frame's value) out to the snippet.
            add(rule_id::escape_attribute, "an exception caught in data code may only be read through .args", line);
        }
        if (starts_with(attr, "__")) {
            // super().__init__(...): the one special method data code may call by name.
            const bool super_init = attr == "__init__" && called && receiver != nullptr && receiver->is(node_kind::Call) &&
                                    receiver->child("func") != nullptr && receiver->child("func")->is(node_kind::Name) &&
                                    receiver->child("func")->text("id") == "super";
            if (!super_init) add(rule_id::dunder, k_dunder_message, line);
        } else if (starts_with(attr, "_")) {
            add(rule_id::private_attribute, k_private_message, line);
        } else if (tables::escape_attribute(attr)) {
            add(rule_id::escape_attribute,
                quoted(attr, "is not allowed in data code (frames, code objects, native memory and the system are out of reach)"),
                line);
        } else if (tables::value_module_escape(attr)) {
            add(rule_id::module_escape, quoted(attr, "is not allowed in data code (it reaches another module)"), line);
        } else if ((attr == "query" || attr == "eval") && scipy_instance(receiver)) {
            // cKDTree.query is a nearest-neighbour search, not an expression evaluator.
        } else if (tables::banned_attribute(attr)) {
            add(rule_id::banned_name, quoted(attr, "is not allowed in data code (it evaluates or looks up names from strings)"),
                line);
        } else if (tables::writer_method(attr) || (tables::optional_writer_method(attr) && !called)) {
            add(rule_id::file_access, k_file_message, line);
        } else if (tables::string_dispatch_method(attr) && !called && !scipy_instance(receiver)) {
            // run = df.agg; run("eval", ...): a dispatch method taken as a value escapes every check
            // of what it is given.
            add(rule_id::string_dispatch, quoted(attr, "may only be called directly in data code, not taken as a value"), line);
        } else if (attr == "format" && !called && !plain_template(receiver)) {
            add(rule_id::format_string, "str.format may only be used on a literal template with plain fields; use an f-string",
                line);
        } else if (attr == "plot") {
            add(rule_id::import, "plotting libraries are not available in data code: build the table only", line);
        } else if (attr == "itertuples" && !called) {
            add(rule_id::class_making, k_itertuples_message, line);
        }
    }

    // A str literal, or a name bound once to one, whose fields look up no attribute or item.
    bool plain_template(const node* receiver) const {
        if (receiver == nullptr) return false;
        std::string_view t;
        if (receiver->constant_kind() == 's') {
            t = receiver->text("v");
        } else if (receiver->is(node_kind::Name)) {
            const auto it = facts_.templates.find(receiver->text("id"));
            if (it == facts_.templates.end()) return false;
            t = it->second;
        } else {
            return false;
        }
        return !template_looks_up(t);
    }

    // Whether a format template has a field that reads an attribute or an item ({0.x}, {0[x]}).
    static bool template_looks_up(std::string_view t) noexcept {
        for (std::size_t i = 0; i < t.size(); ++i) {
            if (t[i] != '{') continue;
            if (i + 1 < t.size() && t[i + 1] == '{') {
                ++i;
                continue;
            }
            for (std::size_t j = i + 1; j < t.size(); ++j) {
                const char c = t[j];
                if (c == '}' || c == ':' || c == '!' || c == '{') break;
                if (c == '.' || c == '[') return true;
            }
        }
        return false;
    }

    // An attribute chain a.b.c as a whole: through the module table while it names modules, then
    // as attributes of a value. `called` when the chain is the function of a call.
    void check_chain(const node& outer, bool called) {
        std::vector<const node*> chain;  // outermost first
        const node* at = &outer;
        while (at != nullptr && at->is(node_kind::Attribute)) {
            chain.push_back(at);
            at = at->child("value");
        }
        if (at == nullptr) return;
        const bool store = outer.text("ctx") == "Store" || outer.text("ctx") == "Del";
        std::size_t i = chain.size();  // next attribute to judge, innermost first: chain[i - 1]
        if (at->is(node_kind::Name) && facts_.modules.count(at->text("id")) != 0 &&
            !refused_import(facts_.modules.at(at->text("id")))) {
            if (store) add(rule_id::module_state, "data code may not change a module's attributes", outer.line);
            std::string module = facts_.modules.at(at->text("id"));
            while (i > 0) {
                const node& a = *chain[i - 1];
                if (const module_table::entry* e = module_table::find(module, a.text("attr"));
                    e != nullptr && e->what == module_table::kind::refused) {
                    if (e->target == "display_options" && called && i == 1 && call_ != nullptr &&
                        display_call_ok(*call_, *e)) {
                        return;  // np.set_printoptions(precision=3): judged whole by display_call_ok
                    }
                    if (e->target == "options" && e->module == "pandas" && e->attr == "options" &&
                        display_option_chain(chain, i - 1) && !called && !store) {
                        return;  // pd.options.display.max_rows, read
                    }
                }
                bool refused = false;
                std::string next = module_attribute(module, a.text("attr"), a.line, refused);
                --i;
                if (refused) return;
                if (next.empty()) break;  // a class, function or constant: the rest are value attributes
                module = std::move(next);
                if (i == 0) {
                    add(rule_id::module_value, k_module_value_message, a.line);
                    return;
                }
            }
        } else if (at->is(node_kind::Name) && facts_.modules.count(at->text("id")) != 0) {
            // `import matplotlib.pyplot as plt`: the import is the finding; `plt.show()` on every
            // later line would only repeat it with a wrong reason.
            i = 0;
        } else if (store && at->is(node_kind::Name) && facts_.imported.count(at->text("id")) != 0) {
            // from pandas import DataFrame; DataFrame.copy = f: a library class patched for everyone.
            add(rule_id::module_state, "data code may not change a library's classes or functions", outer.line);
            visit(*at);
        } else if (at->is(node_kind::Constant) && i == 1 && chain[0]->text("attr") == "join" && called &&
                   all_underscores(at->text("v"))) {
            // "__".join(levels): a separator of underscores, judged with its argument in check_call.
            --i;
        } else {
            visit(*at);
        }
        for (; i > 0; --i) {
            const node& a = *chain[i - 1];
            const node* receiver = a.child("value");
            value_attribute(a.text("attr"), receiver, called && i == 1, a.line);
        }
    }

    // chain[at] is `options` of pandas: the rest must be `.display.<name>` or `.display.<a>.<b>`.
    static bool display_option_chain(const std::vector<const node*>& chain, std::size_t at) {
        if (at < 2 || at > 3) return false;  // chain is outermost first: chain[at - 1] follows options
        if (chain[at - 1]->text("attr") != "display") return false;
        for (std::size_t j = 0; j + 1 < at; ++j) {
            const std::string_view name = chain[j]->text("attr");
            if (name.empty() || name.front() == '_') return false;
        }
        return true;
    }

    // np.set_printoptions / np.printoptions / pd.set_option / pd.option_context / pd.reset_option /
    // pd.get_option / pd.describe_option, called with literal constants only (a formatter or
    // float_format callable is never a constant); pandas' keys are display options written out.
    static bool display_call_ok(const node& call, const module_table::entry& e) {
        std::vector<const node*> args;
        for (const value& v : call.list("args")) {
            const node* a = v.as_node();
            if (!literal_constant(a)) return false;  // also refuses *args
            args.push_back(a);
        }
        const bool pandas = e.module == "pandas";
        for (const value& v : call.list("keywords")) {
            const node* kw = v.as_node();
            if (kw == nullptr || pandas || kw->text("arg").empty() || !literal_constant(kw->child("value"))) return false;
        }
        if (!pandas) return true;
        if (args.empty()) return false;
        const bool pairs = e.attr == "set_option" || e.attr == "option_context";
        if (pairs && args.size() % 2 != 0) return false;
        for (std::size_t k = 0; k < args.size(); k += pairs ? 2 : 1) {
            if (!display_key(args[k])) return false;
            if (!pairs && k > 0) return false;  // reset_option(pat) / get_option(pat): one key
        }
        return true;
    }

    // A module bound by an import the import rule refuses: neither allowed nor a package of an
    // allowed module (`scipy` after `import scipy.integrate` is the latter).
    static bool refused_import(std::string_view module) {
        if (module_table::allowed(module)) return false;
        return !module_table::allowed_prefix(std::string(module) + ".");
    }

    static bool all_underscores(std::string_view s) noexcept {
        return !s.empty() && s.find_first_not_of('_') == std::string_view::npos;
    }

    void check_string(const node& n) {
        const char kind = n.constant_kind();
        if (kind != 's' && kind != 'b') return;
        const std::string_view text = n.text("v");
        if (text.find("__") != std::string_view::npos) add(rule_id::dunder, k_dunder_message, n.line);
        if (tables::contains_url(text)) add(rule_id::file_access, k_file_message, n.line);
    }

    void report_module(tables::import_verdict v, int line) {
        using tables::import_verdict;
        switch (v) {
            case import_verdict::allowed: break;
            case import_verdict::plotting:
                add(rule_id::import, "plotting libraries are not available in data code: build the table only", line);
                break;
            case import_verdict::ml_stack:
                add(rule_id::import, "sklearn and statsmodels are not available in data code", line);
                break;
            case import_verdict::bare_scipy:
                add(rule_id::import, "import a scipy submodule (for example `from scipy import stats`), not scipy itself",
                    line);
                break;
            case import_verdict::file_access: add(rule_id::file_access, k_file_message, line); break;
            case import_verdict::not_allowed: add(rule_id::import, k_import_message, line); break;
        }
    }

    // Dotted module names: a private or dunder component is refused as such.
    bool check_module_components(std::string_view dotted, int line) {
        std::string_view rest = dotted;
        while (true) {
            const std::size_t dot = rest.find('.');
            const std::string_view part = rest.substr(0, dot);
            if (starts_with(part, "__")) {
                add(rule_id::dunder, k_dunder_message, line);
                return false;
            }
            if (starts_with(part, "_")) {
                add(rule_id::private_attribute, k_private_message, line);
                return false;
            }
            if (dot == std::string_view::npos) return true;
            rest.remove_prefix(dot + 1);
        }
    }

    void check_import(const node& n) {
        for (const value& v : n.list("names")) {
            const node* alias = v.as_node();
            if (alias == nullptr) continue;
            const std::string_view name = alias->text("name");
            const int line = alias->line != 0 ? alias->line : n.line;
            if (check_module_components(name, line)) report_module(tables::check_module(name), line);
            if (const std::string_view as = alias->text("asname"); !as.empty()) check_binding(as, line);
        }
    }

    void check_import_from(const node& n) {
        const std::string_view module = n.text("module");
        if (n.integer("level") > 0) {
            add(rule_id::import, "relative imports are not allowed in data code", n.line);
            return;
        }
        if (module == "__future__") {
            // A compiler directive, not a module: only the real features, never renamed.
            for (const value& v : n.list("names")) {
                const node* alias = v.as_node();
                if (alias != nullptr && (!one_of(k_future_features, alias->text("name")) || !alias->text("asname").empty())) {
                    add(rule_id::import, "from __future__ import may only name a feature (annotations, division, ...)",
                        alias->line != 0 ? alias->line : n.line);
                }
            }
            return;
        }
        if (!check_module_components(module, n.line)) return;
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
                    report_module(verdict == tables::import_verdict::allowed ? tables::import_verdict::not_allowed
                                                                             : verdict,
                                  line);
                }
                continue;
            }
            if (const std::string_view as = alias->text("asname"); !as.empty()) check_binding(as, line);
            std::string full(module);
            full.append(".").append(name);
            if (tables::module_allowed(full)) continue;  // a submodule: from scipy import stats
            if (module_ok) {
                // from M import n is M.n, judged by the module table.
                bool refused = false;
                (void)module_attribute(module, name, line, refused);
                continue;
            }
            if (check_module_components(full, line)) {
                const auto verdict = tables::check_module(module);
                report_module(verdict == tables::import_verdict::allowed || module == "scipy"
                                  ? tables::import_verdict::not_allowed
                                  : verdict,
                              line);
            }
        }
    }

    // Strings that name a method for agg/apply/... to call: every attribute rule applies to them.
    void check_dispatch_string(std::string_view method, const node& s) {
        const std::string_view text = s.text("v");
        if (tables::file_access_name(text) || tables::contains_url(text) || tables::writer_method(text) ||
            tables::optional_writer_method(text)) {
            add(rule_id::file_access, k_file_message, s.line);
        } else if (starts_with(text, "_") || tables::banned_name(text) || tables::banned_attribute(text) ||
                   tables::escape_attribute(text) || tables::value_module_escape(text) || text == "format" ||
                   text == "plot" || text == "itertuples") {
            add(rule_id::string_dispatch,
                quoted(method, "was given a method name that data code may not call (names are checked like attributes)"),
                s.line);
        }
    }

    // Strings anywhere in a dispatch method's other arguments (named aggregation tuples,
    // dict(x=...)) are method names too.
    void check_dispatch_strings(std::string_view method, const node& n, int depth) {
        if (depth > 8) return;
        if (n.constant_kind() == 's') {
            check_dispatch_string(method, n);
            return;
        }
        if (n.is(node_kind::List) || n.is(node_kind::Tuple) || n.is(node_kind::Set) || n.is(node_kind::Dict) || n.is(node_kind::Call) || n.is(node_kind::keyword)) {
            for (const field& f : n.fields) {
                if (const node* c = f.v.as_node()) check_dispatch_strings(method, *c, depth + 1);
                for (const value& item : f.v.items) {
                    if (const node* c = item.as_node()) check_dispatch_strings(method, *c, depth + 1);
                }
            }
        }
    }

    // What a dispatch method (agg, apply, transform, map, pipe, ...) is given to call: a string is
    // looked up as a method, so only what the code shows may be passed — a literal name, a lambda,
    // a function or class of the snippet or of the module table, a builtin, or a literal container.
    void check_dispatch_argument(std::string_view method, const node& n, int depth) {
        if (depth > 4) return;
        if (n.constant_kind() == 's') {
            check_dispatch_string(method, n);
            return;
        }
        if (n.is(node_kind::Constant) || n.is(node_kind::Lambda) || n.is(node_kind::Dict) || n.is(node_kind::DictComp)) {
            if (n.is(node_kind::Dict)) {
                for (const value& v : n.list("values")) {
                    if (const node* e = v.as_node()) check_dispatch_argument(method, *e, depth + 1);
                }
            }
            return;
        }
        if (n.is(node_kind::List) || n.is(node_kind::Tuple) || n.is(node_kind::Set)) {
            for (const value& v : n.list("elts")) {
                if (const node* e = v.as_node()) check_dispatch_argument(method, *e, depth + 1);
            }
            return;
        }
        if (n.is(node_kind::Name)) {
            const std::string_view id = n.text("id");
            if (facts_.functions.count(id) != 0 || facts_.classes.count(id) != 0 || facts_.imported.count(id) != 0 ||
                facts_.containers.count(id) != 0 || tables::safe_builtin_function(id)) {
                return;
            }
        } else if (n.is(node_kind::Attribute)) {
            // A module's function (np.sqrt, pd.Series.mean), a builtin type's method (str.upper) or a
            // literal's ("{:,}".format; the chain's own rules judge the template).
            const std::string_view last = n.text("attr");
            if (tables::string_dispatch_method(last) || tables::banned_attribute(last)) {
                // df.pipe(pd.DataFrame.agg, name): the inner method looks the name up.
                add(rule_id::string_dispatch, quoted(method, "may not be given another method that calls by name"), n.line);
                return;
            }
            const node* root = &n;
            while (root->is(node_kind::Attribute) && root->child("value") != nullptr) root = root->child("value");
            if (root->constant_kind() == 's') return;
            if (root->is(node_kind::Name) && (facts_.modules.count(root->text("id")) != 0 ||
                                     facts_.imported.count(root->text("id")) != 0 ||
                                     tables::safe_builtin_function(root->text("id")))) {
                return;
            }
        } else if (n.is(node_kind::Call)) {
            // dict(zip(keys, values)) and the like: a container, whatever it holds.
            const node* f = n.child("func");
            if (f != nullptr && f->is(node_kind::Name) &&
                (f->text("id") == "dict" || f->text("id") == "list" || f->text("id") == "tuple" || f->text("id") == "set")) {
                check_dispatch_strings(method, n, 0);  // agg(dict(x="sum")): the strings are method names
                return;
            }
        }
        add(rule_id::string_dispatch,
            quoted(method, "may only be given a literal method name, a lambda, or a function the code defines or "
                           "imports (a value built at run time could name any method)"),
            n.line);
    }

    // E06: str.format walks attributes and items named inside its fields ("{0.__class__}"),
    // so a template must be a literal whose fields name no attribute or item.
    void check_format_template(const node& call, std::string_view t) {
        if (template_looks_up(t)) {
            add(rule_id::format_string, "format fields may not look up attributes or items ({0.x}, {0[x]}); use an f-string",
                call.line);
        }
    }

    void check_format(const node& call, const node& receiver) {
        if (receiver.constant_kind() == 's') {
            check_format_template(call, receiver.text("v"));
            return;
        }
        if (receiver.is(node_kind::Name)) {
            if (const auto t = facts_.templates.find(receiver.text("id")); t != facts_.templates.end()) {
                check_format_template(call, t->second);
                return;
            }
        }
        add(rule_id::format_string,
            "str.format may only be called on a literal template (or a name bound once to one); use an f-string",
            call.line);
    }

    static bool keyword_is_none(const node& call, std::string_view name) {
        for (const value& v : call.list("keywords")) {
            const node* kw = v.as_node();
            if (kw == nullptr || kw->text("arg") != name) continue;
            const node* kv = kw->child("value");
            return kv != nullptr && kv->constant_kind() == 'n';
        }
        return false;
    }

    void check_method_call(const node& n, const node& func) {
        const std::string_view attr = func.text("attr");
        const node* receiver = func.child("value");
        if (tables::string_dispatch_method(attr) && !scipy_instance(receiver)) {
            bool first_arg = true;
            for (const value& a : n.list("args")) {
                const node* an = a.as_node();
                if (an == nullptr) continue;
                if (first_arg) {
                    check_dispatch_argument(attr, *an, 0);
                } else {
                    check_dispatch_strings(attr, *an, 0);
                }
                first_arg = false;
            }
            for (const value& v : n.list("keywords")) {
                const node* kw = v.as_node();
                const node* kv = kw != nullptr ? kw->child("value") : nullptr;
                if (kw != nullptr && kw->text("arg").empty()) {
                    // df.agg(**options): the method to call could be among them.
                    add(rule_id::string_dispatch, quoted(attr, "may not be given keyword arguments with ** in data code"),
                        n.line);
                } else if (kv != nullptr && (kw->text("arg") == "func" || kw->text("arg") == "arg")) {
                    check_dispatch_argument(attr, *kv, 0);
                } else if (kv != nullptr) {
                    check_dispatch_strings(attr, *kv, 0);  // agg(out=("x", "sum")): named aggregation
                }
            }
        }
        if (attr == "format" && receiver != nullptr) check_format(n, *receiver);
        if (attr == "itertuples" && !keyword_is_none(n, "name")) add(rule_id::class_making, k_itertuples_message, n.line);
        if (tables::optional_writer_method(attr)) {
            bool writes = !n.list("args").empty();
            for (const value& v : n.list("keywords")) {
                const node* kw = v.as_node();
                writes = writes || (kw != nullptr && (kw->text("arg").empty() || tables::path_keyword(kw->text("arg"))));
            }
            if (writes) add(rule_id::file_access, k_file_message, n.line);
        }
        if (attr == "join" && receiver != nullptr && receiver->is(node_kind::Constant) && all_underscores(receiver->text("v"))) {
            // "__".join(["", "class", ""]) would spell a dunder from literal parts.
            const node* arg = n.list("args").empty() ? nullptr : n.list("args").front().as_node();
            if (arg == nullptr || arg->is(node_kind::List) || arg->is(node_kind::Tuple) || arg->is(node_kind::Set) || arg->is(node_kind::Constant)) {
                add(rule_id::dunder, k_dunder_message, n.line);
            }
        }
    }

    void check_call(const node& n) {
        const node* func = n.child("func");
        for (const value& v : n.list("keywords")) {
            const node* kw = v.as_node();
            if (kw != nullptr && kw->text("arg") == "backend") {
                add(rule_id::import, "plotting libraries are not available in data code: build the table only", n.line);
            }
            if (kw != nullptr && kw->text("arg") == "strides") {
                add(rule_id::escape_attribute, "explicit strides are not allowed in data code (they can point past an array's "
                                        "memory)",
                    n.line);
            }
        }
        if (func != nullptr && func->is(node_kind::Name) && func->text("id") == "type") {
            if (n.list("args").size() != 1 || !n.list("keywords").empty()) {
                add(rule_id::banned_name, "`type` is only allowed with one argument, as type(x)", n.line);
            } else if (std::find(compared_.begin(), compared_.end(), &n) == compared_.end()) {
                // type(type(0)) is the metaclass; bound to a name it makes classes when called.
                add(rule_id::class_making,
                    "type(x) may only be compared (type(x) == float) or printed in data code; use isinstance(x, float)",
                    n.line);
            }
            for (const value& v : n.list("args")) visit_value(v);
            for (const value& v : n.list("keywords")) visit_value(v);
            return;
        }
        if (func != nullptr && func->is(node_kind::Call)) {
            const node* inner = func->child("func");
            if (inner != nullptr && inner->is(node_kind::Name) && inner->text("id") == "type") {
                add(rule_id::class_making, "the result of type(...) may not be called in data code", n.line);
            }
        }
        if (func != nullptr && func->is(node_kind::Attribute)) {
            check_method_call(n, *func);
            const node* outer_call = call_;
            call_ = &n;
            check_chain(*func, true);
            call_ = outer_call;
            for (const value& v : n.list("args")) visit_value(v);
            for (const value& v : n.list("keywords")) visit_value(v);
            return;
        }
        visit_children(n);
    }

    // class C: / class C(Base): with plain methods — no metaclass, no keywords, no decorators, bases
    // defined in the snippet, special methods from a fixed set.
    void check_class(const node& n) {
        check_binding(n.text("name"), n.line);
        if (!n.list("keywords").empty()) {
            add(rule_id::class_making, "a class statement may not take keywords (metaclass=...) in data code", n.line);
        }
        for (const value& v : n.list("decorator_list")) {
            const node* d = v.as_node();
            if (d == nullptr) continue;
            if (!dataclass_decorator(*d)) {
                add(rule_id::class_making, "the only class decorator data code may use is @dataclass (or @dataclass(frozen=True, "
                                    "...) with literal values); use a plain class",
                    n.line);
            }
            // The decorator's own chain is judged like any expression (imports, dunders).
            visit(*d);
        }
        for (const value& v : n.list("bases")) {
            const node* b = v.as_node();
            const bool ok = b != nullptr && ((b->is(node_kind::Name) && (b->text("id") == "object" ||
                                                                facts_.classes.count(b->text("id")) != 0)) ||
                                             table_object(*b, "abc", "ABC"));
            if (!ok) {
                add(rule_id::class_making, "a class in data code may only derive from object, abc.ABC or another class of the "
                                    "code",
                    n.line);
            }
        }
        for (const value& v : n.list("body")) {
            const node* member = v.as_node();
            if (member == nullptr) continue;
            if (member->is(node_kind::FunctionDef)) {
                check_method(*member);
            } else {
                visit(*member);
            }
        }
    }

    // Whether `n` (a name or an attribute chain) is the module table's `module.attr` itself.
    bool table_object(const node& n, std::string_view module, std::string_view attr) const {
        const resolved r = resolve(n, facts_);
        return r.entry != nullptr && r.entry->module == module && r.entry->attr == attr;
    }

    // @dataclass, @dataclasses.dataclass, @dataclass(frozen=True, order=True): the decorator
    // itself by identity, its keywords from dataclass's own with literal values.
    bool dataclass_decorator(const node& d) const {
        if (!d.is(node_kind::Call)) return table_object(d, "dataclasses", "dataclass");
        const node* f = d.child("func");
        if (f == nullptr || !table_object(*f, "dataclasses", "dataclass") || !d.list("args").empty()) return false;
        for (const value& v : d.list("keywords")) {
            const node* kw = v.as_node();
            if (kw == nullptr || !one_of(k_dataclass_keywords, kw->text("arg")) || !literal_constant(kw->child("value"))) {
                return false;
            }
        }
        return true;
    }

    void check_method(const node& fn) {
        const std::string_view name = fn.text("name");
        if (starts_with(name, "__") && !tables::allowed_special_method(name)) {
            add(rule_id::dunder, k_dunder_message, fn.line);
        } else if (!starts_with(name, "__")) {
            check_binding(name, fn.line);
        }
        for (const value& v : fn.list("decorator_list")) {
            const node* d = v.as_node();
            const bool plain = d != nullptr && d->is(node_kind::Name) &&
                               (d->text("id") == "staticmethod" || d->text("id") == "classmethod" ||
                                d->text("id") == "property");
            const bool accessor = d != nullptr && d->is(node_kind::Attribute) && d->child("value") != nullptr &&
                                  d->child("value")->is(node_kind::Name) &&
                                  (d->text("attr") == "setter" || d->text("attr") == "getter");
            const bool abstract = d != nullptr && table_object(*d, "abc", "abstractmethod");
            if (!plain && !accessor && !abstract) {
                add(rule_id::class_making, "a method in data code may only be decorated with @staticmethod, @classmethod, "
                                    "@property or @abstractmethod",
                    fn.line);
            }
        }
        check_annotation(fn.child("returns"));
        ++function_depth_;
        for (const field& f : fn.fields) {
            if (f.name != "decorator_list") visit_value(f.v);
        }
        --function_depth_;
    }

    // Annotations are evaluated by whoever reads them (typing.get_type_hints, singledispatch):
    // one written as a string is code that runs later. Names and subscripts only.
    void check_annotation(const node* a) {
        if (a == nullptr) return;
        if (a->constant_kind() == 's' || a->constant_kind() == 'b') {
            add(rule_id::banned_name, "annotations may not be strings in data code (they are evaluated as code); use names",
                a->line);
            return;
        }
        for (const field& f : a->fields) {
            if (const node* c = f.v.as_node()) check_annotation(c);
            for (const value& item : f.v.items) check_annotation(item.as_node());
        }
    }

    static bool type_call(const node* o) noexcept {
        return o != nullptr && o->is(node_kind::Call) && o->child("func") != nullptr && o->child("func")->is(node_kind::Name) &&
               o->child("func")->text("id") == "type";
    }

    // pd.options.display.max_rows = <literal>: the one module attribute data code may set.
    bool display_option_target(const node& target) const {
        std::vector<std::string_view> attrs;  // outermost first
        const node* at = &target;
        while (at != nullptr && at->is(node_kind::Attribute)) {
            attrs.push_back(at->text("attr"));
            at = at->child("value");
        }
        if (at == nullptr || !at->is(node_kind::Name) || attrs.size() < 3 || attrs.size() > 4) return false;
        const auto m = facts_.modules.find(at->text("id"));
        if (m == facts_.modules.end() || m->second != "pandas") return false;
        if (attrs.back() != "options" || attrs[attrs.size() - 2] != "display") return false;
        for (std::size_t j = 0; j + 2 < attrs.size(); ++j) {
            if (attrs[j].empty() || attrs[j].front() == '_') return false;
        }
        return true;
    }

    void visit(const node& n) {
        const node_kind t = n.kind;
        if (t == node_kind::Assign) {
            const auto targets = n.list("targets");
            const node* target = targets.size() == 1 ? targets.front().as_node() : nullptr;
            if (target != nullptr && display_option_target(*target) && literal_constant(n.child("value"))) {
                visit(*n.child("value"));
                return;
            }
        }
        if (t == node_kind::Expr && type_call(n.child("value"))) compared_.push_back(n.child("value"));
        if (t == node_kind::FormattedValue && type_call(n.child("value"))) compared_.push_back(n.child("value"));
        if (t == node_kind::Call && n.child("func") != nullptr && n.child("func")->is(node_kind::Name) &&
            (n.child("func")->text("id") == "print" || n.child("func")->text("id") == "str" ||
             n.child("func")->text("id") == "repr")) {
            for (const value& v : n.list("args")) {
                if (type_call(v.as_node())) compared_.push_back(v.as_node());
            }
        }
        if (t == node_kind::arg || t == node_kind::AnnAssign) check_annotation(n.child("annotation"));
        if (t == node_kind::FunctionDef) check_annotation(n.child("returns"));
        if (t == node_kind::Compare) {
            // type(x) == float: every other operand must be a builtin type or a library class, or a
            // class of the code's own could capture the type in its __eq__.
            std::vector<const node*> operands;
            if (const node* l = n.child("left")) operands.push_back(l);
            for (const value& v : n.list("comparators")) {
                if (const node* c = v.as_node()) operands.push_back(c);
            }
            bool plain = true;
            for (const node* o : operands) {
                const bool type_call = o->is(node_kind::Call) && o->child("func") != nullptr && o->child("func")->is(node_kind::Name) &&
                                       o->child("func")->text("id") == "type";
                if (type_call) continue;
                const bool builtin_type = o->is(node_kind::Name) && tables::safe_builtin_function(o->text("id"));
                const resolved r = resolve(*o, facts_);
                const bool library_class = r.entry != nullptr && r.entry->what == module_table::kind::class_type;
                plain = plain && (builtin_type || library_class);
            }
            if (plain) compared_.insert(compared_.end(), operands.begin(), operands.end());
        }
        if (t == node_kind::Name) {
            check_name(n);
        } else if (t == node_kind::Attribute) {
            check_chain(n, false);
            return;
        } else if (t == node_kind::Constant) {
            check_string(n);
            return;
        } else if (t == node_kind::Call) {
            check_call(n);
            return;
        } else if (t == node_kind::Import) {
            check_import(n);
            return;
        } else if (t == node_kind::ImportFrom) {
            check_import_from(n);
            return;
        } else if (t == node_kind::FunctionDef || t == node_kind::Lambda) {
            if (t == node_kind::FunctionDef) check_binding(n.text("name"), n.line);
            ++function_depth_;
            visit_children(n);
            --function_depth_;
            return;
        } else if (t == node_kind::ClassDef) {
            check_class(n);
            return;
        } else if (t == node_kind::ListComp || t == node_kind::SetComp || t == node_kind::DictComp || t == node_kind::GeneratorExp) {
            ++comprehension_depth_;
            visit_children(n);
            --comprehension_depth_;
            return;
        } else if (t == node_kind::arg) {
            check_binding(n.text("arg"), n.line);
        } else if (t == node_kind::keyword) {
            if (starts_with(n.text("arg"), "__")) add(rule_id::dunder, k_dunder_message, n.line);
        } else if (t == node_kind::ExceptHandler || t == node_kind::MatchAs || t == node_kind::MatchStar) {
            if (const auto name = n.text("name"); !name.empty()) check_binding(name, n.line);
        } else if (t == node_kind::MatchMapping) {
            if (const auto rest = n.text("rest"); !rest.empty()) check_binding(rest, n.line);
        } else if (t == node_kind::MatchClass) {
            // case C(attr=...) reads C.attr: the attribute rules apply.
            for (const value& v : n.list("kwd_attrs")) {
                if (v.kind == value_kind::text) value_attribute(v.text, nullptr, false, n.line);
            }
        } else if (t == node_kind::AsyncFunctionDef || t == node_kind::AsyncFor || t == node_kind::AsyncWith || t == node_kind::Await) {
            add(rule_id::statement, "async code is not allowed in data code", n.line);
        } else if (t == node_kind::TryStar) {
            add(rule_id::statement, "except* is not allowed in data code", n.line);
        }
        visit_children(n);
    }

    std::vector<finding>& out_;
    const scope_facts& facts_;
    int function_depth_ = 0;
    int comprehension_depth_ = 0;
    bool has_df_ = false;
    // Where type(x) may stand: operands of comparisons with builtin or library types, a bare
    // expression statement, an argument of print/str/repr, an f-string field (nothing there can
    // call the class it names).
    std::vector<const node*> compared_;
    const node* call_ = nullptr;  // the call whose function check_chain is judging
};

int line_of_offset(std::string_view code, std::size_t offset) noexcept {
    return 1 + static_cast<int>(std::count(code.begin(), code.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
}

// PEP 263: a comment on line 1 or 2 matching `^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)`. The
// first "coding" followed by ':' or '=' decides, as in CPython's tokenizer: one that is not
// ("# encoding utf-8, coding: utf-7") does not end the search.
std::string_view coding_declaration(std::string_view line) noexcept {
    std::size_t i = 0;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\f')) ++i;
    if (i >= line.size() || line[i] != '#') return {};
    for (std::size_t at = line.find("coding", i); at != std::string_view::npos; at = line.find("coding", at + 1)) {
        std::size_t j = at + 6;
        if (j >= line.size() || (line[j] != ':' && line[j] != '=')) continue;
        ++j;
        while (j < line.size() && (line[j] == ' ' || line[j] == '\t')) ++j;
        const std::size_t start = j;
        while (j < line.size() && (std::isalnum(static_cast<unsigned char>(line[j])) != 0 || line[j] == '-' ||
                                   line[j] == '_' || line[j] == '.')) {
            ++j;
        }
        if (j == start) continue;  // "coding:" with no name: the pattern looks further on
        return line.substr(start, j - start);
    }
    return {};
}

bool is_utf8_name(std::string_view name) noexcept {
    std::string lower;
    for (const char c : name) lower.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    return lower == "utf-8" || lower == "utf8" || lower == "utf_8" || lower.rfind("utf-8-", 0) == 0 ||
           lower.rfind("utf_8_", 0) == 0;
}

}  // namespace

std::vector<finding> check_text(std::string_view code) {
    std::vector<finding> out;
    if (const auto bad = common::utf8::first_invalid(code)) {
        out.push_back({rule_id::invalid_utf8, "the code is not valid UTF-8", line_of_offset(code, *bad)});
        return out;
    }
    if (common::utf8::length(code) > wire::max_code_chars) {
        out.push_back({rule_id::too_long, "the code is longer than 6,000 characters", 0});
        return out;
    }
    // A coding cookie would make a file-reading interpreter decode differently from the str the
    // helper parsed: the validator and the run must see the same text.
    // Lines end at \n, \r\n or a lone \r, as CPython's tokenizer reads a file: a lone CR on line 1
    // puts a cookie on "line 2" that a \n-only reading would hide inside line 1.
    std::string_view rest = code;
    for (int line = 1; line <= 2 && !rest.empty(); ++line) {
        std::size_t nl = rest.find_first_of("\r\n");
        const std::string_view text = rest.substr(0, nl);
        if (nl != std::string_view::npos && rest[nl] == '\r' && nl + 1 < rest.size() && rest[nl + 1] == '\n') ++nl;
        const std::string_view name = coding_declaration(text);
        if (!name.empty() && !is_utf8_name(name)) {
            out.push_back({rule_id::encoding, "a coding declaration other than UTF-8 is not allowed", line});
        }
        if (nl == std::string_view::npos) break;
        rest.remove_prefix(nl + 1);
    }
    return out;
}

std::vector<finding> check_data_profile(const node& module) {
    std::vector<finding> out;
    const scope_facts facts = gather_scope(module);
    checker(out, facts).run(module);
    check_literal_data(module, out);
    normalize(out);
    return out;
}

void normalize(std::vector<finding>& findings) {
    std::sort(findings.begin(), findings.end(), [](const finding& a, const finding& b) {
        if (a.line != b.line) return a.line < b.line;
        if (a.rule != b.rule) return a.rule < b.rule;  // rule_id is in the order of its names
        return a.message < b.message;
    });
    findings.erase(std::unique(findings.begin(), findings.end()), findings.end());
}

}  // namespace anyplot::agents::validate
