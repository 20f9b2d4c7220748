#pragma once
// A renderer pool of three on a clock the test moves (renderer_pool_test, api/status_test).
#include "agents/backends/renderer_pool.hpp"

#include <chrono>
#include <memory>

namespace anyplot::test {

using agents::backends::renderer_pool;

struct fake_clock {
    std::shared_ptr<renderer_pool::clock::time_point> t =
        std::make_shared<renderer_pool::clock::time_point>(renderer_pool::clock::time_point{} + std::chrono::hours(1000));
    [[nodiscard]] renderer_pool::clock_fn fn() const {
        return [now = t] { return *now; };
    }
    void advance(std::chrono::milliseconds d) const { *t += d; }
};

inline renderer_pool three(const fake_clock& c, std::chrono::milliseconds down_for = std::chrono::milliseconds(5000)) {
    return renderer_pool({"http://127.0.0.1:1", "http://127.0.0.1:2", "http://127.0.0.1:3"}, down_for, c.fn());
}

}  // namespace anyplot::test
