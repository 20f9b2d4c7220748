#pragma once
// What one caller may take of the shared helper pool, so one person's inputs cannot slow another
// person's validation (measured before: ~1 ms became 134–469 ms under ~400 crashing requests in
// 11 s from one person):
//   * failures: a snippet that kills its parse helper costs a python3 start (~50 ms of one of two
//     CPUs) and a pool slot. Past `max_failures` crashes or timeouts within `window` the caller is
//     answered at once (validate_error::caller_throttled) without touching the pool, until the
//     oldest of those failures leaves the window;
//   * concurrency: one caller holds at most `max_in_flight` helpers at a time (the validator sets
//     it to the pool size minus one), so a burst of one person's requests queues behind itself and
//     a helper stays free for everyone else; past `max_wait` in that queue: caller_throttled.
// Thread-safe; the clock is injected for tests.
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace anyplot::agents::validate {

struct caller_budget_options {
    // No snippet a person writes crashes the helper (ast_decode.hpp's one nesting limit answers
    // too_deep instead), so a few failures are already hostile; 3 leaves room for a retry.
    std::size_t max_failures = 3;
    std::chrono::seconds window{600};
    // Callers tracked at once; past it the one whose last failure is oldest is forgotten (bounds
    // memory against many ids; an attacker with that many ids is the per-user rate limits' job).
    std::size_t max_callers = 4096;
    std::function<std::chrono::steady_clock::time_point()> now = [] { return std::chrono::steady_clock::now(); };
    std::size_t max_in_flight = 0;  // 0: the validator's choice (pool size - 1, at least 1)
    std::chrono::milliseconds max_wait{10000};
};

class caller_budget {
public:
    explicit caller_budget(caller_budget_options options = {});

    // Whether `caller` may use the pool now. An empty caller (the CLI, tests) always may.
    [[nodiscard]] bool allows(std::string_view caller);
    // One helper crash or timeout caused by `caller`'s input.
    void record_failure(std::string_view caller);

    // Waits (at most max_wait) until `caller` holds fewer than max_in_flight helpers and takes a
    // place; false on timeout. Every true must be matched by leave(caller). Empty callers: true.
    [[nodiscard]] bool enter(std::string_view caller);
    void leave(std::string_view caller);

    [[nodiscard]] const caller_budget_options& options() const noexcept { return options_; }

private:
    using time_point = std::chrono::steady_clock::time_point;
    void expire(std::deque<time_point>& failures, time_point now) const;

    caller_budget_options options_;
    std::mutex mutex_;
    std::unordered_map<std::string, std::deque<time_point>> failures_;
    std::condition_variable left_;
    std::unordered_map<std::string, std::size_t> in_flight_;
};

}  // namespace anyplot::agents::validate
