#pragma once
// A one-shot signal with callbacks, for single-threaded (one io_context) code: "the client left",
// "cancel this run". Callbacks run on the thread that fires it.
#include <cstddef>
#include <functional>
#include <memory>
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

// A callback registered for one scope: forgotten on every way out, a coroutine frame destroyed
// mid-await included, so the signal never calls into a scope that is gone. A null signal
// registers nothing (an optional cancel). Movable: the moved-from guard forgets nothing.
class scoped_listener {
public:
    scoped_listener() = default;
    scoped_listener(std::shared_ptr<one_shot_signal> signal, std::function<void()> callback);
    scoped_listener(scoped_listener&& other) noexcept;
    scoped_listener& operator=(scoped_listener&& other) noexcept;
    scoped_listener(const scoped_listener&) = delete;
    scoped_listener& operator=(const scoped_listener&) = delete;
    ~scoped_listener() { release(); }

    // Forgets the callback now, before the scope ends; idempotent.
    void release() noexcept;

private:
    std::shared_ptr<one_shot_signal> signal_;
    std::size_t id_ = 0;
};

}  // namespace anyplot::common
