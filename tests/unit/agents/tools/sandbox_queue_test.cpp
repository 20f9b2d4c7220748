// agents/tools/sandbox_queue: places in line for waiters, a full line is capacity, and fairness
// across people.
#include "agents/tools/sandbox_queue.hpp"
#include "common/slots.hpp"
#include "tests/support/spawn.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <catch2/catch.hpp>

#include <optional>
#include <vector>

namespace asio = boost::asio;
using namespace anyplot::agents;
using namespace std::chrono_literals;

namespace {

asio::awaitable<void> hold_then(tools::queue_hold* hold, tools::sandbox_hold::outcome* out) {
    *out = co_await hold->hold();
}

asio::awaitable<void> hold_into(tools::queue_hold* hold, std::optional<tools::sandbox_hold::outcome>* out) {
    *out = co_await hold->hold();
}

}  // namespace

TEST_CASE("the sandbox queue: positions for two waiters, a full line is capacity", "[chat][queue]") {
    asio::io_context ioc;
    anyplot::common::run_slots slots(ioc.get_executor(), 1, 2);
    auto cancel = std::make_shared<anyplot::common::one_shot_signal>();
    std::optional<tools::queue_hold> first;
    first.emplace(slots, 5s, cancel, "a");
    std::vector<std::pair<int, int>> b_seen, c_seen;
    tools::queue_hold::hooks hb, hc;
    hb.queued = [&b_seen](int p, int w) { b_seen.emplace_back(p, w); };
    hc.queued = [&c_seen](int p, int w) { c_seen.emplace_back(p, w); };
    tools::queue_hold b(slots, 5s, cancel, "b", hb), c(slots, 5s, cancel, "c", hc), d(slots, 5s, cancel, "d");
    using outcome = tools::sandbox_hold::outcome;
    outcome o1{}, o2{}, o3{}, o4{};
    anyplot::test::spawn(ioc, hold_then(&*first, &o1));
    anyplot::test::spawn(ioc, hold_then(&b, &o2));
    anyplot::test::spawn(ioc, hold_then(&c, &o3));
    anyplot::test::spawn(ioc, hold_then(&d, &o4));  // the line (2) is full
    ioc.run_for(50ms);
    CHECK(o1 == outcome::granted);
    CHECK(o4 == outcome::capacity);
    CHECK(b_seen == std::vector<std::pair<int, int>>{{1, 1}, {1, 2}});
    CHECK(c_seen == std::vector<std::pair<int, int>>{{2, 2}});
    // The first turn ends: b is next, c moves up to 1.
    first.reset();
    ioc.restart();
    ioc.run_for(50ms);
    CHECK(o2 == outcome::granted);
    CHECK(c_seen.back() == std::pair<int, int>{1, 1});
    // A cancelled turn leaves the line.
    cancel->fire();
    ioc.restart();
    ioc.run_for(50ms);
    CHECK(o3 == outcome::cancelled);
}

TEST_CASE("the sandbox queue is fair across people: one person's flood never starts before another's run",
          "[chat][queue][fair]") {
    asio::io_context ioc;
    // Two slots, at most one run and two places in line per person, a line of 16.
    anyplot::common::run_slots slots(ioc.get_executor(), 2, 16, anyplot::common::owner_limits{1, 2});
    auto cancel = std::make_shared<anyplot::common::one_shot_signal>();
    using outcome = tools::sandbox_hold::outcome;
    const auto settle = [&ioc] {
        ioc.restart();
        ioc.run_for(30ms);
    };
    // Mallory floods: five turns at once.
    std::vector<std::optional<tools::queue_hold>> flood(5);
    std::vector<std::optional<outcome>> got(5);
    for (std::size_t i = 0; i < 5; ++i) {
        flood[i].emplace(slots, 5s, cancel, "mallory");
        anyplot::test::spawn(ioc, hold_into(&*flood[i], &got[i]));
    }
    settle();
    // One runs and two wait (her share); the other two are refused at once with her own answer,
    // and the second slot stays free for someone else.
    CHECK(got[0] == outcome::granted);
    CHECK_FALSE(got[1]);
    CHECK_FALSE(got[2]);
    CHECK(got[3] == outcome::owner_full);
    CHECK(got[4] == outcome::owner_full);
    CHECK(slots.in_flight() == 1);
    // Alice's one run starts at once.
    std::optional<tools::queue_hold> alice(std::in_place, slots, 5s, cancel, "alice");
    std::optional<outcome> a;
    anyplot::test::spawn(ioc, hold_into(&*alice, &a));
    settle();
    CHECK(a == outcome::granted);
    // Bob comes while both slots are taken, behind Mallory's two waiting turns.
    tools::queue_hold bob(slots, 5s, cancel, "bob");
    std::optional<outcome> b;
    anyplot::test::spawn(ioc, hold_into(&bob, &b));
    settle();
    CHECK_FALSE(b);
    // Alice's run ends: the slot goes to Bob (he holds none; Mallory holds one), not to the
    // earlier of Mallory's waiting turns.
    alice.reset();
    settle();
    CHECK(b == outcome::granted);
    CHECK_FALSE(got[1]);
    // Mallory's run ends: her next turn takes her slot.
    flood[0].reset();
    settle();
    CHECK(got[1] == outcome::granted);
    CHECK_FALSE(got[2]);
    CHECK(slots.running_of("mallory") == 1);
    CHECK(slots.running_of("bob") == 1);
    CHECK(slots.running_of("alice") == 0);
    cancel->fire();
    settle();
    CHECK(got[2] == outcome::cancelled);
}
