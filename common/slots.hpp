#pragma once
// Run slots: at most `count` holders at once; others wait in FIFO order for a bounded time
// (the renderer's run slot, the agents' turn slot).
// Single-threaded: used only from the daemon's I/O thread.
#include "common/signal.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/steady_timer.hpp>

#include <chrono>
#include <deque>
#include <memory>

namespace anyplot::common {

enum class slot_status { granted, timed_out, cancelled };

class run_slots {
public:
    run_slots(boost::asio::any_io_executor executor, int count);

    // Waits at most `wait` for a slot. `cancel` firing while waiting gives up the place in line.
    // On `granted` the caller must call release() exactly once.
    [[nodiscard]] boost::asio::awaitable<slot_status> acquire(std::chrono::milliseconds wait,
                                                              std::shared_ptr<one_shot_signal> cancel);
    void release();

    [[nodiscard]] int in_flight() const noexcept { return count_ - free_; }
    [[nodiscard]] int waiting() const noexcept { return static_cast<int>(queue_.size()); }

private:
    struct waiter {
        explicit waiter(const boost::asio::any_io_executor& ex) : timer(ex) {}
        boost::asio::steady_timer timer;
        bool granted = false;
    };
    boost::asio::any_io_executor executor_;
    int count_;
    int free_;
    std::deque<std::shared_ptr<waiter>> queue_;
};

}  // namespace anyplot::common
