#include "agents/api/messages.hpp"

#include "agents/api/bodies.hpp"
#include "agents/api/event_pump.hpp"
#include "agents/api/session_check.hpp"
#include "common/crypto.hpp"
#include "common/log.hpp"

#include <boost/asio/this_coro.hpp>

namespace anyplot::agents::api {

namespace asio = boost::asio;
namespace http = common::http;
using wire::agent_error;

namespace {

// The turn's events, each encoded once, written out in order by the pump; emit() never waits.
struct stream_sink final : chat::event_sink {
    explicit stream_sink(std::shared_ptr<event_pump> p) : pump(std::move(p)) {}
    void emit(chat::event e) override {
        chat::wire_event w = chat::encode(e);
        pump->emit(std::move(w.name), w.data.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    }
    std::shared_ptr<event_pump> pump;
};

// Takes the session's entry out of the running turns on every way out of the handler.
struct running_entry {
    std::weak_ptr<std::map<std::string, std::shared_ptr<common::one_shot_signal>>> turns;
    std::string sid;
    ~running_entry() {
        if (auto t = turns.lock()) t->erase(sid);
    }
};

}  // namespace

void messages_api::add_routes(http::router& r) {
    r.add("POST", "/v1/sessions/{sid}/messages", [this](http::request q) { return post(std::move(q)); });
    r.add("POST", "/v1/sessions/{sid}/cancel", [this](http::request q) { return cancel(std::move(q)); });
    r.add("GET", "/v1/sessions/{sid}/messages", [this](http::request q) { return history(std::move(q)); });
}

asio::awaitable<http::response> messages_api::history(http::request req) {
    auto checked = co_await check_session(services_->store, &req);
    if (!checked) co_return checked.error();
    const std::string sid(req.param("sid"));
    auto read = [&](store::store& s) { return s.chat_entries(sid, store::chat_entries_kept); };
    auto entries = co_await services_->store->call(read);
    if (!entries) co_return fail(agent_error::unavailable, req);
    nlohmann::json messages = nlohmann::json::array();
    for (const store::chat_entry& e : *entries) {
        auto line = nlohmann::json::parse(e.json, nullptr, false);
        if (!line.is_object()) continue;  // a line this build cannot read is left out, never sent raw
        line["at"] = e.at.time_since_epoch().count();
        messages.push_back(std::move(line));
    }
    const bool closed = checked->session.refusals >= settings_.limits.session_refusals;
    const nlohmann::json out{{"closed", closed}, {"messages", std::move(messages)}};
    co_return finish(http::json(200, out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)), req);
}

asio::awaitable<http::response> messages_api::post(http::request req) {
    auto checked = co_await check_session(services_->store, &req);
    if (!checked) co_return checked.error();
    auto text = decode_message(req.body);
    if (!text) co_return fail(agent_error::invalid_arguments, req);
    if (!req.stream) co_return fail(agent_error::internal, req);
    const std::string sid(req.param("sid"));
    // No await between this check and the entry: two requests cannot both pass.
    if (running_->count(sid) > 0) co_return fail(agent_error::turn_in_progress, req);
    auto cancel = std::make_shared<common::one_shot_signal>();
    (*running_)[sid] = cancel;
    const running_entry entry{running_, sid};
    // A person who leaves cancels the turn, the same way as the cancel route.
    const common::scoped_listener gone(req.disconnect, [cancel] { cancel->fire(); });

    std::vector<http::header_field> headers{{"X-Request-Id", request_id(req)}};
    const bool opened = co_await req.stream->open(std::move(headers));
    if (!opened) co_return fail(agent_error::cancelled, req);
    auto executor = co_await asio::this_coro::executor;
    auto pump = std::make_shared<event_pump>(executor, req.stream);
    pump->start();
    auto sink = std::make_shared<stream_sink>(pump);

    chat::turn_request turn;
    turn.run_id = "t-" + common::crypto::random_hex(8);
    turn.user = checked->user;
    turn.session_id = sid;
    turn.session_refusals = checked->session.refusals;
    turn.session_language = checked->session.language;
    turn.text = std::move(*text);
    turn.accept_language = std::string(req.header("accept-language").value_or(""));
    const std::string run_id = turn.run_id;
    const auto turn_started = std::chrono::steady_clock::now();
    try {
        co_await chat::run_turn(services_, settings_, std::move(turn), sink.get(), cancel);
    } catch (const std::exception& e) {
        // The class only (a message may carry request content); the person still gets error and done.
        common::log::error("turn_exception", {{"run_id", run_id}, {"class", typeid(e).name()}});
        sink->emit(chat::error_event{chat::turn_error::internal, run_id});
        sink->emit(chat::done_event{});
    }
    tools::observe_since(services_->tool_ctx.metrics, tools::turn_seconds, {}, turn_started);
    co_await pump->close();
    co_return http::json(200, "{}");  // not sent: the stream answered
}

asio::awaitable<http::response> messages_api::cancel(http::request req) {
    auto checked = co_await check_session(services_->store, &req);
    if (!checked) co_return checked.error();
    const std::string sid(req.param("sid"));
    if (const auto it = running_->find(sid); it != running_->end()) it->second->fire();
    http::response r;
    r.status = 204;
    co_return finish(std::move(r), req);
}

}  // namespace anyplot::agents::api
