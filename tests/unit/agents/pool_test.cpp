// The renderer pool's policy without sockets (a fake clock), AGENT_RENDER_URL's parsing, the
// /v1/status body and the pool's metrics.
#include "agents/api/status.hpp"
#include "agents/backends/renderer_pool.hpp"
#include "agents/config.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <memory>

using namespace anyplot::agents;
using backends::attempt_end;
using backends::backend_error;
using backends::move_reason;
using backends::pool_call;
using backends::renderer_pool;
using namespace std::chrono_literals;

namespace {

struct fake_clock {
    std::shared_ptr<renderer_pool::clock::time_point> t =
        std::make_shared<renderer_pool::clock::time_point>(renderer_pool::clock::time_point{} + 1000h);
    [[nodiscard]] renderer_pool::clock_fn fn() const {
        return [now = t] { return *now; };
    }
    void advance(std::chrono::milliseconds d) const { *t += d; }
};

renderer_pool three(const fake_clock& c, std::chrono::milliseconds down_for = 5000ms) {
    return renderer_pool({"http://127.0.0.1:1", "http://127.0.0.1:2", "http://127.0.0.1:3"}, down_for, c.fn());
}

}  // namespace

TEST_CASE("pool: the renderer with the fewest in flight is chosen", "[pool]") {
    fake_clock c;
    auto pool = three(c);
    pool.begin(0);
    pool.begin(0);
    pool.begin(1);
    CHECK(pool.choose() == 2u);
    pool.begin(2);
    pool.begin(2);
    CHECK(pool.choose() == 1u);  // 1 has one, the others two
    pool.end(0);
    pool.end(0);
    CHECK(pool.choose() == 0u);
}

TEST_CASE("pool: ties are taken in turn", "[pool]") {
    fake_clock c;
    auto pool = three(c);
    std::vector<std::size_t> order;
    for (int i = 0; i < 6; ++i) order.push_back(*pool.choose());
    CHECK(order == std::vector<std::size_t>{0, 1, 2, 0, 1, 2});
    // Among the tied ones only: 1 is busier, so 0 and 2 alternate.
    pool.begin(1);
    order.clear();
    for (int i = 0; i < 4; ++i) order.push_back(*pool.choose());
    CHECK(order == std::vector<std::size_t>{0, 2, 0, 2});
}

TEST_CASE("pool: a renderer marked down is skipped until its time has passed", "[pool]") {
    fake_clock c;
    auto pool = three(c, 5000ms);
    pool.record(1, attempt_end::connect_failed);
    for (int i = 0; i < 4; ++i) CHECK(pool.choose() != 1u);
    auto snap = pool.snapshot();
    CHECK_FALSE(snap[1].up);
    CHECK(snap[1].down_for_s == Approx(5.0));
    CHECK(snap[1].last_error == "connect");
    c.advance(4999ms);
    CHECK_FALSE(pool.snapshot()[1].up);
    c.advance(1ms);
    CHECK(pool.snapshot()[1].up);  // its time has passed: a candidate again
    std::vector<std::size_t> order;
    for (int i = 0; i < 3; ++i) order.push_back(*pool.choose());
    CHECK(std::count(order.begin(), order.end(), 1u) == 1);
    // An answer clears the last error; busy is remembered but never marks down.
    pool.record(1, attempt_end::answered);
    CHECK_FALSE(pool.snapshot()[1].last_error);
    pool.record(2, attempt_end::busy);
    CHECK(pool.snapshot()[2].up);
    CHECK(pool.snapshot()[2].last_error == "busy");
    pool.record(0, attempt_end::stuck);
    pool.record(2, attempt_end::sandbox_unavailable);
    CHECK_FALSE(pool.snapshot()[0].up);
    CHECK_FALSE(pool.snapshot()[2].up);
}

TEST_CASE("pool: with every renderer down a call ends before any attempt / a renderer whose time passed is tried",
          "[pool]") {
    fake_clock c;
    auto pool = three(c, 5000ms);
    pool.record(0, attempt_end::connect_failed);
    pool.record(1, attempt_end::connect_failed);
    c.advance(1000ms);
    pool.record(2, attempt_end::connect_failed);
    pool_call all_down(pool);
    CHECK_FALSE(all_down.first());
    c.advance(4000ms);  // 0 and 1 are due again, 2 not yet
    pool_call probe(pool);
    const auto first = probe.first();
    REQUIRE(first);
    CHECK(*first != 2u);
    renderer_pool none({}, 5000ms, c.fn());
    pool_call nothing(none);
    CHECK_FALSE(nothing.first());
}

TEST_CASE("pool call: busy and low_memory move to the next renderer / capacity only when all answered capacity",
          "[pool]") {
    fake_clock c;
    auto pool = three(c);
    pool_call call(pool);
    const auto a = call.first();
    REQUIRE(a);
    auto n = call.after(*a, attempt_end::busy);
    REQUIRE(n.what == pool_call::step::move);
    const std::size_t b = n.target;
    CHECK(b != *a);
    n = call.after(b, attempt_end::low_memory);
    REQUIRE(n.what == pool_call::step::move);
    const std::size_t third = n.target;
    CHECK((third != *a && third != b));
    n = call.after(third, attempt_end::busy);
    CHECK(n.what == pool_call::step::done);
    CHECK(n.error == backend_error::capacity);
    CHECK(pool.moves(move_reason::busy) == 1);
    CHECK(pool.moves(move_reason::low_memory) == 1);
    for (const auto& s : pool.snapshot()) CHECK(s.up);  // full, not down

    // Capacity from one and no connection to the others: still capacity (the pool is up but full).
    auto pool2 = three(c);
    pool_call mixed(pool2);
    const auto m = mixed.first();
    REQUIRE(m);
    n = mixed.after(*m, attempt_end::busy);
    REQUIRE(n.what == pool_call::step::move);
    n = mixed.after(n.target, attempt_end::connect_failed);
    REQUIRE(n.what == pool_call::step::move);
    n = mixed.after(n.target, attempt_end::connect_failed);
    CHECK(n.what == pool_call::step::done);
    CHECK(n.error == backend_error::capacity);
}

TEST_CASE("pool call: a connection never made and stuck move on / sandbox_unavailable never moves", "[pool]") {
    fake_clock c;
    auto pool = three(c);
    pool_call call(pool);
    const auto a = call.first();
    REQUIRE(a);
    auto n = call.after(*a, attempt_end::connect_failed);
    REQUIRE(n.what == pool_call::step::move);
    CHECK_FALSE(pool.snapshot()[*a].up);
    n = call.after(n.target, attempt_end::stuck);
    REQUIRE(n.what == pool_call::step::move);
    n = call.after(n.target, attempt_end::connect_failed);
    CHECK(n.what == pool_call::step::done);
    CHECK(n.error == backend_error::unavailable);
    CHECK(pool.moves(move_reason::connect) == 1);
    CHECK(pool.moves(move_reason::stuck) == 1);

    // The sandbox may have failed after the job was launched: never moved, answered unavailable.
    auto pool2 = three(c);
    pool_call sandbox(pool2);
    const auto s = sandbox.first();
    REQUIRE(s);
    n = sandbox.after(*s, attempt_end::sandbox_unavailable);
    CHECK(n.what == pool_call::step::done);
    CHECK(n.error == backend_error::unavailable);
    CHECK_FALSE(pool2.snapshot()[*s].up);
    pool_call io(pool2);
    const auto i = io.first();
    REQUIRE(i);
    CHECK(io.after(*i, attempt_end::io).what == pool_call::step::done);
}

TEST_CASE("pool call: once a renderer may have the job the call never moves", "[pool]") {
    fake_clock c;
    auto pool = three(c);
    for (const auto first_end : {attempt_end::lost, attempt_end::front_end}) {
        pool_call call(pool);
        const auto a = call.first();
        REQUIRE(a);
        auto n = call.after(*a, first_end);
        REQUIRE(n.what == pool_call::step::same);  // the same job id, the same renderer
        CHECK(n.target == *a);
        CHECK(call.pinned());
        // That renderer now refuses connections: it is marked down, and still the only one tried.
        n = call.after(*a, attempt_end::connect_failed);
        CHECK(n.what == pool_call::step::same);
        CHECK(n.target == *a);
        // Its own refusals end the call there.
        CHECK(call.after(*a, attempt_end::busy).error == backend_error::capacity);
        CHECK(call.after(*a, attempt_end::busy).what == pool_call::step::done);
        CHECK(call.after(*a, attempt_end::stuck).what == pool_call::step::done);
        pool.record(*a, attempt_end::answered);
    }
    CHECK(pool.moves(move_reason::connect) == 0);
    CHECK(pool.moves(move_reason::busy) == 0);
    CHECK(pool.moves(move_reason::stuck) == 0);

    // A timeout ends the call (the caller cancels on that renderer); a contract break is internal.
    pool_call t(pool);
    const auto a = t.first();
    REQUIRE(a);
    const auto n = t.after(*a, attempt_end::timed_out);
    CHECK(n.what == pool_call::step::done);
    CHECK(n.error == backend_error::timeout);
    pool_call b(pool);
    const auto x = b.first();
    REQUIRE(x);
    CHECK(b.after(*x, attempt_end::broken).error == backend_error::internal);
}

TEST_CASE("AGENT_RENDER_URL takes one renderer or a comma-separated list of distinct ones", "[pool][config]") {
    CHECK(parse_render_urls("").empty());
    CHECK(parse_render_urls("http://127.0.0.1:8081") == std::vector<std::string>{"http://127.0.0.1:8081"});
    CHECK(parse_render_urls("http://127.0.0.1:8081/, http://10.0.0.2:8081 ,http://[::1]:9") ==
          std::vector<std::string>{"http://127.0.0.1:8081", "http://10.0.0.2:8081", "http://[::1]:9"});
    CHECK_THROWS_WITH(parse_render_urls("http://a:1,https://b:2"), Catch::Contains("entry 2 is not http://host:port"));
    CHECK_THROWS_AS(parse_render_urls("http://a:1/run-data"), anyplot::common::config_error);
    CHECK_THROWS_AS(parse_render_urls("http://a:99999"), anyplot::common::config_error);
    CHECK_THROWS_AS(parse_render_urls("127.0.0.1:8081"), anyplot::common::config_error);
    CHECK_THROWS_AS(parse_render_urls("http://user:secret@127.0.0.1:8081"), anyplot::common::config_error);
    CHECK_THROWS_WITH(parse_render_urls("http://a:1,http://b:2,http://A:1/"), Catch::Contains("entry 3 repeats"));

    std::map<std::string, std::string> env{{"AGENT_TOKENS", "pool-test-token-0123456789"},
                                           {"AGENT_RENDER_URL", "http://127.0.0.1:1,http://127.0.0.1:2"},
                                           {"AGENT_RENDER_DOWN_S", "2.5"}};
    const anyplot::common::env_reader reader([&env](std::string_view name) -> std::optional<std::string> {
        const auto it = env.find(std::string(name));
        if (it == env.end()) return std::nullopt;
        return it->second;
    });
    const config c = load_config(reader);
    CHECK(c.render_urls.size() == 2);
    CHECK(c.render_down_s == 2.5);
    env["AGENT_RENDER_URL"] = "http://127.0.0.1:1,http://127.0.0.1:1";
    CHECK_THROWS_AS(load_config(reader), anyplot::common::config_error);
    CHECK(std::string(usage()).find("AGENT_RENDER_DOWN_S") != std::string::npos);
}

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
