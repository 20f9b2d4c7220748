#include "agents/backends/remote.hpp"

#include "common/http/client.hpp"
#include "common/log.hpp"
#include "wire/limits.hpp"

#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core/error.hpp>

namespace anyplot::agents::backends {

namespace asio = boost::asio;
namespace http = common::http;
using clock = std::chrono::steady_clock;

const char* to_string(backend_error e) noexcept {
    switch (e) {
        case backend_error::unavailable: return "unavailable";
        case backend_error::capacity: return "capacity";
        case backend_error::timeout: return "timeout";
        case backend_error::internal: return "internal";
        case backend_error::cancelled: return "cancelled";
    }
    return "internal";
}

namespace {

asio::awaitable<void> best_effort_cancel(std::string base_url, std::string token, std::string job_id) {
    http::client_request req;
    req.method = "POST";
    req.url = base_url + "/run-data/" + job_id + "/cancel";
    req.headers.push_back({"Authorization", "Bearer " + token});
    req.timeout = std::chrono::milliseconds(2000);
    auto ignored = co_await http::fetch(std::move(req));
    common::log::info("renderer_cancel_sent", {{"delivered", ignored.ok()}});
}

// The one place an HTTP exchange becomes an attempt's end (the pool decides what follows).
attempt_end classify(const common::result<http::client_response, http::fetch_failure>& answer,
                     const std::string& job_id, std::optional<wire::data_run_response>* decoded_out) {
    if (!answer) {
        if (answer.error().stage == http::fetch_stage::connect) return attempt_end::connect_failed;
        if (answer.error().ec == boost::beast::error::timeout) return attempt_end::timed_out;
        return attempt_end::lost;  // reset, EOF, a garbled answer: the request may have arrived
    }
    const int status = answer->status;
    if (status == 200) {
        auto decoded = wire::decode_data_run_response(answer->body);
        if (!decoded || decoded->job_id != job_id) {
            common::log::error("renderer_contract", {{"why", "undecodable 200 answer"}});
            return attempt_end::broken;
        }
        decoded_out->emplace(std::move(decoded).value());
        return attempt_end::answered;
    }
    if (status == 404 || status == 401 || status == 403) {
        // An old renderer without /run-data, or our token is wrong: nothing ran, nothing will.
        common::log::error("renderer_refused", {{"status", status}});
        return attempt_end::refused;
    }
    if (status == 502 || status == 503 || status == 504) {
        const auto detail = wire::decode_error_body(answer->body);
        if (!detail) return attempt_end::front_end;  // a front end's answer, not the renderer's
        const auto code = wire::parse_renderer_error(detail->detail);
        if (code == wire::renderer_error::busy) return attempt_end::busy;
        if (code == wire::renderer_error::low_memory) return attempt_end::low_memory;
        if (code == wire::renderer_error::stuck) return attempt_end::stuck;
        if (code == wire::renderer_error::sandbox_unavailable) return attempt_end::sandbox_unavailable;
        return attempt_end::io;  // io, or another code of the renderer's own after it took the job
    }
    // 409/422: we built a bad request; 499/500: the renderer gave up. None is the user's fault,
    // none is worth a retry.
    common::log::error("renderer_refused", {{"status", status}});
    return attempt_end::broken;
}

// Holds one attempt's place in the pool's in-flight count for as long as the exchange runs.
struct in_flight_hold {
    renderer_pool* pool;
    std::size_t renderer;
    in_flight_hold(renderer_pool* p, std::size_t i) : pool(p), renderer(i) { pool->begin(renderer); }
    ~in_flight_hold() { pool->end(renderer); }
    in_flight_hold(const in_flight_hold&) = delete;
    in_flight_hold& operator=(const in_flight_hold&) = delete;
};

}  // namespace

remote_backend::remote_backend(remote_options options)
    : options_(std::move(options)), pool_(options_.urls, options_.down_for) {}

asio::awaitable<void> remote_backend::check_renderers() {
    for (std::size_t i = 0; i < pool_.size(); ++i) {
        http::client_request req;
        req.method = "GET";
        req.url = pool_.url(i) + "/status";
        req.headers.push_back({"Authorization", "Bearer " + options_.token});
        req.timeout = std::chrono::milliseconds(5000);
        req.connect_timeout = options_.connect_timeout;
        const auto answer = co_await http::fetch(std::move(req));
        const auto index = static_cast<std::int64_t>(i);  // the renderer's place in AGENT_RENDER_URL
        if (!answer) {
            // Said, not recorded: the pool marks a renderer down when a run finds it so (a renderer
            // that starts after the agents must not be skipped for it).
            common::log::warn("renderer_unreachable", {{"renderer", index}});
        } else if (answer->status == 401 || answer->status == 403) {
            common::log::error("renderer_refuses_token",
                               {{"renderer", index},
                                {"status", static_cast<std::int64_t>(answer->status)},
                                {"fix", "AGENT_RENDER_TOKEN must be one of the renderer's RENDERER_TOKENS"}});
            pool_.record(i, attempt_end::refused);
        } else if (answer->status != 200) {
            common::log::warn("renderer_check_failed", {{"renderer", index}, {"status", static_cast<std::int64_t>(answer->status)}});
        } else {
            common::log::info("renderer_checked", {{"renderer", index}});
        }
    }
}

asio::awaitable<common::result<wire::data_run_response, backend_error>> remote_backend::run_data(
    data_run_call call, std::shared_ptr<common::one_shot_signal> cancel) {
    if (cancel->fired()) co_return common::failure{backend_error::cancelled};
    pool_call path(pool_);
    auto first = path.first();
    if (!first) co_return common::failure{backend_error::unavailable};  // none configured, or all down
    std::size_t target = *first;
    const wire::data_run_request request{call.job_id, call.source, call.timeout_s};
    const std::string body = wire::encode(request);
    const auto started = clock::now();
    const auto per_call = std::chrono::milliseconds(static_cast<long>((call.timeout_s + options_.slack_s) * 1000));
    auto backoff = options_.first_backoff;
    auto executor = co_await asio::this_coro::executor;

    for (int attempt = 1;; ++attempt) {
        http::client_request req;
        req.method = "POST";
        req.url = pool_.url(target) + "/run-data";
        req.headers.push_back({"Authorization", "Bearer " + options_.token});
        req.body = body;
        req.timeout = per_call;
        req.connect_timeout = options_.connect_timeout;
        // The largest answer the contract allows (a full out.csv, wire/limits.hpp), not the
        // client's default, so a valid answer is never cut.
        req.body_limit = wire::max_response_json_bytes;
        req.cancel = cancel;
        std::optional<common::result<http::client_response, http::fetch_failure>> answer;
        {
            const in_flight_hold hold(&pool_, target);
            answer.emplace(co_await http::fetch_staged(std::move(req)));
        }
        if (cancel->fired()) {
            // The turn was cancelled (its client left, the cancel route, its deadline): the run
            // may have started, so the renderer that had it is told to stop it.
            co_await best_effort_cancel(pool_.url(target), options_.token, call.job_id);
            co_return common::failure{backend_error::cancelled};
        }
        std::optional<wire::data_run_response> decoded;
        const attempt_end how = classify(*answer, call.job_id, &decoded);
        const pool_call::next next = path.after(target, how);
        if (next.what == pool_call::step::done) {
            if (decoded) co_return std::move(*decoded);
            if (how == attempt_end::timed_out) co_await best_effort_cancel(pool_.url(target), options_.token, call.job_id);
            if (how != attempt_end::busy && how != attempt_end::low_memory) {
                common::log::warn("renderer_attempt", {{"renderer", static_cast<std::int64_t>(target)},
                                                       {"end", to_string(how)}, {"attempt", attempt}});
            }
            co_return common::failure{next.error};
        }
        if (next.what == pool_call::step::move) {
            // Nothing ran on the last one (it was never reached, or it refused before a run).
            common::log::info("renderer_moved", {{"from", static_cast<std::int64_t>(target)},
                                                 {"to", static_cast<std::int64_t>(next.target)},
                                                 {"end", to_string(how)}});
            target = next.target;
            continue;
        }
        // The same renderer again, with the same job id: it joins the run or returns its answer.
        if (clock::now() - started + backoff > options_.retry_budget) {
            co_return common::failure{backend_error::unavailable};
        }
        common::log::warn("renderer_retry", {{"attempt", attempt}, {"renderer", static_cast<std::int64_t>(target)},
                                             {"end", to_string(how)}});
        auto pause = std::make_shared<asio::steady_timer>(executor, backoff);
        const common::scoped_listener wake(cancel, [pause] { pause->cancel(); });
        boost::system::error_code ec;
        co_await pause->async_wait(asio::redirect_error(asio::use_awaitable, ec));
        if (cancel->fired()) co_return common::failure{backend_error::cancelled};
        backoff *= 2;
    }
}

}  // namespace anyplot::agents::backends
