#include "agents/api/session_check.hpp"

#include "agents/tools/sessions.hpp"
#include "common/crypto.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace anyplot::agents::api {

namespace http = common::http;
using wire::agent_error;

bool id_like(std::string_view s, bool allow_underscore) noexcept {
    if (s.empty() || s.size() > 64) return false;
    for (const char c : s) {
        const bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
                        (allow_underscore && c == '_');
        if (!ok) return false;
    }
    return true;
}

std::optional<std::string> user_of(const http::request& req) {
    const auto u = req.header("x-anyplot-user");
    if (!u || !id_like(*u, true)) return std::nullopt;
    return std::string(*u);
}

std::string request_id(const http::request& req) {
    const auto given = req.header("x-request-id");
    return given && id_like(*given, false) ? std::string(*given) : common::crypto::random_hex(8);
}

http::response finish(http::response r, const http::request& req) {
    r.headers.push_back({"X-Request-Id", request_id(req)});
    return r;
}

http::response fail(agent_error code, const http::request& req, const std::vector<std::string>& notes) {
    return fail(code, req, notes, nlohmann::json::object());
}

http::response fail(agent_error code, const http::request& req, const std::vector<std::string>& notes,
                    const nlohmann::json& extra) {
    nlohmann::json body{{"detail", wire::to_string(code)}};
    if (!notes.empty()) body["notes"] = notes;
    for (const auto& [k, v] : extra.items()) body[k] = v;
    return finish(http::json(wire::http_status(code), body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)),
                  req);
}

boost::asio::awaitable<common::result<checked_session, http::response>> check_session(store::async_store* db,
                                                                                      const http::request* req) {
    const auto u = user_of(*req);
    if (!u) co_return common::failure{fail(agent_error::user_required, *req)};
    checked_session out;
    out.user = *u;
    std::string sid(req->param("sid"));
    auto found = co_await tools::own_session(db, out.user, std::move(sid));
    if (!found) co_return common::failure{fail(found.error(), *req)};
    out.session = std::move(*found);
    co_return out;
}

}  // namespace anyplot::agents::api
