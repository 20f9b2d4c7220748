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
