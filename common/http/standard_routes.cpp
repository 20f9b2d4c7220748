#include "common/http/standard_routes.hpp"

namespace anyplot::common::http {
namespace {

boost::asio::awaitable<response> healthz(health_probe probe, request) {
    const std::string problem = probe ? probe() : std::string();
    if (problem.empty()) co_return json(200, R"({"ok":true})");
    response r = error(503, problem);
    r.body = R"({"ok":false,"detail":")" + problem + "\"}";
    co_return r;
}

boost::asio::awaitable<response> metrics_text(metrics_registry* metrics, request) {
    co_return text(200, metrics->render(), "text/plain; version=0.0.4; charset=utf-8");
}

}  // namespace

void add_standard_routes(router& r, metrics_registry& metrics, health_probe probe) {
    r.add("GET", "/healthz", [probe](request req) { return healthz(probe, std::move(req)); }, access::open);
    r.add("GET", "/metrics", [m = &metrics](request req) { return metrics_text(m, std::move(req)); });
}

}  // namespace anyplot::common::http
