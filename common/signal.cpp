#include "common/signal.hpp"

#include <algorithm>

namespace anyplot::common {

std::size_t one_shot_signal::on_fire(std::function<void()> callback) {
    if (fired_) {
        callback();
        return 0;
    }
    const std::size_t id = next_id_++;
    callbacks_.emplace_back(id, std::move(callback));
    return id;
}

void one_shot_signal::forget(std::size_t id) noexcept {
    std::erase_if(callbacks_, [id](const auto& entry) { return entry.first == id; });
}

scoped_listener::scoped_listener(std::shared_ptr<one_shot_signal> signal, std::function<void()> callback)
    : signal_(std::move(signal)) {
    if (signal_) id_ = signal_->on_fire(std::move(callback));
}

scoped_listener::scoped_listener(scoped_listener&& other) noexcept
    : signal_(std::move(other.signal_)), id_(std::exchange(other.id_, 0)) {}

scoped_listener& scoped_listener::operator=(scoped_listener&& other) noexcept {
    if (this != &other) {
        release();
        signal_ = std::move(other.signal_);
        id_ = std::exchange(other.id_, 0);
    }
    return *this;
}

void scoped_listener::release() noexcept {
    if (signal_) signal_->forget(id_);
    signal_.reset();
    id_ = 0;
}

void one_shot_signal::fire() {
    if (fired_) return;
    fired_ = true;
    auto callbacks = std::move(callbacks_);
    callbacks_.clear();
    for (auto& entry : callbacks) entry.second();
}

}  // namespace anyplot::common
