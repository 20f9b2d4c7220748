#include "agents/backends/remote.hpp"

#include "common/http/client.hpp"
#include "common/log.hpp"

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

asio::awaitable<void> best_effort_cancel(remote_options options, std::string job_id) {
    http::client_request req;
    req.method = "POST";
    req.url = options.base_url + "/run-data/" + job_id + "/cancel";
    req.headers.push_back({"Authorization", "Bearer " + options.token});
    req.timeout = std::chrono::milliseconds(2000);
    auto ignored = co_await http::fetch(std::move(req));
    common::log::info("renderer_cancel_sent", {{"delivered", ignored.ok()}});
}

}  // namespace

asio::awaitable<common::result<wire::data_run_response, backend_error>> remote_backend::run_data(
    data_run_call call, std::shared_ptr<common::one_shot_signal> cancel) {
    if (options_.base_url.empty()) co_return common::failure{backend_error::unavailable};
    if (cancel->fired()) co_return common::failure{backend_error::cancelled};
    const wire::data_run_request request{call.job_id, call.source, call.timeout_s};
    const std::string body = wire::encode(request);
    const auto started = clock::now();
    const auto per_call = std::chrono::milliseconds(static_cast<long>((call.timeout_s + options_.slack_s) * 1000));
    auto backoff = options_.first_backoff;
    auto executor = co_await asio::this_coro::executor;

    for (int attempt = 1;; ++attempt) {
        http::client_request req;
        req.method = "POST";
        req.url = options_.base_url + "/run-data";
        req.headers.push_back({"Authorization", "Bearer " + options_.token});
        req.body = body;
        req.timeout = per_call;
        req.cancel = cancel;
        auto answer = co_await http::fetch(std::move(req));

        bool retry = false;
        if (cancel->fired()) {
            // The turn was cancelled (its client left, the cancel route, its deadline): the run
            // may have started, so the renderer is told to stop it.
            co_await best_effort_cancel(options_, call.job_id);
            co_return common::failure{backend_error::cancelled};
        }
        if (!answer) {
            if (answer.error() == boost::beast::error::timeout) {
                co_await best_effort_cancel(options_, call.job_id);
                co_return common::failure{backend_error::timeout};
            }
            retry = true;  // refused, reset, EOF: ambiguous, and safe to repeat with the same job id
        } else {
            const int status = answer->status;
            if (status == 200) {
                auto decoded = wire::decode_data_run_response(answer->body);
                if (!decoded || decoded->job_id != call.job_id) {
                    common::log::error("renderer_contract", {{"why", "undecodable 200 answer"}});
                    co_return common::failure{backend_error::internal};
                }
                co_return std::move(decoded).value();
            }
            if (status == 404) co_return common::failure{backend_error::unavailable};
            const auto detail = wire::decode_error_body(answer->body);
            if (status == 502 || status == 503 || status == 504) {
                if (!detail) {
                    retry = true;  // a front end's answer, not the renderer's
                } else if (const auto code = wire::parse_renderer_error(detail->detail);
                           code == wire::renderer_error::busy || code == wire::renderer_error::low_memory) {
                    co_return common::failure{backend_error::capacity};
                } else {
                    co_return common::failure{backend_error::unavailable};  // stuck, sandbox_unavailable, io
                }
            } else {
                // 401/403: our token is wrong; 409/422: we built a bad request; 499/500: the renderer
                // gave up. None is the user's fault, none is worth a retry.
                common::log::error("renderer_refused", {{"status", status}});
                co_return common::failure{status == 401 || status == 403 ? backend_error::unavailable
                                                                          : backend_error::internal};
            }
        }
        if (!retry || clock::now() - started + backoff > options_.retry_budget) {
            co_return common::failure{backend_error::unavailable};
        }
        common::log::warn("renderer_retry", {{"attempt", attempt}});
        auto pause = std::make_shared<asio::steady_timer>(executor, backoff);
        const std::size_t wake = cancel->on_fire([pause] { pause->cancel(); });
        boost::system::error_code ec;
        co_await pause->async_wait(asio::redirect_error(asio::use_awaitable, ec));
        cancel->forget(wake);
        if (cancel->fired()) co_return common::failure{backend_error::cancelled};
        backoff *= 2;
    }
}

}  // namespace anyplot::agents::backends
