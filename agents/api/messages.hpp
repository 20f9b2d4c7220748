#pragma once
// The chat routes (docs/api.md, the `/messages` and `/cancel` routes; docs/chat.md):
// POST /v1/sessions/{sid}/messages answers a turn as Server-Sent Events (chat/turn.hpp does the
// turn; this file checks the request, keeps one running turn per session, and writes the turn's
// events out in order), and POST /v1/sessions/{sid}/cancel stops the session's running turn or
// takes it out of the sandbox queue; GET /v1/sessions/{sid}/messages answers the session's chat
// history (what its turns showed) and whether it still takes messages. Errors before the stream
// starts are plain JSON: 401/403, 400 user_required, 404 session_expired, 422 invalid_arguments,
// 409 turn_in_progress.
#include "agents/chat/turn.hpp"
#include "common/http/router.hpp"

#include <map>
#include <memory>
#include <string>

namespace anyplot::agents::api {

class messages_api {
public:
    messages_api(const chat::turn_services* services, chat::turn_settings settings)
        : services_(services), settings_(std::move(settings)) {}
    void add_routes(common::http::router& r);

    // Public for the route lambdas only (named coroutines, parameters by value).
    [[nodiscard]] boost::asio::awaitable<common::http::response> post(common::http::request req);
    [[nodiscard]] boost::asio::awaitable<common::http::response> cancel(common::http::request req);
    [[nodiscard]] boost::asio::awaitable<common::http::response> history(common::http::request req);

    [[nodiscard]] std::size_t running() const noexcept { return running_->size(); }

private:
    using turns = std::map<std::string, std::shared_ptr<common::one_shot_signal>>;
    const chat::turn_services* services_;
    chat::turn_settings settings_;
    // Session id → its running turn's cancel signal. Shared so a frame destroyed late (the
    // io_context torn down at exit) can still erase its entry.
    std::shared_ptr<turns> running_ = std::make_shared<turns>();
};

}  // namespace anyplot::agents::api
