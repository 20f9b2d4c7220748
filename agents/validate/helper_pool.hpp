#pragma once
// A few warm parse helpers (parse_helper.py under CPython), reused across calls.
//   * Synchronous and thread-safe: parse() borrows an idle helper, or starts one while fewer
//     than `size` exist, or waits (bounded) for one to come back.
//   * A helper is replaced when it has died, after `max_requests` answers (bounds what a slow
//     leak or the CPU rlimit can accumulate), and when a request exceeds `request_timeout`
//     (the helper is killed: a stuck parse never blocks the next caller).
//   * Starting one costs a python3 start plus the lockdown handshake (~40-60 ms here);
//     warm_up() pays that at service start instead of on the first request.
// See helper_sandbox.hpp for what each helper is allowed to do.
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "agents/validate/ast_decode.hpp"
#include "agents/validate/finding.hpp"
#include "common/result.hpp"

namespace anyplot::agents::validate {

struct helper_options {
    std::string python = "/usr/bin/python3";
    std::string script;  // parse_helper.py; default_helper_script() when empty
    std::size_t size = 2;
    std::size_t max_requests = 1000;
    std::chrono::milliseconds request_timeout{2000};
    std::chrono::milliseconds start_timeout{5000};
    // Off only in tests that probe the protocol on a machine without seccomp; production keeps
    // it on and a helper that cannot lock down is refused.
    bool seccomp = true;
};

// parse_helper.py next to the build (ANYPLOT_PARSE_HELPER, set by CMake), else next to the
// running executable, else ../share/anyplot/ relative to it. Empty when none exists.
[[nodiscard]] std::string default_helper_script();

class helper_pool {
public:
    explicit helper_pool(helper_options options);
    ~helper_pool();
    helper_pool(const helper_pool&) = delete;
    helper_pool& operator=(const helper_pool&) = delete;

    // CPython's verdict on `source` (UTF-8; the caller has checked size and encoding).
    [[nodiscard]] common::result<parse_answer, validate_error> parse(std::string_view source);

    // Starts helpers until `size` are idle; returns how many are ready.
    std::size_t warm_up();

    struct counters {
        std::size_t started = 0;
        std::size_t retired = 0;    // after max_requests
        std::size_t timed_out = 0;  // killed on request timeout
        std::size_t crashed = 0;    // died or broke the protocol
    };
    [[nodiscard]] counters stats() const;
    // Pids of the idle helpers (for /status and for tests that inspect the sandbox).
    [[nodiscard]] std::vector<int> idle_pids() const;
    [[nodiscard]] const helper_options& options() const noexcept { return options_; }

private:
    struct helper;
    using helper_ptr = std::unique_ptr<helper>;

    common::result<helper_ptr, validate_error> acquire();
    void give_back(helper_ptr h, bool keep);
    common::result<helper_ptr, validate_error> start_helper();
    common::result<parse_answer, validate_error> request(helper& h, std::string_view source, bool& keep,
                                                         bool& stale);

    helper_options options_;
    mutable std::mutex mutex_;
    std::condition_variable returned_;
    std::vector<helper_ptr> idle_;
    std::size_t live_ = 0;  // idle + borrowed + starting
    counters counters_;
};

}  // namespace anyplot::agents::validate
