#pragma once
// Idempotency for POST /run-data: key (caller, job_id, "data"), fingerprint = SHA-256 of the
// canonical request. The caller is the matched bearer token's id (common/auth.hpp; never the
// token itself), so one caller can neither replay, probe (409) nor cancel another's job. A
// running job is joined, a cached success (last 16) replayed, a different request under the same
// key refused. Waiters are counted so the last one to leave cancels the run.
// Single-threaded: used only from the daemon's I/O thread.
#include "common/signal.hpp"
#include "common/slots.hpp"
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

// What a run ended with: a 200 answer, or an HTTP-level refusal (busy, low_memory, stuck,
// cancelled, internal, io, sandbox_unavailable), whose status is the vocabulary's.
struct run_result {
    std::optional<wire::data_run_response> response;
    std::optional<wire::renderer_error> refusal;  // set when !response
};

// The registry's key for one caller's job.
struct job_key {
    std::string caller;  // the matched token's id; empty when auth is off
    std::string job_id;
    [[nodiscard]] std::string flat() const { return caller + "/" + job_id; }
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

    [[nodiscard]] join_outcome join(const job_key& key, const std::string& fingerprint);
    // Records the result, wakes every waiter, caches a success, forgets the running entry.
    void finish(const job_key& key, const std::shared_ptr<job>& j, run_result result);
    // Fires the cancel signal of this caller's running job with this id; returns how many runs it stopped.
    int cancel(const job_key& key);
    [[nodiscard]] std::size_t running() const noexcept { return running_.size(); }

private:
    struct cached_entry {
        std::string key;
        std::string fingerprint;
        wire::data_run_response response;
    };
    std::size_t cache_size_;
    std::map<std::string, std::shared_ptr<job>> running_;
    std::deque<cached_entry> cache_;  // newest at the back
};

// What one run of a job holds, given back whatever way the run ends (a throw included): the
// waiters get 500 `internal` when no answer was recorded, the slot is released if it was taken.
// A frame destroyed after the registry's owner (its io_context torn down at exit) touches nothing:
// `owner` expires first.
class job_hold {
public:
    job_hold(job_registry& jobs, common::run_slots& slots, std::weak_ptr<const bool> owner, job_key key,
             std::shared_ptr<job> j);
    job_hold(const job_hold&) = delete;
    job_hold& operator=(const job_hold&) = delete;
    ~job_hold();
    void slot_taken() noexcept { slot_ = true; }
    void release_slot();
    void finish(run_result r);

private:
    job_registry& jobs_;
    common::run_slots& slots_;
    std::weak_ptr<const bool> owner_;
    job_key key_;
    std::shared_ptr<job> job_;
    bool slot_ = false;
    bool finished_ = false;
};

}  // namespace anyplot::renderer
