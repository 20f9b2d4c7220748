#pragma once
// Internal to renderer/zygote: what the pool object and its coroutines share (so a coroutine
// that outlives the pool is harmless), and the steps the pool's loop calls. zygote_process.cpp
// starts the zygote and reads its control channel; standby.cpp prepares, places and checks one
// standby child; pool.cpp is the public object and the keep-warm loop.
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

struct zygote_state {
    zygote_state(boost::asio::any_io_executor ex, zygote_settings s, sandbox::host& h)
        : executor(ex), settings(std::move(s)), host(h), refill_wake(ex) {}

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
    std::size_t warming = 0;
    std::map<std::string, std::shared_ptr<exit_note>> exits;  // id → note, until the zygote reports
    std::map<std::string, int> spawned;                        // id → pid in the zygote's namespace
    std::map<std::string, std::shared_ptr<boost::asio::steady_timer>> spawn_waiters;
    boost::asio::steady_timer refill_wake;
    std::uint64_t next_id = 1;
    int starts = 0;
    std::shared_ptr<std::string> stderr_tail;  // the zygote's own (trusted) diagnostics
    // Moving a process into a cgroup (v1) waits for an RCU grace period: ~10-15 ms here; the
    // confinement check reads /proc. Both run on this thread so the I/O thread keeps serving.
    boost::asio::thread_pool blocking{1};
};

void wake_refill(const std::shared_ptr<zygote_state>& s);
// The zygote died or was stopped: everything of it is dropped, its children died with its pid namespace.
void zygote_lost(const std::shared_ptr<zygote_state>& s, const char* why);
// Starts the zygote and waits for its ready message. Leaves s->alive set on success.
[[nodiscard]] boost::asio::awaitable<void> start_zygote(std::shared_ptr<zygote_state> s);
// One standby child: forked, placed in its cgroup, locked down, checked; pushed on s->ready.
[[nodiscard]] boost::asio::awaitable<void> spawn_one(std::shared_ptr<zygote_state> s);
// A message to the zygote with descriptors (SCM_RIGHTS). false when it could not be sent whole.
[[nodiscard]] bool send_with_fds(int socket, const std::string& text, const std::vector<int>& fds);

}  // namespace anyplot::renderer
