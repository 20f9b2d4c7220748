// The renderer pool's policy (agents/backends/renderer_pool) without sockets, on a fake clock.
#include "agents/backends/renderer_pool.hpp"
#include "tests/unit/agents/backends/pool_clock.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace anyplot::agents;
using anyplot::test::fake_clock;
using anyplot::test::three;
using backends::attempt_end;
using backends::backend_error;
using backends::move_reason;
using backends::pool_call;
using backends::renderer_pool;
using namespace std::chrono_literals;

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
