#pragma once
// Idempotency for POST /run-data: key (job_id, "data"), fingerprint = SHA-256 of the canonical
// request. A running job is joined, a cached success (last 16) replayed, a different request
// under the same key refused. Waiters are counted so the last one to leave cancels the run.
// Single-threaded: used only from the daemon's I/O thread.
#include "common/signal.hpp"
#include "wire/data_run.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/steady_timer.hpp>

#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace anyplot::renderer {

// What a run ended with: a 200 answer, or an HTTP-level refusal code (busy, low_memory, stuck,
// cancelled, internal, io, sandbox_unavailable).
struct run_result {
    std::optional<wire::data_run_response> response;
    std::string refusal;  // set when !response
    int status = 200;
};

struct job {
    std::string fingerprint;
    std::shared_ptr<common::one_shot_signal> cancel = std::make_shared<common::one_shot_signal>();
    int waiters = 0;
    std::optional<run_result> result;
    std::vector<std::shared_ptr<boost::asio::steady_timer>> wakers;  // one per waiting request
};

enum class join_kind { started, joined, cached, conflict };

struct join_outcome {
    join_kind kind;
    std::shared_ptr<job> running;                  // started / joined
    std::optional<wire::data_run_response> cached;  // cached
};

class job_registry {
public:
    explicit job_registry(std::size_t cache_size) : cache_size_(cache_size) {}

    [[nodiscard]] join_outcome join(const std::string& job_id, const std::string& fingerprint);
    // Records the result, wakes every waiter, caches a success, forgets the running entry.
    void finish(const std::string& job_id, const std::shared_ptr<job>& j, run_result result);
    // Fires the cancel signal of the running job with this id; returns how many runs it stopped.
    int cancel(const std::string& job_id);
    [[nodiscard]] std::size_t running() const noexcept { return running_.size(); }

private:
    struct cached_entry {
        std::string job_id;
        std::string fingerprint;
        wire::data_run_response response;
    };
    std::size_t cache_size_;
    std::map<std::string, std::shared_ptr<job>> running_;
    std::deque<cached_entry> cache_;  // newest at the back
};

}  // namespace anyplot::renderer
