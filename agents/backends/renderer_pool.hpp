#pragma once
// A pool of renderers: which one a data run goes to, which ones are down, and — per call — whether
// a failed attempt may move to another renderer. Plain state on the I/O thread (no sockets, an
// injectable clock), so the whole policy is unit-tested; `remote_backend` drives it over HTTP.
//
// The rule that shapes everything here: a job that may have started is never run on a second
// renderer. Only an attempt that never reached a renderer (the connection was never made) or the
// renderer's own refusal answered before any run starts (busy, low_memory, stuck) moves on. Once
// an attempt may have reached a renderer (reset or EOF after the request was written, a front
// end's 502/503/504) the call is pinned there: it may only repeat the same job id on the same
// renderer, where the repeat joins the run or gets its cached answer.
#include "agents/backends/backend.hpp"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::agents::backends {

// What one attempt at one renderer came to (remote.cpp classifies the HTTP exchange).
enum class attempt_end {
    answered,             // a 200 the backend decoded: the call's answer
    connect_failed,       // the connection was never made: nothing reached the renderer
    lost,                 // reset/EOF/garbled after the connection was made: it may have the job
    front_end,            // 502/503/504 without the renderer's own detail: it may have the job
    timed_out,            // no answer within the run's time plus slack (the caller sends a cancel)
    busy,                 // the renderer's own 503 busy: no slot within its wait, nothing ran
    low_memory,           // the renderer's own 503 low_memory: refused before taking a slot
    stuck,                // the renderer's own 503 stuck: refused at the door while a run outlives its kill
    sandbox_unavailable,  // the renderer's own 503: also answered after a run's launch failed, so never moved
    io,                   // the renderer's own 503 io (or another code of its own): after it took the job
    refused,              // 401/403 (our token) or 404 (an old renderer without /run-data)
    broken,               // the renderer broke the contract (undecodable 200, 409/422/499/500)
};
[[nodiscard]] const char* to_string(attempt_end e) noexcept;

// Why a call moved from one renderer to another (the pool's moves counter's label).
enum class move_reason { connect, busy, low_memory, stuck };
inline constexpr move_reason all_move_reasons[] = {move_reason::connect, move_reason::busy, move_reason::low_memory,
                                                   move_reason::stuck};
[[nodiscard]] const char* to_string(move_reason r) noexcept;

class renderer_pool {
public:
    using clock = std::chrono::steady_clock;
    using clock_fn = std::function<clock::time_point()>;

    // `urls` checked and distinct (config.cpp); `down_for` how long a renderer stays marked down.
    renderer_pool(std::vector<std::string> urls, std::chrono::milliseconds down_for, clock_fn now = clock::now);

    [[nodiscard]] std::size_t size() const noexcept { return renderers_.size(); }
    [[nodiscard]] const std::string& url(std::size_t i) const { return renderers_[i].url; }

    // The renderer for a new attempt: the fewest in flight among those not marked down and not in
    // `tried` (empty = none tried), ties taken in turn. A renderer whose down time has passed is a
    // candidate again. nullopt when none is left.
    [[nodiscard]] std::optional<std::size_t> choose(const std::vector<bool>& tried = {});

    void begin(std::size_t i) noexcept { ++renderers_[i].in_flight; }  // an attempt is under way
    void end(std::size_t i) noexcept;                                    // and finished
    // Records how an attempt ended: marks the renderer down (connect failure, stuck,
    // sandbox_unavailable), up again (an answer), and keeps the last error for /v1/status.
    void record(std::size_t i, attempt_end how);
    void count_move(move_reason why) noexcept { ++moves_[static_cast<std::size_t>(why)]; }

    struct renderer_state {
        std::string url;
        bool up = true;
        int in_flight = 0;
        double down_for_s = 0;                      // remaining, 0 when up
        std::optional<std::string> last_error;      // attempt_end's name; cleared by an answer
    };
    [[nodiscard]] std::vector<renderer_state> snapshot() const;
    [[nodiscard]] std::uint64_t moves(move_reason why) const noexcept { return moves_[static_cast<std::size_t>(why)]; }

private:
    struct renderer {
        std::string url;
        int in_flight = 0;
        clock::time_point down_until{};
        std::optional<attempt_end> last_error;
    };
    [[nodiscard]] bool down(const renderer& r, clock::time_point now) const noexcept { return r.down_until > now; }
    std::vector<renderer> renderers_;
    std::chrono::milliseconds down_for_;
    clock_fn now_;
    std::size_t next_ = 0;  // where the next tie-break starts (rotation)
    std::uint64_t moves_[std::size(all_move_reasons)] = {};
};

// One call's way through the pool. `first()` picks a renderer; after each attempt `after()` says
// what to do next, recording the attempt in the pool and counting a move.
class pool_call {
public:
    explicit pool_call(renderer_pool& pool) : pool_(pool), tried_(pool.size(), false) {}

    // The first renderer, or nullopt (none configured, or every one marked down: `unavailable`).
    [[nodiscard]] std::optional<std::size_t> first();

    enum class step {
        done,        // the call's answer is the attempt's (answered), or `error`
        same,        // repeat the same job on the same renderer (after a backoff, within the budget)
        move,        // try `target` at once: nothing ran on the last one
    };
    struct next {
        step what = step::done;
        std::size_t target = 0;                        // same/move: the renderer
        backend_error error = backend_error::unavailable;  // done without an answer
    };
    [[nodiscard]] next after(std::size_t renderer, attempt_end how);

    // The call may have reached this renderer: it never moves again.
    [[nodiscard]] bool pinned() const noexcept { return pinned_; }

private:
    renderer_pool& pool_;
    std::vector<bool> tried_;
    bool pinned_ = false;
    bool saw_capacity_ = false;
};

}  // namespace anyplot::agents::backends
