// agents/api/status: the /v1/status body and the pool's metrics, on a pool with a fake clock.
#include "agents/api/status.hpp"
#include "tests/unit/agents/backends/pool_clock.hpp"

#include <catch2/catch.hpp>

using namespace anyplot::agents;
using anyplot::test::fake_clock;
using anyplot::test::three;
using backends::attempt_end;
using backends::pool_call;
using namespace std::chrono_literals;

TEST_CASE("the /v1/status body shows each renderer and no secret", "[pool][status]") {
    fake_clock c;
    auto pool = three(c, 5000ms);
    pool.begin(2);
    pool.record(0, attempt_end::connect_failed);
    pool.record(1, attempt_end::busy);
    api::status_sources s;
    s.backend = "remote";
    s.pool = &pool;
    s.model_provider = model_provider_kind::anthropic;
    s.model_name = "root-model";
    s.scope_model_name = "scope-model";
    s.dataset_model_name = "root-model";
    s.store_kind = "sqlite";
    const auto j = api::status_json(s);
    CHECK(j["name"] == "anyplot-agents");
    CHECK(j["version"] == ANYPLOT_VERSION);
    REQUIRE(j["renderers"].size() == 3);
    CHECK(j["renderers"][0]["url"] == "http://127.0.0.1:1");
    CHECK(j["renderers"][0]["state"] == "down");
    CHECK(j["renderers"][0]["down_for_s"] == 5.0);
    CHECK(j["renderers"][0]["last_error"] == "connect");
    CHECK(j["renderers"][1]["state"] == "up");
    CHECK(j["renderers"][1]["last_error"] == "busy");
    CHECK(j["renderers"][2]["in_flight"] == 1);
    CHECK(j["renderers"][2]["last_error"].is_null());
    CHECK(j["model"] == nlohmann::json{{"provider", "anthropic"}, {"model", "root-model"},
                                       {"scope_model", "scope-model"}, {"dataset_model", "root-model"}});
    CHECK(j["store"] == nlohmann::json{{"kind", "sqlite"}});
    const std::string text = j.dump();
    CHECK(text.find("key") == std::string::npos);
    CHECK(text.find("token") == std::string::npos);

    api::status_sources offline;
    offline.backend = "fake";
    offline.model_provider = model_provider_kind::offline;
    offline.store_kind = "sqlite";
    const auto o = api::status_json(offline);
    CHECK(o["renderers"].empty());
    CHECK(o["model"] == nlohmann::json{{"provider", "offline"}});
}

TEST_CASE("the pool's gauges and moves are read at every scrape", "[pool][metrics]") {
    fake_clock c;
    auto pool = three(c, 5000ms);
    anyplot::common::metrics_registry m;
    api::add_pool_metrics(m, &pool);
    auto text = m.render();
    CHECK(text.find("agents_renderer_up{renderer=\"0\"} 1") != std::string::npos);
    CHECK(text.find("agents_renderer_in_flight{renderer=\"2\"} 0") != std::string::npos);
    CHECK(text.find("agents_renderer_pool_moves_total{reason=\"connect\"} 0") != std::string::npos);
    pool.begin(2);
    pool_call call(pool);
    const auto a = call.first();
    REQUIRE(a);
    (void)call.after(*a, attempt_end::connect_failed);
    text = m.render();
    CHECK(text.find("agents_renderer_up{renderer=\"" + std::to_string(*a) + "\"} 0") != std::string::npos);
    CHECK(text.find("agents_renderer_in_flight{renderer=\"2\"} 1") != std::string::npos);
    CHECK(text.find("agents_renderer_pool_moves_total{reason=\"connect\"} 1") != std::string::npos);
    CHECK(text.find("# TYPE agents_renderer_pool_moves_total counter") != std::string::npos);
    c.advance(5000ms);
    CHECK(m.render().find("agents_renderer_up{renderer=\"" + std::to_string(*a) + "\"} 1") != std::string::npos);
}
