// Pure pieces of common/: UTF-8, tokens, configuration, logs, metrics, the one-shot signal.
#include "common/auth.hpp"
#include "common/config.hpp"
#include "common/crypto.hpp"
#include "common/log.hpp"
#include "common/metrics.hpp"
#include "common/signal.hpp"
#include "common/utf8.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <limits>
#include <map>
#include <memory>
#include <optional>

using namespace anyplot::common;

namespace {

env_reader env_of(std::map<std::string, std::string> values) {
    return env_reader([values = std::move(values)](std::string_view name) -> std::optional<std::string> {
        const auto it = values.find(std::string(name));
        if (it == values.end()) return std::nullopt;
        return it->second;
    });
}

}  // namespace

TEST_CASE("utf8: valid text passes / every malformed class is found", "[utf8]") {
    CHECK(utf8::valid("plain ascii"));
    CHECK(utf8::valid("Zürich 東京 🙂"));
    CHECK(utf8::first_invalid("ab\xC3\x28") == 2u);        // bad continuation
    CHECK(utf8::first_invalid("\xC0\xAF") == 0u);          // overlong '/'
    CHECK(utf8::first_invalid("\xE0\x80\xAF") == 0u);      // overlong 3-byte
    CHECK(utf8::first_invalid("x\xED\xA0\x80") == 1u);     // UTF-16 surrogate
    CHECK(utf8::first_invalid("\xF4\x90\x80\x80") == 0u);  // > U+10FFFF
    CHECK(utf8::first_invalid("\xE2\x82") == 0u);          // truncated
    CHECK(utf8::first_invalid("\xFF") == 0u);
}

TEST_CASE("utf8: sanitize replaces / tail keeps whole code points", "[utf8]") {
    CHECK(utf8::sanitize("a\xFF" "b") == "a\xEF\xBF\xBD" "b");
    CHECK(utf8::valid(utf8::sanitize("\xC3\x28\xED\xA0\x80")));
    CHECK(utf8::tail_chars("abcdef", 3) == "def");
    CHECK(utf8::tail_chars("xüü", 2) == "üü");
    CHECK(utf8::tail_chars("ab", 5) == "ab");
    CHECK(utf8::length("über") == 4u);
}

TEST_CASE("tokens: parsing rejects short or unsafe tokens", "[auth]") {
    CHECK_THROWS_AS(token_set::from_csv("short"), config_error);
    CHECK_THROWS_AS(token_set::from_csv("has space inside 0123456789"), config_error);
    CHECK(token_set::from_csv("").empty());
    CHECK(token_set::from_csv(" , ").empty());
    const auto set = token_set::from_csv(" aaaaaaaaaaaaaaaaaaaa , bbbbbbbbbbbbbbbbbbbb ");
    CHECK(set.check("Bearer aaaaaaaaaaaaaaaaaaaa") == auth_verdict::ok);
    CHECK(set.check("Bearer bbbbbbbbbbbbbbbbbbbb") == auth_verdict::ok);
    CHECK(set.check("Bearer cccccccccccccccccccc") == auth_verdict::forbidden);
    CHECK(set.check("Bearer aaaaaaaaaaaaaaaaaaa") == auth_verdict::forbidden);  // prefix of a token
    CHECK(set.check(std::nullopt) == auth_verdict::unauthenticated);
    CHECK(set.check("Bearer") == auth_verdict::unauthenticated);
    CHECK(set.check("Bearer ") == auth_verdict::unauthenticated);
    CHECK(set.check("Token aaaaaaaaaaaaaaaaaaaa") == auth_verdict::unauthenticated);
    CHECK(set.check("Bearer a\"b") == auth_verdict::unauthenticated);
}

TEST_CASE("constant-time compare and hashes", "[crypto]") {
    CHECK(crypto::constant_time_equal("same", "same"));
    CHECK_FALSE(crypto::constant_time_equal("same", "samE"));
    CHECK_FALSE(crypto::constant_time_equal("same", "same-but-longer"));
    CHECK(crypto::sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const auto a = crypto::random_hex(16);
    CHECK(a.size() == 32u);
    CHECK(a != crypto::random_hex(16));
}

TEST_CASE("config: typed variables with clear errors naming the variable", "[config]") {
    const auto env = env_of({{"N", "5"}, {"BAD", "5x"}, {"F", "2.5"}, {"B", "yes"}, {"L", "[::1]:0"}});
    CHECK(env.integer("N", 1, 0, 10) == 5);
    CHECK(env.integer("MISSING", 7, 0, 10) == 7);
    CHECK(env.number("F", 0, 0, 10) == 2.5);
    CHECK(env.flag("B", false));
    try {
        (void)env.integer("BAD", 1, 0, 10);
        FAIL("expected config_error");
    } catch (const config_error& e) {
        CHECK(std::string(e.what()).find("BAD") == 0);
    }
    CHECK_THROWS_AS(env.integer("N", 1, 6, 10), config_error);
    const auto l = env.listen("L", "127.0.0.1:1");
    CHECK(l.host == "::1");
    CHECK(l.port == 0);
    CHECK(l.loopback());
}

TEST_CASE("config: listen addresses are numeric host:port", "[config]") {
    CHECK(parse_listen("127.0.0.1:8081").port == 8081);
    CHECK(parse_listen("127.0.0.1:8081").loopback());
    CHECK_FALSE(parse_listen("0.0.0.0:80").loopback());
    CHECK_THROWS_AS(parse_listen("localhost:80"), config_error);
    CHECK_THROWS_AS(parse_listen("127.0.0.1"), config_error);
    CHECK_THROWS_AS(parse_listen("127.0.0.1:70000"), config_error);
    CHECK_THROWS_AS(parse_listen("127.0.0.1:"), config_error);
}

TEST_CASE("auth config: tokens required - development mode only on loopback", "[config][auth]") {
    const auto loop = parse_listen("127.0.0.1:0");
    const auto wide = parse_listen("0.0.0.0:0");
    CHECK_THROWS_AS(load_auth(env_of({}), "T", "E", loop), config_error);
    CHECK_FALSE(load_auth(env_of({{"T", "aaaaaaaaaaaaaaaaaaaa"}}), "T", "E", wide).disabled);
    CHECK(load_auth(env_of({{"E", "development"}}), "T", "E", loop).disabled);
    CHECK_THROWS_AS(load_auth(env_of({{"E", "development"}}), "T", "E", wide), config_error);
    CHECK_THROWS_AS(load_auth(env_of({{"E", "development"}, {"T", "aaaaaaaaaaaaaaaaaaaa"}}), "T", "E", wide),
                    config_error);
    CHECK_THROWS_AS(load_auth(env_of({{"E", "staging"}, {"T", "aaaaaaaaaaaaaaaaaaaa"}}), "T", "E", loop),
                    config_error);
}

TEST_CASE("logs: one JSON object per line / strings escaped and sanitized", "[log]") {
    const auto line = log::format(log::level::info, "listening",
                                  {{"address", "127.0.0.1:1"}, {"n", 3}, {"ok", true}, {"q", "a\"b\n\xFF"}});
    CHECK(line.find(R"("event":"listening")") != std::string::npos);
    CHECK(line.find(R"("address":"127.0.0.1:1")") != std::string::npos);
    CHECK(line.find(R"("n":3)") != std::string::npos);
    CHECK(line.find(R"("ok":true)") != std::string::npos);
    CHECK(line.find(R"("q":"a\"b\n)" "\xEF\xBF\xBD" "\"") != std::string::npos);
    CHECK(line.find('\n') == std::string::npos);
}

TEST_CASE("metrics render in the Prometheus text format", "[metrics]") {
    metrics_registry m;
    m.describe("runs_total", metrics_registry::kind::counter, "Runs");
    m.add("runs_total", {{"reason", "timeout"}});
    m.add("runs_total", {{"reason", "timeout"}});
    m.set("slots", {}, 1);
    const auto text = m.render();
    CHECK(text.find("# TYPE runs_total counter") != std::string::npos);
    CHECK(text.find("runs_total{reason=\"timeout\"} 2") != std::string::npos);
    CHECK(text.find("slots 1") != std::string::npos);
    CHECK(m.get("runs_total", {{"reason", "timeout"}}) == 2);
}

TEST_CASE("histograms render cumulative buckets, a sum and a count per label set", "[metrics]") {
    metrics_registry m;
    m.describe_histogram("run_seconds", "Run time", {0.1, 1});
    m.observe("run_seconds", {{"result", "ok"}}, 0.05);
    m.observe("run_seconds", {{"result", "ok"}}, 0.1);  // on a bound: counted in it
    m.observe("run_seconds", {{"result", "ok"}}, 0.5);
    m.observe("run_seconds", {{"result", "ok"}}, 7);
    m.observe("run_seconds", {{"result", "error"}}, 2);
    m.observe("run_seconds", {{"result", "ok"}}, std::numeric_limits<double>::quiet_NaN());  // ignored
    m.observe("undescribed", {}, 1);  // ignored: no family
    const auto text = m.render();
    CHECK(text.find("# TYPE run_seconds histogram") != std::string::npos);
    CHECK(text.find("run_seconds_bucket{result=\"ok\",le=\"0.10000000000000001\"} 2") != std::string::npos);
    CHECK(text.find("run_seconds_bucket{result=\"ok\",le=\"1\"} 3") != std::string::npos);
    CHECK(text.find("run_seconds_bucket{result=\"ok\",le=\"+Inf\"} 4") != std::string::npos);
    CHECK(text.find("run_seconds_sum{result=\"ok\"} 7.6500000000000004") != std::string::npos);
    CHECK(text.find("run_seconds_count{result=\"ok\"} 4") != std::string::npos);
    CHECK(text.find("run_seconds_bucket{result=\"error\",le=\"1\"} 0") != std::string::npos);
    CHECK(text.find("run_seconds_count{result=\"error\"} 1") != std::string::npos);
    CHECK(text.find("undescribed") == std::string::npos);
    CHECK(m.observations("run_seconds", {{"result", "ok"}}) == 4);
    CHECK(m.observations("run_seconds", {{"result", "none"}}) == 0);
    const auto buckets = metrics_registry::latency_buckets();
    CHECK(std::is_sorted(buckets.begin(), buckets.end()));
}

TEST_CASE("a metrics collector sets gauges from live state at every render", "[metrics]") {
    metrics_registry m;
    m.describe("pool_up", metrics_registry::kind::gauge, "Up");
    int live = 1;
    m.add_collector([&live](metrics_registry& r) { r.set("pool_up", {{"renderer", "0"}}, live); });
    CHECK(m.render().find("pool_up{renderer=\"0\"} 1") != std::string::npos);
    live = 0;
    CHECK(m.render().find("pool_up{renderer=\"0\"} 0") != std::string::npos);
}

TEST_CASE("scoped_listener: runs while held / forgotten after its scope or release", "[signal]") {
    auto signal = std::make_shared<one_shot_signal>();
    int held = 0, gone = 0, released = 0;
    const scoped_listener holding(signal, [&held] { ++held; });
    {
        const scoped_listener leaving(signal, [&gone] { ++gone; });
    }
    scoped_listener early(signal, [&released] { ++released; });
    early.release();
    early.release();  // idempotent
    signal->fire();
    CHECK(held == 1);
    CHECK(gone == 0);
    CHECK(released == 0);
}

TEST_CASE("scoped_listener: a move hands the callback over once", "[signal]") {
    auto signal = std::make_shared<one_shot_signal>();
    int moved = 0, replaced = 0, other = 0;
    const scoped_listener bystander(signal, [&other] { ++other; });
    std::optional<scoped_listener> taken;
    {
        scoped_listener first(signal, [&moved] { ++moved; });
        taken.emplace(std::move(first));
    }  // the moved-from guard forgets nothing: the callback is the new owner's now
    scoped_listener assigned(signal, [&replaced] { ++replaced; });
    {
        scoped_listener source(std::move(*taken));
        assigned = std::move(source);  // forgets `replaced`, takes over `moved`
    }
    taken.reset();
    signal->fire();
    CHECK(moved == 1);
    CHECK(replaced == 0);
    CHECK(other == 1);
}

TEST_CASE("scoped_listener: a fired signal calls at once / a null signal registers nothing", "[signal]") {
    auto signal = std::make_shared<one_shot_signal>();
    signal->fire();
    int calls = 0;
    {
        const scoped_listener late(signal, [&calls] { ++calls; });
        CHECK(calls == 1);
    }
    CHECK(calls == 1);
    const scoped_listener none(nullptr, [&calls] { ++calls; });
    CHECK(calls == 1);
}
