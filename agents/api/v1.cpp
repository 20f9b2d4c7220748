#include "agents/api/v1.hpp"

#include "agents/api/bodies.hpp"
#include "agents/api/session_check.hpp"
#include "agents/store/async_store.hpp"
#include "agents/chat/translate.hpp"
#include "agents/tools/generate_data.hpp"
#include "agents/tools/paste.hpp"
#include "agents/tools/plot_json.hpp"
#include "agents/tools/refusal.hpp"
#include "agents/tools/sandbox_queue.hpp"
#include "agents/tools/sessions.hpp"
#include "agents/tools/version_json.hpp"
#include "common/utf8.hpp"
#include "wire/limits.hpp"
#include "common/crypto.hpp"
#include "wire/vocabulary.hpp"

#include <nlohmann/json.hpp>

#include <charconv>

namespace anyplot::agents::api {

namespace http = common::http;
using wire::agent_error;

namespace {

// The version list's length: a page shows the newest ones; older ones stay readable by number.
constexpr int max_listed_versions = 200;

std::optional<int> positive_int(std::string_view s) {
    int n = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
    if (ec != std::errc{} || end != s.data() + s.size() || n < 1) return std::nullopt;
    return n;
}

http::response ok_json(const nlohmann::json& out, const http::request& req) {
    return finish(http::json(200, out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)), req);
}

}  // namespace

void v1_api::add_routes(http::router& r) {
    r.add("POST", "/v1/sessions", [this](http::request q) { return create_session(std::move(q)); });
    r.add("DELETE", "/v1/sessions/{sid}", [this](http::request q) { return delete_session(std::move(q)); });
    r.add("POST", "/v1/sessions/{sid}/data-code", [this](http::request q) { return data_code(std::move(q)); });
    r.add("POST", "/v1/sessions/{sid}/dataset", [this](http::request q) { return paste(std::move(q)); });
    r.add("POST", "/v1/sessions/{sid}/formula", [this](http::request q) { return formula(std::move(q)); });
    r.add("GET", "/v1/sessions/{sid}/dataset", [this](http::request q) { return get_dataset(std::move(q)); });
    r.add("GET", "/v1/sessions/{sid}/dataset/versions",
          [this](http::request q) { return list_versions(std::move(q)); });
    r.add("POST", "/v1/sessions/{sid}/dataset/versions/{n}/confirm",
          [this](http::request q) { return confirm(std::move(q)); });
    r.add("PUT", "/v1/sessions/{sid}/dataset/versions/{n}/plot",
          [this](http::request q) { return set_plot(std::move(q)); });
}

boost::asio::awaitable<http::response> v1_api::create_session(http::request req) {
    const auto user = user_of(req);
    if (!user) co_return fail(agent_error::user_required, req);
    auto sid = co_await tools::open_session(ctx_.store, *user, {deps_.sessions_per_hour, deps_.sessions_per_day},
                                            ctx_.now());
    if (!sid) co_return fail(sid.error(), req);
    co_return finish(http::json(201, nlohmann::json{{"session_id", *sid}}.dump()), req);
}

boost::asio::awaitable<http::response> v1_api::delete_session(http::request req) {
    auto checked = co_await check_session(ctx_.store, &req);
    if (!checked) co_return std::move(checked.error());
    const std::string_view sid = req.param("sid");
    auto remove = [&](store::store& s) { return s.delete_session(sid, checked->user); };
    (void)co_await ctx_.store->call(remove);
    http::response r;
    r.status = 204;
    co_return finish(std::move(r), req);
}

boost::asio::awaitable<http::response> v1_api::data_code(http::request req) {
    auto checked = co_await check_session(ctx_.store, &req);
    if (!checked) co_return std::move(checked.error());
    const std::string user = checked->user;
    auto body = decode_data_code(req.body);
    if (!body) co_return fail(agent_error::invalid_arguments, req);
    tools::turn_state turn;  // one request of this route is one turn
    turn.ref = "dc-" + common::crypto::random_hex(8);
    // Its one run waits in the same queue as the chat turns'; a client that leaves cancels it.
    tools::queue_hold hold(*deps_.sandbox_slots, deps_.sandbox_wait, req.disconnect, user);
    std::string sid(req.param("sid"));  // named: no temporary may live across the co_await (g++ 12)
    if (deps_.translator != nullptr && body->language && tools::needs_translation(*body->language)) {
        // Another language and a model: the root translates, the same tool runs the Python.
        if (body->code.empty() || common::utf8::length(body->code) > wire::max_code_chars) {
            co_return fail(body->code.empty() ? agent_error::invalid_arguments : agent_error::code_too_long, req);
        }
        models::usage used;
        auto python = co_await chat::translate_to_python(deps_.translator, deps_.tool_schemas, std::move(body->code),
                                                         *body->language, req.disconnect, &used);
        if (!python) {
            co_return fail(python.error() == chat::translate_error::cancelled ? agent_error::cancelled
                                                                              : agent_error::unavailable,
                           req);
        }
        body->code = std::move(python).value();
        body->language = models::source_language::python;
    }
    auto result = co_await tools::run_data_code(ctx_, user, std::move(sid), std::move(body->code),
                                                body->language, &turn, &hold, req.disconnect);
    if (!result) co_return fail(result.error().code, req, result.error().notes, tools::cap_fields(result.error()));
    const nlohmann::json out{{"status", "ok"},
                             {"version", result->version},
                             {"rows", result->rows},
                             {"columns", tools::columns_json(*result)},
                             {"code", result->code},
                             {"warnings", result->warnings},
                             {"plot", tools::plot_json(result->plot)}};
    co_return ok_json(out, req);
}

boost::asio::awaitable<http::response> v1_api::paste(http::request req) {
    auto checked = co_await check_session(ctx_.store, &req);
    if (!checked) co_return std::move(checked.error());
    const std::string user = checked->user;
    const std::string content_type(req.header("content-type").value_or(""));
    auto text = decode_paste(content_type, std::move(req.body));
    if (!text) co_return fail(text.error(), req);
    std::string sid(req.param("sid"));
    auto result = co_await tools::paste_dataset(ctx_, user, std::move(sid), std::move(text).value(),
                                                deps_.pastes_per_minute, req.disconnect);
    if (!result) {
        const tools::paste_refusal& refused = result.error();
        // code / formula: where the text should go instead (a page may offer to send it to the chat).
        nlohmann::json extra = nlohmann::json::object();
        if (!refused.chat.empty()) extra["chat"] = refused.chat;
        co_return fail(refused.refusal.code, req, refused.refusal.notes, extra);
    }
    nlohmann::json preview = nlohmann::json::array();
    for (const auto& row : result->preview) {
        nlohmann::json cells = nlohmann::json::array();
        for (const auto& cell : row) cells.push_back(cell.empty() ? nlohmann::json(nullptr) : nlohmann::json(cell));
        preview.push_back(std::move(cells));
    }
    const nlohmann::json out{{"version", result->version},
                             {"rows", result->rows},
                             {"columns", tools::columns_json(*result)},
                             {"preview", preview},
                             {"warnings", result->warnings},
                             {"plot", tools::plot_json(result->plot)}};
    co_return ok_json(out, req);
}

boost::asio::awaitable<http::response> v1_api::formula(http::request req) {
    auto checked = co_await check_session(ctx_.store, &req);
    if (!checked) co_return std::move(checked.error());
    // 2,000 characters of 4 bytes, each escaped as \uXXXX\uXXXX, fit well under this.
    auto body = decode_one_string(req.body, "formula", 32 * 1024);
    if (!body) co_return fail(agent_error::invalid_arguments, req);
    // A formula stores a version without a sandbox run: the direct routes' rate bounds it.
    std::string user = checked->user;
    const auto limited = co_await tools::take_direct_version(ctx_, std::move(user), deps_.pastes_per_minute);
    if (limited) co_return fail(*limited, req);
    tools::turn_state turn;  // one request of this route is one turn
    std::string sid(req.param("sid"));
    auto result = co_await tools::generate_data(ctx_, std::move(sid), std::move(body).value(), &turn, req.disconnect);
    if (!result) {
        const tools::tool_refusal& refused = result.error();
        // Where in the formula: a position, never the text.
        nlohmann::json extra = nlohmann::json::object();
        if (refused.position > 0) extra["position"] = refused.position;
        co_return fail(refused.code, req, refused.notes, extra);
    }
    const nlohmann::json out{{"status", "ok"},
                             {"version", result->version},
                             {"rows", result->rows},
                             {"columns", tools::columns_json(*result)},
                             {"source", "formula"},
                             {"code", result->code},
                             {"warnings", result->warnings},
                             {"plot", tools::plot_json(result->plot)}};
    co_return ok_json(out, req);
}

boost::asio::awaitable<http::response> v1_api::get_dataset(http::request req) {
    auto checked = co_await check_session(ctx_.store, &req);
    if (!checked) co_return std::move(checked.error());
    std::optional<int> version;
    if (const auto v = req.query_param("version")) {
        version = positive_int(*v);
        if (!version) co_return fail(agent_error::invalid_arguments, req);
    }
    const std::string_view sid = req.param("sid");
    auto get = [&](store::store& s) { return s.get_version(sid, version); };
    auto got = co_await ctx_.store->call(get);
    if (!got) co_return fail(agent_error::not_found, req);
    const nlohmann::json out = tools::stored_version_json(*got);
    co_return ok_json(out, req);
}

boost::asio::awaitable<http::response> v1_api::list_versions(http::request req) {
    auto checked = co_await check_session(ctx_.store, &req);
    if (!checked) co_return std::move(checked.error());
    const std::string_view sid = req.param("sid");
    auto list = [&](store::store& s) { return s.list_versions(sid, max_listed_versions); };
    auto got = co_await ctx_.store->call(list);
    if (!got) co_return fail(agent_error::unavailable, req);
    nlohmann::json versions = tools::version_list_json(*got);
    co_return finish(http::json(200, nlohmann::json{{"versions", std::move(versions)}}.dump()), req);
}

boost::asio::awaitable<http::response> v1_api::confirm(http::request req) {
    auto checked = co_await check_session(ctx_.store, &req);
    if (!checked) co_return std::move(checked.error());
    const auto n = positive_int(req.param("n"));
    if (!n) co_return fail(agent_error::invalid_arguments, req);
    const std::string_view sid = req.param("sid");
    auto confirm_op = [&](store::store& s) { return s.confirm_version(sid, *n); };
    auto confirmed = co_await ctx_.store->call(confirm_op);
    if (!confirmed) co_return fail(agent_error::not_found, req);
    co_return finish(http::json(200, nlohmann::json{{"version", *n}, {"confirmed", true}}.dump()), req);
}

boost::asio::awaitable<http::response> v1_api::set_plot(http::request req) {
    auto checked = co_await check_session(ctx_.store, &req);
    if (!checked) co_return std::move(checked.error());
    const auto n = positive_int(req.param("n"));
    if (!n) co_return fail(agent_error::invalid_arguments, req);
    auto plot = decode_plot(req.body);
    if (!plot) co_return fail(agent_error::invalid_arguments, req);
    const std::string sid(req.param("sid"));
    auto get = [&](store::store& s) { return s.get_version(sid, *n); };
    auto got = co_await ctx_.store->call(get);
    if (!got) co_return fail(got.error() == store::store_error::not_found ? agent_error::not_found : agent_error::unavailable, req);
    // The columns decide; the note is a fixed line that never names one.
    if (const auto problem = data::plot_problem(*plot, tools::profile_columns(got->columns_json))) {
        co_return fail(agent_error::invalid_arguments, req, {std::string(*problem)});
    }
    const std::string text = tools::plot_text(*plot);
    auto write = [&](store::store& s) { return s.set_plot(sid, *n, text); };
    auto written = co_await ctx_.store->call(write);
    if (!written) {
        co_return fail(written.error() == store::store_error::not_found ? agent_error::not_found : agent_error::unavailable,
                       req);
    }
    co_return ok_json(nlohmann::json{{"version", *n}, {"plot", tools::plot_json(*plot)}}, req);
}

}  // namespace anyplot::agents::api
