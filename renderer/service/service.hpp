#pragma once
// The renderer daemon as one object: routes on an HTTP server, built on a caller's io_context
// (main and the integration tests build the same thing).
#include "common/daemon.hpp"
#include "common/http/server.hpp"
#include "common/metrics.hpp"
#include "renderer/config.hpp"
#include "renderer/service/data_runs.hpp"
#include "renderer/sandbox/host.hpp"
#include "renderer/zygote/pool.hpp"

#include <memory>

namespace anyplot::renderer {

class service final : public common::daemon_service {
public:
    service(boost::asio::io_context& ioc, config cfg);
    void start() override;
    common::http::server& http() override { return *server_; }

    // GET /status body.
    [[nodiscard]] std::string status_json() const;

private:
    common::http::router make_routes();
    config cfg_;
    common::metrics_registry metrics_;
    std::unique_ptr<sandbox::host> sandbox_;
    std::unique_ptr<zygote_pool> warm_;
    std::unique_ptr<data_runs> runs_;
    std::unique_ptr<common::http::server> server_;
};

}  // namespace anyplot::renderer
