#pragma once
// The renderer over HTTP (POST /run-data). Retries only what is ambiguous — a transport failure,
// or a 502/503/504 from a front end without the renderer's own `detail` — with backoff inside a
// budget; the job id is reused, so a retry joins the same run. A 404 means an old renderer
// without /run-data: `unavailable`. On a local timeout a best-effort cancel is sent.
#include "agents/backends/backend.hpp"

#include <chrono>

namespace anyplot::agents::backends {

struct remote_options {
    std::string base_url;  // "http://127.0.0.1:8081"
    std::string token;
    std::chrono::milliseconds retry_budget{4000};
    std::chrono::milliseconds first_backoff{200};
    double slack_s = 10;  // transport slack over the run's own timeout (slot wait included)
};

class remote_backend final : public data_backend {
public:
    explicit remote_backend(remote_options options) : options_(std::move(options)) {}
    [[nodiscard]] boost::asio::awaitable<common::result<wire::data_run_response, backend_error>> run_data(
        data_run_call call, std::shared_ptr<common::one_shot_signal> cancel) override;

private:
    remote_options options_;
};

}  // namespace anyplot::agents::backends
