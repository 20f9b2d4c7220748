#include "agents/chat/deadline.hpp"

namespace anyplot::agents::chat {

turn_deadline::turn_deadline(const boost::asio::any_io_executor& ex, std::chrono::milliseconds length,
                             std::shared_ptr<common::one_shot_signal> cancel)
    : state_(std::make_shared<state>(ex)), length_(length), cancel_(std::move(cancel)) {
    arm();
}

turn_deadline::~turn_deadline() { state_->timer.cancel(); }

void turn_deadline::arm() {
    state_->timer.expires_after(length_);
    // The handler holds the state and the signal, never this object (it may be gone first).
    state_->timer.async_wait([s = state_, cancel = cancel_](const boost::system::error_code& ec) {
        if (ec) return;
        s->expired = true;
        cancel->fire();
    });
}

void turn_deadline::pause() {
    if (paused_ || state_->expired) return;
    paused_ = true;
    state_->timer.cancel();
}

void turn_deadline::resume() {
    if (!paused_ || state_->expired) return;
    paused_ = false;
    arm();
}

}  // namespace anyplot::agents::chat
