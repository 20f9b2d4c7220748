#pragma once
// The agents service as one object: the /v1 API on an HTTP server, built on a caller's
// io_context (main and the integration tests build the same thing).
#include "agents/config.hpp"
#include "common/daemon.hpp"
#include "common/http/server.hpp"
#include "common/metrics.hpp"

#include <memory>

namespace anyplot::agents {

class service final : public common::daemon_service {
public:
    service(boost::asio::io_context& ioc, config cfg);
    void start() override;
    common::http::server& http() override { return *server_; }

private:
    config cfg_;
    common::metrics_registry metrics_;
    std::unique_ptr<common::http::server> server_;
};

}  // namespace anyplot::agents
