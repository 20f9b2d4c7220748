#include "agents/validate/scope.hpp"

#include <cstdint>
#include <iterator>
#include <vector>

namespace anyplot::agents::validate {
namespace {

enum class bound_to : std::uint8_t { other, template_text, container, table_instance };

struct binding {
    bound_to kind = bound_to::other;
    std::string_view text;                      // template_text
    const module_table::entry* cls = nullptr;    // table_instance
    bool module_level = false;
};

class gatherer {
public:
    explicit gatherer(scope_facts& f) : facts_(f) {}

    void run(const node& module) {
        visit(module);
        for (auto& [name, list] : bindings_) {
            // An imported function or constant bound again (`from scipy.stats import circmean` then
            // `circmean = circmean(angles)`, `from numpy import *` then `e = 2`): an ordinary name
            // with no fact, so nothing trusts it as the library's function any more (a dispatch
            // argument, a comparison). Modules and library classes stay import-bound and refused
            // when rebound: a module or a library class must not change.
            if (const auto i = facts_.imported.find(name);
                i != facts_.imported.end() && (i->second->what == module_table::kind::function ||
                                               i->second->what == module_table::kind::constant)) {
                facts_.imported.erase(i);
            }
            if (facts_.modules.count(name) != 0 || facts_.imported.count(name) != 0) {
                facts_.rebound_imports.insert(name);
                facts_.modules.erase(name);
                facts_.imported.erase(name);
                continue;
            }
            const bound_to first = list.front().kind;
            bool same = true;
            for (const binding& b : list) same = same && b.kind == first && b.cls == list.front().cls;
            if (!same) continue;
            if (first == bound_to::container) facts_.containers.insert(name);
            if (first == bound_to::table_instance) facts_.instances.emplace(name, list.front().cls);
            if (first == bound_to::template_text && list.size() == 1 && list.front().module_level) {
                facts_.templates.emplace(name, list.front().text);
            }
        }
        for (const auto name : import_conflicts_) {
            facts_.rebound_imports.insert(name);
            facts_.modules.erase(name);
            facts_.imported.erase(name);
        }
    }

private:
    binding classify(const node* v) const {
        binding b;
        b.module_level = depth_ == 0;
        if (v == nullptr) return b;
        if (v->constant_kind() == 's') {
            b.kind = bound_to::template_text;
            b.text = v->text("v");
        } else if (v->is(node_kind::Dict) || v->is(node_kind::List) || v->is(node_kind::Set) || v->is(node_kind::Tuple) || v->is(node_kind::DictComp) ||
                   v->is(node_kind::ListComp) || v->is(node_kind::SetComp)) {
            b.kind = bound_to::container;
        } else if (v->is(node_kind::Call)) {
            if (const node* f = v->child("func")) {
                const resolved r = resolve(*f, facts_);
                if (r.entry != nullptr && r.entry->what == module_table::kind::class_type) {
                    b.kind = bound_to::table_instance;
                    b.cls = r.entry;
                } else if (const module_table::entry* cls = scipy_class_constructor(*f)) {
                    b.kind = bound_to::table_instance;  // Rotation.from_euler(...): a Rotation
                    b.cls = cls;
                }
            }
        }
        return b;
    }

    // `Cls.name` where Cls is a scipy class of the module table and `name` a public attribute: a
    // scipy class's alternative constructors (Rotation.from_euler, Rotation.random,
    // Slerp...) give an instance of the class. Only scipy's: its classes' methods (apply,
    // query) are computations, not pandas' name-dispatching methods.
    const module_table::entry* scipy_class_constructor(const node& f) const {
        if (!f.is(node_kind::Attribute)) return nullptr;
        const std::string_view name = f.text("attr");
        const node* owner = f.child("value");
        if (name.empty() || name.front() == '_' || owner == nullptr) return nullptr;
        const resolved r = resolve(*owner, facts_);
        if (r.entry == nullptr || r.entry->what != module_table::kind::class_type) return nullptr;
        return r.entry->module.starts_with("scipy.") ? r.entry : nullptr;
    }

    void bind(std::string_view name, const node* value_node) { bindings_[name].push_back(classify(value_node)); }

    // Every Name a target binds; `value_node` only when the target is that Name itself.
    void bind_target(const node& t, const node* value_node) {
        if (t.is(node_kind::Name)) {
            bind(t.text("id"), value_node);
        } else if (t.is(node_kind::Tuple) || t.is(node_kind::List)) {
            for (const value& v : t.list("elts")) {
                if (const node* e = v.as_node()) bind_target(*e, nullptr);
            }
        } else if (t.is(node_kind::Starred)) {
            if (const node* e = t.child("value")) bind_target(*e, nullptr);
        }
    }

    void import_module(std::string_view bound, std::string module) {
        const auto same = facts_.modules.find(bound);
        const bool again = same != facts_.modules.end() && same->second == module;
        if (!again && (same != facts_.modules.end() || facts_.imported.count(bound) != 0)) {
            import_conflicts_.push_back(bound);
        }
        facts_.modules[bound] = std::move(module);
        star_bound_.erase(bound);  // an explicit import is not a star binding
    }

    void import_entry(std::string_view bound, const module_table::entry* e) {
        const auto same = facts_.imported.find(bound);
        const bool again = same != facts_.imported.end() && same->second == e;
        if (!again && (same != facts_.imported.end() || facts_.modules.count(bound) != 0)) {
            import_conflicts_.push_back(bound);
        }
        facts_.imported[bound] = e;
        star_bound_.erase(bound);
    }

    // `from M import *` of an allowed module: every name it binds, through the module table.
    // Names already bound by an import keep that binding's fact unless it is the same object.
    void import_star(std::string_view module) {
        for (const module_table::entry& e : module_table::entries_of(module)) {
            if (!e.star) continue;
            const std::string_view name = e.attr;  // points into the table: outlives the tree
            if (e.what == module_table::kind::refused) {
                facts_.star_refused.emplace(name, &e);
                continue;
            }
            if (facts_.modules.count(name) != 0 || facts_.imported.count(name) != 0) {
                const auto m = facts_.modules.find(name);
                const auto i = facts_.imported.find(name);
                const bool same = (e.what == module_table::kind::module && m != facts_.modules.end() &&
                                   m->second == e.target) ||
                                  (i != facts_.imported.end() && i->second == &e);
                // Two star imports that both bind a plain function or constant (`from math import
                // *` then `from numpy import *`: sqrt, pi): either is a library function.
                const auto plain = [](const module_table::entry* x) {
                    return x->what == module_table::kind::function || x->what == module_table::kind::constant;
                };
                const bool both_plain = star_bound_.count(name) != 0 && i != facts_.imported.end() &&
                                        plain(i->second) && plain(&e);
                if (both_plain) {
                    i->second = &e;
                } else if (!same) {
                    import_conflicts_.push_back(name);
                }
                continue;
            }
            if (e.what == module_table::kind::module) {
                facts_.modules[name] = std::string(e.target);
            } else {
                facts_.imported[name] = &e;
            }
            star_bound_.insert(name);
        }
    }

    void visit_import(const node& n) {
        for (const value& v : n.list("names")) {
            const node* alias = v.as_node();
            if (alias == nullptr) continue;
            const std::string_view name = alias->text("name");
            const std::string_view as = alias->text("asname");
            if (!as.empty()) {
                import_module(as, std::string(name));
            } else {
                import_module(name.substr(0, name.find('.')), std::string(name.substr(0, name.find('.'))));
            }
        }
    }

    void visit_import_from(const node& n) {
        const std::string module(n.text("module"));
        for (const value& v : n.list("names")) {
            const node* alias = v.as_node();
            if (alias == nullptr) continue;
            const std::string_view name = alias->text("name");
            if (name == "*") {
                if (n.integer("level") == 0 && module_table::allowed(module)) import_star(module);
                continue;
            }
            const std::string_view as = alias->text("asname");
            const std::string_view bound = as.empty() ? name : as;
            std::string full = module + "." + std::string(name);
            if (module_table::allowed(full)) {
                import_module(bound, std::move(full));
            } else if (const module_table::entry* e = module_table::find(module, name)) {
                if (e->what == module_table::kind::module) {
                    import_module(bound, std::string(e->target));
                } else {
                    import_entry(bound, e);
                }
            }
        }
    }

    void visit_value(const value& v) {
        if (const node* n = v.as_node()) {
            visit(*n);
        } else if (v.kind == value_kind::list) {
            for (const value& item : v.items) visit_value(item);
        }
    }

    void visit(const node& n) {
        const node_kind t = n.kind;
        if (t == node_kind::Import) {
            visit_import(n);
            return;
        }
        if (t == node_kind::ImportFrom) {
            visit_import_from(n);
            return;
        }
        if (t == node_kind::Assign) {
            for (const value& v : n.list("targets")) {
                if (const node* target = v.as_node()) bind_target(*target, n.child("value"));
            }
        } else if (t == node_kind::AnnAssign || t == node_kind::NamedExpr) {
            if (const node* target = n.child("target")) bind_target(*target, n.child("value"));
        } else if (t == node_kind::AugAssign || t == node_kind::For || t == node_kind::comprehension) {
            if (const node* target = n.child("target")) bind_target(*target, nullptr);
        } else if (t == node_kind::withitem) {
            if (const node* target = n.child("optional_vars")) bind_target(*target, nullptr);
        } else if (t == node_kind::FunctionDef || t == node_kind::AsyncFunctionDef) {
            facts_.functions.insert(n.text("name"));
            bind(n.text("name"), nullptr);
        } else if (t == node_kind::ClassDef) {
            facts_.classes.insert(n.text("name"));
            bind(n.text("name"), nullptr);
        } else if (t == node_kind::arg) {
            bind(n.text("arg"), nullptr);
        } else if (t == node_kind::ExceptHandler || t == node_kind::MatchAs || t == node_kind::MatchStar) {
            if (const auto name = n.text("name"); !name.empty()) {
                bind(name, nullptr);
                if (t == node_kind::ExceptHandler) facts_.exceptions.insert(name);
            }
        } else if (t == node_kind::Name && n.text("ctx") == "Del") {
            bind(n.text("id"), nullptr);
        } else if (t == node_kind::Global || t == node_kind::Nonlocal) {
            for (const value& v : n.list("names")) {
                if (v.kind == value_kind::text) bind(v.text, nullptr);
            }
        }
        const bool nested = t == node_kind::FunctionDef || t == node_kind::AsyncFunctionDef || t == node_kind::Lambda || t == node_kind::ClassDef;
        if (nested) ++depth_;
        for (const field& f : n.fields) visit_value(f.v);
        if (nested) --depth_;
    }

    scope_facts& facts_;
    std::unordered_map<std::string_view, std::vector<binding>> bindings_;
    std::vector<std::string_view> import_conflicts_;
    std::unordered_set<std::string_view> star_bound_;  // names bound by a star import only
    int depth_ = 0;
};

}  // namespace

resolved resolve(const node& expr, const scope_facts& facts) {
    std::vector<std::string_view> attrs;
    const node* at = &expr;
    while (at->is(node_kind::Attribute)) {
        attrs.push_back(at->text("attr"));
        at = at->child("value");
        if (at == nullptr) return {};
    }
    if (!at->is(node_kind::Name)) return {};
    const std::string_view root = at->text("id");
    resolved r;
    if (const auto m = facts.modules.find(root); m != facts.modules.end()) {
        r.module = m->second;
    } else if (const auto e = facts.imported.find(root); e != facts.imported.end()) {
        if (!attrs.empty()) return {};  // an attribute of a class or function: a value
        r.entry = e->second;
        return r;
    } else {
        return {};
    }
    for (auto it = attrs.rbegin(); it != attrs.rend(); ++it) {
        if (!module_table::allowed(r.module)) {
            std::string sub = submodule(r.module, *it);
            if (sub.empty()) return {};
            r.module = std::move(sub);
            continue;
        }
        const module_table::entry* e = module_table::find(r.module, *it);
        if (e == nullptr) return {};
        if (e->what == module_table::kind::module) {
            r.module = std::string(e->target);
            continue;
        }
        if (std::next(it) != attrs.rend()) return {};  // an attribute of a value
        r.module.clear();
        r.entry = e;
        return r;
    }
    return r;
}

std::string submodule(std::string_view package, std::string_view attr) {
    std::string full(package);
    full.append(".").append(attr);
    return module_table::allowed(full) ? full : std::string();
}

scope_facts gather_scope(const node& module) {
    scope_facts facts;
    gatherer(facts).run(module);
    return facts;
}

}  // namespace anyplot::agents::validate
