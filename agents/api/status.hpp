#pragma once
// GET /v1/status (the operator's view: the renderer pool, the model provider, the store) and the
// pool's gauges on /metrics. Token-authenticated like every /v1 route; no user header needed.
// Nothing secret is shown: no token, no key, no model URL (it may carry a key in its query).
#include "agents/backends/renderer_pool.hpp"
#include "agents/config.hpp"
#include "agents/models/provider.hpp"
#include "common/http/router.hpp"
#include "common/metrics.hpp"

#include <nlohmann/json.hpp>

#include <string>

namespace anyplot::agents::api {

struct status_sources {
    std::string backend;                                 // "remote" or "fake"
    const backends::renderer_pool* pool = nullptr;       // the remote backend's; null otherwise
    model_provider_kind model_provider = model_provider_kind::offline;
    std::string model_name, scope_model_name, dataset_model_name;  // empty offline
    std::string store_kind;                              // "sqlite" or "postgresql" (store::store::kind())
    const models::provider* provider = nullptr;          // the configured provider's health; null offline
};

// The answer's body (pure: the route only encodes it).
[[nodiscard]] nlohmann::json status_json(const status_sources& s);

void add_status_route(common::http::router& r, status_sources s);

// agents_renderer_up / agents_renderer_in_flight {renderer="i"} (gauges, read at every scrape)
// and agents_renderer_pool_moves_total{reason}; `pool` outlives `metrics`' renders.
void add_pool_metrics(common::metrics_registry& metrics, const backends::renderer_pool* pool);

}  // namespace anyplot::agents::api
