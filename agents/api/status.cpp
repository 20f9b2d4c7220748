#include "agents/api/status.hpp"

#include "agents/api/session_check.hpp"

#include <cmath>
#include <memory>

namespace anyplot::agents::api {

namespace http = common::http;

namespace {

nlohmann::json renderers_json(const backends::renderer_pool* pool) {
    nlohmann::json out = nlohmann::json::array();
    if (pool == nullptr) return out;
    for (const auto& r : pool->snapshot()) {
        out.push_back({{"url", r.url},
                       {"state", r.up ? "up" : "down"},
                       {"in_flight", r.in_flight},
                       {"down_for_s", std::round(r.down_for_s * 10) / 10},
                       {"last_error", r.last_error ? nlohmann::json(*r.last_error) : nlohmann::json(nullptr)}});
    }
    return out;
}

boost::asio::awaitable<http::response> status(std::shared_ptr<const status_sources> s, http::request req) {
    co_return finish(http::json(200, status_json(*s).dump()), req);
}

}  // namespace

nlohmann::json status_json(const status_sources& s) {
    nlohmann::json model{{"provider", std::string(to_string(s.model_provider))}};
    if (s.model_provider != model_provider_kind::offline) {
        model["model"] = s.model_name;
        model["scope_model"] = s.scope_model_name;
        model["dataset_model"] = s.dataset_model_name;
    }
    if (s.provider != nullptr) {
        const auto h = s.provider->health();
        const auto when = [](std::int64_t t) { return t > 0 ? nlohmann::json(t) : nlohmann::json(nullptr); };
        model["health"] = {{"last_success", when(h.last_success)},
                           {"last_failure", when(h.last_failure)},
                           {"last_error", h.last_error.empty() ? nlohmann::json(nullptr) : nlohmann::json(h.last_error)},
                           {"failures_in_a_row", h.failures_in_a_row}};
    }
    return {{"name", "anyplot-agents"},
            {"version", ANYPLOT_VERSION},
            {"backend", s.backend},
            {"renderers", renderers_json(s.pool)},
            {"model", std::move(model)},
            {"store", {{"kind", s.store_kind}}}};
}

void add_status_route(http::router& r, status_sources s) {
    auto shared = std::make_shared<const status_sources>(std::move(s));
    r.add("GET", "/v1/status", [shared](http::request q) { return status(shared, std::move(q)); });
}

void add_pool_metrics(common::metrics_registry& metrics, const backends::renderer_pool* pool) {
    using kind = common::metrics_registry::kind;
    metrics.describe("agents_renderer_up", kind::gauge, "1 when the renderer is not marked down (by index in AGENT_RENDER_URL)");
    metrics.describe("agents_renderer_in_flight", kind::gauge, "Data runs this service has at the renderer");
    metrics.describe("agents_renderer_pool_moves_total", kind::counter,
                     "Data runs moved to another renderer, by why the first could not take them");
    if (pool == nullptr) return;
    metrics.add_collector([pool](common::metrics_registry& m) {
        const auto states = pool->snapshot();
        for (std::size_t i = 0; i < states.size(); ++i) {
            const common::metrics_registry::labels l{{"renderer", std::to_string(i)}};
            m.set("agents_renderer_up", l, states[i].up ? 1 : 0);
            m.set("agents_renderer_in_flight", l, states[i].in_flight);
        }
        for (const auto why : backends::all_move_reasons) {
            m.set("agents_renderer_pool_moves_total", {{"reason", backends::to_string(why)}},
                  static_cast<double>(pool->moves(why)));
        }
    });
}

}  // namespace anyplot::agents::api
