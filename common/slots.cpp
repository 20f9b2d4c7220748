#include "common/slots.hpp"

#include <boost/asio/redirect_error.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <algorithm>

namespace anyplot::common {

run_slots::run_slots(boost::asio::any_io_executor executor, int count, std::size_t max_waiting)
    : executor_(std::move(executor)), count_(count), free_(count), max_waiting_(max_waiting) {}

void run_slots::announce() const {
    const int waiting = static_cast<int>(queue_.size());
    int position = 0;
    for (const auto& w : queue_) {
        ++position;
        if (w->on_position) w->on_position(position, waiting);
    }
}

boost::asio::awaitable<slot_status> run_slots::acquire(std::chrono::milliseconds wait,
                                                       std::shared_ptr<one_shot_signal> cancel,
                                                       position_fn on_position) {
    if (cancel->fired()) co_return slot_status::cancelled;
    if (free_ > 0 && queue_.empty()) {
        --free_;
        co_return slot_status::granted;
    }
    if (max_waiting_ > 0 && queue_.size() >= max_waiting_) co_return slot_status::full;
    auto w = std::make_shared<waiter>(executor_);
    w->timer.expires_after(wait);
    w->on_position = std::move(on_position);
    queue_.push_back(w);
    announce();
    const std::size_t id = cancel->on_fire([w] { w->timer.cancel(); });
    boost::system::error_code ec;
    co_await w->timer.async_wait(boost::asio::redirect_error(boost::asio::use_awaitable, ec));
    cancel->forget(id);
    w->on_position = nullptr;
    if (w->granted) {  // release() handed its slot straight to us
        if (!cancel->fired()) co_return slot_status::granted;
        release();  // granted and cancelled in the same turn: pass it on
        co_return slot_status::cancelled;
    }
    std::erase(queue_, w);
    announce();
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
        announce();
        return;
    }
    ++free_;
}

}  // namespace anyplot::common
