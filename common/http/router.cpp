#include "common/http/router.hpp"

namespace anyplot::common::http {
namespace {

std::vector<std::string> split_path(std::string_view path) {
    std::vector<std::string> out;
    while (!path.empty()) {
        if (path.front() == '/') {
            path.remove_prefix(1);
            continue;
        }
        const auto slash = path.find('/');
        out.emplace_back(path.substr(0, slash));
        path = slash == std::string_view::npos ? std::string_view{} : path.substr(slash);
    }
    return out;
}

bool is_param(std::string_view segment) {
    return segment.size() > 2 && segment.front() == '{' && segment.back() == '}';
}

}  // namespace

router::router(token_set tokens, bool auth_disabled) : tokens_(std::move(tokens)), auth_disabled_(auth_disabled) {}

void router::add(std::string method, std::string_view pattern, handler h, access a) {
    entries_.push_back(entry{std::move(method), std::string(pattern), split_path(pattern), std::move(h), a});
}

bool router::match_path(const entry& e, std::string_view path,
                        std::vector<std::pair<std::string, std::string>>& params) {
    // Exact segment structure: "/a//b" and "/a/b/" do not match "/a/b" (no normalisation tricks).
    std::vector<std::string_view> parts;
    if (path.empty() || path.front() != '/') return false;
    std::string_view rest = path.substr(1);
    while (true) {
        const auto slash = rest.find('/');
        parts.push_back(rest.substr(0, slash));
        if (slash == std::string_view::npos) break;
        rest = rest.substr(slash + 1);
    }
    if (e.segments.empty()) return parts.size() == 1 && parts[0].empty();
    if (parts.size() != e.segments.size()) return false;
    std::vector<std::pair<std::string, std::string>> found;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (parts[i].empty()) return false;
        if (is_param(e.segments[i])) {
            found.emplace_back(e.segments[i].substr(1, e.segments[i].size() - 2), std::string(parts[i]));
        } else if (e.segments[i] != parts[i]) {
            return false;
        }
    }
    params = std::move(found);
    return true;
}

router::match router::dispatch(request& req) const {
    match m;
    m.route = "unmatched";
    bool path_known = false;
    for (const auto& e : entries_) {
        std::vector<std::pair<std::string, std::string>> params;
        if (!match_path(e, req.path, params)) continue;
        path_known = true;
        if (e.method != req.method) continue;
        m.route = e.pattern;
        if (e.a == access::token && auth_disabled_) m.authenticated = true;
        if (e.a == access::token && !auth_disabled_) {
            auto who = tokens_.identify(req.header("authorization"));
            switch (who.verdict) {
                case auth_verdict::ok:
                    m.authenticated = true;
                    req.caller = std::move(who.caller);
                    break;
                case auth_verdict::unauthenticated:
                    m.early = error(401, "unauthenticated");
                    m.early.headers.push_back({"www-authenticate", "Bearer"});
                    return m;
                case auth_verdict::forbidden: m.early = error(403, "forbidden"); return m;
            }
        }
        req.params = std::move(params);
        m.target = &e.h;
        return m;
    }
    m.early = path_known ? error(405, "method_not_allowed") : error(404, "not_found");
    return m;
}

}  // namespace anyplot::common::http
