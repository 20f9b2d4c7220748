// common/slots: grants up to the count, a FIFO line, a wait that times out or is cancelled.
#include "common/slots.hpp"
#include "tests/support/spawn.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <catch2/catch.hpp>

#include <memory>

using anyplot::common::run_slots;
using anyplot::common::slot_status;
using namespace std::chrono_literals;
namespace asio = boost::asio;

namespace {

asio::awaitable<void> take(run_slots* slots, std::chrono::milliseconds wait,
                           std::shared_ptr<anyplot::common::one_shot_signal> cancel, slot_status* out) {
    *out = co_await slots->acquire(wait, cancel);
}

}  // namespace

TEST_CASE("slots: grant up to the count / queue FIFO / time out / give up on cancel", "[slots]") {
    asio::io_context ioc;
    run_slots slots(ioc.get_executor(), 1);
    auto never = std::make_shared<anyplot::common::one_shot_signal>();
    slot_status first{}, second{}, third{}, fourth{};
    anyplot::test::spawn(ioc, take(&slots, 5s, never, &first));
    ioc.poll();
    CHECK(first == slot_status::granted);
    CHECK(slots.in_flight() == 1);

    anyplot::test::spawn(ioc, take(&slots, 5s, never, &second));
    auto cancel = std::make_shared<anyplot::common::one_shot_signal>();
    anyplot::test::spawn(ioc, take(&slots, 5s, cancel, &third));
    anyplot::test::spawn(ioc, take(&slots, 10ms, never, &fourth));
    ioc.restart();  // poll() stops the context when it runs out of work
    ioc.poll();
    CHECK(slots.waiting() == 3);
    cancel->fire();
    ioc.restart();
    ioc.run_for(200ms);  // the 10 ms waiter times out meanwhile
    CHECK(third == slot_status::cancelled);
    CHECK(fourth == slot_status::timed_out);
    CHECK(slots.waiting() == 1);

    slots.release();  // handed straight to the first in line
    ioc.restart();
    ioc.poll();
    CHECK(second == slot_status::granted);
    CHECK(slots.in_flight() == 1);
    slots.release();
    CHECK(slots.in_flight() == 0);
}
