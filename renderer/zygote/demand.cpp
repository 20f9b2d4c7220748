#include "renderer/zygote/demand.hpp"

#include <algorithm>
#include <cmath>

namespace anyplot::renderer {

namespace {
// A burst of thousands of runs a second is not a rate we can serve anyway; the cap keeps the
// bookkeeping bounded.
constexpr std::size_t max_kept = 8192;
}  // namespace

void arrival_rate::note(clock::time_point now) {
    times_.push_back(now);
    prune(now);
}

void arrival_rate::prune(clock::time_point now) {
    while (!times_.empty() && (now - times_.front() > keep_ || times_.size() > max_kept)) times_.pop_front();
}

double arrival_rate::per_second(clock::time_point now, std::chrono::milliseconds window) const {
    window = std::min(window, keep_);
    const auto since = now - window;
    const auto first = std::lower_bound(times_.begin(), times_.end(), since);
    const auto n = static_cast<double>(std::distance(first, times_.end()));
    return n / std::chrono::duration<double>(window).count();
}

std::size_t standby_target(const demand_settings& s, double arrivals_per_s, double prepare_s,
                           std::uint64_t child_bytes) {
    const double during_one = std::max(0.0, arrivals_per_s) * std::max(0.0, prepare_s);
    std::size_t want = arrivals_per_s > 0 ? static_cast<std::size_t>(std::ceil(2 * during_one)) + 1 : 0;
    std::size_t ceiling = std::max(s.floor, s.ceiling);
    if (child_bytes > 0) {
        const auto affordable = static_cast<std::size_t>(s.memory_budget_bytes / child_bytes);
        ceiling = std::max(s.floor, std::min(ceiling, affordable));
    }
    return std::clamp(want, s.floor, ceiling);
}

bool should_rehearse(const demand_settings& s, double arrivals_per_s, std::size_t waiting) {
    return waiting == 0 && arrivals_per_s < s.rehearse_below_per_s;
}

}  // namespace anyplot::renderer
