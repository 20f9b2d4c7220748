#pragma once
// Internal to renderer/zygote: what the pool object and its coroutines share (so a coroutine
// that outlives the pool is harmless), and the steps the pool's loop calls. zygote_process.cpp
// starts the zygote and reads its control channel; standby.cpp prepares, places and checks one
// standby child; pool.cpp is the public object, the keep-warm loop and the runs waiting for a
// child; demand.hpp sizes the pool.
#include <utility>  // before Asio: Boost 1.74's awaitable.hpp uses std::exchange without it

#include "renderer/run/standby.hpp"
#include "renderer/sandbox/host.hpp"
#include "renderer/zygote/pool.hpp"
#include "renderer/zygote/protocol.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/posix/stream_descriptor.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>

#include <deque>
#include <utility>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace anyplot::renderer {

// A run waiting for the next child prepared.
struct standby_waiter {
    explicit standby_waiter(const boost::asio::any_io_executor& ex) : timer(ex) {}
    boost::asio::steady_timer timer;
    std::shared_ptr<standby_child> child;  // null with answered set: run cold
    bool answered = false;
};

struct zygote_state {
    zygote_state(boost::asio::any_io_executor ex, zygote_settings s, sandbox::host& h)
        : executor(ex), settings(std::move(s)), host(h), refill_wake(ex), arrivals(settings.demand.long_window) {}

    boost::asio::any_io_executor executor;
    zygote_settings settings;
    sandbox::host& host;
    std::optional<zygote_protocol> protocol;  // loaded when the zygote starts
    bool stopped = false;
    bool unsafe = false;  // a standby child failed its confinement check: warm runs stop for good

    // The running zygote.
    bool alive = false;
    int generation = 0;
    pid_t launcher_pid = -1;  // the sandbox launcher, our child (its pid is the zygote's group)
    pid_t zygote_pid = -1;    // the zygote itself, pid 1 of its namespace, as we see it
    std::shared_ptr<boost::asio::posix::stream_descriptor> control;
    std::optional<sandbox::run_lease> lease;

    // Standby children.
    std::deque<std::shared_ptr<standby_child>> ready;
    std::deque<std::shared_ptr<standby_waiter>> waiters;
    std::size_t preparing = 0;
    std::size_t running = 0;  // children handed to runs and not yet retired
    std::map<std::string, std::shared_ptr<exit_note>> exits;  // id → note, until the zygote reports
    std::map<std::string, int> spawned;                        // id → pid in the zygote's namespace
    std::map<std::string, std::shared_ptr<boost::asio::steady_timer>> spawn_waiters;
    boost::asio::steady_timer refill_wake;
    std::uint64_t next_id = 1;
    int starts = 0;
    // Demand and what preparing costs, for sizing (demand.hpp) and /status.
    arrival_rate arrivals;
    standby_stats stats;
    double prepare_s = 0.05;  // a preparation's wall time, recent average (a first guess until measured)
    std::uint64_t child_private_bytes = 0;  // a ready child's private memory, sampled
    std::uint64_t rehearsed_by_zygote = 0;  // rehearsed children the running zygote made
    // After a failed preparation: none started before this (doubling up to 30 s).
    std::chrono::steady_clock::time_point hold_off_until{};
    std::chrono::milliseconds backoff{250};
    std::shared_ptr<std::string> stderr_tail;  // the zygote's own (trusted) diagnostics
    // Moving a process into a cgroup (v1) waits for an RCU grace period: ~7-15 ms here for the
    // first move after a quiet spell, ~0.1 ms for the moves right after it; the confinement check
    // reads /proc. Retiring a used child waits for its memory holder's teardown before its cgroup
    // can go (~6 ms, up to ~20). Neither runs on the I/O thread, and retirements never hold up
    // the placement of the next child; two retire at once to keep up with ~150 runs/s.
    boost::asio::thread_pool placing{1};
    boost::asio::thread_pool retiring{2};
};

void wake_refill(const std::shared_ptr<zygote_state>& s);
// The zygote died or was stopped: everything of it is dropped, its children died with its pid namespace.
void zygote_lost(const std::shared_ptr<zygote_state>& s, const char* why);
// Starts the zygote and waits for its ready message. Leaves s->alive set on success.
[[nodiscard]] boost::asio::awaitable<void> start_zygote(std::shared_ptr<zygote_state> s);
// One standby child: forked, placed in its cgroup, pre-faulted by a rehearsal when `rehearse`,
// locked down, checked. Null when it did not come up (logged); `sample_memory` also reads its
// private memory into s->child_private_bytes.
[[nodiscard]] boost::asio::awaitable<std::shared_ptr<standby_child>> spawn_one(std::shared_ptr<zygote_state> s,
                                                                              bool rehearse, bool sample_memory);
// Every waiting run is told to run cold (the zygote died, a preparation failed, warm runs stopped).
void release_waiters(const std::shared_ptr<zygote_state>& s);
// A message to the zygote with descriptors (SCM_RIGHTS). false when it could not be sent whole.
[[nodiscard]] bool send_with_fds(int socket, const std::string& text, const std::vector<int>& fds);

}  // namespace anyplot::renderer
