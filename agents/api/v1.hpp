#pragma once
// The /v1 routes of the agents service: sessions, the data-code route (the run_data_code tool),
// a paste, the formula route (the generate_data tool), and dataset versions. Handlers are thin: check the user and the session, decode, call one
// function, encode.
#include "agents/models/model.hpp"
#include "agents/tools/run_data_code.hpp"
#include "common/http/router.hpp"
#include "common/slots.hpp"

#include <chrono>

namespace anyplot::agents::api {

struct v1_deps {
    tools::tool_context tools;
    // With a model configured, the data-code route translates other languages first.
    models::chat_model* translator = nullptr;
    std::vector<models::tool_schema> tool_schemas;
    common::run_slots* sandbox_slots = nullptr;   // the process's queue for sandbox work
    std::chrono::milliseconds sandbox_wait{30'000};
    int sessions_per_hour = 30;                    // AGENT_USER_SESSIONS_PER_HOUR
    int sessions_per_day = 200;                    // AGENT_USER_SESSIONS_PER_DAY
    int pastes_per_minute = 10;                    // AGENT_USER_PASTES_PER_MINUTE: pastes and formulas
};

class v1_api {
public:
    explicit v1_api(v1_deps deps) : deps_(std::move(deps)), ctx_(deps_.tools) {}
    void add_routes(common::http::router& r);

    // Public for the route lambdas only (named coroutines, parameters by value).
    [[nodiscard]] boost::asio::awaitable<common::http::response> create_session(common::http::request req);
    [[nodiscard]] boost::asio::awaitable<common::http::response> delete_session(common::http::request req);
    [[nodiscard]] boost::asio::awaitable<common::http::response> data_code(common::http::request req);
    [[nodiscard]] boost::asio::awaitable<common::http::response> paste(common::http::request req);
    [[nodiscard]] boost::asio::awaitable<common::http::response> formula(common::http::request req);
    [[nodiscard]] boost::asio::awaitable<common::http::response> get_dataset(common::http::request req);
    [[nodiscard]] boost::asio::awaitable<common::http::response> confirm(common::http::request req);
    [[nodiscard]] boost::asio::awaitable<common::http::response> set_plot(common::http::request req);
    [[nodiscard]] boost::asio::awaitable<common::http::response> list_versions(common::http::request req);

private:
    v1_deps deps_;
    tools::tool_context& ctx_;
};

}  // namespace anyplot::agents::api
