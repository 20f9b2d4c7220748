#pragma once
// The turn's place in the process's queue for sandbox work (common::run_slots): waited for on the
// turn's first run, held until the turn ends (this object's end). Only sandbox work queues; a
// full line or a wait over its bound is `capacity`, the turn's cancel signal leaves the line.
#include "agents/tools/run_data_code.hpp"
#include "common/slots.hpp"

#include <chrono>
#include <functional>
#include <memory>

namespace anyplot::agents::tools {

class queue_hold final : public sandbox_hold {
public:
    struct hooks {
        std::function<void(int position, int waiting)> queued;  // joined the line, or its place changed
        std::function<void()> left_line;                         // the wait is over (granted or not)
    };
    // `owner`: the person, whose share of the queue this hold counts against.
    queue_hold(common::run_slots& slots, std::chrono::milliseconds wait, std::shared_ptr<common::one_shot_signal> cancel,
               std::string owner, hooks h = {})
        : slots_(slots), wait_(wait), cancel_(std::move(cancel)), owner_(std::move(owner)), hooks_(std::move(h)) {}
    ~queue_hold() override;
    queue_hold(const queue_hold&) = delete;
    queue_hold& operator=(const queue_hold&) = delete;

    [[nodiscard]] boost::asio::awaitable<outcome> hold() override;
    [[nodiscard]] bool held() const noexcept { return held_; }

private:
    common::run_slots& slots_;
    std::chrono::milliseconds wait_;
    std::shared_ptr<common::one_shot_signal> cancel_;
    std::string owner_;
    hooks hooks_;
    bool held_ = false;
};

}  // namespace anyplot::agents::tools
