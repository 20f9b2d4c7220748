// agents/chat/deadline: the turn's deadline pauses while the turn waits in the sandbox queue and
// re-arms in full when it leaves the line.
#include "agents/chat/deadline.hpp"
#include "agents/tools/sandbox_queue.hpp"
#include "common/slots.hpp"
#include "tests/support/spawn.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <catch2/catch.hpp>

namespace asio = boost::asio;
using namespace anyplot::agents;
using namespace std::chrono_literals;

namespace {

asio::awaitable<void> hold_then(tools::queue_hold* hold, tools::sandbox_hold::outcome* out) {
    *out = co_await hold->hold();
}


asio::awaitable<void> release_after(anyplot::common::run_slots* slots, std::chrono::milliseconds d) {
    asio::steady_timer t(co_await asio::this_coro::executor, d);
    boost::system::error_code ec;
    co_await t.async_wait(asio::redirect_error(asio::use_awaitable, ec));
    slots->release();
}

}  // namespace

TEST_CASE("the turn's deadline pauses while queued and re-arms in full", "[chat][queue]") {
    asio::io_context ioc;
    anyplot::common::run_slots slots(ioc.get_executor(), 1);
    auto holder_cancel = std::make_shared<anyplot::common::one_shot_signal>();
    tools::queue_hold holder(slots, 5s, holder_cancel, "");
    tools::sandbox_hold::outcome first{};
    anyplot::test::spawn(ioc, hold_then(&holder, &first));
    ioc.run_for(10ms);
    REQUIRE(first == tools::sandbox_hold::outcome::granted);

    // A 150 ms deadline, a 400 ms wait in line: the wait does not count.
    auto cancel = std::make_shared<anyplot::common::one_shot_signal>();
    chat::turn_deadline deadline(ioc.get_executor(), 150ms, cancel);
    tools::queue_hold::hooks h;
    h.queued = [&deadline](int, int) { deadline.pause(); };
    h.left_line = [&deadline] { deadline.resume(); };
    tools::queue_hold waiting(slots, 5s, cancel, "", h);
    tools::sandbox_hold::outcome got{};
    anyplot::test::spawn(ioc, hold_then(&waiting, &got));
    anyplot::test::spawn(ioc, release_after(&slots, 400ms));
    ioc.restart();
    ioc.run_for(450ms);
    CHECK(got == tools::sandbox_hold::outcome::granted);
    CHECK_FALSE(deadline.expired());
    CHECK_FALSE(cancel->fired());
    // Re-armed in full when granted: it passes 150 ms later.
    ioc.restart();
    ioc.run_for(300ms);
    CHECK(deadline.expired());
    CHECK(cancel->fired());
}
