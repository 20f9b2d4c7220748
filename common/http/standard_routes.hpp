#pragma once
// GET /healthz (open) and GET /metrics (token) — the same on both services.
#include "common/http/router.hpp"
#include "common/metrics.hpp"

#include <functional>

namespace anyplot::common::http {

// `healthy` decides 200 {"ok":true} or 503 {"ok":false,"detail":...}; it returns the reason
// code when unhealthy (e.g. "sandbox_unavailable"), or an empty string when serving.
using health_probe = std::function<std::string()>;

void add_standard_routes(router& r, metrics_registry& metrics, health_probe probe);

}  // namespace anyplot::common::http
