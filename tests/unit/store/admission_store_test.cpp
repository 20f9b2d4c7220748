// One chat message's admission, undo and strikes as single store calls (store::admit_message,
// give_back_message, record_strike), on both back ends: the refusal order, nothing taken on a
// refusal, and two instances at a cap never both admitting. Also the event kinds' stored text.
#include "tests/unit/store/place.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <thread>
#include <variant>

using namespace anyplot::agents::store;
using namespace std::chrono_literals;
using store_test::place;

namespace {

const time_point noon{std::chrono::seconds{1'767'268'800}};  // 2026-01-01T12:00:00Z

std::unique_ptr<store> open_ok(const place& where) {
    store_options o;
    o.clock = [] { return noon; };
    return where.open(o);
}

message_caps caps(int per_minute = 10, int per_day = 200, std::int64_t tokens = 1'000'000) {
    return message_caps{.lockout = 24h, .tokens_per_day = tokens, .per_minute = per_minute, .rate_window = 60s,
                        .per_day = per_day};
}

std::optional<message_refusal> refusal_of(const result<message_admission>& r) {
    REQUIRE(r.ok());
    if (const auto* refused = std::get_if<message_refusal>(&r.value())) return *refused;
    return std::nullopt;
}

const std::string messages{to_string(event_kind::messages)};

// What an admission takes, as the rest of the store sees it.
struct counted {
    int minute = 0;
    int day = 0;
    bool operator==(const counted&) const = default;
};

counted counts(store& s, const std::string& user, time_point at = noon) {
    return {s.count_events(user, messages, 60s, at).value(), s.daily_count(user, messages, at).value()};
}

}  // namespace

TEST_CASE("event kinds are stored as the text existing databases hold") {
    STATIC_REQUIRE(to_string(event_kind::messages) == "messages");
    STATIC_REQUIRE(to_string(event_kind::tokens) == "tokens");
    STATIC_REQUIRE(to_string(event_kind::attack) == "attack");
    STATIC_REQUIRE(to_string(event_kind::lock) == "lock");
    STATIC_REQUIRE(to_string(event_kind::session_hour) == "session_hour");
    STATIC_REQUIRE(to_string(event_kind::session_day) == "session_day");
    STATIC_REQUIRE(to_string(event_kind::direct_version) == "direct_version");
}

TEST_CASE("admit_message takes a minute event and a day's use, and give_back_message returns both") {
    place where(STORE_KIND);
    auto s = open_ok(where);
    auto admitted = s->admit_message("alice", caps(), noon);
    REQUIRE(refusal_of(admitted) == std::nullopt);
    const auto taken = std::get<message_taken>(admitted.value());
    CHECK(taken.minute_event != 0);
    CHECK(taken.at == noon);
    CHECK(counts(*s, "alice") == counted{1, 1});

    REQUIRE(s->give_back_message("alice", taken).ok());
    CHECK(counts(*s, "alice") == counted{0, 0});
    // Nothing left to give back: the day says so.
    CHECK(s->give_back_message("alice", taken).error() == store_error::not_found);
    CHECK(counts(*s, "alice") == counted{0, 0});
}

TEST_CASE("give_back_message returns the use to the day it was taken on") {
    place where(STORE_KIND);
    auto s = open_ok(where);
    const time_point before_midnight = noon + 11h + 59min;
    auto admitted = s->admit_message("alice", caps(), before_midnight);
    REQUIRE(refusal_of(admitted) == std::nullopt);
    REQUIRE(refusal_of(s->admit_message("alice", caps(), before_midnight + 2min)) == std::nullopt);
    REQUIRE(s->give_back_message("alice", std::get<message_taken>(admitted.value())).ok());
    CHECK(s->daily_count("alice", messages, before_midnight).value() == 0);
    CHECK(s->daily_count("alice", messages, before_midnight + 2min).value() == 1);
}

TEST_CASE("admit_message refuses in order locked, budget, rate_limited, daily_limit, taking nothing") {
    place where(STORE_KIND);
    auto s = open_ok(where);

    SECTION("a lock outranks every other limit") {
        REQUIRE(s->add_daily("alice", to_string(event_kind::tokens), 5'000, noon).ok());
        REQUIRE(s->record_strike("alice", strike_caps{.strikes = 1, .window = 24h, .lockout = 24h}, noon).ok());
        CHECK(refusal_of(s->admit_message("alice", caps(0, 0, 10), noon)) == message_refusal::locked);
        CHECK(counts(*s, "alice") == counted{0, 0});
        // The lock lasts its lockout, then the next limit answers.
        CHECK(refusal_of(s->admit_message("alice", caps(0, 0, 10), noon + 25h)) == message_refusal::rate_limited);
    }
    SECTION("the day's tokens outrank the message limits") {
        REQUIRE(s->add_daily("alice", to_string(event_kind::tokens), 5'000, noon).ok());
        CHECK(refusal_of(s->admit_message("alice", caps(0, 0, 5'000), noon)) == message_refusal::budget);
        CHECK(counts(*s, "alice") == counted{0, 0});
        CHECK(refusal_of(s->admit_message("alice", caps(0, 0, 5'001), noon)) == message_refusal::rate_limited);
    }
    SECTION("the rolling minute outranks the day") {
        for (int i = 0; i < 2; ++i) REQUIRE(refusal_of(s->admit_message("alice", caps(2, 2), noon)) == std::nullopt);
        CHECK(refusal_of(s->admit_message("alice", caps(2, 2), noon + 1s)) == message_refusal::rate_limited);
        CHECK(counts(*s, "alice", noon + 1s) == counted{2, 2});
        // A minute later the day is what refuses, and the minute's event it tried is not kept.
        CHECK(refusal_of(s->admit_message("alice", caps(2, 2), noon + 61s)) == message_refusal::daily_limit);
        CHECK(counts(*s, "alice", noon + 61s) == counted{0, 2});
        CHECK(s->count_events("alice", messages, 1h, noon + 61s).value() == 2);
    }
    SECTION("zero caps refuse without counting") {
        CHECK(refusal_of(s->admit_message("alice", caps(0, 10), noon)) == message_refusal::rate_limited);
        CHECK(refusal_of(s->admit_message("alice", caps(10, 0), noon)) == message_refusal::daily_limit);
        CHECK(counts(*s, "alice") == counted{0, 0});
    }
    // Another user's limits are their own.
    CHECK(refusal_of(s->admit_message("bob", caps(), noon)) == std::nullopt);
}

TEST_CASE("two instances admitting at once never pass a cap together") {
    place where(STORE_KIND);
    auto one = open_ok(where);
    auto two = open_ok(where);
    std::atomic<int> admitted{0}, refused{0}, errors{0};
    auto worker = [&](store* s, const message_caps c) {
        for (int i = 0; i < 20; ++i) {
            auto r = s->admit_message("carol", c, noon);
            if (!r.ok()) {
                ++errors;
            } else if (std::holds_alternative<message_taken>(r.value())) {
                ++admitted;
            } else {
                ++refused;
            }
        }
    };
    SECTION("the per-minute cap") {
        std::thread a(worker, one.get(), caps(7, 100));
        std::thread b(worker, two.get(), caps(7, 100));
        a.join();
        b.join();
        CHECK(admitted == 7);
        CHECK(counts(*one, "carol") == counted{7, 7});
    }
    SECTION("the daily cap") {
        std::thread a(worker, one.get(), caps(100, 7));
        std::thread b(worker, two.get(), caps(100, 7));
        a.join();
        b.join();
        CHECK(admitted == 7);
        // The refused admissions' minute events were rolled back with them.
        CHECK(counts(*one, "carol") == counted{7, 7});
    }
    CHECK(errors == 0);
    CHECK(refused == 40 - 7);
}

TEST_CASE("record_strike counts strikes in the window and locks at the cap, together") {
    place where(STORE_KIND);
    auto s = open_ok(where);
    const strike_caps c{.strikes = 3, .window = 24h, .lockout = 48h};
    const std::string lock{to_string(event_kind::lock)};
    auto first = s->record_strike("dave", c, noon);
    REQUIRE(first.ok());
    CHECK(first->strikes == 1);
    CHECK_FALSE(first->locked);
    // A strike older than the window no longer counts.
    auto later = s->record_strike("dave", c, noon + 25h);
    REQUIRE(later.ok());
    CHECK(later->strikes == 1);
    REQUIRE(s->record_strike("dave", c, noon + 26h).ok());
    CHECK(s->count_events("dave", lock, 48h, noon + 26h).value() == 0);
    auto third = s->record_strike("dave", c, noon + 27h);
    REQUIRE(third.ok());
    CHECK(third->strikes == 3);
    CHECK(third->locked);
    CHECK(s->count_events("dave", lock, 48h, noon + 27h).value() == 1);
    CHECK(s->count_events("dave", to_string(event_kind::attack), 24h, noon + 27h).value() == 3);
    auto chat = caps();
    chat.lockout = c.lockout;  // the chat reads the lock with the lockout it was written with
    CHECK(refusal_of(s->admit_message("dave", chat, noon + 27h + 47h)) == message_refusal::locked);
    CHECK(refusal_of(s->admit_message("dave", chat, noon + 27h + 48h)) == std::nullopt);
    // Other users are apart.
    CHECK(s->count_events("erin", lock, 48h, noon + 27h).value() == 0);
}
