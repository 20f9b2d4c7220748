#pragma once
// Run slots: at most `count` holders at once; others wait in FIFO order for a bounded time, in a
// line of at most `max_waiting` (the renderer's run slot, the agents' sandbox queue). A waiter can
// follow its place in line (position 1 = next).
// Single-threaded: used only from the daemon's I/O thread.
#include "common/signal.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/steady_timer.hpp>

#include <chrono>
#include <cstddef>
#include <deque>
#include <functional>
#include <memory>

namespace anyplot::common {

enum class slot_status { granted, timed_out, cancelled, full };

class run_slots {
public:
    // Called with the waiter's place (1 = next) and how many wait, when it joins the line and
    // whenever that changes.
    using position_fn = std::function<void(int position, int waiting)>;

    // `max_waiting` 0: the line has no bound.
    run_slots(boost::asio::any_io_executor executor, int count, std::size_t max_waiting = 0);

    // Waits at most `wait` for a slot. `cancel` firing while waiting gives up the place in line;
    // a full line answers `full` at once. On `granted` the caller must call release() exactly once.
    [[nodiscard]] boost::asio::awaitable<slot_status> acquire(std::chrono::milliseconds wait,
                                                              std::shared_ptr<one_shot_signal> cancel,
                                                              position_fn on_position = {});
    void release();

    [[nodiscard]] int in_flight() const noexcept { return count_ - free_; }
    [[nodiscard]] int waiting() const noexcept { return static_cast<int>(queue_.size()); }

private:
    struct waiter {
        explicit waiter(const boost::asio::any_io_executor& ex) : timer(ex) {}
        boost::asio::steady_timer timer;
        bool granted = false;
        position_fn on_position;
    };
    void announce() const;  // every waiter's place, after the line changed

    boost::asio::any_io_executor executor_;
    int count_;
    int free_;
    std::size_t max_waiting_;
    std::deque<std::shared_ptr<waiter>> queue_;
};

}  // namespace anyplot::common
