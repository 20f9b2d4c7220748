#pragma once
// Run slots: at most `count` holders at once; others wait for a bounded time, in a line of at most
// `max_waiting` (the renderer's run slot, the agents' sandbox queue). A waiter can follow its place
// in line (position 1 = next).
//
// Fair across owners (the agents' people): with per-owner limits, one owner holds at most
// `running` slots and waits in at most `waiting` places (more answers owner_full at once, never
// taking a place from anyone else), and a freed slot goes to the waiter whose owner holds the
// fewest slots, the earliest of them on a tie — so one person's flood never starts before
// another's single run. An empty owner ("") is never limited and waits in FIFO order.
// Single-threaded: used only from the daemon's I/O thread.
#include "common/signal.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/steady_timer.hpp>

#include <chrono>
#include <cstddef>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>

namespace anyplot::common {

enum class slot_status { granted, timed_out, cancelled, full, owner_full };

// 0: no limit.
struct owner_limits {
    int running = 0;
    std::size_t waiting = 0;
};

class run_slots {
public:
    // Called with the waiter's place (1 = next) and how many wait, when it joins the line and
    // whenever that changes.
    using position_fn = std::function<void(int position, int waiting)>;

    // `max_waiting` 0: the line has no bound.
    run_slots(boost::asio::any_io_executor executor, int count, std::size_t max_waiting = 0,
              owner_limits per_owner = {});

    // Waits at most `wait` for a slot. `cancel` firing while waiting gives up the place in line;
    // a full line answers `full` at once, an owner at its limits `owner_full`. On `granted` the
    // caller must call release(owner) exactly once.
    [[nodiscard]] boost::asio::awaitable<slot_status> acquire(std::chrono::milliseconds wait,
                                                              std::shared_ptr<one_shot_signal> cancel,
                                                              position_fn on_position = {}, std::string owner = {});
    void release(std::string_view owner = {});

    [[nodiscard]] int in_flight() const noexcept { return count_ - free_; }
    [[nodiscard]] int waiting() const noexcept { return static_cast<int>(queue_.size()); }
    [[nodiscard]] int running_of(std::string_view owner) const;

private:
    struct waiter {
        explicit waiter(const boost::asio::any_io_executor& ex) : timer(ex) {}
        boost::asio::steady_timer timer;
        bool granted = false;
        position_fn on_position;
        std::string owner;
    };
    void announce() const;  // every waiter's place, after the line changed
    [[nodiscard]] bool may_run(const std::string& owner) const;
    void grant(const std::string& owner);
    void dispatch();        // free slots to the waiters that may take them, fairest first

    boost::asio::any_io_executor executor_;
    int count_;
    int free_;
    std::size_t max_waiting_;
    owner_limits per_owner_;
    std::deque<std::shared_ptr<waiter>> queue_;
    std::map<std::string, int, std::less<>> running_;  // owner → slots held (non-empty owners only)
};

}  // namespace anyplot::common
