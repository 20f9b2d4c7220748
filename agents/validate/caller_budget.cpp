#include "agents/validate/caller_budget.hpp"

#include <algorithm>

namespace anyplot::agents::validate {

caller_budget::caller_budget(caller_budget_options options) : options_(std::move(options)) {
    if (options_.max_callers == 0) options_.max_callers = 1;
    if (options_.max_in_flight == 0) options_.max_in_flight = 1;
}

bool caller_budget::enter(std::string_view caller) {
    if (caller.empty()) return true;
    std::unique_lock lock(mutex_);
    const std::string key(caller);
    // A real-time deadline: the injected clock only ages failures.
    const auto until = std::chrono::steady_clock::now() + options_.max_wait;
    while (in_flight_[key] >= options_.max_in_flight) {
        if (left_.wait_until(lock, until) == std::cv_status::timeout && in_flight_[key] >= options_.max_in_flight) {
            return false;
        }
    }
    ++in_flight_[key];
    return true;
}

void caller_budget::leave(std::string_view caller) {
    if (caller.empty()) return;
    {
        std::lock_guard lock(mutex_);
        const auto it = in_flight_.find(std::string(caller));
        if (it != in_flight_.end() && --it->second == 0) in_flight_.erase(it);
    }
    left_.notify_all();
}

void caller_budget::expire(std::deque<time_point>& failures, time_point now) const {
    while (!failures.empty() && now - failures.front() >= options_.window) failures.pop_front();
}

bool caller_budget::allows(std::string_view caller) {
    if (caller.empty()) return true;
    std::lock_guard lock(mutex_);
    const auto it = failures_.find(std::string(caller));
    if (it == failures_.end()) return true;
    expire(it->second, options_.now());
    if (it->second.empty()) {
        failures_.erase(it);
        return true;
    }
    return it->second.size() < options_.max_failures;
}

void caller_budget::record_failure(std::string_view caller) {
    if (caller.empty()) return;
    std::lock_guard lock(mutex_);
    const time_point now = options_.now();
    auto it = failures_.find(std::string(caller));
    if (it == failures_.end()) {
        if (failures_.size() >= options_.max_callers) {
            // Forget the caller whose newest failure is oldest (the least recently hostile).
            auto oldest = std::min_element(failures_.begin(), failures_.end(), [](const auto& a, const auto& b) {
                return a.second.back() < b.second.back();
            });
            failures_.erase(oldest);
        }
        it = failures_.emplace(std::string(caller), std::deque<time_point>{}).first;
    }
    expire(it->second, now);
    it->second.push_back(now);
    // Only the newest max_failures matter for the verdict.
    while (it->second.size() > options_.max_failures) it->second.pop_front();
}

}  // namespace anyplot::agents::validate
