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

void one_shot_signal::fire() {
    if (fired_) return;
    fired_ = true;
    auto callbacks = std::move(callbacks_);
    callbacks_.clear();
    for (auto& entry : callbacks) entry.second();
}

}  // namespace anyplot::common
