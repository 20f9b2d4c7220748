#include "agents/validate/rules/attributes.hpp"

#include <vector>

#include "agents/validate/rules/display_options.hpp"
#include "agents/validate/rules/format_strings.hpp"
#include "agents/validate/rules/messages.hpp"
#include "agents/validate/tables.hpp"

namespace anyplot::agents::validate::rules {
namespace {

constexpr std::string_view k_display_message =
    "is allowed only as a direct call with literal values: np.set_printoptions(precision=3), "
    "pd.set_option(\"display.max_columns\", 20), pd.options.display.precision = 3 (no formatter functions; "
    "the plotting backend is not available)";

// A module bound by an import the import rule refuses: neither allowed nor a package of an
// allowed module (`scipy` after `import scipy.integrate` is the latter).
bool refused_import(std::string_view module) {
    if (module_table::allowed(module)) return false;
    return !module_table::allowed_prefix(std::string(module) + ".");
}

}  // namespace

void report_refused(context& c, const module_table::entry& e, int line) {
    const std::string_view why = e.target;
    if (why == "file") {
        c.add(rule_id::file_access, k_file_message, line);
    } else if (why == "class_making") {
        c.add(rule_id::class_making,
              quoted(e.attr, "makes classes at run time, which data code may not do (use a dict, a tuple or a "
                             "small class statement)"),
              line);
    } else if (why == "attribute_setting") {
        c.add(rule_id::class_making, quoted(e.attr, "sets attributes by name, which data code may not do"), line);
    } else if (why == "hook") {
        c.add(rule_id::class_making,
              quoted(e.attr, "installs a function that the library calls later, outside the snippet; data code may "
                             "not (use np.errstate(...) for floating-point errors, print(...) for output)"),
              line);
    } else if (why == "display_options") {
        c.add(rule_id::module_state, quoted(e.attr, k_display_message), line);
    } else if (why == "private") {
        c.add(rule_id::private_attribute, k_private_message, line);
    } else if (why == "options") {
        c.add(rule_id::module_state,
              quoted(e.attr, "is not available in data code (library options can import modules)"), line);
    } else if (why == "memory") {
        c.add(rule_id::escape_attribute, quoted(e.attr, "is not allowed in data code (it reaches native memory)"),
              line);
    } else if (why == "imports") {
        c.add(rule_id::module_escape, quoted(e.attr, "is not allowed in data code (it imports modules by name)"),
              line);
    } else {
        c.add(rule_id::banned_name,
              quoted(e.attr, "is not allowed in data code (it evaluates or looks up names from strings)"), line);
    }
}

std::string module_attribute(context& c, std::string_view module, std::string_view attr, int line,
                             bool& refused) {
    refused = true;
    if (attr.starts_with("__")) {
        c.add(rule_id::dunder, k_dunder_message, line);
        return {};
    }
    if (attr.starts_with("_")) {
        c.add(rule_id::private_attribute, k_private_message, line);
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
        c.add(rule_id::module_attribute,
              "through a dotted import (import scipy.integrate) only the package's allowed submodules can be "
              "reached; import the submodule you use",
              line);
        return {};
    }
    const module_table::entry* e = module_table::find(module, attr);
    if (e == nullptr) {
        c.add(rule_id::module_attribute,
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
            c.add(rule_id::module_escape,
                  e->target == "builtins" ? quoted(e->attr, "reaches the builtins module, which data code may not use")
                                          : quoted(e->attr, "is another module that data code may not use"),
                  line);
            return {};
        case module_table::kind::refused: report_refused(c, *e, line); return {};
        default: break;
    }
    refused = false;
    if (tables::file_access_name(attr)) {
        c.add(rule_id::file_access, k_file_message, line);
        refused = true;
    }
    return {};
}

bool scipy_instance(const context& c, const node* receiver) {
    if (receiver == nullptr || !receiver->is(node_kind::Name)) return false;
    const auto it = c.facts.instances.find(receiver->text("id"));
    return it != c.facts.instances.end() && it->second->module.starts_with("scipy.");
}

void value_attribute(context& c, std::string_view attr, const node* receiver, bool called, int line) {
    if (receiver != nullptr && receiver->is(node_kind::Name) && c.facts.exceptions.count(receiver->text("id")) != 0 &&
        attr != "args") {
        // AttributeError.obj, StopIteration.value, ...: an exception carries objects of the
        // code that raised it (a module, a frame's value) out to the snippet.
        c.add(rule_id::escape_attribute, "an exception caught in data code may only be read through .args", line);
    }
    if (attr.starts_with("__")) {
        // super().__init__(...): the one special method data code may call by name.
        const bool super_init = attr == "__init__" && called && calls_name(receiver, "super");
        if (!super_init) c.add(rule_id::dunder, k_dunder_message, line);
    } else if (attr.starts_with("_")) {
        c.add(rule_id::private_attribute, k_private_message, line);
    } else if (tables::escape_attribute(attr)) {
        c.add(rule_id::escape_attribute,
              quoted(attr, "is not allowed in data code (frames, code objects, native memory and the system are out "
                           "of reach)"),
              line);
    } else if (tables::value_module_escape(attr)) {
        c.add(rule_id::module_escape, quoted(attr, "is not allowed in data code (it reaches another module)"), line);
    } else if ((attr == "query" || attr == "eval") && scipy_instance(c, receiver)) {
        // cKDTree.query is a nearest-neighbour search, not an expression evaluator.
    } else if (tables::banned_attribute(attr)) {
        c.add(rule_id::banned_name,
              quoted(attr, "is not allowed in data code (it evaluates or looks up names from strings)"), line);
    } else if (tables::writer_method(attr) || (tables::optional_writer_method(attr) && !called)) {
        c.add(rule_id::file_access, k_file_message, line);
    } else if (tables::string_dispatch_method(attr) && !called && !scipy_instance(c, receiver)) {
        // run = df.agg; run("eval", ...): a dispatch method taken as a value escapes every check
        // of what it is given.
        c.add(rule_id::string_dispatch, quoted(attr, "may only be called directly in data code, not taken as a value"),
              line);
    } else if (attr == "format" && !called && !plain_template(c, receiver)) {
        c.add(rule_id::format_string,
              "str.format may only be used on a literal template with plain fields; use an f-string", line);
    } else if (attr == "plot") {
        c.add(rule_id::import, k_plotting_message, line);
    }
}

void check_chain(context& c, const node& outer, bool called) {
    std::vector<const node*> chain;  // outermost first
    const node* at = &outer;
    while (at != nullptr && at->is(node_kind::Attribute)) {
        chain.push_back(at);
        at = at->child("value");
    }
    if (at == nullptr) return;
    const bool store = outer.text("ctx") == "Store" || outer.text("ctx") == "Del";
    std::size_t i = chain.size();  // next attribute to judge, innermost first: chain[i - 1]
    const bool module_root = at->is(node_kind::Name) && c.facts.modules.count(at->text("id")) != 0;
    if (module_root && !refused_import(c.facts.modules.at(at->text("id")))) {
        if (store) c.add(rule_id::module_state, "data code may not change a module's attributes", outer.line);
        std::string module = c.facts.modules.at(at->text("id"));
        while (i > 0) {
            const node& a = *chain[i - 1];
            if (const module_table::entry* e = module_table::find(module, a.text("attr"));
                e != nullptr && e->what == module_table::kind::refused) {
                if (e->target == "display_options" && called && i == 1 && c.call != nullptr &&
                    display_call_ok(*c.call, *e)) {
                    return;  // np.set_printoptions(precision=3): judged whole by display_call_ok
                }
                if (e->target == "options" && e->module == "pandas" && e->attr == "options" &&
                    display_option_chain(chain, i - 1) && !called && !store) {
                    return;  // pd.options.display.max_rows, read
                }
            }
            bool refused = false;
            std::string next = module_attribute(c, module, a.text("attr"), a.line, refused);
            --i;
            if (refused) return;
            if (next.empty()) break;  // a class, function or constant: the rest are value attributes
            module = std::move(next);
            if (i == 0) {
                c.add(rule_id::module_value, k_module_value_message, a.line);
                return;
            }
        }
    } else if (module_root) {
        // `import matplotlib.pyplot as plt`: the import is the finding; `plt.show()` on every
        // later line would only repeat it with a wrong reason.
        i = 0;
    } else if (store && at->is(node_kind::Name) && c.facts.imported.count(at->text("id")) != 0) {
        // from pandas import DataFrame; DataFrame.copy = f: a library class patched for everyone.
        c.add(rule_id::module_state, "data code may not change a library's classes or functions", outer.line);
        c.visit(*at);
    } else if (at->is(node_kind::Constant) && i == 1 && chain[0]->text("attr") == "join" && called &&
               all_underscores(at->text("v"))) {
        // "__".join(levels): a separator of underscores, judged with its argument in check_call.
        --i;
    } else {
        c.visit(*at);
    }
    for (; i > 0; --i) {
        const node& a = *chain[i - 1];
        const node* receiver = a.child("value");
        value_attribute(c, a.text("attr"), receiver, called && i == 1, a.line);
    }
}

void check_attribute(context& c, const node& n) { check_chain(c, n, false); }

void check_match_class(context& c, const node& n) {
    // case C(attr=...) reads C.attr: the attribute rules apply.
    for (const value& v : n.list("kwd_attrs")) {
        if (v.kind == value_kind::text) value_attribute(c, v.text, nullptr, false, n.line);
    }
    c.visit_children(n);
}

}  // namespace anyplot::agents::validate::rules
