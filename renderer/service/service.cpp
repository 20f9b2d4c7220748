#include "renderer/service/service.hpp"

#include "common/http/standard_routes.hpp"

#include <boost/asio/io_context.hpp>

namespace anyplot::renderer {

namespace http = common::http;

service::service(boost::asio::io_context& ioc, config cfg) : cfg_(std::move(cfg)) {
    http::server_limits limits;
    // A 16 KiB source escaped as \uXXXX is at most ~96 KiB of JSON.
    limits.body_limit = 128 * 1024;
    limits.drain_timeout = std::chrono::milliseconds(static_cast<long>(cfg_.drain_s * 1000));
    server_ = std::make_unique<http::server>(ioc, make_routes(), limits, metrics_);
}

http::router service::make_routes() {
    http::router r(cfg_.auth.tokens, cfg_.auth.disabled);
    http::add_standard_routes(r, metrics_, [] { return std::string(); });
    return r;
}

void service::start() {
    address_ = server_->listen(cfg_.listen);
    server_->start();
}

}  // namespace anyplot::renderer
