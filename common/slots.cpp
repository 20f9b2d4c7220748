#include "common/slots.hpp"

#include <boost/asio/redirect_error.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <algorithm>

namespace anyplot::common {

run_slots::run_slots(boost::asio::any_io_executor executor, int count, std::size_t max_waiting, owner_limits per_owner)
    : executor_(std::move(executor)), count_(count), free_(count), max_waiting_(max_waiting), per_owner_(per_owner) {}

int run_slots::running_of(std::string_view owner) const {
    const auto it = running_.find(owner);
    return it == running_.end() ? 0 : it->second;
}

bool run_slots::may_run(const std::string& owner) const {
    return owner.empty() || per_owner_.running <= 0 || running_of(owner) < per_owner_.running;
}

void run_slots::grant(const std::string& owner) {
    --free_;
    if (!owner.empty()) ++running_[owner];
}

void run_slots::announce() const {
    const int waiting = static_cast<int>(queue_.size());
    int position = 0;
    for (const auto& w : queue_) {
        ++position;
        if (w->on_position) w->on_position(position, waiting);
    }
}

void run_slots::dispatch() {
    bool changed = false;
    while (free_ > 0) {
        // The waiter whose owner holds the fewest slots, the earliest on a tie; owners at their
        // limit wait for their own runs to end.
        auto best = queue_.end();
        for (auto it = queue_.begin(); it != queue_.end(); ++it) {
            if (!may_run((*it)->owner)) continue;
            if (best == queue_.end() || running_of((*it)->owner) < running_of((*best)->owner)) best = it;
        }
        if (best == queue_.end()) break;
        const auto w = *best;
        queue_.erase(best);
        grant(w->owner);
        w->granted = true;
        w->timer.cancel();
        changed = true;
    }
    if (changed) announce();
}

boost::asio::awaitable<slot_status> run_slots::acquire(std::chrono::milliseconds wait,
                                                       std::shared_ptr<one_shot_signal> cancel,
                                                       position_fn on_position, std::string owner) {
    if (cancel->fired()) co_return slot_status::cancelled;
    // Free slots never sit beside a waiter that may take one (dispatch hands them out at once),
    // so a newcomer that may run takes a free slot without overtaking anyone.
    if (free_ > 0 && may_run(owner)) {
        grant(owner);
        co_return slot_status::granted;
    }
    if (!owner.empty() && per_owner_.waiting > 0 &&
        static_cast<std::size_t>(std::count_if(queue_.begin(), queue_.end(), [&](const auto& w) {
            return w->owner == owner;
        })) >= per_owner_.waiting) {
        co_return slot_status::owner_full;
    }
    if (max_waiting_ > 0 && queue_.size() >= max_waiting_) co_return slot_status::full;
    auto w = std::make_shared<waiter>(executor_);
    w->timer.expires_after(wait);
    w->on_position = std::move(on_position);
    w->owner = std::move(owner);
    queue_.push_back(w);
    announce();
    const scoped_listener wake(cancel, [w] { w->timer.cancel(); });
    boost::system::error_code ec;
    co_await w->timer.async_wait(boost::asio::redirect_error(boost::asio::use_awaitable, ec));
    w->on_position = nullptr;
    if (w->granted) {  // dispatch() handed a slot straight to us
        if (!cancel->fired()) co_return slot_status::granted;
        release(w->owner);  // granted and cancelled in the same turn: pass it on
        co_return slot_status::cancelled;
    }
    std::erase(queue_, w);
    announce();
    co_return cancel->fired() ? slot_status::cancelled : slot_status::timed_out;
}

void run_slots::release(std::string_view owner) {
    if (!owner.empty()) {
        if (const auto it = running_.find(owner); it != running_.end() && --it->second <= 0) running_.erase(it);
    }
    ++free_;
    dispatch();
}

}  // namespace anyplot::common
