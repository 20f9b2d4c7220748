#include "agents/api/mcp_route.hpp"

#include "agents/api/event_pump.hpp"
#include "agents/api/session_check.hpp"
#include "agents/texts/texts.hpp"

#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <algorithm>

namespace anyplot::agents::api {

namespace asio = boost::asio;
namespace http = common::http;

namespace {

constexpr std::string_view session_header = "Mcp-Session-Id";

// A JSON-RPC error with no id, for what fails before a message is read.
http::response rpc_failure(int status, int code, std::string_view text) {
    nlohmann::json body{{"jsonrpc", "2.0"}, {"id", nullptr}, {"error", {{"code", code}, {"message", text}}}};
    return http::json(status, body.dump());
}

std::optional<std::string> header_of(const http::request& req, std::string_view name) {
    const auto v = req.header(name);
    if (!v) return std::nullopt;
    return std::string(*v);
}

bool lists(std::string_view header, std::string_view type) { return header.find(type) != std::string_view::npos; }

// Progress as notifications/progress on the request's stream, `progress` rising by one per step.
class stream_progress final : public mcp::progress_sink {
public:
    stream_progress(std::shared_ptr<event_pump> pump, std::string token) : pump_(std::move(pump)), token_(std::move(token)) {}
    void progress(std::string message) override {
        ++step_;
        const std::string text = nlohmann::json(message).dump();
        pump_->emit("message", R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":)" +
                                   token_ + R"(,"progress":)" + std::to_string(step_) + R"(,"message":)" + text + "}}");
    }

private:
    std::shared_ptr<event_pump> pump_;
    std::string token_;  // JSON text, as the client sent it
    int step_ = 0;
};

http::response to_response(const mcp::answer& a, const http::request& req) {
    http::response r;
    r.status = a.status;
    r.body = a.body;
    if (!a.session_id.empty()) r.headers.push_back({std::string(session_header), a.session_id});
    return finish(std::move(r), req);
}

}  // namespace

std::optional<std::string> mcp_person(const http::request& req) {
    if (auto user = user_of(req)) return std::move(*user);
    if (req.header("x-anyplot-user")) return std::nullopt;
    // The router's token id is a hash prefix of hex characters: a valid user id as it is.
    if (!req.caller.empty()) return "token-" + req.caller;
    return "local";  // authentication off (development on loopback)
}

void mcp_api::add_routes(http::router& r) {
    r.add("POST", "/mcp", [this](http::request q) { return post(std::move(q)); });
    r.add("GET", "/mcp", [this](http::request q) { return get(std::move(q)); });
    r.add("DELETE", "/mcp", [this](http::request q) { return remove(std::move(q)); });
}

bool mcp_api::origin_allowed(const http::request& req) const {
    const auto origin = req.header("origin");
    if (!origin) return true;
    return std::find(origins_.begin(), origins_.end(), *origin) != origins_.end();
}

asio::awaitable<http::response> mcp_api::post(http::request req) {
    // DNS rebinding: a page in a browser must not reach this through the person's own network.
    if (!origin_allowed(req)) co_return finish(rpc_failure(403, -32600, "Forbidden: Origin not allowed"), req);
    const auto caller = mcp_person(req);
    if (!caller) co_return finish(rpc_failure(400, -32600, "Bad Request: X-Anyplot-User is malformed"), req);
    const std::string accept(req.header("accept").value_or("*/*"));
    const bool takes_stream = lists(accept, "text/event-stream");
    if (!lists(accept, "application/json") && !takes_stream && !lists(accept, "*/*")) {
        co_return finish(rpc_failure(406, -32600, "Not Acceptable: accept application/json or text/event-stream"), req);
    }
    if (!lists(req.header("content-type").value_or(""), "application/json")) {
        co_return finish(rpc_failure(415, -32600, "Unsupported Media Type: send application/json"), req);
    }
    auto decoded = mcp::decode(req.body);
    if (!decoded) {
        co_return finish(decoded.error() == mcp::decode_problem::not_json ? rpc_failure(400, -32700, "Parse error")
                                                                          : rpc_failure(400, -32600, "Invalid Request"),
                         req);
    }
    const mcp::headers h{header_of(req, "mcp-protocol-version"), header_of(req, "mcp-method"),
                         header_of(req, "mcp-name"), header_of(req, "mcp-session-id")};
    const std::string person = *caller;
    const std::string language(texts::accepted_language(req.header("accept-language").value_or("")).value_or("en"));
    if (auto early = server_->check(*decoded, h, person)) co_return to_response(*early, req);

    if (!mcp::server::streams(*decoded) || !takes_stream || !req.stream) {
        auto a = co_await server_->handle(std::move(*decoded), h, person, language, nullptr, req.disconnect);
        co_return to_response(a, req);
    }
    // A stream scoped to this request: progress, then the response; closing it cancels the call.
    std::vector<http::header_field> head{{"X-Request-Id", request_id(req)}};
    const bool opened = co_await req.stream->open(std::move(head));
    if (!opened) co_return fail(wire::agent_error::cancelled, req);
    auto executor = co_await asio::this_coro::executor;
    auto pump = std::make_shared<event_pump>(executor, req.stream);
    pump->start();
    stream_progress steps(pump, *decoded->progress_token);
    auto a = co_await server_->handle(std::move(*decoded), h, person, language, &steps, req.disconnect);
    pump->emit("message", std::move(a.body));
    co_await pump->close();
    co_return http::json(200, "{}");  // not sent: the stream answered
}

asio::awaitable<http::response> mcp_api::get(http::request req) {
    if (!origin_allowed(req)) co_return finish(rpc_failure(403, -32600, "Forbidden: Origin not allowed"), req);
    const auto sid = req.header("mcp-session-id");
    // The modern era has no GET stream (Streamable HTTP, "Backward Compatibility"): 405 without a
    // session, as a modern-only server answers.
    if (!sid) {
        http::response r = rpc_failure(405, -32600, "Method Not Allowed: GET needs a legacy session");
        r.headers.push_back({"Allow", "POST"});
        co_return finish(std::move(r), req);
    }
    if (!lists(req.header("accept").value_or(""), "text/event-stream")) {
        co_return finish(rpc_failure(406, -32600, "Not Acceptable: GET takes text/event-stream"), req);
    }
    const auto person = mcp_person(req);
    if (!person) co_return finish(rpc_failure(400, -32600, "Bad Request: X-Anyplot-User is malformed"), req);
    auto ended = server_->session_ended(*sid, *person);
    if (!ended) co_return finish(rpc_failure(404, -32600, "Session not found"), req);
    if (!req.stream) co_return finish(rpc_failure(500, -32603, "no stream"), req);
    std::vector<http::header_field> head{{"X-Request-Id", request_id(req)}};
    const bool opened = co_await req.stream->open(std::move(head));
    if (!opened) co_return fail(wire::agent_error::cancelled, req);
    // Nothing of ours travels here (we send the client no requests); the server's heartbeats keep
    // it open until the client leaves or the session ends.
    auto executor = co_await asio::this_coro::executor;
    asio::steady_timer wait(executor, asio::steady_timer::time_point::max());
    const common::scoped_listener on_gone(req.disconnect, [&wait] { wait.cancel(); });
    const common::scoped_listener on_end(ended, [&wait] { wait.cancel(); });
    if (!req.disconnect->fired() && !ended->fired()) {
        boost::system::error_code ec;
        co_await wait.async_wait(asio::redirect_error(asio::use_awaitable, ec));
    }
    co_return http::json(200, "{}");  // not sent: the stream answered
}

asio::awaitable<http::response> mcp_api::remove(http::request req) {
    if (!origin_allowed(req)) co_return finish(rpc_failure(403, -32600, "Forbidden: Origin not allowed"), req);
    const auto sid = req.header("mcp-session-id");
    if (!sid) co_return finish(rpc_failure(405, -32600, "Method Not Allowed: DELETE needs a legacy session"), req);
    const auto person = mcp_person(req);
    if (!person || !server_->end_session(*sid, *person)) {
        co_return finish(rpc_failure(404, -32600, "Session not found"), req);
    }
    http::response r;
    r.status = 204;
    co_return finish(std::move(r), req);
}

}  // namespace anyplot::agents::api
