// Per-user daily counters (take, give back, UTC day boundary, several connections).
#include "tests/unit/store/place.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <thread>

using namespace anyplot::agents::store;
using namespace std::chrono_literals;
using store_test::place;

namespace {

const time_point noon{std::chrono::seconds{1'767'268'800}};  // 2026-01-01T12:00:00Z

std::unique_ptr<store> open_ok(const place& where) { return where.open(); }

}  // namespace

TEST_CASE("the 31st take with limit 30 is refused and not counted") {
    place where(STORE_KIND);
    auto s = open_ok(where);
    CHECK(s->daily_count("alice", "data_runs", noon).value() == 0);
    for (int i = 1; i <= 30; ++i) {
        auto r = s->take_daily("alice", "data_runs", 30, noon);
        REQUIRE(r.ok());
        CHECK(*r == 30 - i);
    }
    auto refused = s->take_daily("alice", "data_runs", 30, noon);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error() == store_error::limit_reached);
    CHECK(s->take_daily("alice", "data_runs", 30, noon).error() == store_error::limit_reached);
    CHECK(s->daily_count("alice", "data_runs", noon).value() == 30);

    // Other users and other counters are separate.
    CHECK(s->take_daily("bob", "data_runs", 30, noon).value() == 29);
    CHECK(s->take_daily("alice", "pastes", 30, noon).value() == 29);
    // A raised limit lets the same day continue.
    CHECK(s->take_daily("alice", "data_runs", 31, noon).value() == 0);
}

TEST_CASE("a zero limit refuses without counting") {
    place where(STORE_KIND);
    auto s = open_ok(where);
    CHECK(s->take_daily("alice", "data_runs", 0, noon).error() == store_error::limit_reached);
    CHECK(s->daily_count("alice", "data_runs", noon).value() == 0);
}

TEST_CASE("give_back refunds one use and never goes below zero") {
    place where(STORE_KIND);
    auto s = open_ok(where);
    CHECK(s->give_back_daily("alice", "data_runs", noon).error() == store_error::not_found);
    for (int i = 0; i < 30; ++i) REQUIRE(s->take_daily("alice", "data_runs", 30, noon).ok());
    CHECK(s->give_back_daily("alice", "data_runs", noon).value() == 29);
    CHECK(s->daily_count("alice", "data_runs", noon).value() == 29);
    CHECK(s->take_daily("alice", "data_runs", 30, noon).value() == 0);
    CHECK(s->take_daily("alice", "data_runs", 30, noon).error() == store_error::limit_reached);

    REQUIRE(s->take_daily("bob", "data_runs", 30, noon).ok());
    CHECK(s->give_back_daily("bob", "data_runs", noon).value() == 0);
    CHECK(s->give_back_daily("bob", "data_runs", noon).error() == store_error::not_found);
    CHECK(s->daily_count("bob", "data_runs", noon).value() == 0);
}

TEST_CASE("a new UTC day resets the daily counter") {
    place where(STORE_KIND);
    auto s = open_ok(where);
    const time_point before_midnight = noon + 12h - 1s;  // 2026-01-01T23:59:59Z
    const time_point midnight = noon + 12h;               // 2026-01-02T00:00:00Z
    for (int i = 0; i < 30; ++i) {
        REQUIRE(s->take_daily("alice", "data_runs", 30, before_midnight).ok());
    }
    CHECK(s->take_daily("alice", "data_runs", 30, before_midnight).error() ==
          store_error::limit_reached);

    CHECK(s->daily_count("alice", "data_runs", midnight).value() == 0);
    CHECK(s->take_daily("alice", "data_runs", 30, midnight).value() == 29);
    // A refund passes the time of its take, so it returns the use to the day it was taken from.
    CHECK(s->give_back_daily("alice", "data_runs", before_midnight).value() == 29);
    CHECK(s->daily_count("alice", "data_runs", midnight).value() == 1);
    CHECK(s->daily_count("alice", "data_runs", noon).value() == 29);
}

TEST_CASE("two instances on one file enforce one limit under concurrent takes") {
    place where(STORE_KIND);
    auto one = open_ok(where);
    auto two = open_ok(where);
    constexpr int limit = 30;
    std::atomic<int> taken{0};
    std::atomic<int> refused{0};
    std::atomic<int> errors{0};
    auto take = [&](store& s) {
        for (int i = 0; i < limit; ++i) {
            auto r = s.take_daily("alice", "data_runs", limit, noon);
            if (r.ok()) {
                ++taken;
            } else if (r.error() == store_error::limit_reached) {
                ++refused;
            } else {
                ++errors;
            }
        }
    };
    std::thread a(take, std::ref(*one));
    std::thread b(take, std::ref(*two));
    a.join();
    b.join();
    CHECK(errors.load() == 0);
    CHECK(taken.load() == limit);
    CHECK(refused.load() == limit);
    CHECK(one->daily_count("alice", "data_runs", noon).value() == limit);
    CHECK(two->daily_count("alice", "data_runs", noon).value() == limit);
}

TEST_CASE("reopening the file keeps the daily counts") {
    place where(STORE_KIND);
    {
        auto s = open_ok(where);
        for (int i = 0; i < 30; ++i) REQUIRE(s->take_daily("alice", "data_runs", 30, noon).ok());
    }
    auto s = open_ok(where);
    CHECK(s->daily_count("alice", "data_runs", noon).value() == 30);
    CHECK(s->take_daily("alice", "data_runs", 30, noon).error() == store_error::limit_reached);
}

TEST_CASE("injection-looking counter keys are plain keys") {
    place where(STORE_KIND);
    auto s = open_ok(where);
    const std::string user = "robert'); DROP TABLE daily_counts;--";
    REQUIRE(s->take_daily(user, "runs' OR '1'='1", 2, noon).ok());
    CHECK(s->daily_count(user, "runs' OR '1'='1", noon).value() == 1);
    CHECK(s->daily_count(user, "runs", noon).value() == 0);
    CHECK(s->daily_count("robert", "runs' OR '1'='1", noon).value() == 0);
}

// --- held uses (take_daily_held): a call's use stands only when the call says so ----------------

namespace {

new_version code_version(std::string_view csv, std::int64_t hold) {
    new_version v;
    v.source = dataset_source::code;
    v.csv = csv;
    v.columns_json = "[]";
    v.rows = 1;
    v.settles_hold = hold;
    return v;
}

}  // namespace

TEST_CASE("a held use counts against the limit and stands once settled") {
    place where(STORE_KIND);
    auto s = open_ok(where);
    auto a = s->take_daily_held("alice", "data_runs", 2, noon, noon + 60s);
    REQUIRE(a.ok());
    CHECK(a->remaining == 1);
    auto b = s->take_daily_held("alice", "data_runs", 2, noon, noon + 60s);
    REQUIRE(b.ok());
    CHECK(b->id != a->id);
    CHECK(s->take_daily_held("alice", "data_runs", 2, noon, noon + 60s).error() == store_error::limit_reached);
    REQUIRE(s->settle_daily(a->id).ok());
    CHECK(s->settle_daily(a->id).error() == store_error::not_found);  // once
    REQUIRE(s->give_back_held(b->id).ok());
    CHECK(s->give_back_held(b->id).error() == store_error::not_found);
    CHECK(s->daily_count("alice", "data_runs", noon).value() == 1);
    // The sweep leaves settled and returned uses alone.
    REQUIRE(s->expire_idle(24h, noon + 1h).ok());
    CHECK(s->daily_count("alice", "data_runs", noon).value() == 1);
}

TEST_CASE("a stored version settles its held use in the same write") {
    place where(STORE_KIND);
    auto s = open_ok(where);
    const auto sid = s->create_session("alice").value();
    auto h = s->take_daily_held("alice", "data_runs", 5, noon, noon + 60s);
    REQUIRE(h.ok());
    REQUIRE(s->add_version(sid, code_version("x\n1\n", h->id)).ok());
    CHECK(s->give_back_held(h->id).error() == store_error::not_found);  // nothing left to return
    REQUIRE(s->expire_idle(24h, noon + 1h).ok());
    CHECK(s->daily_count("alice", "data_runs", noon).value() == 1);

    // A version whose session is gone is not stored, and its hold stays open for the caller.
    auto lost = s->take_daily_held("alice", "data_runs", 5, noon, noon + 60s);
    REQUIRE(lost.ok());
    REQUIRE(s->delete_session(sid, "alice").ok());
    CHECK(s->add_version(sid, code_version("x\n2\n", lost->id)).error() == store_error::not_found);
    REQUIRE(s->give_back_held(lost->id).ok());
    CHECK(s->daily_count("alice", "data_runs", noon).value() == 1);
}

TEST_CASE("a hold nobody ended is returned by the sweep after it expires, and counts again if settled late") {
    place where(STORE_KIND);
    auto s = open_ok(where);
    // Three calls whose process died: nobody settles or gives back.
    for (int i = 0; i < 3; ++i) REQUIRE(s->take_daily_held("alice", "data_runs", 3, noon, noon + 60s).ok());
    auto late = s->take_daily_held("bob", "data_runs", 3, noon, noon + 60s);
    REQUIRE(late.ok());
    CHECK(s->take_daily_held("alice", "data_runs", 3, noon, noon + 60s).error() == store_error::limit_reached);
    // Not before the expiry.
    REQUIRE(s->expire_idle(24h, noon + 59s).ok());
    CHECK(s->daily_count("alice", "data_runs", noon).value() == 3);
    REQUIRE(s->expire_idle(24h, noon + 61s).ok());
    CHECK(s->daily_count("alice", "data_runs", noon).value() == 0);
    CHECK(s->daily_count("bob", "data_runs", noon).value() == 0);
    // A second sweep returns nothing twice.
    REQUIRE(s->expire_idle(24h, noon + 120s).ok());
    CHECK(s->daily_count("alice", "data_runs", noon).value() == 0);
    // A settle after the sweep (a call that outlived its hold) counts the use again, and a give
    // back after it takes nothing.
    REQUIRE(s->settle_daily(late->id).ok());
    CHECK(s->daily_count("bob", "data_runs", noon).value() == 1);
    auto given = s->take_daily_held("bob", "data_runs", 3, noon, noon + 60s);
    REQUIRE(given.ok());
    REQUIRE(s->expire_idle(24h, noon + 61s).ok());
    REQUIRE(s->give_back_held(given->id).ok());
    CHECK(s->daily_count("bob", "data_runs", noon).value() == 1);
}

TEST_CASE("two instances sweeping at once return each expired hold once") {
    place where(STORE_KIND);
    auto one = open_ok(where);
    auto two = open_ok(where);
    constexpr int holds = 40;
    for (int i = 0; i < holds; ++i) REQUIRE(one->take_daily_held("alice", "data_runs", 100, noon, noon + 60s).ok());
    for (int i = 0; i < 10; ++i) REQUIRE(one->take_daily("alice", "data_runs", 100, noon).ok());
    std::atomic<int> errors{0};
    auto sweep = [&](store& s) {
        for (int i = 0; i < 5; ++i) {
            if (!s.expire_idle(24h, noon + 61s).ok()) ++errors;
        }
    };
    std::thread a(sweep, std::ref(*one));
    std::thread b(sweep, std::ref(*two));
    a.join();
    b.join();
    CHECK(errors.load() == 0);
    CHECK(one->daily_count("alice", "data_runs", noon).value() == 10);
}
