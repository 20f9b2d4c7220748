#pragma once
// A turn's one deadline (AGENT_TURN_DEADLINE_S): when it passes, the turn's cancel signal fires
// and every step gives up. It pauses while the turn waits in the sandbox queue and re-arms in
// full when the wait is over, so a long line never eats the turn's own time.
#include "common/signal.hpp"

#include <utility>  // before Asio: Boost 1.74's awaitable.hpp uses std::exchange without it

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/steady_timer.hpp>

#include <chrono>
#include <memory>

namespace anyplot::agents::chat {

class turn_deadline {
public:
    turn_deadline(const boost::asio::any_io_executor& ex, std::chrono::milliseconds length,
                  std::shared_ptr<common::one_shot_signal> cancel);
    ~turn_deadline();
    turn_deadline(const turn_deadline&) = delete;
    turn_deadline& operator=(const turn_deadline&) = delete;

    void pause();
    void resume();  // in full
    [[nodiscard]] bool expired() const noexcept { return state_->expired; }

private:
    struct state {
        explicit state(const boost::asio::any_io_executor& ex) : timer(ex) {}
        boost::asio::steady_timer timer;
        bool expired = false;
    };
    void arm();
    std::shared_ptr<state> state_;
    std::chrono::milliseconds length_;
    std::shared_ptr<common::one_shot_signal> cancel_;
    bool paused_ = false;
};

}  // namespace anyplot::agents::chat
