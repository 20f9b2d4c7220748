#include "agents/validate/rules.hpp"

#include <algorithm>
#include <cctype>
#include <string>

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
constexpr std::string_view k_import_message =
    "this import is not allowed: data code may import numpy, pandas, math, statistics, datetime, "
    "collections, itertools, functools, re, random and scipy's computing submodules (stats, "
    "integrate, interpolate, signal, optimize, special, spatial, ndimage, linalg, fft, "
    "cluster.hierarchy)";

class checker {
public:
    explicit checker(std::vector<finding>& out) : out_(out) {}

    void run(const node& module) {
        visit(module);
        if (!has_df_) {
            add("missing_df", "assign the table to `df` at the top level, e.g. df = pd.DataFrame(...)", 0);
        }
    }

private:
    void add(std::string_view rule, std::string_view message, int line) {
        out_.push_back({std::string(rule), std::string(message.substr(0, max_message_chars)), line});
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
            add("dunder", k_dunder_message, line);
        } else if (tables::banned_name(name) || name == "type") {
            add("banned_name", quoted(name, "cannot be used as a name in data code (it shadows a builtin we refuse)"),
                line);
        }
    }

    void check_name(const node& n) {
        const std::string_view id = n.text("id");
        const std::string_view ctx = n.text("ctx");
        if (ctx == "Store" || ctx == "Del") {
            check_binding(id, n.line);
            if (id == "df" && ctx == "Store" && function_depth_ == 0 && comprehension_depth_ == 0) has_df_ = true;
            return;
        }
        if (starts_with(id, "__")) {
            add("dunder", k_dunder_message, n.line);
        } else if (tables::banned_name(id)) {
            add("banned_name", quoted(id, "is not allowed in data code"), n.line);
        } else if (id == "type") {
            // type(x) is visited through check_call; any other use can build a class (E11).
            add("banned_name", "`type` is only allowed with one argument, as type(x)", n.line);
        }
    }

    // Any attribute name on any receiver (also `from M import name` and match-class keywords).
    void check_attribute(std::string_view attr, int line) {
        if (starts_with(attr, "__")) {
            add("dunder", k_dunder_message, line);
        } else if (starts_with(attr, "_")) {
            add("private_attribute", k_private_message, line);
        } else if (tables::escape_attribute(attr)) {
            add("escape_attribute",
                quoted(attr, "is not allowed in data code (frames, code objects, native memory and the system are out of reach)"),
                line);
        } else if (tables::module_escape(attr)) {
            add("module_escape", quoted(attr, "is not allowed in data code (it reaches another module)"), line);
        } else if (tables::banned_attribute(attr)) {
            add("banned_name", quoted(attr, "is not allowed in data code (it evaluates or looks up names from strings)"),
                line);
        } else if (tables::file_access_name(attr)) {
            add("file_access", k_file_message, line);
        }
    }

    void check_string(const node& n) {
        const char kind = n.constant_kind();
        if (kind != 's' && kind != 'b') return;
        const std::string_view text = n.text("v");
        if (text.find("__") != std::string_view::npos) add("dunder", k_dunder_message, n.line);
        if (tables::contains_url(text)) add("file_access", k_file_message, n.line);
    }

    void report_module(tables::import_verdict v, int line) {
        using tables::import_verdict;
        switch (v) {
            case import_verdict::allowed: break;
            case import_verdict::plotting:
                add("import", "plotting libraries are not available in data code: build the table only", line);
                break;
            case import_verdict::ml_stack:
                add("import", "sklearn and statsmodels are not available in data code", line);
                break;
            case import_verdict::bare_scipy:
                add("import", "import a scipy submodule (for example `from scipy import stats`), not scipy itself",
                    line);
                break;
            case import_verdict::file_access: add("file_access", k_file_message, line); break;
            case import_verdict::not_allowed: add("import", k_import_message, line); break;
        }
    }

    // Dotted module names: a private or dunder component is refused as such.
    bool check_module_components(std::string_view dotted, int line) {
        std::string_view rest = dotted;
        while (true) {
            const std::size_t dot = rest.find('.');
            const std::string_view part = rest.substr(0, dot);
            if (starts_with(part, "__")) {
                add("dunder", k_dunder_message, line);
                return false;
            }
            if (starts_with(part, "_")) {
                add("private_attribute", k_private_message, line);
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
            add("import", "relative imports are not allowed in data code", n.line);
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
                add("import", "star imports are not allowed in data code", line);
                continue;
            }
            if (const std::string_view as = alias->text("asname"); !as.empty()) check_binding(as, line);
            std::string full(module);
            full.append(".").append(name);
            if (tables::module_allowed(full)) continue;  // a submodule: from scipy import stats
            if (module_ok) {
                // from M import n is M.n: every attribute rule applies to n.
                const std::size_t before = out_.size();
                check_attribute(name, line);
                if (out_.size() == before && tables::banned_name(name)) {
                    add("banned_name", quoted(name, "is not allowed in data code"), line);
                }
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
        if (tables::file_access_name(text) || tables::contains_url(text)) {
            add("file_access", k_file_message, s.line);
        } else if (starts_with(text, "_") || tables::banned_name(text) || tables::banned_attribute(text) ||
                   tables::escape_attribute(text) || tables::module_escape(text)) {
            add("string_dispatch",
                quoted(method, "was given a method name that data code may not call (names are checked like attributes)"),
                s.line);
        }
    }

    void collect_dispatch_strings(std::string_view method, const node& n, int depth) {
        if (depth > 4) return;
        if (n.constant_kind() == 's') {
            check_dispatch_string(method, n);
            return;
        }
        if (n.is("List") || n.is("Tuple") || n.is("Set")) {
            for (const value& v : n.list("elts")) {
                if (const node* e = v.as_node()) collect_dispatch_strings(method, *e, depth + 1);
            }
        } else if (n.is("Dict")) {
            for (const value& v : n.list("values")) {
                if (const node* e = v.as_node()) collect_dispatch_strings(method, *e, depth + 1);
            }
        }
    }

    // E06: str.format walks attributes and items named inside its fields ("{0.__class__}"),
    // so a template must be a literal whose fields name no attribute or item.
    void check_format(const node& call, const node& receiver) {
        if (receiver.constant_kind() != 's') {
            add("format_string", "str.format is only allowed on a literal template; use an f-string", call.line);
            return;
        }
        const std::string_view t = receiver.text("v");
        for (std::size_t i = 0; i < t.size(); ++i) {
            if (t[i] != '{') continue;
            if (i + 1 < t.size() && t[i + 1] == '{') {
                ++i;
                continue;
            }
            for (std::size_t j = i + 1; j < t.size(); ++j) {
                const char c = t[j];
                if (c == '}' || c == ':' || c == '!' || c == '{') break;
                if (c == '.' || c == '[') {
                    add("format_string",
                        "format fields may not look up attributes or items ({0.x}, {0[x]}); use an f-string",
                        call.line);
                    return;
                }
            }
        }
    }

    void check_call(const node& n) {
        const node* func = n.child("func");
        if (func != nullptr && func->is("Name") && func->text("id") == "type") {
            if (n.list("args").size() != 1 || !n.list("keywords").empty()) {
                add("banned_name", "`type` is only allowed with one argument, as type(x)", n.line);
            }
            for (const value& v : n.list("args")) visit_value(v);
            for (const value& v : n.list("keywords")) visit_value(v);
            return;
        }
        if (func != nullptr && func->is("Attribute")) {
            const std::string_view attr = func->text("attr");
            if (tables::string_dispatch_method(attr)) {
                for (const value& v : n.list("args")) {
                    if (const node* a = v.as_node()) collect_dispatch_strings(attr, *a, 0);
                }
                for (const value& v : n.list("keywords")) {
                    const node* kw = v.as_node();
                    const node* kv = kw != nullptr ? kw->child("value") : nullptr;
                    if (kv != nullptr) collect_dispatch_strings(attr, *kv, 0);
                }
            }
            if (attr == "format") {
                if (const node* receiver = func->child("value")) check_format(n, *receiver);
            }
        }
        visit_children(n);
    }

    void visit(const node& n) {
        const std::string_view t = n.type;
        if (t == "Name") {
            check_name(n);
        } else if (t == "Attribute") {
            check_attribute(n.text("attr"), n.line);
        } else if (t == "Constant") {
            check_string(n);
            return;
        } else if (t == "Call") {
            check_call(n);
            return;
        } else if (t == "Import") {
            check_import(n);
            return;
        } else if (t == "ImportFrom") {
            check_import_from(n);
            return;
        } else if (t == "FunctionDef" || t == "Lambda") {
            if (t == "FunctionDef") check_binding(n.text("name"), n.line);
            ++function_depth_;
            visit_children(n);
            --function_depth_;
            return;
        } else if (t == "ListComp" || t == "SetComp" || t == "DictComp" || t == "GeneratorExp") {
            ++comprehension_depth_;
            visit_children(n);
            --comprehension_depth_;
            return;
        } else if (t == "arg") {
            check_binding(n.text("arg"), n.line);
        } else if (t == "keyword") {
            if (starts_with(n.text("arg"), "__")) add("dunder", k_dunder_message, n.line);
        } else if (t == "ExceptHandler" || t == "MatchAs" || t == "MatchStar") {
            if (const auto name = n.text("name"); !name.empty()) check_binding(name, n.line);
        } else if (t == "MatchMapping") {
            if (const auto rest = n.text("rest"); !rest.empty()) check_binding(rest, n.line);
        } else if (t == "MatchClass") {
            // case C(attr=...) reads C.attr: the attribute rules apply.
            for (const value& v : n.list("kwd_attrs")) {
                if (v.kind == value_kind::text) check_attribute(v.text, n.line);
            }
        } else if (t == "ClassDef") {
            add("statement", "class definitions are not allowed in data code", n.line);
        } else if (t == "AsyncFunctionDef" || t == "AsyncFor" || t == "AsyncWith" || t == "Await") {
            add("statement", "async code is not allowed in data code", n.line);
        } else if (t == "Yield" || t == "YieldFrom") {
            add("statement", "yield is not allowed in data code (generators can reach frames)", n.line);
        } else if (t == "Global" || t == "Nonlocal") {
            add("statement", "global and nonlocal are not allowed in data code", n.line);
        } else if (t == "TryStar") {
            add("statement", "except* is not allowed in data code", n.line);
        }
        visit_children(n);
    }

    std::vector<finding>& out_;
    int function_depth_ = 0;
    int comprehension_depth_ = 0;
    bool has_df_ = false;
};

int line_of_offset(std::string_view code, std::size_t offset) noexcept {
    return 1 + static_cast<int>(std::count(code.begin(), code.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
}

// PEP 263: a comment on line 1 or 2 matching coding[:=]\s*([-\w.]+).
std::string_view coding_declaration(std::string_view line) noexcept {
    std::size_t i = 0;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\f')) ++i;
    if (i >= line.size() || line[i] != '#') return {};
    const std::size_t at = line.find("coding", i);
    if (at == std::string_view::npos || at + 6 >= line.size()) return {};
    std::size_t j = at + 6;
    if (line[j] != ':' && line[j] != '=') return {};
    ++j;
    while (j < line.size() && (line[j] == ' ' || line[j] == '\t')) ++j;
    const std::size_t start = j;
    while (j < line.size() && (std::isalnum(static_cast<unsigned char>(line[j])) != 0 || line[j] == '-' ||
                               line[j] == '_' || line[j] == '.')) {
        ++j;
    }
    return line.substr(start, j - start);
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
        out.push_back({"invalid_utf8", "the code is not valid UTF-8", line_of_offset(code, *bad)});
        return out;
    }
    if (common::utf8::length(code) > wire::max_code_chars) {
        out.push_back({"too_long", "the code is longer than 6,000 characters", 0});
        return out;
    }
    // A coding cookie would make a file-reading interpreter decode differently from the str the
    // helper parsed: the validator and the run must see the same text.
    std::string_view rest = code;
    for (int line = 1; line <= 2 && !rest.empty(); ++line) {
        const std::size_t nl = rest.find('\n');
        const std::string_view text = rest.substr(0, nl);
        const std::string_view name = coding_declaration(text);
        if (!name.empty() && !is_utf8_name(name)) {
            out.push_back({"encoding", "a coding declaration other than UTF-8 is not allowed", line});
        }
        if (nl == std::string_view::npos) break;
        rest.remove_prefix(nl + 1);
    }
    return out;
}

std::vector<finding> check_data_profile(const node& module) {
    std::vector<finding> out;
    checker(out).run(module);
    check_literal_data(module, out);
    normalize(out);
    return out;
}

void normalize(std::vector<finding>& findings) {
    std::sort(findings.begin(), findings.end(), [](const finding& a, const finding& b) {
        if (a.line != b.line) return a.line < b.line;
        if (a.rule != b.rule) return a.rule < b.rule;
        return a.message < b.message;
    });
    findings.erase(std::unique(findings.begin(), findings.end()), findings.end());
}

}  // namespace anyplot::agents::validate
