#pragma once
// How many standby children to keep ready: enough that an arrival finds one while the next is
// being prepared, sized by the recent arrival rate, between a floor (kept even when idle) and a
// ceiling, within a memory budget. Pure: the pool feeds it arrivals and measured costs.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <deque>

namespace anyplot::renderer {

struct demand_settings {
    std::size_t floor = 2;    // RENDERER_STANDBY: ready even when idle
    std::size_t ceiling = 8;  // RENDERER_STANDBY_MAX
    std::uint64_t memory_budget_bytes = 128ull << 20;  // RENDERER_STANDBY_MEMORY_MB: ready children's private memory
    // Growth follows the last 2 s; shrinking waits until the last 30 s are quiet too, so a burst
    // every few seconds keeps its children.
    std::chrono::milliseconds short_window{2000};
    std::chrono::milliseconds long_window{30000};
    // A child rehearses an ordinary run before its job (pre-faulting) only below this arrival
    // rate and with nobody waiting: the rehearsal costs ~10 ms of CPU and saves its run ~3 ms,
    // a good trade while cores are idle and a bad one when CPU bounds the throughput.
    double rehearse_below_per_s = 20;
};

// Whether the next child should rehearse (see rehearse_below_per_s).
[[nodiscard]] bool should_rehearse(const demand_settings& s, double arrivals_per_s, std::size_t waiting);

// Arrivals (runs that asked for a child) over the long window.
class arrival_rate {
public:
    using clock = std::chrono::steady_clock;
    explicit arrival_rate(std::chrono::milliseconds keep = std::chrono::milliseconds(30000)) : keep_(keep) {}
    void note(clock::time_point now);
    // Arrivals per second over the last `window` (≤ the kept span).
    [[nodiscard]] double per_second(clock::time_point now, std::chrono::milliseconds window) const;

private:
    void prune(clock::time_point now);
    std::chrono::milliseconds keep_;
    std::deque<clock::time_point> times_;
};

// The number of ready children to aim for. `prepare_s` is how long one takes to prepare (wall
// time, measured); `child_bytes` a ready child's private memory (measured; 0 = unknown). Children
// consumed while one is prepared, twice over for bursts, plus one; never below the floor, never
// above the ceiling, and above the floor only as far as the memory budget allows.
[[nodiscard]] std::size_t standby_target(const demand_settings& s, double arrivals_per_s, double prepare_s,
                                         std::uint64_t child_bytes);

}  // namespace anyplot::renderer
