#include "agents/api/session_check.hpp"

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

bool session_id_like(std::string_view s) noexcept {
    return s.size() == 32 && std::all_of(s.begin(), s.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
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
    const std::string_view sid = req->param("sid");
    // The store makes ids of 32 lowercase hex characters: anything else never existed, and is
    // answered without a store call (a byte PostgreSQL cannot read as UTF-8 never reaches it).
    if (!session_id_like(sid)) co_return common::failure{fail(agent_error::session_expired, *req)};
    auto find_and_touch = [&](store::store& s) -> store::result<store::session> {
        auto found = s.find_session(sid, out.user);
        if (found) (void)s.touch_session(sid, out.user);
        return found;
    };
    auto found = co_await db->call(find_and_touch);
    if (!found) {
        co_return common::failure{fail(found.error() == store::store_error::not_found ? agent_error::session_expired
                                                                                      : agent_error::unavailable,
                                       *req)};
    }
    out.session = std::move(*found);
    co_return out;
}

}  // namespace anyplot::agents::api
