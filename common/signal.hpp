#pragma once
// A one-shot signal with callbacks, for single-threaded (one io_context) code: "the client left",
// "cancel this run". Callbacks run on the thread that fires it.
#include <cstddef>
#include <functional>
#include <utility>
#include <vector>

namespace anyplot::common {

class one_shot_signal {
public:
    [[nodiscard]] bool fired() const noexcept { return fired_; }
    // Returns an id for `forget`. A callback added after firing runs at once (and gets id 0).
    std::size_t on_fire(std::function<void()> callback);
    void forget(std::size_t id) noexcept;
    void fire();

private:
    bool fired_ = false;
    std::size_t next_id_ = 1;
    std::vector<std::pair<std::size_t, std::function<void()>>> callbacks_;
};

}  // namespace anyplot::common
