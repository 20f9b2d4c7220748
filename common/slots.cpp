#include "common/slots.hpp"

#include <boost/asio/redirect_error.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <algorithm>

namespace anyplot::common {

run_slots::run_slots(boost::asio::any_io_executor executor, int count)
    : executor_(std::move(executor)), count_(count), free_(count) {}

boost::asio::awaitable<slot_status> run_slots::acquire(std::chrono::milliseconds wait,
                                                       std::shared_ptr<one_shot_signal> cancel) {
    if (cancel->fired()) co_return slot_status::cancelled;
    if (free_ > 0 && queue_.empty()) {
        --free_;
        co_return slot_status::granted;
    }
    auto w = std::make_shared<waiter>(executor_);
    w->timer.expires_after(wait);
    queue_.push_back(w);
    const std::size_t id = cancel->on_fire([w] { w->timer.cancel(); });
    boost::system::error_code ec;
    co_await w->timer.async_wait(boost::asio::redirect_error(boost::asio::use_awaitable, ec));
    cancel->forget(id);
    if (w->granted) {  // release() handed its slot straight to us
        if (!cancel->fired()) co_return slot_status::granted;
        release();  // granted and cancelled in the same turn: pass it on
        co_return slot_status::cancelled;
    }
    std::erase(queue_, w);
    co_return cancel->fired() ? slot_status::cancelled : slot_status::timed_out;
}

void run_slots::release() {
    // Hand the slot to the first waiter directly, so a newcomer cannot overtake the queue.
    while (!queue_.empty()) {
        auto w = queue_.front();
        queue_.pop_front();
        if (w->granted) continue;
        w->granted = true;
        w->timer.cancel();
        return;
    }
    ++free_;
}

}  // namespace anyplot::common
