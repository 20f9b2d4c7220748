#pragma once
// The renderers over HTTP (POST /run-data), as a pool (renderer_pool.hpp has the policy). Each
// attempt goes to the renderer with the fewest runs in flight; a renderer that cannot be
// reached, or says it is stuck, is marked down for a while and the call moves on; busy and
// low_memory move on too, and `capacity` is the answer only when every renderer was full. What
// may have reached a renderer — a reset or EOF after the request was written, or a 502/503/504
// from a front end without the renderer's own `detail` — is repeated only on that renderer, with
// the same job id (idempotent there), with backoff inside a budget. A 404 means an old renderer
// without /run-data: `unavailable`. On a local timeout or the caller's cancel a best-effort
// cancel goes to the renderer that had the job.
#include "agents/backends/backend.hpp"
#include "agents/backends/renderer_pool.hpp"

#include <chrono>
#include <vector>

namespace anyplot::agents::backends {

struct remote_options {
    std::vector<std::string> urls;  // "http://127.0.0.1:8081", ...; empty → `unavailable`
    std::string token;              // presented to every renderer
    std::chrono::milliseconds down_for{5000};  // AGENT_RENDER_DOWN_S
    std::chrono::milliseconds connect_timeout{2000};
    std::chrono::milliseconds retry_budget{4000};
    std::chrono::milliseconds first_backoff{200};
    double slack_s = 10;  // transport slack over the run's own timeout (slot wait included)
};

class remote_backend final : public data_backend {
public:
    explicit remote_backend(remote_options options);
    [[nodiscard]] boost::asio::awaitable<common::result<wire::data_run_response, backend_error>> run_data(
        data_run_call call, std::shared_ptr<common::one_shot_signal> cancel) override;

    // At start: each renderer's GET /status with the token. A refused token is an error line
    // (renderer_refuses_token) and the renderer's last_error `refused` in /v1/status, so a wrong
    // AGENT_RENDER_TOKEN is loud at start, not at a person's first run; an unreachable renderer a
    // warning only (the pool's own marks stay the runs'). Never throws; runs on the I/O thread.
    [[nodiscard]] boost::asio::awaitable<void> check_renderers();

    // The pool's state, for /v1/status and /metrics (read on the I/O thread).
    [[nodiscard]] const renderer_pool& pool() const noexcept { return pool_; }

private:
    remote_options options_;
    renderer_pool pool_;
};

}  // namespace anyplot::agents::backends
