#include "agents/api/service.hpp"

#include "common/http/standard_routes.hpp"

#include <boost/asio/io_context.hpp>

namespace anyplot::agents {

namespace http = common::http;

service::service(boost::asio::io_context& ioc, config cfg) : cfg_(std::move(cfg)) {
    http::router routes(cfg_.auth.tokens, cfg_.auth.disabled);
    http::add_standard_routes(routes, metrics_, [] { return std::string(); });
    http::server_limits limits;
    // A 204,800-byte paste JSON-escaped can approach 6x; the route enforces its own cap.
    limits.body_limit = 2 * 1024 * 1024;
    limits.drain_timeout = std::chrono::milliseconds(static_cast<long>(cfg_.drain_s * 1000));
    server_ = std::make_unique<http::server>(ioc, std::move(routes), limits, metrics_);
}

void service::start() {
    server_->listen(cfg_.listen);
    server_->start();
}

}  // namespace anyplot::agents
