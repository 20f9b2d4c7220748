#pragma once
// Warm interpreters: one zygote per daemon (trusted Python that imports and warms everything
// once and never runs a snippet, started through the sandbox launcher into its own namespaces)
// and standby children forked from it ahead of demand. Each standby child gets its own leased
// uid, run tmpfs and cgroup, rehearses an ordinary run (pre-faulting), locks itself down and
// waits for exactly one job.
//
// The daemon talks to the zygote over a SOCK_SEQPACKET pair (protocol.hpp; defined once in
// renderer/harness/zygote_protocol.json). Each child is checked from outside before it may take
// a job (sandbox/confinement.hpp); one that fails stops warm runs for good (cold runs go on).
// How many are kept ready follows demand (demand.hpp); several are prepared at once. A run that
// finds none ready waits for the next one prepared: the cold path is only for a dead zygote, a
// preparation that failed, or warm runs switched off.
#include "common/signal.hpp"
#include "renderer/run/standby.hpp"
#include "renderer/sandbox/host.hpp"
#include "renderer/zygote/demand.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>

#include <chrono>
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace anyplot::renderer {

struct zygote_settings {
    std::string python = "/usr/bin/python3";
    std::string run_root;
    bool guard = true;
    demand_settings demand;   // how many ready children to keep
    std::size_t parallel = 2;  // preparations at once (the zygote forks one at a time; the rest is parallel)
    double cpu_limit_s = 34;  // the RLIMIT_CPU a child sets itself (ANYPLOT_RLIMIT_CPU_S in env)
    std::chrono::milliseconds start_timeout{60000};
    std::chrono::milliseconds ready_timeout{30000};
    std::vector<std::string> env;  // the interpreter's whole environment
};

struct zygote_state;

// What a run got from the pool: a child, or none (run cold), and how long it waited for it.
struct standby_grant {
    std::shared_ptr<standby_child> child;
    std::chrono::steady_clock::duration waited{};
};

// Counters for /status and the metrics (single-threaded: read on the I/O thread).
struct standby_stats {
    std::size_t ready = 0;
    std::size_t preparing = 0;
    std::size_t waiting = 0;  // runs waiting for a child now
    std::size_t target = 0;   // ready children aimed for (demand.hpp)
    std::uint64_t prepared = 0;
    std::uint64_t rehearsed = 0;   // of those, pre-faulted by a rehearsal (demand.hpp)
    std::uint64_t failed = 0;      // preparations that did not give a confined, ready child
    std::uint64_t retired_idle = 0;  // ready children dropped because demand fell
    std::uint64_t waited = 0;      // runs that had to wait for a child
    double prepare_ms = 0;         // wall time of a preparation, recent average
    double child_private_mb = 0;   // a ready child's private memory, last sample
};

class zygote_pool {
public:
    zygote_pool(boost::asio::any_io_executor executor, zygote_settings settings, sandbox::host& host);
    ~zygote_pool();
    zygote_pool(const zygote_pool&) = delete;
    zygote_pool& operator=(const zygote_pool&) = delete;

    void start();
    // A ready standby child. When none is ready but the zygote is alive, waits (first come, first
    // served) for the next one prepared, at most `limit`, leaving the line when `cancel` fires.
    // No child (run cold): the zygote is dead or restarting, warm runs stopped for good, a
    // preparation failed while the run waited, or the wait ran out.
    [[nodiscard]] boost::asio::awaitable<standby_grant> acquire(std::chrono::milliseconds limit,
                                                                std::shared_ptr<common::one_shot_signal> cancel);
    // After a warm run has answered: make up for the child it used.
    void refill();
    // A used child: its cgroup, uid, tmpfs and directory are released off the I/O thread.
    void retire(std::shared_ptr<standby_child> child);

    [[nodiscard]] bool alive() const noexcept;
    // False once a standby child failed its confinement check (logged as standby_not_confined).
    [[nodiscard]] bool confined() const noexcept;
    [[nodiscard]] std::size_t ready() const noexcept;
    [[nodiscard]] int starts() const noexcept;  // zygote starts so far (1 + restarts)
    [[nodiscard]] standby_stats stats() const;

private:
    std::shared_ptr<zygote_state> state_;
};

}  // namespace anyplot::renderer
