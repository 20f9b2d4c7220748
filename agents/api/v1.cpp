#include "agents/api/v1.hpp"

#include "agents/api/bodies.hpp"
#include "agents/store/store.hpp"
#include "common/crypto.hpp"
#include "wire/vocabulary.hpp"

#include <nlohmann/json.hpp>

#include <charconv>

namespace anyplot::agents::api {

namespace http = common::http;
using wire::agent_error;

namespace {

bool id_like(std::string_view s, bool allow_underscore) {
    if (s.empty() || s.size() > 64) return false;
    for (const char c : s) {
        const bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
                        (allow_underscore && c == '_');
        if (!ok) return false;
    }
    return true;
}

// X-Request-Id echoed when well-formed, else one of ours.
http::response finish(http::response r, const http::request& req) {
    const auto given = req.header("x-request-id");
    r.headers.push_back({"X-Request-Id", given && id_like(*given, false) ? std::string(*given)
                                                                          : common::crypto::random_hex(8)});
    return r;
}

http::response fail(agent_error code, const http::request& req, const std::vector<std::string>& notes = {}) {
    nlohmann::json body{{"detail", wire::to_string(code)}};
    if (!notes.empty()) body["notes"] = notes;
    return finish(http::json(wire::http_status(code), body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)),
                  req);
}

std::optional<std::string> user_of(const http::request& req) {
    const auto u = req.header("x-anyplot-user");
    if (!u || !id_like(*u, true)) return std::nullopt;
    return std::string(*u);
}

// The caller's session, or the answer to give instead (400 user_required, 404 session_expired).
std::optional<http::response> check_session(store::store& st, const http::request& req, std::string& user) {
    const auto u = user_of(req);
    if (!u) return fail(agent_error::user_required, req);
    user = *u;
    const std::string_view sid = req.param("sid");
    if (!st.find_session(sid, user)) return fail(agent_error::session_expired, req);
    (void)st.touch_session(sid, user);
    return std::nullopt;
}

std::optional<int> positive_int(std::string_view s) {
    int n = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
    if (ec != std::errc{} || end != s.data() + s.size() || n < 1) return std::nullopt;
    return n;
}

}  // namespace

void v1_api::add_routes(http::router& r) {
    r.add("POST", "/v1/sessions", [this](http::request q) { return create_session(std::move(q)); });
    r.add("DELETE", "/v1/sessions/{sid}", [this](http::request q) { return delete_session(std::move(q)); });
    r.add("POST", "/v1/sessions/{sid}/data-code", [this](http::request q) { return data_code(std::move(q)); });
    r.add("GET", "/v1/sessions/{sid}/dataset", [this](http::request q) { return get_dataset(std::move(q)); });
    r.add("POST", "/v1/sessions/{sid}/dataset/versions/{n}/confirm",
          [this](http::request q) { return confirm(std::move(q)); });
}

boost::asio::awaitable<http::response> v1_api::create_session(http::request req) {
    const auto user = user_of(req);
    if (!user) co_return fail(agent_error::user_required, req);
    auto sid = ctx_.store->create_session(*user);
    if (!sid) co_return fail(agent_error::unavailable, req);
    co_return finish(http::json(201, nlohmann::json{{"session_id", *sid}}.dump()), req);
}

boost::asio::awaitable<http::response> v1_api::delete_session(http::request req) {
    std::string user;
    if (auto refused = check_session(*ctx_.store, req, user)) co_return std::move(*refused);
    (void)ctx_.store->delete_session(req.param("sid"), user);
    http::response r;
    r.status = 204;
    co_return finish(std::move(r), req);
}

boost::asio::awaitable<http::response> v1_api::data_code(http::request req) {
    std::string user;
    if (auto refused = check_session(*ctx_.store, req, user)) co_return std::move(*refused);
    auto body = decode_data_code(req.body);
    if (!body) co_return fail(agent_error::invalid_arguments, req);
    tools::turn_state turn;  // one request of this route is one turn
    std::string sid(req.param("sid"));  // named: no temporary may live across the co_await (g++ 12)
    auto result = co_await tools::run_data_code(ctx_, user, std::move(sid), std::move(body->code),
                                                std::move(body->source_language), &turn);
    if (!result) co_return fail(result.error().code, req, result.error().notes);
    nlohmann::json columns = nlohmann::json::array();
    for (const auto& c : result->columns) columns.push_back({{"name", c.name}, {"dtype", c.dtype}});
    const nlohmann::json out{{"status", "ok"},
                             {"version", result->version},
                             {"rows", result->rows},
                             {"columns", columns},
                             {"code", result->code}};
    co_return finish(http::json(200, out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)), req);
}

boost::asio::awaitable<http::response> v1_api::get_dataset(http::request req) {
    std::string user;
    if (auto refused = check_session(*ctx_.store, req, user)) co_return std::move(*refused);
    std::optional<int> version;
    if (const auto v = req.query_param("version")) {
        version = positive_int(*v);
        if (!version) co_return fail(agent_error::invalid_arguments, req);
    }
    auto got = ctx_.store->get_version(req.param("sid"), version);
    if (!got) co_return fail(agent_error::not_found, req);
    nlohmann::json columns = nlohmann::json::parse(got->columns_json, nullptr, false);
    const nlohmann::json out{{"version", got->version},
                             {"source", store::to_string(got->source)},
                             {"confirmed", got->confirmed},
                             {"rows", got->rows},
                             {"columns", columns.is_discarded() ? nlohmann::json::array() : columns},
                             {"csv", got->csv},
                             {"code", got->code ? nlohmann::json(*got->code) : nlohmann::json(nullptr)}};
    co_return finish(http::json(200, out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)), req);
}

boost::asio::awaitable<http::response> v1_api::confirm(http::request req) {
    std::string user;
    if (auto refused = check_session(*ctx_.store, req, user)) co_return std::move(*refused);
    const auto n = positive_int(req.param("n"));
    if (!n) co_return fail(agent_error::invalid_arguments, req);
    if (!ctx_.store->confirm_version(req.param("sid"), *n)) co_return fail(agent_error::not_found, req);
    co_return finish(http::json(200, nlohmann::json{{"version", *n}, {"confirmed", true}}.dump()), req);
}

}  // namespace anyplot::agents::api
