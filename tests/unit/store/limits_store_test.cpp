// What the chat turn's limits keep in the store: a session's scope refusals, per-user events in
// rolling windows (taken atomically, given back), and daily amounts (the token ledger).
#include "tests/unit/store/place.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <thread>
#include <vector>

using namespace anyplot::agents::store;
using namespace std::chrono_literals;
using store_test::place;

namespace {

const time_point noon{std::chrono::seconds{1'767'268'800}};  // 2026-01-01T12:00:00Z

std::unique_ptr<store> open_ok(const place& where, time_point at = noon) {
    store_options o;
    o.clock = [at] { return at; };
    return where.open(o);
}

}  // namespace

TEST_CASE("a session counts its scope refusals") {
    place where(STORE_KIND);
    auto s = open_ok(where);
    const auto sid = s->create_session("alice").value();
    CHECK(s->find_session(sid, "alice")->refusals == 0);
    CHECK(s->add_session_refusal(sid).value() == 1);
    CHECK(s->add_session_refusal(sid).value() == 2);
    CHECK(s->find_session(sid, "alice")->refusals == 2);
    CHECK(s->add_session_refusal("0123456789abcdef0123456789abcdef").error() == store_error::not_found);
}

TEST_CASE("events in a rolling window: the 11th within a minute is refused, the window moves on") {
    place where(STORE_KIND);
    auto s = open_ok(where);
    std::vector<std::int64_t> ids;
    for (int i = 0; i < 10; ++i) {
        auto id = s->take_event("alice", "message", 10, 60s, noon + std::chrono::seconds(i));
        REQUIRE(id.ok());
        ids.push_back(*id);
    }
    CHECK(s->take_event("alice", "message", 10, 60s, noon + 10s).error() == store_error::limit_reached);
    CHECK(s->count_events("alice", "message", 60s, noon + 10s).value() == 10);
    // Other users and kinds are separate.
    CHECK(s->take_event("bob", "message", 10, 60s, noon + 10s).ok());
    CHECK(s->take_event("alice", "attack", 10, 60s, noon + 10s).ok());
    // A given-back event makes room again.
    REQUIRE(s->give_back_event(ids.back()).ok());
    CHECK(s->give_back_event(ids.back()).error() == store_error::not_found);
    CHECK(s->take_event("alice", "message", 10, 60s, noon + 11s).ok());
    // At +62 s the window holds +3 .. +8 and +11: the first three have left it.
    CHECK(s->count_events("alice", "message", 60s, noon + 62s).value() == 7);
    CHECK(s->take_event("alice", "message", 10, 60s, noon + 62s).ok());
}

TEST_CASE("two instances taking events at once never exceed the limit") {
    place where(STORE_KIND);
    auto a = open_ok(where);
    auto b = open_ok(where);
    std::atomic<int> taken{0};
    auto worker = [&taken](store* s) {
        for (int i = 0; i < 20; ++i) {
            if (s->take_event("carol", "message", 10, 60s, noon).ok()) ++taken;
        }
    };
    std::thread t1(worker, a.get());
    std::thread t2(worker, b.get());
    t1.join();
    t2.join();
    CHECK(taken == 10);
    CHECK(a->count_events("carol", "message", 60s, noon).value() == 10);
}

TEST_CASE("daily amounts add up per UTC day and survive a reopen") {
    place where(STORE_KIND);
    {
        auto s = open_ok(where);
        CHECK(s->add_daily("alice", "tokens", 1200, noon).value() == 1200);
        CHECK(s->add_daily("alice", "tokens", 300, noon).value() == 1500);
        CHECK(s->add_daily("alice", "tokens", 7, noon + 24h).value() == 7);
        CHECK(s->add_daily("alice", "tokens", -1, noon).error() == store_error::conflict);
    }
    auto s = open_ok(where);
    CHECK(s->add_daily("alice", "tokens", 0, noon).value() == 1500);
}

TEST_CASE("the sweep drops events older than every window") {
    place where(STORE_KIND);
    auto s = open_ok(where);
    REQUIRE(s->take_event("dave", "attack", 100, 24h, noon).ok());
    REQUIRE(s->expire_idle(24h, noon + 72h).ok());
    CHECK(s->count_events("dave", "attack", std::chrono::hours(24 * 365), noon + 72h).value() == 0);
}
