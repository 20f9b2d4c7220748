#include "agents/validate/plot_strip.hpp"

#include <unordered_set>
#include <vector>

#include "agents/validate/source_lines.hpp"
#include "agents/validate/tables.hpp"

namespace anyplot::agents::validate {
namespace {

bool plotting_module(std::string_view dotted) noexcept {
    const std::string_view top = dotted.substr(0, dotted.find('.'));
    // mpl_toolkits (mplot3d's Axes3D) is matplotlib's, imported for 3-D axes.
    return top == "mpl_toolkits" || tables::check_module(dotted) == tables::import_verdict::plotting;
}

// The statement lists directly under a statement: bodies, else branches, handlers', cases'.
template <typename F>
void for_each_body(const node& stmt, F&& f) {
    for (const char* name : {"body", "orelse", "finalbody"}) {
        if (const value* v = stmt.get(name); v != nullptr && v->kind == value_kind::list) f(v->items);
    }
    for (const char* name : {"handlers", "cases"}) {
        for (const value& h : stmt.list(name)) {
            if (const node* n = h.as_node()) {
                if (const value* b = n->get("body"); b != nullptr && b->kind == value_kind::list) f(b->items);
            }
        }
    }
}

class stripper {
public:
    explicit stripper(const node& module) : module_(module) {}

    // Decides what to remove; false when the program must stay as it is.
    bool decide() {
        bool any_import = false;
        bind_imports(module_.list("body"), any_import);
        if (!any_import || give_up_) return false;
        // A removed assignment names more plotting objects, which may make earlier statements
        // (in a loop body, a function) removable too: repeat until nothing changes.
        for (std::size_t before = SIZE_MAX; before != removed_.size();) {
            before = removed_.size();
            mark(module_.list("body"));
            if (give_up_) return false;
        }
        return !give_up_ && !reads_plotting_outside(module_, 0);
    }

    std::optional<plot_strip> rewrite(std::string_view code) {
        auto lines = split_lines(code);
        if (!lines) return std::nullopt;
        std::vector<std::string> out(lines->text.begin(), lines->text.end());
        plot_strip result;
        if (!rewrite_body(module_.list("body"), *lines, out, result.statements, true)) return std::nullopt;
        result.code = join_lines(out, *lines);
        return result;
    }

private:
    // Plotting imports anywhere (a function may import pyplot itself): removed, their names bound.
    void bind_imports(std::span<const value> body, bool& any) {
        for (const value& v : body) {
            const node* s = v.as_node();
            if (s == nullptr) continue;
            if (s->is(node_kind::Import) || s->is(node_kind::ImportFrom)) {
                std::size_t plotting = 0, total = 0;
                const bool from = s->is(node_kind::ImportFrom);
                for (const value& a : s->list("names")) {
                    const node* alias = a.as_node();
                    if (alias == nullptr) continue;
                    ++total;
                    const std::string_view module = from ? s->text("module") : alias->text("name");
                    if (from && s->integer("level") > 0) continue;
                    if (plotting_module(module)) ++plotting;
                }
                if (plotting == 0) continue;
                if (plotting != total) {
                    give_up_ = true;  // import numpy as np, matplotlib.pyplot as plt
                    return;
                }
                any = true;
                removed_.insert(s);
                for (const value& a : s->list("names")) {
                    const node* alias = a.as_node();
                    const std::string_view as = alias->text("asname");
                    const std::string_view name = alias->text("name");
                    plotting_.insert(!as.empty() ? as : from ? name : name.substr(0, name.find('.')));
                }
                continue;
            }
            for_each_body(*s, [&](std::span<const value> inner) { bind_imports(inner, any); });
            if (give_up_) return;
        }
    }

    void mark(std::span<const value> body) {
        for (const value& v : body) {
            const node* s = v.as_node();
            if (s == nullptr || removed_.count(s) != 0) continue;
            if (removable(*s)) {
                removed_.insert(s);
                continue;
            }
            for_each_body(*s, [&](std::span<const value> inner) { mark(inner); });
        }
    }

    bool removable(const node& s) {
        switch (s.kind) {
            case node_kind::Expr: return plotting_value(s.child("value"));
            case node_kind::Assign: {
                const auto targets = s.list("targets");
                bool all_names = true, all_plotting = true;
                for (const value& t : targets) {
                    const node* tn = t.as_node();
                    all_names = all_names && plain_names(tn);
                    // An attribute or item of a plotting object; a plain name is rebound, not set.
                    all_plotting = all_plotting && tn != nullptr && !tn->is(node_kind::Name) && rooted_at_plotting(tn);
                }
                if (all_plotting && !targets.empty() && calm(s.child("value"))) return true;  // plt.rcParams[...] = ...
                if (!all_names || !plotting_value(s.child("value"))) return false;
                for (const value& t : targets) bind_names(t.as_node());
                return true;
            }
            case node_kind::AnnAssign: {
                const node* target = s.child("target");
                if (target == nullptr || !target->is(node_kind::Name) || !plotting_value(s.child("value"))) return false;
                plotting_.insert(target->text("id"));
                return true;
            }
            case node_kind::For:
            case node_kind::With: {
                if (!s.list("orelse").empty()) return false;
                if (s.is(node_kind::For)) {
                    if (!mentions_plotting(s.child("iter")) || !calm(s.child("iter")) || !plain_names(s.child("target"))) {
                        return false;
                    }
                } else {
                    for (const value& item : s.list("items")) {
                        const node* w = item.as_node();
                        if (w == nullptr || !plotting_value(w->child("context_expr"))) return false;
                        if (const node* as = w->child("optional_vars"); as != nullptr && !plain_names(as)) return false;
                    }
                }
                // The loop variable (or the `as` name) names plotting objects inside the body.
                std::vector<std::string_view> bound;
                collect_names(s.is(node_kind::For) ? s.child("target") : nullptr, bound);
                for (const value& item : s.list("items")) {
                    if (const node* w = item.as_node()) collect_names(w->child("optional_vars"), bound);
                }
                std::vector<std::string_view> added;
                for (const auto name : bound) {
                    if (plotting_.insert(name).second) added.push_back(name);
                }
                bool all = !s.list("body").empty();
                for (const value& b : s.list("body")) {
                    const node* inner = b.as_node();
                    all = all && inner != nullptr && (removed_.count(inner) != 0 || removable(*inner));
                }
                if (!all) {
                    for (const auto name : added) plotting_.erase(name);
                }
                return all;
            }
            default: return false;
        }
    }

    // A value whose only work is plotting: a chain rooted at a plotting name, or pandas plotting
    // (x.plot(...), x.plot.<kind>(...), x.hist(...), x.boxplot(...)), with nothing in it that
    // binds (:=) or suspends (yield).
    bool plotting_value(const node* e) const {
        if (e == nullptr || !calm(e)) return false;
        if (rooted_at_plotting(e)) return true;
        if (!e->is(node_kind::Call)) return false;
        const node* f = e->child("func");
        if (f == nullptr || !f->is(node_kind::Attribute)) return false;
        const std::string_view attr = f->text("attr");
        if (attr == "plot" || attr == "hist" || attr == "boxplot") return true;
        const node* inner = f->child("value");
        return inner != nullptr && inner->is(node_kind::Attribute) && inner->text("attr") == "plot";
    }

    bool rooted_at_plotting(const node* e) const {
        while (e != nullptr && (e->is(node_kind::Call) || e->is(node_kind::Attribute) || e->is(node_kind::Subscript))) {
            e = e->is(node_kind::Call) ? e->child("func") : e->child("value");
        }
        return e != nullptr && e->is(node_kind::Name) && plotting_.count(e->text("id")) != 0;
    }

    static bool calm(const node* e) {
        if (e == nullptr) return true;
        if (e->is(node_kind::NamedExpr) || e->is(node_kind::Yield) || e->is(node_kind::YieldFrom) ||
            e->is(node_kind::Await)) {
            return false;
        }
        for (const field& f : e->fields) {
            if (!calm(f.v.as_node())) return false;
            for (const value& item : f.v.items) {
                if (!calm(item.as_node())) return false;
            }
        }
        return true;
    }

    bool mentions_plotting(const node* e) const {
        if (e == nullptr) return false;
        if (e->is(node_kind::Name) && plotting_.count(e->text("id")) != 0) return true;
        for (const field& f : e->fields) {
            if (mentions_plotting(f.v.as_node())) return true;
            for (const value& item : f.v.items) {
                if (mentions_plotting(item.as_node())) return true;
            }
        }
        return false;
    }

    // A name, or a tuple/list of names (with one starred name): what an assignment may bind here.
    static bool plain_names(const node* t) {
        if (t == nullptr) return false;
        if (t->is(node_kind::Name)) return true;
        if (t->is(node_kind::Starred)) return plain_names(t->child("value"));
        if (!t->is(node_kind::Tuple) && !t->is(node_kind::List)) return false;
        for (const value& e : t->list("elts")) {
            if (!plain_names(e.as_node())) return false;
        }
        return true;
    }

    static void collect_names(const node* t, std::vector<std::string_view>& out) {
        if (t == nullptr) return;
        if (t->is(node_kind::Name)) {
            out.push_back(t->text("id"));
        } else if (t->is(node_kind::Starred)) {
            collect_names(t->child("value"), out);
        } else {
            for (const value& e : t->list("elts")) collect_names(e.as_node(), out);
        }
    }

    void bind_names(const node* t) {
        std::vector<std::string_view> names;
        collect_names(t, names);
        plotting_.insert(names.begin(), names.end());
    }

    // Any node left in the program that reads or binds a plotting name: the program needs it.
    bool reads_plotting_outside(const node& n, int depth) const {
        if (depth > 512) return true;
        if (removed_.count(&n) != 0) return false;
        if (n.is(node_kind::Name) && plotting_.count(n.text("id")) != 0) return true;
        for (const field& f : n.fields) {
            if (const node* c = f.v.as_node(); c != nullptr && reads_plotting_outside(*c, depth + 1)) return true;
            for (const value& item : f.v.items) {
                if (const node* c = item.as_node(); c != nullptr && reads_plotting_outside(*c, depth + 1)) return true;
            }
        }
        return false;
    }

    // Blanks the removed statements of `body` (each must start its own line and share no line with
    // a kept neighbour), writes `pass` where a nested body is left empty, and recurses.
    bool rewrite_body(std::span<const value> body, const source_lines& lines, std::vector<std::string>& out,
                      std::size_t& count, bool module_level) {
        std::vector<const node*> stmts;
        for (const value& v : body) {
            if (const node* s = v.as_node()) stmts.push_back(s);
        }
        bool all_removed = !stmts.empty();
        for (std::size_t i = 0; i < stmts.size(); ++i) {
            const node& s = *stmts[i];
            if (removed_.count(&s) == 0) {
                all_removed = false;
                bool ok = true;
                for_each_body(s, [&](std::span<const value> inner) {
                    ok = ok && rewrite_body(inner, lines, out, count, false);
                });
                if (!ok) return false;
                continue;
            }
            const auto first = static_cast<std::size_t>(s.line);
            const auto last = static_cast<std::size_t>(s.end_line);
            if (first == 0 || last < first || last > out.size()) return false;
            const std::string_view text = lines.text[first - 1];
            const auto col = static_cast<std::size_t>(s.col);
            if (col > text.size() || !blank(text.substr(0, col))) return false;  // `for x in y: plt.plot(x)`
            const bool shares_before = i > 0 && removed_.count(stmts[i - 1]) == 0 &&
                                       static_cast<std::size_t>(stmts[i - 1]->end_line) >= first;
            const bool shares_after = i + 1 < stmts.size() && removed_.count(stmts[i + 1]) == 0 &&
                                      static_cast<std::size_t>(stmts[i + 1]->line) <= last;
            if (shares_before || shares_after) return false;  // `plt.xlabel("t"); y = 2`
            for (std::size_t l = first; l <= last; ++l) out[l - 1].clear();
            ++count;
        }
        if (all_removed && !module_level) {
            const node& s = *stmts.front();
            out[static_cast<std::size_t>(s.line) - 1] =
                std::string(lines.text[static_cast<std::size_t>(s.line) - 1].substr(0, static_cast<std::size_t>(s.col))) +
                "pass";
        }
        return true;
    }

    const node& module_;
    std::unordered_set<std::string_view> plotting_;
    std::unordered_set<const node*> removed_;
    bool give_up_ = false;
};

}  // namespace

std::optional<plot_strip> strip_plotting(std::string_view code, const node& module) {
    stripper s(module);
    if (!s.decide()) return std::nullopt;
    return s.rewrite(code);
}

}  // namespace anyplot::agents::validate
